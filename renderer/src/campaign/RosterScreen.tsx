/**
 * A campaign's roster: each squadron's airmen with their victories (the ace mark at five), abilities (the words on
 * hover or focus), sorties flown and status, and "Choose an ability" where one is owed (003 lines 939-941). From
 * here a sortie is planned, the sortie list opened, and a sortie whose game was left unfinished continued or called
 * off.
 */
import type { Airman, Campaign } from '../../../shared/campaign/types'
import type { SortieGameState } from '../../../shared/protocol/campaign-messages'
import { teamColour } from '../tables/common/team-colours'
import { AbilityChip } from './AbilityChip'
import { owedText } from './ability-offer'
import { useCampaignApi } from './campaign-api'
import { aceMark, sortiesFlown, statusTag, statusText, victoriesText } from './roster-words'

export interface RosterProps {
  campaign: Campaign
  games: SortieGameState[]
  onChoose: (airman: string) => void
  onSortie: () => void
  onSorties: () => void
  onBack: () => void
}

export function RosterScreen({ campaign, games, onChoose, onSortie, onSorties, onBack }: RosterProps) {
  const api = useCampaignApi()
  const flying = campaign.sorties.find((s) => s.status === 'in-flight')
  const game = flying ? games.find((g) => g.sortie === flying.number) : undefined
  return (
    <div className="menu-card wide campaign-card roster-card" data-testid="roster">
      <div className="row">
        <h2 className="screen-title grow">{campaign.name}</h2>
        <span className="hint">{sortiesFlown(campaign) === 1 ? '1 sortie flown' : `${sortiesFlown(campaign)} sorties flown`}</span>
      </div>
      {flying && (
        <div className="note sortie-in-flight" data-testid="sortie-in-flight">
          Sortie {flying.number}, {flying.title}, is not finished.{' '}
          {game?.state === 'playing' && game.session && 'Its game is being played on this host.'}
          {game?.state === 'unfinished' && game.save && (
            <button className="primary" onClick={() => api.continueSortie(game.save!)} data-testid="sortie-continue">
              Continue the sortie
            </button>
          )}
          {game?.state === 'missing' && <span>Its game cannot be read{game.problem ? `: ${game.problem}` : ''}.</span>}{' '}
          <button className="danger" onClick={() => api.cancelSortie(campaign.id, flying.number)} title="Nothing is awarded and no one is lost; its game's save stays in Saves and replays" data-testid="sortie-cancel">
            Call it off
          </button>
        </div>
      )}
      <div className="roster-body">
        {campaign.squadrons.map((q) => (
          <section key={q.id} className="squadron" data-testid={`squadron-${q.id}`}>
            <h3>
              <span className="swatch" style={{ background: teamColour(q.side) }} /> {q.name} <small>{q.side === 'allied' ? 'Allies' : 'Central Powers'}</small>
            </h3>
            <table className="roster">
              <thead>
                <tr>
                  <th>Airman</th>
                  <th>Victories</th>
                  <th>Abilities</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {campaign.airmen
                  .filter((a) => a.squadron === q.id)
                  .sort(rosterOrder)
                  .map((a) => (
                    <AirmanRow key={a.id} airman={a} onChoose={onChoose} />
                  ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <div className="row end">
        <button onClick={onBack} data-testid="roster-back">
          Campaigns
        </button>
        <button onClick={onSorties} data-testid="roster-sorties">
          Sortie list ({campaign.sorties.length})
        </button>
        <button className="primary" onClick={onSortie} disabled={!!flying} title={flying ? 'Finish or call off the sortie in flight first' : undefined} data-testid="roster-fly">
          Plan a sortie…
        </button>
      </div>
    </div>
  )
}

/** Those who may fly first, then the wounded, then the lost; within each, the most victories first. */
function rosterOrder(a: Airman, b: Airman): number {
  const rank = (x: Airman) => (x.status.kind === 'flying' ? 0 : x.status.kind === 'recovering' ? 1 : 2)
  return rank(a) - rank(b) || (a.role === b.role ? 0 : a.role === 'pilot' ? -1 : 1) || b.victories - a.victories || a.name.localeCompare(b.name)
}

function AirmanRow({ airman: a, onChoose }: { airman: Airman; onChoose: (airman: string) => void }) {
  const ace = aceMark(a)
  const tag = statusTag(a.status)
  return (
    <tr className={`airman ${tag}`} data-testid={`airman-${a.id}`}>
      <td>
        <strong>{a.name}</strong> <small className="role">{a.role}</small>
        {ace && (
          <span className="chip ace-mark" title={"Five victories or more: an ace\nRule source: 003 line 939"} data-testid={`ace-${a.id}`}>
            ★ {ace}
          </span>
        )}
        <div className="small">{a.sorties === 1 ? '1 sortie' : `${a.sorties} sorties`}</div>
      </td>
      <td className="victories" data-testid={`victories-${a.id}`}>
        {victoriesText(a.victories)}
      </td>
      <td>
        {a.abilities.map((s) => (
          <AbilityChip key={s} id={s} />
        ))}
        {a.toChoose > 0 && tag !== 'lost' && (
          <button className="primary small-button" onClick={() => onChoose(a.id)} data-testid={`choose-${a.id}`}>
            {owedText(a.toChoose)}…
          </button>
        )}
        {a.abilities.length === 0 && a.toChoose === 0 && <span className="hint">none yet</span>}
      </td>
      <td className={`status-${tag}`} data-testid={`status-${a.id}`}>
        {statusText(a.status)}
      </td>
    </tr>
  )
}
