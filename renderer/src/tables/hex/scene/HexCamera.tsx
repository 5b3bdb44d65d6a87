/**
 * The hex table's camera, with the card table's presets (the store's `ui.camera`, the same buttons and C key):
 * - 'orbit': oblique, from the south edge about 55 degrees up, the whole map framed; the player may orbit it by
 *   hand (drei OrbitControls) until the preset changes;
 * - 'top': straight down on the map, the whole map framed: the hexes' grid at its plainest;
 * - 'follow': close on the plane moving now (or the first flying), from behind it and above, looking ahead of its
 *   nose at the hexes it can reach;
 * - 'director' (a stream page): the oblique view.
 * The map is framed into the part of the canvas the panels leave free (the card table's framing.ts): the panels
 * mark the bands they cover with `data-hex-edge="top" | "bottom" | "left" | "right"`, measured a few times a second.
 * Moves between presets glide.
 */
import { OrbitControls } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef } from 'react'
import { PerspectiveCamera, Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import type { HexView } from '../../../../../shared/rulesets/hex/types'
import { useAppSelector } from '../../../store'
import { areaShift, clampArea, frameTable, tableCorners, type FreeArea, type Vec3 } from '../../common/scene/framing'
import { facingToRotationY, hexToWorld, pegTop } from './hex-coords'
import { mapBoard } from './map-texture'

const OBLIQUE = (55 * Math.PI) / 180
/** the air above the map the framing keeps in sight: a plane at altitude 6 and its label */
const AIR = pegTop(6) + 4
/** the follow camera: behind the plane and above it, looking this far ahead of its nose, cm */
const FOLLOW_BACK = 40
const FOLLOW_UP = 34
const FOLLOW_AHEAD = 18

export type HexCameraMode = 'orbit' | 'top' | 'follow'

/** The bands the panels cover, px from each side of the canvas (none marked: a guess that leaves the hand its band). */
export function measureEdges(canvas: HTMLElement): FreeArea {
  const c = canvas.getBoundingClientRect()
  const marked = [...document.querySelectorAll<HTMLElement>('[data-hex-edge]')]
  if (!marked.length) return { top: c.height * 0.08, right: 0, bottom: c.height * 0.26 }
  const area: FreeArea = { top: 0, right: 0, bottom: 0, left: 0 }
  for (const el of marked) {
    const r = el.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0) continue
    const edge = el.dataset.hexEdge
    if (edge === 'top') area.top = Math.max(area.top, r.bottom - c.top)
    else if (edge === 'bottom') area.bottom = Math.max(area.bottom ?? 0, c.bottom - r.top)
    else if (edge === 'left') area.left = Math.max(area.left ?? 0, r.right - c.left)
    else if (edge === 'right') area.right = Math.max(area.right, c.right - r.left)
  }
  return area
}

/** The direction from the map's centre to the camera for a preset. */
export function presetDirection(mode: 'orbit' | 'top'): Vec3 {
  if (mode === 'top') return [0, 1, 0.002]
  return [0, Math.sin(OBLIQUE), Math.cos(OBLIQUE)]
}

