import type { Content } from '../content/types'
import type { Seed } from '../engine/rng'
import type { SeatId } from '../engine/types'
import { FlowchartBot } from './flowchart-bot'
import { GreedyBot } from './greedy-bot'
import { HeuristicBot } from './heuristic-bot'
import type { Policy } from './policy'
import { RandomBot } from './random-bot'
import { SearchBot } from './search/search-bot'

export type { Policy } from './policy'
export { RandomBot } from './random-bot'
export { HeuristicBot } from './heuristic-bot'

/** The bots a seat can be given, by name. */
export const BOTS: Record<string, { title: string; make: (content: Content, seat: SeatId, seed: Seed) => Policy }> = {
  random: { title: 'Random: legal plans, random targets', make: (c, s, seed) => new RandomBot(c, s, seed) },
  heuristic: { title: 'Heuristic: looks a turn ahead and fights', make: (c, s, seed) => new HeuristicBot(c, s, seed) },
  // measuring sticks for the CLI and the arena (issue 14), not offered as seats in New Game
  greedy: { title: 'Greedy: the plan with the best shots this turn, enemies flying straight', make: (c, s, seed) => new GreedyBot(c, s, seed) },
  flowchart: { title: 'Flowchart: closes, turns towards the nearest enemy, fires when able', make: (c, s, seed) => new FlowchartBot(c, s, seed) },
  // the search bot at its three levels (issue 14, docs/ai.md)
  recruit: { title: 'Recruit: a search bot with a small budget and a shaky hand', make: (c, s, seed) => new SearchBot(c, s, seed, 'recruit') },
  veteran: { title: 'Veteran: a search bot with a middling budget', make: (c, s, seed) => new SearchBot(c, s, seed, 'veteran') },
  ace: { title: 'Ace: a search bot that uses its whole budget (1.5 s a plane at most)', make: (c, s, seed) => new SearchBot(c, s, seed, 'ace') },
}
