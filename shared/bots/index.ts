import type { Content } from '../content/types'
import type { Seed } from '../engine/rng'
import type { SeatId } from '../engine/types'
import { FlowchartBot } from './flowchart-bot'
import { GreedyBot } from './greedy-bot'
import { HeuristicBot } from './heuristic-bot'
import type { Policy } from './policy'
import { RandomBot } from './random-bot'

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
}
