/**
 * A bank of competent pilots (issue 31's seventeenth pass, docs/ai-passes.md): a forecast of a pilot the bot has never
 * met by what pilots it knows would fly in its place.
 *
 * The pilot reader (pilots.ts) asks whether a seat IS one of three pilots, and drops a pilot whose plan is not borne
 * out most turns. A pilot of its own is none of them, yet competent pilots often fly the same plan from the same stand:
 * the training pool's three pilots (shared/bots/training/, written apart from the search) fly one of the others' plans
 * in some 20-35% of their turns. So the bank asks each of its pilots, before each turn, what it would fly in the seat's
 * place (from the seat's view of a world sampled from the bot's own view, as the reader does), and counts, for each
 * seat, how often each pilot's plan has been borne out (where the plane then stands, as the reader checks). Its
 * weight for a pilot is that rate, from a prior of PRIOR_RATE over PRIOR_TURNS turns; a column draws the pilot's plan
 * with that weight (all the pilots' weights scaled down to sum to at most 1), and the rest as before.
 *
 * The bank's pilots are of the training pool: the bot may be built and tuned against them, never against a held-out
 * bot (pools.ts). Nothing here reads a secret: the plans come from a sampled world, and what they are checked against
 * is where the planes stand on the table. The counts live in the bot for one game.
 */
import type { Content } from '../../content/types'
import { nextUint32, type RngState } from '../../engine/rng'
import type { SeatId } from '../../engine/types'
import type { GameView } from '../../engine/view'
import type { Policy } from '../policy'
import { GamblerPilot } from '../training/gambler'
import { PessimistPilot } from '../training/pessimist'
import { ZoneHunterPilot } from '../training/zone-hunter'
import { AskedPilots, borneOut } from './pilots'

/** The pilots a bank may hold: the training pool's (shared/bots/training/). */
export const BANK_PILOTS = { pessimist: PessimistPilot, 'zone-hunter': ZoneHunterPilot, gambler: GamblerPilot } as const
export type BankPilot = keyof typeof BANK_PILOTS

/** the rate each pilot's plan is taken to be borne out at before a seat has been seen */
export const PRIOR_RATE = 0.1
/** how many plane-turns that prior weighs as */
export const PRIOR_TURNS = 4

interface Tally {
  /** per pilot, the plane-turns its plan was borne out in */
  hits: number[]
  /** per pilot, the plane-turns it had a plan for that were seen */
  turns: number[]
}

export class PilotBank extends AskedPilots {
  private readonly tallies = new Map<SeatId, Tally>()

  constructor(
    content: Content,
    rng: RngState,
    readonly pilots: readonly BankPilot[],
    /** how many times its rate a pilot's weight is, before the weights are scaled to sum to at most 1 */
    readonly sharpen = 1,
  ) {
    super(content, rng)
  }

  /**
   * Each pilot's weight for `seat`: the rate its plan has been borne out at (times `sharpen`), the weights scaled to sum
   * to at most 1.
   */
  weightsOf(seat: SeatId): number[] {
    const t = this.tallies.get(seat)
    const rates = this.pilots.map((_, k) => (this.sharpen * ((t?.hits[k] ?? 0) + PRIOR_RATE * PRIOR_TURNS)) / ((t?.turns[k] ?? 0) + PRIOR_TURNS))
    const sum = rates.reduce((a, x) => a + x, 0)
    return sum > 1 ? rates.map((r) => r / sum) : rates
  }

  /** What the turn just flown showed: each pilot's plan borne out or not, for every plane predicted that is still flying. */
  observe(view: GameView): void {
    this.flown(view, (seat, planes) => {
      const t = this.tallies.get(seat) ?? { hits: this.pilots.map(() => 0), turns: this.pilots.map(() => 0) }
      for (const { now, ends } of planes)
        ends.forEach((e, k) => {
          if (e === null) return
          t.turns[k]++
          if (borneOut(e, now)) t.hits[k]++
        })
      this.tallies.set(seat, t)
    })
  }

  protected pilotsFor(seat: SeatId): Policy[] {
    return this.pilots.map((name) => new BANK_PILOTS[name](this.content, seat, nextUint32(this.rng)))
  }
}

/** The pilot whose plan a column flies for a seat, drawn by `weights` with `u` in [0, 1); -1: none of them. */
export function bankDraw(weights: readonly number[], u: number): number {
  for (let k = 0; k < weights.length; k++) if ((u -= weights[k]) < 0) return k
  return -1
}
