/**
 * Joining a game on this host from another browser: a LAN guest sits at a seat the host left for guests; a
 * stream overlay (or anyone) watches as a spectator, who sees only what is public. The player's name (kept in
 * this browser) is what the others see in the lobby and the chat. A guest the host's screen sent away lands
 * here with the host's message.
 */
import { useEffect, useState } from 'react'
import { MAX_PLAYER_NAME } from '../../../../shared/protocol/messages'
import { useClient } from '../../net/client-context'
import { playerName, rememberPlayerName } from '../../net/player-name'
import { seatToken } from '../../net/seat-tokens'
import { useAppDispatch, useAppSelector } from '../../store'
import { freeSeats, joinOrder, removedNoticeDismissed } from '../../store/lobby-slice'
import { screenShown } from '../../store/ui-slice'
import { LanLinkBar } from './LanLinkBar'
import { gameName } from '../saves/save-rows'
import { seatWords } from '../common/seat-words'
import { phaseText, seatsLine } from './join-words'
import '../lobby/lobby.css'

export function JoinScreen() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const sessions = useAppSelector((s) => s.lobby.sessions)
  const removed = useAppSelector((s) => s.lobby.removed)
  const [name, setName] = useState(playerName)
  useEffect(() => {
    client.listSessions()
    const t = setInterval(() => client.listSessions(), 3000)
    return () => clearInterval(t)
  }, [client])
  const running = joinOrder(sessions.filter((s) => !s.over))
  return (
    <div className="menu-screen">
      <div className="menu-card wide" data-testid="join-screen">
        <h2 className="screen-title">Join or watch a game</h2>
        <LanLinkBar />
        {removed && (
          <div className="removed-notice" role="alert" data-testid="removed-notice">
            <p>{removed}</p>
            <button className="icon" onClick={() => dispatch(removedNoticeDismissed())} aria-label="dismiss" title="Dismiss" data-testid="dismiss-removed">
              ×
            </button>
          </div>
        )}
        <p className="status">The games this host is running. Sit at a seat left for a guest, or watch: a spectator sees only what every player may see.</p>
        <label className="player-name-field">
          <span>Your name, as the others see it</span>
          <input
            value={name}
            maxLength={MAX_PLAYER_NAME}
            placeholder="Guest"
            autoComplete="nickname"
            spellCheck={false}
            onChange={(e) => (setName(e.target.value), rememberPlayerName(e.target.value))}
            data-testid="player-name"
          />
        </label>
        {running.length === 0 && <p className="status">No game is running on this host yet.</p>}
        {running.map((s) => (
          <div className="join-game" key={s.session} data-testid={`session-${s.session}`}>
            <div className="join-game-text">
              <strong>{s.title}</strong>{' '}
              {gameName(s.ruleset) && <small data-testid={`game-name-${s.session}`}>{gameName(s.ruleset)} · </small>}
              <small className={s.phase === 'lobby' ? 'phase-lobby' : undefined} data-testid={`phase-${s.session}`}>
                {phaseText(s)}
              </small>
              <div className="small" data-testid={`seats-${s.session}`}>
                {seatsLine(s)}
              </div>
            </div>
            <div className="row join-game-actions">
              {s.seats
                .filter((x) => x.kind === 'guest' && (x.held || x.standIn) && seatToken(s.session, x.id))
                .map((x) => (
                  <button key={x.id} className="primary" onClick={() => client.joinGame(s.session, x.id)} data-testid={`reclaim-${s.session}-${x.id}`}>
                    Back to {seatWords(x.name, s.ruleset)}
                  </button>
                ))}
              {freeSeats(s).map((x) => (
                <button key={x.id} className="primary" onClick={() => client.joinGame(s.session, x.id)} data-testid={`sit-${s.session}-${x.id}`}>
                  Sit at {seatWords(x.name, s.ruleset)}
                </button>
              ))}
              <button onClick={() => client.joinGame(s.session, null)} data-testid={`watch-${s.session}`}>
                Watch
              </button>
            </div>
          </div>
        ))}
        <div className="row end">
          <button onClick={() => dispatch(screenShown('menu'))} data-testid="join-back">
            Back
          </button>
        </div>
      </div>
    </div>
  )
}
