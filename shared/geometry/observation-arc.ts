/**
 * The Observation Arc, one of 000's Mission Rules (document 000, lines 560-562): "The observation arc is the side arc
 * between the wing and the tail, either to port or starboard. Missions such as reconnaissance and spotting often
 * require the observer to keep the target visible with his observation arc."
 *
 * Each side's arc runs from abeam (the wing, square to the heading) back to dead astern (the tail), out to any
 * distance; the app measures to the point's direction from the plane's stand, as the fire arcs do. With the option
 * missionRules000 the table shows two-seaters' arcs beside their fire arcs.
 */
import { wrapAngle, type Pose } from './pose'

/** Each side arc: its middle, relative to the heading (radians clockwise), and its half opening. */
export const OBSERVATION_ARCS: readonly { side: 'port' | 'starboard'; centre: number; half: number }[] = [
  { side: 'starboard', centre: (3 * Math.PI) / 4, half: Math.PI / 4 },
  { side: 'port', centre: (-3 * Math.PI) / 4, half: Math.PI / 4 },
]

/** The side whose observation arc holds the point (the wing line and the tail belong to both), or null: ahead of the wings. */
export function observationSide(plane: Pose, x: number, y: number): 'port' | 'starboard' | null {
  const off = wrapAngle(Math.atan2(x - plane.x, y - plane.y) - plane.h)
  const eps = 1e-9
  if (off >= Math.PI / 2 - eps) return 'starboard'
  if (off <= -Math.PI / 2 + eps) return 'port'
  return null
}
