/**
 * The optional rules the engine benchmark turns on for its figures with rules on:
 * - RULES_003: every rule of 003 (its Optional Rules, Altitude and ground fire options);
 * - RULES_EVERY: every optional rule that can be played with the others: 003's, 004's house rules and 000's, but 004's
 *   dice altitude, which is another way of flying at levels than 003's Altitude (the engine refuses a game with both;
 *   a rule that replaces another, as 000's blind spot does 003's, is played in its place).
 */
import type { RulesOptions } from '../../../shared/engine/types'
import { OPTIONAL_RULES, type OptionalRuleInfo } from '../../../shared/protocol/rules-words'

export const RULES_003: readonly OptionalRuleInfo[] = OPTIONAL_RULES.filter((r) => r.document === '003')
export const OPTIONS_003: Partial<RulesOptions> = Object.fromEntries(RULES_003.map((r) => [r.option, true]))

export const RULES_EVERY: readonly OptionalRuleInfo[] = OPTIONAL_RULES.filter((r) => r.option !== 'diceAltitude004')
export const OPTIONS_EVERY: Partial<RulesOptions> = Object.fromEntries(RULES_EVERY.map((r) => [r.option, true]))
