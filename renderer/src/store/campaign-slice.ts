/**
 * The campaigns the host keeps (issue 28): the list the campaign screen shows, the campaign opened (its rosters and
 * sorties, shared/campaign/types.ts) with how each sortie in flight stands on the host, the sortie just closed (for
 * its report), and what became of the last request, in words. Filled by net/campaign-client.ts from the host's
 * campaign messages (shared/protocol/campaign-messages.ts).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Campaign } from '../../../shared/campaign/types'
import type { CampaignListing, SortieGameState } from '../../../shared/protocol/campaign-messages'

export interface CampaignNotice {
  tone: 'ok' | 'error'
  text: string
}

/** What the client has asked the host and not had answered yet (the screens show it busy). */
export type CampaignRequest = 'list' | 'create' | 'open' | 'export' | 'import' | 'delete' | 'start-sortie' | 'cancel-sortie' | 'choose-ability'

export interface CampaignState {
  list: CampaignListing[]
  /** why the host cannot keep campaigns (its folder checked when listed), or null */
  folderProblem: string | null
  /** the campaign open on the campaign screens, as the host last sent it */
  open: Campaign | null
  /** how each sortie in flight of the open campaign stands on the host (playing, unfinished, missing) */
  games: SortieGameState[]
  /** the number of a sortie of the open campaign closed since it was opened, whose report is still to be seen */
  report: number | null
  /** requests asked and not answered */
  pending: CampaignRequest[]
  /** what became of the last request (a refusal says why), for the campaign screens to say */
  notice: CampaignNotice | null
}

const initialState: CampaignState = { list: [], folderProblem: null, open: null, games: [], report: null, pending: [], notice: null }

const done = (state: CampaignState, what: CampaignRequest) => {
  const i = state.pending.indexOf(what)
  if (i >= 0) state.pending.splice(i, 1)
}

export const campaignSlice = createSlice({
  name: 'campaign',
  initialState,
  reducers: {
    campaignRequested(state, { payload }: PayloadAction<CampaignRequest>) {
      state.pending.push(payload)
      state.notice = null
    },
    campaignAnswered(state, { payload }: PayloadAction<CampaignRequest>) {
      done(state, payload)
    },
    campaignsListed(state, { payload }: PayloadAction<{ campaigns: CampaignListing[]; problem?: string }>) {
      state.list = payload.campaigns
      state.folderProblem = payload.problem ?? null
      done(state, 'list')
    },
    /**
     * A campaign's state from the host: the answer to a request, or sent unasked when a sortie closed. It is shown if
     * it is the campaign open (or none is); its row in the list follows it either way.
     */
    campaignReceived(state, { payload }: PayloadAction<{ campaign: Campaign; games: SortieGameState[]; closed?: number }>) {
      const { campaign, games, closed } = payload
      if (state.open === null || state.open.id === campaign.id) {
        if (state.open?.id !== campaign.id) state.report = null
        state.open = campaign
        state.games = games
        if (closed !== undefined) state.report = closed
      }
      const row = state.list.find((r) => r.id === campaign.id)
      if (row) {
        row.name = campaign.name
        row.sorties = campaign.sorties.filter((s) => s.status === 'done').length
        row.problem = null
      }
    },
    campaignDeleted(state, { payload }: PayloadAction<string>) {
      state.list = state.list.filter((r) => r.id !== payload)
      if (state.open?.id === payload) {
        state.open = null
        state.games = []
        state.report = null
      }
      done(state, 'delete')
    },
    /** the campaign screens closed the campaign (back to the list) */
    campaignClosed(state) {
      state.open = null
      state.games = []
      state.report = null
    },
    /** the player has seen the report of the sortie just closed */
    reportSeen(state) {
      state.report = null
    },
    campaignNotice(state, { payload }: PayloadAction<CampaignNotice | null>) {
      state.notice = payload
    },
  },
})

export const { campaignRequested, campaignAnswered, campaignsListed, campaignReceived, campaignDeleted, campaignClosed, reportSeen, campaignNotice } = campaignSlice.actions
