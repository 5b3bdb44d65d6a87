/**
 * The manoeuvre deck of the planning panels (the basic game's and the turn-less queue's): each card a button with its
 * key, number and path, what it does to the plane's level (003 Altitude), and, greyed, the reason it may not go now.
 * The deck lies in two rows; the panel is no wider than the deck.
 */
import type { ManoeuvreCard } from '../../../shared/content/types'
import type { PlaneView } from '../../../shared/engine/view'
import { content } from '../content'
import { useAppDispatch } from '../store'
import { cardPlaced } from '../store/planning-slice'
import type { CardAltitude } from './altitude-words'
import { shortReason } from './card-reasons'
import { CardPath, CardSymbols } from './CardView'
import { CARD_KEYS } from './keys'

/** The deck's columns: two rows of cards, at least eight to a row. */
function deckColumns(cards: number): number {
  return Math.max(8, Math.ceil(cards / 2))
}

/** The panel's width at most: the deck's, of `cards` cards. */
export function deckWidth(cards: number): string {
  return `calc(${deckColumns(cards)} * (var(--card-w) + var(--card-gap)) - var(--card-gap) + 20px)`
}

export interface DeckProps {
  /** the plane being planned: its deck, and where a card clicked goes */
  plane: PlaneView
  /** the slot a card clicked goes in */
  slot: number
  cards: readonly ManoeuvreCard[]
  /** why each card may not go now (none or null: it may) */
  reasons: ReadonlyMap<string, string | null>
  /** what each card does to the level, for the cards that change it */
  altitudes?: ReadonlyMap<string, CardAltitude>
  /** the cards drafted, by slot */
  draft: readonly (string | null)[]
  /** cards already in a turn-less queue: used, and said so in place of the reason */
  queued?: readonly string[]
  /** what a refused card cannot do, for its label ("cannot go in slot 2", "cannot be queued now") */
  refusal: string
  pointed: string | null
  point(card: string | null): void
}

export function Deck({ plane, slot, cards, reasons, altitudes, draft, queued, refusal, pointed, point }: DeckProps) {
  const dispatch = useAppDispatch()
  return (
    <div className="deck" role="group" aria-label={`manoeuvre deck ${content.aircraft[plane.aircraft].manoeuvreDeck}`} style={{ gridTemplateColumns: `repeat(${deckColumns(cards.length)}, var(--card-w))` }} data-testid="deck">
      {cards.map((c, i) => {
        const reason = reasons.get(c.id)
        const usedIn = draft.indexOf(c.id)
        const inQueue = !!queued?.includes(c.id)
        const a = reason ? undefined : altitudes?.get(c.id)
        return (
          <button
            key={c.id}
            className={`card ${reason ? 'disabled' : ''} ${usedIn >= 0 || inQueue ? 'used' : ''} ${pointed === c.id ? 'pointed' : ''} ${a ? 'has-alt' : ''}`}
            aria-disabled={!!reason}
            aria-label={`${c.name}${reason ? `, ${refusal}: ${reason}` : a ? `, ${a.text}` : ''}`}
            title={reason ? `${c.name}: ${reason}` : `${c.name} (${CARD_KEYS[i]?.toUpperCase()})${a ? `: ${a.text} (${a.why})` : ''}`}
            data-testid={`card-${c.id}`}
            data-reason={reason ?? ''}
            onMouseEnter={() => point(c.id)}
            onMouseLeave={() => point(null)}
            onFocus={() => point(c.id)}
            onBlur={() => point(null)}
            onClick={() => !reason && dispatch(cardPlaced({ plane: plane.id, slot, card: c.id }))}
          >
            <span className="key">{CARD_KEYS[i]?.toUpperCase()}</span>
            <span className="card-no">{c.n}</span>
            <CardPath card={c} height={a ? 28 : undefined} />
            {a && (
              <span className={`card-alt ${a.fatal || a.refused ? 'bad' : ''}`} data-testid={`altitude-${c.id}`}>
                {a.short}
              </span>
            )}
            {reason ? (
              <span className="card-why" data-testid={`why-${c.id}`}>
                {inQueue ? 'in the queue' : shortReason(reason, usedIn)}
              </span>
            ) : (
              <span className="card-name">{c.name}</span>
            )}
            <CardSymbols card={c} />
          </button>
        )
      })}
    </div>
  )
}
