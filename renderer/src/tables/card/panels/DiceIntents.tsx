/**
 * 004's Altitude with dice (004 lines 171-201; option diceAltitude004): "To climb a plane must make a straight
 * maneuver. While descending a plane can make any maneuver other than those considered steep" (rule 2), one level a
 * card (rule 3). Beside a plan: for each card drafted, level, up or down, the choices its card cannot carry left out
 * with their reason, and the levels they lead to; sent with the plan as its `dice` and kept secret with it, each shown
 * as its card is revealed (rules/dice-altitude-004). Without a choice every card flies level, as the engine has it.
 */
import { useSyncExternalStore } from 'react'
import type { DiceIntent } from '../../../../../shared/engine/types'
import { dicePlanProblem, DICE_START, DICE_TOP, intentProblem } from '../../../../../shared/engine/rules/dice-altitude-004'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'

const INTENTS: readonly DiceIntent[] = ['level', 'up', 'down']
const WORDS: Record<DiceIntent, string> = { level: 'level', up: 'climb', down: 'descend' }

/** each plane's intents, by slot, and the turn they were chosen for */
let chosen: ReadonlyMap<string, { turn: number; dice: DiceIntent[] }> = new Map()
const listeners = new Set<() => void>()

function subscribe(l: () => void): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function setIntent(plane: string, turn: number, slot: number, intent: DiceIntent): void {
  const now = chosen.get(plane)
  const dice: DiceIntent[] = now && now.turn === turn ? now.dice.slice() : ['level', 'level', 'level']
  dice[slot] = intent
  chosen = new Map(chosen).set(plane, { turn, dice })
  for (const l of listeners) l()
}

/** The level plane `plane` plans from: where it stands at the turn's start. */
function levelNow(view: GameView, plane: string): number {
  return view.planes.find((p) => p.id === plane)?.effects?.alt?.level ?? DICE_START
}

/** The intents chosen for this plan, one a card drafted (level where none was chosen, or where its card cannot carry it). */
export function intentsOf(view: GameView, plane: string, draft: readonly (string | null)[]): DiceIntent[] {
  const c = chosen.get(plane)
  return draft.map((id, slot) => {
    const pick = c && c.turn === view.turn ? c.dice[slot] : 'level'
    const card = id ? content.cards[id] : undefined
    return card && intentProblem(card, pick) === null ? pick : 'level'
  })
}

/** The plan command's `dice`, with the option in force and a card in every slot; else nothing. */
export function diceChosen(view: GameView, plane: string, draft: readonly (string | null)[]): DiceIntent[] | undefined {
  if (view.setup.options.diceAltitude004 !== true || draft.some((id) => !id)) return undefined
  return intentsOf(view, plane, draft)
}

/** Why the intents chosen may not be flown from where the plane is (above the top), or null; and the levels they lead to. */
export function intentsPath(view: GameView, plane: string, draft: readonly (string | null)[]): { levels: number[]; problem: string | null } {
  const cards = draft.map((id) => (id ? content.cards[id] : undefined))
  const dice = intentsOf(view, plane, draft)
  let now = levelNow(view, plane)
  const levels = dice.map((d) => (now += d === 'up' ? 1 : d === 'down' ? -1 : 0))
  const known = cards.filter((c) => c !== undefined)
  const problem = known.length === cards.length ? dicePlanProblem(known, dice, levelNow(view, plane)) : null
  return { levels, problem }
}

export function DiceIntents({ view, plane, draft }: { view: GameView; plane: string; draft: readonly (string | null)[] }) {
  useSyncExternalStore(subscribe, () => chosen)
  if (view.setup.options.diceAltitude004 !== true) return null
  const dice = intentsOf(view, plane, draft)
  const { levels, problem } = intentsPath(view, plane, draft)
  return (
    <span className="chip dice-intents" title={"Altitude on a die: each card flies level, climbs (straights only) or descends (not steep cards), one level a card, 1 to 6; secret until the card is revealed\nRule source: 004 Altitude with dice (lines 171-201)"} data-testid="dice-intents">
      Level {levelNow(view, plane)}:
      {draft.map((id, slot) => {
        const card = id ? content.cards[id] : undefined
        return (
          <select key={slot} value={dice[slot]} disabled={!card} onChange={(e) => setIntent(plane, view.turn, slot, e.target.value as DiceIntent)} aria-label={`card ${slot + 1}: level, climb or descend`} data-testid={`dice-intent-${slot}`}>
            {INTENTS.map((d) => {
              const why = card ? intentProblem(card, d) : null
              return (
                <option key={d} value={d} disabled={!!why} title={why ?? undefined}>
                  {slot + 1}: {WORDS[d]}
                </option>
              )
            })}
          </select>
        )
      })}
      <span data-testid="dice-levels">→ {levels.map((l) => (l > DICE_TOP ? `${DICE_TOP}+` : l < 1 ? 'ground' : String(l))).join(', ')}</span>
      {problem && (
        <span className="why" data-testid="dice-problem">
          {problem}
        </span>
      )}
    </span>
  )
}
