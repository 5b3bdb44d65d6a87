/**
 * A short narration of what happened on the table, from the events this seat may see and the table has played:
 * each phase that has something to tell starts with a marker ("Turn 2 · phase 1"), and the same line told again
 * straight after itself is counted ("front guns jam ×2") instead of repeated.
 */
import type { GameEvent } from '../../../shared/engine/types'
import { content, rulesFor } from '../content'
import { skippedFireNotes } from './fire-notes'
import { planeName } from './plane-name'
import { useAppSelector } from '../store'
import { selectShownView } from '../store/shown-view'
import { describeEvent, type Narrator } from './event-text'
import '../table-results.css'

const LINES = 7

export interface LogLine {
  kind: 'marker' | 'line'
  text: string
  /** how many times in a row it was told */
  times: number
}

/** Where a line happened: the turn, and its planning or one of its three phases. */
export function phaseMarker(turn: number, phase: number): string {
  return phase === 0 ? `Turn ${turn} · planning` : `Turn ${turn} · phase ${phase}`
}

/** The narration of played events: markers where the turn or phase changes, repeats counted. */
export function narration(events: readonly GameEvent[], narrator: Narrator, notes?: Map<number, string[]>): LogLine[] {
  const out: LogLine[] = []
  let at: string | null = null
  for (const [i, e] of events.entries()) {
    // why a plane had no shot in a phase whose fire step was skipped (fire-notes.ts), before the next phase
    for (const text of notes?.get(i - 1) ?? []) out.push({ kind: 'line', text, times: 1 })
    // the markers say when a turn starts
    if (e.type === 'turn-started') continue
    const text = describeEvent(e, narrator)
    if (!text) continue
    const where = `${e.turn}|${e.phase}`
    if (where !== at && e.type !== 'game-over') {
      out.push({ kind: 'marker', text: phaseMarker(e.turn, e.phase), times: 1 })
      at = where
    }
    const last = out[out.length - 1]
    if (last && last.kind === 'line' && last.text === text) last.times++
    else out.push({ kind: 'line', text, times: 1 })
  }
  return out
}

export function EventLog() {
  const played = useAppSelector((s) => s.game.played)
  const playedCount = useAppSelector((s) => s.game.playedCount)
  const view = useAppSelector(selectShownView)
  const seat = useAppSelector((s) => s.game.seat)
  if (!view) return null
  const plane = (id: string) => view.planes.find((p) => p.id === id)
  const narrator = {
    name: (id: string) => planeName(view.planes, id, content),
    mine: (id: string) => seat !== null && plane(id)?.seat === seat,
  }
  const lines = narration(played, narrator, skippedFireNotes(rulesFor(view.setup), view, seat, played, narrator.name)).slice(-LINES)
  // the newest line is highlighted; a marker never is
  const latest = lines.findLastIndex((l) => l.kind === 'line')
  return (
    <div className={`event-log ${lines.length === 0 ? 'empty' : ''}`} aria-live="polite" data-testid="event-log">
      {lines.map((l, i) => (
        <div key={`${playedCount}-${i}`} className={l.kind === 'marker' ? 'marker' : i === latest ? 'latest' : ''} data-testid={l.kind === 'marker' ? 'log-marker' : 'log-line'}>
          {l.text}
          {l.times > 1 && <span className="times">×{l.times}</span>}
        </div>
      ))}
    </div>
  )
}
