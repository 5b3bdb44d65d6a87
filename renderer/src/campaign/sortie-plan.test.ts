import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { freeDogfightSetup, scenarioSetup } from '../../../shared/engine/setup'
import { campaignSeatKinds, crewedPlanes, crewRequests, defaultCrews, readyAirmen, sortieProblem } from './sortie-plan'
import { sampleCampaign } from './sample-campaign'

const duel = () => scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
const free = (planes: { aircraft: string; team: 'allied' | 'central' }[]) => freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes })

describe('a sortie planned from the rosters', () => {
  it('offers only ready airmen of the role and squadron, the most victories first (the wounded and the lost stay home, 003 lines 930-936)', () => {
    const c = sampleCampaign()
    expect(readyAirmen(c, 'rfc', 'pilot').map((a) => a.id)).toEqual(['a1', 'a2'])
    expect(readyAirmen(c, 'rfc', 'observer')).toEqual([])
    expect(readyAirmen(c, 'jasta', 'pilot').map((a) => a.id)).toEqual(['g2'])
  })

  it("crews each plane from a squadron of its side, a pilot each and never the same airman twice", () => {
    const c = sampleCampaign()
    const setup = free([
      { aircraft: 'sopwith-camel', team: 'allied' },
      { aircraft: 'sopwith-camel', team: 'allied' },
      { aircraft: 'fokker-dr-i', team: 'central' },
    ])
    const crews = defaultCrews(c, setup, content)
    expect(crews.map((k) => [k.squadron, k.pilot])).toEqual([
      ['rfc', 'a1'],
      ['rfc', 'a2'],
      ['jasta', 'g2'],
    ])
    expect(sortieProblem(c, setup, crews, content)).toBeNull()
    expect(crewRequests(crews)[0]).toEqual({ plane: crews[0].plane, squadron: 'rfc', pilot: 'a1' })
  })

  it('says why a sortie cannot start: no pilot left, an airman twice, a two-seater with no observer', () => {
    const c = sampleCampaign()
    const three = free([
      { aircraft: 'sopwith-camel', team: 'allied' },
      { aircraft: 'sopwith-camel', team: 'allied' },
      { aircraft: 'sopwith-camel', team: 'allied' },
      { aircraft: 'fokker-dr-i', team: 'central' },
    ])
    expect(sortieProblem(c, three, defaultCrews(c, three, content), content)).toBe('No pilot of No. 56 Squadron is ready to fly the Sopwith Camel.')
    const setup = free([
      { aircraft: 'sopwith-camel', team: 'allied' },
      { aircraft: 'sopwith-camel', team: 'allied' },
      { aircraft: 'fokker-dr-i', team: 'central' },
    ])
    const twice = defaultCrews(c, setup, content).map((k, i) => (i === 1 ? { ...k, pilot: 'a1' } : k))
    expect(sortieProblem(c, setup, twice, content)).toBe('Albert Ball cannot fly two planes (the Sopwith Camel and the Sopwith Camel).')
    const brisfit = free([
      { aircraft: 'bristol-f2b', team: 'allied' },
      { aircraft: 'fokker-dr-i', team: 'central' },
    ])
    const crews = defaultCrews(c, brisfit, content)
    expect(crews[0].observer).toBe('')
    expect(sortieProblem(c, brisfit, crews, content)).toBe('The Bristol F.2b Fighter is a two-seater: choose its observer.')
  })

  it("seats the player at the Allies' plane and the ace bot at the others: a solo campaign", () => {
    const setup = duel()
    expect(crewedPlanes(setup).length).toBe(2)
    const kinds = campaignSeatKinds(setup)
    expect(kinds.filter((k) => k === 'human')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'bot:ace')).toHaveLength(1)
  })
})
