/**
 * 003 Planes on the Ground (lines 409-411) in the taxi panel's words: how far the pending place is from where the base
 * stands, and whether its centre is in a landing field, which a take-off needs (003 line 388: "The plane must start
 * with the centre of its base inside the landing field").
 */
import { fieldAt } from '../../../../../shared/engine/rules/altitude/landing'
import type { TaxiPose } from '../../../../../shared/engine/rules/altitude/ground-move'
import type { LandingField } from '../../../../../shared/engine/types'
import { advance } from '../../../../../shared/geometry/pose'

/** A millionth of a cm: float noise left out, so that a step and its opposite bring the base back exactly. */
const tidy = (v: number) => Math.round(v * 1e6) / 1e6
const wrapDeg = (d: number) => ((Math.round(d) % 360) + 360) % 360

/**
 * The pose after a nudge relative to the plane itself: `right` and `forward` cm in the frame of its own nose (the
 * pending heading, clockwise from north), then `turn` degrees about its centre. So ↑ moves the base towards its nose
 * whichever side of the table the owner looks from.
 */
export function taxiNudge(pose: TaxiPose, right: number, forward: number, turn: number): TaxiPose {
  const to = advance({ x: pose.x, y: pose.y, h: (pose.heading * Math.PI) / 180 }, right, forward, 0)
  return { x: tidy(to.x), y: tidy(to.y), heading: wrapDeg(pose.heading + turn) }
}

/** "where it stands", or the move and the turn: "moved 2.0 cm, turned 15° right" (headings clockwise from north). */
export function taxiMoveText(start: TaxiPose, pose: TaxiPose): string {
  const d = Math.hypot(pose.x - start.x, pose.y - start.y)
  const turn = ((((pose.heading - start.heading) % 360) + 540) % 360) - 180
  const parts: string[] = []
  if (d > 1e-9) parts.push(`moved ${d.toFixed(1)} cm`)
  if (turn !== 0) parts.push(`turned ${Math.abs(turn)}° ${turn > 0 ? 'right' : 'left'}`)
  return parts.length ? parts.join(', ') : 'where it stands'
}

/**
 * Whether the place leaves a take-off possible: the field its centre is in, or a warning when it is in none and the
 * owner's plan has a stall (the take-off it starts would not be flown). Null when the game has no fields.
 */
export function taxiFieldNote(fields: readonly LandingField[] | undefined, pose: TaxiPose, plansTakeOff: boolean): { text: string; warn: boolean } | null {
  if (!fields?.length) return null
  const f = fieldAt(fields, pose.x, pose.y)
  if (f) return { text: 'Its centre is in a landing field: a take-off can start here.', warn: false }
  if (plansTakeOff) return { text: 'Its centre is out of every landing field: the take-off you planned will not start (a take-off starts with the centre of the base in a landing field).', warn: true } // 003 line 388
  return { text: 'Its centre is out of every landing field: no take-off can start from here.', warn: false } // 003 line 388
}
