/**
 * A small campaign written out by hand, for the campaign screens' tests: two squadrons, an ace, a wounded observer,
 * a lost pilot and two sorties closed. Not the rules' output (shared/campaign/ has its own tests): a fixed file to
 * read words and screens from.
 */
import { CAMPAIGN_FORMAT, CAMPAIGN_VERSION, type Airman, type Campaign } from '../../../shared/campaign/types'

const man = (id: string, name: string, squadron: string, role: Airman['role'], victories: number, more: Partial<Airman> = {}): Airman => ({
  id,
  name,
  squadron,
  role,
  victories,
  abilities: [],
  toChoose: 0,
  status: { kind: 'flying' },
  joined: 0,
  sorties: 2,
  ...more,
})

export function sampleCampaign(): Campaign {
  return {
    format: CAMPAIGN_FORMAT,
    version: CAMPAIGN_VERSION,
    id: 'c1',
    name: 'Bloody April',
    options: { survivalDraw: false, d10Abilities: false, genericAces: false },
    squadrons: [
      { id: 'rfc', name: 'No. 56 Squadron', side: 'allied', nation: 'britain', aircraft: ['sopwith-camel', 'bristol-f2b'] },
      { id: 'jasta', name: 'Jasta 11', side: 'central', nation: 'germany', aircraft: ['fokker-dr-i'] },
    ],
    airmen: [
      man('a1', 'Albert Ball', 'rfc', 'pilot', 5, { toChoose: 1 }),
      man('a2', 'Arthur Rhys', 'rfc', 'pilot', 2, { abilities: ['sniper'] }),
      man('a3', 'Tom Mottershead', 'rfc', 'observer', 1, { status: { kind: 'recovering', sorties: 1, since: 2 } }),
      man('g1', 'Werner Voss', 'jasta', 'pilot', 0, { status: { kind: 'lost', sortie: 2, why: 'shot-down' } }),
      man('g2', 'Kurt Wolff', 'jasta', 'pilot', 1, { joined: 2, sorties: 0 }),
    ],
    sorties: [
      {
        number: 1,
        scenario: 'duel-over-the-trenches',
        variant: null,
        title: 'Duel over the Trenches',
        crews: [
          { plane: 'p1', squadron: 'rfc', aircraft: 'sopwith-camel', pilot: 'a1' },
          { plane: 'p2', squadron: 'jasta', aircraft: 'fokker-dr-i', pilot: 'g1' },
        ],
        save: 'autosave-s1.journal',
        status: 'done',
        result: { winners: ['jasta'], credits: [], awards: [], losses: [], draws: [], promotions: [], returned: [], replacements: [] },
      },
      {
        number: 2,
        scenario: 'free-dogfight',
        variant: null,
        title: 'Free dogfight',
        crews: [
          { plane: 'p1', squadron: 'rfc', aircraft: 'sopwith-camel', pilot: 'a1' },
          { plane: 'p2', squadron: 'rfc', aircraft: 'bristol-f2b', pilot: 'a2', observer: 'a3' },
          { plane: 'p3', squadron: 'jasta', aircraft: 'fokker-dr-i', pilot: 'g1' },
        ],
        save: 'autosave-s2.journal',
        status: 'done',
        result: {
          winners: ['rfc'],
          credits: [{ victim: 'p3', how: 'shot-down', turn: 4, phase: 2, by: ['p1', 'p2'] }],
          awards: [
            { airman: 'a1', victims: ['p3'], victories: 5 },
            { airman: 'a2', victims: ['p3'], victories: 2 },
            { airman: 'a3', victims: ['p3'], victories: 1 },
          ],
          losses: [
            { airman: 'g1', plane: 'p3', why: 'shot-down', outcome: 'lost' },
            { airman: 'a3', plane: 'p2', why: 'observer-incapacitated', outcome: 'recovering', sorties: 1 },
          ],
          draws: [{ airman: 'a3', why: 'observer', deck: 'B', card: 'B05', outcome: 'a 2: misses the next sortie, then flies again' }],
          promotions: [{ airman: 'a1', earned: 1, rolled: [], ace: true }],
          returned: [],
          replacements: ['g2'],
        },
      },
    ],
    seed: '0123456789abcdef0123456789abcdef',
    rng: [1, 2, 3, 4],
  }
}
