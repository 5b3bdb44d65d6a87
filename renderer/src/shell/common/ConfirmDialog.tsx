/**
 * A small dialog that asks before something is done: delete a save, leave a game, or give a save its name.
 * Enter confirms and Escape cancels, wherever focus is (Enter on the Cancel button cancels); while it is open no
 * other key reaches the table's shortcuts. Focus goes to the name field or the confirming button, and back where
 * it was when the dialog closes.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import '../saves/saves-menu.css'

export interface ConfirmDialogProps {
  title: string
  /** what will happen, in a sentence or two */
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** the action cannot be undone (deleting): the confirming button says so in its colour */
  danger?: boolean
  /** ask for a name too: the field starts with `initial`; an empty name cannot be confirmed */
  input?: { label: string; initial: string; maxLength?: number }
  onConfirm: (value: string) => void
  onCancel: () => void
  /** data-testid of the dialog; its buttons are `<testId>-yes` and `<testId>-no`, its field `<testId>-name` */
  testId?: string
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', danger, input, onConfirm, onCancel, testId = 'confirm' }: ConfirmDialogProps) {
  const id = useId()
  const [value, setValue] = useState(input?.initial ?? '')
  const yes = useRef<HTMLButtonElement>(null)
  const no = useRef<HTMLButtonElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const empty = !!input && value.trim() === ''
  // the latest callbacks and value for the key handler, which is set up once
  const latest = useRef({ onConfirm, onCancel, value, empty })
  latest.current = { onConfirm, onCancel, value, empty }

  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null
    if (field.current) {
      field.current.focus()
      field.current.select()
    } else yes.current?.focus()
    return () => {
      if (before && document.contains(before)) before.focus()
    }
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // the dialog has the keyboard: the table's shortcuts (and its own Enter) do not see these keys
      e.stopImmediatePropagation()
      if (e.key === 'Escape') {
        e.preventDefault()
        latest.current.onCancel()
      } else if (e.key === 'Enter') {
        e.preventDefault()
        if (document.activeElement === no.current) latest.current.onCancel()
        else if (!latest.current.empty) latest.current.onConfirm(latest.current.value.trim())
      }
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])

  return (
    <div className="confirm-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div className="confirm-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid={testId}>
        <h3 id={`${id}-title`}>{title}</h3>
        {children && <div className="confirm-body">{children}</div>}
        {input && (
          <label className="confirm-field">
            <span>{input.label}</span>
            <input ref={field} value={value} maxLength={input.maxLength ?? 80} onChange={(e) => setValue(e.target.value)} data-testid={`${testId}-name`} />
          </label>
        )}
        <div className="confirm-buttons">
          <button ref={no} onClick={onCancel} data-testid={`${testId}-no`}>
            {cancelLabel} <kbd>Esc</kbd>
          </button>
          <button ref={yes} className={danger ? 'danger' : 'primary'} disabled={empty} onClick={() => onConfirm(value.trim())} data-testid={`${testId}-yes`}>
            {confirmLabel} <kbd>Enter</kbd>
          </button>
        </div>
      </div>
    </div>
  )
}
