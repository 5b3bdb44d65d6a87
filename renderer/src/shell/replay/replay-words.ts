/**
 * Where a replay stands, in words (issue 26): "Start", "Turn 3 · phase 2 · card 1 of 2: Sopwith Camel" while a
 * phase's cards are stepped, "Turn 3 · phase 2 · fire" (or "· no shots") at the end of a phase, "Game over (turn 5,
 * phase 1)" at the end.
 */
import type { FrameSteps } from '../../store/replay-slice'

export function positionWords(steps: readonly FrameSteps[], index: number, card: number, fallback = ''): string {
  const here = steps[index]
  if (!here) return fallback
  if (card > 0) {
    const next = steps[index + 1]
    if (!next) return fallback
    return `Turn ${next.turn} · phase ${next.phase} · card ${card} of ${here.next.length}: ${here.next[card - 1] ?? '?'}`
  }
  if (index === 0) return 'Start'
  if (here.over) return `Game over (turn ${here.turn}, phase ${here.phase})`
  return `Turn ${here.turn} · phase ${here.phase} · ${here.fire ? 'fire' : 'no shots'}`
}
