/**
 * The campaign spec's seeded roster: a campaign file whose first British pilot has five victories from two sorties flown
 * and an ability still to choose, as after the sortie that made him an ace (003 lines 939-941); imported through the campaign
 * list's Import, as a player brings a kept file. Written out here (Playwright's loader does not take the name list's
 * JSON import that shared/campaign's createCampaign brings in); campaign-seed.test.ts checks that the campaign's own
 * verifier (parseCampaign) takes it. The awarding of victories is the campaign's unit tests' (shared/campaign).
 */
import type { Airman, Campaign, Sortie } from '../../shared/campaign/types'
import { seedRng } from '../../shared/engine/rng'

export const ACE = 'Albert Ball'

const man = (id: string, name: string, squadron: string): Airman => ({ id, name, squadron, role: 'pilot', victories: 0, abilities: [], toChoose: 0, status: { kind: 'flying' }, joined: 0, sorties: 0 })

/** A sortie of the file's history: the ace's Camel against Dr.Is, each downed by him and its pilot lost (003 lines 921-931). */
function history(number: number, germans: string[], turn: number): Sortie {
  const planes = germans.map((_, k) => `fokker-dr-i-${k + 1}`)
  return {
    number,
    scenario: 'free-dogfight',
    variant: null,
    title: 'Free dogfight',
    crews: [{ plane: 'sopwith-camel-1', squadron: 'sq1', aircraft: 'sopwith-camel', pilot: 'a1' }, ...germans.map((g, k) => ({ plane: planes[k], squadron: 'sq2', aircraft: 'fokker-dr-i', pilot: g }))],
    save: null,
    status: 'done',
    result: {
      winners: ['sq1'],
      credits: planes.map((victim, k) => ({ victim, how: 'shot-down' as const, turn: turn + k, phase: 2, by: ['sopwith-camel-1'] })),
      awards: [{ airman: 'a1', victims: planes, victories: number === 1 ? 2 : 5 }],
      losses: germans.map((g, k) => ({ airman: g, plane: planes[k], why: 'shot-down' as const, outcome: 'lost' as const })),
      draws: [],
      promotions: number === 2 ? [{ airman: 'a1', earned: 1, rolled: [], ace: true }] : [],
      returned: [],
      replacements: [],
    },
  }
}

export function seededCampaign(): Campaign {
  const lost = (a: Airman, sortie: number): Airman => ({ ...a, status: { kind: 'lost', sortie, why: 'shot-down' }, sorties: 1 })
  return {
    format: 'overdive-campaign',
    version: 1,
    id: 'e2e-bloody-april',
    name: 'Bloody April',
    options: { survivalDraw: false, d10Abilities: false, genericAces: false },
    squadrons: [
      { id: 'sq1', name: 'No. 56 Squadron', side: 'allied', nation: 'britain', aircraft: ['sopwith-camel'] },
      { id: 'sq2', name: 'Jasta 11', side: 'central', nation: 'germany', aircraft: ['fokker-dr-i'] },
    ],
    airmen: [
      { ...man('a1', ACE, 'sq1'), victories: 5, toChoose: 1, sorties: 2 },
      man('a2', 'Arthur Rhys', 'sq1'),
      man('a3', 'Cecil Lewis', 'sq1'),
      man('a4', 'Kurt Wolff', 'sq2'),
      man('a5', 'Karl Allmenröder', 'sq2'),
      man('a6', 'Lothar Richthofen', 'sq2'),
      lost(man('a7', 'Hans Weiss', 'sq2'), 1),
      lost(man('a8', 'Emil Brandt', 'sq2'), 1),
      lost(man('a9', 'Otto Kissenberth', 'sq2'), 2),
      lost(man('a10', 'Paul Strähle', 'sq2'), 2),
      lost(man('a11', 'Fritz Kempf', 'sq2'), 2),
    ],
    sorties: [history(1, ['a7', 'a8'], 3), history(2, ['a9', 'a10', 'a11'], 2)],
    seed: 11,
    rng: seedRng(11),
  }
}

export function seededCampaignText(): string {
  return JSON.stringify(seededCampaign(), null, 2) + '\n'
}
