/**
 * The optional rules the engine benchmark turns on for its "with the optional rules" figure: every rule of 003 (its
 * Optional Rules, Altitude and ground fire options), which play together. Not "every option": 004's dice altitude
 * and 003's Altitude are two ways of flying at levels, and the engine refuses a game with both.
 */
import type { RulesOptions } from '../../../shared/engine/types'
import { OPTIONAL_RULES, type OptionalRuleInfo } from '../../../shared/protocol/rules-words'

export const RULES_003: readonly OptionalRuleInfo[] = OPTIONAL_RULES.filter((r) => r.document === '003')

export const OPTIONS_003: Partial<RulesOptions> = Object.fromEntries(RULES_003.map((r) => [r.option, true]))
