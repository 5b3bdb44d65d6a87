/**
 * The hex lessons' runner (hex-lessons.ts): whether a coach mark is done, from what the hex table shows (the
 * player's view, the picked card, the controls on screen). Pure, tested without a table (hex-runner.test.ts);
 * HexCoach.tsx reads the situation four times a second and asks.
 */
import type { HexView } from '../../../shared/rulesets/hex/types'
import type { HexMarkUntil } from './hex-lessons'

export interface HexSituation {
  view: Pick<HexView, 'round' | 'phase' | 'move' | 'planes' | 'current'>
  seat: string
  picked: boolean
  visible: (testid: string) => boolean
}

/** the player's plane is moving now */
function moving(s: HexSituation): boolean {
  const mine = s.view.planes.find((p) => p.seat === s.seat)
  return !!mine && s.view.move?.plane === mine.id
}

/**
 * Whether the mark waiting `until` is done, the mark having begun in round `began`. A mark waiting for something
 * the player does in a move (a card picked or played, a hex flown) is also done once the game has gone on to the
 * next round: a player who did it another way is never left waiting for a moment that has gone.
 */
export function hexMarkDone(until: HexMarkUntil, s: HexSituation, began: number): boolean {
  const over = s.view.phase === 'over'
  if (until.kind === 'next') return false
  if (until.kind === 'round') return over || s.view.round >= until.round
  if (over || s.view.round > began) return true
  switch (until.kind) {
    case 'shown':
      return s.visible(until.testid)
    case 'gone':
      return !s.visible(until.testid)
    case 'picked':
      return s.picked
    case 'played':
      return moving(s) && (s.view.move?.cards ?? 0) >= 1
    case 'moved':
      return moving(s) && (s.view.move?.moved ?? 0) >= 1
  }
}
