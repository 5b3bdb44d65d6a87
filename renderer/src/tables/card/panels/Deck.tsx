/**
 * The manoeuvre deck of the planning panels (the basic game's and the turn-less queue's): each card a button with its
 * key, number and path, what it does to the plane's level (003 Altitude), and, greyed, the reason it may not go now.
 * The deck lies in two rows; the panel is no wider than the deck. The card the pointer or the keyboard focus is on
 * is previewed on the table (store: planning.hover; scene/ManoeuvrePreview.tsx), in the slot it would go in; a card
 * that may not go there is not previewed. Each card's tooltip says what it does (card-words.ts).
 */
import { useEffect, useState } from 'react'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import type { PlaneView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useAppDispatch } from '../../../store'
import { cardHovered, cardPlaced } from '../../../store/planning-slice'
import type { CardAltitude } from './altitude-words'
import { plainReason, shortReason } from './card-reasons'
import { CardPath, CardSymbols, CardTip } from './CardView'
import { CARD_KEYS } from '../../../shell/common/keys'

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
  // the card under the pointer or the focus: previewed in the slot it would go in, while it may go there
  const [hovered, setHovered] = useState<string | null>(null)
  // where its tooltip goes: beside the card's button (and the panel it is in)
  const [tipAt, setTipAt] = useState<{ card: DOMRect; panel: DOMRect | null } | null>(null)
  const previewed = hovered && !reasons.get(hovered) ? hovered : null
  useEffect(() => {
    dispatch(cardHovered(previewed ? { plane: plane.id, slot, card: previewed } : null))
  }, [dispatch, previewed, plane.id, slot])
  useEffect(() => () => void dispatch(cardHovered(null)), [dispatch])
  const hoverOn = (id: string | null, el?: HTMLElement) => {
    setHovered(id)
    setTipAt(el ? { card: el.getBoundingClientRect(), panel: el.closest('.panel')?.getBoundingClientRect() ?? null } : null)
    point(id)
  }
  const tipCard = hovered ? cards.find((c) => c.id === hovered) : undefined
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
            aria-describedby={hovered === c.id ? 'card-tip' : undefined}
            data-testid={`card-${c.id}`}
            data-reason={reason ?? ''}
            onMouseEnter={(e) => hoverOn(c.id, e.currentTarget)}
            onMouseLeave={() => hoverOn(null)}
            onFocus={(e) => hoverOn(c.id, e.currentTarget)}
            onBlur={() => hoverOn(null)}
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
            {reason && (
              // over the faded path, so that a refused card still shows its name below
              <span className="card-why over" data-testid={`why-${c.id}`}>
                {inQueue ? 'in the queue' : shortReason(reason, usedIn)}
              </span>
            )}
            <span className="card-name">{c.name}</span>
            <CardSymbols card={c} />
          </button>
        )
      })}
      {tipCard && tipAt && (
        <CardTip
          card={tipCard}
          anchor={tipAt.card}
          panel={tipAt.panel}
          keyName={CARD_KEYS[cards.indexOf(tipCard)]?.toUpperCase()}
          reason={queued?.includes(tipCard.id) ? 'Already in the queue.' : reasons.get(tipCard.id) ? `${refusal[0].toUpperCase()}${refusal.slice(1)}: ${plainReason(reasons.get(tipCard.id)!, draft.indexOf(tipCard.id))}` : null}
          altitude={altitudes?.get(tipCard.id) ? `${altitudes.get(tipCard.id)!.text} (${altitudes.get(tipCard.id)!.why})` : null}
          altitudeRules={!!altitudes && altitudes.size > 0}
        />
      )}
    </div>
  )
}
