/**
 * The hex table's bar across the top: the round (of the game's limit), this round's order of play with whose turn
 * it is, what the game waits for now in plain words, the 001 options it plays, "Watching" for a client at no seat,
 * the camera's presets (when the scene offers them), and Save and Leave. Held upright on a phone, where the table's
 * cards are left out and the planes' strip has no room, it also says the deck's count and the discard pile
 * (Pile.tsx; hex-phone.css).
 */
import { useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { SeatInfo } from '../../../../../shared/protocol/messages'
import type { HexView, SeatId } from '../../../../../shared/rulesets/hex/types'
import type { HexNames } from './hex-event-words'
import { seatKindWords, seatLabel } from './hex-names'
import { waitWords } from './decision'
import { HEX_BAR, useBarHeight } from '../../common/use-bar-height'
import { Pile } from './Pile'
import { Overlay } from '../../../shell/common/Overlay'
import { RuleSourceNote } from '../../../shell/help/RuleSourceNote'
import { optionsInForce } from '../../../../../shared/rulesets/hex/options-001/words'

/** What the game waits for now, in a line: this seat's move or question, or whom it waits for. */
export function statusWords(view: HexView, seat: SeatId | null, names?: HexNames): { text: string; mine: boolean } {
  if (view.phase === 'over') return { text: 'The game is over', mine: false }
  const p = view.pending[0]
  if (p && p.seat === seat) return { text: 'Answer the question below', mine: true }
  const wait = waitWords(view, seat)
  if (wait) return { text: wait, mine: false }
  if (view.current === seat && seat !== null) return { text: 'Your move: fly, turn and play cards, then End move', mine: true }
  if (view.current) return { text: `${seatLabel(view, view.current, seat, names)} is moving`, mine: false }
  return { text: '', mine: false }
}

export function HexHud({ view, seat, seats, names, watching, cameras, exits }: { view: HexView; seat: SeatId | null; seats: readonly SeatInfo[]; names?: HexNames; watching?: boolean; cameras?: ReactNode; exits?: ReactNode }) {
  const status = statusWords(view, seat, names)
  const bar = useRef<HTMLDivElement>(null)
  useBarHeight(bar, HEX_BAR)
  return (
    <div className="hex-panel hex-hud" ref={bar} data-hex-edge="top" data-testid="hex-hud">
      <span className="round" data-testid="hex-round">
        Round {view.round} of {view.setup.turnLimit}
      </span>
      <span className="order" title="this round’s order of play (rolled each round)">
        {view.order.map((s, i) => {
          const kind = seatKindWords(seats, s)
          return (
            <span key={s} className={`seat${s === view.current ? ' current' : ''}`} title={`${seatLabel(view, s, seat, names)}${kind ? ` (${kind})` : ''}`} data-testid={`hex-order-${s}`}>
              {i + 1}. {seatLabel(view, s, seat, names)}
              {kind ? <span className="kind"> ({kind})</span> : ''}
            </span>
          )
        })}
      </span>
      <span className={`status${status.mine ? ' mine' : ''}`} data-testid="hex-status" title={status.text}>
        {status.text}
      </span>
      <RulesChip view={view} />
      {watching && (
        <span className="watching" data-testid="hex-watching" title="You sit at no seat: you see what every spectator sees, and the players’ hands are secret">
          Watching
        </span>
      )}
      {/* the scenario's name, for a stream's audience only (stream.css) */}
      <span className="stream-title" data-testid="hex-title">
        {view.setup.title}
      </span>
      {cameras && <span className="cameras">{cameras}</span>}
      {exits}
      <Pile view={view} at="bar" />
    </div>
  )
}

/**
 * The 001 options this game plays, short on the bar ("+ Fuel, Wounds"; "+2 rules" where the page is not wide), as
 * the card table's bar names its optional rules; nothing when the game plays 002 alone. A button: its dialog says each
 * in full, where it is written folded under it (a tooltip alone is nothing to a phone's finger).
 */
function RulesChip({ view }: { view: HexView }) {
  const [open, setOpen] = useState(false)
  const on = optionsInForce(view.setup)
  if (on.length === 0) return null
  return (
    <>
      <button className="rules-chip" title={on.map((r) => `${r.label}: ${r.line}`).join('\n')} onClick={() => setOpen(true)} data-testid="hex-rules">
        <span className="rules-long">+ {on.map((r) => r.label).join(', ')}</span>
        <span className="rules-short">
          +{on.length} rule{on.length === 1 ? '' : 's'}
        </span>
      </button>
      {/* on the page, not in the bar: its words wrap, as the bar's do not */}
      {open &&
        createPortal(
          <Overlay title="This game's options" onClose={() => setOpen(false)} testId="hex-rules-dialog">
            <p className="overlay-note">The hex card game with these options, chosen when the game was made:</p>
            <ul className="hex-rules-list">
              {on.map((r) => (
                <li key={r.label}>
                  <strong>{r.label}</strong>: {r.line}.
                  <RuleSourceNote source={r.source} />
                </li>
              ))}
            </ul>
          </Overlay>,
          document.body,
        )}
    </>
  )
}
