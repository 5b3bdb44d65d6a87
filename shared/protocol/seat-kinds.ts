/**
 * Who can sit at a seat, listed once: the protocol, the saves, the host, the new-game screen and the bots all
 * take their seat kinds from here.
 */
import { z } from 'zod'

export const SEAT_KINDS = ['human', 'guest', 'bot:heuristic', 'bot:random', 'bot:recruit', 'bot:veteran', 'bot:ace'] as const
export type SeatKind = (typeof SEAT_KINDS)[number]
export const seatKindSchema = z.enum(SEAT_KINDS)

/** A seat a bot plays. */
export type BotSeatKind = Extract<SeatKind, `bot:${string}`>

export interface SeatKindInfo {
  kind: SeatKind
  /** as the new-game screen names it */
  label: string
  /** who plays it: a person at the host's own screen, a person who joins from elsewhere, or a bot */
  player: 'screen' | 'guest' | 'bot'
  /** the bot's name in shared/bots (BOTS), for bot seats */
  bot?: string
}

export const SEAT_KIND_INFO: Record<SeatKind, SeatKindInfo> = {
  human: { kind: 'human', label: 'Human (this screen)', player: 'screen' },
  guest: { kind: 'guest', label: 'Human (LAN guest)', player: 'guest' },
  'bot:heuristic': { kind: 'bot:heuristic', label: 'Bot', player: 'bot', bot: 'heuristic' },
  'bot:random': { kind: 'bot:random', label: 'Random bot', player: 'bot', bot: 'random' },
  // the search bot's levels (shared/bots/search, docs/ai.md)
  'bot:recruit': { kind: 'bot:recruit', label: 'Search bot: recruit', player: 'bot', bot: 'recruit' },
  'bot:veteran': { kind: 'bot:veteran', label: 'Search bot: veteran', player: 'bot', bot: 'veteran' },
  'bot:ace': { kind: 'bot:ace', label: 'Search bot: ace', player: 'bot', bot: 'ace' },
}

export function isBotKind(kind: SeatKind): kind is BotSeatKind {
  return SEAT_KIND_INFO[kind].player === 'bot'
}

/** A person plays this seat (at the host's screen or as a guest). */
export function isHumanKind(kind: SeatKind): boolean {
  return SEAT_KIND_INFO[kind].player !== 'bot'
}
