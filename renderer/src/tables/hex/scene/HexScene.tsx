/**
 * The hex table in 3D (issue 30): one Canvas holding the painted battlefield and its hexes, what the moving plane
 * covers (its front arc, fire lines, the hexes the picked card reaches), the planes on their altitude pegs, clouds,
 * balloons and ground units, the dice of the latest events and the critical hits, and the camera.
 *
 * Props: `view` (the seat's HexView), `events` (the latest batch the host sent: its dice and criticals are shown for
 * a few seconds), `picked` (the card the player points at or has chosen: a move card of the seat's moving plane
 * lights the hexes it can reach), `seat` (whose screen this is; null for a spectator). Everything it shows is in the
 * seat's view: the hands stay in the panels, and the reach is worked out from the seat's own view only.
 *
 * Software WebGL gets no MSAA and a pixel ratio of 1 (the card table's render-quality.ts); the frame statistics go
 * to the same probe as the card table's (scene-probe.ts), for the test hooks and the renderer bench.
 */
import { Canvas, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Card, Hex, HexEvent, HexView, SeatId } from '../../../../../shared/rulesets/hex/types'
import { FrameCap } from '../../common/scene/FrameCap'
import { renderQuality } from '../../common/scene/render-quality'
import { ProbeFeed } from '../../common/scene/ProbeFeed'
import { useAppDispatch } from '../../../store'
import { animationChanged } from '../../../store/ui-slice'
import { hexEventText, hexRollWhy } from '../panels/hex-event-words'
import { criticalsOf, diceOf, type CriticalMark, type TableDie } from './dice'
import { HexCamera } from './HexCamera'
import { DICE_SECONDS, HexDice } from './HexDice'
import { HexMap } from './HexMap'
import { HexPieces } from './HexPieces'
import { HexPlanes } from './HexPlanes'
import { mapBoard } from './map-texture'
import { moverOf, reachWithCard } from './reach'
import { forwardCover, observerCover } from './fire-lines'
import { MapKey } from './MapKey'
import { LabelRoomKeeper } from '../../common/scene/HtmlInside'
import { mapKeyEntries } from './map-key'
import './hex-scene.css'

export interface HexSceneProps {
  view: HexView
  events: HexEvent[]
  picked: { card: Card; index: number } | null
  seat: SeatId | null
}

/** how long a critical hit stays marked on its plane, seconds */
export const CRITICAL_SECONDS = 8
/** how long the dice of a batch hold the table (not still) before a hand-off may cover it */
export const DICE_HOLD_SECONDS = 2.5

/**
 * Renders its children once the canvas's events are connected to the page. drei's Html labels mounted before then
 * lose their contents when the canvas connects (they move to the new element with a fresh root that nothing
 * renders into until their children change), so the parts with labels wait for it.
 */
function WhenConnected({ children }: { children: ReactNode }) {
  const connected = useThree((s) => !!s.events.connected)
  return connected ? <>{children}</> : null
}

/**
 * What a batch of events puts on the table for a while: its dice and its criticals. Each stays its time whatever
 * batches come after it with none of their own (a game of bots sends one a second); a batch with dice or criticals
 * of its own puts them in their place.
 */
function useShownForAWhile(events: HexEvent[], view: HexView): { dice: TableDie[]; criticals: CriticalMark[] } {
  const [dice, setDice] = useState<TableDie[]>([])
  const [criticals, setCriticals] = useState<CriticalMark[]>([])
  const viewRef = useRef(view)
  viewRef.current = view
  const clearing = useRef<{ dice?: number; criticals?: number }>({})
  const dispatch = useAppDispatch()
  useEffect(() => {
    const timers = clearing.current
    return () => {
      window.clearTimeout(timers.dice)
      window.clearTimeout(timers.criticals)
    }
  }, [])
  useEffect(() => {
    // a die says what it was rolled for (its face shows the result); a critical says what it did
    const d = diceOf(events, viewRef.current, (e) => hexRollWhy(e, viewRef.current))
    const c = criticalsOf(events, (e) => hexEventText(e, viewRef.current))
    const timers = clearing.current
    let hold: number | null = null
    if (d.length) {
      setDice(d)
      window.clearTimeout(timers.dice)
      timers.dice = window.setTimeout(() => setDice([]), DICE_SECONDS * 1000)
      // the table is not still while dice land: a hotseat's hand-off (net/hotseat.ts) waits until they can be read
      dispatch(animationChanged(true))
      hold = window.setTimeout(() => dispatch(animationChanged(false)), DICE_HOLD_SECONDS * 1000)
    }
    if (c.length) {
      setCriticals(c)
      window.clearTimeout(timers.criticals)
      timers.criticals = window.setTimeout(() => setCriticals([]), CRITICAL_SECONDS * 1000)
    }
    return () => {
      if (hold === null) return
      window.clearTimeout(hold)
      dispatch(animationChanged(false))
    }
  }, [events, dispatch])
  return { dice, criticals }
}

