/**
 * The lobby: a game with seats for LAN guests waits here until the host's screen starts it. Everyone in it sees
 * the game (its title; under it what its table says of the scenario, `about`: a blurb and how the game is won, in
 * its ruleset's words), the rules chosen, who sits at each seat (and the planes it flies, `flies`) and whether they
 * are ready, who else is here (spectators too), and the chat.
 *
 * The host's screen manages the guest seats (move a guest to another free seat, hand a seat to a bot or open it to
 * guests again, remove a guest) and starts the game; the host refuses to start while a seat has nobody to play
 * it. A guest says it is ready (or not any more), may change to another free guest seat, or leaves.
 *
 * A stream overlay (`?watch=…&stream=1`) shows the lobby to an audience: the game, its seats and who is here, with
 * no control at all (no seat to take, nothing to be ready for, no chat to type in, no Leave). The host does not list
 * the overlay among the people (its join says it is one).
 */
import { useRef, type ReactNode } from 'react'
import type { LobbyPerson, SeatInfo } from '../../../../shared/protocol/messages'
import { SEAT_KIND_INFO } from '../../../../shared/protocol/seat-kinds'
import { useClient } from '../../net/client-context'
import { STREAM } from '../../net/stream-page'
import { useAppSelector } from '../../store'
import { emptySeats, isFreeGuestSeat, me, notReady, type Lobby } from '../../store/lobby-slice'
import { GuestsJoin } from './GuestsJoin'
import { useFitText } from './fit-text'
import { ChatPanel } from '../../tables/common/ChatPanel'
import { colourOf, useGameTeams } from '../../tables/common/game-teams'
import { seatWords, sidePalette } from '../common/seat-words'
import { teamColour } from '../../tables/common/team-colours'
import './lobby.css'

/** Who plays a seat, in words: a person's name, a bot, or why nobody does yet. */
function whoSits(x: SeatInfo): { text: string; kind: 'person' | 'host' | 'bot' | 'free' | 'held' } {
  if (x.kind === 'human') return { text: x.player ?? 'Host', kind: 'host' }
  if (x.kind !== 'guest') return { text: SEAT_KIND_INFO[x.kind].label, kind: 'bot' }
  if (x.standIn) return { text: x.player ? `A bot, for ${x.player}` : 'A bot', kind: 'bot' }
  if (x.held) return { text: `Kept for ${x.player ?? 'a guest'}, who dropped`, kind: 'held' }
  if (x.taken) return { text: x.player ?? 'Guest', kind: 'person' }
  return { text: 'Free: waiting for a guest', kind: 'free' }
}

/** Whether the seat's player is ready, in a word or a tick. */
function readiness(x: SeatInfo): { text: string; ok: boolean } | null {
  if (x.kind !== 'guest') return x.kind === 'human' ? { text: 'host', ok: true } : { text: 'bot', ok: true }
  if (x.standIn) return { text: 'bot', ok: true }
  if (!x.taken) return null
  return x.ready ? { text: '✓ ready', ok: true } : { text: 'not ready', ok: false }
}

const NO_PLANES: ReadonlyMap<string, readonly string[]> = new Map()

