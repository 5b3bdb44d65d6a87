/**
 * What a shooter's guns are set to fire at in the fire panel: the player's own choice for an arc, or, while the
 * player has not touched that arc, the arc's only target. An arc with exactly one legal target (in the arc, in
 * reach, not blocked: the engine's fire options) starts with that target chosen; an arc with several starts on
 * "Hold fire", since the player must pick one (003 line 92), and so does a silenced arc. The player still confirms,
 * and holding fire stays one click or key (H) away (003 line 85: firing is not mandatory): this is the panel's
 * default, not a rule.
 *
 * A two-seater fires its two arcs at two different targets (003 Two-Seaters): when both arcs' only target is the
 * same plane, only the front guns start on it.
 */
import type { FireOption, GunArc } from '../../../../../shared/engine/types'

export type FireDraft = Partial<Record<GunArc, string | null>>

const ARCS: GunArc[] = ['front', 'rear']

/** The targets the shooter's arcs start on before the player chooses: each arc's only target, if it has one. */
export function preselectedTargets(options: readonly Pick<FireOption, 'arc' | 'target'>[], silent: Partial<Record<GunArc, unknown>> = {}): FireDraft {
  return Object.fromEntries(Object.entries(fireChoice(options, {}, silent)).filter(([, t]) => t)) as FireDraft
}

/**
 * The orders the panel shows and sends: the player's choices (a target, or null to hold), and for the arcs the
 * player has not touched their only target, unless the other arc fires at it. A choice for a target no longer
 * offered holds fire, and silenced arcs never fire.
 */
export function fireChoice(options: readonly Pick<FireOption, 'arc' | 'target'>[], draft: FireDraft | undefined, silent: Partial<Record<GunArc, unknown>> = {}): FireDraft {
  const own = draft ?? {}
  const out: FireDraft = {}
  for (const arc of ARCS) {
    if (silent[arc] || !(arc in own)) continue
    const t = own[arc]
    out[arc] = t && options.some((o) => o.arc === arc && o.target === t) ? t : null
  }
  for (const arc of ARCS) {
    if (silent[arc] || arc in own) continue
    const offered = options.filter((o) => o.arc === arc)
    const other = out[arc === 'front' ? 'rear' : 'front']
    if (offered.length === 1 && offered[0].target !== other) out[arc] = offered[0].target
  }
  return out
}
