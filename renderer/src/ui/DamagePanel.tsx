/**
 * Damage: the owner sees their own planes' damage cards and total; everyone else sees only what is public, the
 * number of cards each plane holds and the cards that had to be shown (jams and explosions).
 */
import type { GameView } from '../../../shared/engine/view'
import { content } from '../content'
import { useAppSelector } from '../store'
import { teamColour } from '../scene/team-colours'

function cardText(id: string): string {
  const c = content.damageCards[id]
  if (!c) return id
  const specials = c.special.map((s) => (s === 'jam' ? `jam (${c.jam})` : s)).join(', ')
  return `${c.points ?? '✸'}${specials ? ` ${specials}` : ''}`
}

export function DamagePanel({ view }: { view: GameView }) {
  const seat = useAppSelector((s) => s.game.seat)
  const side = new Map(view.setup.teams.map((t) => [t.id, t.side]))
  return (
    <div className="panel damage-panel" data-testid="damage-panel">
      {view.planes.map((p) => {
        const a = content.aircraft[p.aircraft]
        const mine = p.seat === seat
        const status = p.status === 'flying' ? '' : p.status === 'exited' ? 'left the table' : p.status.replace('-', ' ')
        return (
          <div key={p.id} className={`damage-row ${p.status !== 'flying' ? 'out' : ''}`} data-testid={`damage-${p.id}`}>
            <span className="swatch" style={{ background: teamColour(side.get(p.team)) }} />
            <span className="plane-name">{a.name}</span>
            {p.damageTotal !== undefined ? (
              <span className="total" title="your damage: secret to you">
                {p.damageTotal}/{a.damagePoints}
              </span>
            ) : (
              <span className="count" title="damage cards held (their values are secret)">
                {p.damageCount} card{p.damageCount === 1 ? '' : 's'}
              </span>
            )}
            {(p.jam.front > 0 || p.jam.rear > 0) && <span className="jam">jammed</span>}
            {status && <span className="status">{status}</span>}
            {mine && p.damage && p.damage.length > 0 && <span className="cards">{p.damage.map(cardText).join(' · ')}</span>}
            {!mine && p.shown.length > 0 && <span className="cards">shown: {p.shown.map(cardText).join(' · ')}</span>}
          </div>
        )
      })}
    </div>
  )
}
