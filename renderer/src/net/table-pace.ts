/**
 * In a game whose every seat is a bot, this table tells the host how far it has shown the game (`shown`, the seq of
 * the view it has played to the end), and the host's bots go on only then (electron/host/pace.ts). So a game of bots
 * runs at the pace the table plays it: a stream overlay finds it running, the host's list calls it over when the
 * table shows its end, and its autosave is where the table is.
 *
 * - the card table has shown a view once every event that came with it has been played (store/shown-view.ts);
 * - the hex table plays no moves: it shows each view for a beat, longer when dice were rolled (HEX_BEAT_S,
 *   HEX_ROLL_S), both shortened by the speed the player chose.
 *
 * In any other game it says nothing (the host would take no notice), and never for a replay (not the host's game).
 */
import type { RootState, AppStore } from '../store'
import { isBotKind } from '../../../shared/protocol/seat-kinds'
import type { SeatInfo } from '../../../shared/protocol/messages'
import { caughtUp } from '../store/shown-view'

/** how long the hex table shows a view before the bots go on, seconds at speed 1 */
export const HEX_BEAT_S = 1.2
/** the same for a view whose events rolled dice: time to read them */
export const HEX_ROLL_S = 2.5

export interface PaceSender {
  shown(session: string, seq: number): void
}

const allBots = (seats: readonly SeatInfo[]) => seats.length > 0 && seats.every((s) => isBotKind(s.kind))
const hostGame = (session: string | null): session is string => session !== null && !session.startsWith('replay:')

/** A card game of bots only whose table has played everything it was sent: the session and the seq it has shown. */
export function cardShown(state: Pick<RootState, 'game'>): { session: string; seq: number } | null {
  const g = state.game
  if (!hostGame(g.session) || !g.view || g.broken !== null || !allBots(g.seats) || !caughtUp(g)) return null
  return { session: g.session, seq: g.view.seq }
}

/**
 * A hex game of bots only: its session, the seq of its latest view, which batch of events that view came with,
 * and how long to show it (seconds at speed 1): no time for a view that came with no events.
 */
export function hexShown(state: Pick<RootState, 'rulesetGame'>): { session: string; seq: number; batch: number; beat: number } | null {
  const r = state.rulesetGame
  if (!r || !hostGame(r.session) || !allBots(r.seats) || !r.view) return null
  const seq = (r.view as { seq?: unknown }).seq
  if (typeof seq !== 'number') return null
  // a die on the table is a roll event with its number (tables/hex/scene/dice.ts)
  const rolled = r.events.some((e) => (e as { type?: unknown } | null)?.type === 'roll' && typeof (e as { roll?: unknown }).roll === 'number')
  return { session: r.session, seq, batch: r.batch, beat: r.events.length === 0 ? 0 : rolled ? HEX_ROLL_S : HEX_BEAT_S }
}

/** Keep telling the host how far this table has shown a game of bots. Returns a function that stops it. */
export function watchTablePace(store: AppStore, host: PaceSender): () => void {
  let said = ''
  let beat: { key: string; timer: ReturnType<typeof setTimeout> } | null = null
  const say = (session: string, seq: number) => {
    const key = `${session}|${seq}`
    if (key === said) return
    said = key
    host.shown(session, seq)
  }
  const changed = () => {
    const state = store.getState()
    const card = cardShown(state)
    if (card) say(card.session, card.seq)
    const hex = hexShown(state)
    const key = hex ? `${hex.session}|${hex.batch}` : ''
    if (beat && beat.key !== key) {
      clearTimeout(beat.timer)
      beat = null
    }
    if (!hex || beat) return
    const speed = Math.max(0.1, state.ui.speed || 1)
    beat = { key, timer: setTimeout(() => say(hex.session, hex.seq), (hex.beat * 1000) / speed) }
  }
  const unsubscribe = store.subscribe(changed)
  changed()
  return () => {
    unsubscribe()
    if (beat) clearTimeout(beat.timer)
  }
}
