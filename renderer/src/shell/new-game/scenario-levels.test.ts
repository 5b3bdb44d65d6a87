import { describe, expect, it } from 'vitest'
import { loadAssets } from '../../../../electron/content/load-assets'
import { scenarioSetup, SetupError } from '../../../../shared/engine/setup'
import { scenarioLevelChoices } from './scenario-levels'

const content = loadAssets()

describe('003 Altitude in a scenario whose players choose the starting levels (scenario levelsChosen)', () => {
  it('A Hard Task: "The German player chooses the altitude of the aircraft" and the Allied player his: every aircraft is asked, at 2 until chosen', () => {
    const choices = scenarioLevelChoices(content, 'a-hard-task', null, true, { albatros: 3 })
    expect(choices.length).toBe(content.scenarios['a-hard-task'].planes.length)
    expect(choices.find((c) => c.id === 'albatros')).toMatchObject({ level: 3, team: 'central' })
    expect(choices.filter((c) => c.id !== 'albatros').every((c) => c.level === 2)).toBe(true)
  })

  it("A Race against Time's variant: only the Allied planes; the German planes stay at 3 as the text puts them; none without the altitude rules", () => {
    const choices = scenarioLevelChoices(content, 'a-race-against-time', 'altitude', true, {})
    expect(choices.map((c) => c.team)).toEqual(choices.map(() => 'allied'))
    expect(choices.length).toBeGreaterThan(0)
    expect(scenarioLevelChoices(content, 'a-race-against-time', null, true, {})).toEqual([])
    expect(scenarioLevelChoices(content, 'a-hard-task', null, false, {})).toEqual([])
  })

  it('Alone against the Drachen\'s variant, "Start the Nieuport at the altitude you prefer" (003 lines 1424-1425), and Twin Targets\', "The German player may choose any altitude he wants for each of his planes" (line 1537)', () => {
    const nieuport = scenarioLevelChoices(content, 'alone-against-the-drachen', 'altitude', true, {})
    expect(nieuport.map((c) => c.team)).toEqual(['allied'])
    for (const variant of ['altitude', 'altitude-bailing-out']) {
      const germans = scenarioLevelChoices(content, 'twin-targets', variant, true, {})
      expect(germans.map((c) => c.team), variant).toEqual(['central', 'central', 'central'])
    }
  })

  it('the setup starts each plane at its chosen level, the entering ones too; a level for a plane its player may not choose, or outside 1 to 3, is refused', () => {
    const setup = scenarioSetup(content, { scenario: 'a-hard-task', options: { altitude: true }, levels: { albatros: 3, dh4: 1 } })
    expect(setup.planes.find((p) => p.id === 'albatros')!.altitude).toBe(3)
    expect(setup.planes.find((p) => p.id === 'dh4')).toMatchObject({ altitude: 1, enters: expect.anything() })
    expect(() => scenarioSetup(content, { scenario: 'a-hard-task', options: { altitude: true }, levels: { albatros: 4 } })).toThrow(SetupError)
    const dr1 = content.scenarios['a-race-against-time'].variants[0].planes.find((p) => p.team === 'central')!.id
    expect(() => scenarioSetup(content, { scenario: 'a-race-against-time', variant: 'altitude', levels: { [dr1]: 1 } })).toThrow(/does not choose/)
  })
})
