/**
 * 003 Ground fire, Anti-Aircraft Machine Guns (lines 712-732): they shoot and jam like A- or B-firing aircraft (lines
 * 714-716), the example of the SPAD overlapping the gun's card (lines 719-723), the Aim rule applying to them (lines
 * 727-728) and, with the altitude rules, the aircraft's firing rules across levels from level 0 (lines 730-732).
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, optionsOf, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import type { PlaneSpec } from '../../../../electron/testing/fixtures'
import { cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'
import { stackDeck } from '../../damage'
import { fireOptionsFromView } from '../../fire-reasons'
import type { Game } from '../../game'
import type { RulesOptions } from '../../types'

/**
 * A SPAD XIII whose first straight (card 1) leaves its stand `gap` cm from the front edge of an AA machine gun's card
 * (6.3 cm deep), the gun facing it; `heading` 0: the SPAD flies at the gun, 180: away from it.
 */
function spadAndGun(gun: string, gap: number, heading = 0, spad: Partial<PlaneSpec> = {}): PlaneSpec[] {
  return [arriving({ id: 'spad', aircraft: 'spad-xiii', team: 'allied', ...spad }, 500, 500 - 3.15 - gap, heading), { id: 'gun', aircraft: gun, team: 'central' as const, x: 500, y: 500, heading: 180 }, FAR_DR1]
}

/** Start, stack the decks, plan straights: the game waits at the first phase's firing step (if anyone may fire). */
function firstFiring(planes: PlaneSpec[], stacked: Record<string, string[]> = {}, options: Partial<RulesOptions> = {}): Game {
  const game = start(planes, options)
  for (const [deck, ids] of Object.entries(stacked)) stackDeck(game.state, deck, ids)
  planNumbers(game, { spad: [1, 2, 3], dr1: [1, 2, 3] })
  return game
}

