/**
 * 003 Altitude, Planes on the Ground (lines 409-411): "During the second phase, before any manoeuvre card is revealed,
 * the owner can move and turn the plane base freely."
 *
 * The owner of a parked plane moves its base in 1 cm steps and turns it in 15° steps around its centre (a
 * simplification of "put a finger on any point of the plane base and then turn the base around that point"), sees the
 * engine's own objection to the place (taxiProblem), and sends it, or leaves the plane where it is. Keys: arrows move,
 * Q and E turn, Enter sends. The other seats are told the game waits for the owners.
 */
import { useEffect, useMemo, useState } from 'react'
import { awaitsTaxi, taxiProblem, type TaxiPose } from '../../../shared/engine/rules/altitude/ground-move'
import type { GameView } from '../../../shared/engine/view'
import { content, rulesFor } from '../content'
import { useClient } from '../net/client-context'
import { useAppSelector } from '../store'
import { planeName } from './plane-name'
import './tailing-panel.css'

const STEP_CM = 1
const TURN_DEG = 15

const round = (v: number) => Math.round(v * 100) / 100
const wrapDeg = (d: number) => ((Math.round(d) % 360) + 360) % 360

export function TaxiPanel({ view }: { view: GameView }) {
  const client = useClient()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const rules = rulesFor(view.setup)
  const mine = useMemo(() => (view.step === 'taxiing' ? view.planes.filter((p) => p.seat === seat && awaitsTaxi(p)) : []), [view, seat])
  const active = mine[0]
  const start = useMemo<TaxiPose | null>(() => (active ? { x: active.x, y: active.y, heading: wrapDeg((active.h * 180) / Math.PI) } : null), [active])
  const [pose, setPose] = useState<TaxiPose | null>(start)
  useEffect(() => setPose(start), [start])
  const i = active ? rules.byId.get(active.id)!.index : -1
  const moved = !!pose && !!start && (pose.x !== start.x || pose.y !== start.y || pose.heading !== start.heading)
  const problem = active && pose && moved ? taxiProblem(rules, view.planes, i, pose) : null
  const nudge = (dx: number, dy: number, dh: number) => setPose((p) => (p ? { x: round(p.x + dx), y: round(p.y + dy), heading: wrapDeg(p.heading + dh) } : p))
  const send = () => {
    if (!active) return
    if (moved && !problem) client.taxi(active.id, pose)
    else if (!moved) client.taxi(active.id, null)
  }
  useEffect(() => {
    if (!active) return
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return
      const keys: Record<string, [number, number, number]> = { ArrowLeft: [-STEP_CM, 0, 0], ArrowRight: [STEP_CM, 0, 0], ArrowUp: [0, STEP_CM, 0], ArrowDown: [0, -STEP_CM, 0], q: [0, 0, -TURN_DEG], e: [0, 0, TURN_DEG] }
      const k = keys[e.key]
      if (k) {
        nudge(...k)
        e.preventDefault()
      } else if (e.key === 'Enter') send()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  if (view.step !== 'taxiing' || animating) return null
  const name = (id: string) => planeName(view.planes, id, content)
  if (!active || !pose) {
    const waiting = view.planes.filter(awaitsTaxi)
    return (
      <div className="panel tailing-panel" data-testid="taxi-wait">
        <div className="panel-head">
          <strong className="panel-title">On the ground</strong>
        </div>
        {waiting.map((p) => (
          <div key={p.id}>{name(p.id)} is on the ground: its owner may move and turn it before the second card.</div>
        ))}
        <div className="hint">003, Planes on the Ground (lines 409-411).</div>
      </div>
    )
  }
  const button = (label: string, aria: string, d: [number, number, number], id: string) => (
    <button onClick={() => nudge(...d)} aria-label={aria} data-testid={`taxi-${id}`}>
      {label}
    </button>
  )
  return (
    <div className="panel tailing-panel" data-testid="taxi-panel">
      <div className="panel-head">
        <strong className="panel-title">On the ground: {name(active.id)}</strong>
        <span className="chip">before card 2</span>
      </div>
      <div className="hint">Move and turn the base before the second card is revealed (003, Planes on the Ground, lines 409-411): at most half a ruler, on the table, clear of other bases. Arrows move 1 cm, Q and E turn 15° about the centre.</div>
      <div className="taxi-buttons">
        {button('←', 'move west 1 cm', [-STEP_CM, 0, 0], 'west')}
        {button('↑', 'move north 1 cm', [0, STEP_CM, 0], 'north')}
        {button('↓', 'move south 1 cm', [0, -STEP_CM, 0], 'south')}
        {button('→', 'move east 1 cm', [STEP_CM, 0, 0], 'east')}
        {button('⟲ 15°', 'turn left 15°', [0, 0, -TURN_DEG], 'left')}
        {button('⟳ 15°', 'turn right 15°', [0, 0, TURN_DEG], 'right')}
        <button onClick={() => setPose(start)} disabled={!moved} data-testid="taxi-reset">
          Reset
        </button>
      </div>
      <div data-testid="taxi-pose">
        centre {pose.x.toFixed(0)}, {pose.y.toFixed(0)} cm, heading {pose.heading}°{moved ? '' : ' (where it stands)'}
      </div>
      {problem && (
        <div className="hint error" data-testid="taxi-problem">
          {problem}
        </div>
      )}
      <button className="primary" onClick={send} disabled={!!problem} data-testid="taxi-send">
        {moved ? 'Done: put it here' : 'Done: leave it'}
      </button>
    </div>
  )
}
