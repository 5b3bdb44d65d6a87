/**
 * Jammed Guns, as "WW1 Aerial Combat – Tactical Rules v6" plays them (document 000, lines 255-265), option jamRoll.
 *
 * "The time taken to unjam the guns should not be predictable. Take two “jammed” counters and put them on the
 * manoeuvre area on the control panel of the firing aircraft. The machinegun discards one jammed counter after
 * performing each subsequent manoeuvre, In order to do so the manoeuvre may not be steep or an Immelmann. The final
 * counter may only be removed by rolling 4+ on a D6. The machinegun may fire immediately following the same
 * manoeuvre as it succeeds in unjamming."
 *
 * "Novices and wounded aircrew take one additional “jammed” counter."
 *
 * In place of 003's three counters, one a manoeuvre (fire-resolution.ts). The counters run down after movement, so a
 * gun that clears fires in that same phase. The die is the game's seeded generator.
 *
 * Judgement calls:
 * - A wounded crew's extra counter (003 Special Damage's wounded pilot, or an observer for the rear guns; with 000's
 *   wound tiers, any wound) is kept secret, since on the table it would tell the wound: the gun shows two counters
 *   like any other, and the extra one is the first to go when the final counter would be rolled for. The die is rolled
 *   all the same and told to the plane's own seat only, so that everyone else sees what a failed roll looks like.
 * - Without special damage nobody is wounded; there are no novices in the game yet.
 */
import type { GunArc } from '../state-types'
import { nextInt } from '../rng'
import type { RuleModule } from './hooks'
import { effectsOf } from './hooks'
import { crewWounded } from './wound-tiers'

/** "Take two 'jammed' counters" */
export const JAM_COUNTERS_000 = 2
/** "The final counter may only be removed by rolling 4+ on a D6" */
export const UNJAM_ROLL = 4

const ARCS: readonly GunArc[] = ['front', 'rear']

export const jamRoll: RuleModule = {
  id: 'jam-roll',
  source: '000 lines 255-265 (Jammed Guns)',

  jamCounters(ctx, i, arc) {
    const p = ctx.state.planes[i]
    if (crewWounded(p, arc)) {
      const fx = effectsOf(p)
      fx.jamExtra = { ...(fx.jamExtra ?? { front: 0, rear: 0 }), [arc]: 1 }
    }
    return JAM_COUNTERS_000
  },

  runDownJams(ctx) {
    const { state, events } = ctx
    for (const p of state.planes) {
      if (p.status !== 'flying') continue
      // "In order to do so the manoeuvre may not be steep or an Immelmann"
      if (p.last === null || p.last.steep || p.last.immelmann) continue
      for (const arc of ARCS) {
        if (p.jam[arc] === 0) continue
        if (p.jam[arc] > 1) {
          p.jam[arc]--
          continue
        }
        // the final counter: the die is rolled; a wounded crew's secret counter goes first, whatever it shows
        const roll = nextInt(state.rng, 6) + 1
        const fx = p.effects
        const extra = fx?.jamExtra?.[arc] ?? 0
        const cleared = extra === 0 && roll >= UNJAM_ROLL
        if (extra > 0) fx!.jamExtra = { ...fx!.jamExtra!, [arc]: extra - 1 }
        events?.push({ type: 'jam-roll', to: [p.seat], turn: state.turn, phase: state.phase, plane: p.id, arc, roll, cleared })
        if (cleared) {
          p.jam[arc] = 0
          events?.push({ type: 'unjammed', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, arc })
        }
      }
    }
  },
}
