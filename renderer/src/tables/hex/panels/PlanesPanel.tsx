/**
 * The planes of the hex game, on the left: each plane's height (1-6), speed and top speed, the move cards it may
 * play a move (its turns), the hits it has taken of the six that shoot it down, its shots left of twelve, its crew
 * and the critical hits it carries, in plain words. The plane moving now is marked, with what it has used of its
 * move. Under them, a scenario's objectives, marked when achieved (hex-goal.ts). Where the table's cards are left out
 * (a phone, a small window), each plane's hand's count and, held sideways, the deck and the discard pile are said here
 * too. Everything here is public (the rules roll every die in the open; a hand's cards are secret, its count is not).
 */
import type { HexView, PlaneView, SeatId } from '../../../../../shared/rulesets/hex/types'
import { hexPlaneName, hexSideName } from './hex-event-words'
import { Pile } from './Pile'
import { hexGoal } from './hex-goal'

/** The critical hits a plane carries, in words (the rules' Critical Hit Table). */
export function harmWords(p: PlaneView): string[] {
  const out: string[] = []
  if (!p.crew.pilot) out.push('pilot killed')
  if (p.aircraft.observer && !p.crew.observer) out.push('observer killed')
  if (p.crits.engine) out.push(`engine damaged${p.crits.engine > 1 ? ` ×${p.crits.engine}` : ''} (top speed −${2 * p.crits.engine})`)
  if (p.crits.gasTank !== null) out.push(`fuel tank holed: must land within ${p.crits.gasTank} turn${p.crits.gasTank === 1 ? '' : 's'}`)
  if (p.crits.cables) out.push(`control cables cut (−${p.crits.cables} turn${p.crits.cables === 1 ? '' : 's'})`)
  if (p.crits.controls) out.push(`controls jammed (hand −${2 * p.crits.controls})`)
  if (p.crits.struts) out.push('struts damaged: no climbing, no loops')
  return out
}

const FATE: Record<string, string> = { 'shot-down': 'shot down', crashed: 'crashed', landed: 'landed', 'left-map': 'left the map' }

function PlaneCard({ view, p, seat }: { view: HexView; p: PlaneView; seat: SeatId | null }) {
  const moving = view.move?.plane === p.id
  const harm = harmWords(p)
  const mine = p.seat === seat
  const held = view.handCounts[p.seat] ?? 0
  return (
    <div className={`hex-plane ${p.side}${moving ? ' current' : ''}${p.status !== 'flying' ? ' down' : ''}`} data-testid={`hex-plane-${p.id}`}>
      <div className="name">
        {hexPlaneName(view, p.id)}
        {mine ? ' (yours)' : ''} <span style={{ fontWeight: 'normal', color: 'var(--muted)' }}>· {hexSideName(p.side, true)}</span>
        {/* the hand's count, shown here where the table's cards are left out (a phone, a small window: hex-phone.css) */}
        <span className="held" title="the cards in its seat's hand: the others know only their number">
          {' · '}
          <b data-testid={`hex-held-${p.id}`}>{held}</b> card{held === 1 ? '' : 's'}
        </span>
      </div>
      {p.status !== 'flying' ? (
        <div className="harm">{FATE[p.status] ?? p.status}</div>
      ) : (
        <div className="figures">
          <span>
            Height <b data-testid={`hex-alt-${p.id}`}>{p.altitude}</b> of 6
          </span>
          <span title="spaces it must fly this move; top speed after the slash">
            Speed <b data-testid={`hex-speed-${p.id}`}>{p.velocity}</b>/{p.maxSpeed}
          </span>
          <span title="the move cards it may play in one move (its manoeuvrability)">
            Move cards <b>{moving && view.move ? `${p.manoeuvrability - view.move.cards} left` : p.manoeuvrability}</b>
          </span>
          <span title="six hits shoot it down">
            Hits <b data-testid={`hex-hits-${p.id}`}>{p.hits}</b>/6
          </span>
          <span title="it may shoot twelve times in the game">
            Shots <b>{p.ammo}</b>/12
          </span>
          <span>
            Crew <b>{p.aircraft.observer ? (p.crew.observer ? 'pilot, observer' : 'pilot') : 'pilot'}</b>
          </span>
          {moving && view.move && (
            <span className="flown" style={{ gridColumn: '1 / 3' }}>
              Flown {view.move.moved} of {p.velocity} this move
            </span>
          )}
        </div>
      )}
      {harm.length > 0 && p.status === 'flying' && <div className="harm">{harm.join('; ')}</div>}
    </div>
  )
}

/** The scenario's objectives, each side's, marked when achieved; how the game is won in the heading's tooltip and a line under them. */
function Objectives({ view }: { view: HexView }) {
  const goal = hexGoal(view)
  if (goal.objectives.length === 0) return null
  return (
    <section className="hex-goal" data-testid="hex-goal">
      <h3 title={goal.wins}>Objectives</h3>
      {goal.objectives.map((o) => (
        <div key={o.id} className={`hex-objective ${o.side}${o.done ? ' done' : ''}`} data-testid={`hex-objective-${o.id}`}>
          {o.done ? <b>✓ done: </b> : null}
          {o.words} <span className="side">· {o.sideName}</span>
        </div>
      ))}
      <p className="hex-goal-rule">{goal.wins}</p>
    </section>
  )
}

export function PlanesPanel({ view, seat }: { view: HexView; seat: SeatId | null }) {
  // the seat's own plane first, then the one moving, then the rest in the setup's order
  const planes = [...view.planes].sort((a, b) => Number(b.seat === seat) - Number(a.seat === seat))
  return (
    <div className="hex-panel hex-planes" data-hex-edge="left" data-hex-edge-or="top" data-testid="hex-planes">
      <h3>Planes</h3>
      {planes.map((p) => (
        <PlaneCard key={p.id} view={view} p={p} seat={seat} />
      ))}
      <Objectives view={view} />
      <Pile view={view} at="planes" />
    </div>
  )
}
