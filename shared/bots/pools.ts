/**
 * The two pools of bots (issue 31), by their names in BOTS (shared/bots/index.ts), kept apart in one list so that
 * no tuning can drift into the held-out side unnoticed:
 *
 * - TRAINING_POOL: what a search level may be built, tuned or taught against: the app's own bots (heuristic, greedy,
 *   flowchart, random) and the search levels themselves, for self-play. The pilot reader (search/pilots.ts) knows three
 *   of them by name; a value function may be fitted with games against any of them.
 * - HELD_OUT: the bots of shared/bots/held-out/, written apart from the search (none of its code, nor the heuristic
 *   bot's planning), that the search never meets until it is measured: `npm run arena -- --held-out` (docs/arena.md)
 *   plays the levels against them. A figure against them is what the search does against pilots it has never met.
 *
 * This file imports nothing, so that a tuning script may read the training pool without reaching the held-out bots'
 * code. shared/bots/held-out/held-out.test.ts checks that the pools are disjoint, that both name bots of BOTS, and that
 * nothing the search bot imports is under shared/bots/held-out/.
 */

/** the bots a search level may be tuned against */
export const TRAINING_POOL = ['heuristic', 'greedy', 'flowchart', 'random', 'recruit', 'veteran', 'ace'] as const

/** the held-out bots: never in the search's tuning, only in its measurement */
export const HELD_OUT = ['counter-puncher', 'stalker', 'brawler'] as const

export type TrainingBot = (typeof TRAINING_POOL)[number]
export type HeldOutBot = (typeof HELD_OUT)[number]
