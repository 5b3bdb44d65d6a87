/**
 * The seat's hand along the bottom of the hex table: each card with its number key, name, kind and what it does.
 * The cards the seat may play now are lit, the others greyed with the reason on hover. A click (or the card's number
 * key) picks a card: the table highlights where it can take the plane, and the bar above the hand offers the ways
 * to play it (Enter plays the first); for the Ace, first the card it is played as (a choice beside its ways). To
 * discard down to the hand's limit, or to trade two cards for one, the cards are chosen instead, and the bar sends
 * them.
 */
import { useEffect, useRef } from 'react'
import type { HexCommand, HexView } from '../../../../../shared/rulesets/hex/types'
import { cardText } from './card-words'
import { aceGroups, playsShown, type CardPlays } from './hand-plays'

/** Choosing cards from the hand: to discard `count` of them, or 2 to trade for 1. */
export interface Choosing {
  kind: 'discard' | 'trade'
  count: number
  chosen: number[]
}

export function HandPanel(props: {
  view: HexView
  plays: CardPlays[]
  picked: number | null
  /** the card a picked Ace is to be played as (null: the first it may) */
  aceAs: string | null
  choosing: Choosing | null
  /** the seat watches (a spectator): its hand is empty */
  watching: boolean
  onPick: (index: number | null) => void
  onHover: (index: number | null) => void
  onPlay: (command: HexCommand) => void
  onAceAs: (as: string) => void
  onToggle: (index: number) => void
  onSendChosen: () => void
  onCancelChoosing: () => void
}) {
  const { view, plays, picked, choosing } = props
  // a hand wider than its panel scrolls sideways: the card picked (by its number key) is brought into sight
  const cards = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (picked !== null) cards.current?.children[picked]?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [picked])
  const pickedPlays = picked !== null ? plays[picked] : undefined
  let bar: React.ReactNode
  if (choosing) {
    const ready = choosing.chosen.length === choosing.count
    const verb = choosing.kind === 'discard' ? 'discard' : 'trade for 1 new card'
    bar = (
      <>
        <span className="hint">
          Choose {choosing.count} card{choosing.count === 1 ? '' : 's'} to {verb} ({choosing.chosen.length} chosen)
        </span>
        <button className={ready ? 'preferred' : undefined} disabled={!ready} onClick={props.onSendChosen} data-testid="hex-send-chosen">
          {choosing.kind === 'discard' ? 'Discard them' : 'Trade them'}
          <kbd>Enter</kbd>
        </button>
        {choosing.kind === 'trade' && (
          <button onClick={props.onCancelChoosing}>
            Cancel<kbd>Esc</kbd>
          </button>
        )}
      </>
    )
  } else if (pickedPlays && pickedPlays.plays.length) {
    const groups = aceGroups(pickedPlays.plays)
    const shown = playsShown(pickedPlays.plays, props.aceAs)
    bar = (
      <>
        <span className="hint">{cardText(pickedPlays.card.type).name}:</span>
        {groups.length > 0 && (
          <select value={shown[0].as} onChange={(e) => props.onAceAs(e.target.value)} aria-label="Play the Ace as" title="The Ace may be played as any card but a Stall" data-testid="hex-ace-as" data-table-keys>
            {groups.map((g) => (
              <option key={g} value={g}>
                as {g}
              </option>
            ))}
          </select>
        )}
        {shown.map((p, i) => (
          <button key={i} className={i === 0 ? 'preferred' : undefined} onClick={() => props.onPlay(p.command)} data-testid={`hex-play-${i}`}>
            {p.label}
            {i === 0 && <kbd>Enter</kbd>}
          </button>
        ))}
        <button onClick={() => props.onPick(null)}>
          Put back<kbd>Esc</kbd>
        </button>
      </>
    )
  } else if (pickedPlays) {
    bar = <span className="hint">{cardText(pickedPlays.card.type).name}: {pickedPlays.why}</span>
  } else if (props.watching) {
    bar = <span className="hint">You are watching: the players’ hands are secret</span>
  } else {
    bar = (
      <span className="hint">
        {view.hand.length ? (
          <>
            Pick a card <span className="key-hint">(click, or its number key) </span>to see how to play it
          </>
        ) : (
          'Your hand is empty: you draw 2 cards at the start of your turn'
        )}
      </span>
    )
  }
  return (
    <div className="hex-panel hex-hand" data-hex-edge="bottom" data-testid="hex-hand">
      <div className="bar" data-testid="hex-hand-bar">
        {bar}
      </div>
      <div className="cards" ref={cards}>
        {view.hand.map((card, i) => {
          const t = cardText(card.type)
          const cp = plays[i]
          const playable = !!cp && cp.plays.length > 0
          const chosen = choosing?.chosen.includes(i) ?? false
          const cls = ['hex-card', choosing || playable ? 'playable' : 'greyed', picked === i ? 'picked' : '', chosen ? 'chosen' : ''].filter(Boolean).join(' ')
          const title = choosing ? `${t.name}: ${t.does}` : playable ? `${t.name}: ${t.does}` : `${t.name}: ${t.does}\nNot now: ${cp?.why ?? ''}`
          return (
            <button
              key={card.id}
              className={cls}
              title={title}
              aria-pressed={choosing ? chosen : picked === i}
              data-testid={`hex-card-${i}`}
              data-playable={playable ? 'yes' : 'no'}
              onClick={() => (choosing ? props.onToggle(i) : props.onPick(picked === i ? null : i))}
              onMouseEnter={() => props.onHover(i)}
              onMouseLeave={() => props.onHover(null)}
            >
              {i < 9 && <span className="key">{i + 1}</span>}
              <div className="name">{t.name}</div>
              <div className="kind">{t.kind}</div>
              <div className="does">{t.does}</div>
            </button>
          )
        })}
      </div>
    </div>
  )
}
