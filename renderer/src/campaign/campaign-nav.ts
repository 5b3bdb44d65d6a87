/**
 * Where the player is among the campaign's screens: the list, New campaign, a campaign's roster, its sortie setup,
 * a sortie's report or the sortie list, and the airman whose ability is being chosen. What the campaigns hold is
 * the host's (store/campaign-slice.ts); this is only the way round them, and which campaign a sortie on the table
 * was flown from, so that the end of its game leads back to its report.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { leftGame } from '../store/game-slice'

export type CampaignPage = 'list' | 'new' | 'roster' | 'sortie' | 'report' | 'sorties'

export interface CampaignNav {
  page: CampaignPage
  /** the campaign open (roster, sortie, report, sorties) */
  campaign: string | null
  /** the airman whose ability is being chosen (a dialog over the roster) */
  choosing: string | null
  /** the sortie whose report is shown */
  report: number | null
  /** a sortie of this campaign is on the table: its end leads back to the report */
  flying: string | null
}

const initialState: CampaignNav = { page: 'list', campaign: null, choosing: null, report: null, flying: null }

export const campaignNavSlice = createSlice({
  name: 'campaignNav',
  initialState,
  reducers: {
    campaignPageShown(state, { payload }: PayloadAction<{ page: CampaignPage; campaign?: string | null; report?: number | null }>) {
      state.page = payload.page
      if (payload.campaign !== undefined) state.campaign = payload.campaign
      state.report = payload.report ?? null
      state.choosing = null
    },
    abilityChoiceOpened(state, { payload }: PayloadAction<string | null>) {
      state.choosing = payload
    },
    sortieTakenOff(state, { payload }: PayloadAction<string>) {
      state.flying = payload
    },
    sortieLanded(state, { payload }: PayloadAction<{ campaign: string; report: number | null }>) {
      state.flying = null
      state.campaign = payload.campaign
      state.page = payload.report !== null ? 'report' : 'roster'
      state.report = payload.report
      state.choosing = null
    },
  },
  // a game left (a sortie's or any other): the next game's end is not a sortie's unless the host says so
  extraReducers: (b) => b.addCase(leftGame, (state) => void (state.flying = null)),
})

export const { campaignPageShown, abilityChoiceOpened, sortieTakenOff, sortieLanded } = campaignNavSlice.actions
