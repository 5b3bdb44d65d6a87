/**
 * The question the hex game asks this seat mid-move (decision.ts), over the middle of the table: the question in
 * plain words, the choices as buttons with the default marked (Enter), and the time left to answer when the host
 * set one (LAN games: when it runs out the host gives the question's "no" for the seat). A discard is answered by
 * choosing the cards in the hand below.
 */
import { useEffect, useState } from 'react'
import type { AnswerClock } from '../../../../../shared/protocol/messages'
import type { HexCommand } from '../../../../../shared/rulesets/hex/types'
import type { Decision } from './decision'

/** The seconds left of an answer time, counted down from when its view came (`batch` names that view). */
export function useCountdown(answer: AnswerClock | null, batch: number): number | null {
  const [left, setLeft] = useState<number | null>(answer?.seconds ?? null)
  useEffect(() => {
    if (!answer) {
      setLeft(null)
      return
    }
    const start = performance.now()
    setLeft(answer.seconds)
    const id = setInterval(() => setLeft(Math.max(0, answer.seconds - Math.floor((performance.now() - start) / 1000))), 250)
    return () => clearInterval(id)
  }, [answer, batch])
  return left
}

export function DecisionPrompt({ decision, secondsLeft, onAnswer }: { decision: Decision; secondsLeft: number | null; onAnswer: (c: HexCommand) => void }) {
  return (
    <div className="hex-panel hex-prompt" role="alertdialog" aria-label="A question for you" data-testid="hex-prompt">
      {secondsLeft !== null && (
        <span className={`clock${secondsLeft <= 5 ? ' short' : ''}`} title="time left to answer; then the game answers no for you" data-testid="hex-prompt-clock">
          {secondsLeft}s
        </span>
      )}
      <div className="question" data-testid="hex-prompt-question">
        {decision.question}
      </div>
      {decision.discard ? (
        <div className="note">
          Choose the cards in your hand below, then Discard them<span className="key-hint"> (Enter)</span>.
        </div>
      ) : (
        <div className="choices">
          {decision.choices.map((c, i) => (
            <button key={i} className={i === decision.preferred ? 'preferred' : undefined} onClick={() => onAnswer(c.command)} data-testid={`hex-answer-${i}`}>
              {c.label}
              {i === decision.preferred && <kbd>Enter</kbd>}
            </button>
          ))}
        </div>
      )}
      {secondsLeft !== null && secondsLeft <= 0 && <div className="note">Time is up: waiting for the host.</div>}
    </div>
  )
}
