import { describe, expect, it } from 'vitest'
import { loadAssets } from '../../content/load-assets'
import { arena } from './arena'
import { CommandPath } from './command-path'
import { OPTIONS_003, OPTIONS_EVERY, RULES_003 } from './option-sets'

describe('the engine benchmark with the optional rules', () => {
  const content = loadAssets()

  it('turns on every rule 003 offers, and only those', () => {
    expect(RULES_003.map((r) => r.option)).toEqual(expect.arrayContaining(['specialDamage', 'aim', 'tailing', 'altitude', 'collisions']))
    expect(Object.keys(OPTIONS_003)).not.toContain('diceAltitude004')
  })

  it("sets up games the engine accepts, with 003's rules and with every rule that plays with the others, and plays turns of them through the command path", () => {
    expect(Object.keys(OPTIONS_EVERY)).not.toContain('diceAltitude004')
    for (const options of [OPTIONS_003, OPTIONS_EVERY]) {
      const path = new CommandPath(content, arena(content, 1, 'constant', options))
      let phases = 0
      for (let t = 0; t < 20; t++) phases += path.turn()
      expect(phases).toBeGreaterThan(20)
      expect(path.commands).toBeGreaterThan(40)
    }
  })
})
