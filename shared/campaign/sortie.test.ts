/**
 * Starting a sortie (sortie.ts): crews picked from the rosters, and what each plane takes into the game's setup.
 */
import { describe, expect, it } from 'vitest'
import { bloodyApril, CREWS, DECKS, reportOf } from '../../electron/testing/campaign-fixtures'
import { content } from '../../electron/testing/fixtures'
import { cloneJson } from '../util/clone'
import { closeSortie } from './close'
import { airman, availableAirmen, inFlight } from './roster'
import { cancelSortie, setSortieSave, startSortie } from './sortie'
import type { Campaign, SortieCrew } from './types'

const plan = (crews: SortieCrew[] = CREWS) => ({ scenario: 'free-dogfight', variant: null, title: 'Dogfight over Douai', crews })

describe('a sortie: the crews picked from the rosters fly a game', () => {
  it("each plane takes its airmen's names and abilities into the setup; the sortie is in flight and its airmen are not available", () => {
    const c0 = bloodyApril()
    airman(c0, 'a1').abilities = ['daredevil']
    airman(c0, 'a4').abilities = ['sniper']
    const { campaign, sortie, planes } = startSortie(c0, plan(), content)
    expect(sortie).toMatchObject({ number: 1, scenario: 'free-dogfight', status: 'in-flight', save: null, result: null })
    expect(planes[0]).toEqual({ plane: 'bristol', crew: { pilot: 'Percy Rowe', observer: 'John Lacey' }, aceSkills: ['daredevil'], observerSkills: ['sniper'] })
    expect(planes[1]).toEqual({ plane: 'camel', crew: { pilot: 'Arthur Kemp' }, aceSkills: [], observerSkills: [] })
    expect(inFlight(campaign)!.number).toBe(1)
    expect(availableAirmen(campaign, 'sq1', 'pilot').map((a) => a.id)).toEqual(['a3'])
  })

  it("004 lines 346-360 (option genericAces): a pilot with five victories flies as an ace (SetupPlane.ace); without the option he does not", () => {
    const c0 = bloodyApril({ genericAces: true })
    airman(c0, 'a6').victories = 5
    expect(startSortie(c0, plan()).planes.map((p) => p.ace)).toEqual([undefined, undefined, true, undefined])
    const c1 = bloodyApril()
    airman(c1, 'a6').victories = 5
    expect(startSortie(c1, plan()).planes.some((p) => p.ace)).toBe(false)
  })

  const refusals: [string, (c: Campaign) => [Campaign, SortieCrew[]], RegExp][] = [
    ['another sortie in flight', (c) => [startSortie(c, plan()).campaign, CREWS], /sortie 1 is still in flight/],
    ['a lost pilot', (c) => {
      airman(c, 'a2').status = { kind: 'lost', sortie: 1, why: 'shot-down' }
      return [c, CREWS]
    }, /Arthur Kemp was shot down in sortie 1/],
    ['a pilot of the other squadron', (c) => [c, [{ ...CREWS[1], pilot: 'a6' }]], /Otto Brandt is not of No. 48 Squadron/],
    ['an observer as pilot', (c) => [c, [{ ...CREWS[1], pilot: 'a5' }]], /Harold Yates is an observer, not a pilot/],
    ['a pilot in two planes', (c) => [c, [CREWS[1], { ...CREWS[1], plane: 'camel2' }]], /Arthur Kemp is picked twice/],
    ['a plane named twice', (c) => [c, [CREWS[1], { ...CREWS[0], plane: 'camel' }]], /plane "camel" is named twice/],
    ['a two-seater without its observer', (c) => [c, [{ ...CREWS[0], observer: undefined }]], /two-seater and needs an observer/],
    ['an observer in a single-seater', (c) => [c, [{ ...CREWS[1], observer: 'a5' }]], /no seat for an observer/],
    ['an unknown aircraft', (c) => [c, [{ ...CREWS[1], aircraft: 'zeppelin' }]], /no aircraft "zeppelin"/],
    ['no crews', (c) => [c, []], /at least one crew/],
  ]
  for (const [what, make, why] of refusals)
    it(`refused with a reason, nothing changed: ${what}`, () => {
      const [c, crews] = make(bloodyApril())
      const copy = cloneJson(c)
      expect(() => startSortie(c, plan(crews.map((k) => Object.fromEntries(Object.entries(k).filter(([, v]) => v !== undefined)) as SortieCrew)), content)).toThrow(why)
      expect(c).toEqual(copy)
    })

  it('its save is kept for the replay; a sortie called off is gone and its airmen free; a closed one cannot be', () => {
    let c = startSortie(bloodyApril(), plan()).campaign
    c = setSortieSave(c, 1, 'Bloody April, sortie 1.json')
    expect(c.sorties[0].save).toBe('Bloody April, sortie 1.json')
    expect(cancelSortie(c, 1).sorties).toEqual([])
    const done = closeSortie(c, 1, reportOf({}), DECKS)
    expect(() => cancelSortie(done, 1)).toThrow(/is over/)
    expect(startSortie(done, plan()).sortie.number).toBe(2)
  })
})
