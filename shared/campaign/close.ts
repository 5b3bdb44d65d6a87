/**
 * Closing a sortie from the engine's report (engine/scoring/victories.ts): victories awarded (003 lines 921-928),
 * shot-down airmen out (lines 930-931) or drawing for their survival (004 line 340), incapacitated observers drawing
 * a B card (lines 933-937), promotions (lines 939-941; 004 lines 374-375), recovering airmen counting down, and
 * replacements for those gone.
 */
import type { DamageDeck } from '../content/types'
import type { VictoryReport } from '../engine/scoring/victories'
import type { Campaign } from './types'

/**
 * The campaign after sortie `sortie` (in flight) closed with the game's report. `decks`: the content's damage decks
 * (A for survival, B for observers), shuffled with the campaign's generator for each draw. Throws a CampaignError when
 * the sortie is not in flight or the report does not fit it (a plane of the sortie missing).
 */
export function closeSortie(c: Campaign, sortie: number, report: VictoryReport, decks: Readonly<Record<string, DamageDeck>>): Campaign {
  void c
  void sortie
  void report
  void decks
  throw new Error('not yet')
}
