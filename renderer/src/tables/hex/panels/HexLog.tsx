/**
 * The hex game's event log, on the right: every event this screen has seen, in order, in the game's words
 * (hex-event-words.ts), newest at the bottom and kept in view as they come (unless the reader has scrolled up to
 * older ones: newest-in-view.ts); a line per round starts each round.
 * An event the screen may not tell (another seat's drawn card, on a hotseat screen) is left out.
 */
import { useMemo } from 'react'
import { useNewestInView } from '../../common/newest-in-view'
import type { HexEvent, HexView } from '../../../../../shared/rulesets/hex/types'
import { hexEventText, type HexNames } from './hex-event-words'

/** Scrolled to within this many pixels of the bottom counts as at the bottom: new lines then come into view. */
const STICK_PX = 12

/** the lines shown: the newest of a long game (the store keeps them all) */
const SHOWN = 300

export function logLines(log: readonly HexEvent[], view: HexView, names?: HexNames): { key: number; text: string; round: boolean }[] {
  const out: { key: number; text: string; round: boolean }[] = []
  const from = Math.max(0, log.length - SHOWN)
  for (let i = from; i < log.length; i++) {
    const e = log[i]
    let text: string | null
    try {
      text = hexEventText(e, view, names)
    } catch {
      text = e.words
    }
    if (text) out.push({ key: i, text, round: e.type === 'round' || e.type === 'order' })
  }
  return out
}

export function HexLog({ log, view, names }: { log: readonly HexEvent[]; view: HexView; names?: HexNames }) {
  const lines = useMemo(() => logLines(log, view, names), [log, view, names])
  // the lines themselves, not their count: a long game shows its newest SHOWN, and a new line then leaves the count
  // as it was (the log stopped following a game past 300 lines)
  const list = useNewestInView<HTMLOListElement>(lines, STICK_PX)
  return (
    <div className="hex-panel hex-log" data-hex-edge="right" data-testid="hex-log">
      <h3>What happened</h3>
      <ol ref={list.ref} onScroll={list.onScroll} aria-live="polite">
        {lines.map((l) => (
          <li key={l.key} className={l.round ? 'round' : undefined}>
            {l.text}
          </li>
        ))}
      </ol>
    </div>
  )
}
