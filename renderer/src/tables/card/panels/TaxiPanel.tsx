/**
 * 003 Altitude, Planes on the Ground (lines 409-411): "During the second phase, before any manoeuvre card is revealed,
 * the owner can move and turn the plane base freely."
 *
 * The owner of a parked plane moves its base in 1 cm steps and turns it in 15° steps around its centre (a
 * simplification of "put a finger on any point of the plane base and then turn the base around that point"), sees the
 * engine's own objection to the place (taxiProblem), and sends it, or leaves the plane where it is. Keys: arrows move it
 * relative to its own nose (↑ forward, ↓ back, ← and → sideways: the same whichever side of the table the owner sits),
 * Q and E turn, Enter sends. The table draws the pending place (scene/TaxiGhost.tsx, through the store's taxiGhost)
 * and the panel says whether a take-off can start from it. The other seats are told the game waits for the owners.
 */
import { useEffect, useMemo, useState } from 'react'
import { RuleSourceNote } from '../../../shell/help/RuleSourceNote'
import { awaitsTaxi, taxiProblem, type TaxiPose } from '../../../../../shared/engine/rules/altitude/ground-move'
import type { GameView } from '../../../../../shared/engine/view'
import { content, rulesFor } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../../store'
import { taxiGhostShown } from '../../../store/ui-slice'
import { keyActivatesFocused, typingIn } from '../../../shell/common/keys'
import { planeName } from './plane-name'
import { taxiFieldNote, taxiMoveText, taxiNudge } from './taxi-words'
import './tailing-panel.css'
import './taxi-panel.css'

const STEP_CM = 1
const TURN_DEG = 15

const wrapDeg = (d: number) => ((Math.round(d) % 360) + 360) % 360

export function TaxiPanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
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
  const shown = view.step === 'taxiing' && !animating && !!active && !!pose
  // the table draws the pending place while the panel is up
  useEffect(() => {
    dispatch(taxiGhostShown(shown && active && pose ? { plane: active.id, ...pose, ok: !problem } : null))
  }, [dispatch, shown, active, pose, problem])
  useEffect(() => () => void dispatch(taxiGhostShown(null)), [dispatch])
  // the owner's own plan: a stall in it starts a take-off, which needs the centre in a field
  const plansTakeOff = !!active?.plan?.some((id) => rules.planes[i]?.cards.get(id)?.card.stall)
  const fieldNote = pose ? taxiFieldNote(view.setup.fields, pose, plansTakeOff) : null
  // [right, forward, turn]: relative to the plane's pending heading
  const nudge = (right: number, forward: number, turn: number) => setPose((p) => (p ? taxiNudge(p, right, forward, turn) : p))
  const send = () => {
    if (!active) return
    if (moved && !problem) client.taxi(active.id, pose)
    else if (!moved) client.taxi(active.id, null)
  }
  useEffect(() => {
    if (!active) return
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      const keys: Record<string, [number, number, number]> = { ArrowLeft: [-STEP_CM, 0, 0], ArrowRight: [STEP_CM, 0, 0], ArrowUp: [0, STEP_CM, 0], ArrowDown: [0, -STEP_CM, 0], q: [0, 0, -TURN_DEG], e: [0, 0, TURN_DEG] }
      const k = keys[e.key.length === 1 ? e.key.toLowerCase() : e.key]
      if (k) {
        nudge(...k)
        e.preventDefault()
        // Enter on a focused button presses that button, not Done as well
      } else if (e.key === 'Enter' && !keyActivatesFocused(e)) send()
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
        <RuleSourceNote source="003, Planes on the Ground (lines 409-411)" />
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
      <div className="hint">
        You may move and turn your plane's base before the second card is revealed: its centre within the ring of half a ruler, the base on the table and clear of the others. The outline on the table shows where it will go.
      </div>
      <RuleSourceNote source="003, Planes on the Ground (lines 409-411)" />
      <div className="taxi-buttons">
        {button('←', "move 1 cm to the plane's left", [-STEP_CM, 0, 0], 'slide-left')}
        {button('↑', 'move 1 cm forward, towards its nose', [0, STEP_CM, 0], 'forward')}
        {button('↓', 'move 1 cm back, towards its tail', [0, -STEP_CM, 0], 'back')}
        {button('→', "move 1 cm to the plane's right", [STEP_CM, 0, 0], 'slide-right')}
        {button('⟲ 15°', 'turn left 15°', [0, 0, -TURN_DEG], 'left')}
        {button('⟳ 15°', 'turn right 15°', [0, 0, TURN_DEG], 'right')}
        <button onClick={() => setPose(start)} disabled={!moved} data-testid="taxi-reset">
          Reset
        </button>
      </div>
      <div className="hint key-hint" data-testid="taxi-keys">Keys: arrows move it 1 cm as the plane sees it (↑ towards its nose, ↓ back, ← → to its left and right), Q and E turn it 15° about its centre, Enter is Done.</div>
      <div className="taxi-where">
        <b data-testid="taxi-move">{start ? taxiMoveText(start, pose) : ''}</b>
        <span className="hint" data-testid="taxi-pose">
          centre {pose.x.toFixed(0)}, {pose.y.toFixed(0)} cm, heading {pose.heading}°{moved ? '' : ' (where it stands)'}
        </span>
      </div>
      {problem ? (
        <div className="taxi-problem" data-testid="taxi-problem">
          Not there: {problem}
        </div>
      ) : (
        fieldNote && (
          <div className={`taxi-note ${fieldNote.warn ? 'warn' : ''}`} data-testid="taxi-field">
            {fieldNote.text}
          </div>
        )
      )}
      <button className="primary" onClick={send} disabled={!!problem} data-testid="taxi-send">
        {moved ? 'Done: put it here' : 'Done: leave it'}
      </button>
    </div>
  )
}
