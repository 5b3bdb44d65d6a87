/**
 * Planning: the seat's deck as cards with their paths drawn, three slots, illegal cards disabled with the reason
 * printed on them and spelt out beside the deck, the plan previewed on the table (the scene draws the drafts),
 * and everything on the keyboard too. The panel is compact and sits in the lower left; the camera frames the table
 * above it or beside it (scene/framing.ts), so that it never covers the plane being planned nor its ghosts. The
 * deck folds away (M, or the button in the panel's head), and folds by itself once the three cards are chosen,
 * leaving the panel one row of slots (issue 26); it opens again when a slot is clicked, a card cleared, or with M.
 *
 * Keys: 1-9, 0 and Q-P pick the cards in deck order; Left/Right choose the slot; Backspace clears the slot and
 * Shift+Backspace the plan; Ctrl+Z and Ctrl+Y undo and redo; Tab goes to the next plane; M folds the deck;
 * Enter commits the plan.
 *
 * The plan's warnings (a card that takes the plane off the table, with what that costs in this game; a card
 * ending on another stand) replace "Plan ready", and a plan that leaves the table is asked about once before it
 * is committed (Enter again, or Escape to change it). A plan in flight is not sent twice.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { checkPlan, slotOptions } from '../../../../../shared/engine/planning'
import type { PlaneEffects } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppDispatch } from '../../../store'
import { commitSent, planCleared, slotChosen } from '../../../store/planning-slice'
import { deckToggled } from '../../../store/ui-slice'
import { plainReason } from './card-reasons'
import { aceSlotTag, aceUseText } from './ace-words'
import { cardsEnd, deckAltitudes, levelTag, planAltitudes, refusalsBrought, type CardAltitude, type LandingLook } from './altitude-words'
import './plan-warnings.css'
import './planning-layout.css'
import './aces.css'
import { MiniCard } from './CardView'
import { RamToggle, ramChosen } from './RamToggle'
import { BombDrop, dropChosen } from './BombDrop'
import { LineUpChoice, lineUpChosen } from './LineUpChoice'
import { DiceIntents, diceChosen } from './DiceIntents'
import { useSeatPlanning } from './seat-planning'
import { useDeckKeys } from './deck-keys'
import { Deck, deckWidth } from './Deck'
import { PlanHead } from './PlanHead'
import { ClearSlot, UndoRedo } from './PlanEditButtons'
import { CardReason } from './CardReason'
import { PlanWarnings } from './PlanWarnings'
import { repeatCards, resolvedDraft } from './repeat-cards'
import { anticipationStage, thirdChecks } from './anticipation-plan'
import { thirdCardOptions } from '../../../../../shared/engine/rules/aces/anticipation'
import { RepeatCardButtons } from './RepeatCardButtons'

const EMPTY: (string | null)[] = [null, null, null]

export function PlanningPanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const { collapsed, drafts, slots, mine, active, plane, cards, pr, preview, warnings, visible, inFlight, canUndo, canRedo } = useSeatPlanning(view)
  const [pointed, setPointed] = useState<string | null>(null)
  /** the plan (plane and cards) the player was asked about, and whether they said to commit it anyway */
  const [asked, setAsked] = useState<{ key: string; confirmed: boolean } | null>(null)

  // an Exceptional pilot's "1" and "2" (003 lines 972-981) are sent as drafted and judged as the cards they repeat
  const drafted = (active && drafts[active.id]) || EMPTY
  // 004's Anticipation (line 388): two cards at the turn's start, the third after phase II (anticipation-plan.ts)
  const late = anticipationStage(view, plane, active)
  const sent = useMemo(() => (late === 'third' && active?.plan ? [active.plan[0], active.plan[1], drafted[2]] : drafted), [late, active, drafted])
  const draft = useMemo(() => resolvedDraft(sent), [sent])
  const slot = late === 'third' ? 2 : late === 'first' && ((active && slots[active.id]) ?? 0) === 2 ? (sent[0] ? 1 : 0) : ((active && slots[active.id]) ?? 0)
  const reasons = useMemo(() => (plane && active ? (late === 'third' ? thirdCardOptions(plane, active, pr) : slotOptions(plane, active.last, draft, slot, pr)) : new Map<string, string | null>()), [plane, active, draft, slot, pr, late])
  const repeats = useMemo(() => (plane && active ? repeatCards(plane, late === 'third' ? null : active.last, sent, slot, late === 'third' ? undefined : pr) : []), [plane, active, sent, slot, pr, late])
  const checks = useMemo(() => (plane && active ? (late === 'third' ? thirdChecks(draft, reasons) : checkPlan(plane, active.last, draft.map((c) => c ?? plane.straight.card.id), pr)) : []), [plane, active, draft, pr, late, reasons])
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
  const complete = late === 'first' ? sent[0] !== null && sent[1] !== null : sent.every((c) => c !== null)
  useAutoFold(active ? `${active.id}|${view.turn}` : '', complete, collapsed)
  const problems = checks.map((c, i) => ({ slot: i, reason: draft[i] ? c.reason : null })).filter((c) => c.reason)
  const ready = complete && problems.length === 0
  const exit = warnings.find((w) => w.kind === 'leaves-table')
  // a card that ends the plane on the ground (a crash: 003 lines 353, 405-407, an overdive at level 1 or 0, 429-430) is asked about too
  const fatalAt = slotAlt.findIndex((a) => a?.fatal)
  const doomed = exit ? exit.sentence : fatalAt >= 0 ? `Card ${fatalAt + 1}: ${slotAlt[fatalAt]!.text}. ${slotAlt[fatalAt]!.why}.` : null
  const planKey = active ? `${active.id}|${view.turn}|${sent.join(',')}` : ''
  const asking = !!doomed && ready && asked?.key === planKey && !asked.confirmed

  /**
   * Commit: once per plan in flight; a plan leaving the table or crashing the plane is asked about first, and the
   * second press (Enter or "Commit anyway") sends it.
   */
  function sendPlan(): void {
    if (!active || !ready || inFlight) return
    if (doomed && !(asked?.key === planKey && asked.confirmed)) {
      if (asked?.key !== planKey) return setAsked({ key: planKey, confirmed: false })
      setAsked({ key: planKey, confirmed: true })
    }
    dispatch(commitSent(active.id))
    client.plan(active.id, late === 'first' ? (sent.slice(0, 2) as string[]) : late === 'third' ? [sent[2] as string] : (sent as string[]), ramChosen(active.id, view.turn), dropChosen(view, active.id), lineUpChosen(view, active.id, draft), diceChosen(view, active.id, draft))
  }

  const panelRef = useDeckKeys({
    plane: visible ? active?.id : undefined,
    cards,
    mine,
    slots: 3,
    whyNot: (d, s, id) => (plane && active ? slotOptions(plane, active.last, d, s, pr).get(id) : null),
    point: setPointed,
    commit: sendPlan,
    escape: asking ? () => setAsked(null) : undefined,
  })

  if (!visible || !active || !plane) return null
  const pointedCard = pointed ? content.cards[pointed] : undefined
  const pointedReason = pointed ? reasons.get(pointed) : null

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
    // an ace's ability the card would use in this slot (rules/aces.ts)
    const uses = aceUseText(checkPlan(plane, active.last, draft.map((c, i) => (i === slot ? pointedCard.id : (c ?? plane.straight.card.id))), pr)[slot]?.ace, view.turn)
    line = (
      <span>
        <b>{pointedCard.name}</b> into slot {slot + 1}
        {a && <span className={`alt-effect ${a.fatal || a.refused ? 'bad' : ''}`} data-testid="card-altitude-text">: {a.text}</span>}
        {uses && <span className="ace-use" data-testid="card-ace-text">: {uses}</span>}
      </span>
    )
  } else if (inFlight) {
    line = <span>Committing the plan…</span>
  } else if (ready && exit) {
    line = <span className="why-not">Plan ready, but it leaves the table: Enter asks before committing it</span>
  } else if (ready && doomed) {
    line = <span className="why-not">Plan ready, but card {fatalAt + 1} crashes the plane: Enter asks before committing it</span>
  } else if (ready && warnings.length > 0) {
    line = <span className="why-not">Plan ready, with a likely bump: Enter commits it</span>
  } else if (ready) {
    line = <span className="ready">Plan ready: Enter commits it</span>
  } else {
    line = <span>Choose the card for slot {slot + 1}</span>
  }

  const chips = (
    <>
      <span className="chip">Turn {view.turn}</span>
      {alt && (
        <span className={`chip level-chip level-${Math.min(3, alt.turnStart.level)}`} title={levelTag({ ...alt.turnStart, climbRate: alt.climbRate }).title} data-testid="planning-level">
          {levelTag({ ...alt.turnStart, climbRate: alt.climbRate }).text}
        </span>
      )}
    </>
  )

  return (
    <div className={`panel planning-panel ${collapsed ? 'collapsed' : ''}`} style={{ maxWidth: deckWidth(cards.length) }} data-testid="planning-panel" ref={panelRef} onMouseDown={(e) => e.preventDefault()}>
      <PlanHead view={view} active={active} mine={mine} chips={chips}>
        <RamToggle view={view} plane={active.id} />
        <BombDrop view={view} plane={active.id} />
        <LineUpChoice view={view} plane={active.id} draft={draft} />
        <DiceIntents view={view} plane={active.id} draft={draft} />
      </PlanHead>
      <div className="slots-row">
        {[0, 1, 2].map((i) => {
          const id = draft[i]
          const c = id ? content.cards[id] : null
          // the "1" or "2" drafted here (003 Exceptional pilot): shown as the card it repeats, marked
          const rep = sent[i] === '1' || sent[i] === '2' ? sent[i] : null
          const bad = problems.find((p) => p.slot === i)
          const warned = warnings.find((w) => w.slot === i)
          const notFlown = !!active && preview.unflown.has(`${active.id}:${i}`)
          const a = c && !bad ? slotAlt[i] : null
          // the ace's ability this card uses (rules/aces.ts)
          const ace = c && !bad ? aceSlotTag(checks[i]?.ace) : ''
          return (
            <div
              key={i}
              role="button"
              tabIndex={0}
              aria-label={`slot ${i + 1}: ${c ? c.name : 'empty'}`}
              className={`slot ${i === slot ? 'current' : ''} ${bad ? 'illegal' : ''} ${c ? 'filled' : ''} ${warned ? `warned ${warned.kind}` : ''} ${notFlown ? 'unflown' : ''}`}
              onClick={() => (dispatch(slotChosen({ plane: active.id, slot: i })), collapsed && complete && dispatch(deckToggled()))}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), e.stopPropagation(), dispatch(slotChosen({ plane: active.id, slot: i })))}
              title={bad ? `illegal: ${bad.reason}` : warned ? warned.sentence : notFlown ? 'never flown: the plane has left the table before this card' : a ? `${a.text}: ${a.why}` : ace ? aceUseText(checks[i]?.ace, view.turn) : undefined}
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
                  {ace && (
                    <span className="slot-alt slot-ace" data-testid={`slot-ace-${i}`}>
                      {ace}
                    </span>
                  )}
                  {rep && (
                    <span className="slot-alt slot-repeat" title={`the blank "${rep}": ${rep === '1' ? 'the first' : 'the second'} manoeuvre of the turn again, with its restrictions\nRule source: 003 lines 972-981`} data-testid={`slot-repeat-${i}`}>
                      “{rep}” again
                    </span>
                  )}
                  <ClearSlot plane={active.id} slot={i} />
                </>
              ) : (
                <span className="slot-empty">{late === 'first' && i === 2 ? 'after phase II' : 'empty'}</span>
              )}
            </div>
          )
        })}
        <span className="plan-tools">
          <UndoRedo plane={active.id} canUndo={canUndo} canRedo={canRedo} />
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
        <Deck plane={active} slot={slot} cards={cards} draft={draft} reasons={reasons} altitudes={deckAlt} refusal={`cannot go in slot ${slot + 1}`} pointed={pointed} point={setPointed} />
      )}
      {!collapsed && repeats.length > 0 && <RepeatCardButtons plane={active.id} slot={slot} cards={repeats} name={(id) => content.cards[id]?.name ?? id} />}
      <CardReason hint={!explaining && !collapsed} slotKeys planeKeys={mine.length > 1}>
        {line}
      </CardReason>
      {!asking && <PlanWarnings warnings={warnings} />}
      {asking && doomed && (
        <div className="commit-confirm" role="alertdialog" aria-label={exit ? 'commit a plan that leaves the table' : 'commit a plan that crashes the plane'} data-testid="commit-confirm">
          {doomed} <b>Commit anyway?</b>
          <div className="actions">
            <button onClick={() => setAsked(null)} data-testid="commit-cancel">
              Change the plan<span className="key-hint"> (Esc)</span>
            </button>
            <button className="danger" onClick={sendPlan} data-testid="commit-anyway">
              Commit anyway<span className="key-hint"> (Enter)</span>
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

/**
 * The deck folds by itself when the plan's third card is chosen (the panel shrinks to its row of slots, off the
 * table), and opens again, if it folded itself, when a card is taken out, another plane or turn is planned, or the
 * panel goes: a deck the player folded (M) stays folded.
 */
function useAutoFold(key: string, complete: boolean, collapsed: boolean): void {
  const dispatch = useAppDispatch()
  const was = useRef({ key, complete })
  /** the plan (plane and turn) whose deck folded itself, while it stays folded */
  const folded = useRef<string | null>(null)
  const now = useRef({ collapsed })
  now.current = { collapsed }
  useEffect(() => {
    const before = was.current
    was.current = { key, complete }
    if (folded.current !== null && !collapsed) folded.current = null
    if (folded.current !== null && (key !== folded.current || !complete)) {
      folded.current = null
      if (collapsed) dispatch(deckToggled())
      return
    }
    if (complete && key && !collapsed && before.key === key && !before.complete) {
      folded.current = key
      dispatch(deckToggled())
    }
  }, [key, complete, collapsed, dispatch])
  useEffect(
    () => () => {
      if (folded.current !== null && now.current.collapsed) dispatch(deckToggled())
    },
    [dispatch],
  )
}
