/**
 * Helpers for the engine's unit tests: placing planes so that a known card takes them to an exact spot, giving
 * fire orders, and checking that a refused command changed nothing.
 */
import { expect } from 'vitest'
import { CommandError } from '../../shared/engine/commands'
import type { Game } from '../../shared/engine/game'
import type { Command, FireCommand, GameEvent, GameState, SeatId } from '../../shared/engine/types'
import { viewFor } from '../../shared/engine/view'
import { cloneJson } from '../../shared/util/clone'
import type { Content } from '../../shared/content/types'
import { content, type PlaneSpec } from './fixtures'

/** How far the stand travels with the first card (a straight) of an aircraft's manoeuvre deck. */
export function straightTravel(aircraft: string): number {
  const a = content.aircraft[aircraft]
  const card = content.manoeuvreDecks[a.manoeuvreDeck!].cards[0]
  if (!('straight' in card.move) || !card.straight) throw new Error(`card 1 of deck ${a.manoeuvreDeck} is not a straight`)
  return card.move.straight + content.table.bases[a.base].depth
}

/**
 * A plane spec whose stand, after flying card 1 of its deck (a straight) `times` times, ends at (x, y) with the
 * given heading (degrees clockwise from north).
 */
export function arriving(spec: Omit<PlaneSpec, 'x' | 'y' | 'heading'>, x: number, y: number, heading: number, times = 1): PlaneSpec {
  const d = straightTravel(spec.aircraft) * times
  const h = (heading * Math.PI) / 180
  return { ...spec, x: x - d * Math.sin(h), y: y - d * Math.cos(h), heading }
}

/** The card id for card number n of a plane's deck (e.g. 1 for the first straight). */
export function card(game: Game, plane: string, n: number): string {
  const cp = game.rules.byId.get(plane)!
  for (const c of cp.cards.values()) if (c.card.n === n) return c.card.id
  throw new Error(`plane ${plane} has no card ${n} in play`)
}

/** Plan the given card numbers for each named plane (every flying plane must be named). */
export function planNumbers(game: Game, plans: Record<string, number[]>): GameEvent[] {
  const out: GameEvent[] = []
  for (const p of game.state.planes) {
    if (p.status !== 'flying' || game.over) continue
    const nums = plans[p.id]
    if (!nums) throw new Error(`no plan for ${p.id}`)
    out.push(...game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: nums.map((n) => card(game, p.id, n)) }))
  }
  return out
}

/** Give a fire order for every plane the game is waiting for: the given ones, holding fire for the others. */
export function fire(game: Game, orders: Record<string, { front?: string | null; rear?: string | null }> = {}): GameEvent[] {
  if (game.state.step !== 'firing') throw new Error(`not a firing step: ${game.state.step}`)
  const out: GameEvent[] = []
  for (const planeId of game.waitingFor()) {
    const plane = game.state.planes.find((p) => p.id === planeId)!
    const cmd: FireCommand = { type: 'fire', seat: plane.seat, plane: planeId, ...(orders[planeId] ?? { front: null, rear: null }) }
    out.push(...game.apply(cmd))
    if (game.state.step !== 'firing') break
  }
  return out
}

/** Hold fire in every firing step until the game waits for plans (or is over). */
export function holdUntilPlanning(game: Game): void {
  while (game.state.step === 'firing') fire(game)
}

/** The options of one plane this firing step, as "arc>target:cards". */
export function optionsOf(game: Game, plane: string): string[] {
  return game.state.fireOptions
    .filter((o) => o.plane === plane)
    .map((o) => `${o.arc}>${o.target}:${o.cards}`)
    .sort()
}

export function snapshot(game: Game): string {
  return JSON.stringify({ state: game.state, events: game.events, commands: game.commands })
}

/** The command is refused with a CommandError of this code whose message matches, and nothing changes. */
export function expectRejected(game: Game, cmd: Command, code: CommandError['code'], message: RegExp): CommandError {
  const before = snapshot(game)
  let error: unknown = null
  try {
    game.apply(cmd)
  } catch (e) {
    error = e
  }
  expect(error, `command ${JSON.stringify(cmd)} should be refused`).toBeInstanceOf(CommandError)
  const ce = error as CommandError
  expect(ce.code).toBe(code)
  expect(ce.message).toMatch(message)
  expect(snapshot(game)).toBe(before)
  return ce
}

