import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { straights } from '../../../../../electron/testing/rule-helpers'
import { floorRow } from './floor-words'

// Issue 12: the floor-agreement row offers what the engine accepts (003 Flying Higher, lines 442-456)

/** The rulebook's example (lines 452-456): a Camel at 5 and a Dr.I at 6 over a floor of 4. */
const example = (options: Record<string, unknown> = { altitude: true, floor: 4 }) =>
  startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 5 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180, altitude: 6 },
    ],
    { options },
  )

describe('floorRow', () => {
  it('the example: floor 4, ceiling 7; floors 3 and 5 offered (4 is where it is), each one the engine accepts', () => {
    const game = example()
    const row = floorRow(game.view('allied'), 'allied')!
    expect(row).toMatchObject({ floor: 4, ceiling: 7, offers: [3, 5], mine: null, myName: 'allied', others: [], waiting: ['allied', 'central'] })
    for (const f of row.offers) expect(() => example().apply({ type: 'floor', seat: 'allied', floor: f })).not.toThrow()
  })

  it("shows the other seat's agreement and its own, by name", () => {
    const game = example()
    game.apply({ type: 'floor', seat: 'central', floor: 3 })
    expect(floorRow(game.view('allied'), 'allied')).toMatchObject({ mine: null, others: [{ seat: 'central', name: 'central', floor: 3 }], waiting: ['allied'] })
    expect(floorRow(game.view('central'), 'central')).toMatchObject({ mine: 3, others: [], waiting: ['allied'] })
  })

  it('nothing once a plane has planned, without a Flying Higher floor, or for a spectator', () => {
    const game = example()
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    expect(floorRow(game.view('central'), 'central')).toBeNull()
    const noFloor = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 2 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180, altitude: 3 },
      ],
      { options: { altitude: true } },
    )
    expect(floorRow(noFloor.view('allied'), 'allied')).toBeNull()
    expect(floorRow(example().view(null), null)).toBeNull()
  })
})
