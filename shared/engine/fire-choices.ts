/**
 * The firing's pause for the aces' decisions (issue 28): the cards of the fire are drawn as always, and where an
 * ability asks for a choice after seeing them the game WAITS (step 'choosing') with the cards kept in the state
 * (GameState.choosing), until each seat concerned has answered:
 *
 * 1. snipers first (003 Sniper, lines 994-998; 004 Sniper, line 412): command 'snipe', the cards given to the target;
 * 2. then the targets that may evade (003 Good at evading, lines 966-967; 004 Evading, line 400), each shown the cards
 *    it takes this firing: command 'evade', the card ignored or none.
 *
 * Then the damage is applied simultaneously as before (fire-resolution.ts applyHits), and the phase goes on. With 004's
 * Order of firing (shots one by one) each shot that needs an answer is asked on its own before the next is fired.
 *
 * Secret (view.ts choicesFor): the sniper's seat alone sees the cards it picks from, the target's seat alone the cards
 * it may evade, and no one else the declarations, the cards or the choices before the fire is resolved. Public: that
 * the game waits for a seat, as a table sees a player look at his cards.
 */
import type { CompiledRules } from './rule-types'
import { CommandError } from './command-error'
import { discardDamage } from './damage'
import type { FireChoices, GameEvent, GameState, PendingHit } from './state-types'

/**
 * An ace's answer at the firing, as the 'snipe' and 'evade' commands give it (rules/aces/firing-answers.ts declares
 * them, above this file): the cards a sniper gives, or the card a target ignores.
 */
export type FireAnswer = { type: 'snipe'; give: readonly string[] } | { type: 'evade'; card: string | null }
import { evadeProblem, mayEvade } from './rules/aces/good-at-evading'
import { giveProblem, underTheDeck } from './rules/aces/sniper'
import { spend } from './rules/aces/from-behind'
import { againFrom } from './rules/aces/manoeuvres'

/** The snipes still to be answered, in table order of the firers. */
export function snipesWaiting(ch: FireChoices): PendingHit[] {
  return ch.hits.filter((h) => h.snipe && h.snipe.given === null)
}

/** The cards plane t takes from the fire drawn (a sniper's choice made), in the order drawn. */
export function cardsTaken(ch: FireChoices, t: number): string[] {
  const out: string[] = []
  for (const h of ch.hits) if (h.target === t) out.push(...(h.snipe ? (h.snipe.given ?? []) : h.cards))
  return out
}

/**
 * After the fire is drawn: keep it and wait when some answer is needed (a sniper's shot; a target that may evade and
 * takes cards). Returns whether the game now waits.
 */
export function pauseForChoices(rules: CompiledRules, state: GameState, hits: PendingHit[], shots: FireChoices['shots'], extra: Partial<FireChoices> = {}): boolean {
  const evaders: FireChoices['evaders'] = []
  for (const h of hits) {
    if (evaders.some((e) => e.plane === h.target)) continue
    if (mayEvade(rules.planes[h.target], state.planes[h.target]) && state.planes[h.target].status !== 'standing') evaders.push({ plane: h.target })
  }
  if (evaders.length === 0 && !hits.some((h) => h.snipe)) return false
  state.choosing = { hits, shots, evaders, ...extra }
  state.step = 'choosing'
  return true
}

/** 004 Tenacity used by this shot: spent for the dogfight, and told to all as the fire is resolved (no choice to wait for). */
export function tenacityUsed(state: GameState, h: { firer: number; arc: 'front' | 'rear'; target: number }, events: GameEvent[] | null): void {
  const f = state.planes[h.firer]
  spend(f, 'tenacity')
  events?.push({ type: 'ace-fired', to: 'all', turn: state.turn, phase: state.phase, plane: f.id, arc: h.arc, target: state.planes[h.target].id, ability: 'tenacity' })
}

/** The planes (ids) whose seats must answer now: the snipers, then the targets that may evade. */
export function choosersWaiting(state: GameState): string[] {
  const ch = state.choosing
  if (!ch) return []
  const snipers = snipesWaiting(ch)
  if (snipers.length) return [...new Set(snipers.map((h) => state.planes[h.firer].id))]
  return ch.evaders.filter((e) => e.card === undefined).map((e) => state.planes[e.plane].id)
}

/** Records an answer (checked by checkChoice). Returns whether every answer is in. */
export function answerChoice(rules: CompiledRules, state: GameState, i: number, cmd: FireAnswer): boolean {
  const ch = state.choosing!
  if (cmd.type === 'snipe') ch.hits.find((h) => h.firer === i && h.snipe && h.snipe.given === null)!.snipe!.given = cmd.give.slice()
  else ch.evaders.find((x) => x.plane === i)!.card = cmd.card
  return allAnswered(ch)
}

