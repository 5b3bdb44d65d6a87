/**
 * Planning in 004's "Turn less" Game (lines 149-160; issue 11): in place of the three slots of a turn, the plane's
 * queue. The first plan fills the whole queue (3 or 2 slots, as the usual slots); before every later phase the panel
 * shows the cards queued, in order, each with the turn and phase it flies in, and one slot at the back for the new
 * card. The deck greys the cards that may not be queued now with the reason (turnless.ts `queueOptions`: a card
 * already queued, one an optional rule refuses, one illegal after the queue's last card). Commit sends the new cards
 * (one, or the first plan's). The table's preview draws the queued cards and the new one (queue-words.ts).
 * With 003's altitude rules the head shows the plane's level now, and the queued cards, the draft and the deck what
 * each does to it, judged from the level now as the turn-less module judges them (queue-altitude.ts).
 *
 * Keys, as the basic panel's: 1-9, 0 and Q-P pick the cards in deck order; Left/Right choose the slot of a first
 * plan; Backspace clears the slot and Shift+Backspace the draft; Ctrl+Z and Ctrl+Y undo and redo; Tab goes to the
 * next plane; M folds the deck; Enter commits.
 */
import { useEffect, useMemo, useState } from 'react'
import type { PlanRules } from '../../../shared/engine/planning'
import { queueOptions } from '../../../shared/engine/rules/turnless'
import type { PlaneEffects } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import { content, rulesFor } from '../content'
import { useClient } from '../net/client-context'
import { planPreview } from '../scene/ManoeuvrePreview'
import { teamColour } from '../scene/team-colours'
import { useAppDispatch, useAppSelector, useAppStore } from '../store'
import { cardPlaced, commitSent, planCleared, planeChosen, planRedone, planUndone, slotChosen, slotCleared } from '../store/planning-slice'
import { deckToggled, planeSelected } from '../store/ui-slice'
import { lastManoeuvreLabel, shortReason } from './card-reasons'
import { CardPath, CardSymbols, MiniCard } from './CardView'
import { CARD_KEYS, cardIndexOfKey, keyActivatesFocused, typingIn } from './keys'
import { planeName } from './plane-name'
import { queueAltitudes } from './queue-altitude'
import { phasesAway, queueAsk, queueOfGame, queuePlaces, whenWords } from './queue-words'
import './plan-warnings.css'
import './queue-panel.css'

const EMPTY: (string | null)[] = [null, null, null]

