/**
 * The host's refusal of something this client asked for, in plain words, until it is dismissed (the button,
 * Escape, or after a while on its own).
 */
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../store'
import { errorDismissed } from '../store/game-slice'

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
  return (
    <div className="toast error" role="alert" data-testid="error-toast" key={id}>
      <span className="toast-title">That did not work:</span>
      <span className="toast-message" data-testid="error-message">
        {error}
      </span>
      <button className="icon" onClick={() => dispatch(errorDismissed())} aria-label="dismiss" title="Dismiss (Esc)" data-testid="dismiss-error">
        ×
      </button>
    </div>
  )
}
