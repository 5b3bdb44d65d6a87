/**
 * The camera: orbit the table freely, look straight down on it, or follow a plane from behind and above. The
 * orbit and top-down views fill the free part of the window with the table, at any aspect ratio (framing.ts: the
 * window less the HUD band, the right-hand panel column and the planning panel's corner, above it or beside it,
 * whichever leaves the table bigger), so that no panel covers the plane being planned nor its ghosts; the follow
 * camera stands far enough back and high enough to see the plane's three cards ahead, centred in the same free
 * area (issue 26). Moves between modes glide.
 *
 * On a stream page (stream mode, net/stream-page.ts) the camera is the director (director.ts): a wide shot of the
 * planes while they move, the firing plane and its target from behind the shooter, a closer shot of a plane hit or
 * going down, cut (not glided) from one to the next and each held long enough to read.
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
import { STREAM } from '../../../net/stream-page'
import { useAppDispatch, useAppSelector } from '../../../store'
import { cameraModeChosen } from '../../../store/ui-slice'
import { edgeYaw, facingEdge, facingSeat, orbitDirection, turnTowards, yawOf } from './camera-facing'
import { direct, directorProbe, shotCamera, startDirector } from './director'
import { MOVE_CAMERA } from '../../common/scene/frame-order'
import { useTakenByHand } from '../../common/scene/use-taken-by-hand'
import { areaShift, bestFraming, clampArea, measurePanels, panelAreas, tableCorners, type FreeArea, type PanelLayout, type Vec3 } from '../../common/scene/framing'
import { headingToRotationY, modelHeight, DEFAULT_ALTITUDE, toWorld } from './coords'
import { useAnimator } from './playback'
import { shakeOffset } from './piece-effects'

/** the orbit camera looks from the seat's own edge, this far above the horizon */
const ORBIT_ELEVATION = (54 * Math.PI) / 180
/** the top-down camera stands this share of its height off the vertical, towards the seat's edge, which so comes out at the bottom */
const TOP_LEAN = 0.002
const FRAME = 2.5
/** the air above the table the framing keeps in sight, cm (the models on their stands) */
const AIR = 7
/** with the altitude rules (planes up to four pegs high) or balloons in the air, more of it: a balloon's envelope at level 3 is 15 cm up */
const HIGH_AIR = 16
/** the follow camera sits this far round from straight behind the plane, to see its profile */
const FOLLOW_SIDE = (24 * Math.PI) / 180
/** the follow camera's stand behind the plane and above it, and the point it looks at ahead of the nose, cm: far enough back to see where three cards take the plane */
export const FOLLOW_BACK = 52
export const FOLLOW_UP = 48
export const FOLLOW_AHEAD = 16
/** the margin the window keeps round its panels, px (styles.css --edge) */
const EDGE = 10

