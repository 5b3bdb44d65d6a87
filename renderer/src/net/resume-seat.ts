/**
 * Where this tab sits, remembered for the tab (sessionStorage) so that a reload, or a connection that comes back,
 * returns it to its seats: the host's screen to its human seats, a guest to its seat (with the token it keeps in
 * seat-tokens.ts). Nothing secret is kept here: only which game and which seats.
 *
 * When the game is not on the host any more (the host restarted), the host may be running it again already (its
 * screen resumed the autosave): the game is then known by its title, scenario and seats, if exactly one running
 * game fits. Otherwise the game is gone, and the player is told so plainly.
 */
import type { SaveListing, SessionSummary } from '../../../shared/protocol/messages'

export interface SeatMemory {
  session: string
  /** the host's own screen, or a guest */
  role: 'screen' | 'guest'
  /** the seats this tab sits at */
  seats: string[]
  /** the seat on screen (a hotseat screen comes back behind the hand-off screen, for this seat) */
  active: string | null
  title: string
  scenario: string
  /** the game's seat ids, in order: with the title and scenario, they tell the game when its session id changed */
  seatIds: string[]
  turn: number
  over: boolean
}

const KEY = 'overdive.seat-memory'

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 200
const isTexts = (x: unknown): x is string[] => Array.isArray(x) && x.length <= 64 && x.every(isText)

/** What this tab remembers of its seats; a damaged or foreign entry is forgotten and reads as nothing. */
export function rememberedSeat(): SeatMemory | null {
  const s = storage()
  let raw: unknown
  try {
    raw = JSON.parse(s?.getItem(KEY) ?? 'null')
  } catch {
    raw = null
  }
  const m = raw as Partial<SeatMemory> | null
  const ok =
    m !== null &&
    typeof m === 'object' &&
    isText(m.session) &&
    (m.role === 'screen' || m.role === 'guest') &&
    isTexts(m.seats) &&
    m.seats.length > 0 &&
    (m.active === null || (isText(m.active) && m.seats.includes(m.active))) &&
    typeof m.title === 'string' &&
    typeof m.scenario === 'string' &&
    isTexts(m.seatIds) &&
    typeof m.turn === 'number' &&
    typeof m.over === 'boolean'
  if (!ok) {
    if (raw !== null) forgetSeat()
    return null
  }
  return m as SeatMemory
}

export function rememberSeat(m: SeatMemory): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(m))
  } catch {
    /* storage full or switched off: a reload then starts at the menu */
  }
}

export function forgetSeat(): void {
  try {
    storage()?.removeItem(KEY)
  } catch {
    /* nothing kept */
  }
}

/**
 * Where the remembered game runs among the host's games: under its own session, under a new one (the host resumed
 * it: the only running game with its title, scenario and seats, not behind it), or nowhere (null).
 */
export function findGame(m: SeatMemory, sessions: SessionSummary[]): { session: string; resumed: boolean } | null {
  const same = sessions.find((s) => s.session === m.session)
  if (same) return { session: same.session, resumed: false }
  const fits = sessions.filter(
    (s) =>
      !s.over &&
      s.phase === 'playing' &&
      s.title === m.title &&
      s.scenario === m.scenario &&
      s.turn >= m.turn &&
      s.seats.length === m.seatIds.length &&
      s.seats.every((x, i) => x.id === m.seatIds[i]) &&
      // the screen's seats are still the screen's, a guest's still a guest's
      m.seats.every((seat) => {
        const kind = s.seats.find((x) => x.id === seat)?.kind
        return m.role === 'screen' ? kind === 'human' : kind === 'guest'
      }),
  )
  return fits.length === 1 ? { session: fits[0].session, resumed: true } : null
}

/** What the player is told when the game is gone: plainly, and what they can do about it. */
export function lostGameText(m: Pick<SeatMemory, 'title' | 'role' | 'turn'>, resumable: SaveListing[]): string {
  const name = m.title || 'the game'
  const offered = resumable.find((r) => r.title === m.title)
  const what = `The host restarted and ${name} is no longer running there.`
  if (m.role === 'guest') return `${what} If the host resumes it, join it again from "Join or watch a game".`
  return offered ? `${what} Its autosave is offered below: resume it to carry on from turn ${offered.turn ?? m.turn}.` : `${what} Open "Saves and replays" to carry on from a save.`
}
