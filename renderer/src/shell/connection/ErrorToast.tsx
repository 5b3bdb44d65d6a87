/**
 * The host's refusal of something this client asked for, in plain words, until it is dismissed (the button,
 * Escape, or after a while on its own).
 */
import { useEffect } from 'react'
import { splitRuleSource } from '../help/rule-source'
import { useAppDispatch, useAppSelector } from '../../store'
import { errorDismissed } from '../../store/game-slice'

const SHOWN_MS = 12_000

export function ErrorToast() {
  const dispatch = useAppDispatch()
  const error = useAppSelector((s) => s.game.error)
  const id = useAppSelector((s) => s.game.errorId)

  useEffect(() => {
    if (!error) return
    const timer = setTimeout(() => dispatch(errorDismissed()), SHOWN_MS)
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(errorDismissed())
    window.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('keydown', onKey)
    }
  }, [error, id, dispatch])

  if (!error) return null
  // the host's refusal in words; where the rule is written, if it says, in the message's tooltip (issue 26)
  const said = splitRuleSource(error)
  return (
    <div className="toast error" role="alert" data-testid="error-toast" key={id}>
      <span className="toast-title">That did not work:</span>
      <span className="toast-message" title={said.source ? `Rule source: ${said.source}` : undefined} data-testid="error-message">
        {said.text}
      </span>
      <button className="icon" onClick={() => dispatch(errorDismissed())} aria-label="dismiss" title="Dismiss (Esc)" data-testid="dismiss-error">
        ×
      </button>
    </div>
  )
}
