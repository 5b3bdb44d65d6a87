/**
 * Planes that enter later (003 A Lonely Sentinel, lines 1288-1292; A Pair of Sentinels, 1437-1441; Into the Mud's
 * variant, 1200-1203): a small row at the top of the table, before turn 1's first card, asking this seat where each of
 * its planes kept off the table will enter. The choice is secret: the other seats are told only that it was made.
 */
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppSelector } from '../../../store'
import { entryAsks, placeWords } from './entry-words'
import './top-row.css'

export function EntryChoice({ view }: { view: GameView }) {
  const client = useClient()
  const seat = useAppSelector((s) => s.game.seat)
  const asks = entryAsks(view, seat, (a) => content.aircraft[a]?.name ?? a)
  if (asks.length === 0) return null
  return (
    <div className="panel top-row" data-testid="entry-choice" onMouseDown={(e) => e.preventDefault()}>
      {asks.map((a) => (
        <div className="top-row-line" key={a.plane}>
          <strong className="panel-title">{a.name} enters on turn {a.turn}</strong>
          {a.chosen === null ? (
            a.places.map((place) => (
              <button key={place} onClick={() => client.enter(a.plane, place)} data-testid={`entry-${a.plane}-${place}`} title={`${a.name} enters at the ${place} as turn ${a.turn} begins; your opponent sees only that you chose`}>
                {placeWords(place)}
              </button>
            ))
          ) : (
            <span className="chip">✓ {placeWords(a.chosen)} (secret)</span>
          )}
        </div>
      ))}
      <div className="hint">Choose in secret where your plane will enter, before the first card is revealed.</div>
    </div>
  )
}