describe('003 AA machine guns: "Machine guns are marked A or B. They shoot and jam exactly like A- or B-firing aircraft, depending on the red letter on them" (lines 714-716)', () => {
  it('like an aircraft, two cards at a plane in its arc within half a ruler, one card beyond', () => {
    for (const gun of ['aamg-a', 'aamg-b']) {
      expect(optionsOf(firstFiring(spadAndGun(gun, 10)), 'gun')).toEqual(['front>spad:2'])
      expect(optionsOf(firstFiring(spadAndGun(gun, 25)), 'gun')).toEqual(['front>spad:1'])
    }
  })

  it('it fires at what flies, an enemy balloon included, and at no enemy piece on the ground (strafing is done by "planes in the air", line 666)', () => {
    // the SPAD far off; before the gun's face, 10 cm off its card, one enemy piece at a time
    const facing = (aircraft: string) => [{ id: 'spad', aircraft: 'spad-xiii', team: 'allied' as const, x: 900, y: 100, heading: 270 }, { id: 'piece', aircraft, team: 'allied' as const, x: 500, y: 480, heading: 0 }, { id: 'gun', aircraft: 'aamg-a', team: 'central' as const, x: 500, y: 500, heading: 180 }, FAR_DR1]
    const options = (aircraft: string) => {
      const game = start(facing(aircraft))
      planNumbers(game, { spad: [1, 2, 3], dr1: [1, 2, 3] })
      // the reasons a seat's panel reads from its view say the same
      const fromView = fireOptionsFromView(game.rules, game.state.planes).filter((o) => o.plane === 'gun')
      expect(fromView.map((o) => `${o.arc}>${o.target}:${o.cards}`), aircraft).toEqual(optionsOf(game, 'gun'))
      return optionsOf(game, 'gun')
    }
    expect(options('parseval-sigsfeld-drachen')).toEqual(['front>piece:2'])
    for (const ground of ['trench', 'aa-gun', 'aamg-b']) expect(options(ground), ground).toEqual([])
  })

  it('the A gun deals A cards, the B gun B cards', () => {
    for (const [gun, deck] of [['aamg-a', 'A'], ['aamg-b', 'B']]) {
      const game = firstFiring(spadAndGun(gun, 10), { [deck]: [cardWith(deck, 3), cardWith(deck, 2)] })
      const events = fire(game, { gun: { front: 'spad' } })
      const shot = eventsOfType(events, 'damage-taken').find((e) => e.from === 'gun' && e.cause === 'fire')!
      expect(shot.cards).toBe(2)
      const dealt = eventsOfType(events, 'damage-cards').filter((e) => e.from === 'gun' && e.turn === 1 && e.phase === 1)
      // the gun's two cards, then the infantry fire's A card (lines 716-717)
      expect(dealt[0].cards).toEqual([cardWith(deck, 3), cardWith(deck, 2)])
      expect(dealt[0].points).toBe(5)
    }
  })

  /** A Camel flying at the gun fires at it as the gun fires at the Camel, and each draws a jammed guns card. */
  function bothJam(gun: string, deck: string, options: Partial<RulesOptions> = {}) {
    const planes = [arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 500, 500 - 3.15 - 10, 0), { id: 'gun', aircraft: gun, team: 'central' as const, x: 500, y: 500, heading: 180 }, FAR_DR1]
    const game = start(planes, options)
    // in table order: the Camel's two A cards, the gun's two, then the infantry fire's A card
    const gunCards = [deck === 'A' ? cardWith('A', 2, ['jam'], 'red') : cardWith('B', 0, ['jam'], 'red'), cardWith(deck, 2)]
    const stacked: Record<string, string[]> = deck === 'A' ? { A: [cardWith('A', 0, ['jam'], 'red'), cardWith('A', 1), ...gunCards] } : { A: [cardWith('A', 0, ['jam'], 'red'), cardWith('A', 1)], B: gunCards }
    const events = phaseOfStraights(game, stacked, { camel: { front: 'gun' }, gun: { front: 'camel' } })
    expect(eventsOfType(events, 'jammed').map((e) => e.plane).sort()).toEqual(['camel', 'gun'])
    return game
  }

  it('a jammed guns card its shot draws jams it as it jams an aircraft: "cannot fire after each of the next three manoeuvres" (lines 110-113)', () => {
    for (const [gun, deck] of [['aamg-a', 'A'], ['aamg-b', 'B']]) {
      const game = bothJam(gun, deck)
      const events = [...game.events]
      while (game.state.turn < 3 && !game.over) events.push(...phaseOfStraights(game))
      const unjammed = eventsOfType(events, 'unjammed').map((e) => `${e.plane} ${e.turn}.${e.phase}`)
      // jammed in phase 1: no fire in phases 2, 3 and the next turn's first; the counters go together
      expect(unjammed).toEqual(['camel 2.1', 'gun 2.1'])
    }
  })

  it('with 000\'s Jammed Guns (jamRoll) its two counters go as an aircraft\'s: one after the next manoeuvre, the last on a D6 of 4+', () => {
    const game = bothJam('aamg-a', 'A', { jamRoll: true })
    const events = [...game.events]
    while (game.state.turn < 6 && !game.over) events.push(...phaseOfStraights(game))
    expect(eventsOfType(events, 'jammed').map((e) => [e.plane, e.turn, e.phase])).toEqual([['camel', 1, 1], ['gun', 1, 1]])
    // two counters: one after phase 2's manoeuvre, then the die after phase 3's, for the Camel and the gun alike
    const firstRoll = (plane: string) => eventsOfType(events, 'jam-roll').find((e) => e.plane === plane)
    expect(firstRoll('camel')).toMatchObject({ turn: 1, phase: 3 })
    expect(firstRoll('gun')).toMatchObject({ turn: 1, phase: 3 })
    const rolls = eventsOfType(events, 'jam-roll').filter((e) => e.plane === 'gun')
    const cleared = rolls.find((r) => r.cleared)!
    expect(cleared.roll).toBeGreaterThanOrEqual(4)
    expect(eventsOfType(events, 'unjammed').filter((e) => e.plane === 'gun').map((e) => [e.turn, e.phase])).toEqual([[cleared.turn, cleared.phase]])
    expect(planeOf(game, 'gun').jam.front).toBe(0)
  })
})

