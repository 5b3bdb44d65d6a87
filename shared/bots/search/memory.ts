/**
 * A memory of an opponent across games (issue 31's twenty-second pass, docs/ai-passes.md): what the other plane of a
 * duel flew from each stand the bot has seen it in, kept from one game to the next against the same opponent.
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
import { fnv1a, FNV_BASIS } from '../../util/fnv'
import { SECRET_PATTERN, seedRng, type RngState } from '../../util/rng'
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
  /**
   * a secret of the host's (32 hex digits) mixed into the steady generator's seed (steadyRng), so that what the bot
   * flies from a stand cannot be worked out from the stand alone; absent (the bench's memories): the stand alone
   */
  salt?: string
  /**
   * for each table, how many games the bot has not won there: a steady search mixes it into its seed, so that it flies
   * again the lines of a game it won and tries others after one it did not (win-stay, lose-shift); absent: none
   */
  shifts?: Record<string, number>
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
  /** the first remembered turn among them: the stand a steady search seeds its generator from (steadyRng) */
  first: Remembered
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
    const near = this.data.turns.filter((t) => t.table === table && keys.has(t.plan.join()) && standDistance(t.stand, stand) <= NEAR)
    const plans = near.map((t) => t.plan)
    return plans.length ? { plans, weight: plans.length / (plans.length + HALF_WEIGHT), first: near[0] } : null
  }

  /**
   * A steady search's generator (Level.steady): where every plan recalled is the same one, a generator seeded by the
   * first stand remembered among them (and the memory's salt), the same every time that stand is met again; otherwise
   * (the other plane has flown more than one plan from here, or nothing is recalled) null, and the bot draws from its own.
   */
  steadyRng(r: Recalled | null): RngState | null {
    if (!r) return null
    const one = r.plans[0].join()
    if (r.plans.some((p) => p.join() !== one)) return null
    const text = `${this.data.salt ?? ''}|${this.data.shifts?.[r.first.table] ?? 0}|${r.first.table}|${r.first.stand.join()}`
    // four FNV-1a hashes of the text, each from its own offset: the 128 bits of a seed for the game's generator
    const hex = [1, 2, 3, 4].map((k) => fnv1a(text, (FNV_BASIS ^ Math.imul(k, 0x9e3779b9)) >>> 0).toString(16).padStart(8, '0'))
    return seedRng(hex.join(''))
  }

  remember(turn: Remembered): void {
    this.data.turns.push(turn)
  }

  /** A duel on `table` is over: unless the bot won it, its steady lines there shift (steadyRng). */
  ended(table: string, won: boolean): void {
    if (won) return
    const shifts = (this.data.shifts ??= {})
    if (!Object.hasOwn(shifts, table) && Object.keys(shifts).length >= MAX_TABLES) return
    shifts[table] = (shifts[table] ?? 0) + 1
  }

  /** The table of a duel as seat `seat`'s bot keys it (tableOf), from any view of it; null if it is not a duel. */
  static duelTable(view: GameView, seat: string): string | null {
    const mine = view.planes.filter((p) => p.seat === seat)
    const others = view.planes.filter((p) => p.seat !== seat)
    return mine.length === 1 && others.length === 1 ? OpponentMemory.tableOf(view, others[0], mine[0]) : null
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

/** the most tables a memory counts shifts for (there are far fewer duels' tables than this) */
export const MAX_TABLES = 1000

/** the most turns a kept memory holds (a host drops the oldest beyond it): some 1.5 MB, some 500 duels' openings */
export const MAX_REMEMBERED = 5000

/** Whether `data` is a memory this version reads (a host's check before it hands a kept memory to a bot). */
export function isMemoryData(data: unknown): data is MemoryData {
  const d = data as MemoryData
  return (
    !!d &&
    d.format === 'overdive-opponent-memory' &&
    d.version === 1 &&
    Array.isArray(d.turns) &&
    d.turns.length <= MAX_REMEMBERED &&
    d.turns.every(isRemembered) &&
    (d.salt === undefined || (typeof d.salt === 'string' && SECRET_PATTERN.test(d.salt))) &&
    (d.shifts === undefined || isShifts(d.shifts))
  )
}

/** A table's shifts as `ended` counts them: at most MAX_TABLES keys of a table's length, each a whole number of games. */
function isShifts(s: unknown): s is Record<string, number> {
  if (!s || typeof s !== 'object' || Array.isArray(s)) return false
  const e = Object.entries(s)
  return e.length <= MAX_TABLES && e.every(([k, v]) => k.length <= 200 && Number.isSafeInteger(v) && v >= 0)
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
