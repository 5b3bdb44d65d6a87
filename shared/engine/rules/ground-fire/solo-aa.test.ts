/**
 * 003 Solo Rules For Anti-Aircraft Guns (lines 775-783) and the gun's reloading (lines 687-689).
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, planeOf } from '../../../../electron/testing/engine-helpers'
import type { PlaneSpec } from '../../../../electron/testing/fixtures'
import { viewFor } from '../../view'
import { cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'
import { gunReady } from './solo-aa'
import { seedRng } from '../../../util/rng'

/** A Camel flying east 40 cm north of an AA gun (within two rulers, 68 cm, all game long); `extra` pieces beside. */
function overGun(extra: PlaneSpec[] = []): PlaneSpec[] {
  return [{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90 }, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1, ...extra]
}
const aimRight = cardWith('A', 1, ['smoke'])
const aimWrong = cardWith('A', 3)
const shell = cardWith('C', 8, ['smoke'])

describe('003 Solo AA guns: "wait one round, then shoot as soon as any part of an enemy aircraft card is within range of the gun (two rulers)" (lines 775-777)', () => {
  it('the loaded gun lets the first phase go by and fires in the second: an A card for the aim; special damage on it, a C card for the target', () => {
    const game = start(overGun())
    const events = phaseOfStraights(game, { A: [aimRight], C: [shell] })
    const bursts = eventsOfType(events, 'archie-burst')
    expect(bursts.map((b) => [b.phase, b.gun, b.hit, b.aimCard, b.cards])).toEqual([[2, 'gun', ['camel'], aimRight, 1]])
    expect(planeOf(game, 'camel').damage).toContain(shell)
    expect(planeOf(game, 'camel').damageTotal).toBe(8)
  })

  it('"If there is no special damage on the card, the aim is wrong and the shot is wasted"', () => {
    const game = start(overGun())
    const events = phaseOfStraights(game, { A: [aimWrong] })
    expect(eventsOfType(events, 'archie-burst').map((b) => [b.hit, b.cards])).toEqual([[[], 0]])
    expect(planeOf(game, 'camel').damage).toEqual([])
  })

  it('a jammed guns card on the aim counts as special damage ("including jammed guns")', () => {
    const game = start(overGun())
    const events = phaseOfStraights(game, { A: [cardWith('A', 0, ['jam'], 'red')], C: [shell] })
    expect(eventsOfType(events, 'archie-burst').map((b) => b.hit)).toEqual([['camel']])
  })

  it('"Don\'t fire at a target if any point of the aircraft card is within a half-ruler of distance from a friendly balloon or aircraft"', () => {
    const game = start(overGun([{ id: 'albatros', aircraft: 'albatros-d-iii', team: 'central', x: 440, y: 552, heading: 90 }]))
    expect(eventsOfType(phaseOfStraights(game), 'archie-burst')).toEqual([])
  })

  it('"If there are several possible targets, choose one randomly" (lines 781-782): with the game\'s generator, either Camel as it falls', () => {
    const chosen = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      const game = start(overGun([{ id: 'camel-2', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 460, heading: 90 }]))
      game.state.rng = seedRng(seed)
      const bursts = eventsOfType(phaseOfStraights(game, { A: [aimRight], C: [shell] }), 'archie-burst')
      expect(bursts).toHaveLength(1)
      for (const b of bursts) for (const id of b.hit) chosen.add(id)
    }
    expect([...chosen].sort()).toEqual(['camel', 'camel-2'])
  })

  it('an aircraft beyond two rulers is not fired at', () => {
    const game = start([{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 580, heading: 90 }, ...overGun().slice(1)])
    expect(eventsOfType(phaseOfStraights(game), 'archie-burst')).toEqual([])
  })
})

describe('003 Look Up!\'s variant (lines 1240-1243): "Ground fire always shoots at the nearest aircraft (measure to any part of the aircraft card)", in place of "choose one randomly" (lines 781-782; groundFire.nearest, nearest.ts)', () => {
  it('whatever the generator, the gun fires at the Camel whose card is nearest its red dot, not the one first in table order nor the one whose stand is nearest', () => {
    // at the second phase's end the first Camel, flying north, is 40 cm south of the red dot, its card (3.15 cm to
    // the nose) 36.85 cm off; the second, flying east, 40.8 cm north, its card (4.5 cm to the wing tip) 36.3 cm off
    const planes: PlaneSpec[] = [
      arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 500, 540, 0, 2),
      { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 },
      FAR_DR1,
      arriving({ id: 'camel-2', aircraft: 'sopwith-camel', team: 'allied' }, 500, 500 - 40.8, 90, 2),
    ]
    for (let seed = 1; seed <= 12; seed++) {
      const game = start(planes, {}, (s) => (s.groundFire = { aa: 'solo', nearest: true }))
      game.state.rng = seedRng(seed)
      const bursts = eventsOfType(phaseOfStraights(game, { A: [aimRight], C: [shell] }), 'archie-burst')
      expect(bursts.map((b) => [b.phase, b.hit]), `seed ${seed}`).toEqual([[2, ['camel-2']]])
    }
  })
})

