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
import { viewFor, type GameView, type PlaneView } from '../../engine/view'
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

/**
 * Pilots asked, before each turn, what they would fly in each other seat's place, and checked once it is flown: the
 * reader's (below) and the bank's (bank.ts). Each seat has its own pilots, made at its first turn.
 */
export abstract class AskedPilots {
  private readonly bots = new Map<SeatId, Policy[]>()
  private readonly pending = new Map<SeatId, Pending>()

  constructor(
    protected readonly content: Content,
    protected readonly rng: RngState,
  ) {}

  /** The pilots to ask in `seat`'s place. */
  protected abstract pilotsFor(seat: SeatId): Policy[]

  /**
   * Each pilot's plans for the planes of `seat` that plan now, from that seat's view of `world` (a world sampled from
   * the bot's own view), and where each would leave them, kept to be checked once the turn is flown.
   */
  predict(rules: CompiledRules, world: GameState, seat: SeatId, planes: readonly PlaneId[]): Predictions {
    let bots = this.bots.get(seat)
    if (!bots) this.bots.set(seat, (bots = this.pilotsFor(seat)))
    const out = askPilots(bots, world, seat, planes)
    this.pending.set(seat, { turn: world.turn, ends: endsOf(rules, world, planes, out) })
    return out
  }

  /**
   * The turn just flown (`view` is the view at the planning of the next), for each seat predicted before it: `seen` with
   * each of its planes still flying, where it stands now and where each plan predicted would have left it. Predictions of
   * other turns are dropped once past.
   */
  protected flown(view: GameView, seen: (seat: SeatId, planes: { now: PlaneView; ends: (Pose | null)[] }[]) => void): void {
    for (const [seat, note] of this.pending) {
      const { flown: p, keep } = takeFlown(note, view)
      if (!keep) this.pending.delete(seat)
      if (!p) continue
      const planes: { now: PlaneView; ends: (Pose | null)[] }[] = []
      for (const [id, ends] of p.ends) {
        const now = view.planes.find((q) => q.id === id)
        if (now && now.status === 'flying') planes.push({ now, ends })
      }
      seen(seat, planes)
    }
  }
}

export class PilotReader extends AskedPilots {
  private readonly beliefs = new Map<SeatId, number[]>()

  /** The beliefs about `seat`: one a pilot (PILOTS' order), then none of them; they sum to 1. */
  beliefsOf(seat: SeatId): readonly number[] {
    return this.beliefs.get(seat) ?? [...PILOTS.map(() => PRIOR), 1 - PILOTS.length * PRIOR]
  }

  /**
   * What the turn just flown showed of each seat that was predicted before it: the beliefs updated for every plane
   * still flying. `view` is the bot's view at the planning of the next turn.
   */
  observe(view: GameView): void {
    this.flown(view, (seat, planes) => {
      let b = [...this.beliefsOf(seat)]
      for (const { now, ends } of planes) b = update(b, ends.map((e) => borneOut(e, now)))
      this.beliefs.set(seat, b)
    })
  }

  protected pilotsFor(seat: SeatId): Policy[] {
    const seed = () => nextUint32(this.rng)
    return [new HeuristicBot(this.content, seat, seed()), new GreedyBot(this.content, seat, seed()), new FlowchartBot(this.content, seat, seed())]
  }
}

/**
 * A note made before a turn, looked at once the next turn's view `view` comes (the reader's, the fitted model's,
 * the memory's): `flown`, the note if it was of the turn just flown, to be checked now; `keep`, the note if it is of a
 * turn not yet flown (else it is dropped: checked now, or of a turn long past).
 */
export function takeFlown<T extends { turn: number }>(note: T | null, view: GameView): { flown: T | null; keep: T | null } {
  if (!note) return { flown: null, keep: null }
  if (note.turn === view.turn - 1) return { flown: note, keep: null }
  return { flown: null, keep: note.turn < view.turn ? null : note }
}

/** What each of `bots` would plan for `seat`'s planes `planes`, from that seat's view of `world`. */
function askPilots(bots: readonly Policy[], world: GameState, seat: SeatId, planes: readonly PlaneId[]): Predictions {
  const view = viewFor(world, seat)
  return bots.map((bot) => {
    const plans = new Map<PlaneId, string[]>()
    for (const c of bot.decide(view)) if (c.type === 'plan' && planes.includes(c.plane)) plans.set(c.plane, c.cards)
    return plans
  })
}

/** Per plane of `planes`, where each of `predictions`' plans would leave it from where it stands in `world` (null: no plan for it). */
function endsOf(rules: CompiledRules, world: GameState, planes: readonly PlaneId[], predictions: Predictions): Map<PlaneId, (Pose | null)[]> {
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
