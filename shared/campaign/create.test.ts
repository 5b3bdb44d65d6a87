/**
 * Creating a campaign and its replacements (003 line 921: "give a name to each pilot and observer and keep track of the
 * number of victories of each of them"; lines 930-931: "a new crew with zero victories").
 */
import { describe, expect, it } from 'vitest'
import { bloodyApril } from '../../electron/testing/campaign-fixtures'
import { cloneJson } from '../util/clone'
import { createCampaign } from './create'
import { CampaignError } from './errors'
import { namesFor } from './names'
import { addReplacement } from './replacements'
import { availableAirmen } from './roster'
import type { NewCampaign } from './types'

const two = (over: Partial<NewCampaign> = {}): NewCampaign => ({
  id: 'c1',
  name: 'Over the Somme',
  squadrons: [
    { name: 'Escadrille 3', side: 'allied', nation: 'france', aircraft: ['spad-xiii'], pilots: ['Jean Roux', ''], observers: [] },
    { name: 'Jasta 2', side: 'central', nation: 'germany', aircraft: ['albatros-d-iii'], pilots: ['', ''], observers: [''] },
  ],
  ...over,
})

describe('003 line 921: a campaign of named pilots and observers with their victories', () => {
  it('every airman named, with zero victories, flying; the names left empty drawn from his nation’s list', () => {
    const c = createCampaign(two(), 11)
    expect(c).toMatchObject({ format: 'overdive-campaign', version: 1, id: 'c1', name: 'Over the Somme', sorties: [], seed: 11 })
    expect(c.options).toEqual({ survivalDraw: false, d10Abilities: false, genericAces: false })
    expect(c.squadrons.map((s) => [s.id, s.name, s.side])).toEqual([
      ['sq1', 'Escadrille 3', 'allied'],
      ['sq2', 'Jasta 2', 'central'],
    ])
    expect(c.airmen.map((a) => [a.id, a.squadron, a.role, a.victories, a.status.kind])).toEqual([
      ['a1', 'sq1', 'pilot', 0, 'flying'],
      ['a2', 'sq1', 'pilot', 0, 'flying'],
      ['a3', 'sq2', 'pilot', 0, 'flying'],
      ['a4', 'sq2', 'pilot', 0, 'flying'],
      ['a5', 'sq2', 'observer', 0, 'flying'],
    ])
    expect(c.airmen[0].name).toBe('Jean Roux')
    const french = namesFor('france')
    const [first, ...last] = c.airmen[1].name.split(' ')
    expect(french.first).toContain(first)
    expect(french.last).toContain(last.join(' '))
    const german = namesFor('germany')
    for (const a of c.airmen.slice(2)) expect(german.first).toContain(a.name.split(' ')[0])
    expect(new Set(c.airmen.map((a) => a.name)).size).toBe(5)
  })

  it('the same seed names them the same; another seed, others', () => {
    expect(createCampaign(two(), 11)).toEqual(createCampaign(two(), 11))
    expect(createCampaign(two(), 12).airmen.map((a) => a.name)).not.toEqual(createCampaign(two(), 11).airmen.map((a) => a.name))
  })

  it('a nation without a list of its own takes the default list', () => {
    expect(namesFor('ruritania')).toEqual(namesFor('default'))
  })

  const bad: [string, Partial<NewCampaign>, RegExp][] = [
    ['one squadron', { squadrons: two().squadrons.slice(0, 1) }, /two squadrons or more/],
    ['both of one side', { squadrons: two().squadrons.map((s) => ({ ...s, side: 'allied' as const })) }, /two sides/],
    ['no name', { name: '  ' }, /needs a name/],
    ['a bad id', { id: 'a/b' }, /campaign id/],
    ['two airmen of one name', { squadrons: [two().squadrons[0], { ...two().squadrons[1], pilots: ['Jean Roux'] }] }, /two airmen are named "Jean Roux"/],
    ['a squadron with no pilot', { squadrons: [two().squadrons[0], { ...two().squadrons[1], pilots: [] }] }, /at least one pilot/],
    ['a roster that is not a list of names', { squadrons: [two().squadrons[0], { ...two().squadrons[1], observers: [7 as unknown as string] }] }, /lists of names/],
    ['a squadron with no aircraft', { squadrons: [two().squadrons[0], { ...two().squadrons[1], aircraft: [] }] }, /one aircraft type or more/],
  ]
  for (const [what, over, why] of bad)
    it(`refused with a reason: ${what}`, () => {
      expect(() => createCampaign(two(over), 1)).toThrow(why)
      expect(() => createCampaign(two(over), 1)).toThrow(CampaignError)
    })
})

describe('003 lines 930-931: "in the next game the plane will have a new crew with zero victories"', () => {
  it('a replacement pilot joins Jasta 11 with zero victories, a listed German name, and may fly; the campaign given is unchanged', () => {
    const c = bloodyApril()
    const copy = cloneJson(c)
    const { campaign, airman } = addReplacement(c, 'sq2', 'pilot')
    expect(c).toEqual(copy)
    expect(airman).toMatchObject({ id: 'a9', squadron: 'sq2', role: 'pilot', victories: 0, abilities: [], status: { kind: 'flying' }, joined: 0 })
    expect(namesFor('germany').first).toContain(airman.name.split(' ')[0])
    expect(availableAirmen(campaign, 'sq2', 'pilot').map((a) => a.id)).toContain('a9')
  })

  it('named by the players; a name already on the roster, or an unknown squadron, is refused', () => {
    expect(addReplacement(bloodyApril(), 'sq1', 'observer', ' Walter  Marsh ').airman.name).toBe('Walter Marsh')
    expect(() => addReplacement(bloodyApril(), 'sq1', 'pilot', 'Percy Rowe')).toThrow(/already an airman named "Percy Rowe"/)
    expect(() => addReplacement(bloodyApril(), 'sq9', 'pilot')).toThrow(/no squadron "sq9"/)
  })
})
