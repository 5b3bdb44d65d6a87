/**
 * Exceptional pilot (003 Special abilities, pilots only, lines 972-981): "Can use the same manoeuvre twice in the same
 * turn. Take two blank manoeuvre cards and write a "1" on one and a "2" on the other. Add them to your manoeuvre deck.
 * When you plan your move, you can use the "1" as the second or third manoeuvre, the "2" as third: when you show the
 * "1" use the first manoeuvre of the turn again, when you show the "2" use the second again." ... "The restrictions of
 * the "1" and "2" are the same as the card they replace. So if you use a "1" and the first manoeuvre of the turn was a
 * Immelmann, you have to do a straight manoeuvre before it and another after it."
 *
 * How the app plays it: a plan command may name the card "1" (second or third) and "2" (third) for an exceptional
 * pilot's plane. Once the plan is taken the card stands for the card it repeats (the plan holds that card's id twice,
 * the one place where a deck's card may be planned twice), so every rule (the sequences, the altitude, the reveal)
 * judges and flies it as that card: its restrictions are the card's. When it is shown, everyone is told that it is the
 * "1" or "2" and which manoeuvre it repeats (event 'repeated', from beforeMovement). It repeats the card planned in
 * that slot (a card found illegal and flown as a straight is repeated as planned, and judged again). A tailing plane
 * that reorders its cards moves the repeat as the card it stands for.
 */
import type { CompiledPlane } from '../../rule-types'
import type { CompiledCard } from '../../rule-types'
import type { HookContext, RuleModule } from '../hooks'
import { copyCards } from '../../plan-cards'

/** The blank cards, as a plan command names them. */
export const REPEAT_FIRST = '1'
export const REPEAT_SECOND = '2'

export function isRepeatCard(id: unknown): id is '1' | '2' {
  // (a deck's card ids are longer than one letter: their length is read before any comparison of their letters, which
  // V8 makes through a builtin; issue 31, a phase's cost: every card of every plan is asked)
  return typeof id === 'string' && id.length === 1 && (id === REPEAT_FIRST || id === REPEAT_SECOND)
}

/**
 * Whether a plan names a "1" or "2": a loop rather than `some(isRepeatCard)`, whose callback V8 calls through the
 * builtin for every card of every plan checked (issue 31, a phase's cost).
 */
export function hasRepeat(cards: readonly unknown[]): boolean {
  for (let k = 0; k < cards.length; k++) if (isRepeatCard(cards[k])) return true
  return false
}

/** Whether the plane's pilot is an exceptional pilot (the ability is the pilot's alone). */
export function isExceptional(plane: CompiledPlane): boolean {
  return plane.aceSkills.includes('exceptional')
}

/**
 * Why a plan naming "1" or "2" may not be made, or null: only an exceptional pilot holds them, "1" as the second or
 * third card, "2" as the third, each once.
 */
export function repeatProblem(plane: CompiledPlane, cards: readonly unknown[]): string | null {
  // every plan is checked here and nearly none holds a "1" or "2": no list is made for those (issue 31, a phase's cost)
  if (!hasRepeat(cards)) return null
  const at = cards.flatMap((c, k) => (isRepeatCard(c) ? [k] : []))
  if (!isExceptional(plane)) return `the "1" and "2" cards are an Exceptional pilot's (003 lines 972-975): ${plane.id}'s pilot is not one`
  for (const k of at) {
    const c = cards[k]
    if (c === REPEAT_FIRST && k === 0) return 'the "1" is played as the second or third manoeuvre, never the first (003 line 974)'
    if (c === REPEAT_SECOND && k !== 2) return 'the "2" is played as the third manoeuvre only (003 line 974)'
  }
  if (cards.indexOf(REPEAT_FIRST) !== cards.lastIndexOf(REPEAT_FIRST)) return 'there is one "1" card'
  return null
}

/**
 * The cards with each "1" and "2" replaced by the card it repeats (the cards of the first and second slots as
 * planned); `before`: the turn's cards already planned (004's Anticipation places the third card later).
 */
export function resolveRepeats(cards: readonly string[], before: readonly string[] = NONE): string[] {
  if (!hasRepeat(cards)) return copyCards(cards)
  const out: string[] = before.slice()
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k]
    out.push(c === REPEAT_FIRST ? out[0] : c === REPEAT_SECOND ? out[1] : c)
  }
  return out.slice(before.length)
}

const NONE: readonly string[] = []

/** Which blank card slot `slot` of a plan taken (with its repeats resolved) was, or null: a card already planned earlier in it. */
export function repeatAt(plan: readonly string[], slot: number): { card: '1' | '2'; of: number } | null {
  const first = plan.indexOf(plan[slot])
  if (first >= slot) return null
  return { card: first === 0 ? REPEAT_FIRST : REPEAT_SECOND, of: first }
}

/** Brought in when a pilot is exceptional: a "1" or "2" shown is told, with the manoeuvre it repeats. */
export const exceptionalPilot: RuleModule = {
  id: 'exceptional-pilot',
  source: '003 lines 972-981 (Exceptional pilot)',
  beforeMovement(ctx: HookContext, flown: (CompiledCard | null)[]) {
    const { rules, state, events } = ctx
    if (!events) return
    const slot = state.phase - 1
    for (let i = 0; i < state.planes.length; i++) {
      const p = state.planes[i]
      if (!flown[i] || !p.plan || !isExceptional(rules.planes[i])) continue
      const rep = repeatAt(p.plan, slot)
      if (rep) events.push({ type: 'repeated', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: rep.card, repeats: p.plan[slot] })
    }
  },
}
