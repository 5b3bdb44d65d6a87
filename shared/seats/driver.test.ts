import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { BOTS } from '../bots'
import { CommandError } from '../engine/commands'
import { Game } from '../engine/game'
import { scenarioSetup } from '../engine/setup'
import type { Command } from '../engine/types'
import type { GameView } from '../engine/view'
import { RuleRefusal } from '../rulesets/refusal'
import { Driver } from './driver'
import { GameTable } from './game-table'
import { HumanSeat, SeatClosedError } from './human-seat'
import { PolicySeat } from './policy-seat'
import { replaySeats } from './replay-seat'
import type { Seat } from './seat'

// One seat interface over this screen, a remote guest, a bot and a replay, and one loop that drives a game (issue 7)

function duel(seed = 5, turnLimit = 30): Game {
  const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
  return Game.start(content, { ...setup, options: { ...setup.options, turnLimit } }, seed)
}

const bot = (seat: string, seed = 3) => new PolicySeat(BOTS.heuristic.make(content, seat, seed))

/** A bot that takes its time, like one in a worker thread. */
class SlowSeat implements Seat {
  readonly id: string
  private readonly inner: PolicySeat
  constructor(seat: string, seed = 3) {
    this.id = seat
    this.inner = bot(seat, seed)
  }
  decide(view: GameView): Promise<Command[]> {
    return new Promise((ok) => setTimeout(() => ok(this.inner.decide(view)), Math.floor(Math.random() * 3)))
  }
}

describe('Driver: the one loop that plays a game', () => {
  it('plays a game of seats that answer at once before run() returns', () => {
    const game = duel()
    const driver = new Driver(new GameTable(game), [bot('allied'), bot('central')])
    void driver.run()
    expect(driver.result).toBe('over')
    expect(game.over).toBe(true)
  })

  it('plays the same game when the seats take their time (the orders may arrive in another order)', async () => {
    const quick = duel()
    void new Driver(new GameTable(quick), [bot('allied'), bot('central')]).run()
    const slow = duel()
    expect(await new Driver(new GameTable(slow), [new SlowSeat('allied'), new SlowSeat('central')]).run()).toBe('over')
    const sorted = (g: Game) => g.commands.map((c) => JSON.stringify(c)).sort()
    expect(sorted(slow)).toEqual(sorted(quick))
    expect(JSON.stringify(slow.state)).toBe(JSON.stringify(quick.state))
  })

  it('a replay seat for each seat plays a recorded game back to the same state', () => {
    const played = duel(9)
    void new Driver(new GameTable(played), [bot('allied'), bot('central')]).run()
    const again = duel(9)
    const driver = new Driver(new GameTable(again), replaySeats(['allied', 'central'], played.commands))
    void driver.run()
    expect(driver.result).toBe('over')
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.state))
  })

  it('stalls, rather than looping for ever, when a seat nobody plays is waited for', () => {
    const game = duel()
    const driver = new Driver(new GameTable(game), [bot('allied')])
    void driver.run()
    expect(driver.result).toBe('stalled')
    expect(game.state.turn).toBe(1)
  })

  it('a bot whose commands the rules refuse is told, and not asked the same question again', () => {
    const game = duel()
    let asked = 0
    const refusals: string[] = []
    const stubborn: Seat = {
      id: 'central',
      decide: (v) => {
        asked++
        return v.planes.filter((p) => p.seat === 'central').map((p) => ({ type: 'plan', seat: 'central', plane: p.id, cards: ['nope', 'nope', 'nope'] }))
      },
      refused: (_cmd, e) => refusals.push(e.code),
    }
    const driver = new Driver(new GameTable(game), [bot('allied'), stubborn])
    void driver.run()
    expect(driver.result).toBe('stalled')
    expect(asked).toBe(1)
    expect(refusals).toEqual(['illegal-plan'])
  })

  it("refuses a seat's orders for another seat's planes", () => {
    const game = duel()
    const refused: string[] = []
    const impostor: Seat = {
      id: 'central',
      decide: (v) => BOTS.heuristic.make(content, 'allied', 1).decide(v),
      refused: (_c, e) => refused.push(e.code),
    }
    void new Driver(new GameTable(game), [impostor]).run()
    expect(refused).toEqual(['not-your-plane'])
    expect(game.commands).toEqual([])
  })

  it('fails the drive, and disposes every seat, when a seat throws something other than a refusal', async () => {
    const game = duel()
    let disposed = 0
    const broken: Seat = {
      id: 'central',
      decide: () => {
        throw new Error('worker crashed')
      },
      dispose: () => disposed++,
    }
    const other = Object.assign(bot('allied'), { dispose: () => disposed++ })
    const driver = new Driver(new GameTable(game), [other, broken])
    await expect(driver.run()).rejects.toThrow('worker crashed')
    expect(disposed).toBe(2)
  })

  it("a person's commands are applied when sent; a refused one is reported to the sender, who may try again", async () => {
    const game = duel()
    const person = new HumanSeat('allied')
    const driver = new Driver(new GameTable(game), [person, bot('central')])
    void driver.run()
    const plane = game.state.planes.find((p) => p.seat === 'allied')!.id
    await expect(person.submit({ type: 'plan', seat: 'allied', plane, cards: ['x', 'y', 'z'] })).rejects.toBeInstanceOf(CommandError)
    const plan = BOTS.heuristic.make(content, 'allied', 1).decide(game.view('allied'))[0]
    await person.submit(plan)
    expect(game.commands).toContainEqual(plan)
  })

  it('a seat handed to someone else: the old seat is disposed, its late commands refused, the new one plays on', async () => {
    const game = duel()
    const person = new HumanSeat('allied')
    const driver = new Driver(new GameTable(game), [person, bot('central')])
    void driver.run()
    expect(driver.result).toBe(null)
    driver.sit(bot('allied'))
    expect(driver.result).toBe('over')
    await expect(person.submit({ type: 'plan', seat: 'allied', plane: 'x', cards: [] })).rejects.toBeInstanceOf(SeatClosedError)
  })

  it('commands sent while the game waits only for others are refused, not kept for later', async () => {
    const game = duel()
    const person = new HumanSeat('allied')
    const driver = new Driver(new GameTable(game), [person, new HumanSeat('central')])
    void driver.run()
    const plan = BOTS.heuristic.make(content, 'allied', 1).decide(game.view('allied'))[0]
    await person.submit(plan)
    // the game now waits only for central; allied's lane sleeps and a stray command is refused at once
    const stray = person.submit(plan)
    driver.poke()
    await expect(stray).rejects.toBeInstanceOf(RuleRefusal)
  })
})
