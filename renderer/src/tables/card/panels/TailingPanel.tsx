/**
 * 003 Tailing (Optional Rules): "before revealing the first manoeuvre, the tailed player has to show his first card to
 * the tailing player: The latter can rearrange the order of the three planned manoeuvre cards for the tailing plane"
 * (and again with the second card and the two remaining cards, if tailing still holds).
 *
 * The tailing seat sees the card it was shown and puts its own remaining cards in the order to fly them; the other
 * seats are told who is tailing whom and that the game waits for them.
 */
import { useEffect, useMemo, useState } from 'react'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import type { PlaneEffects } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppSelector } from '../../../store'
import { MiniCard } from './CardView'
import { planeName } from './plane-name'
import './tailing-panel.css'

function card(id: string): ManoeuvreCard | undefined {
  return content.manoeuvreDecks[id.charAt(0)]?.cards.find((c) => c.id === id)
}

/** Move the card at `from` one place earlier (-1) or later (+1). */
export function moved(order: readonly string[], from: number, by: -1 | 1): string[] {
  const to = from + by
  if (to < 0 || to >= order.length) return [...order]
  const out = [...order]
  ;[out[from], out[to]] = [out[to], out[from]]
  return out
}

export function TailingPanel({ view }: { view: GameView }) {
  const client = useClient()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const mine = useMemo(
    () => (view.step === 'tailing' ? view.planes.filter((p) => p.seat === seat && p.effects && (p.effects as PlaneEffects).reorder != null) : []),
    [view, seat],
  )
  const active = mine[0]
  const fx = active?.effects as PlaneEffects | undefined
  const remaining = useMemo(() => (active && fx ? active.plan!.slice(fx.reorder!) : []), [active, fx])
  const [order, setOrder] = useState<string[]>(remaining)
  useEffect(() => setOrder(remaining), [remaining])
  if (view.step !== 'tailing' || animating) return null
  const name = (id: string) => planeName(view.planes, id, content)
  if (!active || !fx || !fx.tail) {
    const tailing = view.planes.filter((p) => p.effects && 'tail' in p.effects && p.effects.tail)
    return (
      <div className="panel tailing-panel" data-testid="tailing-wait">
        <div className="panel-head">
          <strong className="panel-title">Tailing</strong>
        </div>
        {tailing.map((p) => (
          <div key={p.id}>
            {name(p.id)} is on {name((p.effects as PlaneEffects).tail!.target)}'s tail and may change the order of its cards.
          </div>
        ))}
        <div className="hint">The tailing player has been shown the tailed plane's next card.</div>
      </div>
    )
  }
  const seen = fx.tailSeen[fx.tailSeen.length - 1]
  const seenCard = seen ? card(seen) : undefined
  const send = () => client.reorder(active.id, order)
  return (
    <div className="panel tailing-panel" data-testid="tailing-panel">
      <div className="panel-head">
        <strong className="panel-title">
          Tailing: {name(active.id)} on {name(fx.tail.target)}
        </strong>
        <span className="chip">before card {fx.reorder! + 1}</span>
      </div>
      <div className="tail-seen" data-testid="tail-seen">
        {name(fx.tail.target)} will fly {seenCard ? <MiniCard card={seenCard} label={seenCard.name} /> : seen}
      </div>
      <div className="hint">Put your remaining cards in the order to fly them.</div>
      <ol className="tail-order">
        {order.map((id, i) => {
          const c = card(id)
          return (
            <li key={id} data-testid={`tail-card-${id}`}>
              <span className="tail-slot">{fx.reorder! + i + 1}</span>
              {c ? <MiniCard card={c} label={c.name} /> : id}
              <button onClick={() => setOrder(moved(order, i, -1))} disabled={i === 0} aria-label={`fly ${c?.name ?? id} earlier`} data-testid={`tail-earlier-${id}`}>
                ↑
              </button>
              <button onClick={() => setOrder(moved(order, i, 1))} disabled={i === order.length - 1} aria-label={`fly ${c?.name ?? id} later`} data-testid={`tail-later-${id}`}>
                ↓
              </button>
            </li>
          )
        })}
      </ol>
      <button className="primary" onClick={send} data-testid="tail-send">
        Fly in this order
      </button>
    </div>
  )
}
