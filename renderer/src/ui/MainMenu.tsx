/**
 * The first screen. A solo duel against the bot is one click away.
 */
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector } from '../store'
import { screenShown } from '../store/ui-slice'

export function MainMenu() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const connection = useAppSelector((s) => s.ui.connection)
  const joining = useAppSelector((s) => s.ui.joining)
  const quickDuel = () => client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['bot:heuristic', 'human'])
  return (
    <div className="menu-screen">
      <div className="menu-card">
        <h1 className="title">Overdive</h1>
        <p className="subtitle">A flight table for dogfights over the Western Front</p>
        <button className="big primary" onClick={quickDuel} disabled={joining} data-testid="quick-duel">
          Quick duel against the bot
          <small>Sopwith Camel against a Fokker Dr.I</small>
        </button>
        <button className="big" onClick={() => dispatch(screenShown('new-game'))} data-testid="new-game">
          New game…
          <small>Scenarios, free dogfights, hotseat and LAN seats</small>
        </button>
        <p className="status">{connection === 'open' ? 'Host ready' : connection === 'connecting' ? 'Connecting to the host…' : 'The host is not answering; retrying…'}</p>
      </div>
    </div>
  )
}
