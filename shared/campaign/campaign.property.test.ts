/**
 * Whatever the games bring, a campaign stays one the file reader trusts: random sorties, each with random fates and
 * victories, closed one after another under random options, leave every airman's victories the sum of his awards, no
 * lost airman flying, each squadron as strong as it began, and a file that reads back the same.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bloodyApril, DECKS } from '../../electron/testing/campaign-fixtures'
import type { PlaneFate, VictoryCredit, VictoryReport } from '../engine/scoring/victories'
import { chooseAbility, abilityChoices } from './abilities'
import { closeSortie } from './close'
import { availableAirmen } from './roster'
import { campaignProblem, parseCampaign, serializeCampaign } from './schema'
import { startSortie } from './sortie'
import type { Campaign, SortieCrew } from './types'

const DOWNINGS = ['shot-down', 'exploded', 'out-of-control', 'crashed', 'burned'] as const

/** one plane's end in a sortie: [downed (index into DOWNINGS, or -1), by fire, observer out, the enemy planes crediting it] */
const fateArb = fc.tuple(fc.integer({ min: -1, max: DOWNINGS.length - 1 }), fc.boolean(), fc.boolean(), fc.array(fc.integer({ min: 0, max: 1 }), { maxLength: 2 }))

describe('a campaign through random sorties', () => {
  it('stays consistent and reads back the same', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fateArb, fateArb, fateArb, fateArb), { minLength: 1, maxLength: 8 }), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 1000 }), (sorties, survivalDraw, d10Abilities, seed) => {
        let c: Campaign = bloodyApril({ survivalDraw, d10Abilities }, seed)
        const strength = (x: Campaign, sq: string, role: 'pilot' | 'observer') => availableAirmen(x, sq, role).length
        const start = { p1: strength(c, 'sq1', 'pilot'), p2: strength(c, 'sq2', 'pilot') }
        for (const fates of sorties) {
          // two planes a side, flown by the first airmen able to fly
          const [p1, p2] = [availableAirmen(c, 'sq1', 'pilot'), availableAirmen(c, 'sq2', 'pilot')]
          const o1 = availableAirmen(c, 'sq1', 'observer')
          const crews: SortieCrew[] = [
            { plane: 'b1', squadron: 'sq1', aircraft: 'bristol-f2b', pilot: p1[0].id, ...(o1[0] ? { observer: o1[0].id } : {}) },
            { plane: 'c1', squadron: 'sq1', aircraft: 'sopwith-camel', pilot: p1[1].id },
            { plane: 'd1', squadron: 'sq2', aircraft: 'fokker-dr-i', pilot: p2[0].id },
            { plane: 'd2', squadron: 'sq2', aircraft: 'fokker-dr-i', pilot: p2[1].id },
          ]
          c = startSortie(c, { scenario: 'free-dogfight', variant: null, title: 'patrol', crews }).campaign
          const planes = ['b1', 'c1', 'd1', 'd2']
          const enemies = (k: number) => (k < 2 ? ['d1', 'd2'] : ['b1', 'c1'])
          const report: VictoryReport = { credits: [], fates: [], winner: null }
          fates.forEach(([down, byFire, observerOut, by], k) => {
            const how = down < 0 ? null : DOWNINGS[down]
            const fate: PlaneFate = { plane: planes[k], team: k < 2 ? 'allied' : 'central', status: how === null ? 'flying' : how === 'burned' ? 'exited' : how, downed: how, byFire: how !== null && byFire, observerOut }
            report.fates.push(fate)
            if (how) report.credits.push({ victim: planes[k], how, turn: 1, phase: 1, by: [...new Set(by.map((e) => enemies(k)[e]))] } satisfies VictoryCredit)
          })
          c = closeSortie(c, c.sorties.at(-1)!.number, report, DECKS)
          // every ace chooses the first ability open to him
          for (const a of c.airmen) {
            const open = abilityChoices(c, a.id).find((o) => o.problem === null)
            if (open) c = chooseAbility(c, a.id, open.ability)
          }
          expect(campaignProblem(c)).toBeNull()
          expect(strength(c, 'sq1', 'pilot')).toBeGreaterThanOrEqual(start.p1)
          expect(strength(c, 'sq2', 'pilot')).toBeGreaterThanOrEqual(start.p2)
          for (const a of c.airmen) expect(a.toChoose).toBeGreaterThanOrEqual(0)
        }
        expect(parseCampaign(serializeCampaign(c))).toEqual(c)
      }),
      { numRuns: 60 },
    )
  })
})
