/**
 * A campaign sortie flown in the hex game of 002 (issue 29: "The card-and-base game's campaign roster takes victories
 * from either ruleset; 002 makes a pilot with 5 kills an ace (+1 manoeuvrability)"). The hex game is played by its
 * bots through the generic driver, and its report closes the sortie as a card game's does (003 lines 921-931).
 */
import { describe, expect, it } from 'vitest'
import { bloodyApril, DECKS } from '../../electron/testing/campaign-fixtures'
import { drivePolicies } from '../arena/play'
import { hexRuleset } from '../rulesets/hex'
import { hexContent } from '../rulesets/hex/content-fixture'
import { manoeuvrability } from '../rulesets/hex/util'
import { closeSortie } from './close'
import { hexSortieAircraft, hexSortieSetup } from './hex-sortie'
import { parseCampaign, serializeCampaign } from './schema'
import { airman } from './roster'
import { startSortie } from './sortie'

/** Kemp (a2) in the Camel against Brandt (a6) in the Fokker D-VII: 002's duel. */
const CREWS = [
  { plane: 'camel', squadron: 'sq1', aircraft: 'sopwith-camel', pilot: 'a2' },
  { plane: 'fokker', squadron: 'sq2', aircraft: 'fokker-d-vii', pilot: 'a6' },
]

function hexSortie(kempVictories: number) {
  const c0 = bloodyApril()
  airman(c0, 'a2').victories = kempVictories
  const { campaign, sortie, planes } = startSortie(c0, { ruleset: 'hex', scenario: 'duel', variant: null, title: 'Over the hexes', crews: CREWS }, hexSortieAircraft(hexContent))
  const setup = hexSortieSetup(hexRuleset.setupFor(hexContent, 'duel'), planes)
  return { campaign, sortie, planes, setup }
}

describe('a campaign sortie in the hex game (002 ACES; 003 lines 921-931)', () => {
  it('002 ACES: "Ace pilots get +1 Maneuverability. Aces have 5+ kills." A pilot with 5 victories flies an ace; with 4 he does not', () => {
    const ace = hexSortie(5)
    expect(ace.sortie.ruleset).toBe('hex')
    expect(ace.planes.find((p) => p.plane === 'camel')!.ace).toBe(true)
    expect(ace.planes.find((p) => p.plane === 'fokker')!.ace).toBeUndefined()
    const game = hexRuleset.start(hexContent, ace.setup, 11)
    const camel = game.state.planes.find((p) => p.id === 'camel')!
    const fokker = game.state.planes.find((p) => p.id === 'fokker')!
    // both aircraft have a manoeuvrability of 2 (002 AIRCRAFT TYPES): the ace flies with 3
    expect([manoeuvrability(camel, game.state), manoeuvrability(fokker, game.state)]).toEqual([3, 2])

    const rookie = hexSortie(4)
    expect(rookie.planes.find((p) => p.plane === 'camel')!.ace).toBeUndefined()
    const plain = hexRuleset.start(hexContent, rookie.setup, 11)
    expect(manoeuvrability(plain.state.planes.find((p) => p.id === 'camel')!, plain.state)).toBe(2)
  })

  it('a crew must fly an aircraft of the hex game, in a plane of its scenario', () => {
    const c0 = bloodyApril()
    expect(() => startSortie(c0, { ruleset: 'hex', scenario: 'duel', variant: null, title: 'x', crews: [{ ...CREWS[0], aircraft: 'fokker-dr-i' }, CREWS[1]] }, hexSortieAircraft(hexContent))).toThrow(
      'there is no aircraft "fokker-dr-i"',
    )
    const { planes } = startSortie(c0, { ruleset: 'hex', scenario: 'duel', variant: null, title: 'x', crews: [{ ...CREWS[0], plane: 'spad' }, CREWS[1]] }, hexSortieAircraft(hexContent))
    expect(() => hexSortieSetup(hexRuleset.setupFor(hexContent, 'duel'), planes)).toThrow('has no plane "spad"')
    // @ts-expect-error: a ruleset the campaign does not know
    expect(() => startSortie(c0, { ruleset: 'chess', scenario: 'duel', variant: null, title: 'x', crews: CREWS })).toThrow('not "chess"')
  })

  it("the hex game's report closes the sortie: the victor's pilot scores, the downed pilot is lost, and the file keeps the sortie's ruleset", () => {
    // hex games played by the heuristic bots until one ends with a plane shot down
    for (let seed = 1; seed <= 40; seed++) {
      const { campaign, setup } = hexSortie(0)
      const game = hexRuleset.start(hexContent, setup, seed)
      const bots = Object.fromEntries(hexRuleset.seats(setup).map((s) => [s, hexRuleset.bots.heuristic.make(hexContent, s, seed)]))
      drivePolicies(game, bots)
      const report = game.report()
      const credit = report.credits.find((c) => c.by.length === 1 && (c.victim === 'camel' || c.victim === 'fokker'))
      if (!credit) continue
      const c = closeSortie(campaign, 1, report, DECKS)
      const pilotOf: Record<string, string> = { camel: 'a2', fokker: 'a6' }
      expect(airman(c, pilotOf[credit.by[0]]).victories).toBe(1)
      expect(airman(c, pilotOf[credit.victim]).status.kind).toBe('lost')
      const again = parseCampaign(serializeCampaign(c))
      expect(again.sorties[0]).toMatchObject({ ruleset: 'hex', status: 'done' })
      expect(again.sorties[0].result!.credits).toEqual(report.credits)
      return
    }
    throw new Error('no hex game of 40 seeds ended with a plane shot down by the other')
  })
})
