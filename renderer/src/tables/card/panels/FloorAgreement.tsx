/**
 * 003 Flying Higher, moving the floor (lines 442-447): "Before planning a turn, any player can propose to change the
 * floor and the ceiling of the scenario. Any new floor can be chosen, if all players agree."
 *
 * A small row at the top of the table while the turn's planning has not begun: the floor and ceiling now, a button
 * for each floor the engine allows, and what the other seats have agreed to. Shown only with Flying Higher's floor,
 * to a seat with a plane in the game, before any plane has planned.
 */
import type { GameView } from '../../../../../shared/engine/view'
import { RuleSourceNote } from '../../../shell/help/RuleSourceNote'
import { useClient } from '../../../net/client-context'
import { useAppSelector } from '../../../store'
import { floorRow } from './floor-words'
import './top-row.css'

export function FloorAgreement({ view }: { view: GameView }) {
  const client = useClient()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const row = floorRow(view, seat)
  if (!row || animating) return null
  return (
    <div className="panel top-row" data-testid="floor-agreement" onMouseDown={(e) => e.preventDefault()}>
      <div className="top-row-line">
        <strong className="panel-title">Floor {row.floor}</strong>
        <span className="chip muted" title={"The ceiling is 3 levels above the floor\nRule source: 003 line 436"}>
          ceiling {row.ceiling}
        </span>
        {row.offers.map((f) => (
          <button key={f} className={row.mine === f ? 'on' : ''} aria-pressed={row.mine === f} onClick={() => client.agreeFloor(f)} title={`Agree to a floor of ${f} and a ceiling of ${f + 3}`} data-testid={`floor-propose-${f}`}>
            {row.mine === f ? `✓ Floor ${f}` : row.others.some((o) => o.floor === f) ? `Agree to floor ${f}` : `Propose floor ${f}`}
          </button>
        ))}
        {row.mine !== null && (
          <button className="icon" onClick={() => client.agreeFloor(null)} title="Withdraw your agreement" data-testid="floor-withdraw">
            Withdraw
          </button>
        )}
      </div>
      {(row.others.length > 0 || row.mine !== null) && (
        <div className="floor-agreed" data-testid="floor-agreed">
          {row.others.map((o) => (
            <span key={o.seat} className="chip">
              {o.name} agrees to floor {o.floor}
            </span>
          ))}
          {row.waiting.length > 0 && <span className="muted">Waiting for: {row.waiting.map((w) => (w === row.myName ? 'you' : w)).join(', ')}</span>}
        </div>
      )}
      <div className="hint">Move the floor and ceiling if every player agrees, before anyone plans.</div>
      <RuleSourceNote source="003 Flying Higher, lines 442-447" />
    </div>
  )
}
