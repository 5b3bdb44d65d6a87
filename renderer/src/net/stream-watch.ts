/**
 * Stream mode: a page a streaming program shows as a browser source, `/?watch=latest&stream=1` (or
 * `?watch=<game>`). It never shows a menu: it waits for a game on its host, watches it as a spectator (only what
 * the audience may know), and with `watch=latest` moves on to the next game once one has ended. `&delay=<s>`
 * shows everything that many seconds late, so that an opponent watching the stream learns nothing early.
 */
import type { SessionSummary } from '../../../shared/protocol/messages'

export interface StreamParams {
  /** the game to watch, or 'latest': the newest game running, and the next one after it ends */
  watch: string
  /** show everything this many milliseconds late (0: live) */
  delayMs: number
}

/** the longest delay a stream may ask for: ten minutes */
export const MAX_DELAY_S = 600
/** an ended game stays on the stream this long (its end screen) before the next one is shown */
export const END_SHOWN_MS = 20_000
/** how long the stream waits for the view of a game it asked to join before asking again */
export const JOIN_WAIT_MS = 5000

/** The stream parameters of a page address, or null when the page is not a stream source. */
export function streamParams(search: string): StreamParams | null {
  const p = new URLSearchParams(search)
  const watch = p.get('watch')
  if (p.get('stream') !== '1' || !watch || !/^[A-Za-z0-9_-]{1,80}$/.test(watch)) return null
  const delay = Number(p.get('delay') ?? 0)
  const seconds = Number.isFinite(delay) ? Math.min(MAX_DELAY_S, Math.max(0, Math.round(delay))) : 0
  return { watch, delayMs: seconds * 1000 }
}

/**
 * Which game the stream should show now, given the host's games (oldest first) and the one shown (null: none yet).
 * - `watch=<game>`: that game while the host has it, else none.
 * - `watch=latest`: the newest game not over. A game that ends stays on for END_SHOWN_MS (its end screen) before
 *   the stream moves on; a newer game started meanwhile takes the stream at once otherwise (a game left
 *   unfinished does not hold it); a game that vanished (the host restarted) is dropped.
 */
export function gameToWatch(watch: string, sessions: SessionSummary[], shown: { session: string; overSince: number | null } | null, now: number): string | null {
  if (watch !== 'latest') return sessions.some((s) => s.session === watch) ? watch : null
  const newest = sessions.filter((s) => !s.over).at(-1)?.session ?? null
  const at = shown ? sessions.findIndex((s) => s.session === shown.session) : -1
  if (!shown || at < 0) return newest
  if (shown.overSince !== null && now - shown.overSince < END_SHOWN_MS) return shown.session
  const newer = newest !== null && sessions.findIndex((s) => s.session === newest) > at
  return newer ? newest : shown.session
}

/** What the stream watcher needs of the app: the host's games and the game on the table, and a way to join. */
export interface StreamApp {
  sessions(): SessionSummary[]
  /** the game on the table, and whether it is over */
  shown(): { session: string | null; over: boolean }
  listSessions(): void
  /** calls `listener` whenever the host's list of games arrives; returns a function that stops it */
  onSessions(listener: () => void): () => void
  watchGame(session: string): void
  leaveGame(): void
}

/**
 * Keep the stream on the game it should show: ask the host for its games every `everyMs` (a second: a list of a
 * few hundred bytes a game), and join (as a spectator) or leave as gameToWatch says as soon as the list arrives.
 * Once it asked every three seconds and looked at the list only at the next ask, so a new game was joined three to
 * six seconds after it started, the start's dice gone from its table. Returns a function that stops it.
 */
export function watchStream(params: StreamParams, app: StreamApp, opts: { everyMs?: number; now?: () => number } = {}): () => void {
  const now = opts.now ?? (() => Date.now())
  let overSince: number | null = null
  let shownSession: string | null = null
  // the game asked to join, and when: not asked again while its view is on its way (the host answers in a moment,
  // the lists come every second), unless JOIN_WAIT_MS pass with no view
  let asked: { session: string; at: number } | null = null
  const tick = () => {
    const shown = app.shown()
    if (shown.session !== shownSession) {
      shownSession = shown.session
      overSince = null
    }
    if (shown.over && overSince === null) overSince = now()
    const target = gameToWatch(params.watch, app.sessions(), shown.session ? { session: shown.session, overSince } : null, now())
    if (target === shown.session) {
      asked = null
      return
    }
    if (target !== null && asked?.session === target && now() - asked.at < JOIN_WAIT_MS) return
    if (shown.session) app.leaveGame()
    if (target) {
      app.watchGame(target)
      asked = { session: target, at: now() }
    }
  }
  const unlisten = app.onSessions(tick)
  app.listSessions()
  const timer = setInterval(() => {
    tick()
    app.listSessions()
  }, opts.everyMs ?? 1000)
  return () => {
    clearInterval(timer)
    unlisten()
  }
}