describe('003 Solo AA guns with altitude: the reach at the target\'s level is the counter\'s (lines 696-697: 2 rulers at level 1, 1.5 at 2, 1 at 3, half at 4, over the gun card at 5); level 0 is below the shells (heights 1-5), out of reach (rules.md, Ground fire judgement calls)', () => {
  /**
   * The first turn's bursts at a Camel at `level` whose card's near edge is `gap` cm south of the gun's red dot at the
   * second phase's end (two straights east, to x 500; 4.5 cm from its stand to its wing tip).
   */
  function burstsAt(level: number, gap: number) {
    const camel = arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', altitude: 1 }, 500, 500 + 9 / 2 + gap, 90, 2)
    const game = start([camel, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1], { altitude: true })
    // a plane starts at level 1 to 3 (003 line 306): it is put at its level, at 0 with a climb counter (lines 311-312)
    Object.assign(planeOf(game, 'camel').effects!.alt!, { level, climbs: level === 0 ? 1 : 0 })
    return eventsOfType(phaseOfStraights(game, { A: [aimRight], C: [shell] }), 'archie-burst').map((b) => [b.phase, b.level, b.hit])
  }

  it('a Camel at level 0 is not fired on, even over the gun card; at level 1 there it is', () => {
    expect(burstsAt(0, -4.5)).toEqual([])
    expect(burstsAt(0, 10)).toEqual([])
    expect(burstsAt(1, -4.5)).toEqual([[2, 1, ['camel']]])
  })

  it('levels 1-4: a card a centimetre within the reach is fired on, a centimetre beyond it is not', () => {
    const r = start([FAR_DR1]).rules.ruler
    for (const [level, reach] of [
      [1, 2],
      [2, 1.5],
      [3, 1],
      [4, 0.5],
    ] as const) {
      expect(burstsAt(level, reach * r - 1), `level ${level} within`).toEqual([[2, level, ['camel']]])
      expect(burstsAt(level, reach * r + 1), `level ${level} beyond`).toEqual([])
    }
  })

  it('level 5: a card overlapping the gun card is fired on, one a centimetre off it is not', () => {
    // the gun card's south edge is 3.15 cm from its red dot
    expect(burstsAt(5, 3.15 - 1)).toEqual([[2, 5, ['camel']]])
    expect(burstsAt(5, 3.15 + 1)).toEqual([])
  })
})

describe('003 AA guns reload: the counter at the corner the phase after the burst, at the side the next, in the centre after the third (lines 687-689)', () => {
  it('corner, side, centre, then a round waited before the next burst; the counter is public', () => {
    const game = start(overGun())
    phaseOfStraights(game, { A: [aimWrong] })
    // the turn's three phases: the burst in phase 2 (index 5), the corner after phase 3 (index 6)
    expect(planeOf(game, 'gun').effects!.aa).toEqual({ counter: 'corner', phase: 6 })
    expect(viewFor(game.state, 'allied').planes.find((p) => p.id === 'gun')!.effects!.aa).toEqual({ counter: 'corner', phase: 6 })
    const events = phaseOfStraights(game, { A: [aimWrong] })
    // the side after turn 2's first phase (index 7), the centre after its second (index 8): loaded, it waits index 9
    expect(planeOf(game, 'gun').effects!.aa).toEqual({ counter: 'centre', phase: 8 })
    expect(eventsOfType(events, 'archie-burst')).toEqual([])
    const next = phaseOfStraights(game, { A: [aimWrong] })
    // and fires again in turn 3's first phase (index 10)
    expect(eventsOfType(next, 'archie-burst').map((b) => [b.turn, b.phase])).toEqual([[3, 1]])
  })

  it('gunReady: loaded before the game, it may fire from the second phase; reloaded in phase p, from p + 2', () => {
    expect([4, 5].map((n) => gunReady(undefined, n))).toEqual([false, true])
    expect([10, 11].map((n) => gunReady({ counter: 'centre', phase: 9 }, n))).toEqual([false, true])
    expect(gunReady({ counter: 'side', phase: 9 }, 20)).toBe(false)
  })

  it('a silenced gun does not fire', () => {
    const game = start(overGun())
    game.state.planes[1].status = 'silenced'
    expect(eventsOfType(phaseOfStraights(game, { A: [aimRight] }), 'archie-burst')).toEqual([])
  })
})

describe('003 Cloud Cover (lines 461-463): a plane in the clouds "cannot fire, be fired on, or collide", by an AA gun neither', () => {
  it('the gun fires at a Camel at level 4 over it, and not when level 4 is the cloud cover the Camel waits in there', () => {
    const gun: PlaneSpec = { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }
    /** the bursts of the first turn's phases, the Camel at level 4 and over the gun at the second phase's end */
    const bursts = (cloudCover?: number) => {
      // in the clouds the Camel's base waits where it is (its straights are stacked); out of them it flies two
      // straights of 14.3 cm east, to x 500
      const camel: PlaneSpec = { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: cloudCover ? 500 : 471.4, y: 510, heading: 90, altitude: 3 }
      const game = start([camel, gun, FAR_DR1], { altitude: true, ...(cloudCover !== undefined ? { cloudCover } : {}) })
      // it has climbed to level 4 (a plane starts no higher than the ceiling, 3): the cover's, when there is one
      planeOf(game, 'camel').effects!.alt!.level = 4
      const events = phaseOfStraights(game, { A: [aimRight], C: [shell] })
      expect(eventsOfType(events, 'moved').filter((m) => m.plane === 'camel' && m.phase === 2).map((m) => Math.round(m.at.x)), 'where the Camel flew').toEqual(cloudCover ? [] : [500])
      return eventsOfType(events, 'archie-burst').map((b) => [b.level, b.hit])
    }
    expect(bursts()).toEqual([[4, ['camel']]])
    expect(bursts(4)).toEqual([])
  })
})
