/**
 * A dialog laid over whatever screen is up (the menu, the table, a replay), which keeps playing underneath.
 * It takes the keyboard while open: Escape closes it, and no key reaches the table's shortcuts. Focus goes into
 * it when it opens and back where it was when it closes.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { typingIn } from './keys'
import './settings.css'

export function Overlay({ title, onClose, testId, wide, closeKey, children }: { title: string; onClose: () => void; testId: string; wide?: boolean; /** a key that closes it as well as Escape */ closeKey?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose

  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null
    box.current?.focus()
    return () => {
      if (before && document.contains(before)) before.focus()
    }
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // a confirm dialog opened from inside this overlay (ConfirmDialog) has the keyboard: its Escape cancels it alone
      if (document.querySelector('.confirm-dialog')) return
      if (e.key === 'Escape' || (closeKey && e.key === closeKey && !typingIn(e))) {
        e.preventDefault()
        e.stopImmediatePropagation()
        close.current()
        return
      }
      // no key reaches the shortcuts of the screen underneath; the dialog's own controls still work (a key's
      // default action, a button's click or a slider's change, is not a listener)
      e.stopImmediatePropagation()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [closeKey])

  return (
    <div className="overlay-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid={`${testId}-backdrop`}>
      <div className={`overlay-box ${wide ? 'wide' : ''}`} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} ref={box} data-testid={testId}>
        <div className="overlay-head">
          <h2>{title}</h2>
          <button onClick={onClose} title="Escape" data-testid={`${testId}-close`}>
            Close
          </button>
        </div>
        <div className="overlay-body">{children}</div>
      </div>
    </div>
  )
}
