/**
 * The 001 options of the hex game in a player's words, and where each is written (docs/rules.md, "001 options on
 * the hex game"): New game offers them with these words, and the lobby and the table's bar say the ones a game
 * plays (`optionsInForce`), so that a guest who did not set the game up knows its rules.
 */
import type { HexSetup } from '../types'
import { hexPlaneName } from '../plane-name'
import { OPTION_001_FLAGS, type Options001 } from './schema'

/**
 * The 001 options offered as toggles: every toggle of the schema, in its order (the novice pilots are chosen plane by
 * plane; the figures are left as the rules set them).
 */
export const HEX_OPTION_FLAGS = OPTION_001_FLAGS
export type HexOptionFlag = (typeof HEX_OPTION_FLAGS)[number]

export interface OptionWords {
  label: string
  line: string
  source: string
}

/** What each option does, in a player's words, and where it is written. */
export const HEX_OPTION_WORDS: Record<HexOptionFlag, OptionWords> = {
  fuel: {
    label: 'Fuel',
    line: 'every move burns fuel: its speed, one less if it dived, one more if it climbed; a plane short of fuel glides down',
    source: '001 lines 3 and 19-26, Fuel Consumption and Zoom Climbing',
  },
  restrictedManoeuvres: {
    label: 'Restricted manoeuvres',
    line: 'a hard turn or an Immelman only after a straight move, no slide two moves running, and the speed changes by one at most in a move',
    source: '001 lines 2-9, Maneuver Restrictions',
  },
  stability: {
    label: 'Steady two-seaters',
    line: 'the Bristol and the Albatros must fly straight between a turn one way and a turn the other',
    source: '001 lines 11-14, Aircraft Stability',
  },
  steepClimbsDives: {
    label: 'Steep climbs and dives',
    line: 'diving two levels or more in a move gains one speed; climbing two or more loses one',
    source: '001 lines 40-48, Steep Dives and Steep Climbs',
  },
  reloading: {
    label: 'Reloading',
    line: 'the 12 shots come in magazines of 4; an empty gun is reloaded during a quiet straight move, and does not fire in it',
    source: '001 lines 28-38, Reloading Weapons',
  },
  wounds: {
    label: 'Wounds',
    line: 'a hit on the crew wounds before it kills: a wounded man shoots worse and a wounded pilot flies fewer manoeuvres; only his own side knows',
    source: '001 lines 54-56 and 92-111, Wound Effects',
  },
  anoxia: {
    label: 'Thin air',
    line: 'planes may climb up to 10; at 9 and 10 a crew without oxygen may pass out, and a pilot who does spins down',
    source: '001 lines 113-137, Anoxia and Oxygen Carried On board',
  },
  friendlyFire: {
    label: 'Friendly fire',
    line: 'your own troops may fire on you when you fly low over their trench line',
    source: '001 lines 67-70, Friendly Fire',
  },
  battleDamage: {
    label: 'Battle damage',
    line: 'hits go to the wings, fuselage, tail or engine, in secret; a section shot through destroys the plane, a badly hit one may break up in a hard manoeuvre, and an engine may seize',
    source: '001 lines 50-56 and 72-90, Battle Damage, Critical Battle Damage, Engine Seizure',
  },
}

/** A novice pilot's plane, ticked beside its seat. */
export const NOVICE_WORDS: OptionWords = {
  label: 'Novice',
  line: 'a novice pilot flies no hard turn and no Immelman',
  source: '001 lines 16-17, Novice Pilot',
}

/**
 * The 001 options a game plays, in New game's order, each with its words; the novice pilots last, naming their
 * planes ("Novice pilots (the Camel)"). The setup is public (every seat's view carries it), so nothing here is a
 * secret: which planes have novices is set before the game, in the open, as 001 has it.
 */
export function optionsInForce(setup: Pick<HexSetup, 'planes' | 'options'>): OptionWords[] {
  const o = setup.options as Options001
  const on: OptionWords[] = HEX_OPTION_FLAGS.filter((f) => o[f] === true).map((f) => HEX_OPTION_WORDS[f])
  const novices = (o.novicePilots ?? []).map((id) => hexPlaneName(setup, id))
  if (novices.length) on.push({ ...NOVICE_WORDS, label: `${NOVICE_WORDS.label} pilot${novices.length > 1 ? 's' : ''} (${novices.join(', ')})` })
  return on
}

/** The lobby's list of the rules a game plays beyond 002: each option in force, "Fuel: every move burns fuel: …". */
export function hexRulesInWords(setup: Pick<HexSetup, 'planes' | 'options'>): string[] {
  return optionsInForce(setup).map((w) => `${w.label}: ${w.line}`)
}
