/**
 * The hand-off screen of a hex hotseat game (issue 30): the card game's screen (tables/common/HandOff.tsx: it covers
 * the whole table until the next player confirms, by button or by Enter) with the hex game's words: the next
 * player's side on its badge, the player named as the table names them (by their plane), the round and what they are about to do, and that their hand will be shown.
 */
import type { HexView } from '../../../../shared/rulesets/hex/types'
import { useAppSelector } from '../../store'
import { HandOff } from '../common/HandOff'
import { teamColour } from '../common/team-colours'
import { hexHandOffText, hexHandOffWhen } from './hex-handoff-words'
import { hexSeatName, hexSideName } from './panels/hex-event-words'
import { hexNames } from './panels/hex-names'

/** the card table's colour of each hex side (its palette names the card game's sides) */
const PALETTE_SIDE: Record<string, string> = { allies: 'allied', germans: 'central' }

export function HexHandOff() {
  const handOff = useAppSelector((s) => s.ui.handOff)
  const game = useAppSelector((s) => s.rulesetGame)
  if (!handOff || !game) return null
  const view = game.view as HexView | null
  const side = view?.planes.find((p) => p.seat === handOff.seat)?.side ?? game.seats.find((s) => s.id === handOff.seat)?.team
  const badge = side ? hexSideName(side).replace(/^the /, '') : 'Next player'
  // the player as the table names them: a guest by their name, anyone else by their plane
  const name = view ? hexSeatName(view, handOff.seat, hexNames(game.seats)) : handOff.name
  return <HandOff words={{ name, badge, colour: teamColour(side ? (PALETTE_SIDE[side] ?? side) : undefined), when: hexHandOffWhen(view, handOff.seat), text: hexHandOffText(name) }} />
}
