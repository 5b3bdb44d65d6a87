import type { Content } from '../content/types'
import type { Seed } from '../engine/rng'
import type { SeatId } from '../engine/types'
import { FlowchartBot } from './flowchart-bot'
import { GreedyBot } from './greedy-bot'
import { HeuristicBot } from './heuristic-bot'
import type { Policy } from './policy'
import { RandomBot } from './random-bot'
import { SearchBot } from './search/search-bot'
import type { OpponentMemory } from './search/memory'
import { BrawlerBot } from './held-out/brawler'
import { CounterPuncherBot } from './held-out/counter-puncher'
import { StalkerBot } from './held-out/stalker'

export type { Policy } from './policy'
export { RandomBot } from './random-bot'
export { HeuristicBot } from './heuristic-bot'

/**
 * How a bot is made to think, beyond its seat and seed. `clock`: whether a bot that plans on a counted budget (the
 * search levels) may also stop on the wall clock, the guard a player's machine needs; true unless told (the arena's is
 * off, so that its figures are the same on any machine and at any load, unless run with --clock).
 */
export interface BotOptions {
  clock?: boolean
  /** a memory of the opponent across games (search/memory.ts), for the search levels; none unless given */
  memory?: OpponentMemory
}

/** The bots a seat can be given, by name. */
export const BOTS: Record<string, { title: string; make: (content: Content, seat: SeatId, seed: Seed, opts?: BotOptions) => Policy }> = {
  random: { title: 'Random: legal plans, random targets', make: (c, s, seed) => new RandomBot(c, s, seed) },
  heuristic: { title: 'Heuristic: looks a turn ahead and fights', make: (c, s, seed) => new HeuristicBot(c, s, seed) },
  // measuring sticks for the CLI and the arena (issue 14), not offered as seats in New Game
  greedy: { title: 'Greedy: the plan with the best shots this turn, enemies flying straight', make: (c, s, seed) => new GreedyBot(c, s, seed) },
  flowchart: { title: 'Flowchart: closes, turns towards the nearest enemy, fires when able', make: (c, s, seed) => new FlowchartBot(c, s, seed) },
  // the search bot at its three levels (issue 14, docs/ai.md)
  recruit: { title: 'Recruit: a search bot with a small budget and a shaky hand', make: (c, s, seed, o) => new SearchBot(c, s, seed, 'recruit', { clock: o?.clock, memory: o?.memory }) },
  veteran: { title: 'Veteran: a search bot with a middling budget', make: (c, s, seed, o) => new SearchBot(c, s, seed, 'veteran', { clock: o?.clock, memory: o?.memory }) },
  ace: { title: 'Ace: a search bot that uses its whole budget (counted; 1.5 s a plane at most)', make: (c, s, seed, o) => new SearchBot(c, s, seed, 'ace', { clock: o?.clock, memory: o?.memory }) },
  // the held-out bots (issue 31, docs/ai.md "The held-out arena"): the search is never built, tuned or taught against them
  'counter-puncher': { title: 'Counter-puncher: minimax, the plan whose worst case is best; keeps out of arcs', make: (c, s, seed) => new CounterPuncherBot(c, s, seed) },
  stalker: { title: 'Stalker: looks two turns ahead to end in the rear quarter of the enemy; fires whenever able', make: (c, s, seed) => new StalkerBot(c, s, seed) },
  brawler: { title: 'Brawler: expectimax over every enemy plan, aggressive, picks at random among the near-best', make: (c, s, seed) => new BrawlerBot(c, s, seed) },
}
