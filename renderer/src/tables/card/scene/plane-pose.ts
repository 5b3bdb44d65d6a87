/**
 * Where a model is drawn for what the animator shows: on its stand, banking through turns, spinning down when shot
 * down, climbing away off the table when it leaves. One pure function, shared by the models, the effects that
 * trail from them and the camera that follows them.
 */
import { Euler, Matrix4, Quaternion, Vector3 } from 'three'
import type { DisplayedPlane } from './animator'
import { headingToRotationY, standHeight, toWorld, type TableSize } from './coords'

export interface PlanePose {
  x: number
  y: number
  z: number
  /** rotation about y (heading), then pitch (nose up positive) and roll (right wing down positive) */
  yaw: number
  pitch: number
  roll: number
  scale: number
  visible: boolean
  /** standing on its base and pegs (not falling, exploding or leaving) */
  onStand: boolean
}

export function planePose(d: DisplayedPlane, table: TableSize, out: PlanePose = blankPose()): PlanePose {
  const [wx, wz] = toWorld(table, d.x, d.y)
  const h = standHeight(d.level) + d.lift
  const yaw = headingToRotationY(d.h)
  const f = d.fate
  out.onStand = d.look === 'flying'
  out.visible = d.look !== 'gone'
  out.scale = 1
  out.pitch = 0
  out.roll = d.roll
  out.yaw = yaw
  out.x = wx
  out.y = h
  out.z = wz
  if (d.look === 'falling') {
    // spinning down nose first to the table
    out.x = wx + Math.sin(f * 7) * 2.5 * f
    out.z = wz + Math.cos(f * 7) * 2.5 * f
    out.y = Math.max(0.4, h * (1 - f * f))
    out.yaw = yaw + f * 5
    out.pitch = -1.1 * f
    out.roll = 1.6 * f
  } else if (d.look === 'exploding') {
    out.visible = f < 0.12
  } else if (d.look === 'leaving') {
    // the animator flies it on past the edge; it climbs away and dwindles
    out.y = h + f * f * 9
    out.pitch = 0.25 * f
    out.roll = 0
    out.scale = 1 - 0.5 * f
  }
  return out
}

export function blankPose(): PlanePose {
  return { x: 0, y: 0, z: 0, yaw: 0, pitch: 0, roll: 0, scale: 1, visible: true, onStand: true }
}

const euler = new Euler()
const quat = new Quaternion()
const pos = new Vector3()
const scl = new Vector3()

/** The model's matrix for a pose. */
export function poseMatrix(p: PlanePose, out: Matrix4): Matrix4 {
  euler.set(p.pitch, p.yaw, -p.roll, 'YXZ')
  return out.compose(pos.set(p.x, p.y, p.z), quat.setFromEuler(euler), scl.setScalar(p.scale))
}
