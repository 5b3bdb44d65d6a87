/**
 * 003 Technical eye (lines 985-989) at the table: for each of the seat's planes whose ace holds it, whether it may
 * look now, at which planes (within a ruler of its stand, friend or foe), and what it saw last. Read from the seat's
 * own view only: another seat's view, a spectator's and a hotseat table shown to all hold no looked cards
 * (view.ts publicEffects), so nothing here can show them.
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import { hasSkill } from '../../../../../shared/engine/compiled'
import { lookDistance, lookSpentUntil, lookTargets } from '../../../../../shared/engine/rules/aces/technical-eye'
import type { PlaneEffects } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'

export interface EyeTarget {
  id: string
  /** from the ace's central dot to the nearest point of its base, cm */
  cm: number
  friend: boolean
}

export interface EyeRow {
  plane: string
  /** 'ready': it may look now; 'spent': its blank counter is on the plane until `again` */
  state: 'ready' | 'spent' | 'waiting'
  again: number | null
  targets: EyeTarget[]
  /** what its ace saw last (the seat's own secret) */
  looked: PlaneEffects['looked'] | null
}

/** The rows of the panel: one for each plane of the viewing seat whose airman has Technical eye now; none for a spectator. */
export function eyeRows(view: GameView, rules: CompiledRules): EyeRow[] {
  if (view.viewer === null || view.step === 'over') return []
  const out: EyeRow[] = []
  view.planes.forEach((p, i) => {
    if (p.seat !== view.viewer || p.status !== 'flying') return
    const fx = p.effects as Partial<PlaneEffects> | undefined
    if (!hasSkill(rules.planes[i], 'technical-eye', fx?.observerWounded === true)) return
    const again = lookSpentUntil({ turn: view.turn, planes: view.planes }, i)
    const targets = again === null ? lookTargets(rules, view, i).map((j) => ({ id: view.planes[j].id, cm: lookDistance(rules, view, i, j), friend: view.planes[j].team === p.team })) : []
    out.push({ plane: p.id, state: again !== null ? 'spent' : 'ready', again, targets, looked: fx?.looked ?? null })
  })
  return out
}

/** When the look was made, in words ("turn 3, before the moves"; "turn 3, after the moves of phase 2"). */
export function lookedWhen(looked: { turn: number; phase: number }): string {
  return looked.phase === 0 ? `turn ${looked.turn}, before the moves` : `turn ${looked.turn}, after the moves of phase ${looked.phase}`
}
