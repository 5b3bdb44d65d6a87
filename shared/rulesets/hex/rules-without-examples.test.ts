/**
 * 002 rules no worked example shows, each played through the engine with playHexScript: the shoot segment's dice at
 * ranges 2, 5 and 6, the enemy-only target, the Ace as a Shoot card, the move cards' limits (a Hard turn at max
 * speed, no climb on a Slide or a Hard turn, no velocity below 0), a target inside a cloud, ground fire's range and
 * the rifles' dice, balloons of one's own side or at another altitude, and "1 plane per player" in the content.
 * 002 is one line of text (line 1, as grep -n gives it): each test names its section and quotes its words.
 */
import { describe, expect, it } from 'vitest'
import aircraft from '../../../assets/hex/aircraft.json' with { type: 'json' }
import deck from '../../../assets/hex/deck.json' with { type: 'json' }
import scenarios from '../../../assets/hex/scenarios.json' with { type: 'json' }
import { parseHexContent } from './content'
import { hexContent } from './content-fixture'
import { playHexScript, refusalOf as refusal } from './script'

describe('002 SHOOT SEGMENT: the dice at each range (002 line 1)', () => {
  // the Camel fires along row 4 at the Fokker `range` spaces directly in front, at its altitude; the die rolled is
  // `die`, the critical roll a 4 (no critical hit); a miss asks no one to evade
  const shotAt = (range: number, die: number, hits: number) =>
    playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 0, row: 4 }, altitude: 3 }, fokker: { hex: { col: range, row: 4 }, altitude: 3 } } },
        { hands: { allies: ['shoot'], germans: ['left'] } },
        { dice: [die, 4] },
        { seat: 'allies', type: 'shoot', card: 'shoot', target: 'fokker' },
        { expect: { event: `range ${range}: 1D6-${range - 1}`, pending: hits ? 'evade' : null } },
        ...(hits ? [{ seat: 'germans', type: 'pass' }] : []),
        { expect: { planes: { fokker: { hits } } } },
      ],
    }).errors

  it('"If your opponent is 2 spaces directly in front of you he takes 1D6-1 hits": a 3 is 2 hits, a 1 none', () => {
    expect(shotAt(2, 3, 2)).toEqual([])
    expect(shotAt(2, 1, 0)).toEqual([])
  })

  it('"If your opponent is 5 spaces directly in front of you he takes 1D6-4 hits": a 6 is 2 hits, a 4 none', () => {
    expect(shotAt(5, 6, 2)).toEqual([])
    expect(shotAt(5, 4, 0)).toEqual([])
  })

  it('"If your opponent is 6 spaces directly in front of you he takes 1D6-5 hits": a 6 is 1 hit, a 5 none', () => {
    expect(shotAt(6, 6, 1)).toEqual([])
    expect(shotAt(6, 5, 0)).toEqual([])
  })
})

describe('002 SHOOT SEGMENT: the target is "your opponent" (002 line 1)', () => {
  it('a plane of one\'s own side is refused, by a plane and by a ground unit (GROUND ATTACKS: "If an enemy plane comes in range of one of your ground units")', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'two-on-two',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 3, row: 3 }, altitude: 3 }, bristol: { hex: { col: 5, row: 3 }, altitude: 3 } } },
        { hands: { 'allies-1': ['shoot'] } },
        { seat: 'allies-1', type: 'shoot', card: 'shoot', target: 'bristol', refused: 'friendly' },
        { expect: { handCount: { 'allies-1': 1 }, planes: { camel: { ammo: 12 }, bristol: { hits: 0 } } } },
      ],
    })
    expect(errors).toEqual([])
    // the Fokker over its own side's rifles, in their range and altitude
    const ground = playHexScript(hexContent, {
      scenario: 'ground-attack',
      seed: 1,
      steps: [
        { place: { fokker: { hex: { col: 8, row: 4 }, altitude: 1 } } },
        { hands: { germans: ['shoot'] } },
        { seat: 'germans', type: 'ground-fire', card: 'shoot', unit: 'trench-rifles', target: 'fokker', refused: 'friendly' },
        { expect: { handCount: { germans: 1 } } },
      ],
    })
    expect(ground.errors).toEqual([])
  })

  it('a plane already shot down is no longer a target: the Albatros\'s pilot downs the Camel, its observer may not fire at it', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'two-on-two',
      seed: 6,
      steps: [
        { expect: { waitingFor: ['germans-2'] }, note: 'the Albatros moves first; it faces west, the Camel 1 space in front' },
        { place: { albatros: { hex: { col: 8, row: 7 }, altitude: 3 }, camel: { hex: { col: 7, row: 7 }, altitude: 3, hits: 5 } } },
        { hands: { 'germans-2': ['shoot', 'shoot'], 'allies-1': ['left'] } },
        { dice: [6, 4] },
        { seat: 'germans-2', type: 'shoot', card: 'shoot', target: 'camel' },
        { seat: 'allies-1', type: 'pass' },
        { expect: { planes: { camel: { status: 'shot-down' } }, over: false, waitingFor: ['germans-2'] } },
        { seat: 'germans-2', type: 'observer-shoot', card: 'shoot', target: 'camel', refused: 'target-down' },
      ],
    })
    expect(errors).toEqual([])
  })
})

