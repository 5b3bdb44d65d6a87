/**
 * The host campaign tests' fixtures, free of vitest (the child host the kill tests stop, campaign-host.ts, uses them as
 * the tests do): a host that keeps its saves and campaigns in a data folder as npm run serve does, a new campaign of
 * two squadrons as New campaign sends it, and the crews of a duel picked from its rosters.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Campaign } from '../../shared/campaign/types'
import type { NewCampaignRequest } from '../../shared/protocol/campaign-messages'
import { campaignStore } from '../campaigns/host-campaigns'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { SaveStore } from '../saves/save-store'
import { content } from './fixtures'

/** A host keeping its saves in `<data>/saves` and its campaigns in `<data>/campaigns`, as npm run serve does. */
export function campaignHost(data: string, seed = 4321): Host {
  mkdirSync(data, { recursive: true })
  let n = seed
  return new Host({ content, botFactory: inlineBots(content), seed: () => n++, saves: new SaveStore(join(data, 'saves'), content), campaigns: campaignStore(join(data, 'campaigns')), app: 'campaign test' })
}

/** Two squadrons, a British one of Camels and a German one of triplanes, three pilots each. */
export const twoSquadrons: NewCampaignRequest = {
  name: 'Bloody April',
  squadrons: [
    { name: 'No. 70 Squadron', side: 'allied', nation: 'britain', aircraft: ['sopwith-camel'], pilots: ['Albert Ball', 'Cecil Lewis', ''], observers: [] },
    { name: 'Jasta 11', side: 'central', nation: 'germany', aircraft: ['fokker-dr-i'], pilots: ['Lothar Richthofen', 'Kurt Wolff', ''], observers: [] },
  ],
}

/** The first airman of a squadron's pilots who may fly (status flying). */
export function pilotOf(c: Campaign, squadron: number, k = 0): string {
  const sq = c.squadrons[squadron].id
  const flying = c.airmen.filter((a) => a.squadron === sq && a.role === 'pilot' && a.status.kind === 'flying')
  if (!flying[k]) throw new Error(`squadron ${sq} has no pilot ${k} flying`)
  return flying[k].id
}

/** Duel over the Trenches flown by the first pilots of the two squadrons. */
export function duelCrews(c: Campaign, k = 0) {
  return [
    { plane: 'camel', squadron: c.squadrons[0].id, pilot: pilotOf(c, 0, k) },
    { plane: 'dr1', squadron: c.squadrons[1].id, pilot: pilotOf(c, 1, k) },
  ]
}


/**
 * A seeded roster: the campaign with an earlier sortie (a "Before the campaign" duel, no replay) that gave the airman
 * `victories` victories, so that the file still adds up (shared/campaign campaignProblem) and he is promoted with
 * the abilities his victories bring still to choose. For tests that need an ace without flying five sorties.
 */
export function seededRoster(c: Campaign, airmanId: string, victories: number): Campaign {
  const a = c.airmen.find((x) => x.id === airmanId)
  if (!a) throw new Error(`no airman ${airmanId}`)
  const victims = Array.from({ length: victories }, (_, k) => `earlier-${k + 1}`)
  const earlier: Campaign['sorties'][number] = {
    number: 1,
    scenario: 'free-dogfight',
    variant: null,
    title: 'Before the campaign',
    crews: [{ plane: 'earlier', squadron: a.squadron, aircraft: c.squadrons.find((s) => s.id === a.squadron)!.aircraft[0] ?? 'sopwith-camel', pilot: a.role === 'pilot' ? a.id : c.airmen.find((x) => x.squadron === a.squadron && x.role === 'pilot')!.id, ...(a.role === 'observer' ? { observer: a.id } : {}) }],
    save: null,
    status: 'done',
    result: { winners: [], credits: [], awards: [{ airman: a.id, victims, victories }], losses: [], draws: [], promotions: [], returned: [], replacements: [] },
  }
  return { ...c, sorties: [earlier], airmen: c.airmen.map((x) => (x.id === a.id ? { ...x, victories, toChoose: Math.floor(victories / 5) - x.abilities.length } : x)) }
}
