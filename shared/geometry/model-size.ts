/**
 * The sizes of the aircraft models, at about 1/144 scale in centimetres, from the catalogue's description: span and
 * length per layout, the wings' chord, the fuselage's section, where the wings and cockpits sit, where the propeller
 * turns, and how far the fuselage's centre line sits above the top of the stand. The renderer builds its models from
 * these and the engine its silhouettes (silhouette.ts, 004 "Shoot at the real thing!"), so the two agree.
 *
 * The model's frame: the nose points along -z, the right wing along +x, up is +y, the origin is the top of the stand.
 */
import type { AircraftType } from '../content/types'

export interface ModelSize {
  span: number
  length: number
}

export function modelSize(a: AircraftType): ModelSize {
  if (a.kind === 'balloon') return { span: 3.8, length: 7.4 }
  if (a.model.layout === 'pusher') return { span: 7.2, length: 6 }
  if (a.model.wings === 'triplane') return { span: 6, length: 4.6 }
  if (a.model.wings === 'monoplane' || a.model.wings === 'parasol') return { span: 6.8, length: 5.2 }
  return a.twoSeater ? { span: 8.6, length: 6.6 } : { span: 7, length: 5.1 }
}

/** The proportions of an aeroplane's airframe, in the model's frame. */
export interface Airframe extends ModelSize {
  chord: number
  /** fuselage width and height */
  fw: number
  fh: number
  /** the wing's centre along z, and the cockpits */
  wingZ: number
  pilotZ: number
  observerZ: number | null
}

export function airframeOf(a: AircraftType): Airframe {
  const { span, length } = modelSize(a)
  const two = a.twoSeater
  const isPusher = a.model.layout === 'pusher'
  return {
    span,
    length,
    chord: two ? 1.45 : a.model.wings === 'monoplane' ? 1.35 : 1.2,
    fw: two ? 0.82 : 0.76,
    fh: two ? 0.95 : 0.86,
    wingZ: isPusher ? -0.2 : -length * 0.17,
    pilotZ: isPusher ? -1.2 : two ? -length * 0.1 : -length * 0.02,
    observerZ: two ? length * 0.08 : null,
  }
}

/** The span of the tailplane. */
export function tailplaneSpan(a: AircraftType): number {
  return a.twoSeater ? 2.9 : 2.3
}

/** Where a pusher's tail stands along z (on its booms), and a tractor's (at the end of its fuselage). */
export function tailZOf(a: AircraftType): number {
  return a.model.layout === 'pusher' ? 3.1 : modelSize(a).length / 2 - 0.1
}

/** Where the propeller turns, in the model's frame: the prop disc is drawn there. */
export function propellerOf(a: AircraftType): { z: number; y: number; radius: number } | null {
  if (a.kind === 'balloon') return null
  const { length } = modelSize(a)
  if (a.model.layout === 'pusher') return { z: 0.95, y: 0.15, radius: 1.05 }
  return { z: -length / 2 - 0.5, y: 0, radius: a.twoSeater ? 1.15 : 1 }
}

/** Half the height of the fuselage: the model's origin is this far below its centre line. */
export const BELLY = 0.45
