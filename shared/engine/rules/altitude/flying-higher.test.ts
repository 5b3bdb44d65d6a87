import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../../electron/testing/fixtures'
import { straights } from '../../../../electron/testing/rule-helpers'
import { CommandError } from '../../commands'
import { Game } from '../../game'
import { BOTS } from '../../../bots'
import { nextInt, seedRng } from '../../rng'
import { scenarioSetup } from '../../setup'
import { floorsAllowed, startLevelProblem, topLevel } from './flying-higher'

describe('003 Altitude Optional Rules, Flying Higher (lines 433-453)', () => {
  it('lines 436-437: "The ceiling is 3 levels higher: 3 if the floor is 0, 4 if the floor is 1"; no plane above its own ceiling (line 487)', () => {
    expect(topLevel(0, 13)).toBe(3)
    expect(topLevel(1, 13)).toBe(4)
    // the Fokker E.III's ceiling of 9 holds it below a scenario ceiling of 10
    expect(content.aircraft['fokker-e-iii'].ceiling).toBe(9)
    expect(topLevel(7, content.aircraft['fokker-e-iii'].ceiling)).toBe(9)
  })

  it('lines 437-438: a plane starts "at least 1, no lower than the floor, and no higher than the ceiling"', () => {
    expect(startLevelProblem(0, 0, 3)).toMatch(/level 1 at least/)
    expect(startLevelProblem(1, 0, 3)).toBeNull()
    expect(startLevelProblem(4, 4, 7)).toBeNull()
    expect(startLevelProblem(3, 4, 7)).toMatch(/level 4 at least/)
    expect(startLevelProblem(8, 4, 7)).toMatch(/no higher than level 7/)
  })

  it('lines 449-453, the example: a Camel at 5 and a Dr.I at 6 over a floor of 4 may agree on a floor of 3 or 5, no lower, no higher', () => {
    expect(floorsAllowed([5, 6])).toEqual([3, 4, 5])
  })
})

/** The example of lines 449-453: a Sopwith Camel at 5 and a Fokker Dr.I at 6 over a floor of 4. */
function example(options: Record<string, unknown> = { altitude: true, floor: 4 }): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 5 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180, altitude: 6 },
    ],
    { options },
  )
}

const floors = (game: Game) => game.state.planes.map((p) => [p.effects!.alt!.floor, p.effects!.alt!.top])

describe('003 Flying Higher, moving the floor (lines 442-445): "Any new floor can be chosen, if all players agree"', () => {
  it('lines 449-453, the example: both players agree before planning: the floor moves at once to 3, the ceiling to 6', () => {
    const game = example()
    const first = game.apply({ type: 'floor', seat: 'allied', floor: 3 })
    expect(first).toEqual([expect.objectContaining({ type: 'floor-agreed', seat: 'allied', floor: 3, to: 'all' })])
    // a proposal alone moves nothing; every seat sees it
    expect(floors(game)).toEqual([[4, 7], [4, 7]])
    expect(game.view('central').floorAgreed).toEqual({ allied: 3 })
    const second = game.apply({ type: 'floor', seat: 'central', floor: 3 })
    expect(second.map((e) => e.type)).toEqual(['floor-agreed', 'floor-moved'])
    expect(second[1]).toMatchObject({ floor: 3, ceiling: 6 })
    expect(floors(game)).toEqual([[3, 6], [3, 6]])
    expect(game.view(null).floorAgreed).toBeUndefined()
  })

  it('lines 443-444: "If one or more players do not agree, the change is not possible": different floors, or one withdrawn, move nothing', () => {
    const game = example()
    game.apply({ type: 'floor', seat: 'allied', floor: 3 })
    game.apply({ type: 'floor', seat: 'central', floor: 5 })
    expect(floors(game)).toEqual([[4, 7], [4, 7]])
    game.apply({ type: 'floor', seat: 'allied', floor: null })
    game.apply({ type: 'floor', seat: 'allied', floor: 5 })
    expect(floors(game)).toEqual([[5, 8], [5, 8]])
    // planning goes on from the new floor: the turn's plans are made as before
    for (const p of game.state.planes) game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: straights(game, p.id) })
    expect(game.events.filter((e) => e.type === 'moved').length).toBeGreaterThan(0)
  })

  it('lines 452-453: "no lower than 3 or the Fokker would be higher than the new ceiling, no higher than 5 or the Camel would be lower than the new floor"', () => {
    const game = example()
    expect(() => game.apply({ type: 'floor', seat: 'allied', floor: 2 })).toThrow(/the floor may be 3, 4, 5/)
    expect(() => game.apply({ type: 'floor', seat: 'allied', floor: 6 })).toThrow(CommandError)
  })

  it('line 442: "Before planning a turn": refused once a plane has planned, without Flying Higher, and for a seat with no plane', () => {
    const game = example()
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    expect(() => game.apply({ type: 'floor', seat: 'central', floor: 3 })).toThrow(/before planning a turn/)
    const basic = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 2 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180, altitude: 2 },
      ],
      { options: { altitude: true } },
    )
    expect(() => basic.apply({ type: 'floor', seat: 'allied', floor: 1 })).toThrow(/only with Flying Higher/)
    expect(() => example().apply({ type: 'floor', seat: 'nobody', floor: 3 })).toThrow(/has no plane/)
  })

  it('replays stay exact: the agreements are commands in the log', () => {
    const game = example()
    game.apply({ type: 'floor', seat: 'central', floor: 5 })
    game.apply({ type: 'floor', seat: 'allied', floor: 5 })
    const again = Game.start(content, game.state.setup, game.state.seed)
    for (const c of game.commands) again.apply(c)
    expect(again.state).toEqual(game.state)
    expect(game.commands[0]).toEqual({ type: 'floor', seat: 'central', floor: 5 })
  })
})

