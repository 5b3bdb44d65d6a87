/**
 * Ammo (004, house rules, lines 108-116; the other draft of it, lines 314-326).
 *
 * "At the start of the game, each player takes 6 damage cards and put them face down on his own console, without
 * looking at them. The rest are put on the table as a "common deck". When a plane fires, the target takes a damage
 * card from the deck on the console of the firer. If there is a second card to be taken (short range), take it from
 * the common deck on the table. When the 6 cards on the console are finished, the plane is out of ammo and can not
 * fire any more. ... A plane can always decline firing even if he has a target in range."
 *
 * Each gun arc has its own console deck of the option ammunitionCards (6 by default; the other draft says eight, and
 * "The observer's ammo deck should be adjusted accordingly", line 326): a two-seater's observer has his own. A shot
 * spends one card; an arc with none left is not offered a shot, and the fire panel says why (out of ammunition).
 *
 * Judgement calls:
 * - The count is public. The other draft says "An opponent cannot inspect an ammo deck to see how many cards
 *   remain", but every shot is fired in the open and spends exactly one card, so any player can count; the engine
 *   shows what they could count (PlaneEffects.ammo) rather than pretend it is a secret.
 * - The engine does not set the cards apart at the start: it keeps the count, and a shot's first card is drawn
 *   from the deck when it is fired. No one may look at the console's cards, so to every player either is an unseen
 *   card of the same deck; the common deck stays whole (the note's worry that it grows too small does not arise,
 *   as the engine opens another deck when one runs out), and "put them under the common deck" when a plane is shot
 *   down has nothing to put back.
 */
import type { GunArc } from '../state-types'
import type { RuleModule } from './hooks'

export const DEFAULT_AMMUNITION = 6

export const ammunition: RuleModule = {
  id: 'ammunition',
  source: '004 lines 108-116 (Ammo)',

  beforePlanning(ctx) {
    const n = ctx.rules.setup.options.ammunitionCards ?? DEFAULT_AMMUNITION
    ctx.state.planes.forEach((p, i) => {
      // at the start of the game ("each player takes 6 damage cards")
      if (!p.effects || p.effects.ammo) return
      const guns = ctx.rules.planes[i].guns
      p.effects.ammo = { front: guns.front ? n : 0, rear: guns.rear ? n : 0 }
    })
  },

  shotRuledOut(ctx, i, arc) {
    const ammo = ctx.state.planes[i].effects?.ammo
    return ammo && ammo[arc] <= 0 ? 'out of ammunition' : null
  },

  endOfPhase(ctx) {
    const { state, events } = ctx
    for (const s of ctx.shots) {
      const p = state.planes[s.firer]
      const ammo = p.effects?.ammo
      if (!ammo || ammo[s.arc] <= 0) continue
      const arc: GunArc = s.arc
      ammo[arc]--
      if (ammo[arc] === 0 && p.status === 'flying') events?.push({ type: 'out-of-ammunition', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, arc })
    }
  },
}
