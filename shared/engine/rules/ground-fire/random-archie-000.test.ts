/**
 * 000 Random Archie (document 000, lines 532-545), option randomArchie000, in place of 003's solo AA rules.
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType, planeOf } from '../../../../electron/testing/engine-helpers'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { BIG, cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'
import { Game } from '../../game'
import type { RulesOptions } from '../../types'
import { viewFor } from '../../view'

const RANDOM: Partial<RulesOptions> = { randomArchie000: true }
const GUN: PlaneSpec = { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }
/** A Camel flying east 40 cm north of a German AA gun (within two rulers, 68 cm, for the first two turns); `extra` beside. */
function overGun(extra: PlaneSpec[] = [], altitude?: number): PlaneSpec[] {
  return [{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90, ...(altitude !== undefined ? { altitude } : {}) }, GUN, FAR_DR1, ...extra]
}
const aimRight = cardWith('A', 1, ['smoke'])
const aimWrong = cardWith('A', 3)
const shell = cardWith('C', 8, ['smoke'])

describe('000 Random Archie: "Archie starts the game with four roundel counters on them, showing that they are loaded. Archie that is loaded at the beginning of a fire phase will fire if it has a target" (lines 534-536)', () => {
  it('fires in the game\'s first fire phase (003 waits a round); "If a card with special damage ... is drawn then the aim is on target", the target takes a C card (lines 540-542)', () => {
    const game = start(overGun(), RANDOM)
    const events = phaseOfStraights(game, { A: [aimRight], C: [shell] })
    expect(eventsOfType(events, 'archie-burst').map((b) => [b.turn, b.phase, b.gun, b.hit, b.aimCard, b.cards])).toEqual([[1, 1, 'gun', ['camel'], aimRight, 1]])
    expect(planeOf(game, 'camel').damage).toEqual([shell])
  })

  it('a jammed guns card aims right too ("including jam"); "Otherwise the shot misses. Replace the card in the deck" (line 540): the A card goes back into the draw pile, not the discard', () => {
    const jam = start(overGun(), RANDOM)
    expect(eventsOfType(phaseOfStraights(jam, { A: [cardWith('A', 0, ['jam'], 'red')], C: [shell] }), 'archie-burst').map((b) => b.hit)).toEqual([['camel']])
    const game = start(overGun(), RANDOM)
    const size = game.state.decks.A.draw.length
    const events = phaseOfStraights(game, { A: [aimWrong] })
    expect(eventsOfType(events, 'archie-burst').map((b) => [b.hit, b.aimCard, b.cards])).toEqual([[[], aimWrong, 0]])
    expect(planeOf(game, 'camel').damage).toEqual([])
    expect(game.state.decks.A.draw).toContain(aimWrong)
    expect(game.state.decks.A.draw).toHaveLength(size)
    expect(game.state.decks.A.discard).not.toContain(aimWrong)
  })

  it('"Archie will fire at the closest target" (line 538): of two Camels in range, the one nearer the gun', () => {
    const game = start([{ id: 'near', aircraft: 'sopwith-camel', team: 'allied', x: 480, y: 515, heading: 90 }, { id: 'far', aircraft: 'sopwith-camel', team: 'allied', x: 480, y: 545, heading: 90 }, GUN, FAR_DR1], RANDOM)
    expect(eventsOfType(phaseOfStraights(game, { A: [aimRight], C: [shell] }), 'archie-burst').map((b) => b.hit)).toEqual([['near']])
    expect(planeOf(game, 'far').damage).toEqual([])
  })

  it('"Overlapping aircraft count as one target ... Draw a C damage card for the target aircraft and any aircraft overlapping" (lines 538, 542)', () => {
    const game = start(overGun([{ id: 'camel2', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 544, heading: 90 }]), RANDOM)
    const events = phaseOfStraights(game, { A: [aimRight] })
    expect(eventsOfType(events, 'archie-burst').map((b) => [b.hit, b.cards])).toEqual([[['camel', 'camel2'], 2]])
    expect([planeOf(game, 'camel').damage.length, planeOf(game, 'camel2').damage.length]).toEqual([1, 1])
  })

  it('"Targets within a half ruler distance of a balloon are ignored" (line 538): any balloon, here the enemy\'s own', () => {
    const game = start(overGun([{ id: 'caquot', aircraft: 'caquot-m', team: 'allied', x: 470, y: 560, heading: 0 }]), RANDOM)
    expect(eventsOfType(phaseOfStraights(game, { A: [aimRight] }), 'archie-burst')).toEqual([])
    // the gun did not fire: still loaded
    expect(planeOf(game, 'gun').effects?.aa).toBeUndefined()
  })

  it('an aircraft beyond two rulers (the range of 000\'s Player Controlled Archie, 000 line 524, and of 003\'s solo guns, 003 lines 776-777) is not fired at', () => {
    const game = start([{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 580, heading: 90 }, GUN, FAR_DR1], RANDOM)
    expect(eventsOfType(phaseOfStraights(game, { A: [aimRight] }), 'archie-burst')).toEqual([])
  })
})

