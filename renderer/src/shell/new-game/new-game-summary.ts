/**
 * New game's summary, in the action row beside Start (which stays in sight while the form scrolls): the game that
 * Start will create in one line, so that a newcomer who scrolled past the seats, or changed a rule far down the
 * form, sees what they are starting. "Duel over the Trenches · German: Quick bot · Allied: you · Basic rules".
 */
import type { SeatKind } from '../../../../shared/protocol/messages'
import { botName, isBotKind } from '../../../../shared/protocol/seat-kinds'

/** Who sits at a seat, in a word or two: "you" when this screen has the only person's seat. */
function sitter(kind: SeatKind, people: number): string {
  if (isBotKind(kind)) return botName(kind)
  if (kind === 'guest') return 'a LAN guest'
  return people === 1 ? 'you' : 'at this screen'
}

/** The sides and the seats of a game to be created: a card game's setup, or a hex scenario's planes by side. */
export interface SidesAndSeats {
  teams: readonly { id: string; name: string }[]
  seats: readonly { team: string }[]
}

/**
 * `kinds`: each seat's kind, in the seats' order; `rules`: the rules as the form names them (the card game's ruleset,
 * with the count of rules ticked for Custom; the hex game's options).
 */
export function newGameSummary(title: string, setup: SidesAndSeats, kinds: readonly SeatKind[], rules: string): string {
  const people = kinds.filter((k) => k === 'human').length
  const sides = setup.teams.map((t) => {
    const here = setup.seats.flatMap((s, i) => (s.team === t.id ? [sitter(kinds[i] ?? 'human', people)] : []))
    return here.length ? `${t.name}: ${here.join(', ')}` : null
  })
  return [title, ...sides.filter((s): s is string => s !== null), rules].join(' · ')
}
