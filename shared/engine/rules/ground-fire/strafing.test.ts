/**
 * 003 Strafing with altitude (lines 734-738): "Trenches and anti-aircraft batteries are at 0-level altitude, and can be
 * strafed by aircraft at 0 level at one ruler of distance or less. They can also be strafed by planes at level 1 and
 * at a half ruler of distance or less: Treat this as a long-range shot (the target takes only one card of damage)."
 * Without altitude, strafing is ordinary fire (lines 666-668): two cards within half a ruler, one beyond.
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { FAR_DR1, start } from '../../../../electron/testing/ground-fire-helpers'

/** A Camel (at `level`) whose first straight leaves its stand (where the ruler starts) `gap` cm short of an AA gun's card. */
function strafeAt(gap: number, altitude: boolean, level?: number) {
  const camel = arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', ...(level !== undefined ? { altitude: Math.max(level, 1) } : {}) }, 500, 500 - 6.3 / 2 - gap, 0)
  const game = start([camel, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1], { altitude })
  // a plane starts at level 1 at least (003 line 306); at level 0 it flies with a climb counter (lines 311-312)
  if (level === 0) planeOf(game, 'camel').effects!.alt = { ...planeOf(game, 'camel').effects!.alt!, level: 0, climbs: 1 }
  // the options offered after the first manoeuvre (without any, the game goes on to the next phase)
  const offered = eventsOfType(planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] }), 'fire-options').filter((e) => e.turn === 1 && e.phase === 1)
  return offered.flatMap((e) => e.options.filter((o) => o.plane === 'camel').map((o) => `${o.arc}>${o.target}:${o.cards}`))
}

describe('003 Strafing (lines 666-668, 734-738)', () => {
  it('without altitude: two cards within half a ruler, one card within a ruler', () => {
    expect(strafeAt(10, false)).toEqual(['front>gun:2'])
    expect(strafeAt(25, false)).toEqual(['front>gun:1'])
  })

  it('with altitude, a level 0 plane strafes within one ruler (003 lines 736-737): one card beyond half a ruler, none beyond a ruler', () => {
    // "can be strafed by aircraft at 0 level at one ruler of distance or less": the same level, so the ruler's own cards
    expect(strafeAt(25, true, 0)).toEqual(['front>gun:1'])
    expect(strafeAt(10, true, 0)).toEqual(['front>gun:2'])
    expect(strafeAt(40, true, 0)).toEqual([])
  })

  it('with altitude, a level 1 plane strafes within half a ruler, one card only', () => {
    expect(strafeAt(10, true, 1)).toEqual(['front>gun:1'])
  })

  it('with altitude, a level 1 plane beyond half a ruler cannot strafe; a level 2 plane never', () => {
    expect(strafeAt(25, true, 1)).toEqual([])
    expect(strafeAt(5, true, 2)).toEqual([])
  })
})
