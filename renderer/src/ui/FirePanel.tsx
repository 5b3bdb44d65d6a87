/**
 * Firing: the seat's planes that have targets, the targets with their range band (short range: two cards,
 * long range: one), and holding fire. Targets are ringed on the table too and can be clicked there.
 *
 * Keys: 1-9 choose a target of the front guns, Shift+1-9 of the rear guns, H holds fire, Enter fires.
 */
import { useEffect } from 'react'
import type { GunArc } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import { content } from '../content'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector } from '../store'
import { fireDraftCleared, fireHeld, planeSelected } from '../store/ui-slice'
import { fireTargetChosen } from '../scene/target-choice'

export function FirePanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const selected = useAppSelector((s) => s.ui.selected)
  const drafts = useAppSelector((s) => s.ui.fireDraft)
  const mine = view.step === 'firing' ? view.planes.filter((p) => p.seat === seat && view.fireOptions.some((o) => o.plane === p.id) && !view.ordered.includes(p.id)) : []
  const active = mine.find((p) => p.id === selected) ?? mine[0]
  const options = active ? view.fireOptions.filter((o) => o.plane === active.id) : []
  const draft = (active && drafts[active.id]) || {}
  const arcs = (['front', 'rear'] as GunArc[]).filter((a) => options.some((o) => o.arc === a))
  const visible = !!active && !animating

  useEffect(() => {
    if (active && selected !== active.id) dispatch(planeSelected(active.id))
  }, [active, selected, dispatch])

  const send = () => {
    if (!active) return
    const orders: { front?: string | null; rear?: string | null } = {}
    for (const a of arcs) orders[a] = draft[a] ?? null
    client.fire(active.id, orders)
    dispatch(fireDraftCleared())
  }

  useEffect(() => {
    if (!visible || !active) return
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return
      const digit = /^Digit([1-9])$/.exec(e.code)
      if (digit) {
        const arc: GunArc = e.shiftKey && arcs.includes('rear') ? 'rear' : arcs[0]
        const list = options.filter((o) => o.arc === arc)
        const o = list[Number(digit[1]) - 1]
        if (o) dispatch(fireTargetChosen({ plane: active.id, arc, target: o.target }))
        e.preventDefault()
      } else if (e.key.toLowerCase() === 'h') {
        for (const a of arcs) dispatch(fireHeld({ plane: active.id, arc: a }))
      } else if (e.key === 'Enter') send()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  if (!visible || !active) return null
  const name = (id: string) => content.aircraft[view.planes.find((p) => p.id === id)!.aircraft].name
  return (
    <div className="panel fire-panel" data-testid="fire-panel">
      <div className="panel-head">
        <strong>Fire: {name(active.id)}</strong>
        <span className="hint">phase {view.phase} · 1-9 target · Shift for rear guns · H hold · Enter fire</span>
      </div>
      {arcs.map((arc) => (
        <div key={arc} className="fire-arc">
          <div className="arc-name">{arc === 'front' ? 'Front guns' : 'Rear guns'}</div>
          {options
            .filter((o) => o.arc === arc)
            .map((o, i) => (
              <button key={o.target} className={`target ${draft[arc] === o.target ? 'on' : ''} ${o.cards === 2 ? 'short' : 'long'}`} onClick={() => dispatch(fireTargetChosen({ plane: active.id, arc, target: o.target }))} data-testid={`target-${arc}-${o.target}`}>
                <span className="key">{i + 1}</span> {name(o.target)}
                <span className="band">{o.cards === 2 ? 'short range · 2 cards' : 'long range · 1 card'}</span>
                <span className="dist">{o.distance.toFixed(1)} cm</span>
              </button>
            ))}
          <button className={`target hold ${draft[arc] === null || draft[arc] === undefined ? 'on' : ''}`} onClick={() => dispatch(fireHeld({ plane: active.id, arc }))} data-testid={`hold-${arc}`}>
            Hold fire
          </button>
        </div>
      ))}
      <button className="primary" onClick={send} data-testid="confirm-fire">
        {arcs.some((a) => draft[a]) ? 'Fire' : 'Hold fire'}
      </button>
    </div>
  )
}
