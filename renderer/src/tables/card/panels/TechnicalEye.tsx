/**
 * 003 Technical eye (lines 985-989): "In any moment of the turn the player can look at the damage cards of an
 * aircraft, friend or foe, of his choice", within a ruler. A section of the damage panel for the seat whose ace holds
 * it: a button for each plane within reach, the blank counter while it is spent, and the cards its ace saw last, as
 * the damage panel draws cards. Only in the seat's own view (technical-eye.ts).
 */
import type { GameView } from '../../../../../shared/engine/view'
import { content, rulesFor } from '../../../content'
import { useClient } from '../../../net/client-context'
import { damageCardFace } from './damage-cards'
import { planeName } from './plane-name'
import { eyeRows, lookedWhen } from './technical-eye'
import './technical-eye.css'

export function TechnicalEye({ view }: { view: GameView }) {
  const client = useClient()
  const rows = eyeRows(view, rulesFor(view.setup))
  if (rows.length === 0) return null
  const name = (id: string) => planeName(view.planes, id, content)
  return (
    <div className="technical-eye" data-testid="technical-eye">
      {rows.map((r) => (
        <div key={r.plane} className="eye-row" data-testid={`eye-${r.plane}`}>
          <div className="eye-head" title={"003 Technical eye: look at the damage cards of a plane, friend or foe, within a ruler of your plane's stand. Once used, not again this turn nor the next.\nRule source: 003 lines 985-989"}>
            <strong>Technical eye</strong> · {name(r.plane)}
            {r.state === 'spent' && <span className="chip spent">used: again from turn {r.again}</span>}
          </div>
          {r.state === 'ready' &&
            (r.targets.length ? (
              <div className="eye-targets">
                {r.targets.map((t) => (
                  <button key={t.id} type="button" className="eye-look" data-testid={`eye-look-${t.id}`} onClick={() => client.look(r.plane, t.id)} title={`${name(t.id)}'s base is ${t.cm.toFixed(0)} cm from your stand`}>
                    Look at {name(t.id)}
                    {t.friend ? ' (friend)' : ''}
                  </button>
                ))}
              </div>
            ) : (
              <div className="hint">No plane within a ruler of {name(r.plane)}.</div>
            ))}
          {r.looked && (
            <div className="eye-seen" data-testid="eye-seen">
              <span className="hint">{lookedWhen(r.looked)}, secret to you:</span> {name(r.looked.target)} held{' '}
              {r.looked.cards.length === 0 ? (
                'no damage cards'
              ) : (
                <>
                  {r.looked.cards.map((id, k) => {
                    const face = damageCardFace(id)
                    return (
                      <span key={k} className={`dmg-card ${face.kind}`} title={face.title}>
                        {face.label}
                      </span>
                    )
                  })}{' '}
                  = {r.looked.total} of {content.aircraft[view.planes.find((p) => p.id === r.looked!.target)?.aircraft ?? '']?.damagePoints ?? '?'} points
                </>
              )}
            </div>
          )}
        </div>
      ))}
    </div>
  )
}
