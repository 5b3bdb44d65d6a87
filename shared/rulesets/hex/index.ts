/**
 * The hex card game of 002 behind the ruleset contract: a hex map of any size, a shared deck of 52, velocity,
 * altitude 1-6, 12 shots, a critical-hit table, observers, stall and recover, clouds, balloons and ground units.
 * Its rules are the modules of this folder (rules.md "The hex game (002)"); 001's options plug in through hooks.ts.
 */
import type { Ruleset } from '../contract'
import type { HexContent } from './content'
import { hexCommandSchema } from './commands'
import { HexGame } from './game'
import { HEX_BOTS } from './bots'
import { hexOptionsSchema, hexSetupSchema, hexStateSchema } from './schema'
import { hexRulesInWords } from './options-001/words'
import { hexSetupFor } from './setup'
import type { HexCommand, HexEvent, HexOptions, HexSetup, HexState, HexView } from './types'

/**
 * The version of the hex game's rules a save names. 2 (2026-12-07): a plane whose punctured tank runs dry is credited
 * to the plane that punctured it, as rules.md decides (under 1, to whoever hurt it last, a ground unit included), and
 * a line of fire along the side between two hexes lies on both (a cloud in either blocks it). A game of version 1
 * whose commands replay differently is refused with what changed, its file untouched.
 */
export const HEX_RULES_VERSION = 2

export const hexRuleset: Ruleset<HexContent, HexSetup, HexCommand, HexView, HexEvent, HexState> = {
  id: 'hex',
  version: HEX_RULES_VERSION,
  title: 'The hex card game (002)',
  schemas: { setup: hexSetupSchema, options: hexOptionsSchema, command: hexCommandSchema, state: hexStateSchema },
  scenarios: (content) => Object.values(content.scenarios).map((s) => ({ id: s.id, title: s.title, seats: s.planes.map((p) => p.seat) })),
  setupFor: (content, scenario, options) => hexSetupFor(content, scenario, (options ?? {}) as HexOptions),
  seats: (setup) => setup.planes.map((p) => p.seat),
  // the 001 options in force (002 itself has no options)
  rulesInWords: (setup) => hexRulesInWords(setup),
  start: (_content, setup, seed) => HexGame.start(setup, seed),
  resume: (_content, state, commands = []) => HexGame.resume(state, commands),
  bots: HEX_BOTS,
  // where a game stands, for a list of saves and the host's list of games (shared/save): the round, and the phase
  summary: (state) => ({
    title: state.setup.title,
    scenario: state.setup.scenario,
    variant: null,
    turn: state.round,
    phase: 0,
    step: state.phase,
    over: state.phase === 'over',
    winner: state.result?.winner ?? null,
    seats: [...new Set(state.setup.planes.map((p) => p.seat))].map((seat) => {
      const planes = state.setup.planes.filter((p) => p.seat === seat)
      return { id: seat, name: seat, team: planes[0].side, flies: planes.map((p) => p.aircraft.name) }
    }),
  }),
}

export { HexGame } from './game'
export { parseHexContent, type HexContent } from './content'
export { hexSetupFor } from './setup'
export type * from './types'
