/**
 * Infantry fire (003 Ground fire, Trenches, lines 662-665 and 671-672; AA machine guns, lines 716-717).
 *
 * "If an aircraft's stand (not the base) is within one ruler of distance from a trench card (even overlapping the
 * card), the plane can be shot at by infantry fire. The plane takes a single A- Damage card, regardless of the
 * distance. Ignore the damage points on the card and count only special damage results. Each trench can make a single
 * shot each round: If there are several possible targets, the player controlling the trench chooses among them.
 * Infantry fire never jams."
 *
 * "Infantry fire can also reach 0-level planes that are one ruler's length away, and 1-level planes that are half a
 * ruler away." An AA machine gun "can make one shot of infantry fire per round, following the rules governing
 * trenches", even when its gun is silenced (lines 725-726).
 *
 * Judgement call: no player chooses for a trench yet; it shoots at the nearest enemy aircraft (the distance from its
 * stand to the card), as the "Look up!" scenario's ground fire "always shoots at the nearest aircraft", ties going to
 * the aircraft first in table order; where the scenario says so (Look Up!'s variant), nearest measured to any part of
 * the aircraft card (nearest.ts). The shot is resolved with the phase's other fire, after every order is given
 * (extraFire), so a trench silenced this phase still fires.
 *
 * 000's Soft Targets (000 lines 546-552, the piece `soft-target`): "troops in the open including infantry and
 * transports ... may fire infantry fire in the same way as trenches until such time as they have taken one or more
 * damage, in which case they will no longer fire. When they have suffered 5 or more points of damage they are
 * 'neutralised'": a trench (kind 'trench', silenced at 5) whose type says `firesUntilHit`.
 */
import { baseCorners } from '../../../geometry/base'
import { drawDamage } from '../../damage'
import type { HookContext, RuleShot } from '../hooks'
import { firesAtNearest, nearestAircraft } from './nearest'
import { levelOf, pointToQuad } from './reach'

const INFANTRY_DECK = 'A'

/** How far infantry fire reaches a plane at `level`, in rulers (null: not at all). */
export function infantryReach(level: number, altitude: boolean): number | null {
  if (!altitude || level === 0) return 1
  return level === 1 ? 0.5 : null
}

/**
 * The aircraft piece i's infantry fire is aimed at this phase, or -1: of those whose stands it reaches, the nearest by
 * the stand, or by the aircraft card where the scenario says so (nearest.ts, Look Up!'s variant).
 */
export function infantryTarget(ctx: HookContext, i: number): number {
  const { rules, state } = ctx
  const piece = state.planes[i]
  const card = baseCorners(piece, rules.planes[i].shape)
  const altitude = rules.setup.options.altitude === true
  const byCard = firesAtNearest(ctx)
  const reached: number[] = []
  let best = -1
  let bestD = Infinity
  for (let j = 0; j < state.planes.length; j++) {
    const p = state.planes[j]
    if (p.status !== 'flying' || rules.planes[j].kind !== 'aeroplane' || p.team === piece.team) continue
    const reach = infantryReach(levelOf(p), altitude)
    if (reach === null) continue
    const d = pointToQuad(p.x, p.y, card)
    if (d > reach * rules.ruler) continue
    if (byCard) reached.push(j)
    else if (d < bestD) {
      best = j
      bestD = d
    }
  }
  return byCard ? nearestAircraft(ctx, i, reached) : best
}

/** Every trench and AA machine gun still firing makes its one shot of infantry fire. */
export function infantryFire(ctx: HookContext): RuleShot[] {
  const { rules, state, events } = ctx
  const shots: RuleShot[] = []
  for (let i = 0; i < state.planes.length; i++) {
    const kind = rules.planes[i].kind
    if ((kind !== 'trench' && kind !== 'aamg') || state.planes[i].status !== 'standing') continue
    // 000's Soft Targets: "until such time as they have taken one or more damage, in which case they will no longer fire"
    if (rules.planes[i].aircraft.firesUntilHit && state.planes[i].damageTotal > 0) continue
    const j = infantryTarget(ctx, i)
    if (j < 0) continue
    const card = drawDamage(rules, state, INFANTRY_DECK, events)
    shots.push({ firer: i, target: j, cards: [card], letter: INFANTRY_DECK, specialOnly: true, neverJams: true })
    // the card itself is the target's secret, as any damage card (its damage-cards event)
    events?.push({ type: 'infantry-fire', to: 'all', turn: state.turn, phase: state.phase, piece: state.planes[i].id, target: state.planes[j].id })
  }
  return shots
}
