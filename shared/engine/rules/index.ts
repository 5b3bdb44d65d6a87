/**
 * The rule modules a game plays, from its rule options. The basic game (003 lines 1-141) runs at the turn's fixed
 * steps; each optional rule is a module on the turn's hooks (hooks.ts), beside the rulebook section it implements.
 */
import type { RulesOptions } from '../types'
import { aim } from './aim'
import { ammunition } from './ammunition'
import { blindSpots } from './blind-spots'
import { deflection } from './deflection'
import { oppositeTurns } from './opposite-turns'
import { disruption } from './disruption'
import { hooksOf, type Hooks, type RuleModule } from './hooks'
import { orderOfFiring } from './order-of-firing'
import { singleGun } from './single-gun'
import { specialDamage } from './special-damage'
import { tailing } from './tailing'
import { twinGuns } from './twin-guns'

/** Every optional rule module, with the option that turns it on. */
export const OPTIONAL_RULES: readonly { option: 'specialDamage' | 'aim' | 'disruption' | 'blindSpots' | 'tailing' | 'deflection' | 'oppositeTurns' | 'ammunition' | 'twinGunJamming' | 'orderOfFiring' | 'singleGunADeck'; module: RuleModule }[] = [
  { option: 'specialDamage', module: specialDamage },
  { option: 'aim', module: aim },
  { option: 'disruption', module: disruption },
  { option: 'blindSpots', module: blindSpots },
  { option: 'tailing', module: tailing },
  // 004's house rules
  { option: 'deflection', module: deflection },
  { option: 'oppositeTurns', module: oppositeTurns },
  { option: 'ammunition', module: ammunition },
  { option: 'twinGunJamming', module: twinGuns },
  { option: 'orderOfFiring', module: orderOfFiring },
  { option: 'singleGunADeck', module: singleGun },
]

export function modulesFor(options: RulesOptions): RuleModule[] {
  return OPTIONAL_RULES.filter((r) => options[r.option] === true).map((r) => r.module)
}

export function hooksFor(options: RulesOptions): Hooks {
  return hooksOf(modulesFor(options))
}
