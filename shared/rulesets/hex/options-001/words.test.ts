/**
 * The 001 options in a player's words (words.ts): the ones a game plays, in New game's order, the novice pilots
 * named by their planes as the table names them. The words of each option, and that each names the 001 lines that
 * hold it, are checked where New game shows them (renderer/src/shell/new-game/hex-new-game.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { hexContent } from '../content-fixture'
import { hexSetupFor } from '../setup'
import { HEX_OPTION_FLAGS, HEX_OPTION_WORDS, hexRulesInWords, optionsInForce } from './words'
import { OPTION_001_FLAGS } from './schema'

describe('the 001 options in force, in words', () => {
  it('none for a game of 002 alone', () => {
    expect(optionsInForce(hexSetupFor(hexContent, 'duel'))).toEqual([])
    expect(hexRulesInWords(hexSetupFor(hexContent, 'duel', {}))).toEqual([])
  })

  it('each toggle on, in the order New game offers them, whatever order the options were written in', () => {
    const setup = hexSetupFor(hexContent, 'duel', { wounds: true, fuel: true, stability: false, battleDamage: true })
    expect(optionsInForce(setup).map((w) => w.label)).toEqual(['Fuel', 'Wounds', 'Battle damage'])
    expect(hexRulesInWords(setup)).toEqual([`Fuel: ${HEX_OPTION_WORDS.fuel.line}`, `Wounds: ${HEX_OPTION_WORDS.wounds.line}`, `Battle damage: ${HEX_OPTION_WORDS.battleDamage.line}`])
    // every toggle of the schema has its words
    expect(HEX_OPTION_FLAGS).toBe(OPTION_001_FLAGS)
    const all = hexSetupFor(hexContent, 'duel', Object.fromEntries(OPTION_001_FLAGS.map((f) => [f, true])))
    expect(optionsInForce(all)).toHaveLength(OPTION_001_FLAGS.length)
  })

  it("novice pilots last, by their planes' names, numbered where two planes fly the same aircraft (001 lines 16-17)", () => {
    expect(optionsInForce(hexSetupFor(hexContent, 'duel', { novicePilots: ['camel'], fuel: true })).map((w) => w.label)).toEqual(['Fuel', 'Novice pilot (Sopwith Camel)'])
    const setup = hexSetupFor(hexContent, 'duel')
    const twins = { ...setup, planes: setup.planes.map((p) => ({ ...p, aircraft: setup.planes[0].aircraft })), options: { novicePilots: setup.planes.map((p) => p.id) } }
    expect(hexRulesInWords(twins)).toEqual(['Novice pilots (Sopwith Camel 1, Sopwith Camel 2): a novice pilot flies no hard turn and no Immelman'])
  })
})
