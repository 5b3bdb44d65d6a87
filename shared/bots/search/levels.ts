/**
 * The search bot's levels: how much it thinks (a budget counted in rollouts, so that a seed gives the same game on any
 * machine and at any load) and how carefully it picks (deliberate imprecision). A wall clock, `guardMs` a plane, only
 * guards a player's slow machine; the arena runs without it unless told (`--clock`).
 */
import type { BankPilot } from './bank'
import { WEIGHTS, type Weights } from './evaluate'
import type { Exploit } from './exploit'
import type { Refine } from './refine'

export interface Level {
  name: 'recruit' | 'veteran' | 'ace'
  /** own candidate plans per plane, the best of the cheap ranking */
  candidates: number
  /**
   * the share of its own candidates taken from the safety ranking (candidates.ts rankSafety: the plans the enemies' ranked
   * replies could shoot at least), the rest from the aggressive rankings as before; absent or 0: none (issue 31's
   * experiment, docs/ai-passes.md)
   */
  safeShare?: number
  /**
   * the share of each other plane's reply pool kept for the plans its own candidates could shoot least (the safety
   * ranking against this seat's candidates): so that the columns also reach a pilot who keeps out of the guns (issue 31's
   * ninth pass, docs/ai-passes.md); absent or 0: its pool as ranked
   */
  replySafe?: number
  /**
   * the share of its own candidates ranked against the other planes' ranked replies (candidates.ts rankAgainstReplies,
   * each plan's cheap score averaged over their first `ownVsRepliesPaths`, default 8) rather than against them flying
   * straight; they come first, the usual rankings fill the rest (issue 31's ninth pass, docs/ai-passes.md); absent or
   * 0: none
   */
  ownVsReplies?: number
  /**
   * the share of each other plane's reply pool ranked against this seat's candidates (rankAgainstReplies from the other
   * side: the plans that would serve it best against what this seat may fly, not against it flying straight); they come
   * first (issue 31's ninth pass, docs/ai-passes.md); absent or 0: none
   */
  replyVsOwn?: number
  /**
   * that share after the best of the pool's cheap ranking (shortened by as many), before its pursuit's share, instead
   * of first: the pool keeps its best-ranked plans where its draw weighs most and reaches a pilot that ranks its own
   * plans against this seat's (issue 31's tenth pass, docs/ai-passes.md); absent: first
   */
  replyVsOwnAfter?: boolean
  ownVsRepliesPaths?: number
  /**
   * what that share is ranked against instead of the reply pools' first plans (issue 31's tenth pass,
   * docs/ai-passes.md): `ownVsSpread`, that many of each other plane's legal plans spread over everywhere it could go
   * (spread.ts); `ownVsColumns`, the plans its first that many columns draw for the other planes (each as often as
   * drawn: what the search will then play its candidates against). Absent: the reply pools
   */
  ownVsSpread?: number
  ownVsColumns?: number
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
   * its trust where it reads none of the other seats' pilots (no belief of 0.5 or more in a pilot it knows: a pilot of
   * its own, or one it is told it does not know), `trust` where it reads every one, in proportion between; absent:
   * `trust` whatever it reads. A best reply to a model that does not fit is what a pilot it has never met punishes
   * (issue 31, docs/ai-passes.md "Fourth pass: training blind")
   */
  trustUnread?: number
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
  /**
   * whether, reading the other pilots, it knows the app's three simpler bots by name (pilots.ts, step 2a of docs/ai.md);
   * false keeps the fitted model (2b) alone, so that it plays the training pool's bots as pilots it has never met: the
   * training tools' stand-in for a pilot of its own (issue 31, docs/ai-passes.md "Fourth pass: training blind").
   * Absent: yes
   */
  knows?: boolean
  /**
   * whether it fits a model to how each other seat flies (style.ts) and draws the plans of a seat read as none of the
   * known pilots from it, with the weight it earns; only with `reads`. Absent: as `reads`
   */
  fits?: boolean
  /**
   * whether that model also weighs how each plan of the other plane would fare against this bot's own likely plans
   * (style.ts givenVsOwn, takenVsOwn: its candidates as first ranked), so that it can learn a pilot who thinks about
   * its plans; absent: no (issue 31's eleventh pass, docs/ai-passes.md)
   */
  fitsVsOwn?: boolean
  /**
   * whether that model nests the old draw (style.ts oldDraw: the log of the old draw's probability as a feature, its
   * prior the old draw itself), learning how a seat departs from it rather than standing beside it; absent: no (issue
   * 31's eleventh pass, docs/ai-passes.md)
   */
  fitsOld?: boolean
  /**
   * whether that model also weighs how each plan of the other plane would fare against this bot's plans as a reasoning
   * pilot would: its worst case and its end of the turn against this bot's likely plans, and its shots and end of the
   * turn on average against a spread of everywhere this bot could go (style.ts worstVsOwn, endVsOwn, givenVsSpread,
   * takenVsSpread, endVsSpread; the VsOwn features with them); absent: no (issue 31's twelfth pass, docs/ai-passes.md)
   */
  fitsReason?: boolean
  /**
   * whether it holds, beside that model, a bank of reasoning pilots (reasoners.ts: each flies the plan best by one
   * reckoning of shots and position against one picture of what this bot flies), weighed by Bayes' rule on what the
   * seat flew, and draws from the bank with the weight it earns against the fitted model and the old draw (issue 31's
   * twelfth pass, docs/ai-passes.md); absent: no
   */
  reasons?: boolean
  /**
   * the training pool's pilots it asks what they would fly in the place of a seat read as none of the pilots it knows,
   * and draws each column's plan from with the rate each has been borne out at for that seat (bank.ts, issue 31's
   * seventeenth pass, docs/ai-passes.md); only with `reads`. Absent or empty: none. The ace's: all three
   */
  bank?: readonly BankPilot[]
  /**
   * the bank is asked only while at most this many planes of other seats plan (it was chosen and measured in duels,
   * and each plane asked about costs the pilots' planning: some 150-300 ms a plane at the median in a duel,
   * docs/ai-passes.md's "Eighteenth pass"); absent: any number
   */
  bankUpTo?: number
  /**
   * how many times the rate its plan has been borne out at a bank pilot's weight is, before the weights are scaled to
   * sum to at most 1 (bank.ts; issue 31's nineteenth pass, docs/ai-passes.md); absent: 1
   */
  bankSharpen?: number
  /** the weight of that model against the old draw before a seat has been seen (style.ts); absent: FITTED_PRIOR, 0.3 */
  fitsTrust?: number
  /**
   * whether the other planes' reply pools are half ranked against where its own planes' best-ranked plans take them
   * (the replies that would serve them best against what it is likely to fly), rather than all against it flying
   * straight; absent: no (issue 31's experiment, docs/ai-passes.md)
   */
  replyReads?: boolean
  /**
   * the share of the columns in which each other plane (of a seat read as none of the pilots it knows, on a table of
   * at most two other planes) flies a plan drawn from what a small search from its seat finds against this seat's
   * best-ranked plans (reply-search.ts: its pilot taken to think about us); the rest as before. Absent or 0: none
   * (issue 31's fifth pass, docs/ai-passes.md)
   */
  replySearch?: number
  /**
   * the weight, in a cell's value, of the next turn played as a game between the two planes' menus (next-game.ts; a
   * duel only), the rest the turn searched's; absent or 0: the turn searched alone (issue 31's fifth pass,
   * docs/ai-passes.md)
   */
  nextGame?: number
  /**
   * the share of the columns that cover each other plane's pool, its plans in turn, rather than drawing from the model
   * of how it flies; those columns carry none of the trust's weight, so the other side's choice reaches every plan of
   * the pool (issue 31's sixth pass). Absent or 0: every column drawn from the model
   */
  cover?: number
  /**
   * the plans the strategy favours most looked at two turns deep (refine.ts: the next turn played as a game, a duel
   * only), and the plan drawn from that smaller matrix's strategy; absent: the one-turn strategy's draw (issue 31's
   * eighth pass of the search, docs/ai-passes.md)
   */
  refine?: Refine
  /**
   * a weight for each place of another plane's reply pool (best-ranked first), for the columns that draw its plan
   * from the pool (reply-draw.ts); absent: towards the top, ⌊n u²⌋ (issue 31's eighth pass of the search,
   * docs/ai-passes.md)
   */
  replyDraw?: readonly number[]
  /**
   * with it, the plan flown is the candidate whose mean over the columns less this many times its spread (standard
   * deviation) over them is best, not a draw from the strategy (issue 31's thirteenth pass, docs/ai-passes.md: the
   * audit)
   */
  spreadAverse?: number
  /**
   * settings it searches a game's first turn with instead (issue 31's fourteenth pass, docs/ai-passes.md: a scenario's
   * first turn starts from the same stands every game, and in Face to Face it decides the turn after); absent: the same
   */
  firstTurn?: Partial<Omit<Level, 'name' | 'firstTurn'>>
  /**
   * with it, a game's first turn set up as an opening book of the content was worked out for is flown from the book
   * (opening-book.ts; issue 31's fifteenth pass, docs/ai-passes.md), not searched; off in every level (against the
   * held-out bots the ace did worse with Face to Face's book)
   */
  book?: boolean
  /**
   * with it, in a duel, the other plane's plans that do the strategy most harm become columns of their own, the other
   * side's to choose, and the strategy is found again (exploit.ts: a double oracle's step; issue 31's sixteenth pass,
   * docs/ai-passes.md); absent: the columns drawn from the model alone
   */
  exploit?: Exploit
  /**
   * with it and a memory of the opponent (memory.ts), in a duel: where every plan the memory recalls from this stand is
   * the same one, the search draws from a generator seeded by the stand remembered (steadyRng), so against a pilot
   * that flies the same from the same stand it flies the same too, and the next stand repeats for the memory to recall
   * (issue 31's twenty-fourth pass, docs/ai-passes.md: measured on the training pool and dropped, so off in every
   * level); a game not won shifts the table's seeds (memory.ts ended). A level of the app flying steady would need the
   * host to salt the memory and tell it each game's end, which it does not. Absent: its own generator, whatever it
   * remembers
   */
  steady?: boolean
  /** regret matching iterations */
  iterations: number
  /** >1 flattens the mixed strategy before a plan is drawn from it */
  temperature: number
  /** chance of flying any candidate at all instead */
  blunder: number
  /** plans the strategy gives less than this are dropped before drawing (purification) */
  floor: number
  /**
   * the counted budget a plane: rollouts, each counted once for every plane flying in it (a duel's rollout counts 2,
   * an 8v8's 16), since a rollout costs about that much more on a bigger table. The search plays whole columns while
   * the next fits; the first is always played. It binds on big tables; a duel plays its `replies` columns within it.
   * null: the `replies` columns alone are the count, whatever the table.
   */
  budget: number | null
  /**
   * the wall clock's guard a plane, ms (null: none): plane k of a seat must be done by (k + 1) guards from the start;
   * 1 s leaves room within the ace's 1.5 s for the cell under way when the clock strikes and the last rollout that
   * states its intent. On this machine the count runs out first; the arena turns the guard off unless told.
   */
  guardMs: number | null
  /** the value's weights (evaluate.ts); WEIGHTS when absent */
  weights?: Weights
}

