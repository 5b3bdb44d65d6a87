/**
 * The arena's adapter for each ruleset it plays, by the ruleset's id (`--ruleset`, default card). A ruleset
 * registered in shared/rulesets/index.ts needs an adapter here to be rated.
 */
import { rulesetOf } from '../rulesets'
import type { ArenaAdapter } from './adapter'
import { cardArena } from './card-arena'
import { hexArena } from './hex-arena'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each adapter has its own ruleset's content and setup types
const ADAPTERS: Record<string, ArenaAdapter<any, any>> = {
  card: cardArena,
  hex: hexArena,
}

/** The adapter of a ruleset id (the card game when none is named); refused with the ids it knows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each adapter has its own ruleset's content and setup types
export function arenaAdapter(id: string | undefined): ArenaAdapter<any, any> {
  const ruleset = rulesetOf(id)
  const adapter = ADAPTERS[ruleset.id]
  if (!adapter) throw new Error(`the arena does not play "${ruleset.id}" yet: it plays ${Object.keys(ADAPTERS).join(' and ')}`)
  return adapter
}

export const ARENA_RULESETS = (): string[] => Object.keys(ADAPTERS)