describe('000 Random Archie: "If the closest target is a friendly aircraft, roll 2+ on a D6 to recognise it and move on to the next closest target" (line 538)', () => {
  /** a German Albatros nearer the gun than the Camel, both in range; seed `seed` */
  function friendFirst(seed: number): Game {
    const planes = [{ id: 'albatros', aircraft: 'albatros-d-iii', team: 'central' as const, x: 480, y: 515, heading: 90 }, { id: 'camel', aircraft: 'sopwith-camel', team: 'allied' as const, x: 480, y: 545, heading: 90 }, GUN, FAR_DR1]
    return Game.start(content, setupWith(planes, { options: RANDOM, table: BIG }), seed)
  }

  it('over 60 games the gun passes the friend over about five times in six and fires at it otherwise, never at no one', () => {
    const hits = Array.from({ length: 60 }, (_, s) => {
      const game = friendFirst(s + 1)
      const bursts = eventsOfType(phaseOfStraights(game, { A: [aimRight] }), 'archie-burst')
      expect(bursts).toHaveLength(1)
      return bursts[0].hit[0]
    })
    const friend = hits.filter((h) => h === 'albatros').length
    expect(hits.filter((h) => h === 'camel').length).toBe(60 - friend)
    // a 1 on a D6: 10 expected
    expect(friend).toBeGreaterThanOrEqual(3)
    expect(friend).toBeLessThanOrEqual(20)
  })

  it('a friend recognised with no other target: the gun does not fire and stays loaded (asked again each phase)', () => {
    let fired = 0
    for (let s = 1; s <= 30; s++) {
      const planes = [{ id: 'albatros', aircraft: 'albatros-d-iii', team: 'central' as const, x: 480, y: 515, heading: 90 }, GUN, FAR_DR1, { id: 'spad', aircraft: 'spad-xiii', team: 'allied' as const, x: 900, y: 100, heading: 270 }]
      const game = Game.start(content, setupWith(planes, { options: RANDOM, table: BIG }), s)
      const bursts = eventsOfType(phaseOfStraights(game, { A: [aimRight] }), 'archie-burst')
      if (bursts.length === 0) expect(planeOf(game, 'gun').effects?.aa).toBeUndefined()
      else {
        expect(bursts[0].hit).toEqual(['albatros'])
        fired++
      }
    }
    // a 1 in one of the turn's three phases: 1 - (5/6)^3, 12.6 games in 30 expected
    expect(fired).toBeGreaterThanOrEqual(4)
    expect(fired).toBeLessThanOrEqual(22)
  })
})

describe('000 Random Archie reloads: "For each fire phase after the Archie fire took effect place a roundel counter on the Archie. After four phases the Archie has reloaded and may fire the next phase" (line 544)', () => {
  it('a roundel a phase, public; loaded after the fourth and firing in the fifth phase after its burst', () => {
    const game = start(overGun(), RANDOM)
    const first = phaseOfStraights(game, { A: [aimWrong] })
    // the burst in turn 1's phase 1 (index 4); roundels after phases 2 and 3
    expect(eventsOfType(first, 'archie-burst').map((b) => [b.turn, b.phase])).toEqual([[1, 1]])
    expect(planeOf(game, 'gun').effects!.aa).toEqual({ counter: 'fired', phase: 4, roundels: 2 })
    expect(viewFor(game.state, 'allied').planes.find((p) => p.id === 'gun')!.effects!.aa).toEqual({ counter: 'fired', phase: 4, roundels: 2 })
    const second = phaseOfStraights(game, { A: [aimWrong] })
    // the third roundel after turn 2's phase 1, the fourth (loaded) after its phase 2; it fires in its phase 3
    expect(eventsOfType(second, 'archie-burst').map((b) => [b.turn, b.phase])).toEqual([[2, 3]])
  })

  it('without the option the same gun plays 003\'s solo rules: it waits a round and fires in phase 2', () => {
    const game = start(overGun())
    expect(eventsOfType(phaseOfStraights(game, { A: [aimWrong] }), 'archie-burst').map((b) => b.phase)).toEqual([2])
  })

  it('with player-placed guns (groundFire.aa \'player\') the option leaves them to their players', () => {
    const game = start(overGun(), RANDOM, (s) => (s.groundFire = { aa: 'player' }))
    phaseOfStraights(game)
    expect(game.state.step).toBe('archie')
  })
})

describe('000 Random Archie with the altitude rules (judgement call: the shell bursts at the target\'s level, 1 to 5, two rulers at each)', () => {
  it('a Camel at level 3, 40 cm off (beyond 003\'s one ruler at that height) is fired at, the burst at level 3', () => {
    const game = start(overGun([], 3), { ...RANDOM, altitude: true })
    const events = phaseOfStraights(game, { A: [aimRight], C: [shell] })
    expect(eventsOfType(events, 'archie-burst').map((b) => [b.hit, b.level])).toEqual([[['camel'], 3]])
  })

  it('aircraft overlapping at another level are not part of the target', () => {
    const game = start(overGun([{ id: 'camel2', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 544, heading: 90, altitude: 2 }], 1), { ...RANDOM, altitude: true })
    expect(eventsOfType(phaseOfStraights(game, { A: [aimRight] }), 'archie-burst').map((b) => b.hit)).toEqual([['camel']])
  })
})
