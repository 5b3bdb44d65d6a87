/**
 * 003 Ground fire, AA guns placed by their players (groundFire.aa 'player'): the artillery counter (lines 679-691), with
 * altitude (lines 693-698), balloons (lines 700-708), Adjusting the Aim (lines 744-759).
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType, planeOf } from '../../../../electron/testing/engine-helpers'
import type { PlaneSpec } from '../../../../electron/testing/fixtures'
import { cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'
import type { Game } from '../../game'
import type { RulesOptions } from '../../types'
import { viewFor } from '../../view'
import { waitingFor } from '../../turn'
import { stackDeck } from '../../damage'
import type { GameEvent } from '../../types'
import { effectsOf, phaseIndex } from '../hooks'
import { playerBursts } from './player-aa'

const shell = cardWith('C', 8, ['smoke'])
/** A Camel flying east 40 cm north of a German AA gun; the Dr.I far off. */
function overGun(extra: PlaneSpec[] = [], altitude?: number): PlaneSpec[] {
  return [{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90, ...(altitude ? { altitude } : {}) }, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1, ...extra]
}
function game(extra: PlaneSpec[] = [], options: Partial<RulesOptions> = {}): Game {
  // with altitude the Camel flies at level 1, in the guns' longest reach
  return start(overGun(extra, options.altitude ? 1 : undefined), options, (s) => (s.groundFire = { aa: 'player' }))
}
/** the German seat's archie command */
function archie(g: Game, at: { x: number; y: number } | null, more: { level?: number; retire?: true } = {}) {
  return g.apply({ type: 'archie', seat: planeOf(g, 'gun').seat, plane: 'gun', at, ...more })
}
/** every flying plane plans straights (cards 1, 2, 3) */
function plan(g: Game) {
  return phaseOfStraights(g)
}
/** where the Camel's base is after two straights, from the game's own move */
function campAfterTwo(options: Partial<RulesOptions> = {}): { x: number; y: number } {
  const g = game([], options)
  plan(g)
  archie(g, null)
  archie(g, null)
  return { x: planeOf(g, 'camel').x, y: planeOf(g, 'camel').y }
}

describe('003 AA guns, the artillery counter: "At the start of any round, just before manoeuvres are revealed, the player controlling the gun can place the artillery counter" (lines 679-684)', () => {
  it('the game waits before the first reveal for the loaded gun, and for no one else', () => {
    const g = game()
    plan(g)
    expect(g.state.step).toBe('archie')
    expect(waitingFor(g.rules, g.state)).toEqual(['gun'])
  })

  it('"two aircraft manoeuvres are shown and executed. After that second manoeuvre", the aircraft over the counter takes a C card; the counter is public from its placing', () => {
    const at = campAfterTwo()
    const g = game()
    plan(g)
    stackDeck(g.state, 'C', [shell])
    const events = archie(g, at)
    expect(eventsOfType(events, 'archie-placed').map((e) => [e.gun, e.x, e.y, e.to])).toEqual([['gun', at.x, at.y, 'all']])
    // (the turn's phases run on: nobody has a target)
    expect(eventsOfType(events, 'archie-burst').map((b) => [b.phase, b.hit, b.cards])).toEqual([[2, ['camel'], 1]])
    expect(planeOf(g, 'camel').damage).toContain(shell)
  })

  it('a shell laid before its gun is silenced still bursts (rules.md: it was fired when the counter went down)', () => {
    for (const status of ['standing', 'silenced'] as const) {
      const g = game()
      plan(g)
      const camel = planeOf(g, 'camel')
      // the counter laid under the Camel two manoeuvres ago; then the gun was silenced (or not)
      const gun = planeOf(g, 'gun')
      effectsOf(gun).aa = { counter: 'placed', phase: phaseIndex(g.state) - 1, x: camel.x, y: camel.y }
      gun.status = status
      stackDeck(g.state, 'C', [shell])
      const events: GameEvent[] = []
      expect(playerBursts({ rules: g.rules, state: g.state, events }).map((s) => s.target), status).toEqual([g.state.planes.indexOf(camel)])
      expect(eventsOfType(events, 'archie-burst').map((e) => e.hit)).toEqual([['camel']])
    }
  })

  it('the counter is on the table for every seat to see from its placing until it bursts', () => {
    const g = game()
    plan(g)
    archie(g, null)
    expect(g.state.phase).toBe(2)
    archie(g, { x: 500, y: 470 })
    expect(g.state.step).toBe('planning')
    expect(eventsOfType(g.events, 'archie-placed').at(-1)).toMatchObject({ to: 'all', phase: 2 })
    expect(eventsOfType(g.events, 'archie-burst').at(-1)).toMatchObject({ phase: 3, hit: [] })
    // burst after phase 3: the counter is off the table, the gun reloading
    expect(viewFor(g.state, 'allied').planes.find((p) => p.id === 'gun')!.effects!.aa).toEqual({ counter: 'fired', phase: 6 })
  })

  it('a gun not fired (null) stays loaded and is asked again the next round; a counter the aircraft misses hits nothing', () => {
    const g = game()
    plan(g)
    archie(g, null)
    expect([g.state.step, g.state.phase]).toEqual(['archie', 2])
    archie(g, { x: 500, y: 470 })
    expect(planeOf(g, 'camel').damage).toEqual([])
  })

  it('"the edge of the counter is no more than 2 rulers of distance away from the red dot" and "may not be placed above the AA gun card"', () => {
    const g = game()
    plan(g)
    const ruler = g.rules.ruler
    expect(() => archie(g, { x: 500, y: 500 + 2 * ruler + 1.25 + 0.5 })).toThrow(/within 2 rulers/)
    expect(() => archie(g, { x: 500, y: 500 })).toThrow(/above the AA gun card/)
    expect(() => archie(g, { x: 500, y: 500 + 2 * ruler + 1 })).not.toThrow()
  })

  it('only loaded guns are asked: while its counter is out and while it reloads the gun is not waited for; loaded again, it is', () => {
    const g = game()
    plan(g)
    archie(g, { x: 500, y: 470 })
    // placed before phase 1, burst after phase 2; corner after phase 3, side after 1, centre after 2 of turn 2
    expect(g.state.step).toBe('planning')
    plan(g)
    expect([g.state.step, g.state.phase, planeOf(g, 'gun').effects!.aa!.counter]).toEqual(['archie', 3, 'centre'])
  })

  it('a gun is placed only by its own seat and only while the game waits for it', () => {
    const g = game()
    expect(() => archie(g, { x: 500, y: 470 })).toThrow(/just before the manoeuvres/)
    plan(g)
    expect(() => g.apply({ type: 'archie', seat: planeOf(g, 'camel').seat, plane: 'gun', at: null })).toThrow()
  })
})

