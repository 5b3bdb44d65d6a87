/**
 * Why a plane may not fire the guns of an arc although the ruler reaches a target, known to its own seat only (003
 * Special Damage: a wounded pilot or observer): asked by the fire order's check (fire-command.ts), and by a seat of
 * its own view (the bots, the fire panel). commands.ts re-exports it.
 */
import type { CompiledRules } from './rule-types'
import type { GameState, GunArc, LastManoeuvre, PlaneEffects } from './state-types'

/** What fireRefusal reads of a plane: the game's state or a seat's view of its own plane. */
export interface RefusablePlane {
  effects?: PlaneEffects | object
  last: LastManoeuvre | null
  jam: { front: number; rear: number }
  /** the cards flown so far this turn: the state's `executed`, a view's `revealed` (a wounded pilot after a climb) */
  executed?: readonly string[]
  revealed?: readonly string[]
}

/**
 * Why a plane may not fire the guns of an arc this phase although the ruler reaches a target, known to its own seat
 * only (003 Special Damage: a wounded pilot or observer). Null when it may.
 */
export function fireRefusal(rules: CompiledRules, planes: readonly RefusablePlane[], i: number, arc: GunArc): string | null {
  const mods = rules.hooks.fireRefusal
  if (mods.length === 0 || !planes[i].effects) return null
  // the rules read only the planes (their effects, last manoeuvre and jams): a seat asks this of its own view
  const state = { planes } as unknown as GameState
  for (const m of mods) {
    const why = m.fireRefusal!({ rules, state, events: null }, i, arc)
    if (why) return why
  }
  return null
}
