/**
 * The names the hex table's panels give seats and planes: the seat on screen is "you"; a guest's seat is its
 * player's chosen name; any other seat is its plane's name (hex-event-words.ts hexSeatName), never the seat's id.
 */
import type { SeatInfo } from '../../../../../shared/protocol/messages'
import type { HexView, SeatId } from '../../../../../shared/rulesets/hex/types'
import { hexPlaneName, hexSeatName, type HexNames } from './hex-event-words'

/** The players' names the screen knows (guests who chose one), for the event log and the panels. */
export function hexNames(seats: readonly SeatInfo[]): HexNames {
  const out: Record<string, string> = {}
  for (const s of seats) if (s.kind === 'guest' && s.player) out[s.id] = s.player
  return { seats: out }
}

/** A seat as the panels name it: "You" for the seat on screen. */
export function seatLabel(view: HexView, seat: SeatId, me: SeatId | null, names?: HexNames): string {
  if (seat === me) return 'You'
  return hexSeatName(view, seat, names)
}

/** Who plays a seat, when it is not a person at this screen: a bot, a guest, or no one yet. */
export function seatKindWords(seats: readonly SeatInfo[], seat: SeatId): string | null {
  const s = seats.find((x) => x.id === seat)
  if (!s) return null
  if (s.kind.startsWith('bot')) return 'bot'
  if (s.kind === 'guest') return s.taken ? 'guest' : 'empty seat'
  return null
}

export { hexPlaneName }