export function HexCamera({ view, follow }: { view: HexView; follow: string | null }) {
  const chosen = useAppSelector((s) => s.ui.camera)
  const mode: HexCameraMode = chosen === 'top' ? 'top' : chosen === 'follow' ? 'follow' : 'orbit'
  const camera = useThree((s) => s.camera) as PerspectiveCamera
  const gl = useThree((s) => s.gl)
  const size = useThree((s) => s.size)
  const controls = useRef<OrbitControlsImpl>(null)
  const board = useMemo(() => mapBoard(view.setup), [view.setup])
  const corners = useMemo(() => tableCorners(board.width, board.depth, 0, 0), [board])
  const oblique = useMemo(() => tableCorners(board.width, board.depth, 0, AIR), [board])
  const fit = useRef({ key: '', distance: 0, shift: [0, 0] as [number, number] })
  const area = useRef<FreeArea | null>(null)
  const measuredAt = useRef(-1)
  const shift = useRef<[number, number] | null>(null)
  const goal = useRef(new Vector3())
  const look = useRef(new Vector3())
  const lookNow = useRef(new Vector3())
  const taken = useRef(false)
  const first = useRef(true)
  const followed = view.planes.find((p) => p.id === follow && p.status === 'flying') ?? view.planes.find((p) => p.status === 'flying') ?? null

  useEffect(() => {
    taken.current = false
  }, [mode])
  useEffect(() => {
    const c = controls.current
    if (!c) return
    const take = () => (taken.current = true)
    c.addEventListener('start', take)
    return () => c.removeEventListener('start', take)
  }, [mode])

  useFrame((state, rawDt) => {
    const dt = Math.min(rawDt, 0.5)
    const { width: W, height: H } = size
    if (state.clock.elapsedTime - measuredAt.current > 0.25 || !area.current) {
      area.current = clampArea(measureEdges(gl.domElement), { width: W, height: H })
      measuredAt.current = state.clock.elapsedTime
    }
    const a = area.current
    const framing = mode === 'top' ? 'top' : 'orbit'
    const key = `${framing}:${W}x${H}:${Math.round(a.top)}:${Math.round(a.right)}:${Math.round(a.bottom ?? 0)}:${Math.round(a.left ?? 0)}:${board.width}x${board.depth}:${camera.fov}`
    if (fit.current.key !== key) {
      const f = frameTable({ fovY: camera.fov, viewport: { width: W, height: H }, area: a, target: [0, 0, 0], dir: presetDirection(framing) }, framing === 'top' ? corners : oblique)
      fit.current = { key, distance: f.distance, shift: f.shift }
    }
    // the follow view centres its plane in the free area
    const want: [number, number] = mode === 'follow' ? areaShift(a) : fit.current.shift
    const ease = 1 - Math.exp(-dt * 5)
    shift.current = shift.current === null ? want : [shift.current[0] + (want[0] - shift.current[0]) * ease, shift.current[1] + (want[1] - shift.current[1]) * ease]
    camera.setViewOffset(W, H, shift.current[0], shift.current[1], W, H)

    if (mode === 'follow' && followed) {
      const [x, z] = hexToWorld(followed.hex, view.setup.map)
      const rot = facingToRotationY(followed.facing)
      const y = pegTop(followed.altitude)
      // behind the tail (+z in the model's frame), above, looking ahead of the nose
      goal.current.set(x + Math.sin(rot) * FOLLOW_BACK, y + FOLLOW_UP, z + Math.cos(rot) * FOLLOW_BACK)
      look.current.set(x - Math.sin(rot) * FOLLOW_AHEAD, y * 0.4, z - Math.cos(rot) * FOLLOW_AHEAD)
    } else {
      if (mode === 'orbit' && taken.current) return
      const dir = presetDirection(framing)
      goal.current.set(dir[0], dir[1], dir[2]).multiplyScalar(fit.current.distance)
      look.current.set(0, 0, 0)
    }
    if (first.current) {
      // the first frame: at the preset at once, no glide in from the canvas's default
      first.current = false
      camera.position.copy(goal.current)
      lookNow.current.copy(look.current)
    }
    const k = 1 - Math.exp(-dt * 3.5)
    camera.position.lerp(goal.current, k)
    lookNow.current.lerp(look.current, 1 - Math.exp(-dt * 7))
    camera.lookAt(lookNow.current)
    if (mode === 'orbit' && controls.current) controls.current.target.copy(lookNow.current)
  })

  const span = Math.max(board.width, board.depth)
  return <OrbitControls ref={controls} enabled={mode === 'orbit'} makeDefault enableDamping={false} maxPolarAngle={Math.PI / 2.1} minDistance={15} maxDistance={span * 4} />
}
