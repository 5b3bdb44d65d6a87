/**
 * Anoxia and Oxygen Carried On board (001 lines 113-137), the option `anoxia`.
 *
 * "Aircraft operating at altitude levels 9 and 10 must test to see if crew members pass out from lack of oxygen.
 * During the Problem Phase Roll 1d6. If the pilot has passed out, the aircraft automatically goes into a spin.
 * Altitude 9: The crew member passes out on a roll of 5 or 6. Altitude 10: ... on a roll of 3, 4, 5 or 6."
 * "if an observer passes out, the aircraft will not go into a spin. Crew members who pass out may not fire, reload,
 * or unjam their weapons. The crew member automatically recovers at altitude level 8, but a spinning aircraft must
 * still recover from the spin". "If oxygen is carried on board the aircraft, the crew are not effected by Anoxia."
 * "Roll 1d6 to determine if oxygen is being carried: Central Forces: 1-2 = Oxygen is carried; Allied Forces: 1".
 *
 * 002's ceiling is 6; with the option it is 10, so that 9 and 10 exist (the option reads 001's scale on 002's
 * steps). The Problem Phase is the start of the plane's turn. Oxygen is rolled for each plane when the game starts
 * (002's planes are of 1917-18, after "early (March?) 1918" is near enough: every plane rolls); the side "germans"
 * is the Central Forces. All of it is open: the dice are rolled before everyone.
 */
import type { HexRuleModule } from '../hooks'
import type { HexPlane } from '../types'
import { startSpin } from './spin'

export const ANOXIA_CEILING = 10

export interface Anoxia {
  oxygen: boolean
  pilotOut: boolean
  observerOut: boolean
}

export function anoxiaOf(plane: HexPlane): Anoxia | null {
  return (plane.extra.anoxia as Anoxia | undefined) ?? null
}

/** the lowest roll that passes a crew member out at this altitude (none below 9) */
export function passOutAt(altitude: number): number | null {
  if (altitude >= 10) return 3
  if (altitude === 9) return 5
  return null
}

export const anoxia: HexRuleModule = {
  id: 'anoxia',
  source: '001 lines 113-137 (Anoxia, Oxygen Carried On board)',
  ceiling: (_p, base) => Math.max(base, ANOXIA_CEILING),
  startOfGame(ctx) {
    for (const p of ctx.state.planes) {
      const needs = p.side === 'germans' ? 2 : 1
      const r = ctx.roll(`${p.id} carries oxygen on a roll of ${needs === 2 ? '1-2' : '1'}`, p.id)
      p.extra.anoxia = { oxygen: r <= needs, pilotOut: false, observerOut: false } satisfies Anoxia
      ctx.say('oxygen', `${p.id} ${r <= needs ? 'carries' : 'carries no'} oxygen`, { plane: p.id })
    }
  },
  startOfTurn(ctx, plane) {
    const a = anoxiaOf(plane)
    if (!a || plane.status !== 'flying') return
    if (plane.altitude <= 8 && (a.pilotOut || a.observerOut)) {
      a.pilotOut = a.observerOut = false
      ctx.say('anoxia-recovered', `${plane.id}'s crew come to at altitude ${plane.altitude}`, { plane: plane.id })
    }
    const at = passOutAt(plane.altitude)
    if (at === null || a.oxygen) return
    if (plane.crew.pilot && !a.pilotOut && ctx.roll(`anoxia: ${plane.id}'s pilot passes out on ${at}+`, plane.id) >= at) {
      a.pilotOut = true
      ctx.say('anoxia', `${plane.id}'s pilot passes out for lack of oxygen`, { plane: plane.id })
      startSpin(ctx, plane, 'its pilot passed out', true)
    }
    if (plane.crew.observer && !a.observerOut && ctx.roll(`anoxia: ${plane.id}'s observer passes out on ${at}+`, plane.id) >= at) {
      a.observerOut = true
      ctx.say('anoxia', `${plane.id}'s observer passes out for lack of oxygen`, { plane: plane.id })
    }
  },
  /** a man passed out observes nothing */
  objectiveAllowed: (_ctx, plane, o) => !(o.observer && anoxiaOf(plane)?.observerOut),
  shotAllowed(ctx, shot) {
    const p = ctx.state.planes.find((x) => x.id === shot.attacker)
    const a = p && anoxiaOf(p)
    if (!a) return null
    if (shot.kind === 'shoot' && a.pilotOut) return `${p.id}'s pilot has passed out: he cannot fire`
    if (shot.kind === 'observer' && a.observerOut) return `${p.id}'s observer has passed out: he cannot fire`
    return null
  },
}