export function eventsOfType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)
}

export function planeOf(game: Game, id: string) {
  return game.state.planes.find((p) => p.id === id)!
}

/**
 * A copy of the state in which everything `viewer` may not know is changed: other seats' plans, damage cards and
 * totals (until the game is over), their fire orders, the order of the damage decks, the seed (until the game is
 * over) and the generator.
 */
export function scrambled(state: GameState, viewer: SeatId | null, cards: Content['damageCards'] = content.damageCards): GameState {
  const s = cloneJson(state)
  for (const [i, p] of s.planes.entries()) {
    // the points a plane dealt are the sum of its targets' hidden cards: a secret even to its own seat
    if (state.step !== 'over') p.stats.damageDealt = 4321
    if (p.seat === viewer) continue
    if (p.plan) p.plan = p.plan.map(() => 'Z99')
    // a ground piece's damage cards are face up (003 line 668)
    const kind = s.setup.planes[i].kind
    const faceUp = kind !== undefined && kind !== 'balloon'
    if (state.step !== 'over' && !faceUp) {
      p.damage = p.damage.map(() => 'Z98')
      // a card shown for its smoke or flame symbol alone keeps its points secret (003 line 156): any card of its letter
      p.shown = p.shown.map((id) => (cards[id]?.special.some((s) => s === 'jam' || s === 'explosion') ? id : `${id[0]}96`))
      p.damageTotal = 777
      p.stats.damageDealt = 555
      p.stats.damageTaken = 666
    }
    if (s.fireOrders[p.id]) s.fireOrders[p.id] = { front: 'nobody', rear: 'nobody' }
    // 003 Technical eye: the damage cards another seat's ace looked at are that seat's alone
    const looked = p.effects?.looked
    if (looked) p.effects!.looked = { ...looked, target: 'nobody', cards: looked.cards.map(() => 'Z97'), total: 888 }
  }
  for (const d of Object.values(s.decks)) {
    d.draw.reverse()
    d.discard.reverse()
  }
  // the fire drawn while the aces choose (engine/fire-choices.ts): a shot's cards are its firer's seat's, and its
  // target's once the snipers have chosen (those given); the answers are each seat's own (the deck letter is kept)
  const ch = s.choosing
  if (ch) {
    const snipesLeft = ch.hits.some((h) => h.snipe && h.snipe.given === null)
    for (const h of ch.hits) {
      if (s.planes[h.firer].seat === viewer) continue
      const seen = s.planes[h.target].seat === viewer && !snipesLeft
      h.cards = h.cards.map((c) => (seen && (!h.snipe || h.snipe.given!.includes(c)) ? c : `${c[0]}99`))
      if (h.snipe?.given && !seen) h.snipe.given = h.snipe.given.map((c) => `${c[0]}99`)
    }
    for (const e of ch.evaders) if (s.planes[e.plane].seat !== viewer && e.card) e.card = `${e.card[0]}98`
  }
  if (state.step !== 'over') s.seed = typeof state.seed === 'string' ? 'f'.repeat(32) : state.seed + 12345
  s.rng = state.rng.length === 4 ? [1, 2, 3, 4] : state.rng.map((w, i) => (i < 12 ? w ^ 0x5a5a5a5a : (w * 7 + 1) >>> 0) >>> 0)
  return s
}

/** Non-interference: each viewer's view is the same whatever the secrets it may not know are. */
export function expectViewsHideSecrets(state: GameState, viewers: (SeatId | null)[], cards: Content['damageCards'] = content.damageCards): void {
  for (const viewer of viewers) {
    const real = JSON.stringify(viewFor(state, viewer, { cards }))
    const other = JSON.stringify(viewFor(scrambled(state, viewer, cards), viewer, { cards }))
    if (real !== other) expect(other, `the view for ${viewer ?? 'the spectator'} depends on secrets`).toBe(real)
  }
}
