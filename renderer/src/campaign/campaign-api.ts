/**
 * What the campaign screens ask of the host and read of its answers, in one interface: the screens call these and
 * never the transport, so that their tests give them a fake and the app gives them the host client's campaign
 * messages (shared/protocol/campaign-messages.ts). `campaignApiOf` makes the app's from its host client.
 */
import { createContext, useContext } from 'react'
import type { Campaign } from '../../../shared/campaign/types'
import type { CampaignListing, NewCampaignRequest, SortieGame, SortieCrewRequest, SortieGameState } from '../../../shared/protocol/campaign-messages'
import type { SeatKind } from '../../../shared/protocol/seat-kinds'
import type { RulesOptions } from '../../../shared/engine/types'

/** A sortie as the setup screen sends it. */
export interface SortieRequest {
  game: SortieGame
  crews: SortieCrewRequest[]
  seats: SeatKind[]
  seating?: 'team' | 'plane'
  title?: string
  /** the rules, as New game sends them */
  options?: Partial<RulesOptions>
  /** the seats this screen takes (the human ones) */
  take: string[]
}

export interface CampaignApi {
  list(): void
  create(campaign: NewCampaignRequest): void
  open(id: string): void
  exportCampaign(id: string): void
  importCampaign(text: string): void
  remove(id: string): void
  startSortie(id: string, sortie: SortieRequest): void
  cancelSortie(id: string, sortie: number): void
  chooseAbility(id: string, airman: string, ability: string): void
  /** a sortie's game left unfinished: continue it from its save */
  continueSortie(save: string): void
  /** a sortie's game: its replay */
  watchReplay(save: string): void
}

/** What the screens read: the list, the campaign open with how its sorties' games stand, and the last answer's trouble. */
export interface CampaignData {
  list: CampaignListing[] | null
  open: { campaign: Campaign; games: SortieGameState[] } | null
  /** a refusal or a problem, in words */
  problem: string | null
  /** something done, in words ("Exported Bloody April") */
  notice: string | null
}

export const CampaignApiContext = createContext<CampaignApi | null>(null)

export function useCampaignApi(): CampaignApi {
  const api = useContext(CampaignApiContext)
  if (!api) throw new Error('no campaign api')
  return api
}
