/**
 * Aircraft Stability (001 lines 11-14), the option `stability`.
 *
 * "Stability "A" & "B" aircraft cannot perform a left turn one turn, and a right turn on the following turn (or
 * vice versa). These aircraft MUST perform straight maneuvers between direction changes." (the text's "light turn"
 * is a misprint of right.)
 *
 * 002's aircraft have no stability class: Overdive gives the two-seaters, built steady for observation, A (the
 * Albatros C-V) and B (the Bristol F2b), and the fighters C (the Fokker D-VII) and D (the Camel, famously twitchy),
 * which the rule leaves free. A move turns left or right by its facing changes (free ones and cards); an A or B
 * plane may not turn the other way from its last move, nor both ways in one move (the straight must come between).
 */
import type { HexRuleModule } from '../hooks'
import type { HexPlane } from '../types'
import { direction } from './move-kind'
import { trackOf } from './track'

export const STABILITY: Record<string, 'A' | 'B' | 'C' | 'D'> = {
  'albatros-c-v': 'A',
  'bristol-f2b': 'B',
  'fokker-d-vii': 'C',
  'sopwith-camel': 'D',
}

export function isStable(plane: HexPlane): boolean {
  const s = STABILITY[plane.aircraft.id]
  return s === 'A' || s === 'B'
}

export const stability: HexRuleModule = {
  id: 'stability',
  source: '001 lines 11-14 (Aircraft Stability)',
  moveAllowed(_ctx, plane, step) {
    if (!step.facing || !isStable(plane)) return null
    const way = step.facing > 0 ? 'left' : 'right'
    const other = way === 'left' ? 'right' : 'left'
    const t = trackOf(plane)
    const now = direction(t.now)
    const prev = t.prev ? direction(t.prev) : null
    const cls = STABILITY[plane.aircraft.id]
    if (now === other || now === 'both')
      return `a stability ${cls} aircraft cannot turn ${way} in the move it turned ${other}: it must fly straight between (001 lines 11-14)`
    if (prev === other || prev === 'both')
      return `a stability ${cls} aircraft cannot turn ${way} the move after a ${other} turn: it must fly straight between (001 lines 11-14)`
    return null
  },
}
