/**
 * 003 Balloon busting: a balloon owner's orders (balloon-orders.ts): winch it down, stop the winch (with the altitude
 * rules), bail its observers out. A small panel for a seat with balloons in the air, each button saying why the
 * engine would refuse it now; the orders are public and never make the game wait.
 */
import { useState } from 'react'
import type { GameView } from '../../../../../shared/engine/view'
import { inPhoneWindow } from '../../../shell/common/upright-window'
import { titleWithSource } from '../../../shell/help/rule-source'
import { content, rulesFor } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppSelector } from '../../../store'
import { balloonOrders } from './balloon-orders'
import { planeName } from './plane-name'
import { shortPieceName } from '../scene/nameplates'
import './top-row.css'

export function BalloonOrdersPanel({ view }: { view: GameView }) {
  const client = useClient()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  // on a phone the orders, there all game, start folded to a button: held upright beside the log's, as the log and
  // the chat are; held sideways where they stand, over the table's far edge (card-phone.css). The desk has no fold
  // and shows them whole
  const [folded, setFolded] = useState(inPhoneWindow)
  const rows = balloonOrders(rulesFor(view.setup), view, seat)
  if (rows.length === 0 || animating) return null
  return (
    <div className={`panel top-row balloon-orders${folded ? ' folded' : ''}`} data-testid="balloon-orders" onMouseDown={(e) => e.preventDefault()}>
      <button className="icon top-row-fold" onClick={() => setFolded(!folded)} aria-expanded={!folded} data-testid="balloon-orders-fold">
        {folded ? '▸' : '▾'} Balloon orders
      </button>
      {rows.map((r) => (
        <div key={r.plane} className="top-row-line">
          <strong className="panel-title" title={planeName(view.planes, r.plane, content)}>
            {shortPieceName(planeName(view.planes, r.plane, content))}
          </strong>
          {r.orders.map((o) => (
            <button
              key={o.kind}
              disabled={o.refused !== null}
              title={titleWithSource(o.refused ?? (o.kind === 'bail' ? 'The observers parachute to safety; the balloon stays up without them (003 Bailing Out, lines 787-801)' : o.kind === 'stop' ? 'The balloon stays at the level it has reached (003 lines 581-582)' : 'The winch takes the balloon down: out of the game, not destroyed, once on the ground (003 lines 574-583)'))}
              onClick={() => client.winch(r.plane, o.kind === 'bail' ? { bail: true } : { down: o.kind === 'down' })}
              data-testid={`balloon-${o.kind}-${r.plane}`}
            >
              {o.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  )
}
