/**
 * Every ruleset the app plays, by id. The layers above (seats, saves, protocol, host, arena, CLI) look a game's
 * ruleset up here; nothing below (a ruleset, the contract) imports this file.
 */
import type { AnyRuleset } from './contract'
import { cardRuleset } from './card'
import { hexRuleset } from './hex'

export const RULESETS: Record<string, AnyRuleset> = {
  card: cardRuleset,
  hex: hexRuleset,
}

/** The ruleset a save, a message or a flag names; the card game when none is named (files written before issue 29). */
export function rulesetOf(id: string | undefined): AnyRuleset {
  const r = RULESETS[id ?? 'card']
  if (!r) throw new Error(`No game called "${id}": this version plays ${Object.keys(RULESETS).join(' and ')}`)
  return r
}
