/**
 * Planning: the seat's deck as cards with their paths drawn, three slots, illegal cards disabled with the reason
 * shown, the plan previewed on the table, and everything on the keyboard too.
 *
 * Keys: 1-9, 0 and Q-P pick the cards in deck order; Left/Right choose the slot; Backspace clears it; Ctrl+Z and
 * Ctrl+Y undo and redo; Tab goes to the next plane; Enter commits the plan.
 */
import { useEffect, useMemo, useState } from 'react'
import { checkPlan, slotOptions } from '../../../shared/engine/planning'
import type { GameView } from '../../../shared/engine/view'
import { content, rulesFor } from '../content'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector } from '../store'
import { cardPlaced, planRedone, planUndone, slotChosen, slotCleared } from '../store/planning-slice'
import { planeSelected } from '../store/ui-slice'
import { CardPath, CardSymbols } from './CardView'

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p']

export function PlanningPanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const selected = useAppSelector((s) => s.ui.selected)
  const drafts = useAppSelector((s) => s.planning.drafts)
  const slots = useAppSelector((s) => s.planning.slot)
  const [hover, setHover] = useState<string | null>(null)
  const rules = rulesFor(view.setup)

  const mine = view.step === 'planning' ? view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed) : []
  const active = mine.find((p) => p.id === selected) ?? mine[0]
  const plane = active ? rules.byId.get(active.id) : undefined
  const draft = (active && drafts[active.id]) || [null, null, null]
  const slot = (active && slots[active.id]) ?? 0
  const cards = useMemo(() => (plane ? [...plane.cards.values()].map((c) => c.card) : []), [plane])
  const reasons = useMemo(() => (plane && active ? slotOptions(plane, active.last, draft, slot) : new Map<string, string | null>()), [plane, active, draft, slot])
  const complete = draft.every((c) => c !== null)
  const problems = plane && active && complete ? checkPlan(plane, active.last, draft as string[]).filter((s) => s.reason) : []
  const visible = !!active && !animating

  useEffect(() => {
    if (active && selected !== active.id) dispatch(planeSelected(active.id))
  }, [active, selected, dispatch])

  useEffect(() => {
    if (!visible || !active) return
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return
      const k = e.key.toLowerCase()
      if ((e.ctrlKey || e.metaKey) && k === 'z') return void (e.preventDefault(), dispatch(planUndone(active.id)))
      if ((e.ctrlKey || e.metaKey) && k === 'y') return void (e.preventDefault(), dispatch(planRedone(active.id)))
      if (e.ctrlKey || e.metaKey || e.altKey) return
      const idx = KEYS.indexOf(k)
      if (idx >= 0 && idx < cards.length) {
        const id = cards[idx].id
        if (!reasons.get(id)) dispatch(cardPlaced({ plane: active.id, slot, card: id }))
        e.preventDefault()
      } else if (e.key === 'ArrowLeft') dispatch(slotChosen({ plane: active.id, slot: slot - 1 }))
      else if (e.key === 'ArrowRight') dispatch(slotChosen({ plane: active.id, slot: slot + 1 }))
      else if (e.key === 'Backspace' || e.key === 'Delete') dispatch(slotCleared({ plane: active.id, slot }))
      else if (e.key === 'Enter' && complete && problems.length === 0) client.plan(active.id, draft as string[])
      else if (e.key === 'Tab' && mine.length > 1) {
        e.preventDefault()
        const i = mine.findIndex((p) => p.id === active.id)
        dispatch(planeSelected(mine[(i + 1) % mine.length].id))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [visible, active, cards, reasons, slot, complete, problems.length, draft, mine, client, dispatch])

  if (!visible || !active || !plane) return null
  const aircraft = content.aircraft[active.aircraft]
  const shownReason = hover ? reasons.get(hover) : null
  return (
    <div className="panel planning-panel" data-testid="planning-panel">
      <div className="panel-head">
        <strong>
          Plan turn {view.turn}: {aircraft.name}
        </strong>
        {mine.length > 1 && (
          <span className="plane-tabs">
            {mine.map((p) => (
              <button key={p.id} className={p.id === active.id ? 'on' : ''} onClick={() => dispatch(planeSelected(p.id))}>
                {content.aircraft[p.aircraft].name}
              </button>
            ))}
          </span>
        )}
        <span className="hint">deck {aircraft.manoeuvreDeck} · keys 1-0, Q-P · ←/→ slot · Enter commits</span>
      </div>
      <div className="slots">
        {[0, 1, 2].map((i) => {
          const id = draft[i]
          const c = id ? content.cards[id] : null
          return (
            <div key={i} className={`slot ${i === slot ? 'current' : ''}`} onClick={() => dispatch(slotChosen({ plane: active.id, slot: i }))} data-testid={`slot-${i}`}>
              <span className="slot-no">{i + 1}</span>
              {c ? (
                <>
                  <CardPath card={c} size={40} />
                  <span className="slot-name">{c.name}</span>
                  <button
                    className="clear"
                    aria-label={`clear slot ${i + 1}`}
                    onClick={(e) => {
                      e.stopPropagation()
                      dispatch(slotCleared({ plane: active.id, slot: i }))
                    }}
                  >
                    ×
                  </button>
                </>
              ) : (
                <span className="slot-empty">empty</span>
              )}
            </div>
          )
        })}
        <button className="primary commit" disabled={!complete || problems.length > 0} onClick={() => client.plan(active.id, draft as string[])} data-testid="commit-plan">
          Commit plan
        </button>
      </div>
      <div className="deck" role="listbox" aria-label="manoeuvre deck">
        {cards.map((c, i) => {
          const reason = reasons.get(c.id)
          return (
            <button
              key={c.id}
              className={`card ${reason ? 'disabled' : ''}`}
              aria-disabled={!!reason}
              title={reason ?? c.name}
              data-testid={`card-${c.id}`}
              data-reason={reason ?? ''}
              onMouseEnter={() => setHover(c.id)}
              onMouseLeave={() => setHover(null)}
              onFocus={() => setHover(c.id)}
              onClick={() => !reason && dispatch(cardPlaced({ plane: active.id, slot, card: c.id }))}
            >
              <span className="key">{KEYS[i]?.toUpperCase()}</span>
              <CardPath card={c} />
              <span className="card-name">{c.name}</span>
              <CardSymbols card={c} />
              <span className="card-no">{c.n}</span>
            </button>
          )
        })}
      </div>
      <div className="reason" data-testid="card-reason">
        {shownReason ? `Not here: ${shownReason}` : problems.length ? `Illegal: ${problems[0].reason}` : ' '}
      </div>
    </div>
  )
}
