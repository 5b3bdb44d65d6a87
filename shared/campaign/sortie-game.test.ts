/**
 * A sortie flown through the engine, end to end: the campaign's crews put into a game's setup (SetupPlane.crew,
 * aceSkills, observerSkills), the game played as a campaign sortie (setup.campaign), the engine's report of victories
 * closing it (003 lines 921-931).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bloodyApril, CREWS } from '../../electron/testing/campaign-fixtures'
import { content } from '../../electron/testing/fixtures'
import { victoryReport } from '../engine/scoring/victories'
import { runScript } from '../sim/script'
import { closeSortie } from './close'
import { airman } from './roster'
import { startSortie } from './sortie'

const example = () => JSON.parse(readFileSync(fileURLToPath(new URL('../../docs/examples/campaign-credits.json', import.meta.url)), 'utf8'))

describe('a sortie flown through the engine (docs/examples/campaign-credits.json)', () => {
  it("the crews' names and abilities go into the game; the Camel and the Bristol down the Dr.I; Rowe, Lacey and Kemp score, Brandt is lost and Jasta 11 gets a new pilot", () => {
    const c0 = bloodyApril()
    airman(c0, 'a4').abilities = ['perfect-aim']
    const crews = CREWS.filter((k) => k.plane !== 'dr2')
    const { campaign, planes } = startSortie(c0, { scenario: 'script', variant: null, title: 'Campaign victories', crews }, content)
    // the script's planes take what the campaign gives them, as the host puts it in the setup
    const script = example()
    for (const p of script.setup.planes) {
      const given = planes.find((q) => q.plane === p.id)!
      // an empty list is no abilities: the setup leaves it out, as the host does
      Object.assign(p, { crew: given.crew, ...(given.aceSkills.length ? { aceSkills: given.aceSkills } : {}), ...(given.observerSkills.length ? { observerSkills: given.observerSkills } : {}) })
    }
    const game = runScript(content, script)
    expect(game.state.setup.planes.find((p) => p.id === 'bristol')).toMatchObject({ crew: { pilot: 'Percy Rowe', observer: 'John Lacey' }, observerSkills: ['perfect-aim'] })
    const c = closeSortie(campaign, 1, victoryReport(game.rules, game.state), content.damageDecks)
    expect(['a1', 'a4', 'a2', 'a6'].map((id) => [airman(c, id).name, airman(c, id).victories, airman(c, id).status.kind])).toEqual([
      ['Percy Rowe', 1, 'flying'],
      ['John Lacey', 1, 'flying'],
      ['Arthur Kemp', 1, 'flying'],
      ['Otto Brandt', 0, 'lost'],
    ])
    const r = c.sorties[0].result!
    expect(r.winners).toEqual(['sq1'])
    expect(r.credits).toEqual([{ victim: 'dr1', how: 'shot-down', turn: 1, phase: 1, by: ['camel', 'bristol'] }])
    expect(r.replacements.map((id) => [airman(c, id).squadron, airman(c, id).role, airman(c, id).victories])).toEqual([['sq2', 'pilot', 0]])
  })
})
