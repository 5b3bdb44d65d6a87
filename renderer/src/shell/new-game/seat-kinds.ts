/**
 * Who sits where by default in a new game: a solo game against the bots. The player takes the first Allied seat
 * (or, with no Allies on the table, the first seat of the second side); bots take the rest. In a scenario of attackers
 * and pieces the player flies for the side that has aircraft (003's solo scenarios: "German (Human) Player" against
 * the "Allied (Virtual) Player" of trenches and guns); when several seats fly that side's planes, each is a player's
 * (Look Up!'s two-player variant).
 */
import type { GameSetup } from '../../../../shared/engine/types'
import type { SeatKind } from '../../../../shared/protocol/messages'

export function defaultSeatKinds(setup: Pick<GameSetup, 'seats' | 'teams'> & Partial<Pick<GameSetup, 'planes'>>): SeatKind[] {
  const seats = setup.seats
  if (seats.length <= 1) return seats.map(() => 'human')
  const flies = (seat: string) => !setup.planes || setup.planes.some((p) => p.seat === seat && p.kind === undefined)
  const pilots = seats.filter((s) => flies(s.id))
  if (pilots.length === 1) return seats.map((s) => (s === pilots[0] ? 'human' : 'bot:heuristic'))
  // the pilots all of one side against pieces alone (003 Look Up!'s variant: "two players on the same side, with one
  // plane each"): a player to each plane, the bot keeps the pieces
  if (setup.planes && pilots.length > 1 && pilots.every((s) => s.team === pilots[0].team) && pilots.length < seats.length) return seats.map((s) => (pilots.includes(s) ? 'human' : 'bot:heuristic'))
  const side = (team: string) => setup.teams.find((t) => t.id === team)?.side
  let human = seats.findIndex((s) => side(s.team) === 'allied')
  if (human < 0 || seats.every((s) => side(s.team) === 'allied')) human = seats.findIndex((s) => s.team !== seats[0].team)
  if (human < 0) human = seats.length - 1
  return seats.map((_, i) => (i === human ? 'human' : 'bot:heuristic'))
}
