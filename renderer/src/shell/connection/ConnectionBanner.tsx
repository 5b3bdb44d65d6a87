/**
 * How the connection to the host stands, when it is not simply fine: lost and being retried (with what is kept
 * meanwhile: the unfinished plan, orders waiting to be sent), or back and taking the seats again. On the menu, the
 * game gone from a host that restarted is said plainly until dismissed, above the host's offer to resume it.
 */
import { useAppDispatch, useAppSelector } from '../../store'
import { reconnectChanged } from '../../store/ui-slice'
import './connection.css'

export function ConnectionBanner() {
  const connection = useAppSelector((s) => s.ui.connection)
  const hostSeen = useAppSelector((s) => s.ui.hostSeen)
  const rejoining = useAppSelector((s) => s.ui.rejoining)
  const held = useAppSelector((s) => s.ui.heldOrders)
  const inGame = useAppSelector((s) => s.game.session !== null && !s.game.session.startsWith('replay:') && s.game.mine.length > 0)

  if (hostSeen && connection !== 'open') {
    return (
      <div className="connection-banner lost" role="status" aria-live="polite" data-testid="connection-banner">
        <span className="connection-spinner" aria-hidden />
        <span className="connection-text">
          <strong>Connection to the host lost — reconnecting…</strong>
          {held > 0 ? (
            <small data-testid="held-orders">
              {held === 1 ? 'Your order is kept' : `Your ${held} orders are kept`} and will be sent as soon as the host is back.
            </small>
          ) : inGame ? (
            <small>Your seat and your unfinished plan are kept.</small>
          ) : null}
        </span>
      </div>
    )
  }
  if (rejoining) {
    return (
      <div className="connection-banner back" role="status" aria-live="polite" data-testid="connection-banner">
        <span className="connection-spinner" aria-hidden />
        <span className="connection-text">
          <strong>Back in touch with the host — taking your seat again…</strong>
        </span>
      </div>
    )
  }
  return null
}

/** On the menu: the game this page was in is gone from the host (it restarted), and what to do about it. */
export function GameLostNotice() {
  const dispatch = useAppDispatch()
  const lost = useAppSelector((s) => s.ui.gameLost)
  if (!lost) return null
  return (
    <div className="game-lost" role="alert" data-testid="game-lost">
      <span className="connection-text">
        <strong>The game is gone</strong>
        <small data-testid="game-lost-message">{lost}</small>
      </span>
      <button onClick={() => dispatch(reconnectChanged({ gameLost: null }))} data-testid="dismiss-game-lost">
        OK
      </button>
    </div>
  )
}
