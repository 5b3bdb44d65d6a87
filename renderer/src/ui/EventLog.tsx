/**
 * A short narration of what happened on the table, from the events this seat may see.
 */
import type { GameEvent } from '../../../shared/engine/types'
import { content } from '../content'
import { useAppSelector } from '../store'

function describe(e: GameEvent, name: (id: string) => string): string | null {
  switch (e.type) {
    case 'fired':
      return `${name(e.plane)} fires at ${name(e.target)} (${e.cards === 2 ? 'short' : 'long'} range)`
    case 'jammed':
      return `${name(e.plane)}'s ${e.arc} guns jam`
    case 'shot-down':
      return `${name(e.plane)} is shot down`
    case 'exploded':
      return `${name(e.plane)} explodes`
    case 'exited':
      return `${name(e.plane)} leaves the table`
    case 'out-of-control':
      return `${name(e.plane)} goes out of control`
    case 'illegal-manoeuvre':
      return `${name(e.plane)}: illegal manoeuvre (${e.reason}) — ${e.outcome === 'out-of-control' ? 'out of control' : 'flies a straight instead'}`
    case 'bumped':
      return e.order > 1 ? `${name(e.plane)} gives way to avoid a collision` : null
    case 'damage-cards':
      return `${name(e.plane)} takes ${e.points} damage (${e.total} in all)`
    case 'turn-started':
      return `Turn ${e.turn}`
    default:
      return null
  }
}

export function EventLog() {
  const played = useAppSelector((s) => s.game.played)
  const view = useAppSelector((s) => s.game.view)
  if (!view) return null
  const name = (id: string) => content.aircraft[view.planes.find((p) => p.id === id)?.aircraft ?? '']?.name ?? id
  const lines = played.map((e) => describe(e, name)).filter((l): l is string => !!l).slice(-6)
  return (
    <div className="event-log" aria-live="polite" data-testid="event-log">
      {lines.map((l, i) => (
        <div key={i}>{l}</div>
      ))}
    </div>
  )
}
