/**
 * The seat's own plans for the turn once committed, face up to their owner only (the view holds a plan only
 * for its own seat): while the others still plan, and through the turn with the cards already flown marked.
 * A small strip in the upper left, out of the way of the table.
 */
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { planeName } from './plane-name'
import { teamColour } from '../../common/team-colours'
import { useAppSelector } from '../../../store'
import { MiniCard } from './CardView'

export function CommittedPlan({ view }: { view: GameView }) {
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  if (view.step === 'over' || animating || !seat) return null
  const planned = view.planes.filter((p) => p.seat === seat && p.status === 'flying' && p.plan)
  if (planned.length === 0) return null
  // 004's turn-less game (issue 11): the turn's cards and the queue behind them, never a plan "committed" while one is asked
  const title = view.setup.options.turnless === 'three' || view.setup.options.turnless === 'two' ? `Turn ${view.turn}: your cards and queue` : view.step === 'planning' ? `Turn ${view.turn}: plan committed` : `Turn ${view.turn}: your plan`
  return (
    <div className="panel committed-plan" data-testid="committed-plan">
      <div className="panel-head">
        <strong className="panel-title">{title}</strong>
      </div>
      {planned.map((p) => {
        const side = view.setup.teams.find((t) => t.id === p.team)?.side
        return (
          <div className="committed-row" key={p.id} data-testid={`committed-${p.id}`}>
            <span className="swatch" style={{ background: teamColour(side) }} />
            <span className="plane-name">{planeName(view.planes, p.id, content)}</span>
            {(p.plan ?? []).map((id, i) => {
              const flown = p.revealed[i]
              const c = content.cards[flown ?? id]
              const cls = flown ? 'flown' : view.step !== 'planning' && i === p.revealed.length ? 'next' : ''
              return (
                <span className={`committed-card ${cls}`} key={i} title={flown && flown !== id ? `${content.cards[id]?.name ?? id} was illegal: flown as ${c?.name}` : undefined}>
                  <span className="slot-no">{i + 1}</span>
                  {c ? <MiniCard card={c} /> : id}
                  {flown && flown !== id && <span className="replaced">(replaced)</span>}
                </span>
              )
            })}
          </div>
        )
      })}
    </div>
  )
}
