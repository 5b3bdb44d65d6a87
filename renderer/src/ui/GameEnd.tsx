/**
 * The end of the game: the result and the scores, and for each plane what it did (damage dealt and taken,
 * shots, manoeuvres) with a chart.
 */
import type { GameView } from '../../../shared/engine/view'
import { content } from '../content'
import { useClient } from '../net/client-context'
import { teamColour } from '../scene/team-colours'

const REASONS: Record<string, string> = {
  'last-standing': 'the last side with planes on the table',
  'no-planes-left': 'no plane is left on the table',
  'turn-limit': 'the turn limit was reached',
}

export function GameEnd({ view }: { view: GameView }) {
  const client = useClient()
  const r = view.result!
  const teams = view.setup.teams
  const winner = teams.find((t) => t.id === r.winner)
  const rows = view.planes.map((p) => ({
    id: p.id,
    name: content.aircraft[p.aircraft].name,
    side: teams.find((t) => t.id === p.team)?.side,
    status: p.status,
    dealt: p.stats.damageDealt ?? 0,
    taken: p.stats.damageTaken ?? 0,
    shots: p.stats.shots,
    manoeuvres: p.stats.manoeuvres,
  }))
  const max = Math.max(1, ...rows.flatMap((r) => [r.dealt, r.taken]))
  const barW = 180
  return (
    <div className="game-end" data-testid="game-end">
      <div className="game-end-card">
        <h2>{winner ? `${winner.name} win` : 'A draw'}</h2>
        <p className="reason">The game ended because {REASONS[r.reason] ?? r.reason}.</p>
        <div className="scores">
          {teams.map((t) => (
            <span key={t.id} className="score" data-testid={`score-${t.id}`}>
              {t.name}: <strong>{r.scores[t.id]}</strong>
            </span>
          ))}
        </div>
        <table className="summary">
          <thead>
            <tr>
              <th>Plane</th>
              <th>Fate</th>
              <th>Shots</th>
              <th>Manoeuvres</th>
              <th>Damage dealt / taken</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`summary-${row.id}`}>
                <td>
                  <span className="swatch" style={{ background: teamColour(row.side) }} /> {row.name}
                </td>
                <td>{row.status === 'flying' ? 'still flying' : row.status.replace(/-/g, ' ')}</td>
                <td>{row.shots}</td>
                <td>{row.manoeuvres}</td>
                <td>
                  <svg width={barW + 40} height={26} className="chart" role="img" aria-label={`dealt ${row.dealt}, taken ${row.taken}`}>
                    <rect x={0} y={2} width={(row.dealt / max) * barW} height={10} fill="#d9a441" />
                    <text x={(row.dealt / max) * barW + 4} y={11} fontSize={10} fill="#eee">
                      {row.dealt}
                    </text>
                    <rect x={0} y={14} width={(row.taken / max) * barW} height={10} fill="#b84a3c" />
                    <text x={(row.taken / max) * barW + 4} y={23} fontSize={10} fill="#eee">
                      {row.taken}
                    </text>
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="legend">
          <span className="swatch" style={{ background: '#d9a441' }} /> damage dealt <span className="swatch" style={{ background: '#b84a3c' }} /> damage taken
        </p>
        <button className="primary" onClick={() => client.leave()} data-testid="back-to-menu">
          Back to the menu
        </button>
      </div>
    </div>
  )
}
