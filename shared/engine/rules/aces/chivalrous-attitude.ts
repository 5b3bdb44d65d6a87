/**
 * Chivalrous attitude (003 Special abilities, aircraft abilities, lines 1017-1030).
 *
 * "A plane that is fired at by a plane whose pilot or observer chose this ability ignores any fire special damage.
 * In addition, if a plane takes an explosion card due to an ace with this ability, it shows it to everybody and
 * openly draws another damage card: if the second one is a "0" the aircraft is eliminated, if it is a "1" or more
 * ignore the explosion and this new card is taken instead. Ignore jamming with this new card."
 * (The ace's two free abilities, never Incendiary bullets, lines 1025-1030, are abilities.ts's.)
 *
 * An aircraft ability (lines 951-953): whichever airman holds it, it serves every gun of the plane for the whole game.
 * Special Damage (special-damage.ts) leaves out the fire of a card this plane deals ('fire-ignored', public: a fire
 * card is shown anyway). Fire resolution asks this module before taking an explosion card the plane deals (the
 * explosion hook): the explosion card is shown and a card drawn openly from the same deck ('chivalrous-redraw', to
 * everyone); the card not kept goes to that deck's discards.
 *
 * Decisions (docs/rules.md): a second card that is itself an explosion is no reprieve: the plane is eliminated, as
 * by a "0". The new card's special damage is taken as any card's, except its jam (and its fire, by the first
 * paragraph). Without Special Damage only the explosion part is played (there is no fire to ignore).
 */
import type { DamageCard, DamageSpecial } from '../../../content/types'
import { drawDamage } from '../../damage'
import type { DealtCard, HookContext, RuleModule } from '../hooks'

/** Whether plane i holds Chivalrous attitude (either airman: an aircraft ability). */
export function chivalrous(ctx: Pick<HookContext, 'rules'>, i: number): boolean {
  return ctx.rules.planes[i].aircraftSkills.includes('chivalrous')
}

/** The special damage a card from plane i deals, its fire left out when plane i is chivalrous. */
export function withoutFire(ctx: HookContext, dealt: DealtCard, specials: readonly DamageSpecial[]): readonly DamageSpecial[] {
  if (!specials.includes('fire') || !chivalrous(ctx, dealt.firer)) return specials
  const t = ctx.state.planes[dealt.target]
  ctx.events?.push({ type: 'fire-ignored', to: 'all', turn: ctx.state.turn, phase: ctx.state.phase, plane: t.id, by: ctx.state.planes[dealt.firer].id, card: dealt.card.id })
  return specials.filter((s) => s !== 'fire')
}

export const chivalrousAttitude: RuleModule = {
  id: 'chivalrous',
  source: '003 lines 1017-1030 (Chivalrous attitude)',

  explosion(ctx, dealt): 'explodes' | DamageCard {
    if (!chivalrous(ctx, dealt.firer)) return 'explodes'
    const { state } = ctx
    const deck = dealt.card.deck
    const redraw = drawDamage(ctx.rules, state, deck, ctx.events)
    // a "0" eliminates; so does a second explosion (no number: no reprieve)
    const eliminated = redraw.points === null || redraw.points === 0
    ctx.events?.push({ type: 'chivalrous-redraw', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[dealt.target].id, by: state.planes[dealt.firer].id, card: dealt.card.id, redraw: redraw.id, worth: redraw.points, eliminated })
    state.decks[deck].discard.push(eliminated ? redraw.id : dealt.card.id)
    return eliminated ? 'explodes' : redraw
  },
}
