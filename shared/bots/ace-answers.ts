/**
 * What every bot answers at the firing's pause for the aces (engine/fire-choices.ts), and when it tries a bull's-eye
 * or fires with Tenacity. One set of answers for all the bots (seat-bot.ts decide), the search bot's rollouts included,
 * so that no rollout stalls at step 'choosing'.
 *
 * - A sniper (003 lines 994-998; 004 line 412) gives the cards that hurt the target most: an explosion first, then
 *   fire, then the damage points and the special damage; a jam card last (it jams the sniper's own guns).
 * - A target that may evade (003 lines 966-967; 004 line 400), once a game, ignores the card that hurts most, when it
 *   is worth the one use: an explosion, a card without which the plane is not shot down, fire, or 4 points or more.
 * - A Sniper tries a bull's-eye at short range (two cards, three to choose from), when the engine's own check says it
 *   may (declarations.ts: the airman firing holds it, its counter is off, an enemy, from behind for 004's); 004's
 *   once-a-dogfight Sniper and Tenacity likewise at short range.
 */
import type { DamageCard } from '../content/types'
import type { CompiledRules } from '../engine/compiled'
import { declaredAbility } from '../engine/rules/aces/declarations'
import type { Command, FireCommand, GameState, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'

/** How much a damage card hurts the plane that takes it (explosion first; a jam card hurts its firer instead). */
export function cardHarm(card: DamageCard): number {
  if (card.special.includes('explosion')) return 1000
  let h = card.points ?? 0
  if (card.special.includes('fire')) h += 6
  if (card.special.includes('wounded') || card.special.includes('engine')) h += 3
  if (card.special.includes('smoke') || card.special.includes('rudder-left') || card.special.includes('rudder-right')) h += 1
  if (card.special.includes('jam')) h -= 4
  return h
}

/** The cards a sniper gives: the `give` that hurt most, in the order drawn. */
export function snipeGift(rules: Pick<CompiledRules, 'content'>, cards: readonly string[], give: number): string[] {
  const best = [...cards].sort((a, b) => cardHarm(rules.content.damageCards[b]) - cardHarm(rules.content.damageCards[a])).slice(0, give)
  return cards.filter((c) => best.includes(c))
}

/** The card a target evades, or null to keep the ability: see the header. */
export function evadeChoice(rules: Pick<CompiledRules, 'content'>, cards: readonly string[], total: number, damagePoints: number): string | null {
  if (cards.length === 0) return null
  const of = (c: string) => rules.content.damageCards[c]
  const worst = [...cards].sort((a, b) => cardHarm(of(b)) - cardHarm(of(a)))[0]
  const sum = cards.reduce((s, c) => s + (of(c).points ?? 0), 0)
  const saves = total + sum >= damagePoints && total + sum - (of(worst).points ?? 0) < damagePoints
  return cardHarm(of(worst)) >= 4 || saves ? worst : null
}

/** The answers this seat owes at the pause (its view's choices). */
export function aceAnswers(rules: CompiledRules, view: GameView, seat: SeatId): Command[] {
  const out: Command[] = []
  for (const c of view.choices ?? []) {
    if (c.kind === 'snipe') out.push({ type: 'snipe', seat, plane: c.plane, give: snipeGift(rules, c.cards, c.give) })
    else {
      const p = view.planes.find((q) => q.id === c.plane)!
      out.push({ type: 'evade', seat, plane: c.plane, card: evadeChoice(rules, c.cards, p.damageTotal ?? 0, rules.byId.get(c.plane)!.aircraft.damagePoints) })
    }
  }
  return out
}

/** The bot's fire order with a Sniper's or Tenacity's declaration where it is worth making (see the header). */
export function withFiringChoices(rules: CompiledRules, view: GameView, cmd: FireCommand): FireCommand {
  if (cmd.rockets || rules.hooks.firesFirst.length) return cmd
  const i = rules.byId.get(cmd.plane)?.index
  if (i === undefined) return cmd
  const state = view as unknown as GameState
  for (const arc of ['front', 'rear'] as const) {
    const target = cmd[arc]
    if (typeof target !== 'string') continue
    const option = view.fireOptions.find((o) => o.plane === cmd.plane && o.arc === arc && o.target === target)
    if (option?.cards !== 2) continue
    const j = rules.byId.get(target)!.index
    if (cmd.snipe === undefined) {
      const got = declaredAbility(rules, state, i, arc, j, 'snipe')
      if (got === 'sniper' || got === 'sniper-behind') {
        cmd = { ...cmd, snipe: arc }
        continue
      }
    }
    if (cmd.tenacity === undefined && declaredAbility(rules, state, i, arc, j, 'tenacity') === 'tenacity') cmd = { ...cmd, tenacity: arc }
  }
  return cmd
}
