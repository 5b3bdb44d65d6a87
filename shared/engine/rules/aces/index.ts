/**
 * The aces' rule modules, chosen by the abilities the game's airmen hold (rules/aces/abilities.ts lists them all).
 * An ability no one holds brings no module, so a game without aces pays nothing for them.
 */
import type { AceSkill } from '../../../content/types'
import type { RulesOptions } from '../../state-types'
import type { RuleModule } from '../hooks'
import { goodAtEscaping } from './good-at-escaping'
import { aces } from './manoeuvres'
import { tailedByAces004 } from './tailed-by-aces-004'
import { technicalEye } from './technical-eye'
import { exceptionalPilot } from './exceptional-pilot'
import { anticipation } from './anticipation'
import { acesChooseOrder004, acesFireFirst004 } from './aces-fire-first-004'
import { chivalrousAttitude } from './chivalrous-attitude'
import { itchyTriggerFinger } from './itchy-trigger-finger'
import { perfectAim } from './perfect-aim'

/** The modules the abilities held bring into the game, each once (and 004's generic abilities, with their option). */
export function aceModules(skills: ReadonlySet<AceSkill>, options?: Pick<RulesOptions, 'acesGeneric004' | 'orderOfFiring' | 'turnless'>): RuleModule[] {
  const out: RuleModule[] = []
  // 004 generic a) (line 356): an ace is tailed only by an ace
  if (options?.acesGeneric004) out.push(tailedByAces004)
  // 004 generic b) and c) (lines 358-360): aces fire first, or elect to fire after the non-aces at their target
  if (options?.acesGeneric004) out.push(acesFireFirst004)
  if (options?.acesGeneric004 && options.orderOfFiring) out.push(acesChooseOrder004)
  if (skills.size === 0) return out
  // the blank counters of the limited manoeuvring abilities (003 lines 959-965; 004 lines 404, 420)
  // (and 003 Sniper's, lines 997-998, put down at the firing: fire-choices.ts)
  if (skills.has('daredevil') || skills.has('acrobatic') || skills.has('daredevil-once') || skills.has('acrobat-once') || skills.has('sniper') || skills.has('technical-eye')) out.push(aces)
  // 003 lines 985-989: a look at another plane's damage cards (its blank counter is one of the aces' above)
  if (skills.has('technical-eye')) out.push(technicalEye)
  // 003 lines 972-981: the "1" and "2" cards shown are told
  if (skills.has('exceptional')) out.push(exceptionalPilot)
  // 004 line 388: the third card placed after phase II (not with the turn-less game, where every card is placed late)
  if (skills.has('anticipation') && !options?.turnless) out.push(anticipation)
  // 003 lines 969-970: not tailed, unless by an ace with a pilot-only skill
  if (skills.has('good-at-escaping')) out.push(goodAtEscaping)
  // 003 lines 991-992: the +1 Aim bonus declared on the fire order
  if (skills.has('perfect-aim')) out.push(perfectAim)
  // 003 lines 1000-1002: these airmen's shots go first
  if (skills.has('itchy-trigger')) out.push(itchyTriggerFinger)
  // 003 lines 1017-1023: an explosion it deals is drawn again (its fire is left out by Special Damage itself)
  if (skills.has('chivalrous')) out.push(chivalrousAttitude)
  // Bullet checker, Incendiary bullets and 004's Shooting Eye need no module of their own: fire resolution, Special
  // Damage and Deflection ask bullet-checker.ts, incendiary-bullets.ts and shooting-eye.ts
  return out
}
