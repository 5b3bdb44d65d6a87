/**
 * Which abilities serve a gun as it fires (003 lines 949-953): "'When the ace fires' mean that the ability is applied
 * only if that specific airman (pilot or observer) is firing. If the observer is incapacitated, his individual
 * abilities cannot be applied any more for the rest of that game. His aircraft abilities are instead applied to all
 * the weapons of the plane and are kept in use for the rest of the game even if the observer is incapacitated."
 *
 * The pilot fires the front guns, the observer the rear ones; an observer is incapacitated once wounded (003 Observer
 * Wounded, or a wound of 000's tiers), as the bomb run has it (bombing/photo.ts).
 */
import type { AceSkill } from '../../../content/types'
import { firingSkills } from '../../compiled-plane'
import type { GunArc } from '../../state-types'
import { observerOut } from '../bombing/photo'
import type { HookContext } from '../hooks'

/** Whether plane i's airman at the guns of `arc` has `skill` in force now (individual or aircraft ability). */
export function firesWith(ctx: Pick<HookContext, 'rules' | 'state'>, i: number, arc: GunArc, skill: AceSkill): boolean {
  return firingSkills(ctx.rules.planes[i], arc, observerOut(ctx.state.planes[i])).includes(skill)
}
