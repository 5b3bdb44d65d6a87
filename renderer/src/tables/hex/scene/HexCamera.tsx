/**
 * The hex table's camera, with the card table's presets (the store's `ui.camera`, the same buttons and C key):
 * - 'orbit': oblique, from the south edge about 55 degrees up, the whole map framed; the player may orbit it by
 *   hand (drei OrbitControls) until the preset changes;
 * - 'top': straight down on the map, the whole map framed: the hexes' grid at its plainest;
 * - 'follow': close on the plane moving now (or the first flying), from behind it and above, looking ahead of its
 *   nose at the hexes it can reach;
 * - 'director' (a stream page): the oblique view.
 * The map is framed into the part of the canvas the panels leave free (the card table's framing.ts): the panels
 * mark the bands they cover with `data-hex-edge="top" | "bottom" | "left" | "right"`, measured a few times a second;
 * a side panel that may stand above the map instead (`data-hex-edge-or`) lets the map take the width below it when
 * that frames it bigger (hex-edges.ts).
 * Moves between presets glide.
 */
import { OrbitControls } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { PerspectiveCamera, Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import type { HexView } from '../../../../../shared/rulesets/hex/types'
import { useAppSelector } from '../../../store'
import { areaShift, type FreeArea } from '../../common/scene/framing'
import { MOVE_CAMERA } from '../../common/scene/frame-order'
import { useTakenByHand } from '../../common/scene/use-taken-by-hand'
import { edgeAreas, frameMap } from './hex-edges'
import { facingToRotationY, hexToWorld, pegTop } from './hex-coords'
import { framedPoints, presetDirection } from './hex-framing'
import { mapBoard } from './map-texture'

/** the follow camera: behind the plane and above it, looking this far ahead of its nose, cm */
const FOLLOW_BACK = 40
const FOLLOW_UP = 34
const FOLLOW_AHEAD = 18

export type HexCameraMode = 'orbit' | 'top' | 'follow'

/** The free areas the panels leave (hex-edges.ts), read from the page's marked panels. */
export function measureAreas(canvas: HTMLElement): FreeArea[] {
  const panels = [...document.querySelectorAll<HTMLElement>('[data-hex-edge]')].map((el) => ({ edge: el.dataset.hexEdge, or: el.dataset.hexEdgeOr, rect: el.getBoundingClientRect() }))
  return edgeAreas(canvas.getBoundingClientRect(), panels)
}

export function HexCamera({ view, follow }: { view: HexView; follow: string | null }) {
  const chosen = useAppSelector((s) => s.ui.camera)
  const handOff = useAppSelector((s) => s.ui.handOff !== null)
  const mode: HexCameraMode = chosen === 'top' ? 'top' : chosen === 'follow' ? 'follow' : 'orbit'
  const camera = useThree((s) => s.camera) as PerspectiveCamera
  const gl = useThree((s) => s.gl)
  const size = useThree((s) => s.size)
  const controls = useRef<OrbitControlsImpl>(null)
  const board = useMemo(() => mapBoard(view.setup), [view.setup])
  const corners = useMemo(() => framedPoints(view.setup.map, false), [view.setup.map])
  const oblique = useMemo(() => framedPoints(view.setup.map, true), [view.setup.map])
  const fit = useRef({ key: '', distance: 0, shift: [0, 0] as [number, number] })
  const area = useRef<FreeArea | null>(null)
  const measuredAt = useRef(-1)
  const shift = useRef<[number, number] | null>(null)
  const goal = useRef(new Vector3())
  const look = useRef(new Vector3())
  const lookNow = useRef(new Vector3())
  const first = useRef(true)
  const followed = view.planes.find((p) => p.id === follow && p.status === 'flying') ?? view.planes.find((p) => p.status === 'flying') ?? null

  // the oblique view keeps its framing until the player orbits it by hand
  const taken = useTakenByHand(controls, mode)

  useFrame((state, rawDt) => {
    if (handOff) {
      // the hand-off screen covers the table and its panels are gone: nothing to frame against. The next player's
      // table is framed at once when it shows, with its panels, not glided into from a frame of no panels
      first.current = true
      shift.current = null
      measuredAt.current = -1
      return
    }
    const dt = Math.min(rawDt, 0.5)
    const { width: W, height: H } = size
    const framing = mode === 'top' ? 'top' : 'orbit'
    if (state.clock.elapsedTime - measuredAt.current > 0.25 || !area.current) {
      const areas = measureAreas(gl.domElement)
      const key = `${framing}:${W}x${H}:${areas.map((a) => [a.top, a.right, a.bottom ?? 0, a.left ?? 0].map(Math.round).join(',')).join(';')}:${board.width}x${board.depth}:${camera.fov}`
      if (fit.current.key !== key) {
        // the map framed beside the side panels as marked, or below the planes' list when that shows it clearly bigger
        const f = frameMap({ fovY: camera.fov, viewport: { width: W, height: H }, target: [0, 0, 0], dir: presetDirection(framing) }, areas, framing === 'top' ? corners : oblique)
        fit.current = { key, distance: f.distance, shift: f.shift }
        area.current = f.area
        // the area the map is framed in, for the specs: "top right bottom left", px of the canvas
        gl.domElement.dataset.mapArea = [f.area.top, f.area.right, f.area.bottom ?? 0, f.area.left ?? 0].map(Math.round).join(' ')
      }
      measuredAt.current = state.clock.elapsedTime
    }
    const a = area.current!
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
  }, MOVE_CAMERA)

  const span = Math.max(board.width, board.depth)
  return <OrbitControls ref={controls} enabled={mode === 'orbit'} makeDefault enableDamping={false} maxPolarAngle={Math.PI / 2.1} minDistance={15} maxDistance={span * 4} />
}
