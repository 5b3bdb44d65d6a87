/**
 * The hex game's bots, by name (hexRuleset.bots): random (uniformly random legal commands), heuristic (steers by
 * a judged position and fires when it pays) and search (samples the hidden hands and deck from its view, then plays
 * each candidate line of its move out with the heuristic through the rules, and keeps the best on average).
 * Each is a RulesetPolicy over the seat's HexView only; docs/ai.md "Hex bots" says how they play and how they rate.
 */
import type { RulesetBot } from '../../contract'
import type { HexContent } from '../content'
import type { HexCommand, HexView } from '../types'
import { HexHeuristicBot } from './heuristic'
import { HexRandomBot } from './random'
import { HexSearchBot } from './search'

export const HEX_BOTS: Record<string, RulesetBot<HexContent, HexCommand, HexView>> = {
  random: { title: 'Random: any legal command', offered: true, make: (_content, seat, seed) => new HexRandomBot(seat, seed) },
  heuristic: { title: 'Heuristic: closes to a firing position and fires when it pays', offered: true, make: (content, seat, seed) => new HexHeuristicBot(content, seat, seed) },
  search: { title: 'Search: plays its candidate moves out against sampled hands', offered: true, make: (content, seat, seed) => new HexSearchBot(content, seat, seed) },
}

export { HexHeuristicBot, HexRandomBot, HexSearchBot }
