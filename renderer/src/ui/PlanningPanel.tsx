/**
 * Planning: the seat's deck as cards with their paths drawn, three slots, illegal cards disabled with the reason
 * printed on them and spelt out beside the deck, the plan previewed on the table (the scene draws the drafts),
 * and everything on the keyboard too. The panel is compact and sits in the lower left, so that the lower middle
 * of the table (where the seat's own plane stands) stays in sight; the deck folds away.
 *
 * Keys: 1-9, 0 and Q-P pick the cards in deck order; Left/Right choose the slot; Backspace clears the slot and
 * Shift+Backspace the plan; Ctrl+Z and Ctrl+Y undo and redo; Tab goes to the next plane; M folds the deck;
 * Enter commits the plan.
 *
 * The plan's warnings (a card that takes the plane off the table, with what that costs in this game; a card
 * ending on another stand) replace "Plan ready", and a plan that leaves the table is asked about once before it
 * is committed (Enter again, or Escape to change it). A plan in flight is not sent twice.
 */
import { useEffect, useMemo, useState } from 'react'
import { checkPlan, slotOptions, type PlanRules } from '../../../shared/engine/planning'
import type { PlaneEffects } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import { content, rulesFor } from '../content'
import { useClient } from '../net/client-context'
import { teamColour } from '../scene/team-colours'
import { useAppDispatch, useAppSelector, useAppStore } from '../store'
import { cardPlaced, commitSent, planCleared, planeChosen, planRedone, planUndone, slotChosen, slotCleared } from '../store/planning-slice'
import { planPreview } from '../scene/ManoeuvrePreview'
import { deckToggled, planeSelected } from '../store/ui-slice'
import { lastManoeuvreLabel, plainReason, shortReason } from './card-reasons'
import { cardsEnd, deckAltitudes, levelTag, planAltitudes, refusalsBrought, type CardAltitude, type LandingLook } from './altitude-words'
import './plan-warnings.css'
import { planeName } from './plane-name'
import { CardPath, CardSymbols, MiniCard } from './CardView'
import { CARD_KEYS, cardIndexOfKey, keyActivatesFocused, typingIn } from './keys'
import { RamToggle, ramChosen } from './RamToggle'
import { BombDrop, dropChosen } from './BombDrop'

const EMPTY: (string | null)[] = [null, null, null]

