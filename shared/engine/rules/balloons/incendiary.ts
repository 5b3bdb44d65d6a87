/**
 * Incendiary Bullets (003 lines 635-647).
 *
 * "put an 'incendiary bullets' counter on their control boards. The incendiary bullets counter is never discarded
 * ... When a shot from an aircraft carrying incendiary bullets inflicts smoke special damage on an enemy plane, the
 * damage should be treated as fire instead. When incendiary bullets cause engine damage, the target plane also takes
 * a smoke damage result, with the usual effects."
 *
 * "A balloon that takes a smoke, rudder jammed, or engine damage special damage result from an aircraft with
 * incendiary bullets treats it as fire instead."
 *
 * The counter is the setup's `incendiary` on the firing plane. On planes the bullets change what Special Damage
 * (special-damage.ts) plays; on balloons what sets them on fire (fire.ts).
 */
import type { DamageSpecial } from '../../../content/types'
import type { HookContext } from '../hooks'
import { incendiaryAbility } from '../aces/incendiary-bullets'

/** Whether plane i carries incendiary bullets: the equipment, or an airman's ability (aces/incendiary-bullets.ts). */
export function incendiary(ctx: HookContext, i: number): boolean {
  return ctx.state.setup.planes[i]?.incendiary === true || (ctx.rules.planes[i] !== undefined && incendiaryAbility(ctx.rules.planes[i]))
}

/** The special damage results a card gives an enemy plane when it comes from incendiary bullets. */
export function incendiaryOnPlane(special: readonly DamageSpecial[]): readonly DamageSpecial[] {
  if (!special.includes('smoke') && !special.includes('engine')) return special
  const out: DamageSpecial[] = []
  for (const s of special) {
    if (s === 'smoke') out.push('fire')
    else if (s === 'engine') out.push('engine', 'smoke')
    else out.push(s)
  }
  return out
}

/** The results a balloon treats as fire: from incendiary bullets, smoke, rudder jammed and engine damage too. */
export function firesOnBalloon(special: readonly DamageSpecial[], incendiaryBullets: boolean): number {
  let n = 0
  for (const s of special) {
    if (s === 'fire') n++
    else if (incendiaryBullets && (s === 'smoke' || s === 'rudder-left' || s === 'rudder-right' || s === 'engine')) n++
  }
  return n
}