/** Throws a CommandError if plane i's answer may not be given now: not its choice, a card not drawn, already given. */
export function checkChoice(rules: CompiledRules, state: GameState, i: number, cmd: FireAnswer): void {
  const ch = state.choosing
  const id = state.planes[i].id
  if (state.step !== 'choosing' || !ch) throw new CommandError('wrong-step', `${cmd.type === 'snipe' ? "a sniper's cards are chosen" : 'a card is evaded'} only when the fire drawn waits for it`)
  if (cmd.type === 'snipe') {
    const mine = ch.hits.filter((h) => h.firer === i && h.snipe)
    if (mine.length === 0) throw new CommandError('illegal-plan', `plane "${id}" tried no bull's-eye this firing`)
    const hit = mine.find((h) => h.snipe!.given === null)
    if (!hit) throw new CommandError('already-done', `plane "${id}" has already chosen the cards it gives`)
    if (!Array.isArray(cmd.give) || cmd.give.some((c) => typeof c !== 'string')) throw new CommandError('malformed', 'give is a list of card ids')
    const problem = giveProblem(hit.cards, hit.snipe!.give, cmd.give)
    if (problem) throw new CommandError('illegal-plan', problem)
    return
  }
  const e = ch.evaders.find((x) => x.plane === i)
  if (!e) throw new CommandError('illegal-plan', `plane "${id}" has no card to evade now (its pilot is not Good at evading, has used it, or takes no card)`)
  if (e.card !== undefined) throw new CommandError('already-done', `plane "${id}" has already answered`)
  if (snipesWaiting(ch).length) throw new CommandError('wrong-step', 'the snipers choose the cards they give first; then the targets see theirs')
  if (cmd.card !== null && typeof cmd.card !== 'string') throw new CommandError('malformed', 'card is a card id or null (none ignored)')
  const problem = evadeProblem(cardsTaken(ch, i), cmd.card)
  if (problem) throw new CommandError('illegal-plan', problem)
}

function allAnswered(ch: FireChoices): boolean {
  return snipesWaiting(ch).length === 0 && ch.evaders.every((e) => e.card !== undefined)
}

/**
 * Every answer is in: the hits as the target takes them (the sniper's cards given, the card evaded taken out), the
 * cards not taken put back, the abilities' counters put down and the uses told. Clears the pause; returns the hits.
 */
export function settleChoices(rules: CompiledRules, state: GameState, events: GameEvent[] | null): PendingHit[] {
  const pile = (card: string) => state.decks[rules.content.damageCards[card].deck]
  const ch = state.choosing!
  const turn = state.turn
  const phase = state.phase
  const out: PendingHit[] = []
  for (const h of ch.hits) {
    const f = state.planes[h.firer]
    const t = state.planes[h.target]
    let cards = h.cards
    if (h.snipe) {
      const given = h.snipe.given!
      cards = given
      // 003: "put the other under the damage deck"; 004: "discards one card of his choice"
      for (const c of h.cards) if (!given.includes(c)) (h.snipe.ability === 'sniper' ? underTheDeck(pile(c), c) : discardDamage(state, rules.content.damageCards[c]))
      if (h.snipe.ability === 'sniper') f.aceUsed = { ...f.aceUsed, sniper: turn }
      else spend(f, 'sniper-behind')
      events?.push({ type: 'ace-fired', to: 'all', turn, phase, plane: f.id, arc: h.arc, target: t.id, ability: h.snipe.ability, ...(h.snipe.ability === 'sniper' ? { again: againFrom(turn) } : {}) })
      events?.push({ type: 'sniped-cards', to: [f.seat], turn, phase, plane: f.id, target: t.id, drawn: h.cards.slice(), given: given.slice() })
    } else if (h.tenacity) tenacityUsed(state, h, events)
    out.push({ ...h, cards: cards.slice() })
  }
  for (const e of ch.evaders) {
    if (!e.card) continue
    const t = state.planes[e.plane]
    const hit = out.find((h) => h.target === e.plane && h.cards.includes(e.card!))!
    hit.cards = hit.cards.filter((c) => c !== e.card)
    // "The ignored card is put at the bottom of the damage deck"
    underTheDeck(pile(e.card), e.card)
    spend(t, 'good-at-evading')
    events?.push({ type: 'evaded', to: 'all', turn, phase, plane: t.id })
    events?.push({ type: 'evaded-card', to: [t.seat], turn, phase, plane: t.id, card: e.card })
  }
  delete state.choosing
  return out
}
