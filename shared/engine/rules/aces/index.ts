/**
 * The aces' rule modules, chosen by the abilities the game's airmen hold (rules/aces/abilities.ts lists them all).
 * An ability no one holds brings no module, so a game without aces pays nothing for them.
 */
import type { AceSkill } from '../../../content/types'
import type { RulesOptions } from '../../types'
import type { RuleModule } from '../hooks'
import { goodAtEscaping } from './good-at-escaping'
import { aces } from './manoeuvres'
import { tailedByAces004 } from './tailed-by-aces-004'
import { technicalEye } from './technical-eye'
import { exceptionalPilot } from './exceptional-pilot'

/** The modules the abilities held bring into the game, each once (and 004's generic abilities, with their option). */
export function aceModules(skills: ReadonlySet<AceSkill>, options?: Pick<RulesOptions, 'acesGeneric004'>): RuleModule[] {
  const out: RuleModule[] = []
  // 004 generic a) (line 356): an ace is tailed only by an ace
  if (options?.acesGeneric004) out.push(tailedByAces004)
  if (skills.size === 0) return out
  // the blank counters of the limited manoeuvring abilities (003 lines 959-965; 004 lines 404, 420)
  // (and 003 Sniper's, lines 997-998, put down at the firing: fire-choices.ts)
  if (skills.has('daredevil') || skills.has('acrobatic') || skills.has('daredevil-once') || skills.has('acrobat-once') || skills.has('technical-eye') || skills.has('sniper')) out.push(aces)
  // 003 lines 985-989: a look at another plane's damage cards (its blank counter is one of the aces' above)
  if (skills.has('technical-eye')) out.push(technicalEye)
  // 003 lines 972-981: the "1" and "2" cards shown are told
  if (skills.has('exceptional')) out.push(exceptionalPilot)
  // 003 lines 969-970: not tailed, unless by an ace with a pilot-only skill
  if (skills.has('good-at-escaping')) out.push(goodAtEscaping)
  return out
}
