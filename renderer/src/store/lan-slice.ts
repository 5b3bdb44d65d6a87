/**
 * The LAN, as the host's own screen sees it: whether this app hosts on the LAN (and the addresses guests open),
 * the games other copies of Overdive announce on the network, and the link to another host when this app plays
 * there as a guest. The host process does the networking; this slice only keeps what it said, and which
 * requests are still waiting for an answer.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { LanGame, LanHostingStatus, LinkState } from '../../../shared/protocol/lan'

/** The kinds of LAN requests this screen sends (the host may refuse any of them, e.g. when it has no LAN services). */
export type LanRequestKind = 'host' | 'browse' | 'connect'

export interface LanState {
  /** how hosting on the LAN stands, as the host last said; null until it has said */
  hosting: LanHostingStatus | null
  /** the games found on the LAN, whole list as the host last sent it */
  games: LanGame[]
  /** the host is looking for games on the LAN */
  browsing: boolean
  /** why looking for games does not work here (no multicast on this network...), in plain words */
  browseProblem: string | null
  /** the link to another host: connecting, open (this app is its guest now), or how it ended */
  link: LinkState | null
  /** the player has seen how the link ended (or left on purpose): the menu stops telling them */
  linkNoticeDismissed: boolean
  /** requests sent and not answered yet: a hosting change, and the address being connected to */
  pending: { host: 'start' | 'stop' | 'status' | null; connect: string | null }
  /** the host refused a request outright, in its words (not the same as a problem it reports while hosting) */
  refused: Record<LanRequestKind, string | null>
}

const initialState: LanState = {
  hosting: null,
  games: [],
  browsing: false,
  browseProblem: null,
  link: null,
  linkNoticeDismissed: true,
  pending: { host: null, connect: null },
  refused: { host: null, browse: null, connect: null },
}

export const lanSlice = createSlice({
  name: 'lan',
  initialState,
  reducers: {
    hostingRequested(state, { payload }: PayloadAction<'start' | 'stop' | 'status'>) {
      state.pending.host = payload
      state.refused.host = null
    },
    hostingChanged(state, { payload }: PayloadAction<LanHostingStatus>) {
      state.hosting = payload
      state.pending.host = null
    },
    browseRequested(state) {
      state.refused.browse = null
    },
    gamesFound(state, { payload }: PayloadAction<{ browsing: boolean; games: LanGame[]; problem?: string }>) {
      state.browsing = payload.browsing
      state.games = payload.games
      state.browseProblem = payload.problem ?? null
    },
    connectRequested(state, { payload }: PayloadAction<string>) {
      state.pending.connect = payload
      state.refused.connect = null
      // a new attempt: how the last link ended is old news
      if (state.link?.state !== 'open') state.link = null
      state.linkNoticeDismissed = true
    },
    linkChanged(state, { payload }: PayloadAction<LinkState>) {
      state.link = payload
      state.pending.connect = null
      state.linkNoticeDismissed = payload.state === 'connecting' || payload.state === 'open'
    },
    /** the player left the other host (or stopped connecting to it): nothing to tell them about it */
    linkLeft(state) {
      state.link = null
      state.pending.connect = null
      state.linkNoticeDismissed = true
    },
    linkNoticeDismissed(state) {
      state.linkNoticeDismissed = true
    },
    lanRequestRefused(state, { payload }: PayloadAction<{ kind: LanRequestKind; message: string }>) {
      state.refused[payload.kind] = payload.message
      if (payload.kind === 'host') state.pending.host = null
      if (payload.kind === 'connect') state.pending.connect = null
    },
  },
})

export const { hostingRequested, hostingChanged, browseRequested, gamesFound, connectRequested, linkChanged, linkLeft, linkNoticeDismissed, lanRequestRefused } = lanSlice.actions

/** The other host this app plays at as a guest now, or null when it plays at its own. */
export function remoteHost(s: Pick<LanState, 'link'>): { hostName: string; address: string } | null {
  return s.link?.state === 'open' ? { hostName: s.link.hostName, address: s.link.address } : null
}

/** The ending of the last link, while the player has not dismissed it: why it closed or was refused. */
export function linkNotice(s: Pick<LanState, 'link' | 'linkNoticeDismissed'>): { address: string; message: string; refused: boolean } | null {
  const l = s.link
  if (s.linkNoticeDismissed || !l || (l.state !== 'closed' && l.state !== 'refused')) return null
  return { address: l.address, message: l.message, refused: l.state === 'refused' }
}
