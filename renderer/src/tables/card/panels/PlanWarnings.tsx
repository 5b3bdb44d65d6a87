/**
 * The plan's warnings under the planning panels' deck, one sentence each: a card that takes the plane off the table
 * (with what that costs in this game), a card ending on another stand (a likely bump). Nothing when there are none.
 */
import type { ShownWarning } from '../scene/ManoeuvrePreview'
import './plan-warnings.css'

export function PlanWarnings({ warnings }: { warnings: readonly ShownWarning[] }) {
  if (warnings.length === 0) return null
  return (
    <ul className="plan-warnings" data-testid="plan-warnings">
      {warnings.map((w) => (
        <li key={`${w.kind}-${w.slot}`} className={w.kind} data-testid={`plan-warning-${w.kind}`}>
          {w.sentence}
        </li>
      ))}
    </ul>
  )
}