export function QueuePanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const collapsed = useAppSelector((s) => s.ui.deckCollapsed)
  const activeId = useAppSelector((s) => s.planning.active)
  const drafts = useAppSelector((s) => s.planning.drafts)
  const slots = useAppSelector((s) => s.planning.slot)
  const past = useAppSelector((s) => s.planning.past)
  const future = useAppSelector((s) => s.planning.future)
  const committing = useAppSelector((s) => s.planning.committing)
  const [pointed, setPointed] = useState<string | null>(null)
  const rules = rulesFor(view.setup)
  const q = queueOfGame(view)

  const mine = useMemo(() => (view.step === 'planning' ? view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed) : []), [view, seat])
  const active = mine.find((p) => p.id === activeId) ?? mine[0]
  const plane = active ? rules.byId.get(active.id) : undefined
  const places = useMemo(() => (active ? queuePlaces(active.plan, view.turn, view.phase, q) : []), [active, view.turn, view.phase, q])
  const queued = places.filter((p) => p.queued !== null).map((p) => p.queued!)
  const want = places.length - queued.length
  const draft = ((active && drafts[active.id]) || EMPTY).slice(0, want)
  const slot = Math.min(want - 1, (active && slots[active.id]) ?? 0)
  const cards = useMemo(() => (plane ? [...plane.cards.values()].map((c) => c.card) : []), [plane])
  const pr = useMemo<PlanRules | undefined>(() => (active?.effects ? { rules, effects: active.effects as PlaneEffects, turn: view.turn, stand: active } : undefined), [rules, active, view.turn])
  /** why each card may not go in the slot: judged after the queue and the draft's cards before the slot (turnless.ts) */
  const reasonsFor = (d: readonly (string | null)[], s: number): Map<string, string | null> => {
    if (!plane || !active) return new Map()
    const before = d.slice(0, s).map((id) => id ?? plane.straight.card.id)
    const out = queueOptions(plane, { plan: [...(active.plan ?? []), ...before], last: active.last }, view.phase, pr)
    // a card drafted in another slot of a first plan is in the queue too
    d.forEach((id, k) => id && k > s && !out.get(id) && out.set(id, 'already in the queue'))
    return out
  }
  const reasons = reasonsFor(draft, slot)
  // 003 Altitude: the level now, and what each queued, drafted or deck card does to it
  const alt = plane && active ? queueAltitudes(plane, active.last, queued, draft, slot, pr, { x: active.x, y: active.y, h: active.h }, view.setup.fields) : null
  const complete = want > 0 && draft.length === want && draft.every((c) => c !== null)
  const visible = !!active && !animating
  const inFlight = !!active && committing.includes(active.id)
  const preview = useMemo(() => planPreview(rules, view, drafts, seat), [rules, view, drafts, seat])
  const warnings = useMemo(() => (active ? preview.warnings.filter((w) => w.plane === active.id) : []), [preview, active])
  const canUndo = !!active && (past[active.id]?.length ?? 0) > 0
  const canRedo = !!active && (future[active.id]?.length ?? 0) > 0
  const shownId = active?.id

  function sendPlan(): void {
    if (!active || !complete || inFlight) return
    dispatch(commitSent(active.id))
    client.plan(active.id, draft as string[])
  }

  useEffect(() => {
    if (visible && shownId) dispatch(planeSelected(shownId))
  }, [visible, shownId, dispatch])

  useEffect(() => {
    if (!visible || !active) return
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e)) return
      const k = e.key.toLowerCase()
      if ((e.ctrlKey || e.metaKey) && (k === 'y' || (k === 'z' && e.shiftKey))) return void (e.preventDefault(), dispatch(planRedone(active.id)))
      if ((e.ctrlKey || e.metaKey) && k === 'z') return void (e.preventDefault(), dispatch(planUndone(active.id)))
      if (e.ctrlKey || e.metaKey || e.altKey) return
      const idx = cardIndexOfKey(e.key)
      if (idx >= 0 && idx < cards.length && !e.shiftKey) {
        const id = cards[idx].id
        // keys typed faster than the panel draws land where the store says now
        const now = store.getState().planning
        const nowSlot = Math.min(want - 1, now.slot[active.id] ?? 0)
        const why = reasonsFor((now.drafts[active.id] ?? EMPTY).slice(0, want), nowSlot).get(id)
        setPointed(why ? id : null)
        if (!why) dispatch(cardPlaced({ plane: active.id, slot: nowSlot, card: id }))
        e.preventDefault()
      } else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && want > 1) {
        e.preventDefault()
        const now = Math.min(want - 1, store.getState().planning.slot[active.id] ?? 0)
        dispatch(slotChosen({ plane: active.id, slot: Math.max(0, Math.min(want - 1, now + (e.key === 'ArrowLeft' ? -1 : 1))) }))
      } else if (e.key === 'Backspace' || e.key === 'Delete') {
        e.preventDefault()
        dispatch(e.shiftKey ? planCleared(active.id) : slotCleared({ plane: active.id, slot: Math.min(want - 1, store.getState().planning.slot[active.id] ?? 0) }))
      } else if (e.key === 'Enter') {
        if (keyActivatesFocused(e)) return
        e.preventDefault()
        sendPlan()
      } else if (e.key === 'Tab' && mine.length > 1) {
        e.preventDefault()
        const i = mine.findIndex((p) => p.id === active.id)
        dispatch(planeChosen(mine[(i + (e.shiftKey ? mine.length - 1 : 1)) % mine.length].id))
      } else if (k === 'm') dispatch(deckToggled())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  if (!visible || !active || !plane || want === 0) return null
  const aircraft = content.aircraft[active.aircraft]
  const side = view.setup.teams.find((t) => t.id === active.team)?.side
  const pointedCard = pointed ? content.cards[pointed] : undefined
  const pointedReason = pointed ? reasons.get(pointed) : null
  const last = lastManoeuvreLabel(active.last)
  const columns = Math.max(8, Math.ceil(cards.length / 2))
  const target = places.find((p) => p.slot === slot)!
  const first = want === places.length
  const coming = view.phase > 1 ? `before phase ${view.phase}` : view.turn === 1 && first ? 'before the first phase' : `before phase 1`

  let line: React.ReactNode
  if (pointedCard && pointedReason) {
    line = (
      <span className="why-not" data-testid="card-reason-text">
        <b>{pointedCard.name}</b> cannot be queued now: {pointedReason}
      </span>
    )
  } else if (pointedCard) {
    const a = alt?.deck.get(pointedCard.id)
    line = (
      <span>
        <b>{pointedCard.name}</b> into the queue: it flies in {whenWords(target, view.turn)}
        {a && <span className={`alt-effect ${a.fatal || a.refused ? 'bad' : ''}`} data-testid="card-altitude-text">: {a.text}</span>}
      </span>
    )
  } else if (inFlight) {
    line = <span>Committing…</span>
  } else if (complete) {
    line = <span className="ready">{first ? 'Queue ready' : 'Card ready'}: Enter commits it</span>
  } else {
    line = <span>{first ? `Choose the card for slot ${slot + 1}` : 'Choose the card to add at the back of the queue'}</span>
  }

  return (
    <div
      className={`panel planning-panel queue-panel ${collapsed ? 'collapsed' : ''}`}
      style={{ maxWidth: `calc(${columns} * (var(--card-w) + var(--card-gap)) - var(--card-gap) + 20px)` }}
      data-testid="planning-panel"
      data-queue={q}
      onMouseDown={(e) => e.preventDefault()}
    >
      <div className="panel-head">
        <span className="swatch" style={{ background: teamColour(side) }} />
        <strong className="panel-title" data-testid="planning-plane">
          {aircraft.name}
        </strong>
        <span className="chip" data-testid="queue-when">
          Turn {view.turn}, {coming}
        </span>
        <span className="chip muted" title="004's turn-less game: each plane keeps a queue of cards and adds one before every phase">
          Queue of {q}
        </span>
        {alt && (
          <span className={`chip level-chip level-${Math.min(3, alt.level.level)}`} title={`${alt.level.title} now; the cards are judged from here`} data-testid="planning-level">
            {alt.level.text}
          </span>
        )}
        {last && (
          <span className="chip muted" data-testid="last-manoeuvre">
            {last}
          </span>
        )}
        {mine.length > 1 && (
          <span className="plane-tabs" role="tablist" aria-label="planes to plan (Tab)">
            {mine.map((p, i) => (
              <button key={p.id} role="tab" aria-selected={p.id === active.id} className={p.id === active.id ? 'on' : ''} onClick={() => dispatch(planeChosen(p.id))} data-testid={`plan-plane-${p.id}`}>
                {i + 1}. {planeName(view.planes, p.id, content)}
              </button>
            ))}
          </span>
        )}
        <span className="spacer" />
        <button className="icon" onClick={() => dispatch(deckToggled())} aria-expanded={!collapsed} title={collapsed ? 'Show the deck (M)' : 'Fold the deck away (M)'} data-testid="planning-collapse">
          {collapsed ? '▴ Deck' : '▾'}
        </button>
      </div>
      <p className="queue-ask" data-testid="queue-ask">
        {queueAsk(places, view.turn)}
      </p>
      <div className="slots-row queue-row" data-testid="queue">
        {places.map((p, i) => {
          // when it flies, under the slot: the phase, then queued or new and how far ahead
          const when = (
            <span className="queue-when" data-testid={`queue-when-${i}`}>
              <span className="at">{whenWords(p, view.turn)}</span>
              <span className="away">
                {p.queued !== null ? 'queued' : 'new'} · {phasesAway(p, view.turn, view.phase)}
              </span>
            </span>
          )
          const warned = warnings.find((w) => w.slot === i)
          const a = alt?.places[i] ?? null
          const altWords = a && (
            <span className={`slot-alt ${a.fatal || a.refused ? 'bad' : ''}`} data-testid={p.queued !== null ? `queued-altitude-${i}` : `slot-altitude-${p.slot}`}>
              {a.short}
            </span>
          )
          if (p.queued !== null) {
            const c = content.cards[p.queued]
            return (
              <div key={i} className={`queue-place queued ${warned ? `warned ${warned.kind}` : ''}`} title={warned ? warned.sentence : `queued: flies in ${whenWords(p, view.turn)}${a ? `; ${a.text}: ${a.why}` : ''}`} data-testid={`queued-${i}`}>
                <div className="slot filled queued-card">
                  <span className="slot-no">{i + 1}</span>
                  {c ? <MiniCard card={c} /> : p.queued}
                  {altWords}
                </div>
                {when}
              </div>
            )
          }
          const id = draft[p.slot]
          const c = id ? content.cards[id] : null
          return (
            <div key={i} className="queue-place fresh">
              <div
                role="button"
                tabIndex={0}
                aria-label={`${first ? `slot ${p.slot + 1}` : 'new card'}: ${c ? c.name : 'empty'}, flies in ${whenWords(p, view.turn)}`}
                className={`slot ${p.slot === slot ? 'current' : ''} ${c ? 'filled' : ''} ${warned ? `warned ${warned.kind}` : ''}`}
                onClick={() => dispatch(slotChosen({ plane: active.id, slot: p.slot }))}
                title={warned ? warned.sentence : a ? `${a.text}: ${a.why}` : undefined}
                data-testid={`slot-${p.slot}`}
              >
                <span className="slot-no">{i + 1}</span>
                {c ? (
                  <>
                    <MiniCard card={c} />
                    {altWords}
                    <button
                      className="clear"
                      aria-label={`clear slot ${p.slot + 1}`}
                      onClick={(e) => {
                        e.stopPropagation()
                        dispatch(slotCleared({ plane: active.id, slot: p.slot }))
                      }}
                      data-testid={`clear-slot-${p.slot}`}
                    >
                      ×
                    </button>
                  </>
                ) : (
                  <span className="slot-empty">{first ? 'empty' : 'new card'}</span>
                )}
              </div>
              {when}
            </div>
          )
        })}
        <span className="plan-tools">
          <button className="icon" onClick={() => dispatch(planUndone(active.id))} disabled={!canUndo} title="Undo (Ctrl+Z)" aria-label="undo" data-testid="undo-plan">
            ↶
          </button>
          <button className="icon" onClick={() => dispatch(planRedone(active.id))} disabled={!canRedo} title="Redo (Ctrl+Y)" aria-label="redo" data-testid="redo-plan">
            ↷
          </button>
          <button className="primary commit" disabled={!complete || inFlight} aria-busy={inFlight} onClick={sendPlan} title={first ? 'Commit the queue (Enter)' : 'Queue the card (Enter)'} data-testid="commit-plan">
            {inFlight ? 'Committing…' : first ? 'Commit' : 'Queue it'}
          </button>
        </span>
      </div>
      {!collapsed && (
        <div className="deck" role="group" aria-label={`manoeuvre deck ${aircraft.manoeuvreDeck}`} style={{ gridTemplateColumns: `repeat(${columns}, var(--card-w))` }} data-testid="deck">
          {cards.map((c, i) => {
            const reason = reasons.get(c.id)
            const usedIn = draft.indexOf(c.id)
            const a = reason ? undefined : alt?.deck.get(c.id)
            return (
              <button
                key={c.id}
                className={`card ${reason ? 'disabled' : ''} ${usedIn >= 0 || queued.includes(c.id) ? 'used' : ''} ${pointed === c.id ? 'pointed' : ''} ${a ? 'has-alt' : ''}`}
                aria-disabled={!!reason}
                aria-label={`${c.name}${reason ? `, cannot be queued now: ${reason}` : a ? `, ${a.text}` : ''}`}
                title={reason ? `${c.name}: ${reason}` : `${c.name} (${CARD_KEYS[i]?.toUpperCase()})${a ? `: ${a.text} (${a.why})` : ''}`}
                data-testid={`card-${c.id}`}
                data-reason={reason ?? ''}
                onMouseEnter={() => setPointed(c.id)}
                onMouseLeave={() => setPointed(null)}
                onFocus={() => setPointed(c.id)}
                onBlur={() => setPointed(null)}
                onClick={() => !reason && dispatch(cardPlaced({ plane: active.id, slot, card: c.id }))}
              >
                <span className="key">{CARD_KEYS[i]?.toUpperCase()}</span>
                <span className="card-no">{c.n}</span>
                <CardPath card={c} height={a ? 28 : undefined} />
                {a && (
                  <span className={`card-alt ${a.fatal || a.refused ? 'bad' : ''}`} data-testid={`altitude-${c.id}`}>
                    {a.short}
                  </span>
                )}
                {reason ? (
                  <span className="card-why" data-testid={`why-${c.id}`}>
                    {queued.includes(c.id) ? 'in the queue' : shortReason(reason, usedIn)}
                  </span>
                ) : (
                  <span className="card-name">{c.name}</span>
                )}
                <CardSymbols card={c} />
              </button>
            )
          })}
        </div>
      )}
      <div className="reason" data-testid="card-reason" aria-live="polite">
        {line}
        {!pointedCard && <span className="hint">1–0 Q–P card · {want > 1 ? '←→ slot · ' : ''}⌫ clear · Ctrl+Z/Y · {mine.length > 1 ? 'Tab plane · ' : ''}M deck</span>}
      </div>
      {warnings.length > 0 && (
        <ul className="plan-warnings" data-testid="plan-warnings">
          {warnings.map((w) => (
            <li key={`${w.kind}-${w.slot}`} className={w.kind} data-testid={`plan-warning-${w.kind}`}>
              {w.sentence}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