export function HexScene({ view, events, picked, seat }: HexSceneProps) {
  const quality = useMemo(() => renderQuality(), [])
  const board = mapBoard(view.setup)
  const size = Math.max(board.width, board.depth)
  const moverId = view.move?.plane ?? view.planes.find((p) => p.seat === view.current && p.status === 'flying')?.id ?? null
  const mover = view.planes.find((p) => p.id === moverId && p.status === 'flying') ?? null
  // the reach is searched once per view and card (reach.ts tries each step with the game's own commands)
  const pickedId = picked?.card.id ?? null
  const reach = useMemo(() => (picked && moverOf(view, seat) ? reachWithCard(view, seat, picked.card) : null), [view.seq, pickedId, seat]) // eslint-disable-line react-hooks/exhaustive-deps -- a view's seq names it
  const { dice, criticals } = useShownForAWhile(events, view)
  const forward = useMemo(() => (mover ? forwardCover(view, mover) : null), [view, mover])
  const observer = useMemo(() => (mover ? observerCover(view, mover) : null), [view, mover])
  const occupied = (h: Hex) =>
    view.planes.some((p) => p.status === 'flying' && p.hex.col === h.col && p.hex.row === h.row) ||
    view.setup.ground.some((g) => g.hex.col === h.col && g.hex.row === h.row) ||
    view.setup.balloons.some((b) => view.balloons.includes(b.id) && b.hex.col === h.col && b.hex.row === h.row)
  return (
    <div className="hex-scene" data-testid="hex-scene" data-reach={reach ? reach.ends.length : ''} data-dice={dice.map((d) => d.value).join(',')}>
      <Canvas
        className="table-canvas"
        camera={{ position: [0, size * 0.9, size * 0.7], fov: 40, near: 1, far: size * 12 }}
        dpr={quality.dpr}
        frameloop={quality.frameCap ? 'demand' : 'always'}
        flat
        gl={{ antialias: quality.antialias, preserveDrawingBuffer: true, powerPreference: 'high-performance' }}
      >
        {/* a grey-blue WW1 sky over the battlefield, hazing the map's far edge */}
        <color attach="background" args={['#8fa3b3']} />
        <fog attach="fog" args={['#8fa3b3', size * 2.2, size * 6]} />
        <hemisphereLight args={['#eef3f7', '#5d5542', 1.6]} />
        <directionalLight position={[size * 0.3, size, size * 0.4]} intensity={2} color="#fff2dc" />
        {quality.frameCap && <FrameCap fps={quality.frameCap} />}
        <ProbeFeed />
        <WhenConnected>
          {/* the pieces' and planes' labels keep off each other, and off the range badges and the dice, which stay put */}
          <LabelRoomKeeper>
            <HexMap view={view} mover={mover} forward={forward} observer={observer} reach={reach} />
            <HexPieces view={view} />
            <HexPlanes view={view} mover={mover?.id ?? null} criticals={criticals} />
            <HexDice dice={dice} map={view.setup.map} occupied={occupied} />
          </LabelRoomKeeper>
        </WhenConnected>
        <HexCamera view={view} follow={mover?.id ?? null} />
      </Canvas>
      <MapKey entries={mapKeyEntries(forward, observer, reach)} />
    </div>
  )
}
