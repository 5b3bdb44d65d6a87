/**
 * The hand-off screen of a hotseat game: it covers the whole table until the next player confirms, so that no
 * secret of one player is on screen while another plans or fires. The store already holds only the public view
 * while it is up (net/hotseat.ts).
 *
 * A table of another ruleset (the hex game) gives its own words (`words`); the card table's are worked out here.
 *
 * Enter or Space confirms, but not a key held down or pressed within a moment of the screen appearing: the
 * player who just committed with Enter must not let the next one's secrets in by pressing it twice.
 */
import { useEffect, useRef } from 'react'
import { useStore } from 'react-redux'
import { confirmHandOff } from '../../net/hotseat'
import { useClient } from '../../net/client-context'
import { useAppSelector, type AppStore } from '../../store'
import { teamColour } from './team-colours'
import { committedIn, handOffText, handOffWhen } from './handoff-words'

/** how long after the screen appears a key press is still taken for the previous player's */
const KEY_GRACE_MS = 400

/** What the screen says when a table of another ruleset gives its own words (the hex table's HexHandOff). */
export interface HandOffWords {
  /** who the next player is, as their table names them (the hex table: by their plane) */
  name: string
  /** the next player's side, on the badge */
  badge: string
  colour: string
  /** where the game is and what the next player does there */
  when: string | null
  /** the paragraph under the title */
  text: string
}

export function HandOff({ words }: { words?: HandOffWords } = {}) {
  const handOff = useAppSelector((s) => s.ui.handOff)
  const seats = useAppSelector((s) => s.game.seats)
  const view = useAppSelector((s) => s.game.view)
  // a plan already committed this turn (a public event): the turn began at an earlier hand-off
  const planned = useAppSelector((s) => !!s.ui.handOff && committedIn(s.game.played, s.game.view?.turn))
  const store = useStore() as AppStore
  const client = useClient()
  const shownAt = useRef(0)
  const seat = handOff?.seat

  useEffect(() => {
    shownAt.current = performance.now()
  }, [seat])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return
      e.preventDefault()
      if (e.repeat || performance.now() - shownAt.current < KEY_GRACE_MS) return
      confirmHandOff(store, client)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store, client])

  if (!handOff) return null
  const info = seats.find((s) => s.id === handOff.seat)
  const team = view?.setup.teams.find((t) => t.id === info?.team)
  const when = words ? words.when : handOffWhen(view?.step, view?.turn, view?.phase, planned)
  const name = words ? words.name : handOff.name
  return (
    <div className="handoff" data-testid="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <div className="handoff-card">
        <div className="handoff-badge" style={{ background: words ? words.colour : teamColour(team?.side) }}>
          {words ? words.badge : (team?.name ?? 'Next player')}
        </div>
        {when && (
          <div className="handoff-when" data-testid="handoff-when">
            {when}
          </div>
        )}
        {/* the name and "player" kept on one line: the title never ends on a lone word */}
        <h2 id="handoff-title">Pass the screen to the {name}{'\u00a0'}player</h2>
        <p data-testid="handoff-text">{words ? words.text : handOffText(view?.step, handOff.name)}</p>
        <button className="big primary" onClick={() => confirmHandOff(store, client)} disabled={handOff.confirmed} data-testid="handoff-confirm" autoFocus={false}>
          {handOff.confirmed ? `Opening the ${name} table…` : `I'm the ${name} player: show my table`}
          <small>Enter</small>
        </button>
      </div>
    </div>
  )
}
