/**
 * The aces' answers at the firing (issue 28; engine/fire-choices.ts): while the fire is drawn and waits (step
 * 'choosing'), the seat that answers sees its cards face up with their words and chooses: a sniper the cards it
 * gives its target (003 Sniper, lines 994-998; 004's, line 412), a target whose pilot is Good at evading the card
 * it ignores, or none (003 lines 966-967; 004's Evading, line 400). The cards are in this seat's view only (its
 * `choices`); every other seat is told only that the game waits for an ace's choice.
 *
 * Keyboard: 1-4 pick a card, 0 (evading) takes them all, Enter confirms. The default is shown chosen: a sniper's the
 * cards that hurt most; an evader's none (the ability kept).
 */
import { useEffect, useMemo, useState } from 'react'
import type { ChoiceView, GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppSelector } from '../../../store'
import { answerCards, defaultGift, evadeHint, snipeHint, toggledGift } from './ace-answer'
import { typingIn } from '../../../shell/common/keys'
import { planeName } from './plane-name'
import './ace-answer.css'

export function AceAnswerPanel({ view }: { view: GameView }) {
  const animating = useAppSelector((s) => s.ui.animating)
  const waitingFor = useAppSelector((s) => s.game.waitingFor)
  const choice: ChoiceView | undefined = view.step === 'choosing' ? view.choices?.[0] : undefined
  if (view.step !== 'choosing' || animating) return null
  const name = (id: string) => planeName(view.planes, id, content)
  if (!choice) {
    const seats = [...new Set(view.planes.filter((p) => waitingFor.includes(p.id)).map((p) => view.setup.seats.find((s) => s.id === p.seat)?.name ?? p.seat))]
    return (
      <div className="panel ace-answer-panel" data-testid="ace-answer-wait">
        <div className="panel-head">
          <strong className="panel-title">Fire drawn</strong>
        </div>
        <div className="hint">Waiting for an ace's choice among the damage cards{seats.length ? ` (${seats.join(', ')})` : ''}.</div>
      </div>
    )
  }
  return <AnswerBody key={`${view.seq}-${choice.kind}-${choice.plane}`} choice={choice} name={name} />
}

function AnswerBody({ choice, name }: { choice: ChoiceView; name: (id: string) => string }) {
  const client = useClient()
  const cards = useMemo(() => answerCards(choice.cards), [choice])
  const [given, setGiven] = useState<string[]>(() => (choice.kind === 'snipe' ? defaultGift(choice) : []))
  const [ignored, setIgnored] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const ready = choice.kind === 'snipe' ? given.length === choice.give : true
  const send = () => {
    if (!ready || sent) return
    setSent(true)
    if (choice.kind === 'snipe') client.snipe(choice.plane, given)
    else client.evade(choice.plane, ignored)
  }
  const pick = (id: string) => {
    if (choice.kind === 'snipe') setGiven(toggledGift(choice.cards, given, id, choice.give))
    else setIgnored(ignored === id ? null : id)
  }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      const digit = /^(?:Digit|Numpad)([0-9])$/.exec(e.code)
      if (digit) {
        const k = Number(digit[1])
        if (k === 0 && choice.kind === 'evade') setIgnored(null)
        else if (k >= 1 && k <= choice.cards.length) pick(choice.cards[k - 1])
        e.preventDefault()
      } else if (e.key === 'Enter') {
        send()
        e.preventDefault()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  const chosen = (id: string) => (choice.kind === 'snipe' ? given.includes(id) : ignored === id)
  const title = choice.kind === 'snipe' ? `Sniper: ${name(choice.plane)} at ${name(choice.target)}` : `Good at evading: ${name(choice.plane)}`
  const button =
    choice.kind === 'snipe'
      ? ready
        ? `Give ${given.join(' and ')} to ${name(choice.target)}`
        : `Choose ${choice.give - given.length} more`
      : ignored
        ? `Ignore ${ignored} (once a game)`
        : 'Take them all (keep the ability)'
  return (
    <div className="panel ace-answer-panel" data-testid={`ace-answer-${choice.kind}`} role="dialog" aria-label={title}>
      <div className="panel-head">
        <strong className="panel-title">{title}</strong>
        <span className="chip">only you see these cards</span>
      </div>
      <div className="hint">{choice.kind === 'snipe' ? snipeHint(choice, name(choice.target)) : evadeHint(name(choice.plane))}</div>
      <div className="answer-cards" role="group" aria-label="the damage cards drawn">
        {cards.map((c, k) => (
          <button
            key={c.id}
            className={`answer-card ${c.kind} ${chosen(c.id) ? 'chosen' : ''}`}
            aria-pressed={chosen(c.id)}
            onClick={() => pick(c.id)}
            title={c.title}
            data-testid={`answer-card-${c.id}`}
          >
            <span className="answer-key">{k + 1}</span>
            <span className="answer-face">{c.label}</span>
            <span className="answer-id">{c.id}</span>
            <span className="answer-words">{c.words}</span>
            {c.worst && <span className="answer-worst">hurts most</span>}
            <span className="answer-mark">{chosen(c.id) ? (choice.kind === 'snipe' ? 'given' : 'ignored') : choice.kind === 'snipe' ? 'kept back' : 'taken'}</span>
          </button>
        ))}
      </div>
      {choice.kind === 'evade' && (
        <div className="hint">
          <kbd>0</kbd> takes them all
        </div>
      )}
      <button className="primary answer-send" disabled={!ready || sent} onClick={send} data-testid="ace-answer-send">
        {button} <kbd>⏎</kbd>
      </button>
    </div>
  )
}
