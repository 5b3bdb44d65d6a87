/**
 * Silencing ground pieces (003 Ground fire).
 *
 * Trenches (lines 670-671): "When a trench card suffers 5 or more points of damage, or if it takes an explosion card,
 * it is 'silenced' and no longer produces infantry fire. Trenches ignore other types of special damage."
 *
 * Anti-aircraft guns (lines 690-691): "Five points of damage or any special damage card (except Jammed guns) silences
 * them."
 *
 * Anti-aircraft machine guns (lines 725-727): "Any special damage card (except for jammed guns) silences the machine
 * gun, but the card can still make one shot of infantry fire per round. When it suffers 5 points of damage or more, or
 * if it takes an explosion card, the machine gun card is completely silenced (infantry fire included)."
 *
 * The cards a ground piece takes are face up beside it (line 668), so whether its gun is silenced is read from them by
 * anyone: no counter is kept. Ground pieces take no other effect of special damage (special-damage.ts leaves every
 * piece that is not an aeroplane alone).
 */
import type { DamageCard } from '../../../content/types'
import type { CompiledRules } from '../../rule-types'
import type { GunArc } from '../../state-types'
import type { HookContext } from '../hooks'

/** A card's special damage other than jammed guns. */
function nonJamSpecial(card: DamageCard): boolean {
  return card.special.some((s) => s !== 'jam')
}

/** Whether piece i's cards silence it altogether ('silenced' once the phase's damage is taken). */
export function silenced(ctx: HookContext, i: number): 'silenced' | null {
  const { rules, state } = ctx
  const kind = rules.planes[i].kind
  if (kind !== 'trench' && kind !== 'aa-gun' && kind !== 'aamg') return null
  const p = state.planes[i]
  if (p.status !== 'standing') return null
  if (p.damageTotal >= rules.planes[i].aircraft.damagePoints) return 'silenced'
  const cards = rules.content.damageCards
  for (const id of p.damage) {
    const card = cards[id]
    if (card.special.includes('explosion') || (kind === 'aa-gun' && nonJamSpecial(card))) return 'silenced'
  }
  return null
}

/** Whether an AA machine gun's gun is silenced by its cards (it may still fire as infantry). */
export function gunSilenced(rules: CompiledRules, damage: readonly string[] | undefined): boolean {
  if (!damage) return false
  for (const id of damage) if (nonJamSpecial(rules.content.damageCards[id])) return true
  return false
}

/** An AA machine gun whose gun is silenced fires no more with it (lines 725-726). */
export function silencedGun(ctx: HookContext, i: number, _arc: GunArc, _j: number): string | null {
  if (ctx.rules.planes[i].kind !== 'aamg') return null
  return gunSilenced(ctx.rules, ctx.state.planes[i].damage) ? 'its gun is silenced (a special damage card)' : null
}
