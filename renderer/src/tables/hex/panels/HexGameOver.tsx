/**
 * The end of a hex game, along the table's foot (the map framed above it): who won and why (the game's own words), what became of each plane and
 * who downed whom, and the way back to the menu, or to save the game first.
 */
import type { HexView, SeatId } from '../../../../../shared/rulesets/hex/types'
import { hexPlaneName, hexSideName } from './hex-event-words'

const FATE: Record<string, string> = { flying: 'still flying', 'shot-down': 'shot down', crashed: 'crashed', landed: 'landed', 'left-map': 'left the map' }

/**
 * The side the screen played, or null: a watcher, or a shared screen whose players flew on both sides (a hotseat),
 * for whom "You won" would be said to the loser too. `mine` is every seat this screen plays; `seat` the one on
 * screen now.
 */
export function sideOfScreen(view: HexView, seat: SeatId | null, mine: readonly SeatId[] = []): string | null {
  const seats = new Set<SeatId>(mine.length ? mine : seat ? [seat] : [])
  const sides = new Set(view.planes.filter((p) => seats.has(p.seat)).map((p) => p.side))
  return sides.size === 1 ? [...sides][0] : null
}

/**
 * The game's own words for the result, its sides named as the table names them ("germans win" is "The Germans win").
 * Under a headline that already names the result (a watcher's or a hotseat's "The Germans won", or "A draw"), only
 * the reason: "No enemy plane is left flying". A player's "You lost" keeps the winner in the words, to say who beat
 * them.
 */
export function resultWords(view: HexView, seat: SeatId | null = null, mine: readonly SeatId[] = []): string {
  let text = view.result?.words ?? ''
  const r = view.result
  if (r && (r.winner === null || sideOfScreen(view, seat, mine) === null)) text = text.replace(r.winner === null ? /^A draw:? / : new RegExp(`^${r.winner} win:? `), '')
  for (const side of new Set(view.planes.map((p) => p.side))) text = text.replace(new RegExp(`\\b${side}\\b`, 'g'), hexSideName(side))
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The headline: the winning side, from the screen's side when it played one. */
export function endHeadline(view: HexView, seat: SeatId | null, mine: readonly SeatId[] = []): string {
  const r = view.result
  if (!r || r.winner === null) return 'A draw'
  const side = sideOfScreen(view, seat, mine)
  if (side) return side === r.winner ? 'You won' : 'You lost'
  return `${hexSideName(r.winner)} won`.replace(/^the /, 'The ')
}

export function HexGameOver({ view, seat, mine = [], canSave, onMenu, onSave }: { view: HexView; seat: SeatId | null; mine?: readonly SeatId[]; canSave: boolean; onMenu: () => void; onSave: () => void }) {
  const credits = (victim: string) => view.credits.filter((c) => c.victim === victim).flatMap((c) => c.by)
  return (
    <div className="hex-panel hex-end" role="dialog" aria-label="The game is over" data-hex-edge="bottom" data-testid="hex-end">
      <h2 data-testid="hex-end-headline">{endHeadline(view, seat, mine)}</h2>
      <p data-testid="hex-end-words">{resultWords(view, seat, mine)}</p>
      <ul>
        {view.planes.map((p) => {
          const by = credits(p.id)
          return (
            <li key={p.id} data-testid={`hex-fate-${p.id}`}>
              {hexPlaneName(view, p.id)} ({hexSideName(p.side, true)}): {FATE[p.status] ?? p.status}
              {by.length ? `, by ${by.map((b) => hexPlaneName(view, b)).join(' and ')}` : ''}, {p.hits} hit{p.hits === 1 ? '' : 's'} taken
            </li>
          )
        })}
      </ul>
      <p className="after">After {view.round} round{view.round === 1 ? '' : 's'}.</p>
      <div className="buttons">
        {canSave && (
          <button onClick={onSave} data-testid="hex-end-save">
            Save the game
          </button>
        )}
        <button className="preferred" onClick={onMenu} data-testid="hex-end-menu">
          Back to the menu
        </button>
      </div>
    </div>
  )
}
