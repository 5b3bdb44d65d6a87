/**
 * Planning in 004's "Turn less" Game (lines 149-160; issue 11): in place of the three slots of a turn, the plane's
 * queue. The first plan fills the whole queue (3 or 2 slots, as the usual slots); before every later phase the panel
 * shows the cards queued, in order, each with the turn and phase it flies in, and one slot at the back for the new
 * card. The deck greys the cards that may not be queued now with the reason (turnless.ts `queueOptions`: a card
 * already queued, one an optional rule refuses, one illegal after the queue's last card). Commit sends the new cards
 * (one, or the first plan's). The table's preview draws the queued cards and the new one (queue-words.ts).
 * With 003's altitude rules the head shows the plane's level now, and the queued cards, the draft and the deck what
 * each does to it, judged from the level now as the turn-less module judges them (queue-altitude.ts). With 000's
 * collision damage the head has the Ram tick: a declaration sent with the card queued, holding to the turn's end.
 *
 * Keys, as the basic panel's: 1-9, 0 and Q-P pick the cards in deck order; Left/Right choose the slot of a first
 * plan; Backspace clears the slot and Shift+Backspace the draft; Ctrl+Z and Ctrl+Y undo and redo; Tab goes to the
 * next plane; M folds the deck; Enter commits.
 */
import { useMemo, useState } from 'react'
import { queueOptions } from '../../../../../shared/engine/rules/turnless'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppDispatch } from '../../../store'
import { commitSent, slotChosen } from '../../../store/planning-slice'
import { CardReason } from './CardReason'
import { MiniCard } from './CardView'
import { Deck, deckWidth } from './Deck'
import { useDeckKeys } from './deck-keys'
import { ClearSlot, UndoRedo } from './PlanEditButtons'
import { PlanHead } from './PlanHead'
import { PlanWarnings } from './PlanWarnings'
import { queueAltitudes } from './queue-altitude'
import { RamToggle, ramChosen } from './RamToggle'
import { phasesAway, queueAsk, queueOfGame, queuePlaces, whenWords } from './queue-words'
import { useSeatPlanning } from './seat-planning'
import './plan-warnings.css'
import './queue-panel.css'

const EMPTY: (string | null)[] = [null, null, null]

export function QueuePanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const { collapsed, drafts, slots, mine, active, plane, cards, pr, warnings, visible, inFlight, canUndo, canRedo } = useSeatPlanning(view)
  const [pointed, setPointed] = useState<string | null>(null)
  const q = queueOfGame(view)

  const places = useMemo(() => (active ? queuePlaces(active.plan, view.turn, view.phase, q) : []), [active, view.turn, view.phase, q])
  const queued = places.filter((p) => p.queued !== null).map((p) => p.queued!)
  const want = places.length - queued.length
  const draft = ((active && drafts[active.id]) || EMPTY).slice(0, want)
  const slot = Math.min(want - 1, (active && slots[active.id]) ?? 0)
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

  function sendPlan(): void {
    if (!active || !complete || inFlight) return
    dispatch(commitSent(active.id))
    // 000's ramming (line 456): a declaration with the card queued, holding to the end of this turn (rules.md)
    client.plan(active.id, draft as string[], ramChosen(active.id, view.turn))
  }

  const panelRef = useDeckKeys({
    plane: visible ? active?.id : undefined,
    cards,
    mine,
    slots: want,
    whyNot: (d, s, id) => reasonsFor(d, s).get(id),
    point: setPointed,
    commit: sendPlan,
  })

  if (!visible || !active || !plane || want === 0) return null
  const pointedCard = pointed ? content.cards[pointed] : undefined
  const pointedReason = pointed ? reasons.get(pointed) : null
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

  const chips = (
    <>
      <span className="chip" data-testid="queue-when">
        Turn {view.turn}, {coming}
      </span>
      <span className="chip muted" title="Turn-less game: each plane keeps a queue of cards and adds one before every phase">
        Queue of {q}
      </span>
      {alt && (
        <span className={`chip level-chip level-${Math.min(3, alt.level.level)}`} title={`${alt.level.title} now; the cards are judged from here`} data-testid="planning-level">
          {alt.level.text}
        </span>
      )}
    </>
  )

  return (
    <div className={`panel planning-panel queue-panel ${collapsed ? 'collapsed' : ''}`} style={{ maxWidth: deckWidth(cards.length) }} data-testid="planning-panel" data-queue={q} ref={panelRef} onMouseDown={(e) => e.preventDefault()}>
      <PlanHead view={view} active={active} mine={mine} chips={chips}>
        <RamToggle view={view} plane={active.id} />
      </PlanHead>
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
                    <ClearSlot plane={active.id} slot={p.slot} />
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
          <UndoRedo plane={active.id} canUndo={canUndo} canRedo={canRedo} />
          <button className="primary commit" disabled={!complete || inFlight} aria-busy={inFlight} onClick={sendPlan} title={first ? 'Commit the queue (Enter)' : 'Queue the card (Enter)'} data-testid="commit-plan">
            {inFlight ? 'Committing…' : first ? 'Commit' : 'Queue it'}
          </button>
        </span>
      </div>
      {!collapsed && (
        <Deck plane={active} slot={slot} cards={cards} draft={draft} queued={queued} reasons={reasons} altitudes={alt?.deck} refusal="cannot be queued now" pointed={pointed} point={setPointed} />
      )}
      <CardReason hint={!pointedCard} slotKeys={want > 1} planeKeys={mine.length > 1}>
        {line}
      </CardReason>
      <PlanWarnings warnings={warnings} />
    </div>
  )
}
