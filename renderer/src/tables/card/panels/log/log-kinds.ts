/**
 * The combat log's filters (issue 26): every line belongs to one kind, and the player shows or hides each kind with
 * a chip. Shots (fire, jams, rockets, bombs, the guns on the ground and the folded "no shots" line), damage (cards
 * taken, wounds, planes downed), intents (what a bot's pilot says it meant to do), moves (the cards flown, climbs and
 * dives, bumps) and the rest (the game's own turns: floors, entries, photographs, the end).
 */
import type { GameEvent } from '../../../../../../shared/engine/types'

export type LogKind = 'shots' | 'damage' | 'intents' | 'moves' | 'other'

export const LOG_KINDS: readonly { kind: LogKind; label: string; title: string }[] = [
  { kind: 'shots', label: 'Shots', title: 'who fired at whom, jams, and why no one had a shot' },
  { kind: 'damage', label: 'Damage', title: 'damage cards taken, wounds, planes shot down' },
  { kind: 'intents', label: 'Intents', title: "what the bots' pilots say they meant to do" },
  { kind: 'moves', label: 'Moves', title: 'the manoeuvre each plane flew, climbs, dives and bumps' },
  { kind: 'other', label: 'Other', title: 'everything else: entries, the floor, photographs, the end of the game' },
]

/** What a new player sees: everything but each plane's card, which the table itself shows as it flies. */
export const DEFAULT_SHOWN: Record<LogKind, boolean> = { shots: true, damage: true, intents: true, moves: false, other: true }

const KIND: Partial<Record<GameEvent['type'], LogKind>> = {
  fired: 'shots',
  'held-fire': 'shots',
  'fire-lost': 'shots',
  jammed: 'shots',
  unjammed: 'shots',
  'jam-roll': 'shots',
  'gun-jammed': 'shots',
  'gun-cleared': 'shots',
  'out-of-ammunition': 'shots',
  'infantry-fire': 'shots',
  'archie-burst': 'shots',
  'archie-placed': 'shots',
  'archie-retired': 'shots',
  'rockets-fired': 'shots',
  'rockets-hit': 'shots',
  'rockets-missed': 'shots',
  'bombs-dropped': 'shots',
  'bombs-hit': 'shots',
  'bombs-held': 'shots',
  'lined-up': 'shots',
  'line-up-lapsed': 'shots',
  'damage-taken': 'damage',
  'damage-cards': 'damage',
  'special-damage': 'damage',
  'aim-bonus': 'damage',
  halved: 'damage',
  'shot-down': 'damage',
  exploded: 'damage',
  'out-of-control': 'damage',
  crashed: 'damage',
  collided: 'damage',
  smoke: 'damage',
  flame: 'damage',
  silenced: 'damage',
  'balloon-burning': 'damage',
  'balloon-exploded': 'damage',
  'burning-drachens': 'damage',
  'burning-exit-draw': 'damage',
  'observers-lost': 'damage',
  barrage: 'damage',
  intent: 'intents',
  moved: 'moves',
  bumped: 'moves',
  altitude: 'moves',
  'balloon-descends': 'moves',
}

export function kindOf(type: GameEvent['type']): LogKind {
  return KIND[type] ?? 'other'
}
