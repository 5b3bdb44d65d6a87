/**
 * Table talk: the last lines said in the game, each speaker's name in their side's colour, and a line to type in
 * (at most 200 characters; Enter or the Send button sends it). Everyone in the game reads it, spectators too.
 *
 * In the lobby the panel fills its column. At the table it sits at the right edge, between the damage panel and
 * the narration, and folds down to a small button that counts the lines said while it was folded. What people
 * type is shown as plain text, never as markup.
 */
import { useEffect, useRef, useState } from 'react'
import { MAX_CHAT_TEXT, type ChatLine } from '../../../../shared/protocol/messages'
import { useClient } from '../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { chatFolded, chatRead } from '../../store/chat-slice'
import { colourOf, sideOf, useGameTeams } from './game-teams'
import { useNewestInView } from './newest-in-view'
import '../../shell/lobby/lobby.css'

/** Close to the bottom of the list: a new line scrolls into view (a reader scrolled up to older lines stays put). */
const STICK_PX = 32

function when(line: ChatLine): string {
  return line.turn > 0 ? `said on turn ${line.turn}` : 'said in the lobby'
}

export function ChatPanel({ place }: { place: 'lobby' | 'table' }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const lines = useAppSelector((s) => s.chat.lines)
  const folded = useAppSelector((s) => s.chat.folded) && place === 'table'
  const unread = useAppSelector((s) => s.chat.unread)
  const teams = useGameTeams()
  const [text, setText] = useState('')
  const list = useNewestInView<HTMLDivElement>(lines, STICK_PX)
  const input = useRef<HTMLInputElement>(null)

  // the lobby shows every line as it comes: none is left unread for the table's folded button
  useEffect(() => {
    if (place === 'lobby' && unread > 0) dispatch(chatRead())
  }, [place, unread, dispatch])

  const send = () => {
    if (!text.trim()) return
    client.chat(text)
    setText('')
    list.toNewest()
    // at the table the keys go back to the cards and the camera once the line is sent
    if (place === 'table') input.current?.blur()
  }

  if (folded) {
    return (
      <div className="chat-panel folded" data-testid="chat-panel">
        <button onClick={() => dispatch(chatFolded(false))} title="Show the chat" data-testid="chat-toggle">
          Chat
          {unread > 0 && (
            <span className="chat-unread" data-testid="chat-unread">
              {unread} new
            </span>
          )}
        </button>
      </div>
    )
  }

  const left = MAX_CHAT_TEXT - text.length
  return (
    <section className={`chat-panel ${place === 'table' ? 'panel at-table' : 'in-lobby'}`} aria-label="chat" data-testid="chat-panel">
      <div className="chat-head">
        <span className="panel-title">Chat</span>
        <span className="hint">everyone in the game reads it</span>
        {place === 'table' && (
          <button className="icon" onClick={() => dispatch(chatFolded(true))} title="Fold the chat away" aria-label="fold the chat away" data-testid="chat-toggle">
            –
          </button>
        )}
      </div>
      <div
        className="chat-lines"
        ref={list.ref}
        role="log"
        aria-live="polite"
        onScroll={list.onScroll}
      >
        {lines.length === 0 && <p className="chat-empty">Nothing said yet.</p>}
        {lines.map((l) => (
          <div key={l.n} className="chat-line" title={when(l)} data-testid="chat-line">
            <span className={`chat-from side-${sideOf(teams, l.team) ?? 'none'}`}>
              {l.team && <span className="swatch" style={{ background: colourOf(teams, l.team) }} aria-hidden />}
              {l.from}
            </span>
            <span className="chat-text">{l.text}</span>
          </div>
        ))}
      </div>
      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault()
          send()
        }}
      >
        <input
          ref={input}
          value={text}
          maxLength={MAX_CHAT_TEXT}
          placeholder={place === 'lobby' ? 'Say hello…' : 'Say something…'}
          aria-label="chat message"
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && input.current?.blur()}
          data-testid="chat-input"
        />
        {left <= 40 && <span className={`chat-left ${left <= 10 ? 'low' : ''}`}>{left}</span>}
        <button type="submit" disabled={!text.trim()} data-testid="chat-send">
          Send
        </button>
      </form>
    </section>
  )
}

/** The chat at the table, in a game that has someone to talk to: guest seats, or more than this screen in it. */
export function TableChat() {
  // either table's game: a hex game's seats and session are the ruleset slice's (store/ruleset-slice.ts)
  const wanted = useAppSelector((s) => {
    const seats = s.rulesetGame?.seats ?? s.game.seats
    const session = s.rulesetGame?.session ?? s.game.session
    return seats.some((x) => x.kind === 'guest') || (s.lobby.current?.people.length ?? 0) > 1 || (s.chat.lines.length > 0 && s.chat.session === session)
  })
  return wanted ? <ChatPanel place="table" /> : null
}
