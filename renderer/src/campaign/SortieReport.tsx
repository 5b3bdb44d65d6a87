/**
 * After a sortie: what it brought. Who flew, squadron by squadron, and how each plane ended; each victory credited
 * to whom and why (003 lines 921-928), the airmen's new tallies, the losses, the survival and observers' draws shown
 * as the cards drawn (003 lines 930-937, 004 line 340), the promotions (an ability to choose on the roster, or 004's
 * roll), and the way back to the roster.
 */
import type { Campaign, Sortie } from '../../../shared/campaign/types'
import { ability } from '../../../shared/engine/rules/aces/abilities'
import type { AceSkill } from '../../../shared/content/types'
import { content } from '../content'
import { DrawnCard } from './DrawnCard'
import { awardText, creditText, crewFateText, drawShown, lossText, planeText, promotionText, sortieResultText } from './roster-words'

const aircraftName = (id: string) => content.aircraft[id]?.name ?? id
const points = (card: string) => content.damageCards[card]?.points
const abilityName = (id: string) => ability(id as AceSkill)?.name ?? id

export function SortieReport({ campaign, sortie, onRoster, onReplay }: { campaign: Campaign; sortie: Sortie; onRoster: () => void; onReplay?: () => void }) {
  const r = sortie.result
  return (
    <div className="menu-card wide campaign-card sortie-report" data-testid="sortie-report">
      <h2 className="screen-title">
        Sortie {sortie.number}: {sortie.title}
      </h2>
      <p className="sortie-result" data-testid="sortie-result">
        {sortieResultText(campaign, sortie)}
      </p>
      {!r ? (
        <p className="status">This sortie is still in flight: its report comes when its game ends.</p>
      ) : (
        <div className="campaign-body">
          <section data-testid="report-crews">
            <h3>Who flew</h3>
            {campaign.squadrons.map((q) => {
              const crews = sortie.crews.filter((k) => k.squadron === q.id)
              if (crews.length === 0) return null
              return (
                <div key={q.id} className="report-squadron">
                  <h4>{q.name}</h4>
                  <ul>
                    {crews.map((k) => (
                      <li key={k.plane} data-testid={`report-crew-${k.plane}`}>
                        {planeText(campaign, sortie, k.plane, aircraftName)}: {crewFateText(sortie, k)}
                      </li>
                    ))}
                  </ul>
                </div>
              )
            })}
          </section>
          <section data-testid="report-credits">
            <h3>Victories</h3>
            {r.credits.length === 0 ? <p className="hint">No aircraft was brought down.</p> : <ul>{r.credits.map((k, i) => <li key={i}>{creditText(campaign, sortie, k, aircraftName)}</li>)}</ul>}
            {r.awards.length > 0 && (
              <ul className="awards" data-testid="report-awards">
                {r.awards.map((a) => (
                  <li key={a.airman}>{awardText(campaign, a)}</li>
                ))}
              </ul>
            )}
          </section>
          {r.losses.length > 0 && (
            <section data-testid="report-losses">
              <h3>Losses</h3>
              <ul>
                {r.losses.map((l, i) => (
                  <li key={i}>{lossText(campaign, l)}</li>
                ))}
              </ul>
            </section>
          )}
          {r.draws.length > 0 && (
            <section data-testid="report-draws">
              <h3>Cards drawn</h3>
              <ul className="draws">
                {r.draws.map((d, i) => {
                  const shown = drawShown(campaign, d, points)
                  return (
                    <li key={i} className="draw">
                      <DrawnCard draw={d} />
                      <span>
                        {shown.who}: <strong>{shown.outcome}</strong>
                      </span>
                    </li>
                  )
                })}
              </ul>
            </section>
          )}
          {r.promotions.length > 0 && (
            <section data-testid="report-promotions">
              <h3>Promotions</h3>
              <ul>
                {r.promotions.map((p) => (
                  <li key={p.airman}>{promotionText(campaign, p, abilityName)}</li>
                ))}
              </ul>
            </section>
          )}
          {(r.replacements.length > 0 || r.returned.length > 0) && (
            <section data-testid="report-roster">
              <h3>The rosters</h3>
              <ul>
                {r.replacements.map((id) => (
                  <li key={id}>{campaign.airmen.find((a) => a.id === id)?.name ?? id} joins with no victories</li>
                ))}
                {r.returned.map((id) => (
                  <li key={id}>{campaign.airmen.find((a) => a.id === id)?.name ?? id} is back from hospital</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      <div className="row end">
        {onReplay && sortie.save && (
          <button onClick={onReplay} data-testid="report-replay">
            Watch replay
          </button>
        )}
        <button className="primary" onClick={onRoster} autoFocus data-testid="report-roster-back">
          To the roster
        </button>
      </div>
    </div>
  )
}