describe('003 Friendly Artillery Fire (lines 654-658): "more interesting and authentic when the guns are controlled by a player who is not controlling any aircraft ... friendly aircraft were sometimes shot at by mistake"', () => {
  /** The Camel and an Albatros flying east side by side; the German gun laid by a seat of its own that flies nothing. */
  function artillery(): Game {
    const planes: PlaneSpec[] = [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90 },
      { id: 'albatros', aircraft: 'albatros-d-iii', team: 'central', x: 440, y: 547, heading: 90 },
      { id: 'gun', aircraft: 'aa-gun', team: 'central', seat: 'artillery', x: 500, y: 500, heading: 0 },
      FAR_DR1,
    ]
    return start(planes, {}, (s) => (s.groundFire = { aa: 'player' }))
  }

  it('the guns may have a player of their own, who controls no aircraft: the game waits for that seat alone to lay them', () => {
    const g = artillery()
    expect(g.state.planes.filter((p) => p.seat === 'artillery').map((p) => p.id)).toEqual(['gun'])
    plan(g)
    expect(g.state.step).toBe('archie')
    expect(waitingFor(g.rules, g.state)).toEqual(['gun'])
    expect(() => g.apply({ type: 'archie', seat: 'central', plane: 'gun', at: null })).toThrow()
  })

  it('a friendly aircraft over the counter is shot at by mistake: the Albatros takes a C card with the Camel (line 684, "friend or foe")', () => {
    const g = artillery()
    plan(g)
    stackDeck(g.state, 'C', [shell, cardWith('C', 2)])
    // after two straights the Camel's stand is at (468.6, 540), the Albatros's at (470.6, 547): their cards overlap here
    g.apply({ type: 'archie', seat: 'artillery', plane: 'gun', at: { x: 469.6, y: 543.5 } })
    const bursts = eventsOfType(g.events, 'archie-burst')
    expect(bursts.map((b) => [b.phase, [...b.hit].sort()])).toEqual([[2, ['albatros', 'camel']]])
    expect(planeOf(g, 'albatros').damage).toHaveLength(1)
    expect(planeOf(g, 'camel').damage).toHaveLength(1)
  })
})

