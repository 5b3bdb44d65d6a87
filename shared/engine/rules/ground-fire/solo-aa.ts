/**
 * Anti-aircraft guns under the solo rules (003 Ground fire, Solo Rules For Anti-Aircraft Guns, lines 775-783), with the
 * reloading of lines 687-689.
 *
 * "Do not fire the gun as soon as it is loaded, as per the multiplayer rules. Instead, wait one round, then shoot as
 * soon as any part of an enemy aircraft card is within range of the gun (two rulers of distance). Don't place the
 * counter as per the multiplayer rules. Instead, draw an A- Damage card to see if the aim of the AA battery is correct.
 * If there is no special damage on the card, the aim is wrong and the shot is wasted. If there is any type of special
 * damage (including jammed guns), ignore the result on the A- card and draw a C- Damage card. Don't fire at a target if
 * any point of the aircraft card is within a half-ruler of distance from a friendly balloon or aircraft. If more than
 * one target could be shot at by the AA gun, choose one randomly".
 *
 * "The first manoeuvre phase after the AA fire has exploded, the gun begins to reload. Take the artillery counter and
 * place it at the corner of the appropriate gun card. The next manoeuvre phase, put the counter at the side of the card,
 * and after the third manoeuvre phase, place it in the centre of the card to show that the gun is reloaded".
 *
 * Judgement calls: the range is measured from the red dot at the centre of the gun card (lines 681-682) to any part of
 * the aircraft's base; the gun's burst is resolved with the phase's other fire ("Artillery fire is simultaneous with all
 * other types of fire", line 685) and the C card's jam symbol jams nothing (the gun has no guns to jam). "Wait one
 * round": a gun loaded at the start of the game (or reloaded after a phase) lets the next phase go by and may fire from
 * the one after. With the altitude rules the shell's reach follows the placing limits of lines 695-698 at the target's
 * level (2 rulers at level 1, 1.5 at 2, 1 at 3, half a ruler at 4, over the gun card at 5); an aircraft at level 0 is
 * below the shells (heights 1-5) and out of reach.
 */
import { baseCorners } from '../../../geometry/base'
import { discardDamage, drawDamage } from '../../damage'
import { nextInt } from '../../rng'
import type { PlaneEffects } from '../../state-types'
import type { HookContext, PhaseContext, RuleShot } from '../hooks'
import { effectsOf, phaseIndex } from '../hooks'
import { firesAtNearest, nearestAircraft } from './nearest'
import { inClouds } from '../altitude/cloud-cover'
import { levelOf, pointToQuad, quadGap } from './reach'

const AIM_DECK = 'A'
const SHELL_DECK = 'C'
const RANGE_RULERS = 2
/** 003 lines 696-697: how far the counter may be placed at each height 1-5, in rulers (0: over the gun card) */
const RANGE_AT_HEIGHT = [null, 2, 1.5, 1, 0.5, 0] as const
/** the phase index (turn x 3 + phase) before the game's first phase: the guns are loaded then (lines 678-679) */
const LOADED_AT_START = 3

/** Whether the team's guns are fired by the solo rules (else their players place counters: player-aa.ts). */
export function soloGuns(ctx: HookContext): boolean {
  return (ctx.rules.setup.groundFire?.aa ?? 'solo') === 'solo'
}

/** Whether a gun with this counter may fire in phase `now`: loaded, and a round waited since (line 776). */
export function gunReady(aa: PlaneEffects['aa'], now: number): boolean {
  if (!aa) return now >= LOADED_AT_START + 2
  return aa.counter === 'centre' && now >= aa.phase + 2
}

/** Whether aircraft base `corners` is in the gun's range, at `level` with the altitude rules. */
function inRange(ctx: HookContext, g: number, corners: Float64Array, level: number): boolean {
  const { rules, state } = ctx
  const gun = state.planes[g]
  if (rules.setup.options.altitude !== true) return pointToQuad(gun.x, gun.y, corners) <= RANGE_RULERS * rules.ruler
  const reach = level >= 1 && level <= 5 ? RANGE_AT_HEIGHT[level] : null
  if (reach === null) return false
  if (reach === 0) return quadGap(baseCorners(gun, rules.planes[g].shape), corners) === 0
  return pointToQuad(gun.x, gun.y, corners) <= reach * rules.ruler
}

