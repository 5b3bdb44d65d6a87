/**
 * The search bot's levels: how much it thinks (budget counted in evaluations, so that a seed gives the same game) and
 * how carefully it picks (deliberate imprecision). The ace also stops on a clock: at most `deadlineMs` a plane.
 */
export interface Level {
  name: 'recruit' | 'veteran' | 'ace'
  /** own candidate plans per plane, the best of the cheap ranking */
  candidates: number
  /** sampled (hidden state, other seats' plans) columns per plane */
  replies: number
  /** how many of each other plane's best-ranked plans its sampled plans come from */
  replyPool: number
  /**
   * how far it trusts its model of the other side (the replies sampled): the weight of the restricted Nash response
   * (regret.ts), 0 for the plain equilibrium
   */
  trust: number
  /**
   * the weight of the next turn, flown cheaply after the one searched (follow-up.ts), in a cell's value: 0 plays the turn
   * searched alone
   */
  lookahead: number
  /**
   * whether it reads the other pilots (pilots.ts): draws the other seats' plans from what it believes of how they fly,
   * learnt from where their planes went, as well as from their ranked plans
   */
  reads: boolean
  /** regret matching iterations */
  iterations: number
  /** >1 flattens the mixed strategy before a plan is drawn from it */
  temperature: number
  /** chance of flying any candidate at all instead */
  blunder: number
  /** plans the strategy gives less than this are dropped before drawing (purification) */
  floor: number
  /**
   * wall-clock limit a plane, ms (null: count only); the ace's 1 s leaves room within its 1.5 s for the cell under
   * way when the clock strikes and the last rollout that states its intent
   */
  deadlineMs: number | null
}

export const LEVELS: Record<Level['name'], Level> = {
  recruit: { name: 'recruit', candidates: 6, replies: 4, replyPool: 6, trust: 0.5, lookahead: 0, reads: false, iterations: 100, temperature: 3, blunder: 0.25, floor: 0, deadlineMs: null },
  veteran: { name: 'veteran', candidates: 12, replies: 10, replyPool: 10, trust: 0.5, lookahead: 0, reads: true, iterations: 300, temperature: 1.5, blunder: 0.05, floor: 0.02, deadlineMs: null },
  ace: { name: 'ace', candidates: 48, replies: 48, replyPool: 24, trust: 0.75, lookahead: 0, reads: true, iterations: 1000, temperature: 1, blunder: 0, floor: 0.05, deadlineMs: 1000 },
}
