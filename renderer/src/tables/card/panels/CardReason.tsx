/**
 * The line under the planning panels' deck: why a card may not go, what a card pointed at does, or what to do next
 * (the panel's own words, passed in), and, when it has nothing to explain, the keys.
 */
import type { ReactNode } from 'react'

export interface CardReasonProps {
  /** the line */
  children: ReactNode
  /** show the keys after it */
  hint: boolean
  /** the draft has slots to choose with Left/Right */
  slotKeys: boolean
  /** the seat has planes to choose with Tab */
  planeKeys: boolean
}

export function CardReason({ children, hint, slotKeys, planeKeys }: CardReasonProps) {
  return (
    <div className="reason" data-testid="card-reason" aria-live="polite">
      {children}
      {hint && <span className="hint">1–0 Q–P card · {slotKeys ? '←→ slot · ' : ''}⌫ clear · Ctrl+Z/Y · {planeKeys ? 'Tab plane · ' : ''}M deck</span>}
    </div>
  )
}
