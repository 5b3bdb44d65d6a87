/**
 * Where a rule is written, as a panel's small folded line (issue 26): the document and its lines are there for a
 * player who looks them up, never in the panel's own words. Styled by optional-rules.css (.rule-source).
 */
import '../new-game/optional-rules.css'

export function RuleSourceNote({ source }: { source: string }) {
  return (
    <details className="rule-source" data-testid="rule-source">
      <summary>Rule source</summary>
      {source}
    </details>
  )
}
