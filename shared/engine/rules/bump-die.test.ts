import { describe, expect, it } from 'vitest'
import { eventsOfType, planNumbers, straightTravel } from '../../../electron/testing/engine-helpers'
import { content, startGame } from '../../../electron/testing/fixtures'
import type { Game } from '../game'
import { nextInt, seedRng } from '../rng'

const CLEARANCE = content.table.standClearance
const TRAVEL_C = straightTravel('sopwith-camel')

/** The Camel flies north to (100, 100); the Dr.I flies west to (101, 100): their stands would be 1 cm apart. */
function collision(bumpDie = true): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100 - TRAVEL_C, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 101 + TRAVEL_C, y: 100, heading: 270 },
    ],
    { options: { bumpDie } },
  )
}

/** Put the game's generator where its next D6 rolls show `faces` (the dice are the seeded generator, never Math.random). */
function nextDiceShow(game: Game, faces: number[]): void {
  for (let k = 1; k < 100_000; k++) {
    const rng = seedRng(k)
    const probe = [...rng]
    if (faces.every((f) => nextInt(probe, 6) + 1 === f)) {
      game.state.rng = rng
      return
    }
  }
  throw new Error(`no seed gives ${faces.join(', ')}`)
}

function firstPhase(game: Game) {
  planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
  const moved = Object.fromEntries(eventsOfType(game.events, 'moved').filter((e) => e.turn === 1 && e.phase === 1).map((e) => [e.plane, e.at]))
  return { bumped: eventsOfType(game.events, 'bumped'), moved }
}

describe('000 line 183: "Roll a D6 for each aircraft; the aircraft with the highest number moves first, executing the manoeuvre as planned. Then, following the order shown on the dice, each player will move his aircraft as close as possible to its planned destination"', () => {
  it('the Camel rolls 2 and the Dr.I 5 (in table order): the Dr.I moves first, exactly as planned; the Camel gives way by the least distance, heading as planned; no B card is drawn', () => {
    const game = collision()
    nextDiceShow(game, [2, 5])
    const bDeck = game.state.decks.B.draw.length
    const { bumped, moved } = firstPhase(game)
    expect(bumped.map((e) => [e.plane, e.order, e.rolls])).toEqual([
      ['dr1', 1, [5]],
      ['camel', 2, [2]],
    ])
    expect(bumped[0]).not.toHaveProperty('draw')
    expect(bumped[0].to).toBe('all')
    expect(moved.dr1.x).toBeCloseTo(101, 9)
    expect(moved.dr1.y).toBeCloseTo(100, 9)
    expect(moved.camel.x).toBeCloseTo(101 - CLEARANCE, 9)
    expect(moved.camel.y).toBeCloseTo(100, 9)
    expect(moved.camel.h).toBeCloseTo(0, 9)
    expect(game.state.decks.B.draw.length).toBe(bDeck)
    expect(game.state.decks.B.discard).toEqual([])
  })

  it('"the highest number moves first" (003: the smaller B card): the Camel rolls 6 and the Dr.I 1, the Camel moves first', () => {
    const game = collision()
    nextDiceShow(game, [6, 1])
    const { bumped, moved } = firstPhase(game)
    expect(bumped.map((e) => [e.plane, e.rolls])).toEqual([
      ['camel', [6]],
      ['dr1', [1]],
    ])
    expect(moved.camel.x).toBeCloseTo(100, 9)
    expect(moved.dr1.x).toBeCloseTo(100 + CLEARANCE, 9)
  })

  it('equal rolls are rolled again by the tied planes: 3 and 3, then 2 and 5, the Dr.I first', () => {
    const game = collision()
    nextDiceShow(game, [3, 3, 2, 5])
    const { bumped } = firstPhase(game)
    expect(bumped.map((e) => [e.plane, e.rolls])).toEqual([
      ['dr1', [3, 5]],
      ['camel', [3, 2]],
    ])
  })

  it('without the option the B cards decide, as 003 says', () => {
    const game = collision(false)
    const { bumped } = firstPhase(game)
    expect(bumped).toHaveLength(2)
    for (const e of bumped) {
      expect(e.rolls).toBeUndefined()
      expect(e.draw).toMatch(/^B/)
    }
  })
})
