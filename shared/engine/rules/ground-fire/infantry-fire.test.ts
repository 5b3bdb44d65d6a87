/**
 * 003 Ground fire, infantry fire of trenches (lines 662-665, 671-672) and AA machine guns (lines 716-717).
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, planeOf } from '../../../../electron/testing/engine-helpers'
import { content, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { infantryReach } from './infantry-fire'
import { cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'

/** A Camel flying east past a trench whose card edge is `gap` cm south of its track (the stand's). */
function passing(gap: number, extra: PlaneSpec[] = [], aircraft = 'trench', altitude?: number): PlaneSpec[] {
  return [
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 480, y: 500 + 3.15 + gap, heading: 90, ...(altitude !== undefined ? { altitude } : {}) },
    { id: 'trench', aircraft, team: 'central', x: 500, y: 500, heading: 0 },
    FAR_DR1,
    ...extra,
  ]
}

describe('003 Trenches: infantry fire at a plane whose stand is within one ruler of the card (lines 662-665)', () => {
  it('the plane takes a single A card: only its special damage counts, its points are ignored', () => {
    const game = start(passing(20), { specialDamage: true })
    const events = phaseOfStraights(game, { A: [cardWith('A', 2, ['rudder-right'])] })
    expect(eventsOfType(events, 'infantry-fire').filter((e) => e.phase === 1).map((e) => [e.piece, e.target])).toEqual([['trench', 'camel']])
    const camel = planeOf(game, 'camel')
    expect(camel.damage[0]).toBe(cardWith('A', 2, ['rudder-right']))
    expect(camel.damageTotal).toBe(0)
    expect(camel.effects!.rudder).toMatchObject({ dir: 'right' })
    // the card is marked as counting nothing, for the panels to strike through (issue 26); the seat's view says so
    // (every card it holds came from the trench's infantry fire, one a phase)
    expect(camel.noPoints).toEqual(camel.damage.map((_, k) => k))
    expect(game.view('allied').planes.find((p) => p.id === 'camel')!.noPoints).toEqual(camel.noPoints)
    expect(game.view('central').planes.find((p) => p.id === 'camel')!.noPoints).toBeUndefined()
  })

  it('an explosion card is special damage: the plane explodes', () => {
    const game = start(passing(20))
    phaseOfStraights(game, { A: [cardWith('A', null, ['explosion'])] })
    expect(planeOf(game, 'camel').status).toBe('exploded')
  })

  it('"Infantry fire never jams": an AA machine gun drawing a jam card for its infantry keeps its gun', () => {
    // the Camel passes behind the gun (heading north, its arc is away), so only its infantry can fire
    const game = start(passing(20, [], 'aamg-a'))
    const events = phaseOfStraights(game, { A: [cardWith('A', 0, ['jam'], 'red')] })
    expect(eventsOfType(events, 'infantry-fire').filter((e) => e.phase === 1)).toHaveLength(1)
    expect(planeOf(game, 'trench').jam.front).toBe(0)
    expect(eventsOfType(events, 'jammed')).toEqual([])
  })

  it('a stand beyond one ruler of the card is not shot at', () => {
    const game = start(passing(35))
    const events = phaseOfStraights(game)
    expect(eventsOfType(events, 'infantry-fire')).toEqual([])
  })

  it('one shot a round, at the nearest enemy aircraft (judgement call: "Look up!" shoots at the nearest); friends are not shot at', () => {
    const game = start(passing(25, [
      { id: 'camel2', aircraft: 'sopwith-camel', team: 'allied', x: 480, y: 500 + 3.15 + 10, heading: 90 },
      { id: 'albatros', aircraft: 'albatros-d-iii', team: 'central', x: 480, y: 500 - 3.15 - 5, heading: 90 },
    ]))
    const events = phaseOfStraights(game)
    expect(eventsOfType(events, 'infantry-fire').filter((e) => e.phase === 1).map((e) => e.target)).toEqual(['camel2'])
  })

  it('a silenced trench fires no more (line 670)', () => {
    const game = start(passing(20))
    game.state.planes[1].status = 'silenced'
    expect(eventsOfType(phaseOfStraights(game), 'infantry-fire')).toEqual([])
  })
})

