/**
 * The cards on the table that are not the seat's own: every other seat's hand face down with its count (a hand is
 * a secret: only the count is shown), the deck's count, and the top of the discard pile face up.
 */
import { useRef } from 'react'
import type { HexView, SeatId } from '../../../../../shared/rulesets/hex/types'
import { HEX_CARDS, useBarHeight } from '../../common/use-bar-height'
import { cardText, discardWords } from './card-words'
import type { HexNames } from './hex-event-words'
import { seatLabel } from './hex-names'

/** at most this many card backs drawn for a hand; the count says the rest */
const BACKS = 8

export function TableCards({ view, seat, names }: { view: HexView; seat: SeatId | null; names?: HexNames }) {
  const others = Object.entries(view.handCounts).filter(([s]) => s !== seat)
  const top = view.discard.at(-1)
  // the log below starts under this panel, however many hands it lists
  const panel = useRef<HTMLDivElement>(null)
  useBarHeight(panel, HEX_CARDS)
  return (
    <div className="hex-panel hex-cards" ref={panel} data-hex-edge="right" data-testid="hex-table-cards">
      <h3>Cards on the table</h3>
      {others.map(([s, n]) => (
        <div className="row" key={s} data-testid={`hex-hand-count-${s}`}>
          <span>{seatLabel(view, s, seat, names)}’s hand</span>
          <span title="cards held face down: only their number is known">
            <span className="backs">
              {Array.from({ length: Math.min(n, BACKS) }, (_, i) => (
                <span className="back" key={i} />
              ))}
            </span>{' '}
            {n}
          </span>
        </div>
      ))}
      <div className="row">
        <span>Deck</span>
        <span data-testid="hex-deck-count">{view.deckCount} cards</span>
      </div>
      <div className="row" title={top ? cardText(top.type).does : 'nothing discarded yet'}>
        <span>Discard pile</span>
        <span data-testid="hex-discard-top">{discardWords(view.discard) ?? 'empty'}</span>
      </div>
    </div>
  )
}