describe('003 AA machine guns, the example (lines 719-723): "A SPAD XIII is overlapping an A-firing anti-aircraft gun card"', () => {
  it('"the machine gun cannot fire on the SPAD. But since AA machine guns can do infantry fire, the aircraft takes an A Damage card"', () => {
    // the SPAD's stand 3 cm short of the card: its base overlaps the card
    const game = start(spadAndGun('aamg-a', 3))
    const events = planNumbers(game, { spad: [1, 2, 3], dr1: [1, 2, 3] })
    // nobody may fire in phase 1: the game went on without a firing step
    expect(eventsOfType(events, 'fired').filter((e) => e.phase === 1)).toEqual([])
    const taken = eventsOfType(events, 'damage-taken').filter((e) => e.turn === 1 && e.phase === 1)
    expect(taken.map((e) => [e.plane, e.from, e.cause, e.cards])).toEqual([['spad', 'gun', 'infantry', 1]])
  })

  it('"If it was in front of the machine gun and not overlapping the card, the SPAD XIII would take both an A card from the machine gun and another A card from the infantry fire"', () => {
    // the SPAD's stand 25 cm from the card: in the second half of the ruler, one card from the gun
    const game = firstFiring(spadAndGun('aamg-a', 25))
    expect(optionsOf(game, 'gun')).toEqual(['front>spad:1'])
    const events = fire(game, { gun: { front: 'spad' } })
    const taken = eventsOfType(events, 'damage-taken').filter((e) => e.turn === 1 && e.phase === 1)
    expect(taken.map((e) => [e.plane, e.from, e.cause, e.cards])).toEqual([['spad', 'gun', 'fire', 1], ['spad', 'gun', 'infantry', 1]])
    const decks = eventsOfType(events, 'damage-cards').filter((e) => e.turn === 1 && e.phase === 1).flatMap((e) => e.cards.map((c) => game.rules.content.damageCards[c].deck))
    expect(decks).toEqual(['A', 'A'])
  })
})

describe('003 AA machine guns: "If the optional Aim rules are in use, they also apply to AA machine guns" (lines 727-728)', () => {
  /** The SPAD flies away from the gun: its stand 8 cm from the card after phase 1, 24.3 cm after phase 2, both in the arc. */
  function twoPhases(aim: boolean) {
    const game = firstFiring(spadAndGun('aamg-a', 8, 180), { A: [cardWith('A', 2), cardWith('A', 1), cardWith('A', 0), cardWith('A', 3)] }, { aim })
    const events = fire(game, { gun: { front: 'spad' } })
    expect(game.state.phase).toBe(2)
    events.push(...fire(game, { gun: { front: 'spad' } }))
    return eventsOfType(events, 'damage-cards').filter((e) => e.phase === 2 && e.cards.includes(cardWith('A', 3)))[0]
  }

  it('from the second phase of consecutive fire at the SPAD, its card causing damage scores one more point', () => {
    expect(twoPhases(true).points).toBe(4)
    expect(twoPhases(false).points).toBe(3)
  })
})

describe('003 Using AAMGs with Altitude Rules: "Anti-aircraft machine guns use the same altitude firing rules as aircraft, and they are at 0-level altitude" (lines 730-732)', () => {
  /** The gun's options after the SPAD's first manoeuvre (none: the game went on to a later phase). */
  function altitudeOptions(gap: number, level: number): string[] {
    const game = firstFiring(spadAndGun('aamg-b', gap, 0, { altitude: level }), {}, { altitude: true })
    return game.state.turn === 1 && game.state.phase === 1 ? optionsOf(game, 'gun') : []
  }

  it('the gun stands at level 0', () => {
    const game = firstFiring(spadAndGun('aamg-b', 10, 0, { altitude: 2 }), {}, { altitude: true })
    expect(planeOf(game, 'gun').effects!.alt!.level).toBe(0)
  })

  it('one level of difference (line 368): short range is treated as long range, one card; beyond half a ruler no shot', () => {
    expect(altitudeOptions(10, 1)).toEqual(['front>spad:1'])
    expect(altitudeOptions(25, 1)).toEqual([])
  })

  it('two or more levels of difference (lines 370-371): no shot', () => {
    expect(altitudeOptions(10, 2)).toEqual([])
  })
})
