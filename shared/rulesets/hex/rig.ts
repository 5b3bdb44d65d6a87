/**
 * Setting a game up for a worked example or a test (scripts' `dice`, `place`, `hands`, `deck` steps): the next dice
 * (the generator is set to a state whose next rolls are those: a search over small seeds, so the game still draws
 * every die from its own generator), a plane's place, a seat's hand, the deck's top. The cards move between the deck
 * and the hands, so the deck, the hands and the discard still hold the 52.
 */
import { nextInt, seedRng } from '../../util/rng'
import type { CardType, Criticals, Facing, Hex, HexPlane, HexState, SeatId } from './types'

/** The generator set so that the next d6 rolls are `rolls` (up to 5 of them). */
export function rigDice(state: HexState, rolls: number[]): void {
  if (rolls.length > 6) throw new Error("rig at most 6 dice at once")
  if (rolls.some((r) => !Number.isInteger(r) || r < 1 || r > 6)) throw new Error(`a die shows 1 to 6, not ${rolls.join(', ')}`)
  for (let k = 1; k < 10_000_000; k++) {
    const s = seedRng(k)
    if (rolls.every((r) => nextInt(s, 6) + 1 === r)) {
      state.rng = seedRng(k)
      return
    }
  }
  throw new Error(`no generator state found for the dice ${rolls.join(', ')}`)
}

/** Takes one card of the type from the deck, else the discard pile, else another seat's hand. */
function takeOne(state: HexState, type: CardType, seat: SeatId) {
  const pools = [state.deck, state.discard, ...Object.entries(state.hands).filter(([s]) => s !== seat).map(([, h]) => h)]
  for (const pool of pools) {
    const i = pool.findIndex((c) => c.type === type)
    if (i >= 0) return pool.splice(i, 1)[0]
  }
  throw new Error(`no ${type} card is left to give ${seat}`)
}

/** The seat's hand becomes exactly these cards (its old cards go back on the deck's bottom). */
export function setHand(state: HexState, seat: SeatId, types: CardType[]): void {
  const old = state.hands[seat] ?? []
  state.hands[seat] = []
  state.deck.push(...old)
  state.hands[seat] = types.map((t) => takeOne(state, t, seat))
}

/** The deck's top cards become these, in order. */
export function stackDeck(state: HexState, types: CardType[]): void {
  const top = types.map((t) => {
    const i = state.deck.findIndex((c) => c.type === t)
    if (i >= 0) return state.deck.splice(i, 1)[0]
    const j = state.discard.findIndex((c) => c.type === t)
    if (j >= 0) return state.discard.splice(j, 1)[0]
    throw new Error(`no ${t} card is left in the deck or the discard pile`)
  })
  state.deck.unshift(...top)
}

export interface Placement {
  hex?: Hex
  facing?: Facing
  altitude?: number
  velocity?: number
  ammo?: number
  hits?: number
  ace?: boolean
  crits?: Partial<Criticals>
  crew?: Partial<HexPlane['crew']>
}

export function place(state: HexState, plane: string, at: Placement): void {
  const p = state.planes.find((x) => x.id === plane)
  if (!p) throw new Error(`no plane "${plane}"`)
  if (at.hex) p.hex = { ...at.hex }
  if (at.facing !== undefined) p.facing = at.facing
  if (at.altitude !== undefined) p.altitude = at.altitude
  if (at.velocity !== undefined) p.velocity = at.velocity
  if (at.ammo !== undefined) p.ammo = at.ammo
  if (at.hits !== undefined) p.hits = at.hits
  if (at.ace !== undefined) p.ace = at.ace
  if (at.crits) Object.assign(p.crits, at.crits)
  if (at.crew) Object.assign(p.crew, at.crew)
}

/** The deck's top `n` cards go to the discard pile (to show the deck running out). */
export function burn(state: HexState, n: number): void {
  state.discard.push(...state.deck.splice(0, n))
}
