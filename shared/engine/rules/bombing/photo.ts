/**
 * Reconnaissance photographs (003 Scenarios: Raid over Istriana, line 1104; Outnumbered!, lines 1342-1344):
 *
 * "To photograph the target, the Ufag must perform a stall manoeuvre (one with a short arrow and the symbol) starting
 * it when its centre is at half ruler distance from any point of the target card. The photo cannot be taken any more if
 * the observer is incapacitated." "If Altitude rules are in use, the Ufag must be at an altitude of 1 when it executes
 * the stall."
 *
 * The plane with the camera, and the cards it must photograph, are the setup's (SetupPlane.camera: the ids of the target
 * or trench cards). "Within half a ruler" is measured from the stand, where the stall starts, to the nearest point of
 * the card. The photograph is kept on the plane (effects.photo, public: the stall is seen by all) and read by the
 * scenario's score ('photographed', 'photo-exited').
 */
import { worldToLocal } from '../../../geometry/pose'
import type { PlaneState } from '../../state-types'
import type { RuleModule } from '../hooks'

/** the shortest distance from (x, y) to a card lying at `card` (its shape given), 0 inside */
export function distanceToCard(card: PlaneState, shape: { width: number; depth: number }, x: number, y: number): number {
  const l = worldToLocal({ x: card.x, y: card.y, h: card.h }, x, y)
  return Math.hypot(Math.max(Math.abs(l.right) - shape.width / 2, 0), Math.max(Math.abs(l.forward) - shape.depth / 2, 0))
}

/** "The photo cannot be taken any more if the observer is incapacitated" (003's observer wound, or 000's) */
export const observerOut = (p: PlaneState) => p.effects !== undefined && (p.effects.observerWounded || (p.effects.observerWounds ?? 0) > 0)

export const reconnaissance: RuleModule = {
  id: 'reconnaissance',
  source: '003 lines 1104-1106, 1342-1344 (Raid over Istriana, Outnumbered!: photographing the target)',
  beforeMovement({ rules, state, events }, flown) {
    state.planes.forEach((p, i) => {
      const targets = rules.setup.planes[i].camera
      const card = flown[i]
      if (!targets || !card?.card.stall || p.status !== 'flying' || !p.effects || p.effects.photo || observerOut(p)) return
      // with the altitude rules, "at an altitude of 1 when it executes the stall"
      if (p.effects.alt && p.effects.alt.level !== 1) return
      const k = state.planes.findIndex((t) => targets.includes(t.id) && distanceToCard(t, rules.planes[state.planes.indexOf(t)].shape, p.x, p.y) <= rules.ruler / 2)
      if (k < 0) return
      p.effects.photo = { target: state.planes[k].id, turn: state.turn, phase: state.phase }
      events?.push({ type: 'photographed', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, target: state.planes[k].id })
    })
  },
}
