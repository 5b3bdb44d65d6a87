/**
 * The aces' declarations in the fire panel (ace-fire-toggles.ts): Perfect aim and, with 004's aces, letting the
 * non-aces fire first. A toggle the plane cannot use now is shown disabled with the reason; what is chosen goes with
 * the fire order, secret until the fire is resolved ("Only you know" says so).
 */
import type { AceToggle, AceToggles } from './ace-fire-toggles'
import './ace-fire-toggles.css'

export interface AceChoices {
  perfectAim?: boolean
  fireAfter?: boolean
  snipe?: boolean
  tenacity?: boolean
}

export function AceFireToggles({ toggles, chosen, onChange }: { toggles: AceToggles; chosen: AceChoices; onChange: (c: AceChoices) => void }) {
  const rows: [keyof AceChoices, AceToggle][] = []
  if (toggles.perfectAim) rows.push(['perfectAim', toggles.perfectAim])
  if (toggles.fireAfter) rows.push(['fireAfter', toggles.fireAfter])
  if (toggles.snipe) rows.push(['snipe', toggles.snipe])
  if (toggles.tenacity) rows.push(['tenacity', toggles.tenacity])
  if (rows.length === 0) return null
  return (
    <div className="ace-fire-toggles" data-testid="ace-fire-toggles">
      <div className="arc-name">
        Ace <span className="hint">only you know until the fire is resolved</span>
      </div>
      {rows.map(([key, t]) => {
        const on = !t.why && chosen[key] === true
        return (
          <button
            key={key}
            className={`target ace-toggle ${on ? 'on' : ''}`}
            aria-pressed={on}
            disabled={t.why !== null}
            title={`${t.label}: ${t.does}\nRule source: ${t.source}`}
            onClick={() => onChange({ ...chosen, [key]: !on })}
            data-testid={`ace-toggle-${key}`}
          >
            <span className="tick">{on ? '✓' : ''}</span>
            <span className="target-name">{t.label}</span>
            <span className="why">{t.why ?? t.does}</span>
          </button>
        )
      })}
    </div>
  )
}