describe('003 Using AA Guns with Altitude Rules (lines 693-698)', () => {
  it('the player declares a height 1-5; the reach is 2 rulers at 1, 1.5 at 2, 1 at 3, half at 4, over the gun card at 5', () => {
    const g = game([], { altitude: true })
    plan(g)
    const r = g.rules.ruler
    expect(() => archie(g, { x: 500, y: 470 })).toThrow(/height from 1 to 5/)
    expect(() => archie(g, { x: 500, y: 500 + 1.5 * r + 1.25 + 0.5 }, { level: 2 })).toThrow(/1.5 rulers/)
    expect(() => archie(g, { x: 500, y: 500 + 0.5 * r + 1.25 + 0.5 }, { level: 4 })).toThrow(/0.5 ruler/)
    expect(() => archie(g, { x: 500, y: 500 + r }, { level: 5 })).toThrow(/overlapping the gun card/)
    expect(() => archie(g, { x: 500, y: 500 }, { level: 5 })).not.toThrow()
  })

  it('"with altitude rules in use, ignore the rule about not placing the counter over the card" (lines 697-698): over the gun card at heights 1-4 too (without altitude refused, line 683: above)', () => {
    for (const level of [1, 2, 3, 4]) {
      const g = game([], { altitude: true })
      plan(g)
      // on the red dot, and at the card's corner
      expect(() => archie(g, { x: 500, y: 500 }, { level }), `level ${level}`).not.toThrow()
      expect(eventsOfType(g.events, 'archie-placed').map((e) => [e.x, e.y, e.level])).toEqual([[500, 500, level]])
      const corner = game([], { altitude: true })
      plan(corner)
      expect(() => archie(corner, { x: 504, y: 503 }, { level }), `level ${level}, corner`).not.toThrow()
    }
  })

  it('"Only objects at that altitude are affected": a counter at another level misses the Camel over it', () => {
    const at = campAfterTwo({ altitude: true })
    const probe = game([], { altitude: true })
    plan(probe)
    const level = planeOf(probe, 'camel').effects!.alt!.level
    expect(level).toBe(1)
    for (const [lv, hits] of [[1, ['camel']], [2, []]] as const) {
      const g = game([], { altitude: true })
      plan(g)
      stackDeck(g.state, 'C', [shell])
      const events = archie(g, at, { level: lv })
      expect(eventsOfType(events, 'archie-burst').map((b) => [b.level, b.hit])).toEqual([[lv, hits]])
    }
  })
})

describe('003 Cloud Cover (lines 461-463): a plane in the clouds "cannot ... be fired on", by a shell neither', () => {
  it('a counter at level 4 bursts on a Camel over it at level 4, and misses it when level 4 is the cloud cover it waits in', () => {
    const gun: PlaneSpec = { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }
    const bursts = (cloudCover?: number) => {
      // in the clouds the Camel's base waits where it is (its straights are stacked); out of them it flies two
      // straights of 14.3 cm east, to (500, 512) where the counter lies
      const camel: PlaneSpec = { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: cloudCover ? 500 : 471.4, y: 512, heading: 90, altitude: 3 }
      const g = start([camel, gun, FAR_DR1], { altitude: true, ...(cloudCover !== undefined ? { cloudCover } : {}) }, (s) => (s.groundFire = { aa: 'player' }))
      // it has climbed to level 4 (a plane starts no higher than the ceiling, 3): the cover's, when there is one
      planeOf(g, 'camel').effects!.alt!.level = 4
      plan(g)
      stackDeck(g.state, 'C', [shell])
      return eventsOfType(archie(g, { x: 500, y: 512 }, { level: 4 }), 'archie-burst').map((b) => [b.level, b.hit])
    }
    expect(bursts()).toEqual([[4, ['camel']]])
    expect(bursts(4)).toEqual([[4, []]])
  })
})

