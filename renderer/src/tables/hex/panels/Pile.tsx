/**
 * The deck's count and the discard pile's top card, in a line, for the layouts that leave out the table's cards
 * (TableCards.tsx, the desk's): held sideways (or a small window) under the planes' list, in sight at its foot when
 * it scrolls, held upright in the bar
 * (hex-phone.css shows the one the layout has room for). All of it public: 002 deals from one face-down deck and
 * discards face up.
 */
import type { HexView } from '../../../../../shared/rulesets/hex/types'
import { discardWords } from './card-words'

/** Where the line stands: under the planes (held sideways) or in the bar (held upright). */
export type PileAt = 'planes' | 'bar'

const TEST_ID: Record<PileAt, string> = { planes: 'hex-pile', bar: 'hex-bar-pile' }

export function Pile({ view, at }: { view: HexView; at: PileAt }) {
  const pile = discardWords(view.discard)
  return (
    <span className={`hex-pile at-${at}`} data-testid={TEST_ID[at]}>
      Deck <b>{view.deckCount}</b> · discard pile {pile ? <b>{pile}</b> : 'empty'}
    </span>
  )
}
