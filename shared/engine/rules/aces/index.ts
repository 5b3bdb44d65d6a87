/**
 * The aces' rule modules, chosen by the abilities the game's airmen hold (rules/aces/abilities.ts lists them all).
 * An ability no one holds brings no module, so a game without aces pays nothing for them.
 */
import type { AceSkill } from '../../../content/types'
import type { RuleModule } from '../hooks'
import { aces } from './manoeuvres'

/** The modules the abilities held bring into the game, each once. */
export function aceModules(skills: ReadonlySet<AceSkill>): RuleModule[] {
  if (skills.size === 0) return []
  const out: RuleModule[] = []
  // the blank counters of the limited manoeuvring abilities (003 lines 959-965)
  if (skills.has('daredevil') || skills.has('acrobatic')) out.push(aces)
  return out
}
