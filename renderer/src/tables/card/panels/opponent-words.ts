/**
 * Who this seat plays against, for the bar: the bots across the table, named as New game names their level ("the
 * Ace bot"), so that a newcomer who did not set the game up, or a stream's audience, knows what they face. Only the
 * other teams' seats count; a seat a bot stands in for (its guest dropped) is named as the stand-in it is. People
 * are not listed: at one screen they sit beside the player, and a guest's name is in the lobby.
 */
import type { SeatInfo } from '../../../../../shared/protocol/messages'
import { botName, isBotKind } from '../../../../../shared/protocol/seat-kinds'

/** "against the Ace bot", "against the Ace bot and a stand-in bot", or null when no bot sits across the table. */
export function opponentWords(seats: readonly SeatInfo[], mine: SeatInfo['id'] | null): string | null {
  const me = seats.find((s) => s.id === mine)
  if (!me) return null
  const names: string[] = []
  for (const s of seats) {
    if (s.team === me.team) continue
    const name = isBotKind(s.kind) ? `the ${botName(s.kind)}` : s.standIn ? 'a stand-in bot' : null
    if (name && !names.includes(name)) names.push(name)
  }
  if (!names.length) return null
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return `against ${list}`
}
