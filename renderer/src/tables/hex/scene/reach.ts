/**
 * The hexes a plane can reach this move with the card its player points at (002 MOVE PHASE): "Your plane must move a
 * number of spaces equal to it's velocity", with what is left of its free changes ("You may freely change your
 * facing 1 arc ... increase or decrease your velocity by 1 anytime during your move") and the picked move card
 * played once, at any point of the move.
 *
 * Nothing here knows the rules: every step is tried with the game's own commands (legal.ts's stand-in state built
 * from the seat's view, and the command definitions the host runs), so the highlight never disagrees with what the
 * host will take. A search over the move's states: the plane's hex, facing, velocity, spaces flown, the free
 * changes used and whether the card has been played. Climbs and dives are left out (they do not move the plane
 * across the map, and would triple the search); the card is tried without its altitude step for the same reason.
 */
import { commandDefs } from '../../../../../shared/rulesets/hex/commands'
import { copyState, hexContext } from '../../../../../shared/rulesets/hex/game'
import { stateFromView, wouldTake } from '../../../../../shared/rulesets/hex/legal'
import { MOVE_CARDS } from '../../../../../shared/rulesets/hex/move-cards'
import type { Card, Hex, HexCommand, HexState, HexView, SeatId } from '../../../../../shared/rulesets/hex/types'

export interface Reach {
  /** the plane that moves */
  plane: string
  /** where the move can end with the card played (the spaces flown equal the velocity) */
  ends: Hex[]
  /** the other hexes it passes through on the way */
  through: Hex[]
}

/** a search that runs away (an option's odd move) stops here: the highlight shows what it found */
const MAX_STATES = 3000

/** Whether a picked card is a move card (or the Ace, which "may be used as any other type of card except stall"). */
export function isMoveCard(card: Card): boolean {
  return card.type === 'ace' || MOVE_CARDS.includes(card.type)
}

/** The plane the seat moves now, when it is this seat's move and no decision waits. */
export function moverOf(view: HexView, seat: SeatId | null): string | null {
  if (seat === null || view.current !== seat || view.phase !== 'move' || !view.move || view.pending.length) return null
  const p = view.planes.find((x) => x.id === view.move!.plane)
  return p && p.seat === seat && p.status === 'flying' ? p.id : null
}

/** The card's commands as it may be played (altitude step left out): the Ace as each move card, Forward +1 or -1. */
function cardCommands(card: Card, seat: SeatId): HexCommand[] {
  const as = card.type === 'ace' ? MOVE_CARDS : [card.type]
  const out: HexCommand[] = []
  for (const t of as) {
    const base: HexCommand = { type: 'card', seat, card: card.id, altitude: 0, ...(card.type === 'ace' ? { as: t } : {}) }
    if (t === 'forward') out.push({ ...base, velocity: 1 }, { ...base, velocity: -1 })
    else out.push(base)
  }
  return out
}

function freeCommands(seat: SeatId): HexCommand[] {
  return [
    { type: 'move', seat },
    { type: 'face', seat, dir: 'left' },
    { type: 'face', seat, dir: 'right' },
    { type: 'speed', seat, delta: 1 },
    { type: 'speed', seat, delta: -1 },
  ]
}

interface Node {
  state: HexState
  played: boolean
}

function keyOf(s: HexState, plane: string, played: boolean): string {
  const p = s.planes.find((x) => x.id === plane)!
  const m = s.move!
  return `${p.hex.col},${p.hex.row},${p.facing},${p.altitude},${p.velocity},${m.moved},${+m.freeFacing},${+m.freeVelocity},${+played}`
}

/** The hexes the seat's moving plane can end its move in (and pass through) with `card` played; null when it cannot play it now. */
export function reachWithCard(view: HexView, seat: SeatId | null, card: Card): Reach | null {
  const plane = moverOf(view, seat)
  if (!plane || seat === null || !isMoveCard(card)) return null
  const start = stateFromView(view)
  // what no move command reads, left out of the copies the search makes: the deck's stand-ins, the discards
  start.deck = []
  start.discard = []
  // the card must be in the hand the search plays from (a picked card is the seat's own)
  if (!start.hands[seat]?.some((c) => c.id === card.id)) return null
  const defs = commandDefs()
  const seen = new Set<string>([keyOf(start, plane, false)])
  const ends = new Map<string, Hex>()
  const through = new Map<string, Hex>()
  const queue: Node[] = [{ state: start, played: false }]
  const cardCmds = cardCommands(card, seat)
  const free = freeCommands(seat)
  while (queue.length && seen.size < MAX_STATES) {
    const node = queue.shift()!
    for (const cmd of node.played ? free : [...free, ...cardCmds]) {
      const next = copyState(node.state)
      try {
        defs.get(cmd.type)!.play(hexContext(next, []), cmd)
      } catch {
        continue
      }
      const p = next.planes.find((x) => x.id === plane)!
      if (p.status !== 'flying' || next.pending.length) continue
      const played = node.played || cmd.type === 'card'
      const key = keyOf(next, plane, played)
      if (seen.has(key)) continue
      seen.add(key)
      const hk = `${p.hex.col},${p.hex.row}`
      through.set(hk, { ...p.hex })
      if (played && next.move!.moved >= p.velocity && wouldTake(next, { type: 'end-move', seat })) ends.set(hk, { ...p.hex })
      queue.push({ state: next, played })
    }
  }
  for (const k of ends.keys()) through.delete(k)
  const here = view.planes.find((x) => x.id === plane)!.hex
  through.delete(`${here.col},${here.row}`)
  return { plane, ends: [...ends.values()], through: [...through.values()] }
}
