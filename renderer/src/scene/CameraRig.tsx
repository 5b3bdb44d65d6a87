/**
 * The camera: orbit the table freely, look straight down on it, or follow a plane from behind and above. Every
 * mode frames its subject in the band the panels leave clear (clear-band.ts); moves between modes glide.
 *
 * The orbit and top-down views stand behind the seat's own table edge (camera-facing.ts), so each player sees
 * their side at the bottom of the screen; at a hotseat hand-off the table turns, the short way round, to the
 * next player's edge. A view the player has orbited by hand is left alone until the mode or the edge changes.
 */
import { OrbitControls } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import { PerspectiveCamera, Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { useAppSelector } from '../store'
import { bandFraction, bandShift, fitDistance, measureBand, type Band } from './clear-band'
import { edgeYaw, facingEdge, facingSeat, orbitDirection, screenExtent, turnTowards, yawOf } from './camera-facing'
import { headingToRotationY, modelHeight, DEFAULT_ALTITUDE, toWorld } from './coords'
import { useAnimator } from './playback'

/** the orbit camera looks from the seat's own edge, this far above the horizon */
const ORBIT_ELEVATION = (54 * Math.PI) / 180
/** the top-down camera stands this share of its height off the vertical, towards the seat's edge, which so comes out at the bottom */
const TOP_LEAN = 0.002
const ORIGIN = new Vector3()
const FRAME = 2.5
/** the follow camera sits this far round from straight behind the plane, to see its profile */
const FOLLOW_SIDE = (28 * Math.PI) / 180

export function CameraRig({ width, depth }: { width: number; depth: number }) {
  const mode = useAppSelector((s) => s.ui.camera)
  const selected = useAppSelector((s) => s.ui.selected)
  const firstFollow = useAppSelector((s) => s.game.view?.planes.find((p) => p.status === 'flying')?.id ?? null)
  const edge = useAppSelector((s) => (s.game.view ? facingEdge(s.game.view.setup, facingSeat(s.game.seat, s.ui.handOff?.seat)) : 'south'))
  const controls = useRef<OrbitControlsImpl>(null)
  const animator = useAnimator()
  const camera = useThree((s) => s.camera) as PerspectiveCamera
  const gl = useThree((s) => s.gl)
  const size = useThree((s) => s.size)
  const band = useRef<Band | null>(null)
  const measuredAt = useRef(-1)
  const shift = useRef<[number, number] | null>(null)
  const goal = useRef(new Vector3())
  const look = useRef(new Vector3())
  const lookNow = useRef(new Vector3())
  /** the orbit camera glides to its framing, and keeps it as panels change, until the player takes it */
  const taken = useRef(false)
  const orbitFit = useRef({ key: '', distance: 0 })
  /** the bearing the orbit and top-down cameras stand at now, turning towards the seat's edge; null before the first frame */
  const yaw = useRef<number | null>(null)
  const orbitDir = useRef(new Vector3())
  const corners = useMemo(() => {
    const pts: Vector3[] = []
    for (const x of [-1, 1]) for (const z of [-1, 1]) for (const y of [0, 7]) pts.push(new Vector3((x * (width + 2 * FRAME)) / 2, y, (z * (depth + 2 * FRAME)) / 2))
    return pts
  }, [width, depth])

  useEffect(() => {
    taken.current = false
    // turn from wherever the camera stands now (the player may have orbited it, or it followed a plane)
    if (yaw.current !== null) yaw.current = yawOf(camera.position.x, camera.position.z)
  }, [mode, width, depth, edge, camera])

  useEffect(() => {
    const c = controls.current
    if (!c) return
    const take = () => (taken.current = true)
    c.addEventListener('start', take)
    return () => c.removeEventListener('start', take)
  }, [mode])

  useFrame((state, rawDt) => {
    // a slow frame still moves the camera most of the way: it must keep up on software renderers too
    const dt = Math.min(rawDt, 0.5)
    const { width: W, height: H } = size
    // the clear band, measured a few times a second
    if (state.clock.elapsedTime - measuredAt.current > 0.25 || !band.current) {
      band.current = measureBand(gl.domElement, band.current)
      measuredAt.current = state.clock.elapsedTime
    }
    const b = band.current
    const want = bandShift(b, W, H)
    const ease = 1 - Math.exp(-dt * 5)
    shift.current = shift.current === null ? want : [shift.current[0] + (want[0] - shift.current[0]) * ease, shift.current[1] + (want[1] - shift.current[1]) * ease]
    camera.setViewOffset(W, H, shift.current[0], shift.current[1], W, H)

    const tanHalf = Math.tan(((camera.fov / 2) * Math.PI) / 180)
    const yawGoal = edgeYaw(edge)
    if (yaw.current === null) {
      // the first frame: stand behind the seat's edge at once (the canvas puts the camera on the south side)
      yaw.current = yawGoal
      const r = Math.hypot(camera.position.x, camera.position.z)
      camera.position.set(Math.sin(yawGoal) * r, camera.position.y, Math.cos(yawGoal) * r)
    }
    let rate = 3
    if (mode === 'orbit') {
      if (taken.current) return
      const key = `${W}x${H}:${Math.round(b.top)}:${Math.round(b.bottom)}:${Math.round(b.right)}:${width}x${depth}:${edge}`
      if (orbitFit.current.key !== key) orbitFit.current = { key, distance: fitDistance(camera, b, W, H, ORIGIN, orbitDir.current.set(...orbitDirection(yawGoal, ORBIT_ELEVATION)), corners) }
      goal.current.set(...orbitDirection(yaw.current, ORBIT_ELEVATION)).multiplyScalar(orbitFit.current.distance)
      look.current.set(0, 0, 0)
    } else if (mode === 'top') {
      const [fx, fy] = bandFraction(b, W, H)
      const ext = screenExtent(width, depth, yawGoal)
      const d = Math.max((ext.up / 2 + FRAME + 2) / (tanHalf * fy), (ext.across / 2 + FRAME + 2) / (tanHalf * (W / H) * fx * 0.97))
      goal.current.set(Math.sin(yaw.current) * d * TOP_LEAN, d, Math.cos(yaw.current) * d * TOP_LEAN)
      look.current.set(0, 0, 0)
    } else {
      let id = selected ?? firstFollow
      let d = id ? animator.planes.get(id) : undefined
      if (!d || d.look === 'gone') {
        id = firstFollow
        d = id ? animator.planes.get(id) : undefined
      }
      if (!d) return
      const [x, z] = toWorld({ width, depth }, d.x, d.y)
      const r = headingToRotationY(d.h)
      const y = modelHeight(DEFAULT_ALTITUDE) + d.lift
      // behind the tail (+z in the model's frame), a little to its right and above, looking just ahead of the nose
      const a = r + FOLLOW_SIDE
      goal.current.set(x + Math.sin(a) * 19, y + 11, z + Math.cos(a) * 19)
      look.current.set(x - Math.sin(r) * 2, y, z - Math.cos(r) * 2)
      rate = 3.5
    }
    const k = 1 - Math.exp(-dt * rate)
    camera.position.lerp(goal.current, k)
    if (mode !== 'follow') {
      // round the table on an arc, at the bearing turned to so far, never across it
      yaw.current = turnTowards(yaw.current, yawGoal, k)
      const r = Math.hypot(camera.position.x, camera.position.z)
      camera.position.x = Math.sin(yaw.current) * r
      camera.position.z = Math.cos(yaw.current) * r
    }
    lookNow.current.lerp(look.current, 1 - Math.exp(-dt * rate * 2))
    camera.lookAt(lookNow.current)
    if (mode === 'orbit' && controls.current) controls.current.target.copy(lookNow.current)
  })

  const span = Math.max(width, depth)
  return <OrbitControls ref={controls} enabled={mode === 'orbit'} makeDefault enableDamping={false} maxPolarAngle={Math.PI / 2.1} minDistance={12} maxDistance={span * 4} />
}
