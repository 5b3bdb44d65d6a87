/**
 * The free steps of the seat's move, bottom left of the hex table: fly a space forward, and once each a move a
 * free turn, a free climb or dive, a free change of speed; trading two cards for one (once a turn); and End move.
 * Each button is lit when the game takes it now, greyed with the reason on hover when not; the keys are on them.
 */
import type { HexCommand, HexView, SeatId } from '../../../../../shared/rulesets/hex/types'
import type { MoveAction } from './hand-plays'

/** the key shown on each step's button (hex-keys.ts takes them) */
const KEYS: Record<MoveAction['id'], string> = { move: 'F', 'face-left': '←', 'face-right': '→', climb: '↑', dive: '↓', faster: '+', slower: '−', 'end-move': 'E' }

export function MovePanel({ view, seat, actions, tradeWhy, onPlay, onTrade }: { view: HexView; seat: SeatId | null; actions: MoveAction[]; tradeWhy: string | null; onPlay: (c: HexCommand) => void; onTrade: () => void }) {
  const mine = seat !== null && view.current === seat && view.phase === 'move'
  const plane = view.planes.find((p) => p.seat === seat)
  const left = plane && view.move && mine ? Math.max(0, plane.velocity - view.move.moved) : null
  const button = (a: MoveAction, wide = false) => (
    <button key={a.id} className={wide ? 'wide' : undefined} disabled={a.why !== null} title={a.why ?? undefined} onClick={() => onPlay(a.command)} data-testid={`hex-step-${a.id}`}>
      {a.label}
      <kbd>{KEYS[a.id]}</kbd>
    </button>
  )
  const by = Object.fromEntries(actions.map((a) => [a.id, a])) as Record<MoveAction['id'], MoveAction>
  return (
    <div className="hex-panel hex-move" data-hex-edge="left" data-testid="hex-move">
      <h3>{mine ? 'Your move' : 'Move'}</h3>
      <div className="flown">{left !== null ? `${left} space${left === 1 ? '' : 's'} still to fly. Free, once each: a turn, a climb or dive, a change of speed.` : 'When it is your move: fly your speed in spaces, with free changes once each.'}</div>
      {actions.length > 0 && (
        <div className="steps">
          {button(by.move, true)}
          {button(by['face-left'])}
          {button(by['face-right'])}
          {button(by.climb)}
          {button(by.dive)}
          {button(by.faster)}
          {button(by.slower)}
          <button className="wide" disabled={tradeWhy !== null} title={tradeWhy ?? 'discard 2 cards to draw 1 (once a turn)'} onClick={onTrade} data-testid="hex-trade">
            Trade 2 cards for 1
          </button>
          {button(by['end-move'], true)}
        </div>
      )}
    </div>
  )
}
