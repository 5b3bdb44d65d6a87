/**
 * Bailing Out (Balloons) (003 lines 787-801), where the scenario puts observers on its balloons (setup
 * balloons.observers; A Race against Time: "a balloon ... with two observers").
 *
 * "Each balloon has two observers, unless the scenario states otherwise. Put two observer counters on each balloon. At
 * the end of each round, after firing has been resolved and damage taken, the owner of a balloon can decide to bail out
 * his observers. If he does, they are considered to be safely on the ground. If altitude rules are not in use, the
 * observers cannot bail out during the last 6 turns in which a balloon is brought to the ground. If altitude rules are
 * used, they cannot bail out if the balloon is at an altitude of 1 or 0. If a balloon explodes before the observers
 * bail out, they are eliminated. If a balloon takes a crew wounded special damage card causing 3 damage points, both
 * observers are eliminated. If the crew wounded card causes a different number of damage points, only one observer is
 * eliminated."
 *
 * The order is the 'winch' command's `bail`, which never makes the game wait: given while fire orders are given it
 * takes effect at the end of that round, after its fire; given at any other time (planning, between rounds) at once,
 * as the last round is over. All the observers aboard bail out together. Their counters are the balloon's
 * effects.observers (public). A balloon shot down without exploding keeps its observers (the rule kills them only in
 * an explosion; judgement call). A crew wounded card counts whether or not Special Damage is in force (the rule names
 * it), but not on the A cards of a balloon's fire, which count only points and explosions (line 562).
 */
import type { PlaneEffects } from '../../state-types'
import type { DealtCard, HookContext } from '../hooks'
import { effectsOf } from '../hooks'
import { downAfter } from './down-after'
import { winchLands } from './winch'

type Observers = NonNullable<PlaneEffects['observers']>

/** The observers of balloon i as they are (all aboard until something happens to them); null where the scenario has none. */
export function observersNow(ctx: HookContext, i: number): Readonly<Observers> | null {
  const n = ctx.state.setup.balloons?.observers
  if (!n || ctx.rules.planes[i].kind !== 'balloon') return null
  return ctx.state.planes[i].effects?.observers ?? { aboard: n, lost: 0 }
}

/** The observers of balloon i, their counters put on it to change them; null where the scenario has none. */
function observersOf(ctx: HookContext, i: number): Observers | null {
  const now = observersNow(ctx, i)
  if (!now) return null
  const fx = effectsOf(ctx.state.planes[i])
  fx.observers ??= { ...now }
  return fx.observers
}

/** Why balloon i's observers may not bail out now, or null when they may. */
export function bailProblem(ctx: HookContext, i: number): string | null {
  const b = ctx.state.planes[i]
  const obs = observersNow(ctx, i)
  if (!obs) return `there are no observers on "${b.id}" in this game (003 Bailing Out, line 795)`
  if (b.status !== 'standing') return `balloon "${b.id}" is no longer in the air`
  if (obs.aboard === 0 || obs.bailing) return `no observers are left in the basket of "${b.id}"`
  if (ctx.rules.setup.options.altitude === true) {
    const level = b.effects?.alt?.level ?? 0
    return level <= 1 ? `the observers cannot bail out of a balloon at altitude ${level} (003 lines 798-799)` : null
  }
  const lands = winchLands(ctx, i) ?? downAfter(ctx)
  if (lands !== null && ctx.state.turn > lands - 6) return `the observers cannot bail out during the last 6 turns before the balloon is on the ground (turn ${lands}; 003 lines 797-798)`
  return null
}

/** The owner's order to bail out, once bailProblem allows it. */
export function orderBail(ctx: HookContext, i: number): void {
  const obs = observersOf(ctx, i)!
  if (ctx.state.step === 'firing') obs.bailing = true
  else bailOut(ctx, i)
}

function bailOut(ctx: HookContext, i: number): void {
  const obs = observersOf(ctx, i)!
  const { state, events } = ctx
  events?.push({ type: 'observers-bailed', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[i].id, observers: obs.aboard })
  obs.aboard = 0
  delete obs.bailing
}

function lose(ctx: HookContext, i: number, n: number): void {
  const obs = observersOf(ctx, i)!
  const lost = Math.min(n, obs.aboard)
  if (lost === 0) return
  obs.aboard -= lost
  obs.lost += lost
  if (obs.aboard === 0) delete obs.bailing
  const { state, events } = ctx
  events?.push({ type: 'observers-lost', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[i].id, observers: lost })
}

/** "If a balloon explodes before the observers bail out, they are eliminated": every exploded balloon's observers. */
export function lostInExplosions(ctx: HookContext): void {
  if (!ctx.state.setup.balloons?.observers) return
  for (let i = 0; i < ctx.state.planes.length; i++) if (ctx.state.planes[i].status === 'exploded' && observersNow(ctx, i)?.aboard) lose(ctx, i, Infinity)
}

/** At the end of each round, after its fire: the observers of an exploded balloon are lost, those ordered out bail out. */
export function afterRound(ctx: HookContext): void {
  if (!ctx.state.setup.balloons?.observers) return
  lostInExplosions(ctx)
  for (let i = 0; i < ctx.state.planes.length; i++) {
    const obs = ctx.state.planes[i].effects?.observers
    if (obs?.bailing && ctx.state.planes[i].status === 'standing') bailOut(ctx, i)
  }
}

/** A crew wounded card on a balloon: of 3 points both observers are eliminated, else one (lines 800-801). */
export function woundObservers(ctx: HookContext, dealt: DealtCard, points: number): void {
  if (!dealt.card.special.includes('wounded')) return
  if (observersNow(ctx, dealt.target)?.aboard) lose(ctx, dealt.target, points === 3 ? 2 : 1)
}

/**
 * A Race against Time (lines 1492-1493): "The German player scores 1 point for every turn he waits before bringing the
 * balloon to the ground, provided at least one observer was on the balloon at the end of each turn." At the end of
 * each turn, a balloon still up, not yet ordered down (the winch's order counts from the end of the turn it names:
 * winch.ts), with an observer aboard, has waited one more turn (effects.observers.waited, public). A turn that ends with
 * no observer aboard is not counted (judgement call: the rule's proviso read turn by turn).
 */
export function countWaiting(ctx: HookContext): void {
  const { state } = ctx
  for (let i = 0; i < state.planes.length; i++) {
    const b = state.planes[i]
    if (b.status !== 'standing') continue
    const now = observersNow(ctx, i)
    if (!now || now.aboard === 0 || now.bailing) continue
    const w = b.effects?.winch
    if (w?.down && w.from < state.turn) continue
    const obs = observersOf(ctx, i)!
    obs.waited = (obs.waited ?? 0) + 1
  }
}
