import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BaseCommand, RulesetPolicy, SeatId } from '../rulesets/contract'
import { RuleRefusal } from '../rulesets/refusal'
import { Driver } from './driver'
import { HumanSeat, SeatClosedError } from './human-seat'
import { PolicySeat, policySeats } from './policy-seat'
import { replaySeats } from './replay-seat'
import { RulesetTable } from './ruleset-table'
import type { Seat } from './seat'

// Issue 29: the seats and the driver are generic over the ruleset contract. A tiny counting game written here (no
// card, no plane, no engine) is played by bots, a person and a replay through the same driver as the card game.

/** Say 1, 2 or 3 in turn; the running total is everyone's; whoever brings it to `goal` or past wins. */
interface Say extends BaseCommand {
  type: 'say'
  n: number
}
/** What a seat sees: no seq, so a replay must be told where the game is. */
interface CountView {
  total: number
  toSay: SeatId | null
  you: SeatId | null
}

class CountingGame {
  total = 0
  turn = 0
  winner: SeatId | null = null
  readonly commands: Say[] = []
  constructor(
    readonly seats: SeatId[],
    readonly goal = 10,
  ) {}
  get seq(): number {
    return this.commands.length
  }
  get over(): boolean {
    return this.winner !== null
  }
  waitingFor(): SeatId[] {
    return this.over ? [] : [this.seats[this.turn % this.seats.length]]
  }
  view(seat: SeatId | null): CountView {
    return { total: this.total, toSay: this.waitingFor()[0] ?? null, you: seat }
  }
  play(cmd: Say): void {
    if (this.over) throw new RuleRefusal('game-over', 'the count is over')
    if (!this.waitingFor().includes(cmd.seat)) throw new RuleRefusal('not-your-turn', `it is ${this.waitingFor()[0]}'s turn`)
    if (cmd.type !== 'say' || !Number.isInteger(cmd.n) || cmd.n < 1 || cmd.n > 3) throw new RuleRefusal('bad-number', 'say 1, 2 or 3')
    this.commands.push(cmd)
    this.total += cmd.n
    if (this.total >= this.goal) this.winner = cmd.seat
    else this.turn++
  }
}

/** A bot that always says the same number (the rules refuse it if it is not 1, 2 or 3). */
const sayer = (seat: SeatId, n: number): RulesetPolicy<Say, CountView> => ({ seat, decide: (v) => (v.toSay === seat ? [{ type: 'say', seat, n }] : []) })

