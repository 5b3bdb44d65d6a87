/**
 * The training pool's pilots for the bench's tuning and data scripts (search-train.ts, value-data.ts, style-data.ts;
 * issue 31): the app's simpler bots and the search levels (self-play), built from their own classes here, never looked
 * up in BOTS, so no name can reach a held-out bot. Tuning and rating never share an opponent.
 */
import { FlowchartBot } from '../../shared/bots/flowchart-bot'
import { GreedyBot } from '../../shared/bots/greedy-bot'
import { HeuristicBot } from '../../shared/bots/heuristic-bot'
import type { Policy } from '../../shared/bots/policy'
import { RandomBot } from '../../shared/bots/random-bot'
import { GamblerPilot } from '../../shared/bots/training/gambler'
import { PessimistPilot } from '../../shared/bots/training/pessimist'
import { ZoneHunterPilot } from '../../shared/bots/training/zone-hunter'
import { WEIGHTS } from '../../shared/bots/search/evaluate'
import { LEVELS, type Level } from '../../shared/bots/search/levels'
import { SearchBot } from '../../shared/bots/search/search-bot'
import type { Content } from '../../shared/content/types'

const CAUTIOUS: Level = { ...LEVELS.veteran, knows: false, trust: 0, weights: { ...WEIGHTS, damageOwn: 2, threat: 1.2 } }
const PLANNER: Level = { ...LEVELS.veteran, knows: false, lookahead: 0.4 }
const EVASIVE: Level = { ...CAUTIOUS, safeShare: 0.5 }
const WARY: Level = { ...CAUTIOUS, ownVsReplies: 0.5 }

export type PilotMaker = (content: Content, seat: string, seed: number) => Policy

export const TRAINING: Record<string, PilotMaker> = {
  heuristic: (c, s, seed) => new HeuristicBot(c, s, seed),
  greedy: (c, s, seed) => new GreedyBot(c, s, seed),
  flowchart: (c, s, seed) => new FlowchartBot(c, s, seed),
  random: (c, s, seed) => new RandomBot(c, s, seed),
  recruit: (c, s, seed) => new SearchBot(c, s, seed, 'recruit', { clock: false }),
  veteran: (c, s, seed) => new SearchBot(c, s, seed, 'veteran', { clock: false }),
  ace: (c, s, seed) => new SearchBot(c, s, seed, 'ace', { clock: false }),
  // self-play variants (issue 31's fifth pass, docs/ai-passes.md "Fifth pass"): the veteran reading no pilot by name,
  // flying the plain equilibrium of its columns with its own damage weighed twice (cautious), or with the turn after
  // flown cheaply in its value (planner): pilots the ace cannot read, of styles the one-turn bots above do not fly
  cautious: (c, s, seed) => new SearchBot(c, s, seed, CAUTIOUS, { clock: false }),
  planner: (c, s, seed) => new SearchBot(c, s, seed, PLANNER, { clock: false }),
  // cautious with half its candidates the plans the enemy's replies could shoot least (candidates.ts rankSafety, the
  // third pass's safe candidates): a pilot that also weighs keeping out of the guns, issue 31's ninth pass
  evasive: (c, s, seed) => new SearchBot(c, s, seed, EVASIVE, { clock: false }),
  // cautious with half its candidates ranked against the enemy's replies, as the ace's since the ninth pass
  // (candidates.ts rankAgainstReplies): a pilot whose plans a pool ranked against the enemy flying straight misses,
  // issue 31's tenth pass
  wary: (c, s, seed) => new SearchBot(c, s, seed, WARY, { clock: false }),
  // the training pilots (shared/bots/training/): each reckons with the nearest enemy's own plans, not it flying straight
  // maximin against the dozen plans the enemy would most likely fly: gives up a shot rather than trade one
  pessimist: (c, s, seed) => new PessimistPilot(c, s, seed),
  // expected value over the enemy's whole cloud of plans, taken as equally likely, ending the turn with it on the nose
  'zone-hunter': (c, s, seed) => new ZoneHunterPilot(c, s, seed),
  // bold, and drawing at random among its ten best plans against a softmax belief in the enemy's better replies
  gambler: (c, s, seed) => new GamblerPilot(c, s, seed),
}
