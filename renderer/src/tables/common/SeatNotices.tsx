/**
 * What the table must tell its players about the seats: at the host's screen, a guest who dropped (wait for it,
 * or hand its seat to a bot until it is back, or free the seat for anyone); to everyone, a game that failed on
 * the host and cannot go on.
 */
import { useClient } from '../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { droppedAcknowledged } from '../../store/game-slice'

export function SeatNotices() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const dropped = useAppSelector((s) => s.game.dropped)
  const broken = useAppSelector((s) => s.game.broken)
  const screen = useAppSelector((s) => s.lobby.role === 'screen')
  if (broken) {
    return (
      <div className="seat-notice broken" role="alert" data-testid="session-broken">
        <p>{broken}</p>
        <p className="small">Every other game on the host carries on. The autosave keeps the game up to its last command.</p>
        <button className="primary" onClick={() => client.leave()}>
          Back to the menu
        </button>
      </div>
    )
  }
  if (!screen || dropped.length === 0) return null
  return (
    <div className="seat-notice" role="alert" data-testid="seat-dropped">
      {dropped.map((d) => (
        <div key={d.seat} className="row">
          <p>
            <strong>{d.name}</strong>'s player dropped. Their seat is kept for them: they come back by joining again from the same browser.
          </p>
          <button onClick={() => dispatch(droppedAcknowledged(d.seat))} data-testid={`wait-${d.seat}`}>
            Wait
          </button>
          <button className="primary" onClick={() => client.seatControl(d.seat, 'bot')} data-testid={`stand-in-${d.seat}`} title="the bot plays until the guest comes back">
            Hand to a bot
          </button>
          <button onClick={() => client.seatControl(d.seat, 'release')} data-testid={`release-${d.seat}`} title="any guest may take the seat">
            Free the seat
          </button>
        </div>
      ))}
    </div>
  )
}