export const LEVELS: Record<Level['name'], Level> = {
  recruit: { name: 'recruit', candidates: 6, replies: 4, replyPool: 6, trust: 0.5, lookahead: 0, reads: false, iterations: 100, temperature: 3, blunder: 0.25, floor: 0, budget: null, guardMs: 1000 },
  veteran: { name: 'veteran', candidates: 12, replies: 10, replyPool: 10, trust: 0.5, lookahead: 0, reads: true, iterations: 300, temperature: 1.5, blunder: 0.05, floor: 0.02, budget: null, guardMs: 1000 },
  // trustUnread and a drawn game counted as a loss: issue 31's fourth pass, trained blind against the training pool;
  // half its candidates ranked against the enemy's replies: the ninth pass; the bank of the training pool's pilots, in a
  // duel: the seventeenth and eighteenth passes (docs/ai-passes.md)
  ace: { name: 'ace', candidates: 48, replies: 48, replyPool: 24, trust: 0.75, trustUnread: 0.4, lookahead: 0, reads: true, iterations: 1000, temperature: 1, blunder: 0, floor: 0.05, budget: 48 * 48 * 8, guardMs: 1000, weights: { ...WEIGHTS, draw: 30 }, ownVsReplies: 0.5, replyVsOwn: 0.25, replyVsOwnAfter: true, bank: ['pessimist', 'zone-hunter', 'gambler'], bankUpTo: 1 },
}
