/**
 * A short narration of what happened on the table, from the events this seat may see.
 */
import { content } from '../content'
import { planeName } from './plane-name'
import { useAppSelector } from '../store'
import { describeEvent } from './event-text'

const LINES = 6

export function EventLog() {
  const played = useAppSelector((s) => s.game.played)
  const view = useAppSelector((s) => s.game.view)
  const seat = useAppSelector((s) => s.game.seat)
  if (!view) return null
  const plane = (id: string) => view.planes.find((p) => p.id === id)
  const narrator = {
    name: (id: string) => planeName(view.planes, id, content),
    mine: (id: string) => seat !== null && plane(id)?.seat === seat,
  }
  const lines = played.map((e) => describeEvent(e, narrator)).filter((l): l is string => !!l).slice(-LINES)
  return (
    <div className={`event-log ${lines.length === 0 ? 'empty' : ''}`} aria-live="polite" data-testid="event-log">
      {lines.map((l, i) => (
        <div key={`${played.length}-${i}`} className={i === lines.length - 1 ? 'latest' : ''}>
          {l}
        </div>
      ))}
    </div>
  )
}