describe('Driver over any ruleset: a counting game with no card in it', () => {
  it('bots play the game to its end before run() returns', () => {
    const game = new CountingGame(['a', 'b'])
    const driver = new Driver(new RulesetTable(game), policySeats({ a: sayer('a', 3), b: sayer('b', 1) }))
    void driver.run()
    expect(driver.result).toBe('over')
    // 3, 1, 3, 1, 3: a brings the total to 11
    expect(game.commands.map((c) => c.n)).toEqual([3, 1, 3, 1, 3])
    expect(game.winner).toBe('a')
  })

  it("a refusal is the contract's RuleRefusal: the bot is told, not asked again until the game moves, and the drive stalls", () => {
    const game = new CountingGame(['a', 'b'])
    const refusals: RuleRefusal[] = []
    let asked = 0
    const stubborn: Seat<CountView, Say> = {
      id: 'b',
      decide: (v) => {
        asked++
        return v.toSay === 'b' ? [{ type: 'say', seat: 'b', n: 7 }] : []
      },
      refused: (_cmd, e) => refusals.push(e),
    }
    const driver = new Driver(new RulesetTable(game), [new PolicySeat(sayer('a', 2)), stubborn])
    void driver.run()
    expect(driver.result).toBe('stalled')
    expect(refusals.map((e) => [e.constructor.name, e.code])).toEqual([['RuleRefusal', 'bad-number']])
    // not asked while the game waits for a; asked once after a's 2, refused, and then left alone
    expect(asked).toBe(1)
    expect(game.total).toBe(2)
  })

  it("refuses a seat's commands given for another seat, without asking the game", () => {
    const game = new CountingGame(['a', 'b'])
    const refused: string[] = []
    const impostor: Seat<CountView, Say> = { id: 'a', decide: () => [{ type: 'say', seat: 'b', n: 1 }], refused: (_c, e) => refused.push(e.code) }
    void new Driver(new RulesetTable(game), [impostor]).run()
    expect(refused).toEqual(['not-your-plane'])
    expect(game.commands).toEqual([])
  })

  it('a person sends commands; a refusal reaches the sender as a RuleRefusal; one sent out of turn is refused at once', async () => {
    const game = new CountingGame(['a', 'b'])
    const person = new HumanSeat<Say>('a')
    const driver = new Driver<CountView, Say>(new RulesetTable(game), [person, new PolicySeat(sayer('b', 1))])
    void driver.run()
    const refused = person.submit({ type: 'say', seat: 'a', n: 4 })
    await expect(refused).rejects.toBeInstanceOf(RuleRefusal)
    await expect(refused).rejects.toMatchObject({ code: 'bad-number' })
    await person.submit({ type: 'say', seat: 'a', n: 3 })
    // the bot answered at once: it is a's turn again
    expect(game.total).toBe(4)
    await person.submit({ type: 'say', seat: 'a', n: 3 })
    expect(game.total).toBe(8)
    await person.submit({ type: 'say', seat: 'a', n: 2 })
    expect(driver.result).toBe('over')
    expect(game.winner).toBe('a')
    driver.stop()
    await expect(person.submit({ type: 'say', seat: 'a', n: 1 })).rejects.toBeInstanceOf(SeatClosedError)
  })

  it('a command sent while the game waits only for others is refused as wrong-step, not kept for later', async () => {
    const game = new CountingGame(['a', 'b'])
    const a = new HumanSeat<Say>('a')
    const b = new HumanSeat<Say>('b')
    const driver = new Driver<CountView, Say>(new RulesetTable(game), [a, b])
    void driver.run()
    const early = b.submit({ type: 'say', seat: 'b', n: 1 })
    driver.poke()
    await expect(early).rejects.toMatchObject({ code: 'wrong-step' })
    expect(game.commands).toEqual([])
  })

  it("replay seats play a recorded count back to the same end, told the game's position by the table", () => {
    const played = new CountingGame(['a', 'b', 'c'], 20)
    void new Driver(new RulesetTable(played), policySeats({ a: sayer('a', 3), b: sayer('b', 2), c: sayer('c', 1) })).run()
    const again = new CountingGame(['a', 'b', 'c'], 20)
    const table = new RulesetTable(again)
    const driver = new Driver(table, replaySeats<CountView, Say>(['a', 'b', 'c'], played.commands, () => table.seq))
    void driver.run()
    expect(driver.result).toBe('over')
    expect(again.commands).toEqual(played.commands)
    expect(again.winner).toBe(played.winner)
  })

  it('a replay seat whose views carry no seq, and that was not told how to find it, fails the drive with a clear error', async () => {
    const game = new CountingGame(['a', 'b'])
    const driver = new Driver(new RulesetTable(game), replaySeats<CountView, Say>(['a', 'b'], []))
    await expect(driver.run()).rejects.toThrow(/no seq/)
  })
})

describe('nothing card-specific is left in the seats and the driver', () => {
  it("the generic modules import the card game's engine and bots for types only (their defaults), never a value", () => {
    const dir = __dirname
    const generic = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'game-table.ts')
    expect(generic).toEqual(expect.arrayContaining(['driver.ts', 'seat.ts', 'human-seat.ts', 'policy-seat.ts', 'replay-seat.ts', 'ruleset-table.ts']))
    for (const f of generic) {
      const text = readFileSync(join(dir, f), 'utf8')
      const valueImports = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1])
      const cardValues = valueImports.filter((p) => /\/(engine|bots|content)\//.test(p) || /\/(engine|bots|content)'?$/.test(p))
      expect(cardValues, `${f} imports a card-game value`).toEqual([])
    }
  })
})
