/**
 * For the campaign's tests: a campaign of two squadrons, reports of victories as the engine would give them, and
 * damage decks of chosen cards, so that a draw's card is known.
 */
import type { DamageCard, DamageDeck } from '../../shared/content/types'
import type { PlaneFate, VictoryCredit, VictoryReport } from '../../shared/engine/scoring/victories'
import { content } from './fixtures'
import { createCampaign } from '../../shared/campaign/create'
import type { Campaign, CampaignOptions } from '../../shared/campaign/types'

/** No. 48 Squadron (Bristols and Camels: pilots a1-a3, observers a4-a5) against Jasta 11 (pilots a6-a8). */
export function bloodyApril(options: Partial<CampaignOptions> = {}, seed = 7): Campaign {
  return createCampaign(
    {
      id: 'bloody-april',
      name: 'Bloody April',
      options,
      squadrons: [
        { name: 'No. 48 Squadron', side: 'allied', nation: 'britain', aircraft: ['bristol-f2b', 'sopwith-camel'], pilots: ['Percy Rowe', 'Arthur Kemp', 'Cecil Ashby'], observers: ['John Lacey', 'Harold Yates'] },
        { name: 'Jasta 11', side: 'central', nation: 'germany', aircraft: ['fokker-dr-i', 'albatros-d-iii'], pilots: ['Otto Brandt', 'Kurt Weber', 'Hans Vogel'], observers: [] },
      ],
    },
    seed,
  )
}

/** The crews of a sortie: a Bristol (Rowe and Lacey), a Camel (Kemp) against two Dr.Is (Brandt, Weber). */
export const CREWS = [
  { plane: 'bristol', squadron: 'sq1', aircraft: 'bristol-f2b', pilot: 'a1', observer: 'a4' },
  { plane: 'camel', squadron: 'sq1', aircraft: 'sopwith-camel', pilot: 'a2' },
  { plane: 'dr1', squadron: 'sq2', aircraft: 'fokker-dr-i', pilot: 'a6' },
  { plane: 'dr2', squadron: 'sq2', aircraft: 'fokker-dr-i', pilot: 'a7' },
]

const TEAMS: Record<string, string> = { bristol: 'allied', camel: 'allied', dr1: 'central', dr2: 'central' }

/** A report: each plane's fate (flying unless said), the victories, the winner. */
export function reportOf(fates: Record<string, Partial<PlaneFate>>, credits: VictoryCredit[] = [], winner: string | null = null): VictoryReport {
  return {
    credits,
    fates: Object.keys(TEAMS).map((plane) => ({ plane, team: TEAMS[plane], status: 'flying', downed: null, byFire: false, observerOut: false, ...fates[plane] })),
    winner,
  }
}

/** The content's damage decks, with A or B made of the one card given (every draw is that card). */
export function decksWith(letter: 'A' | 'B', points: number | null, special: string[] = []): Record<string, DamageDeck> {
  const card = Object.values(content.damageCards).find((c: DamageCard) => c.deck === letter && c.points === points && c.special.length === special.length && special.every((s) => c.special.includes(s as never)))
  if (!card) throw new Error(`no ${letter} card worth ${points}`)
  return { ...content.damageDecks, [letter]: { ...content.damageDecks[letter], cards: [card] } }
}

export const DECKS = content.damageDecks
