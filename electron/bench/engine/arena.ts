/**
 * Furballs for the engine benchmark: perSide Sopwith Camels against perSide Fokker Dr.Is, every Camel paired with
 * a Dr.I in a tail chase or head on, so that most phases have shots. Every measured turn starts from the next of
 * 64 furballs drawn in advance, and plans come from pools of legal plans drawn in advance, so that neither costs
 * anything in the measured loop.
 *
 * Two densities:
 * - 'constant': the furball's area grows with the number of planes (as bigger scenarios use bigger tables);
 * - 'fixed': every size is packed into the area of the 8v8 furball, so that density grows with the planes.
 */
import type { Content } from '../../../shared/content/types'
import { compileRules, type CompiledRules } from '../../../shared/engine/compiled'
import { checkPlan } from '../../../shared/engine/planning'
import { nextInt, seedRng } from '../../../shared/engine/rng'
import type { GameSetup, GameState, RulesOptions } from '../../../shared/engine/types'
import { newEffects } from '../../../shared/engine/rules/effects'
import { setupWith } from '../../testing/fixtures'

export type Density = 'constant' | 'fixed'

export interface Pose {
  x: number
  y: number
  h: number
}

export interface Arena {
  perSide: number
  setup: GameSetup
  rules: CompiledRules
  /** starting furballs: turn k begins from starts[k & 63] */
  starts: Pose[][]
  /** per plane, 64 legal plans (from a straight, as every furball starts) */
  plans: string[][][]
}

const TABLE = 1000
const STRAIGHT = Object.freeze({ steep: false, straight: true, immelmann: false })

/** Half the side of the square the pairs are scattered over. */
function spreadFor(perSide: number, density: Density): number {
  const sides = density === 'fixed' ? 8 : perSide
  return 30 * Math.sqrt(sides) - 30 || 1
}

export function arena(content: Content, perSide: number, density: Density = 'constant', options: Partial<RulesOptions> = {}): Arena {
  const rng = seedRng(7 + perSide)
  const rand = (lo: number, hi: number) => lo + (nextInt(rng, 1_000_000) / 1_000_000) * (hi - lo)
  const planes = []
  for (let i = 0; i < perSide; i++) {
    planes.push({ id: `a${i}`, aircraft: 'sopwith-camel', team: 'allied' as const, x: 100 + i * 10, y: 100, heading: 0 })
    planes.push({ id: `c${i}`, aircraft: 'fokker-dr-i', team: 'central' as const, x: 100 + i * 10, y: 140, heading: 180 })
  }
  // a game's setup reaches the host as JSON (a scenario file, New game's message), whose parser interns short
  // strings such as plane ids: the arena's setup goes the same way, so that ids are looked up as in a game
  const setup = JSON.parse(JSON.stringify(setupWith(planes, { table: { width: TABLE, depth: TABLE }, options }))) as GameSetup
  const rules = compileRules(content, setup)
  const spread = spreadFor(perSide, density)
  const starts: Pose[][] = []
  for (let k = 0; k < 64; k++) {
    const placed: Pose[] = []
    for (let i = 0; i < perSide; i++) {
      const cx = TABLE / 2 + rand(-spread, spread)
      const cy = TABLE / 2 + rand(-spread, spread)
      const h = rand(-Math.PI, Math.PI)
      const chase = nextInt(rng, 2) === 0
      const gap = chase ? rand(10, 22) : rand(35, 55)
      placed.push({ x: cx, y: cy, h: h + rand(-0.2, 0.2) })
      placed.push({ x: cx + Math.sin(h) * gap + rand(-4, 4), y: cy + Math.cos(h) * gap + rand(-4, 4), h: chase ? h + rand(-0.3, 0.3) : h + Math.PI + rand(-0.3, 0.3) })
    }
    starts.push(placed)
  }
  const plans = rules.planes.map((cp) => {
    const ids = [...cp.cards.keys()]
    const pool: string[][] = []
    while (pool.length < 64) {
      const pick = [ids[nextInt(rng, ids.length)], ids[nextInt(rng, ids.length)], ids[nextInt(rng, ids.length)]]
      if (new Set(pick).size === 3 && checkPlan(cp, { steep: false, straight: true, immelmann: false }, pick).every((s) => !s.reason)) pool.push(pick)
    }
    return pool
  })
  return { perSide, setup, rules, starts, plans }
}

/** the damage piles of the decks last reset (state.decks), by their letter's char code: a card's pile found by its id */
let pilesFor: GameState['decks'] | null = null
let piles: GameState['decks'][string][] = []

/**
 * The pile of the deck a damage card's id names by its first letter. (The benchmark's own work, not a game's: a game
 * never puts damage back. An array by char code rather than state.decks' look-up by a varying letter, which V8 makes
 * through its megamorphic keyed load: issue 31, the count measures the engine, not the harness.)
 */
function pileOf(state: GameState, id: string): GameState['decks'][string] {
  if (pilesFor !== state.decks) {
    pilesFor = state.decks
    piles = []
  }
  const c = id.charCodeAt(0)
  return (piles[c] ??= state.decks[id.charAt(0)])
}

/**
 * Put every plane back whole and flying at the furball of this turn, its damage back in the decks, its jams cleared
 * and its last manoeuvre a straight (so that every pooled plan is legal).
 */
export function resetPlanes(a: Arena, state: GameState, turn: number): void {
  const start = a.starts[turn & 63]
  const planes = state.planes
  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    if (p.damage.length) {
      if (p.status === 'flying') for (let k = 0; k < p.damage.length; k++) pileOf(state, p.damage[k]).discard.push(p.damage[k])
      p.damage = []
    }
    if (p.shown.length) p.shown = []
    p.x = start[i].x
    p.y = start[i].y
    p.h = start[i].h
    p.status = 'flying'
    p.out = null
    p.damageTotal = 0
    p.jam.front = 0
    p.jam.rear = 0
    p.last = STRAIGHT
    if (p.effects) p.effects = newEffects()
  }
}
