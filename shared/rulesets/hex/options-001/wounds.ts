/**
 * Wound Effects (001 lines 92-111), the option `wounds`; and a killed pilot's spin (lines 54-56).
 *
 * "Light Wounds: Pilots: May not perform restricted maneuvers; -1 on the Combat Table; ... Observers: -1 on the
 * Combat Table". "Serious Wounds: Pilots: May not perform restricted maneuvers; -3 on the Combat Table; long range
 * fire is prohibited; may only turn left or right using maneuvers #8, 14 or 20; may not reload weapons ...
 * Observers: -3 on the Combat Table; long range fire is prohibited; may not perform observation, strafing or
 * bombing missions; may not reload weapons".
 *
 * On 002: the Critical Hit Table's 1 ("Pilot Killed. Kill the observer first if there is one") wounds before it
 * kills. The crew member it strikes (the observer first, as 002 says) rolls 1D6: 1-3 a light wound, 4-5 a serious
 * one, 6 killed; a second wound makes a light one serious and kills a seriously wounded man. A killed pilot sends
 * the plane into a spin to the ground (spin.ts). The Combat Table is 002's hits roll: -1 or -3 on the hits of the
 * wounded man's gun; long range is 4-6 for the pilot's guns and 3 for the observer's; a seriously wounded pilot
 * turns only by 002's simple turns (no Hard turn, no Immelman, no Slide). Landing and evading capture have no place
 * on 002's map. "may not perform observation ... missions": a seriously wounded observer achieves no objective that
 * asks for the observer (spotting, photography); 002's strafing and bombing are the pilot's (docs/rules.md).
 *
 * Wounds are secret (001 lines 50-54: "All other results are kept secret"): the roll and the wound are told to the
 * plane's own seat only; a death is open.
 */
import { nextInt } from '../../../util/rng'
import type { HexContext, HexRuleModule } from '../hooks'
import type { HexPlane } from '../types'
import { RESTRICTED_CARDS, type MoveCardKind } from './move-kind'
import { putOut } from './fate'
import { startSpin } from './spin'

export type Wound = 'light' | 'serious'
export interface Wounds {
  pilot: Wound | null
  observer: Wound | null
}

export function woundsOf(plane: HexPlane): Wounds {
  return (plane.extra.wounds as Wounds | undefined) ?? { pilot: null, observer: null }
}

/** What the roll does to a man already wounded or not: a wound, or null for killed. */
export function woundFrom(roll: number, before: Wound | null): Wound | null {
  const fresh: Wound | null = roll <= 3 ? 'light' : roll <= 5 ? 'serious' : null
  if (fresh === null || before === 'serious') return null
  return before === 'light' ? 'serious' : fresh
}

/** The Combat Table's change for a wound. */
export function woundMalus(w: Wound | null): number {
  return w === 'light' ? 1 : w === 'serious' ? 3 : 0
}

/** A roll only the plane's seat sees (the generator is the game's; the die is told to that seat alone). */
export function secretRoll(ctx: HexContext, plane: HexPlane, why: string): number {
  const r = nextInt(ctx.state.rng, 6) + 1
  ctx.events.push({ type: 'roll', to: plane.seat, round: ctx.state.round, roll: r, dice: '1D6', plane: plane.id, words: `${why}: rolled ${r}` })
  return r
}

/** The crew hit of the Critical Hit Table's 1, with wounds: the observer first, then the pilot. */
export function woundCrew(ctx: HexContext, p: HexPlane): void {
  const w = woundsOf(p)
  const who: 'pilot' | 'observer' = p.crew.observer ? 'observer' : 'pilot'
  const r = secretRoll(ctx, p, `wound to ${p.id}'s ${who}: 1-3 light, 4-5 serious, 6 killed`)
  const after = woundFrom(r, w[who])
  if (after) {
    p.extra.wounds = { ...w, [who]: after } satisfies Wounds
    ctx.events.push({ type: 'wound', to: p.seat, round: ctx.state.round, plane: p.id, words: `${p.id}'s ${who} is ${after === 'light' ? 'lightly' : 'seriously'} wounded` })
    ctx.say('crew-hit', `${p.id}'s ${who} is hit`, { plane: p.id })
    return
  }
  killCrew(ctx, p, who)
}

/** A crew member dies: an observer quietly; a pilot sends his plane into a spin to the ground (lines 54-56). */
export function killCrew(ctx: HexContext, p: HexPlane, who: 'pilot' | 'observer'): void {
  p.crew[who] = false
  ctx.say('critical', `Pilot Killed: ${p.id}'s ${who} is killed`, { plane: p.id, critical: 1 })
  if (who === 'observer') return
  if (p.altitude <= 0) putOut(ctx, p, 'crashed', `${p.id} goes down with its pilot killed`)
  else startSpin(ctx, p, 'its pilot is killed', false)
}

export const wounds: HexRuleModule = {
  id: 'wounds',
  source: '001 lines 92-111 (Wound Effects), 54-56',
  criticalResult(ctx, p, roll) {
    if (roll !== 1) return false
    woundCrew(ctx, p)
    return true
  },
  beforeCard(_ctx, plane, card) {
    const w = woundsOf(plane).pilot
    if (!w) return null
    if (RESTRICTED_CARDS.includes(card as MoveCardKind)) return `${plane.id}'s pilot is wounded: no restricted manoeuvres (001 lines 94, 102)`
    if (w === 'serious' && (card === 'slide-left' || card === 'slide-right')) return `${plane.id}'s pilot is seriously wounded: he turns only by simple turns (001 lines 103-104)`
    return null
  },
  shotAllowed(ctx, shot) {
    const p = ctx.state.planes.find((x) => x.id === shot.attacker)
    if (!p || shot.kind === 'ground') return null
    const w = shot.kind === 'shoot' ? woundsOf(p).pilot : woundsOf(p).observer
    const long = shot.kind === 'shoot' ? shot.range >= 4 : shot.range >= 3
    if (w === 'serious' && long) return `a seriously wounded ${shot.kind === 'shoot' ? 'pilot' : 'observer'} may not fire at long range (001 lines 103, 107)`
    return null
  },
  hitsRolled(ctx, shot, hits) {
    const p = ctx.state.planes.find((x) => x.id === shot.attacker)
    if (!p || shot.kind === 'ground') return hits
    const w = shot.kind === 'shoot' ? woundsOf(p).pilot : woundsOf(p).observer
    return Math.max(0, hits - woundMalus(w))
  },
  objectiveAllowed: (_ctx, plane, o) => !(o.observer && woundsOf(plane).observer === 'serious'),
  publicExtra: (value, seat, owner) => (seat !== null && seat === owner ? value : undefined),
}
