/**
 * The end of the game: the result and the scores, and for each plane what it did (damage dealt and taken,
 * shots, manoeuvres) with a chart. It can be folded away to look at the table.
 *
 * It is given the view the table has played up to (shown only once the table has played the end), and says the
 * result from where the reader sits: "You won" / "You lost" for a player, "<team> win" for a spectator. Scores kept
 * separately (003 Look Up!'s variant) are listed by plane and pilot, the winner's marked.
 */
import { teamWins } from '../../common/team-words'
import { Fragment, useState } from 'react'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../../store'
import { screenShown } from '../../../store/ui-slice'
import { sortieLanded } from '../../../campaign/campaign-nav'
import { flyingSortie } from '../../../campaign/campaign-host'
import { teamColour } from '../../common/team-colours'
import { playerScores, resultHeadline, summaryRows } from './game-summary'
import './table-results.css'
import './pieces-ui.css'
import { scoreText } from './score-text'
import { GoalText, goalOfSetup } from './GoalText'

const REASONS: Record<string, string> = {
  'last-standing': 'only one side still has planes on the table',
  'no-planes-left': 'no plane is left on the table',
  'turn-limit': 'the turn limit was reached',
}

const DEALT = '#d9a441'
const TAKEN = '#c0463b'

export function GameEnd({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  // a campaign's sortie leads to its report (renderer/src/campaign/), where the host has closed it
  const sortie = useAppSelector(flyingSortie)
  const closedSortie = useAppSelector((s) => s.campaign.report)
  const flownFrom = useAppSelector((s) => s.campaign.open?.id ?? s.campaignNav.flying)
  const [folded, setFolded] = useState(false)
  // only the host's own screen saves (a guest's request would be refused)
  const screen = useAppSelector((s) => s.lobby.role) === 'screen'
  const mine = useAppSelector((s) => s.game.mine)
  const seat = useAppSelector((s) => s.game.seat)
  const r = view.result!
  const teams = view.setup.teams
  const winner = teams.find((t) => t.id === r.winner)
  const headline = resultHeadline(view, mine.length ? mine : seat ? [seat] : [], content)
  const rows = summaryRows(view, content)
  // scores kept separately (003 Look Up!'s variant): each player's, by plane
  const players = playerScores(view, content)
  const top = players.find((p) => p.won)
  const max = Math.max(1, ...rows.flatMap((row) => [row.dealt, row.taken]))
  const barW = 150

  if (folded) {
    return (
      <div className="panel game-end-folded" data-testid="game-end">
        <strong className="panel-title">{headline}</strong>
        <button className="primary" onClick={() => setFolded(false)} data-testid="game-end-unfold">
          Show the summary
        </button>
      </div>
    )
  }
  return (
    <div className="game-end" data-testid="game-end">
      <div className="game-end-card">
        <div className="result-banner" style={{ borderColor: teamColour(winner?.side) }}>
          <h2 data-testid="game-result">{headline}</h2>
          {top ? (
            headline !== `${top.name} wins` && <p className="winner-side" data-testid="winner-plane">{top.name}{top.seat !== top.name ? ` (${top.seat})` : ''} wins with {top.points} points</p>
          ) : (
            winner && headline !== teamWins(winner.name) && <p className="winner-side" data-testid="winner-side">{teamWins(winner.name)}</p>
          )}
          <p className="reason">
            Turn {view.turn}: the game ended because {REASONS[r.reason] ?? r.reason}.
          </p>
        </div>
        {/* with scores kept separately the players' own points decide (below); a side's sum of them would only mislead */}
        {players.length === 0 && (
          <div className="scores">
            {teams.map((t) => (
              <span key={t.id} className={`score ${t.id === r.winner ? 'won' : ''}`} style={{ borderColor: teamColour(t.side) }} data-testid={`score-${t.id}`}>
                <span className="swatch" style={{ background: teamColour(t.side) }} /> {t.name} <strong>{scoreText(r.scores[t.id])}</strong>
              </span>
            ))}
            {!view.setup.score && <span className="hint">1 per enemy leaving the table, 2 per enemy shot down, −1 per own plane shot down</span>}
          </div>
        )}
        {players.length > 0 && (
          <div className="scores players" data-testid="player-scores">
            <span className="hint">Scores kept separately: the one scoring more points wins{top ? '' : '; equal points, a draw'}</span>
            {players.map((p) => (
              <span key={p.plane} className={`score ${p.won ? 'won' : ''}`} style={{ borderColor: teamColour(p.side) }} data-testid={`player-score-${p.plane}`}>
                <span className="swatch" style={{ background: teamColour(p.side) }} /> {p.name} {p.seat !== p.name && <small>{p.seat}</small>} <strong>{scoreText(p.points)}</strong>
              </span>
            ))}
          </div>
        )}
        {/* a scenario's own points, in words: what the scores above were counted by */}
        {view.setup.score && (
          <details className="goal-details" data-testid="game-end-goal">
            <summary>How the points are counted</summary>
            <GoalText goal={goalOfSetup(view.setup)} />
          </details>
        )}
        <table className="summary">
          <thead>
            <tr>
              <th>Plane</th>
              <th>Fate</th>
              <th title="how many times it opened fire (once per phase at most, per gun)">Bursts fired</th>
              <th title="manoeuvre cards flown">Manoeuvres</th>
              <th title="damage cards its fire made enemies draw, and damage cards it drew">
                Damage cards
                <br />
                <span className="sub">dealt / taken</span>
              </th>
              <th>
                Damage points
                <br />
                <span className="sub">dealt / taken</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, n) => (
              <Fragment key={row.id}>
              {/* the balloons and ground pieces after the aeroplanes, under a line per team */}
              {row.kind !== 'aeroplane' && (n === 0 || rows[n - 1].kind === 'aeroplane' || rows[n - 1].side !== row.side) && (
                <tr className="summary-group" data-testid={`summary-group-${row.id}`}>
                  <td colSpan={6}>{teams.find((t) => t.side === row.side)?.name ?? ''} balloons and ground pieces</td>
                </tr>
              )}
              <tr data-testid={`summary-${row.id}`}>
                <td>
                  <span className="swatch" style={{ background: teamColour(row.side) }} /> {row.name}
                </td>
                <td className={row.status === 'flying' || row.status === 'standing' ? '' : 'fate-out'}>{row.fate}</td>
                <td>{row.kind === 'aeroplane' || row.kind === 'aamg' ? row.shots : '–'}</td>
                <td>{row.kind === 'aeroplane' ? row.manoeuvres : '–'}</td>
                <td className="cards" title={`${row.cardsDealt} damage card${row.cardsDealt === 1 ? '' : 's'} dealt to enemies, ${row.cardsTaken} taken`}>
                  {row.cardsDealt} dealt / {row.cardsTaken} taken
                </td>
                <td>
                  <svg width={barW + 34} height={28} className="chart" role="img" aria-label={`dealt ${row.dealt}, taken ${row.taken}`} data-testid={`chart-${row.id}`}>
                    <rect x={0} y={2} width={barW} height={11} fill="rgba(255,255,255,0.06)" />
                    <rect x={0} y={2} width={(row.dealt / max) * barW} height={11} fill={DEALT} />
                    <text x={(row.dealt / max) * barW + 4} y={11.5} fontSize={11} fill="#f3ecd9">
                      {row.dealt}
                    </text>
                    <rect x={0} y={15} width={barW} height={11} fill="rgba(255,255,255,0.06)" />
                    <rect x={0} y={15} width={(row.taken / max) * barW} height={11} fill={TAKEN} />
                    <text x={(row.taken / max) * barW + 4} y={24.5} fontSize={11} fill="#f3ecd9">
                      {row.taken}
                    </text>
                  </svg>
                </td>
              </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
        <p className="legend">
          <span className="swatch" style={{ background: DEALT }} /> damage dealt <span className="swatch" style={{ background: TAKEN }} /> damage taken
        </p>
        <div className="row end">
          <button onClick={() => setFolded(true)} data-testid="game-end-fold">
            Look at the table
          </button>
          {screen && (
            <button onClick={() => client.saveAndWatch()} data-testid="watch-replay">
              Save and watch the replay
            </button>
          )}
          {sortie ? (
            <button className="primary" onClick={() => (client.leave(), dispatch(screenShown('campaign')), flownFrom && dispatch(sortieLanded({ campaign: flownFrom, report: closedSortie })))} data-testid="back-to-campaign">
              To the sortie report
            </button>
          ) : (
            <button className="primary" onClick={() => client.leave()} data-testid="back-to-menu">
              Back to the menu
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
