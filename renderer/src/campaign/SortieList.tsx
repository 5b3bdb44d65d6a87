/**
 * The campaign's sorties: each with its game, result and victories, its report, and "Watch replay" opening the
 * game's replay (renderer/src/replay/) from its save.
 */
import type { Campaign } from '../../../shared/campaign/types'
import { useCampaignApi } from './campaign-api'
import { sortieCreditsText, sortieResultText } from './roster-words'

export function SortieList({ campaign, onReport, onRoster }: { campaign: Campaign; onReport: (sortie: number) => void; onRoster: () => void }) {
  const api = useCampaignApi()
  const sorties = [...campaign.sorties].reverse()
  return (
    <div className="menu-card wide campaign-card" data-testid="sortie-list">
      <h2 className="screen-title">{campaign.name}: the sorties</h2>
      {sorties.length === 0 && <p className="status">No sortie flown yet.</p>}
      {sorties.length > 0 && (
        <table className="saves sorties">
          <thead>
            <tr>
              <th>#</th>
              <th>Game</th>
              <th>Result</th>
              <th>Victories</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sorties.map((s) => (
              <tr key={s.number} data-testid={`sortie-row-${s.number}`}>
                <td>{s.number}</td>
                <td>
                  {s.title}
                  <div className="small">{s.crews.length === 1 ? '1 plane' : `${s.crews.length} planes`}</div>
                </td>
                <td data-testid={`sortie-result-${s.number}`}>{sortieResultText(campaign, s)}</td>
                <td className="small" data-testid={`sortie-credits-${s.number}`}>
                  {sortieCreditsText(campaign, s)}
                </td>
                <td className="actions">
                  <button onClick={() => onReport(s.number)} disabled={s.status !== 'done'} data-testid={`sortie-report-${s.number}`}>
                    Report
                  </button>
                  <button onClick={() => s.save && api.watchReplay(s.save)} disabled={!s.save || s.status !== 'done'} title={s.save ? 'Watch this game again, move by move' : 'No save of this game'} data-testid={`sortie-replay-${s.number}`}>
                    Watch replay
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="row end">
        <button className="primary" onClick={onRoster} data-testid="sorties-roster">
          To the roster
        </button>
      </div>
    </div>
  )
}
