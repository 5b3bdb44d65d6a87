/**
 * This page as a stream source (`?watch=…&stream=1`): its parameters, read once, and the watcher wired to the
 * app's client and store.
 */
import type { AppStore } from '../store'
import type { HostClient } from './client'
import { streamParams, watchStream, type StreamParams } from './stream-watch'

/** The stream parameters of this page's address, or null for the app itself. */
export const STREAM: StreamParams | null = typeof location === 'undefined' ? null : streamParams(location.search)

/** Follow the games of the host as a spectator, as the stream's parameters say. */
export function startStream(store: AppStore, client: HostClient, params: StreamParams): () => void {
  // its joins say it is an overlay: the lobby does not list it among the people (docs/streaming.md)
  client.overlay = true
  return watchStream(params, {
    sessions: () => store.getState().lobby.sessions,
    shown: () => {
      const g = store.getState().game
      return { session: g.session, over: g.view?.step === 'over' }
    },
    listSessions: () => client.listSessions(),
    watchGame: (session) => client.joinGame(session, null),
    leaveGame: () => client.leave(),
  })
}