export function CameraRig({ width, depth }: { width: number; depth: number }) {
  const chosen = useAppSelector((s) => s.ui.camera)
  // a stream page's camera is the director's, whatever the store says (it has no camera buttons)
  const mode = STREAM ? 'director' : chosen
  const speed = useAppSelector((s) => s.ui.speed)
  const dispatch = useAppDispatch()
  const selected = useAppSelector((s) => s.ui.selected)
  const firstFollow = useAppSelector((s) => s.game.view?.planes.find((p) => p.status === 'flying')?.id ?? null)
  const edge = useAppSelector((s) => (s.game.view ? facingEdge(s.game.view.setup, facingSeat(s.game.seat, s.ui.handOff?.seat)) : 'south'))
  const controls = useRef<OrbitControlsImpl>(null)
  const animator = useAnimator()
  const camera = useThree((s) => s.camera) as PerspectiveCamera
  const gl = useThree((s) => s.gl)
  const size = useThree((s) => s.size)
  const layout = useRef<PanelLayout | null>(null)
  const area = useRef<FreeArea | null>(null)
  const measuredAt = useRef(-1)
  const shift = useRef<[number, number] | null>(null)
  const director = useRef(startDirector())
  const cutTo = useRef(-1)
  const goal = useRef(new Vector3())
  const look = useRef(new Vector3())
  const lookNow = useRef(new Vector3())
  const fit = useRef({ key: '', distance: 0, shift: [0, 0] as [number, number] })
  /** the bearing the orbit and top-down cameras stand at now, turning towards the seat's edge; null before the first frame */
  const yaw = useRef<number | null>(null)
  const high = useAppSelector((s) => !!s.game.view && (s.game.view.setup.options.altitude === true || s.game.view.setup.planes.some((p) => p.kind === 'balloon')))
  const corners = useMemo(() => tableCorners(width, depth, FRAME, high ? HIGH_AIR : AIR), [width, depth, high])
  // straight down, the air above the table only grows it towards the lens: the table's edge is what is framed
  const topCorners = useMemo(() => tableCorners(width, depth, 1, 0), [width, depth])
  const shake = useRef<[number, number]>([0, 0])

  useEffect(() => {
    if (STREAM && chosen !== 'director') dispatch(cameraModeChosen('director'))
  }, [chosen, dispatch])

  /** the orbit camera glides to its framing, and keeps it as panels change, until the player takes it */
  const taken = useTakenByHand(controls, mode, width, depth, edge, camera)
  useEffect(() => {
    // turn from wherever the camera stands now (the player may have orbited it, or it followed a plane)
    if (yaw.current !== null) yaw.current = yawOf(camera.position.x, camera.position.z)
  }, [mode, width, depth, edge, camera])

  useFrame((state, rawDt) => {
    // a slow frame still moves the camera most of the way: it must keep up on software renderers too
    const dt = Math.min(rawDt, 0.5)
    const { width: W, height: H } = size
    // the free area, measured a few times a second
    if (state.clock.elapsedTime - measuredAt.current > 0.25 || !layout.current) {
      layout.current = measurePanels(gl.domElement, layout.current)
      measuredAt.current = state.clock.elapsedTime
    }
    const panels = layout.current
    const p = panels.panel
    const yawGoal = edgeYaw(edge)
    if (yaw.current === null) {
      // the first frame: stand behind the seat's edge at once (the canvas puts the camera on the south side)
      yaw.current = yawGoal
      const r = Math.hypot(camera.position.x, camera.position.z)
      camera.position.set(Math.sin(yawGoal) * r, camera.position.y, Math.cos(yawGoal) * r)
    }
    // the orbit and top-down views: the table framed in the free area, seen from the seat's edge
    if (mode === 'orbit' || mode === 'top') {
      const key = `${mode}:${high}:${W}x${H}:${Math.round(panels.area.top)}:${Math.round(panels.area.right)}:${p ? `${Math.round(p.width)}x${Math.round(p.height)}` : '-'}:${width}x${depth}:${edge}:${camera.fov}`
      if (fit.current.key !== key) {
        let dir: Vec3 = orbitDirection(yawGoal, ORBIT_ELEVATION)
        if (mode === 'top') {
          const n = Math.hypot(TOP_LEAN, 1)
          dir = [(Math.sin(yawGoal) * TOP_LEAN) / n, 1 / n, (Math.cos(yawGoal) * TOP_LEAN) / n]
        }
        // above the planning panel or beside it, whichever frames the table bigger
        const f = bestFraming({ fovY: camera.fov, viewport: { width: W, height: H }, target: [0, 0, 0], dir }, panelAreas(panels.area, p, EDGE), mode === 'top' ? topCorners : corners)
        fit.current = { key, distance: f.distance, shift: f.shift }
        area.current = f.area
      }
    }
    // the follow camera centres its plane in the free area: the one the orbit view would choose
    if (mode !== 'orbit' && mode !== 'top' && (!area.current || fit.current.key !== `follow:${W}x${H}:${panels.area.top}:${panels.area.right}:${p?.width}x${p?.height}`)) {
      const f = bestFraming({ fovY: camera.fov, viewport: { width: W, height: H }, target: [0, 0, 0], dir: orbitDirection(yawGoal, ORBIT_ELEVATION) }, panelAreas(panels.area, p, EDGE), corners)
      area.current = f.area
      fit.current = { key: `follow:${W}x${H}:${panels.area.top}:${panels.area.right}:${p?.width}x${p?.height}`, distance: f.distance, shift: f.shift }
    }
    const a = area.current ?? clampArea(panels.area, { width: W, height: H })
    const want: [number, number] = mode === 'orbit' || mode === 'top' ? fit.current.shift : areaShift(a)
    const ease = 1 - Math.exp(-dt * 5)
    shift.current = shift.current === null ? want : [shift.current[0] + (want[0] - shift.current[0]) * ease, shift.current[1] + (want[1] - shift.current[1]) * ease]
    // an AA shell bursting or bombs landing jolt the view a few pixels (piece-effects.ts); the top-down map stays still
    const [sx, sy] = mode === 'top' ? [0, 0] : shakeOffset(animator.shakeAge, shake.current)
    camera.setViewOffset(W, H, shift.current[0] + sx, shift.current[1] + sy, W, H)

    let rate = 3
    if (mode === 'orbit') {
      if (taken.current) return
      goal.current.set(...orbitDirection(yaw.current, ORBIT_ELEVATION)).multiplyScalar(fit.current.distance)
      look.current.set(0, 0, 0)
    } else if (mode === 'top') {
      const d = fit.current.distance / Math.hypot(TOP_LEAN, 1)
      goal.current.set(Math.sin(yaw.current) * d * TOP_LEAN, d, Math.cos(yaw.current) * d * TOP_LEAN)
      look.current.set(0, 0, 0)
    } else if (mode === 'director') {
      const planes = [...animator.planes.values()]
      director.current = direct(director.current, { planes, tracers: animator.tracers, flashes: animator.flashes }, dt, speed)
      const shot = director.current.shot
      directorProbe.shot = shot
      const sc = shotCamera(shot, planes, yawGoal, { fovY: camera.fov, aspect: W / H }, modelHeight(DEFAULT_ALTITUDE))
      if (!sc) return
      const [ex, ez] = toWorld({ width, depth }, sc.eye.x, sc.eye.y)
      const [lx, lz] = toWorld({ width, depth }, sc.look.x, sc.look.y)
      goal.current.set(ex, sc.eye.z, ez)
      look.current.set(lx, sc.look.z, lz)
      if (cutTo.current !== shot.id) {
        // a cut: the camera is at the new shot at once
        cutTo.current = shot.id
        camera.position.copy(goal.current)
        lookNow.current.copy(look.current)
      }
      // within a shot it keeps its subjects in view, gently
      rate = 2
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
      const y = modelHeight(d.level) + d.lift
      // behind the tail (+z in the model's frame), a little to its right and well above, looking ahead of the nose
      // at where its cards take it
      const a = r + FOLLOW_SIDE
      goal.current.set(x + Math.sin(a) * FOLLOW_BACK, y + FOLLOW_UP, z + Math.cos(a) * FOLLOW_BACK)
      look.current.set(x - Math.sin(r) * FOLLOW_AHEAD, y * 0.5, z - Math.cos(r) * FOLLOW_AHEAD)
      rate = 3.5
    }
    const k = 1 - Math.exp(-dt * rate)
    camera.position.lerp(goal.current, k)
    if (mode === 'orbit' || mode === 'top') {
      // round the table on an arc, at the bearing turned to so far, never across it
      yaw.current = turnTowards(yaw.current, yawGoal, k)
      const r = Math.hypot(camera.position.x, camera.position.z)
      camera.position.x = Math.sin(yaw.current) * r
      camera.position.z = Math.cos(yaw.current) * r
    }
    lookNow.current.lerp(look.current, 1 - Math.exp(-dt * rate * 2))
    camera.lookAt(lookNow.current)
    if (mode === 'orbit' && controls.current) controls.current.target.copy(lookNow.current)
  }, MOVE_CAMERA)

  const span = Math.max(width, depth)
  return <OrbitControls ref={controls} enabled={mode === 'orbit'} makeDefault enableDamping={false} maxPolarAngle={Math.PI / 2.1} minDistance={12} maxDistance={span * 4} />
}