describe('003 Trenches with altitude: "Infantry fire can also reach 0-level planes that are one ruler\'s length away, and 1-level planes that are half a ruler away" (lines 671-672)', () => {
  it('reach by level: one ruler at level 0, half a ruler at level 1, none higher', () => {
    expect([0, 1, 2, 5].map((l) => infantryReach(l, true))).toEqual([1, 0.5, null, null])
    expect(infantryReach(3, false)).toBe(1)
  })

  it('a level 1 plane 20 cm off is out of reach, 10 cm off it is shot at; a level 2 plane over the card never', () => {
    const shots = (gap: number, level: number) => eventsOfType(phaseOfStraights(start(passing(gap, [], 'trench', level), { altitude: true })), 'infantry-fire').filter((e) => e.phase === 1).length
    expect(shots(20, 1)).toBe(0)
    expect(shots(10, 1)).toBe(1)
    expect(shots(0, 2)).toBe(0)
  })
})

describe('003 Look Up!\'s variant (lines 1240-1243): "Ground fire always shoots at the nearest aircraft (measure to any part of the aircraft card)" (groundFire.nearest, nearest.ts)', () => {
  /**
   * Two Camels whose stands are within a ruler of the trench card (x 495.5-504.5, y 496.85-503.15) at the first phase's
   * end. The first in table order flies north and ends 12 cm south of the card: its stand is the nearer, its card (3.15
   * cm to the nose) 8.85 cm off. The second flies east and ends 12.8 cm north of it: its card (4.5 cm to the wing tip)
   * is 8.3 cm off, the nearer.
   */
  function twoCamels(nearest: boolean): string[] {
    const planes: PlaneSpec[] = [
      arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 500, 503.15 + 12, 0),
      { id: 'trench', aircraft: 'trench', team: 'central', x: 500, y: 500, heading: 0 },
      FAR_DR1,
      arriving({ id: 'camel-2', aircraft: 'sopwith-camel', team: 'allied' }, 500, 496.85 - 12.8, 90),
    ]
    const game = start(planes, {}, (s) => (s.groundFire = { aa: 'solo', ...(nearest ? { nearest: true as const } : {}) }))
    return eventsOfType(phaseOfStraights(game), 'infantry-fire').filter((e) => e.phase === 1).map((e) => e.target)
  }

  it('the trench shoots at the Camel whose card is nearest, not the one first in table order nor the one whose stand is nearest', () => {
    expect(twoCamels(true)).toEqual(['camel-2'])
    // without the variant, the nearest stand (the judgement call above)
    expect(twoCamels(false)).toEqual(['camel'])
  })
})

describe('000 Soft Targets (000 lines 546-552): "They may fire infantry fire in the same way as trenches until such time as they have taken one or more damage, in which case they will no longer fire. When they have suffered 5 or more points of damage they are neutralised"', () => {
  it('an unhurt soft target fires infantry fire as a trench does', () => {
    const game = start(passing(20, [], 'soft-target'))
    const events = phaseOfStraights(game)
    expect(eventsOfType(events, 'infantry-fire').filter((e) => e.phase === 1).map((e) => e.piece)).toEqual(['trench'])
  })

  it('once it has taken a point of damage it fires no more; a trench so hurt still fires', () => {
    const hurt = start(passing(20, [], 'soft-target'))
    hurt.state.planes[1].damageTotal = 1
    expect(eventsOfType(phaseOfStraights(hurt), 'infantry-fire')).toEqual([])
    const trench = start(passing(20))
    trench.state.planes[1].damageTotal = 1
    expect(eventsOfType(phaseOfStraights(trench), 'infantry-fire').length).toBeGreaterThan(0)
  })

  it('"neutralised" at 5 points: silenced, as a trench', () => {
    expect(content.aircraft['soft-target']).toMatchObject({ kind: 'trench', damagePoints: 5, firesUntilHit: true })
  })
})