describe('003 Flying Higher, moving the floor (lines 442-445), over random games', () => {
  it('bots fly while the seats agree (or not) on random floors before planning: every plane stays within its floor and top, agreements need everyone, replays are exact', () => {
    let moved = 0
    let refused = 0
    for (let seed = 1; seed <= 12; seed++) {
      const rng = seedRng(seed * 104_729)
      const base = scenarioSetup(content, { scenario: seed % 2 ? 'duel-over-the-trenches' : 'dawn-patrols' })
      const floor = 1 + nextInt(rng, 3)
      const options = { ...base.options, altitude: true, floor, collisions: nextInt(rng, 2) === 0, ...(nextInt(rng, 3) === 0 ? { cloudCover: floor + 6 } : {}), turnLimit: 10 }
      const setup = { ...base, options, planes: base.planes.map((p) => ({ ...p, altitude: floor + nextInt(rng, 4) })) }
      const game = Game.start(content, setup, seed)
      const policies = setup.seats.map((s, i) => BOTS[(seed + i) % 2 ? 'random' : 'heuristic'].make(content, s.id, seed))
      let proposedIn = 0
      for (let guard = 0; !game.over && guard < 2000; guard++) {
        if (game.state.step === 'planning' && game.state.phase === 0 && proposedIn !== game.state.turn && nextInt(rng, 2) === 0) {
          proposedIn = game.state.turn
          const seats = [...new Set(game.state.planes.filter((p) => p.status === 'flying').map((p) => p.seat))]
          // mostly a floor the planes' levels allow (lines 444-445), now and then any
          const allowed = floorsAllowed(game.state.planes.filter((p) => p.status === 'flying').map((p) => p.effects!.alt!.level))
          const f = allowed.length && nextInt(rng, 4) > 0 ? allowed[nextInt(rng, allowed.length)] : nextInt(rng, 12)
          for (const seat of seats) {
            // most agree on f, now and then one wants another floor
            const mine = nextInt(rng, 4) === 0 ? (f + 1) % 12 : f
            try {
              game.apply({ type: 'floor', seat, floor: mine })
            } catch (e) {
              expect(e).toBeInstanceOf(CommandError)
              refused++
            }
          }
          if (game.events.some((e) => e.type === 'floor-moved' && e.turn === game.state.turn)) moved++
        }
        for (const policy of policies) for (const cmd of policy.decide(game.view(policy.seat))) game.apply(cmd)
        for (const p of game.state.planes) {
          if (p.status !== 'flying') continue
          const alt = p.effects!.alt!
          expect(alt.level).toBeGreaterThanOrEqual(alt.floor)
          expect(alt.level).toBeLessThanOrEqual(alt.top)
        }
      }
      const again = Game.start(content, setup, seed)
      for (const c of game.commands) again.apply(c)
      expect(again.state).toEqual(game.state)
    }
    expect(moved, 'floors moved').toBeGreaterThan(2)
    expect(refused, 'floors refused').toBeGreaterThan(2)
  })
})