describe('002 CARD LIST: "The Ace card may be used as any other type of card except stall" (002 line 1)', () => {
  // the Ace refused as a Stall card is docs/examples/hex/ace-card.json's
  it('the Ace discarded as the Shoot card fires: "You must discard a Shoot Card to attack"', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 3, row: 4 }, altitude: 3 }, fokker: { hex: { col: 4, row: 4 }, altitude: 3 } } },
        { hands: { allies: ['ace'], germans: ['left'] } },
        { dice: [2, 4] },
        { seat: 'allies', type: 'shoot', card: 'ace', target: 'fokker' },
        { expect: { event: 'range 1: 1D6', discardTop: 'ace', handCount: { allies: 0 }, planes: { camel: { ammo: 11 } }, pending: 'evade' } },
        { seat: 'germans', type: 'pass' },
        { expect: { planes: { fokker: { hits: 2 } } } },
      ],
    })
    expect(errors).toEqual([])
  })
})

describe('002 MOVE PHASE: the move cards as written (002 line 1)', () => {
  it('"Hard Left: change your facing 1 arc to the left and velocity +1": at max speed the turn is taken, the velocity stays at the max (rules.md)', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 3, row: 4 }, altitude: 3, velocity: 6 } } },
        { hands: { allies: ['hard-left'] } },
        { seat: 'allies', type: 'card', card: 'hard-left' },
        { expect: { planes: { camel: { facing: 1, velocity: 6 } }, discardTop: 'hard-left' } },
      ],
    })
    expect(errors).toEqual([])
  })

  it('"Slide Left ... You may decrease your altitude 1 step", "Hard Right ... You may decrease your altitude 1 step": neither climbs', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 3, row: 4 }, altitude: 3 } } },
        { hands: { allies: ['slide-left', 'hard-right'] } },
        { seat: 'allies', type: 'card', card: 'slide-left', altitude: 1, refused: 'card-altitude' },
        { seat: 'allies', type: 'card', card: 'hard-right', altitude: 1, refused: 'card-altitude' },
        { expect: { planes: { camel: { hex: { col: 3, row: 4 }, facing: 0, altitude: 3, velocity: 3 } }, handCount: { allies: 2 } } },
        { seat: 'allies', type: 'card', card: 'slide-left', altitude: -1 },
        { expect: { planes: { camel: { hex: { col: 3, row: 3 }, facing: 0, altitude: 2 } } } },
      ],
    })
    expect(errors).toEqual([])
  })

  it('"Velocity ranges from 0 to 6": neither the free change nor Forward -1 takes it below 0', () => {
    const { game, errors } = playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 3, row: 4 }, altitude: 3, velocity: 0 } } },
        { hands: { allies: ['forward'] } },
      ],
    })
    expect(errors).toEqual([])
    expect(refusal(game!, { type: 'speed', seat: 'allies', delta: -1 })).toBe('velocity: Velocity cannot go below 0')
    expect(refusal(game!, { type: 'card', seat: 'allies', card: game!.state.hands.allies[0].id, velocity: -1 })).toBe('velocity: Velocity cannot go below 0')
    expect(game!.state.planes[0]).toMatchObject({ id: 'camel', velocity: 0 })
    expect(game!.state.hands.allies.map((c) => c.type)).toEqual(['forward'])
  })
})

