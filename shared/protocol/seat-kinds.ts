/**
 * Who can sit at a seat, listed once: the protocol, the saves, the host, the new-game screen and the bots all
 * take their seat kinds from here.
 */
import { z } from 'zod'

/** In the order New game offers them: the people, then the bots from the weakest to the strongest (docs/ai.md). */
export const SEAT_KINDS = ['human', 'guest', 'bot:random', 'bot:heuristic', 'bot:recruit', 'bot:veteran', 'bot:ace'] as const
/**
 * Kinds only some rulesets seat (issue 29): the hex game's search bot. New game offers SEAT_KINDS, the card game's;
 * the host refuses these for a card game, and seats one for a ruleset whose bots have it (electron/host/ruleset-games.ts).
 */
export const RULESET_SEAT_KINDS = ['bot:search'] as const
export type SeatKind = (typeof SEAT_KINDS)[number] | (typeof RULESET_SEAT_KINDS)[number]
export const seatKindSchema = z.enum([...SEAT_KINDS, ...RULESET_SEAT_KINDS])

/** Whether the card game seats this kind (every kind New game offers). */
export function isCardSeatKind(kind: SeatKind): boolean {
  return (SEAT_KINDS as readonly SeatKind[]).includes(kind)
}

/** A seat a bot plays. */
export type BotSeatKind = Extract<SeatKind, `bot:${string}`>

export interface SeatKindInfo {
  kind: SeatKind
  /** as the new-game screen names it: a bot with its strength ("Ace – hardest", issue 26) */
  label: string
  /** how a bot plays, in a line for its tooltip */
  about?: string
  /** who plays it: a person at the host's own screen, a person who joins from elsewhere, or a bot */
  player: 'screen' | 'guest' | 'bot'
  /** the bot's name in shared/bots (BOTS), for bot seats */
  bot?: string
}

export const SEAT_KIND_INFO: Record<SeatKind, SeatKindInfo> = {
  human: { kind: 'human', label: 'Human (this screen)', player: 'screen' },
  guest: { kind: 'guest', label: 'Human (LAN guest)', player: 'guest' },
  // the bots from the weakest to the strongest, as measured in the arena (docs/ai.md, "Bot levels"): the ace beats the
  // veteran, the veteran the recruit, the recruit the quick bot, which beats the random one
  'bot:random': { kind: 'bot:random', label: 'Random bot – weakest', player: 'bot', bot: 'random', about: 'plays any card it may, at random: for trying the controls' },
  'bot:heuristic': { kind: 'bot:heuristic', label: 'Quick bot – easy', player: 'bot', bot: 'heuristic', about: 'looks one turn ahead for shots and safety; answers at once' },
  // the search bot's levels (shared/bots/search, docs/ai.md)
  'bot:recruit': { kind: 'bot:recruit', label: 'Recruit – medium', player: 'bot', bot: 'recruit', about: 'plays a few candidate turns through the real rules; careless now and then' },
  'bot:veteran': { kind: 'bot:veteran', label: 'Veteran – hard', player: 'bot', bot: 'veteran', about: 'plays more candidate turns and reads how the other pilots fly' },
  'bot:ace': { kind: 'bot:ace', label: 'Ace – hardest', player: 'bot', bot: 'ace', about: 'the deepest search, up to a second a plane to think' },
  // the hex game's strongest bot (shared/rulesets/hex/bots, docs/ai.md "Hex bots"); not a card game's seat
  'bot:search': { kind: 'bot:search', label: 'Search bot – hex game', player: 'bot', bot: 'search', about: 'plays candidate turns of the hex game through its rules and keeps the best' },
}

/** A bot kind as a player calls it: New game's label without its strength, "bot" added where it lacks it ("Ace bot"). */
export function botName(kind: SeatKind): string {
  const label = SEAT_KIND_INFO[kind].label.split(' – ')[0]
  return /\bbot$/i.test(label) ? label : `${label} bot`
}

export function isBotKind(kind: SeatKind): kind is BotSeatKind {
  return SEAT_KIND_INFO[kind].player === 'bot'
}

/** A person plays this seat (at the host's screen or as a guest). */
export function isHumanKind(kind: SeatKind): boolean {
  return SEAT_KIND_INFO[kind].player !== 'bot'
}