/**
 * The enemy aircraft gun g may shoot at: in range, none within half a ruler of the gun's friendly balloons and
 * aircraft, none in the clouds (003 Cloud Cover, lines 461-463: a plane there "cannot ... be fired on").
 */
export function aaTargets(ctx: HookContext, g: number): number[] {
  const { rules, state } = ctx
  const gun = state.planes[g]
  const cover = rules.setup.options.cloudCover
  const friends: Float64Array[] = []
  for (let k = 0; k < state.planes.length; k++) {
    const f = state.planes[k]
    const kind = rules.planes[k].kind
    if (f.team !== gun.team || !((kind === 'aeroplane' && f.status === 'flying') || (kind === 'balloon' && f.status === 'standing'))) continue
    friends.push(baseCorners(f, rules.planes[k].shape))
  }
  const out: number[] = []
  for (let j = 0; j < state.planes.length; j++) {
    const p = state.planes[j]
    if (p.status !== 'flying' || rules.planes[j].kind !== 'aeroplane' || p.team === gun.team || inClouds(p, cover)) continue
    const corners = baseCorners(p, rules.planes[j].shape)
    if (!inRange(ctx, g, corners, levelOf(p))) continue
    if (friends.some((f) => quadGap(f, corners) <= rules.ruler / 2)) continue
    out.push(j)
  }
  return out
}

/** Every loaded gun with a target fires: the aim's A card, then a C card if the aim is right. */
export function soloBursts(ctx: HookContext): RuleShot[] {
  const { rules, state, events } = ctx
  const now = phaseIndex(state)
  const shots: RuleShot[] = []
  for (let g = 0; g < state.planes.length; g++) {
    const gun = state.planes[g]
    if (rules.planes[g].kind !== 'aa-gun' || gun.status !== 'standing' || !gunReady(gun.effects?.aa, now)) continue
    const targets = aaTargets(ctx, g)
    if (targets.length === 0) continue
    // "choose one randomly" (lines 781-782); the nearest where the scenario says so (nearest.ts, Look Up!'s variant)
    const j = targets.length === 1 ? targets[0] : firesAtNearest(ctx) ? nearestAircraft(ctx, g, targets) : targets[nextInt(state.rng, targets.length)]
    const t = state.planes[j]
    const aim = drawDamage(rules, state, AIM_DECK, events)
    discardDamage(state, aim)
    const right = aim.special.length > 0
    if (right) shots.push({ firer: g, target: j, cards: [drawDamage(rules, state, SHELL_DECK, events)], letter: SHELL_DECK, specialOnly: false, neverJams: true })
    effectsOf(gun).aa = { counter: 'fired', phase: now }
    const level = rules.setup.options.altitude === true ? { level: levelOf(t) } : {}
    events?.push({ type: 'archie-burst', to: 'all', turn: state.turn, phase: state.phase, gun: gun.id, x: t.x, y: t.y, ...level, hit: right ? [t.id] : [], aimCard: aim.id, cards: right ? 1 : 0 })
  }
  return shots
}

/** After each phase the counters of fired guns move on: corner, side, then centre (loaded) (lines 687-689). */
export function reload(ctx: PhaseContext): void {
  const { rules, state } = ctx
  const now = phaseIndex(state)
  for (let g = 0; g < state.planes.length; g++) {
    const aa = state.planes[g].effects?.aa
    if (rules.planes[g].kind !== 'aa-gun' || !aa || aa.counter === 'centre' || aa.counter === 'placed' || aa.phase >= now) continue
    effectsOf(state.planes[g]).aa = { counter: aa.counter === 'fired' ? 'corner' : aa.counter === 'corner' ? 'side' : 'centre', phase: now }
  }
}