describe('003 Balloons and Anti-Aircraft Guns (lines 700-708)', () => {
  const drachen = (team: 'allied' | 'central', x: number, y: number): PlaneSpec => ({ id: `drachen-${team}`, aircraft: 'parseval-sigsfeld-drachen', team, x, y, heading: 0 })

  it('"Artillery counters cannot be placed on friendly balloons"', () => {
    const g = game([drachen('central', 500, 440)])
    plan(g)
    expect(() => archie(g, { x: 500, y: 440 })).toThrow(/friendly balloon/)
  })

  it('"within a half-ruler of distance from any part of a balloon, the balloon immediately takes a C- Damage card"', () => {
    const g = game([drachen('allied', 530, 460)])
    plan(g)
    const shape = g.rules.byId.get('drachen-allied')!.shape
    stackDeck(g.state, 'C', [shell])
    // the counter's edge a centimetre less than half a ruler from the balloon card's near edge
    const events = archie(g, { x: 530, y: 460 + shape.depth / 2 + 1.25 + g.rules.ruler / 2 - 1 })
    expect(eventsOfType(events, 'archie-burst').map((e) => e.hit)).toEqual([['drachen-allied']])
    expect(planeOf(g, 'drachen-allied').damage).toEqual([shell])
  })

  it('with the altitude rules "Only objects at that altitude are affected" (line 696): a balloon too, at its own level', () => {
    // the Drachen flies at level 2 here: a shell aimed at level 1 bursts under it
    for (const [above, hits] of [
      [0, ['drachen-allied']],
      [-1, []],
    ] as const) {
      const g = game([drachen('allied', 530, 460)], { altitude: true })
      plan(g)
      const level = planeOf(g, 'drachen-allied').effects!.alt!.level
      expect(level).toBe(2)
      const shape = g.rules.byId.get('drachen-allied')!.shape
      stackDeck(g.state, 'C', [shell])
      const events = archie(g, { x: 530, y: 460 + shape.depth / 2 + 1.25 + g.rules.ruler / 2 - 1 }, { level: level + above })
      expect(eventsOfType(events, 'archie-burst').map((e) => [e.level, e.hit])).toEqual([[level + above, hits]])
    }
  })

  it('"not possible to trace a straight line from the red dot at the centre of the gun to any part of the artillery counter without passing through a balloon card or base"', () => {
    const g = game([drachen('allied', 500, 470)])
    plan(g)
    expect(() => archie(g, { x: 500, y: 445 })).toThrow(/clear of the balloons/)
    expect(() => archie(g, { x: 440, y: 470 })).not.toThrow()
  })
})

describe('003 Adjusting the Aim (lines 744-759), option adjustAim', () => {
  it('the owner may move the counter up to one ruler, and two rounds must pass again; or retire it to the centre of the gun', () => {
    const g = game([], { adjustAim: true })
    plan(g)
    archie(g, { x: 500, y: 470 })
    expect([g.state.step, g.state.phase]).toEqual(['archie', 2])
    expect(() => archie(g, { x: 500, y: 470 - g.rules.ruler - 1 })).toThrow(/one ruler/)
    const moved = archie(g, { x: 500, y: 460 })
    expect(eventsOfType(moved, 'archie-placed').map((e) => e.adjusted)).toEqual([true])
    // moved before phase 2: no burst after phase 2, the second manoeuvre since the first placing
    expect(eventsOfType(moved, 'archie-burst')).toEqual([])
    expect([g.state.step, g.state.phase]).toEqual(['archie', 3])
    const retired = archie(g, null, { retire: true })
    expect(eventsOfType(retired, 'archie-retired')).toHaveLength(1)
    expect(eventsOfType(retired, 'archie-burst')).toEqual([])
    // retired before phase 3, the gun is "able to shoot at the start of the next round" (line 753): it is asked again
    // before the next turn's first reveal
    expect(g.state.step).toBe('planning')
    plan(g)
    expect([g.state.step, g.state.turn, g.state.phase]).toEqual(['archie', 2, 1])
    expect(waitingFor(g.rules, g.state)).toEqual(['gun'])
  })

  it('"delayed": the counter left where it is (moved to its own place) bursts two rounds after', () => {
    const g = game([], { adjustAim: true })
    plan(g)
    archie(g, { x: 500, y: 470 })
    const delayed = archie(g, { x: 500, y: 470 })
    expect(eventsOfType(delayed, 'archie-burst')).toEqual([])
    const left = archie(g, null)
    expect(eventsOfType(left, 'archie-burst').map((b) => b.phase)).toEqual([3])
  })

  it('with altitude the counter may be declared one level higher or lower instead of moving', () => {
    const g = game([], { adjustAim: true, altitude: true })
    plan(g)
    archie(g, { x: 500, y: 470 }, { level: 2 })
    expect(() => archie(g, null, { level: 4 })).toThrow(/one altitude level/)
    expect(() => archie(g, { x: 500, y: 460 }, { level: 3 })).toThrow(/not both/)
    expect(eventsOfType(archie(g, null, { level: 3 }), 'archie-placed').map((e) => e.level)).toEqual([3])
  })

  it('without the option a counter on the table is never adjusted: the game does not wait', () => {
    const g = game()
    plan(g)
    archie(g, { x: 500, y: 470 })
    expect(g.state.step).toBe('planning')
  })
})
