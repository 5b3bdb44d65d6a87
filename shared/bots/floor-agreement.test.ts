import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../electron/testing/fixtures'
import { straights } from '../../electron/testing/rule-helpers'
import type { Game } from '../engine/game'
import type { Command } from '../engine/types'
import type { GameView } from '../engine/view'
import type { RuleRefusal } from '../rulesets/refusal'
import { Driver } from '../seats/driver'
import { GameTable } from '../seats/game-table'
import { PolicySeat } from '../seats/policy-seat'
import type { Seat } from '../seats/seat'
import { BOTS } from '.'

// Issue 12: bots answer 003 Flying Higher's proposals to move the floor (lines 442-447)

/** The rulebook's example (lines 452-456): a Camel at 5 and a Dr.I at 6 over a floor of 4; a third seat if asked. */
function example(third = false, floor = 4): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 5 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180, altitude: 6 },
      ...(third ? [{ id: 'pup', aircraft: 'sopwith-camel', team: 'allied' as const, seat: 'wing', x: 60, y: 40, heading: 0, altitude: 5 }] : []),
    ],
    { options: { altitude: true, floor, turnLimit: 3 } },
  )
}

/**
 * A scripted seat: proposes `floor` in turn 1 before any plane has planned; otherwise a heuristic bot plays it (which
 * waits while its own proposal is open, then plans and fires).
 */
class Proposer implements Seat {
  private readonly bot
  constructor(
    readonly id: string,
    private readonly game: Game,
    private readonly floor: number,
  ) {
    this.bot = BOTS.heuristic.make(content, id, 11)
  }
  decide(view: GameView): Command[] {
    const open = view.step === 'planning' && view.turn === 1 && !view.planes.some((p) => p.committed) && !this.game.events.some((e) => e.type === 'floor-moved')
    if (open && view.floorAgreed?.[this.id] === undefined && !this.game.events.some((e) => e.type === 'floor-agreed' && e.seat === this.id)) return [{ type: 'floor', seat: this.id, floor: this.floor }]
    return this.bot.decide(view)
  }
}

function drive(game: Game, seats: Seat[]) {
  const refused: { cmd: Command; error: RuleRefusal }[] = []
  const driver = new Driver(new GameTable(game), seats, { refused: (cmd, error) => refused.push({ cmd, error }) })
  return { driver, refused, done: driver.run() }
}

describe('bots and the floor (003 Flying Higher, lines 442-447)', () => {
  for (const kind of ['heuristic', 'random'] as const) {
    it(`the ${kind} bot agrees to a floor another seat proposes when every plane stays between floor and ceiling: the floor moves, the game goes on`, async () => {
      const game = example()
      const { refused, done } = drive(game, [new Proposer('allied', game, 3), new PolicySeat(BOTS[kind].make(content, 'central', 7))])
      expect(await done).toBe('over')
      expect(refused).toEqual([])
      const agreed = game.events.filter((e) => e.type === 'floor-agreed')
      expect(agreed.map((e) => e.type === 'floor-agreed' && [e.seat, e.floor])).toEqual([
        ['allied', 3],
        ['central', 3],
      ])
      expect(game.events.find((e) => e.type === 'floor-moved')).toMatchObject({ turn: 1, floor: 3, ceiling: 6 })
      expect(game.state.planes.every((p) => p.effects!.alt!.floor === 3)).toBe(true)
    })
  }

  it('a bot never agrees to a floor the engine would refuse (the Dr.I at 6 leaves no room for a floor of 2): no refused command, no stall', async () => {
    const game = example()
    const { refused, done } = drive(game, [new Proposer('allied', game, 2), new PolicySeat(BOTS.heuristic.make(content, 'central', 7))])
    expect(await done).toBe('over')
    // the proposer's own agreement is refused by the engine (a floor of 2 puts the ceiling at 5, below the Dr.I); the bot sends nothing refused
    expect(refused.filter((r) => r.cmd.seat === 'central')).toEqual([])
    expect(game.events.some((e) => e.type === 'floor-agreed' && e.seat === 'central')).toBe(false)
    expect(game.events.some((e) => e.type === 'floor-moved')).toBe(false)
  })

  it('having agreed, the bot holds its plan until the last seat answers (its plan would close the agreement), then plans', async () => {
    const game = example(true)
    let answer!: (cmds: Command[]) => void
    const late: Seat = {
      id: 'wing',
      interactive: true,
      decide: (view) => {
        if (view.step !== 'planning') return []
        if (game.events.some((e) => e.type === 'floor-moved') || view.turn > 1) return view.planes.filter((p) => p.seat === 'wing' && p.status === 'flying' && !p.committed).map((p) => ({ type: 'plan', seat: 'wing', plane: p.id, cards: straights(game, p.id) }))
        return new Promise<Command[]>((ok) => (answer = ok))
      },
    }
    const { refused, done } = drive(game, [new Proposer('allied', game, 3), new PolicySeat(BOTS.heuristic.make(content, 'central', 7)), late])
    await Promise.resolve()
    // the proposer and the bot have agreed; the bot waits on the seat still to answer rather than plan
    expect(game.view(null).floorAgreed).toEqual({ allied: 3, central: 3 })
    expect(game.state.planes.find((p) => p.id === 'dr1')!.plan).toBeNull()
    answer([{ type: 'floor', seat: 'wing', floor: 3 }])
    expect(await done).toBe('over')
    expect(refused).toEqual([])
    expect(game.events.find((e) => e.type === 'floor-moved')).toMatchObject({ turn: 1, floor: 3 })
  })

  it('when the last seat plans instead of agreeing, the bot plans too: the game never stalls on a proposal', async () => {
    const game = example(true)
    let answer!: (cmds: Command[]) => void
    const late: Seat = {
      id: 'wing',
      interactive: true,
      decide: (view) => {
        if (view.step !== 'planning') return []
        if (view.turn > 1 || view.planes.some((p) => p.committed)) return view.planes.filter((p) => p.seat === 'wing' && p.status === 'flying' && !p.committed).map((p) => ({ type: 'plan', seat: 'wing', plane: p.id, cards: straights(game, p.id) }))
        return new Promise<Command[]>((ok) => (answer = ok))
      },
    }
    const { refused, done } = drive(game, [new Proposer('allied', game, 3), new PolicySeat(BOTS.heuristic.make(content, 'central', 7)), late])
    await Promise.resolve()
    answer([{ type: 'plan', seat: 'wing', plane: 'pup', cards: straights(game, 'pup') }])
    expect(await done).toBe('over')
    expect(refused).toEqual([])
    expect(game.events.some((e) => e.type === 'floor-moved')).toBe(false)
    expect(game.state.turn).toBeGreaterThan(1)
  })
})
