/**
 * A memory of an opponent across games (issue 31's twenty-second pass, docs/ai.md): what the other plane of a duel
 * flew from each stand the bot has seen it in, kept from one game to the next against the same opponent.
 *
 * Inside one game no stand repeats, and every forecast of a pilot the bot has never met (pilots.ts, style.ts, bank.ts)
 * holds the plan then flown in some 5% of its columns. Across games the first turns do repeat: a scenario starts the
 * planes at the same stands, and an opponent that opens the same way meets the same stand again in its second turn if
 * the bot opened the same way too. Told the plan flown in a game's first two turns only, the ace won 77-80% of its
 * duels against the training pool's pessimist and zone hunter, where it won 49-54% untold: the opening decides much of
 * a duel. So the bot remembers, for each stand it saw the other plane plan from (where the two planes stand, their
 * headings, damage cards counted and last manoeuvres, all public), the plan that put it where it then stood, and
 * forecasts it from the stands remembered within NEAR of the one it meets now.
 *
 * Nothing here reads a secret: a stand is what the table shows, and the plan flown is found as the pilot reader finds
 * it, from the legal plans that leave the plane where it stands once the turn is flown (a bump teaches nothing). The
 * memory is plain data (`MemoryData`), so a host can keep it with a player's profile; the bot only reads and adds to
 * the one it is given.
 */
import type { PlaneId } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { wrapAngle } from '../../geometry/pose'
import type { Candidate } from './candidates'
import { borneOut, takeFlown } from './pilots'

/** how near two stands must be (memory-fit.ts's distance: cm, 10 cm a radian of heading, 2 cm a damage card) to be the same */
export const NEAR = 2
/** how many remembered turns give a forecast as much weight as all the rest of the column's draws */
export const HALF_WEIGHT = 1

/** A remembered turn: the table (scenario and aircraft), the stand (the other plane's, then the bot's), the plan flown. */
export interface Remembered {
  table: string
  stand: number[]
  plan: string[]
}

/** The memory as data, to be kept between games. */
export interface MemoryData {
  format: 'overdive-opponent-memory'
  version: 1
  turns: Remembered[]
}

/** What a plane shows of its stand: where it stands, its heading, its damage cards counted, its last manoeuvre. */
export function standOf(p: PlaneView): number[] {
  return [p.x, p.y, p.h, p.damageCount, Number(p.last?.steep ?? 0), Number(p.last?.straight ?? 0), Number(p.last?.immelmann ?? 0)]
}

/** How far apart two stands are: cm of position, 10 cm a radian of heading, 2 cm a damage card; a last manoeuvre apart, never near. */
export function standDistance(a: readonly number[], b: readonly number[]): number {
  let d = 0
  for (let o = 0; o < a.length; o += 7) {
    d += Math.hypot(a[o] - b[o], a[o + 1] - b[o + 1]) + 10 * Math.abs(wrapAngle(a[o + 2] - b[o + 2])) + 2 * Math.abs(a[o + 3] - b[o + 3])
    if (a[o + 4] !== b[o + 4] || a[o + 5] !== b[o + 5] || a[o + 6] !== b[o + 6]) return Infinity
  }
  return d
}

/** A forecast of the other plane's plan: the plans remembered from stands near this one, and the share of columns to give them. */
export interface Recalled {
  plans: string[][]
  weight: number
}

export class OpponentMemory {
  readonly data: MemoryData

  constructor(data?: MemoryData) {
    this.data = data ?? { format: 'overdive-opponent-memory', version: 1, turns: [] }
  }

  /** The table a duel is played on, as the memory keys it: the scenario and variant, and each plane's aircraft. */
  static tableOf(view: GameView, other: PlaneView, me: PlaneView): string {
    return `${view.setup.scenario}|${view.setup.variant ?? ''}|${other.aircraft}|${me.aircraft}`
  }

  /**
   * The plans `other` flew from stands near the one it meets now (against the bot's plane `me`), those still legal
   * (`legal`), and their weight: n / (n + HALF_WEIGHT) for n remembered turns. Null: nothing near.
   */
  recall(view: GameView, other: PlaneView, me: PlaneView, legal: readonly Candidate[]): Recalled | null {
    const table = OpponentMemory.tableOf(view, other, me)
    const stand = [...standOf(other), ...standOf(me)]
    const keys = new Set(legal.map((c) => c.cards.join()))
    const plans = this.data.turns.filter((t) => t.table === table && keys.has(t.plan.join()) && standDistance(t.stand, stand) <= NEAR).map((t) => t.plan)
    return plans.length ? { plans, weight: plans.length / (plans.length + HALF_WEIGHT) } : null
  }

  remember(turn: Remembered): void {
    this.data.turns.push(turn)
  }
}

/**
 * One bot's watch on the other plane of a duel in one game: its stand and legal plans noted before a turn, and once
 * the turn is flown, the plan that left it where it stands remembered.
 */
export class MemoryWatch {
  private pending: { turn: number; id: PlaneId; table: string; stand: number[]; legal: readonly Candidate[] } | null = null

  constructor(readonly memory: OpponentMemory) {}

  /** Before a turn of a duel: `other`'s stand against the bot's plane `me`, and its legal plans. */
  note(view: GameView, other: PlaneView, me: PlaneView, legal: readonly Candidate[]): void {
    this.pending = { turn: view.turn, id: other.id, table: OpponentMemory.tableOf(view, other, me), stand: [...standOf(other), ...standOf(me)], legal }
  }

  /** The turn just flown (`view`, the next turn's): the plan that left the plane noted where it stands, remembered. */
  observe(view: GameView): void {
    const { flown: p, keep } = takeFlown(this.pending, view)
    this.pending = keep
    if (!p) return
    const now = view.planes.find((q) => q.id === p.id)
    if (!now || now.status !== 'flying') return
    const flown = p.legal.find((c) => borneOut(c.poses[c.poses.length - 1] ?? null, now))
    if (flown) this.memory.remember({ table: p.table, stand: p.stand, plan: [...flown.cards] })
  }
}

/** the most turns a kept memory holds (a host drops the oldest beyond it): some 1.5 MB, some 500 duels' openings */
export const MAX_REMEMBERED = 5000

/** Whether `data` is a memory this version reads (a host's check before it hands a kept memory to a bot). */
export function isMemoryData(data: unknown): data is MemoryData {
  const d = data as MemoryData
  return !!d && d.format === 'overdive-opponent-memory' && d.version === 1 && Array.isArray(d.turns) && d.turns.length <= MAX_REMEMBERED && d.turns.every(isRemembered)
}

/** A remembered turn as `remember` writes it: a table's key, two planes' stands of 7 numbers, a plan of a few cards. */
export function isRemembered(t: unknown): t is Remembered {
  const r = t as Remembered
  return (
    !!r &&
    typeof r.table === 'string' &&
    r.table.length <= 200 &&
    Array.isArray(r.stand) &&
    r.stand.length === 14 &&
    r.stand.every((x) => typeof x === 'number' && Number.isFinite(x)) &&
    Array.isArray(r.plan) &&
    r.plan.length >= 1 &&
    r.plan.length <= 6 &&
    r.plan.every((c) => typeof c === 'string' && c.length <= 40)
  )
}
