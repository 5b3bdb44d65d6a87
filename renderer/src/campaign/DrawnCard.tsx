/** A campaign draw shown as what was drawn: the damage card's face as on the table (damage-cards.ts), or the D10's roll. */
import type { CampaignDraw } from '../../../shared/campaign/types'
import { damageCardFace } from '../tables/card/panels/damage-cards'
import '../tables/card/panels/damage-panel.css'

export function DrawnCard({ draw }: { draw: CampaignDraw }) {
  if (draw.deck === 'D10') {
    return (
      <span className="d10-roll" title={`A D10 rolled: ${draw.card}`} data-testid="drawn-d10">
        {draw.card}
      </span>
    )
  }
  const face = damageCardFace(draw.card)
  return (
    <span className="drawn-card">
      <small>{draw.deck}</small>
      <span className={`dmg-card ${face.kind}`} title={face.title} data-kind={face.kind} data-testid={`drawn-${draw.card}`}>
        {face.label}
      </span>
    </span>
  )
}
