/** The effects record every plane carries when an optional rule is in force (types.ts, PlaneEffects). */
import type { PlaneEffects } from '../state-types'

export function newEffects(): PlaneEffects {
  return {
    rudder: null,
    wounds: 0,
    observerWounded: false,
    engine: 0,
    smoke: 0,
    flame: 0,
    aim: { front: null, rear: null },
    hitPhase: -1,
    woundedJam: { front: 0, rear: 0 },
    jamSeen: { front: 0, rear: 0 },
    tail: null,
    tailSeen: [],
    reorder: null,
    lastTurn: null,
  }
}