describe('002 CLOUDS: "Planes cannot shoot into or through clouds" (002 line 1)', () => {
  it('into: a target inside a cloud hex, at an altitude of the cloud, cannot be shot; below the cloud it can', () => {
    // the ground attack's cloud covers (5,3), (6,3) and (5,4) at altitudes 4 and 5; the Fokker fires west along
    // row 4 from (7,4): the line passes (6,4), clear, then the Bristol's hex (5,4)
    const { errors } = playHexScript(hexContent, {
      scenario: 'ground-attack',
      seed: 1,
      steps: [
        { place: { fokker: { hex: { col: 7, row: 4 }, facing: 3, altitude: 4 }, bristol: { hex: { col: 5, row: 4 }, altitude: 4 } } },
        { hands: { germans: ['shoot'] } },
        { seat: 'germans', type: 'shoot', card: 'shoot', target: 'bristol', refused: 'cloud' },
        { place: { fokker: { altitude: 3 }, bristol: { altitude: 3 } } },
        { dice: [1] },
        { seat: 'germans', type: 'shoot', card: 'shoot', target: 'bristol' },
        { expect: { event: 'range 2: 1D6-1' } },
      ],
    })
    expect(errors).toEqual([])
  })
})

describe('002 GROUND ATTACKS (002 line 1)', () => {
  it('"Rifles have a range of 1 hex", "Flak guns have a range of 3 hexes": a plane farther is refused', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'ground-attack',
      seed: 1,
      steps: [
        { place: { bristol: { hex: { col: 10, row: 5 }, altitude: 1 } }, note: 'the rifles are at (8,5): 2 hexes' },
        { hands: { germans: ['shoot', 'shoot'] } },
        { seat: 'germans', type: 'ground-fire', card: 'shoot', unit: 'trench-rifles', target: 'bristol', refused: 'range' },
        { place: { bristol: { hex: { col: 8, row: 2 } } }, note: 'the flak is at (12,2): 4 hexes' },
        { seat: 'germans', type: 'ground-fire', card: 'shoot', unit: 'flak', target: 'bristol', refused: 'range' },
        { expect: { handCount: { germans: 2 } } },
      ],
    })
    expect(errors).toEqual([])
  })

  it('"Rifles do 1D6-5 damage": a 6 is 1 hit, a 5 none', () => {
    const riflesRoll = (die: number, hits: number) =>
      playHexScript(hexContent, {
        scenario: 'ground-attack',
        seed: 1,
        steps: [
          { place: { bristol: { hex: { col: 9, row: 5 }, altitude: 1 } } },
          { hands: { germans: ['shoot'], allies: ['left'] } },
          { dice: [die, 4] },
          { seat: 'germans', type: 'ground-fire', card: 'shoot', unit: 'trench-rifles', target: 'bristol' },
          { expect: { event: 'range 1: 1D6-5', pending: hits ? 'evade' : null } },
          ...(hits ? [{ seat: 'allies', type: 'pass' }] : []),
          { expect: { planes: { bristol: { hits } } } },
        ],
      }).errors
    expect(riflesRoll(6, 1)).toEqual([])
    expect(riflesRoll(5, 0)).toEqual([])
  })
})

describe('002 BALLOONS: "Planes may shoot down balloons" (002 line 1)', () => {
  it('a balloon of one\'s own side is refused (rules.md: "an enemy balloon")', () => {
    // balloon busting: the Drachen (German) at (9,4), altitude 2, 4 spaces in front of the Fokker
    const { errors } = playHexScript(hexContent, {
      scenario: 'balloon-busting',
      seed: 2,
      steps: [
        { expect: { waitingFor: ['germans'] } },
        { place: { fokker: { hex: { col: 13, row: 4 }, altitude: 2 } } },
        { hands: { germans: ['shoot'] } },
        { seat: 'germans', type: 'shoot', card: 'shoot', target: 'drachen', refused: 'friendly' },
        { expect: { balloons: ['drachen'], handCount: { germans: 1 } } },
      ],
    })
    expect(errors).toEqual([])
  })

  it('"The target must be at the same altitude or 1 step lower" holds for a balloon (rules.md: "same ranges and altitudes")', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'balloon-busting',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 7, row: 4 }, altitude: 4 } } },
        { hands: { allies: ['shoot'] } },
        { seat: 'allies', type: 'shoot', card: 'shoot', target: 'drachen', refused: 'altitude' },
        { place: { camel: { altitude: 1 } } },
        { seat: 'allies', type: 'shoot', card: 'shoot', target: 'drachen', refused: 'altitude' },
        { expect: { balloons: ['drachen'], handCount: { allies: 1 } } },
      ],
    })
    expect(errors).toEqual([])
  })
})

describe('002 INTRODUCTION: "1 plane per player" (002 line 1)', () => {
  it('a scenario giving one seat two planes is refused with a clear error', () => {
    const s = structuredClone(scenarios)
    s.scenarios[0].planes[1].seat = s.scenarios[0].planes[0].seat
    expect(() => parseHexContent({ aircraft, deck, scenarios: s })).toThrow(/scenario "duel": seat "allies" flies two planes \(002: "1 plane per player"\)/)
  })
})
