/**
 * Whether two copies of Overdive can play together: the same protocol, and the same rules and content (the
 * aircraft, decks and scenarios). A host says what it runs in its welcome and in its LAN announcement; a guest
 * on a different protocol or rules is told so plainly before anything starts.
 */
import type { Content } from '../content/types'
import { checksum } from '../save/checksum'
// the card game's rules version (save-file.ts's RULES_VERSION), from its own module: the save reader is not needed here
import { CARD_RULES_VERSION as RULES_VERSION } from '../rulesets/card/version'

/** Bumped whenever a message changes shape or meaning. */
export const PROTOCOL_VERSION = 3

export interface Compat {
  /** the app's version, for people to read ("0.1.0") */
  app: string
  protocol: number
  /** the rules version and a fingerprint of the content: two hosts with different aircraft cards differ here */
  rules: string
}

/** The rules a copy of Overdive plays: its rules version and the fingerprint of its content. */
export function rulesId(content: Content): string {
  return `${RULES_VERSION}-${checksum(JSON.stringify(content)).slice(0, 8)}`
}

export function compatOf(content: Content, app: string): Compat {
  return { app, protocol: PROTOCOL_VERSION, rules: rulesId(content) }
}

/**
 * Why `mine` cannot play with `theirs` (the host), in words a player understands, or null when they can.
 */
export function compatProblem(mine: Compat, theirs: Compat): string | null {
  if (mine.protocol !== theirs.protocol) {
    const newer = theirs.protocol > mine.protocol ? 'a newer' : 'an older'
    return `That host runs ${newer} Overdive (${theirs.app}, protocol ${theirs.protocol}) than this one (${mine.app}, protocol ${mine.protocol}). Both must run the same version to play together: update the older one.`
  }
  if (mine.rules !== theirs.rules) {
    return `That host plays with different rules or aircraft cards (rules ${theirs.rules}, Overdive ${theirs.app}) from this copy (rules ${mine.rules}, Overdive ${mine.app}). Both must run the same version with the same content to play together.`
  }
  return null
}