function SeatControls({ seat, free }: { seat: SeatInfo; free: SeatInfo[] }) {
  const client = useClient()
  if (seat.kind !== 'guest') return null
  const guestHere = seat.taken && !seat.standIn
  const others = free.filter((f) => f.id !== seat.id)
  return (
    <div className="lobby-controls">
      {guestHere && (
        <select
          value=""
          disabled={others.length === 0}
          onChange={(e) => e.target.value && client.seatControl(seat.id, 'move', e.target.value)}
          title={others.length === 0 ? 'no free guest seat to move this guest to' : 'move this guest to another free guest seat'}
          aria-label={`move ${seat.player ?? 'the guest'} to another seat`}
          data-testid={`lobby-move-${seat.id}`}
        >
          <option value="">Move to…</option>
          {others.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      )}
      {!seat.taken && (
        <button onClick={() => client.seatControl(seat.id, 'bot')} title="a bot plays this seat (a guest who comes back gets it back)" data-testid={`lobby-bot-${seat.id}`}>
          Hand to a bot
        </button>
      )}
      {(seat.standIn || seat.held) && (
        <button onClick={() => client.seatControl(seat.id, 'release')} title="any guest may take this seat" data-testid={`lobby-release-${seat.id}`}>
          Open it to guests again
        </button>
      )}
      {guestHere && (
        <button className="danger" onClick={() => client.seatControl(seat.id, 'remove')} title="send this guest away: the seat is freed and their link no longer takes it" data-testid={`lobby-remove-${seat.id}`}>
          Remove
        </button>
      )}
    </div>
  )
}

function SeatsTable({ lobby, screen, mine, overlay, planes }: { lobby: Lobby; screen: boolean; mine: string[]; overlay: boolean; planes: ReadonlyMap<string, readonly string[]> }) {
  const client = useClient()
  const teams = useGameTeams()
  const free = lobby.seats.filter(isFreeGuestSeat)
  const guest = !screen && !overlay
  // a seat per plane is named for its plane: the planes column would only say it again
  const showPlanes = lobby.seats.some((x) => (planes.get(x.id) ?? []).join(', ') !== x.name && planes.has(x.id))
  return (
    <table className="lobby-seats">
      <thead>
        <tr>
          <th>Seat</th>
          {showPlanes && <th className="planes-cell">Flies</th>}
          <th>Who plays it</th>
          <th>Ready</th>
          {!overlay && <th aria-label="actions" />}
        </tr>
      </thead>
      <tbody>
        {lobby.seats.map((x) => {
          const who = whoSits(x)
          const ready = readiness(x)
          const team = teams.find((t) => t.id === x.team)
          const isMine = mine.includes(x.id)
          return (
            <tr key={x.id} className={isMine ? 'mine' : ''} data-testid="lobby-seat" data-seat={x.id}>
              <td>
                <div className="seat-cell">
                  <span className="team-bar" style={{ background: lobby.ruleset === 'hex' ? teamColour(sidePalette(x.team)) : colourOf(teams, x.team) }} aria-hidden />
                  <span>
                    <strong>{seatWords(x.name, lobby.ruleset)}</strong>
                    <small>{team?.name ?? seatWords(x.team, lobby.ruleset)}</small>
                  </span>
                </div>
              </td>
              {showPlanes && <td className="planes-cell">{(planes.get(x.id) ?? []).join(', ') || '—'}</td>}
              <td className={`who who-${who.kind}`}>
                {who.text}
                {isMine && <span className="chip">you</span>}
              </td>
              <td className={`ready-cell ${ready?.ok ? 'ok' : ''}`}>{ready?.text ?? ''}</td>
              {!overlay && (
                <td className="actions-cell">
                  {screen && <SeatControls seat={x} free={free} />}
                  {guest && isFreeGuestSeat(x) && (
                    <button onClick={() => client.join(lobby.session, x.id)} title={mine.length ? 'change to this seat' : 'play this seat'} data-testid={`lobby-sit-${x.id}`}>
                      Sit here
                    </button>
                  )}
                </td>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function People({ people, seats, ruleset }: { people: LobbyPerson[]; seats: SeatInfo[]; ruleset?: string }) {
  const seatName = (id: string) => seatWords(seats.find((s) => s.id === id)?.name ?? id, ruleset)
  return (
    <ul className="lobby-people">
      {people.map((p) => (
        <li key={p.id} className={p.you ? 'you' : ''} data-testid="lobby-person">
          <span className="person-name">
            {p.name}
            {p.you && <span className="you-mark"> (you)</span>}
          </span>
          {p.screen && <span className="chip">host</span>}
          <span className="person-where">{p.seats.length ? p.seats.map(seatName).join(', ') : 'watching'}</span>
          {!p.screen && p.seats.length > 0 && <span className={`person-ready ${p.ready ? 'ok' : ''}`}>{p.ready ? '✓ ready' : 'not ready'}</span>}
        </li>
      ))}
      {people.length === 0 && <li className="hint">…</li>}
    </ul>
  )
}

/** The host's screen: Start, or why it cannot start yet. */
function StartButton({ lobby }: { lobby: Lobby }) {
  const client = useClient()
  const empty = emptySeats(lobby.seats)
  const waiting = notReady(lobby)
  const reason = empty.length > 0 ? `Nobody plays ${empty.map((s) => seatWords(s.name, lobby.ruleset)).join(', ')} yet: wait for a guest to sit there, or hand the seat to a bot.` : null
  const label = empty.length > 0 ? 'Start the game' : waiting.length > 0 ? `Start anyway — ${waiting.length} not ready` : 'Start the game'
  return (
    <>
      <span className="lobby-foot-note" data-testid="lobby-start-reason">
        {reason ?? (waiting.length > 0 ? `Waiting for ${waiting.map((p) => p.name).join(', ')} to say they are ready.` : 'Everyone is ready.')}
      </span>
      <button className="primary big-start" disabled={empty.length > 0} title={reason ?? undefined} onClick={() => client.startGame()} data-testid="lobby-start">
        {label}
      </button>
    </>
  )
}

/** A guest: ready or not (a spectator has nothing to be ready for). */
function ReadyButton({ person, lobby }: { person: LobbyPerson | undefined; lobby: Lobby }) {
  const client = useClient()
  if (!person || person.seats.length === 0) {
    const free = lobby.seats.some(isFreeGuestSeat)
    return <span className="lobby-foot-note">{free ? 'You are watching. Sit at a free seat to play, or stay to watch the game.' : 'Every seat has a player: you watch the game as a spectator.'}</span>
  }
  return (
    <>
      <span className="lobby-foot-note">{person.ready ? 'You are ready. The host starts the game.' : 'Say you are ready when you are: the host starts the game.'}</span>
      <button className={person.ready ? 'ready-on' : 'primary big-start'} aria-pressed={person.ready} onClick={() => client.ready(!person.ready)} data-testid="lobby-ready">
        {person.ready ? '✓ Ready (click if not)' : "I'm ready"}
      </button>
    </>
  )
}

/**
 * The lobby, with what the table of the game's ruleset says (CardLobby.tsx, HexLobby.tsx): `about`, of its scenario
 * under the title; `flies`, the planes each seat flies, by name; `howWon`, how the game is won, which a stream
 * overlay's audience reads whole under the rules (a player unfolds it from `about`).
 */
export function LobbyScreen({ about, flies = NO_PLANES, howWon }: { about?: ReactNode; flies?: ReadonlyMap<string, readonly string[]>; howWon?: ReactNode }) {
  const client = useClient()
  const lobby = useAppSelector((s) => s.lobby.current)
  const screen = useAppSelector((s) => s.lobby.role === 'screen')
  const mineFromView = useAppSelector((s) => s.game.mine)
  // a stream overlay: the lobby for an audience, nothing to click (nor to scroll: how it is won is fitted)
  const overlay = !!STREAM
  const body = useRef<HTMLDivElement>(null)
  const howWonText = useRef<HTMLElement>(null)
  useFitText(body, howWonText, overlay && !!howWon)
  if (!lobby) return null
  const you = me(lobby)
  const mine = you?.seats ?? mineFromView
  const empty = emptySeats(lobby.seats).length
  return (
    <div className={`menu-screen lobby-screen${overlay ? ' lobby-overlay' : ''}`} data-testid="lobby-screen">
      <div className="menu-card lobby-card">
        <header className="lobby-head">
          <div className="lobby-title">
            <span className="lobby-kicker">Lobby · waiting to take off</span>
            <h2 className="screen-title">{lobby.title}</h2>
            {about}
          </div>
          <p className="lobby-role">
            {overlay
              ? empty > 0
                ? `Waiting for ${empty === 1 ? 'a player' : `${empty} players`} to take a seat. The game starts when the host starts it.`
                : 'Every seat has a player. The game starts when the host starts it.'
              : screen
              ? empty > 0
                ? `You are the host. ${empty} guest ${empty === 1 ? 'seat has' : 'seats have'} nobody to play yet: the game starts when every seat has a player.`
                : 'You are the host. Every seat has a player: start the game when you are all set.'
              : mine.length
                ? 'You are a guest. Say you are ready; the host starts the game.'
                : 'You are watching this game. A spectator sees only what every player may see.'}
          </p>
        </header>
        <div className="lobby-body" ref={body}>
          <section className="lobby-main">
            <h3>Seats</h3>
            <SeatsTable lobby={lobby} screen={screen} mine={mine} overlay={overlay} planes={flies} />
            <h3>Rules</h3>
            {lobby.rules.length > 0 ? (
              <ul className="lobby-rules" data-testid="lobby-rules">
                {lobby.rules.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            ) : (
              <p className="hint">The standard rules.</p>
            )}
            {overlay && howWon && (
              <section className="lobby-how-won" ref={howWonText} data-testid="lobby-how-won">
                <h3>How it is won</h3>
                {howWon}
              </section>
            )}
          </section>
          <aside className="lobby-side">
            {screen && !overlay && <GuestsJoin />}
            <h3>Here now ({lobby.people.length})</h3>
            <People people={lobby.people} seats={lobby.seats} ruleset={lobby.ruleset} />
            {!overlay && <ChatPanel place="lobby" />}
          </aside>
        </div>
        {!overlay && (
          <footer className="lobby-foot">
            <button onClick={() => client.leave()} data-testid="lobby-leave">
              Leave
            </button>
            <span className="spacer" />
            {screen ? <StartButton lobby={lobby} /> : <ReadyButton person={you} lobby={lobby} />}
          </footer>
        )}
      </div>
    </div>
  )
}
