/**
 * The narration of the table: one line for each event worth telling, from the events this seat may see.
 */
import type { GameEvent } from '../../../shared/engine/types'

export interface Narrator {
  /** a plane's name */
  name(plane: string): string
  /** the plane belongs to the seat on screen (its damage values come in their own event) */
  mine(plane: string): boolean
}

export function describeEvent(e: GameEvent, n: Narrator): string | null {
  switch (e.type) {
    case 'turn-started':
      return `— Turn ${e.turn} —`
    case 'fired':
      return `${n.name(e.plane)} fires ${e.arc === 'rear' ? 'its rear guns ' : ''}at ${n.name(e.target)} (${e.cards === 2 ? 'short range, 2 cards' : 'long range, 1 card'})`
    case 'damage-taken':
      if (n.mine(e.plane)) return null
      return e.cause === 'stress' ? `${n.name(e.plane)} takes a stress damage card` : `${n.name(e.plane)} takes ${e.cards} damage card${e.cards === 1 ? '' : 's'}`
    case 'damage-cards':
      return `${n.name(e.plane)} takes ${e.points} damage (${e.total} in all)`
    case 'jammed':
      return `${n.name(e.plane)}'s ${e.arc} guns jam`
    case 'unjammed':
      return `${n.name(e.plane)}'s ${e.arc} guns are clear again`
    case 'shot-down':
      return `${n.name(e.plane)} is shot down`
    case 'exploded':
      return `${n.name(e.plane)} explodes`
    case 'exited':
      return `${n.name(e.plane)} leaves the table`
    case 'out-of-control':
      return `${n.name(e.plane)} goes out of control`
    case 'illegal-manoeuvre':
      return `${n.name(e.plane)}: illegal manoeuvre (${e.reason}): ${e.outcome === 'out-of-control' ? 'out of control' : 'flies a straight instead'}`
    case 'bumped':
      return e.order > 1 ? `${n.name(e.plane)} gives way to avoid a collision` : null
    case 'game-over':
      return 'The game is over'
    default:
      return null
  }
}
