/**
 * The sizes of the models, at about 1/144 scale in centimetres: span and length per layout, where the propeller
 * turns, and how far the fuselage's centre line sits above the top of the stand.
 */
import type { AircraftType } from '../../../../shared/content/types'

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

/** Where the propeller turns, in the model's frame: the prop disc is drawn there. */
export function propellerOf(a: AircraftType): { z: number; y: number; radius: number } | null {
  if (a.kind === 'balloon') return null
  const { length } = modelSize(a)
  if (a.model.layout === 'pusher') return { z: 0.95, y: 0.15, radius: 1.05 }
  return { z: -length / 2 - 0.5, y: 0, radius: a.twoSeater ? 1.15 : 1 }
}

/** Half the height of the fuselage: the model's origin is this far below its centre line. */
export const BELLY = 0.45
