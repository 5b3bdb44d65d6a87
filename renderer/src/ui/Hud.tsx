/**
 * The bar along the top of the table: turn and phase, who the game waits for, the camera, fire arcs and the
 * ruler for the selected plane, the animation speed, and leaving the game.
 */
import { useEffect } from 'react'
import type { GameView } from '../../../shared/engine/view'
import { content } from '../content'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector } from '../store'
import { arcsToggled, cameraModeChosen, cameraModeCycled, planeSelected, rulerToggled, speedChosen } from '../store/ui-slice'

export function Hud({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const camera = useAppSelector((s) => s.ui.camera)
  const selected = useAppSelector((s) => s.ui.selected)
  const arcsFor = useAppSelector((s) => s.ui.arcsFor)
  const rulerFor = useAppSelector((s) => s.ui.rulerFor)
  const speed = useAppSelector((s) => s.ui.speed)
  const waiting = useAppSelector((s) => s.game.waitingFor)
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const flying = view.planes.filter((p) => p.status === 'flying')

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return
      if (e.key === 'c' || e.key === 'C') dispatch(cameraModeCycled())
      else if (e.key === 'a' && selected) dispatch(arcsToggled(selected))
      else if (e.key === 'g' && selected) dispatch(rulerToggled(selected))
      else if (e.key === '[' || e.key === ']') {
        const i = flying.findIndex((p) => p.id === selected)
        const next = flying[(i + (e.key === ']' ? 1 : flying.length - 1)) % flying.length]
        if (next) dispatch(planeSelected(next.id))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [dispatch, selected, flying])

  const step = view.step === 'planning' ? 'planning' : view.step === 'firing' ? `phase ${view.phase}, firing` : 'game over'
  const waitingNames = waiting.map((id) => content.aircraft[view.planes.find((p) => p.id === id)?.aircraft ?? '']?.name ?? id)
  const myTurn = view.planes.some((p) => p.seat === seat && waiting.includes(p.id))
  return (
    <div className="hud" data-testid="hud">
      <span className="turn" data-testid="turn">
        Turn {view.turn} · {step}
      </span>
      <span className="waiting">{animating ? 'moving…' : view.step === 'over' ? '' : myTurn ? 'your move' : waitingNames.length ? `waiting for ${waitingNames.join(', ')}` : ''}</span>
      <span className="spacer" />
      <label>
        Plane
        <select value={selected ?? ''} onChange={(e) => dispatch(planeSelected(e.target.value || null))} data-testid="select-plane">
          <option value="">none</option>
          {flying.map((p) => (
            <option key={p.id} value={p.id}>
              {content.aircraft[p.aircraft].name}
            </option>
          ))}
        </select>
      </label>
      <button className={selected && arcsFor.includes(selected) ? 'on' : ''} disabled={!selected} onClick={() => selected && dispatch(arcsToggled(selected))} title="A" data-testid="toggle-arcs">
        Arcs
      </button>
      <button className={selected && rulerFor === selected ? 'on' : ''} disabled={!selected} onClick={() => selected && dispatch(rulerToggled(selected))} title="G" data-testid="toggle-ruler">
        Ruler
      </button>
      <span className="group" role="group" aria-label="camera">
        {(['orbit', 'top', 'follow'] as const).map((m) => (
          <button key={m} className={camera === m ? 'on' : ''} onClick={() => dispatch(cameraModeChosen(m))} data-testid={`camera-${m}`} title="C cycles">
            {m === 'orbit' ? 'Orbit' : m === 'top' ? 'Top-down' : 'Follow'}
          </button>
        ))}
      </span>
      <label>
        Speed
        <select value={speed} onChange={(e) => dispatch(speedChosen(Number(e.target.value)))} data-testid="speed">
          {[0.5, 1, 2, 4, 10].map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <button onClick={() => client.leave()} data-testid="leave">
        Leave
      </button>
    </div>
  )
}
