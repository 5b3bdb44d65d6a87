/**
 * This page as a stream source (`?watch=…&stream=1`): its parameters, read once, and the watcher wired to the
 * app's client and store.
 */
import type { AppStore, RootState } from '../store'
import type { HostClient } from './client'
import { streamParams, watchStream, type StreamParams } from './stream-watch'

/** The stream parameters of this page's address, or null for the app itself. */
export const STREAM: StreamParams | null = typeof location === 'undefined' ? null : streamParams(location.search)

/**
 * The game on the stream's table and whether it is over, whatever its ruleset: a hex game (issue 30) is over when
 * it waits for nobody, or when the host's list of games says so.
 */
export function shownGame(state: RootState): { session: string | null; over: boolean } {
  const r = state.rulesetGame
  if (r) {
    const listed = state.lobby.sessions.find((x) => x.session === r.session)
    return { session: r.session, over: (r.view !== null && r.waitingFor.length === 0) || listed?.over === true }
  }
  const g = state.game
  return { session: g.session, over: g.view?.step === 'over' }
}

/** Follow the games of the host as a spectator, as the stream's parameters say. */
export function startStream(store: AppStore, client: HostClient, params: StreamParams): () => void {
  // its joins say it is an overlay: the lobby does not list it among the people (docs/streaming.md)
  client.overlay = true
  return watchStream(params, {
    sessions: () => store.getState().lobby.sessions,
    shown: () => shownGame(store.getState()),
    listSessions: () => client.listSessions(),
    onSessions: (listener) => {
      let seen = store.getState().lobby.sessions
      return store.subscribe(() => {
        const now = store.getState().lobby.sessions
        if (now === seen) return
        seen = now
        listener()
      })
    },
    watchGame: (session) => client.joinGame(session, null),
    leaveGame: () => client.leave(),
  })
}
