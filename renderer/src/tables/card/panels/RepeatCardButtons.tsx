/**
 * 003 Exceptional pilot (lines 972-975): "Take two blank manoeuvre cards and write a "1" on one and a "2" on the
 * other. Add them to your manoeuvre deck." The two blank cards under the planning panel's deck, each with what it
 * would repeat now or, greyed, why it may not go in the slot chosen (repeat-cards.ts).
 */
import { useAppDispatch } from '../../../store'
import { cardPlaced } from '../../../store/planning-slice'
import type { RepeatCard } from './repeat-cards'

export function RepeatCardButtons({ plane, slot, cards, name }: { plane: string; slot: number; cards: readonly RepeatCard[]; name: (card: string) => string }) {
  const dispatch = useAppDispatch()
  return (
    <div className="repeat-cards" role="group" aria-label="the Exceptional pilot's blank cards" data-testid="repeat-cards">
      <span className="hint" title={'003 Exceptional pilot: the "1" as the second or third card flies the turn\'s first manoeuvre again, the "2" as the third its second; each with the restrictions of the card it repeats.\nRule source: 003 lines 972-981'}>
        Exceptional pilot:
      </span>
      {cards.map((c) => (
        <button
          key={c.id}
          type="button"
          className={`repeat-card ${c.reason ? 'disabled' : ''}`}
          aria-disabled={!!c.reason}
          data-testid={`repeat-${c.id}`}
          data-reason={c.reason ?? ''}
          title={c.reason ? `The "${c.id}" cannot go in slot ${slot + 1}: ${c.reason}` : `The "${c.id}": ${c.name}${c.repeats ? ` (${name(c.repeats)})` : ''}`}
          onClick={() => !c.reason && dispatch(cardPlaced({ plane, slot, card: c.id }))}
        >
          <b>“{c.id}”</b> {c.reason ? <span className="card-why">{c.reason}</span> : <span>{c.name}{c.repeats ? `: ${name(c.repeats)}` : ''}</span>}
        </button>
      ))}
    </div>
  )
}