export function PlanningPanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const collapsed = useAppSelector((s) => s.ui.deckCollapsed)
  const activeId = useAppSelector((s) => s.planning.active)
  const store = useAppStore()
  const drafts = useAppSelector((s) => s.planning.drafts)
  const slots = useAppSelector((s) => s.planning.slot)
  const past = useAppSelector((s) => s.planning.past)
  const future = useAppSelector((s) => s.planning.future)
  const committing = useAppSelector((s) => s.planning.committing)
  const [pointed, setPointed] = useState<string | null>(null)
  /** the plan (plane and cards) the player was asked about, and whether they said to commit it anyway */
  const [asked, setAsked] = useState<{ key: string; confirmed: boolean } | null>(null)
  const rules = rulesFor(view.setup)

  const mine = useMemo(() => (view.step === 'planning' ? view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed) : []), [view, seat])
  const active = mine.find((p) => p.id === activeId) ?? mine[0]
  const plane = active ? rules.byId.get(active.id) : undefined
  const draft = (active && drafts[active.id]) || EMPTY
  const slot = (active && slots[active.id]) ?? 0
  const cards = useMemo(() => (plane ? [...plane.cards.values()].map((c) => c.card) : []), [plane])
  // the optional rules' refusals (a jammed rudder, a damaged engine) from this plane's own effects
  const pr = useMemo<PlanRules | undefined>(() => (active?.effects ? { rules, effects: active.effects as PlaneEffects, turn: view.turn, stand: active } : undefined), [rules, active, view.turn])
  const reasons = useMemo(() => (plane && active ? slotOptions(plane, active.last, draft, slot, pr) : new Map<string, string | null>()), [plane, active, draft, slot, pr])
  const checks = useMemo(() => (plane && active ? checkPlan(plane, active.last, draft.map((c) => c ?? plane.straight.card.id), pr) : []), [plane, active, draft, pr])
  // 003 Altitude: what each card does to the level and climb counters, from where the turn began and the cards
  // before it as they will fly (an empty or illegal slot as a straight, as the checks judge it)
  const alt = (active?.effects as PlaneEffects | undefined)?.alt
  const overdive = view.setup.options.overdive === true
  // 003 Fire on the Ground (line 412): a burning plane on the ground cannot take off
  const flame = (active?.effects as PlaneEffects | undefined)?.flame ?? 0
  const flown = useMemo(() => (plane ? draft.map((id, i) => (id && !checks[i]?.reason ? (plane.cards.get(id)?.card ?? plane.straight.card) : plane.straight.card)) : []), [plane, draft, checks])
  // 003 Landings (lines 383-387): a dive to the ground over a field lands, elsewhere it crashes
  const fields = view.setup.fields
  const look = useMemo<LandingLook | undefined>(() => (plane && active && fields?.length ? { fields, end: cardsEnd(plane, { x: active.x, y: active.y, h: active.h }) } : undefined), [plane, active, fields])
  const deckAlt = useMemo(() => {
    if (!alt || !plane) return new Map<string, CardAltitude>()
    const out = deckAltitudes(cards, alt, flown.slice(0, slot), overdive, flame, look)
    // a card that would have the whole plan refused (an Immelmann turn in the turn of a climb) says so in red
    const planned = draft.map((id) => (id ? (plane.cards.get(id)?.card ?? null) : null))
    const opts = { overdive, hasImmelmann: cards.some((c) => c.immelmann) }
    for (const c of cards) {
      const a = out.get(c.id)
      const refused = a ? refusalsBrought(c, slot, planned, plane.straight.card, alt, opts) : []
      if (a && refused.length) out.set(c.id, { ...a, text: `${a.text}, but ${refused.join('; ')}`, refused: true })
    }
    return out
  }, [alt, plane, cards, draft, flown, slot, overdive, flame, look])
  const slotAlt = useMemo(() => (alt && plane ? planAltitudes(draft.map((id) => (id ? (plane.cards.get(id)?.card ?? null) : null)), flown, alt, overdive, flame, look) : []), [alt, plane, draft, flown, overdive, flame, look])
  const complete = draft.every((c) => c !== null)
  const problems = checks.map((c, i) => ({ slot: i, reason: draft[i] ? c.reason : null })).filter((c) => c.reason)
  const ready = complete && problems.length === 0
  const visible = !!active && !animating
  const canUndo = !!active && (past[active.id]?.length ?? 0) > 0
  const canRedo = !!active && (future[active.id]?.length ?? 0) > 0
  const shownId = active?.id
  const preview = useMemo(() => planPreview(rules, view, drafts, seat), [rules, view, drafts, seat])
  const warnings = useMemo(() => (active ? preview.warnings.filter((w) => w.plane === active.id) : []), [preview, active])
  const exit = warnings.find((w) => w.kind === 'leaves-table')
  const planKey = active ? `${active.id}|${view.turn}|${draft.join(',')}` : ''
  const asking = !!exit && ready && asked?.key === planKey && !asked.confirmed
  const inFlight = !!active && committing.includes(active.id)

  /**
   * Commit: once per plan in flight; a plan leaving the table is asked about first, and the second press (Enter
   * or "Commit anyway") sends it.
   */
  function sendPlan(): void {
    if (!active || !ready || inFlight) return
    if (exit && !(asked?.key === planKey && asked.confirmed)) {
      if (asked?.key !== planKey) return setAsked({ key: planKey, confirmed: false })
      setAsked({ key: planKey, confirmed: true })
    }
    dispatch(commitSent(active.id))
    client.plan(active.id, draft as string[], ramChosen(active.id, view.turn), dropChosen(view, active.id))
  }

  // the camera turns to the plane being planned when it changes (the player may look elsewhere afterwards)
  useEffect(() => {
    if (visible && shownId) dispatch(planeSelected(shownId))
  }, [visible, shownId, dispatch])

  useEffect(() => {
    if (!visible || !active) return
    const commit = () => sendPlan()
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e)) return
      if (e.key === 'Escape' && asking) return void (e.preventDefault(), setAsked(null))
      const k = e.key.toLowerCase()
      if ((e.ctrlKey || e.metaKey) && (k === 'y' || (k === 'z' && e.shiftKey))) return void (e.preventDefault(), dispatch(planRedone(active.id)))
      if ((e.ctrlKey || e.metaKey) && k === 'z') return void (e.preventDefault(), dispatch(planUndone(active.id)))
      if (e.ctrlKey || e.metaKey || e.altKey) return
      const idx = cardIndexOfKey(e.key)
      if (idx >= 0 && idx < cards.length && !e.shiftKey) {
        const id = cards[idx].id
        // keys typed faster than the panel draws land where the store says now, not where the last drawing did
        const now = store.getState().planning
        const nowSlot = now.slot[active.id] ?? 0
        const why = plane ? slotOptions(plane, active.last, now.drafts[active.id] ?? EMPTY, nowSlot, pr).get(id) : null
        // a refused card says why in the line under the deck
        setPointed(why ? id : null)
        if (!why) dispatch(cardPlaced({ plane: active.id, slot: nowSlot, card: id }))
        e.preventDefault()
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault()
        dispatch(slotChosen({ plane: active.id, slot: (store.getState().planning.slot[active.id] ?? 0) + (e.key === 'ArrowLeft' ? -1 : 1) }))
      } else if (e.key === 'Backspace' || e.key === 'Delete') {
        e.preventDefault()
        dispatch(e.shiftKey ? planCleared(active.id) : slotCleared({ plane: active.id, slot: store.getState().planning.slot[active.id] ?? 0 }))
      } else if (e.key === 'Enter') {
        if (keyActivatesFocused(e)) return
        e.preventDefault()
        commit()
      } else if (e.key === 'Tab' && mine.length > 1) {
        e.preventDefault()
        const i = mine.findIndex((p) => p.id === active.id)
        dispatch(planeChosen(mine[(i + (e.shiftKey ? mine.length - 1 : 1)) % mine.length].id))
      } else if (k === 'm') dispatch(deckToggled())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  if (!visible || !active || !plane) return null
  const aircraft = content.aircraft[active.aircraft]
  const side = view.setup.teams.find((t) => t.id === active.team)?.side
  const pointedCard = pointed ? content.cards[pointed] : undefined
  const pointedReason = pointed ? reasons.get(pointed) : null
  const last = lastManoeuvreLabel(active.last)
  // two rows of cards; the panel is no wider than the deck
  const columns = Math.max(8, Math.ceil(cards.length / 2))

  const explaining = !!(pointedCard && pointedReason) || problems.length > 0 || warnings.length > 0
  let line: React.ReactNode
  if (pointedCard && pointedReason) {
    line = (
      <span className="why-not" data-testid="card-reason-text">
        <b>{pointedCard.name}</b> cannot go in slot {slot + 1}: {plainReason(pointedReason, draft.indexOf(pointed!))}
      </span>
    )
  } else if (problems.length > 0) {
    line = (
      <span className="why-not">
        Slot {problems[0].slot + 1} is illegal: {problems[0].reason}
      </span>
    )
  } else if (pointedCard) {
    const a = deckAlt.get(pointedCard.id)
    line = (
      <span>
        <b>{pointedCard.name}</b> into slot {slot + 1}
        {a && <span className={`alt-effect ${a.fatal || a.refused ? 'bad' : ''}`} data-testid="card-altitude-text">: {a.text}</span>}
      </span>
    )
  } else if (inFlight) {
    line = <span>Committing the plan…</span>
  } else if (ready && exit) {
    line = <span className="why-not">Plan ready, but it leaves the table: Enter asks before committing it</span>
  } else if (ready && warnings.length > 0) {
    line = <span className="why-not">Plan ready, with a likely bump: Enter commits it</span>
  } else if (ready) {
    line = <span className="ready">Plan ready: Enter commits it</span>
  } else {
    line = <span>Choose the card for slot {slot + 1}</span>
  }

  return (
    <div
      className={`panel planning-panel ${collapsed ? 'collapsed' : ''}`}
      style={{ maxWidth: `calc(${columns} * (var(--card-w) + var(--card-gap)) - var(--card-gap) + 20px)` }}
      data-testid="planning-panel"
      onMouseDown={(e) => e.preventDefault()}
    >
      <div className="panel-head">
        <span className="swatch" style={{ background: teamColour(side) }} />
        <strong className="panel-title" data-testid="planning-plane">
          {aircraft.name}
        </strong>
        <span className="chip">Turn {view.turn}</span>
        {alt && (
          <span className={`chip level-chip level-${Math.min(3, alt.turnStart.level)}`} title={levelTag({ ...alt.turnStart, climbRate: alt.climbRate }).title} data-testid="planning-level">
            {levelTag({ ...alt.turnStart, climbRate: alt.climbRate }).text}
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
        <RamToggle view={view} plane={active.id} />
        <BombDrop view={view} plane={active.id} />
        <span className="spacer" />
        <button className="icon" onClick={() => dispatch(deckToggled())} aria-expanded={!collapsed} title={collapsed ? 'Show the deck (M)' : 'Fold the deck away (M)'} data-testid="planning-collapse">
          {collapsed ? '▴ Deck' : '▾'}
        </button>
      </div>
      <div className="slots-row">
        {[0, 1, 2].map((i) => {
          const id = draft[i]
          const c = id ? content.cards[id] : null
          const bad = problems.find((p) => p.slot === i)
          const warned = warnings.find((w) => w.slot === i)
          const notFlown = !!active && preview.unflown.has(`${active.id}:${i}`)
          const a = c && !bad ? slotAlt[i] : null
          return (
            <div
              key={i}
              role="button"
              tabIndex={0}
              aria-label={`slot ${i + 1}: ${c ? c.name : 'empty'}`}
              className={`slot ${i === slot ? 'current' : ''} ${bad ? 'illegal' : ''} ${c ? 'filled' : ''} ${warned ? `warned ${warned.kind}` : ''} ${notFlown ? 'unflown' : ''}`}
              onClick={() => dispatch(slotChosen({ plane: active.id, slot: i }))}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), e.stopPropagation(), dispatch(slotChosen({ plane: active.id, slot: i })))}
              title={bad ? `illegal: ${bad.reason}` : warned ? warned.sentence : notFlown ? 'never flown: the plane has left the table before this card' : a ? `${a.text}: ${a.why}` : undefined}
              data-testid={`slot-${i}`}
            >
              <span className="slot-no">{i + 1}</span>
              {c ? (
                <>
                  <MiniCard card={c} />
                  {a && (
                    <span className={`slot-alt ${a.fatal || a.refused ? 'bad' : ''}`} data-testid={`slot-altitude-${i}`}>
                      {a.short}
                    </span>
                  )}
                  <button
                    className="clear"
                    aria-label={`clear slot ${i + 1}`}
                    onClick={(e) => {
                      e.stopPropagation()
                      dispatch(slotCleared({ plane: active.id, slot: i }))
                    }}
                    data-testid={`clear-slot-${i}`}
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
        <span className="plan-tools">
          <button className="icon" onClick={() => dispatch(planUndone(active.id))} disabled={!canUndo} title="Undo (Ctrl+Z)" aria-label="undo" data-testid="undo-plan">
            ↶
          </button>
          <button className="icon" onClick={() => dispatch(planRedone(active.id))} disabled={!canRedo} title="Redo (Ctrl+Y)" aria-label="redo" data-testid="redo-plan">
            ↷
          </button>
          <button className="icon" onClick={() => dispatch(planCleared(active.id))} disabled={draft.every((c) => c === null)} title="Clear the plan (Shift+Backspace)" aria-label="clear the plan" data-testid="clear-plan">
            ⌫
          </button>
          <button
            className={`primary commit ${exit && ready ? 'warned' : ''}`}
            disabled={!ready || inFlight}
            aria-busy={inFlight}
            onClick={sendPlan}
            title={exit ? `Commit the plan (Enter): it leaves the table on card ${exit.slot + 1}` : 'Commit the plan (Enter)'}
            data-testid="commit-plan"
          >
            {inFlight ? 'Committing…' : 'Commit'}
          </button>
        </span>
      </div>
      {!collapsed && (
        <div className="deck" role="group" aria-label={`manoeuvre deck ${aircraft.manoeuvreDeck}`} style={{ gridTemplateColumns: `repeat(${columns}, var(--card-w))` }} data-testid="deck">
          {cards.map((c, i) => {
            const reason = reasons.get(c.id)
            const usedIn = draft.indexOf(c.id)
            const a = reason ? undefined : deckAlt.get(c.id)
            return (
              <button
                key={c.id}
                className={`card ${reason ? 'disabled' : ''} ${usedIn >= 0 ? 'used' : ''} ${pointed === c.id ? 'pointed' : ''} ${a ? 'has-alt' : ''}`}
                aria-disabled={!!reason}
                aria-label={`${c.name}${reason ? `, cannot go in slot ${slot + 1}: ${reason}` : a ? `, ${a.text}` : ''}`}
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
                    {shortReason(reason, usedIn)}
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
        {!explaining && <span className="hint">1–0 Q–P card · ←→ slot · ⌫ clear · Ctrl+Z/Y · {mine.length > 1 ? 'Tab plane · ' : ''}M deck</span>}
      </div>
      {warnings.length > 0 && !asking && (
        <ul className="plan-warnings" data-testid="plan-warnings">
          {warnings.map((w) => (
            <li key={`${w.kind}-${w.slot}`} className={w.kind} data-testid={`plan-warning-${w.kind}`}>
              {w.sentence}
            </li>
          ))}
        </ul>
      )}
      {asking && exit && (
        <div className="commit-confirm" role="alertdialog" aria-label="commit a plan that leaves the table" data-testid="commit-confirm">
          {exit.sentence} <b>Commit anyway?</b>
          <div className="actions">
            <button onClick={() => setAsked(null)} data-testid="commit-cancel">
              Change the plan (Esc)
            </button>
            <button className="danger" onClick={sendPlan} data-testid="commit-anyway">
              Commit anyway (Enter)
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
