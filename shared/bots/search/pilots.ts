/**
 * Reading the other pilots: what the search bot guesses of the way each other seat flies, from what it has seen.
 *
 * It knows three ways of flying, the app's simpler bots: the heuristic pilot (looks a turn ahead), the greedy one
 * (the best shots this turn, enemies flying straight) and the chart pilot (closes and turns towards the nearest
 * enemy). Each is a hypothesis about a seat, beside "none of them" (a pilot of its own, a person). Before each turn it
 * asks each one what it would plan for that seat's planes, from the seat's view of a world sampled from its own view
 * (nothing it cannot see), and keeps where each plan would leave each plane. Once the turn has been flown, where the
 * planes stand is public: a pilot whose plan put a plane where it stands is borne out for that plane, one whose plan
 * did not is not. The beliefs follow Bayes' rule with a simple noise model (a seat that flies like a pilot matches its
 * plan with probability MATCH_IF_SO, a plane bumped or a random pick aside; any other way of flying matches it with
 * probability MATCH_IF_NOT, sensible plans being alike), from PRIOR.
 *
 * The search then draws each column's plans for a seat from these beliefs: the pilot's plan with its belief, or, for
 * "none of them", a plan drawn from the seat's own ranked plans as before (search-bot.ts). Against a person who flies
 * like none of them the beliefs sink within a few turns and the search is what it was; against a pilot it can read,
 * it plays against how that pilot flies.
 */
import type { Content } from '../../content/types'
import type { CompiledRules } from '../../engine/compiled'
import { nextUint32, type RngState } from '../../engine/rng'
import { resolveRepeats } from '../../engine/rules/aces/exceptional-pilot'
import type { GameState, PlaneId, SeatId } from '../../engine/types'
import { viewFor, type GameView } from '../../engine/view'
import { advance, wrapAngle, type Pose } from '../../geometry/pose'
import { FlowchartBot } from '../flowchart-bot'
import { GreedyBot } from '../greedy-bot'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'

/** The ways of flying it knows, in the order of its beliefs (the last belief is "none of them"). */
export const PILOTS = ['heuristic', 'greedy', 'flowchart'] as const
export type PilotName = (typeof PILOTS)[number]

/** belief before anything is seen: each pilot, and (the rest) none of them */
export const PRIOR = 0.2
/** the chance that a plane of a seat flying like a pilot ends where that pilot's plan puts it */
export const MATCH_IF_SO = 0.8
/** the chance that it does when the seat flies some other way */
export const MATCH_IF_NOT = 0.3
/** how near a plane must stand to where a plan puts it to bear the plan out: cm, and radians of heading */
const NEAR_CM = 0.5
const NEAR_RAD = 0.02

/** Each pilot's plans for a seat's planes (cards by plane), as predicted before a turn. */
export type Predictions = readonly ReadonlyMap<PlaneId, readonly string[]>[]

interface Pending {
  turn: number
  /** per plane: where each pilot's plan would leave it (null: that pilot gave it no plan) */
  ends: Map<PlaneId, (Pose | null)[]>
}

export class PilotReader {
  private readonly bots = new Map<SeatId, Policy[]>()
  private readonly beliefs = new Map<SeatId, number[]>()
  private readonly pending = new Map<SeatId, Pending>()

  constructor(
    private readonly content: Content,
    private readonly rng: RngState,
  ) {}

  /** The beliefs about `seat`: one a pilot (PILOTS' order), then none of them; they sum to 1. */
  beliefsOf(seat: SeatId): readonly number[] {
    return this.beliefs.get(seat) ?? [...PILOTS.map(() => PRIOR), 1 - PILOTS.length * PRIOR]
  }

  /**
   * What the turn just flown showed of each seat that was predicted before it: the beliefs updated for every plane
   * still flying. `view` is the bot's view at the planning of the next turn.
   */
  observe(view: GameView): void {
    for (const [seat, p] of this.pending) {
      if (p.turn !== view.turn - 1) {
        if (p.turn < view.turn) this.pending.delete(seat)
        continue
      }
      this.pending.delete(seat)
      let b = [...this.beliefsOf(seat)]
      for (const [id, ends] of p.ends) {
        const now = view.planes.find((q) => q.id === id)
        if (!now || now.status !== 'flying') continue
        b = update(b, ends.map((e) => borneOut(e, now)))
      }
      this.beliefs.set(seat, b)
    }
  }

  /**
   * Each pilot's plans for the planes of `seat` that plan now, from that seat's view of `world` (a world sampled from
   * the bot's own view), and where each would leave them, kept to be checked once the turn is flown.
   */
  predict(rules: CompiledRules, world: GameState, seat: SeatId, planes: readonly PlaneId[]): Predictions {
    const view = viewFor(world, seat)
    const out = this.botsFor(seat).map((bot) => {
      const plans = new Map<PlaneId, string[]>()
      for (const c of bot.decide(view)) if (c.type === 'plan' && planes.includes(c.plane)) plans.set(c.plane, c.cards)
      return plans
    })
    this.pending.set(seat, { turn: world.turn, ends: endsOf(rules, world, planes, out) })
    return out
  }

  private botsFor(seat: SeatId): Policy[] {
    let b = this.bots.get(seat)
    if (!b) {
      const seed = () => nextUint32(this.rng)
      b = [new HeuristicBot(this.content, seat, seed()), new GreedyBot(this.content, seat, seed()), new FlowchartBot(this.content, seat, seed())]
      this.bots.set(seat, b)
    }
    return b
  }
}

/** Per plane of `planes`, where each of `predictions`' plans would leave it from where it stands in `world` (null: no plan for it). */
export function endsOf(rules: CompiledRules, world: GameState, planes: readonly PlaneId[], predictions: Predictions): Map<PlaneId, (Pose | null)[]> {
  const ends = new Map<PlaneId, (Pose | null)[]>()
  for (const id of planes) {
    const plane = rules.byId.get(id)
    const q = world.planes.find((x) => x.id === id)
    if (!plane || !q) continue
    ends.set(
      id,
      predictions.map((plans) => {
        const cards = plans.get(id)
        if (!cards) return null
        let pose: Pose = { x: q.x, y: q.y, h: q.h }
        for (const cid of resolveRepeats(cards)) {
          const c = plane.cards.get(cid)
          if (!c) return null
          pose = advance(pose, c.right, c.forward, c.turn)
        }
        return pose
      }),
    )
  }
  return ends
}

/** Whether a plane standing at `now` flew the plan that would leave it at `end`: within NEAR_CM and NEAR_RAD. */
export function borneOut(end: Pose | null, now: Pose): boolean {
  return end !== null && Math.hypot(end.x - now.x, end.y - now.y) <= NEAR_CM && Math.abs(wrapAngle(end.h - now.h)) <= NEAR_RAD
}

/**
 * Bayes' rule for one plane's turn: `hit[k]` says whether pilot k's plan was borne out. Under "pilot k" its own plan
 * matches with MATCH_IF_SO; every other plan, and every plan under "none of them", with MATCH_IF_NOT.
 */
export function update(beliefs: readonly number[], hit: readonly boolean[]): number[] {
  const n = hit.length
  const under = (k: number) => {
    let l = 1
    for (let j = 0; j < n; j++) {
      const p = j === k ? MATCH_IF_SO : MATCH_IF_NOT
      l *= hit[j] ? p : 1 - p
    }
    return l
  }
  const post = beliefs.map((b, k) => b * under(k))
  const sum = post.reduce((a, x) => a + x, 0)
  return sum > 0 ? post.map((x) => x / sum) : [...beliefs]
}
