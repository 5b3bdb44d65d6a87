/**
 * Damage: the owner sees their own planes' damage cards and total against the plane's green number; everyone
 * else sees only what is public, the number of cards each plane holds (face down) and the cards that had to be
 * shown (jams and explosions). The view decides: it holds a plane's cards only for its own seat.
 *
 * It shows what the table has played up to (the shown view), not the host's latest view: a plane is "shot down"
 * here only once its fall has been played, and the cards turn face up only once the end has.
 */
import { Fragment } from 'react'
import type { GameView, PlaneView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { planeName } from './plane-name'
import { teamColour } from '../../common/team-colours'
import { useAppSelector } from '../../../store'
import { damageCardFace, NO_POINTS_WHY } from './damage-cards'
import { jamChip } from './jam-words'
import { selectShownView } from '../../../store/shown-view'
import { effectLines, fullEffects } from './effect-lines'
import { panelOrder, pieceDamage, pieceKind, pieceState, pieceStateTitle, targetRecord } from './piece-words'
import '../../../shell/new-game/optional-rules.css'
import './pieces-ui.css'
import './damage-panel.css'
import { TechnicalEye } from './TechnicalEye'

const BACKS_SHOWN = 8

function DamageCardChip({ id, counted = true }: { id: string; counted?: boolean }) {
  const face = damageCardFace(id, counted)
  return (
    <span className={`dmg-card ${face.kind}`} title={face.title} data-kind={face.kind}>
      {face.label}
    </span>
  )
}

function status(p: PlaneView): string {
  if (p.status === 'flying') return ''
  if (p.status === 'exited') return p.out?.edge === null ? 'below the floor: out' : 'left the table'
  return p.status.replace(/-/g, ' ')
}

export function DamagePanel({ view: latest }: { view: GameView }) {
  const seat = useAppSelector((s) => s.game.seat)
  const view = useAppSelector(selectShownView) ?? latest
  const side = new Map(view.setup.teams.map((t) => [t.id, t.side]))
  const teamName = new Map(view.setup.teams.map((t) => [t.id, t.name]))
  // the aeroplanes first, then each team's balloons and ground pieces under a heading
  const rows = panelOrder(view, view.planes)
  // a card struck through (it counted nothing: infantry fire) is explained once, under the panel
  const struck = rows.some((p) => (p.noPoints?.length ?? 0) > 0 && p.damage !== undefined)
  return (
    <div className="panel damage-panel" data-testid="damage-panel">
      <div className="panel-head">
        <strong className="panel-title">Damage</strong>
        <span className="hint">
          {view.planes.every((p) => p.damage !== undefined)
            ? 'every card face up'
            : seat
              ? 'your cards face up, the others face down'
              : 'cards face down: only jams and explosions are shown'}
        </span>
      </div>
      {rows.map((p, n) => {
        const a = content.aircraft[p.aircraft]
        const known = p.damage !== undefined && p.damageTotal !== undefined
        const mine = p.seat === seat
        const kind = pieceKind(view, p.id)
        const piece = kind !== 'aeroplane'
        // a target card: what has come to it (bombed, photographed) or what it waits for, and no damage of its own
        const st = kind === 'target' ? targetRecord(view, p.id).words : piece ? pieceState(kind, p) : status(p)
        const groupStart = piece && (n === 0 || rows[n - 1].team !== p.team || pieceKind(view, rows[n - 1].id) === 'aeroplane')
        const pieceTotal = piece ? pieceDamage(kind, p, a.damagePoints) : null
        const jams = (['front', 'rear'] as const).filter((arc) => p.jam[arc] > 0)
        // 003's optional rules: smoke and flame are public, the rest only in the owner's view (and at the end)
        const smoke = p.effects?.smoke ?? 0
        const flame = p.effects?.flame ?? 0
        const full = p.status === 'flying' ? fullEffects(p) : null
        const secrets = full ? effectLines(full, view.turn, view.setup.options) : []
        return (
          <Fragment key={p.id}>
          {groupStart && (
            <div className="damage-group" data-testid={`damage-group-${p.team}`}>
              {teamName.get(p.team) ?? p.team} balloons and ground pieces
            </div>
          )}
          <div className={`damage-row ${p.status !== 'flying' && p.status !== 'standing' ? 'out' : ''} ${piece ? 'piece' : ''} ${mine ? 'mine' : ''}`} data-testid={`damage-${p.id}`}>
            <div className="damage-line">
              <span className="swatch" style={{ background: teamColour(side.get(p.team)) }} />
              <span className="plane-name" title={planeName(view.planes, p.id, content)} data-testid={`damage-name-${p.id}`}>
                {planeName(view.planes, p.id, content)}
              </span>
              {/* the chips and the count wrap under the name before the name is cut (issue 9, layout) */}
              <span className="chips">
                {jams.map((arc) => {
                  const chip = jamChip(arc, p.jam[arc], view.setup.options)
                  return (
                    <span key={arc} className="chip jam" title={chip.title} data-testid={`damage-jam-${arc}-${p.id}`}>
                      {chip.text}
                    </span>
                  )
                })}
                {p.status === 'flying' && flame > 0 && (
                  <span className="chip flame" title={`on fire: ${flame} flame counter${flame === 1 ? '' : 's'} left; before each turn's first manoeuvre is shown one goes and the plane takes an A damage card`} data-testid={`damage-flame-${p.id}`}>
                    fire {flame}
                  </span>
                )}
                {p.status === 'flying' && smoke > 0 && (
                  <span className="chip smoke" title={`smoking: ${smoke} smoke counter${smoke === 1 ? '' : 's'} left, one goes at the end of each turn`} data-testid={`damage-smoke-${p.id}`}>
                    smoke {smoke}
                  </span>
                )}
                {st && (
                  <span className={`chip status ${piece ? `piece-state ${p.status}` : ''}`} title={piece ? pieceStateTitle(kind, p) : undefined} data-testid={`damage-status-${p.id}`}>
                    {st}
                  </span>
                )}
                {kind === 'target' ? null : known ? (
                  <span
                    className="total"
                    title={piece && kind !== 'balloon' ? `a ground piece's damage cards lie face up for all to see; ${a.damagePoints} points silence it` : mine ? 'your damage: secret to you' : 'damage (shown at the end)'}
                    data-testid={`damage-total-${p.id}`}
                  >
                    {pieceTotal ?? `${p.damageTotal}/${a.damagePoints}`}
                  </span>
                ) : (
                  <span className="count" title="damage cards held (their values are secret)" data-testid={`damage-count-${p.id}`}>
                    {p.damageCount} card{p.damageCount === 1 ? '' : 's'}
                  </span>
                )}
              </span>
            </div>
            {secrets.length > 0 && (
              <ul className="effect-lines" data-testid={`damage-effects-${p.id}`} title={mine ? 'secret to you' : undefined}>
                {secrets.map((l) => (
                  <li key={l.key} data-testid={`effect-${l.key}-${p.id}`}>
                    <strong>{l.what}</strong>: {l.forbids}
                  </li>
                ))}
              </ul>
            )}
            {known && (
              <div className="damage-bar" aria-hidden>
                <span style={{ width: `${Math.min(100, (100 * p.damageTotal!) / a.damagePoints)}%` }} />
              </div>
            )}
            {known && p.damage!.length > 0 && (
              <div className="dmg-cards" data-testid={`damage-cards-${p.id}`}>
                {p.damage!.map((id, i) => (
                  <DamageCardChip key={i} id={id} counted={!p.noPoints?.includes(i)} />
                ))}
              </div>
            )}
            {!known && (p.damageCount > 0 || p.shown.length > 0) && (
              <div className="dmg-cards" data-testid={`shown-${p.id}`}>
                {Array.from({ length: Math.min(BACKS_SHOWN, Math.max(0, p.damageCount - p.shown.length)) }, (_, i) => (
                  <span key={`b${i}`} className="dmg-card back" title="a damage card, face down" />
                ))}
                {p.damageCount - p.shown.length > BACKS_SHOWN && <span className="more">+{p.damageCount - p.shown.length - BACKS_SHOWN}</span>}
                {p.shown.map((id, i) => (
                  <DamageCardChip key={`s${i}`} id={id} />
                ))}
              </div>
            )}
          </div>
          </Fragment>
        )
      })}
      {struck && (
        <p className="hint dmg-legend" data-testid="damage-legend">
          <span className="dmg-card no-points" aria-hidden>
            3
          </span>{' '}
          struck through: counts nothing; {NO_POINTS_WHY}.
        </p>
      )}
      {/* 003 Technical eye: the seat's ace may look at a plane's cards (the latest view: a look is a command) */}
      <TechnicalEye view={latest} />
    </div>
  )
}
