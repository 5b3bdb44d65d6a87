/**
 * The option modules the hex game may switch on (001's, in options-001/): the game asks each whether the setup's
 * options turn it on (hooks.ts). options-001/ adds its list here with one line; the game imports only this file.
 */
import type { HexRuleModule } from './hooks'
import { OPTIONS_001 } from './options-001'

export const HEX_OPTION_MODULES: HexRuleModule[] = [...OPTIONS_001]
