/**
 * Jamming twin guns (A firing planes) (004, house rules, lines 129-135).
 *
 * "When you fire with an A weapon, that represents twin guns, you could jam one of the machineguns or, more rarely,
 * both of them. If you are at short distance, you jam a machinegun if target picks up a jammed Damage card, you jam
 * both of them if he picks up two of them. Firing at long distance, you jam both of them if the target picks the 0
 * red jammed Damage card, only one if he picks the 2 red or a green jammed Damage card.
 * Planes jamming a single gun take three jammed counters. Each turn after moving, the player can decide if unjam the
 * jammed machinegun or if they want to fire with the remaining one. If they unjam, they discard a token; if they fire
 * they do it at B capability (and they normally jam this second weapon if a jamming B card is picked by the target).
 * The weapon is unjammed if the player unjam it after three consecutive maneuvers. It is allowed to stop unjamming
 * to fire with the other weapon at any moment, but the jammed counters are immediately restored to three.
 * If both weapons are jammed, they are unjammed at the same time after the same three consecutive maneuvers."
 *
 * Both guns jammed are 003's jammed guns (PlaneState.jam: no fire for three manoeuvres). One gun jammed keeps its
 * counters in PlaneEffects.oneGunJammed: the arc is still offered its shots, fired with the B deck; a phase in which
 * it does not fire (held, or nothing to fire at) is a manoeuvre spent unjamming, and a counter goes; a phase in which
 * it fires puts the three back. A jam card drawn by a shot fired with the one gun left jams both.
 *
 * Judgement calls: "Each turn after moving" is read as each phase (the counters count manoeuvres); only guns whose
 * red letter is A are twin guns (a B gun firing with the A deck under 004's single machinegun rule is not); a
 * bullet checker still ignores green crosses; a wounded pilot's extra manoeuvre (003 Crew Wounded) applies when both
 * guns jam.
 */
import type { DamageCard } from '../../content/types'
import { JAM_COUNTERS } from '../damage'
import type { GunArc, PlaneState } from '../state-types'
import type { RuleModule } from './hooks'

const ARCS: readonly GunArc[] = ['front', 'rear']

function oneJammed(p: PlaneState, arc: GunArc): boolean {
  return (p.effects?.oneGunJammed?.[arc] ?? 0) > 0
}

/** "you jam both of them if the target picks the 0 red jammed Damage card" (at long range) */
function jamsBoth(card: DamageCard): boolean {
  return card.jam === 'red' && card.points === 0
}

export const twinGuns: RuleModule = {
  id: 'twin-guns',
  source: '004 lines 129-135 (Jamming twin guns)',

  beforePlanning(ctx) {
    for (const p of ctx.state.planes) if (p.effects && !p.effects.oneGunJammed) p.effects.oneGunJammed = { front: 0, rear: 0 }
  },

  shotLetter(ctx, shot, letter) {
    // "if they fire they do it at B capability"
    return letter === 'A' && oneJammed(ctx.state.planes[shot.firer], shot.arc) ? 'B' : letter
  },

  gunsJammed(ctx, shot, jams) {
    if (ctx.rules.planes[shot.firer].guns[shot.arc] !== 'A') return false
    const { state, events } = ctx
    const f = state.planes[shot.firer]
    const fx = f.effects!
    const counters = (fx.oneGunJammed ??= { front: 0, rear: 0 })
    // the gun left jams too ("they normally jam this second weapon"); else short range: one card one gun, two both;
    // long range: the 0 red card both, any other one
    const both = counters[shot.arc] > 0 || (shot.cards.length >= 2 ? jams.length >= 2 : jamsBoth(jams[0]))
    const base = { to: 'all' as const, turn: state.turn, phase: state.phase, plane: f.id, arc: shot.arc, by: state.planes[shot.target].id, card: jams[jams.length - 1].id }
    if (both) {
      counters[shot.arc] = 0
      f.jam[shot.arc] = JAM_COUNTERS
      events?.push({ type: 'jammed', ...base })
    } else {
      counters[shot.arc] = JAM_COUNTERS
      events?.push({ type: 'gun-jammed', ...base })
    }
    return true
  },

  endOfPhase(ctx) {
    const { state, events } = ctx
    state.planes.forEach((p, i) => {
      const counters = p.effects?.oneGunJammed
      if (!counters || p.status !== 'flying') return
      for (const arc of ARCS) {
        if (counters[arc] === 0) continue
        // "the jammed counters are immediately restored to three" when it fires; else a manoeuvre spent unjamming
        if (ctx.shots.some((s) => s.firer === i && s.arc === arc)) counters[arc] = JAM_COUNTERS
        else if (--counters[arc] === 0) events?.push({ type: 'gun-cleared', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, arc })
      }
    })
  },
}
