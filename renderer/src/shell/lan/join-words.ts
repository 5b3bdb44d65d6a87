/**
 * The words of the list of games a guest may join (JoinScreen.tsx): where a game stands, and each seat with the
 * aircraft it flies and who plays it ("Allies 2 (Bristol F2b): free").
 */
import type { SeatInfo, SessionSummary } from '../../../../shared/protocol/messages'
import { seatWords } from '../common/seat-words'

/** Who plays a seat now. */
export function seatStatus(x: SeatInfo): string {
  if (x.kind === 'human') return "the host's screen"
  if (x.kind !== 'guest') return 'bot'
  if (x.standIn) return 'a bot, until its guest is back'
  if (x.held) return 'kept for a guest who dropped'
  return x.taken ? (x.player ?? 'a guest') : 'free'
}

/** Where the game stands: still gathering its players, or being flown. */
export function phaseText(s: SessionSummary): string {
  const here = s.people > 0 ? ` · ${s.people} here` : ''
  if (s.phase === 'lobby') return `in the lobby, not started yet${here}`
  return `turn ${s.turn}${here}`
}

/**
 * The aircraft a seat flies, by name, a type flown twice said once with its count ("Sopwith Camel ×2"); nothing
 * when the seat is already named for it (a free dogfight's seat is its plane's name).
 */
export function fliesText(x: Pick<SeatInfo, 'name' | 'flies'>): string {
  const counts = new Map<string, number>()
  // as another host sent it (a link relays its list): names only, whatever else came
  const names = Array.isArray(x.flies) ? x.flies.filter((n): n is string => typeof n === 'string') : []
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  if (counts.size === 1 && counts.has(x.name)) return ''
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ')
}

/** A seat in the list: its name, the aircraft it flies and who plays it. */
export function seatLine(x: SeatInfo, ruleset?: string): string {
  const flies = fliesText(x)
  return `${seatWords(x.name, ruleset)}${flies ? ` (${flies})` : ''}: ${seatStatus(x)}`
}

/** Every seat of a game, for its row in the list. */
export function seatsLine(s: Pick<SessionSummary, 'seats' | 'ruleset'>): string {
  return s.seats.map((x) => seatLine(x, s.ruleset)).join(' · ')
}
