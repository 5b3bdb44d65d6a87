/**
 * The answer time (issue 30: "the opponent's decisions (Recover to evade, Stall) asked as a prompt with a clear
 * default and a time the host may set for LAN games"): when the game waits on a person's answer to a question the
 * rules ask mid-move, the host gives the ruleset's default answer once the time runs out, and every view says how
 * long is left. A seat's own turn is never played for it. Played on a question game written here, and on the hex game.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { ServerMessage } from '../../shared/protocol/messages'
import type { AnyRuleset, BaseCommand, GameReport, RulesetGame, SeatId } from '../../shared/rulesets/contract'
import { RuleRefusal } from '../../shared/rulesets/refusal'
import { defaultAnswer } from '../../shared/rulesets/hex/answers'
import { hexRuleset, type HexState } from '../../shared/rulesets/hex'
import { hexContent } from '../../shared/rulesets/hex/content-fixture'
import { rulesetHosted } from './hosted-game'
import { Session, type ClientConnection } from './session'

/** Seat "a" is asked a question ("evade?"), then "b" has a turn of its own ("go"); three rounds. */
class QuestionGame implements RulesetGame<BaseCommand> {
  readonly commands: BaseCommand[] = []
  readonly events: unknown[] = []
  readonly state = {}
  get seq(): number {
    return this.commands.length
  }
  get over(): boolean {
    return this.commands.length >= 6
  }
  waitingFor(): SeatId[] {
    return this.over ? [] : [this.commands.length % 2 === 0 ? 'a' : 'b']
  }
  defaultAnswer(seat: SeatId): BaseCommand | null {
    // only "a"'s question has a default; "b"'s turn is its own
    return this.waitingFor()[0] === seat && seat === 'a' ? { type: 'no', seat } : null
  }
  play(cmd: BaseCommand): void {
    if (!this.waitingFor().includes(cmd.seat)) throw new RuleRefusal('not-yours', 'not your turn')
    this.commands.push(cmd)
    this.events.push({ said: cmd.type })
  }
  view(seat: SeatId | null): unknown {
    return { seat, said: this.commands.map((c) => c.type) }
  }
  eventsFor(events: readonly unknown[]): unknown[] {
    return [...events]
  }
  result() {
    return null
  }
  report(): GameReport {
    return { credits: [], fates: [], winner: null }
  }
}

const questionRuleset = {
  id: 'question',
  title: 'Questions',
  seats: () => ['a', 'b'],
  schemas: { command: z.looseObject({ type: z.string(), seat: z.string() }) },
} as unknown as AnyRuleset

class Conn implements ClientConnection {
  readonly sent: ServerMessage[] = []
  constructor(
    readonly id: string,
    readonly screen = true,
  ) {}
  send(m: ServerMessage): void {
    this.sent.push(m)
  }
  views() {
    return this.sent.filter((m): m is Extract<ServerMessage, { type: 'ruleset-view' }> => m.type === 'ruleset-view')
  }
}

function questionSession(seconds: number | null): { game: QuestionGame; session: Session<QuestionGame>; conn: Conn } {
  const game = new QuestionGame()
  const noBots = () => {
    throw new Error('no bots here')
  }
  const session = new Session(game, { a: 'human', b: 'human' }, noBots, {}, undefined, rulesetHosted(questionRuleset, game, {}))
  if (seconds !== null) session.answerTime(seconds)
  const conn = new Conn('screen')
  session.join(conn, 'a')
  session.join(conn, 'b')
  session.start()
  return { game, session, conn }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the answer time a host sets (issue 30)', () => {
  it("gives the default answer for a person who does not answer in time, and says in every view how long is left", async () => {
    const { game, session, conn } = questionSession(20)
    session.broadcast()
    expect(conn.views().at(-1)?.answer).toEqual({ seat: 'a', seconds: 20 })
    await vi.advanceTimersByTimeAsync(19_000)
    expect(game.seq).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(game.commands[0]).toEqual({ type: 'no', seat: 'a' })
    // now "b" must act on its own turn: no clock runs, however long it takes
    await vi.advanceTimersByTimeAsync(60_000)
    expect(game.seq).toBe(1)
    expect(conn.views().at(-1)?.answer).toBeUndefined()
    session.dispose()
  })

  it('an answer given in time stops the clock; the next question starts its own', async () => {
    const { game, session, conn } = questionSession(10)
    session.broadcast()
    await vi.advanceTimersByTimeAsync(6_000)
    await session.command('screen', { type: 'yes', seat: 'a' })
    await session.command('screen', { type: 'go', seat: 'b' })
    await vi.advanceTimersByTimeAsync(6_000)
    // the first question's clock would have run out by now: it was stopped, the second has 4 s left
    expect(game.commands.map((c) => c.type)).toEqual(['yes', 'go'])
    expect(conn.views().at(-1)?.answer?.seat).toBe('a')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(game.commands.map((c) => c.type)).toEqual(['yes', 'go', 'no'])
    session.dispose()
  })

  it('with no answer time set the game waits for ever, and views carry no clock', async () => {
    const { game, session, conn } = questionSession(null)
    session.broadcast()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(game.seq).toBe(0)
    expect(conn.views().every((v) => v.answer === undefined)).toBe(true)
    session.dispose()
  })
})

describe("the hex game's default answers (002: evade, stall, recover and discard are the asked seat's)", () => {
  const state = () => hexRuleset.start(hexContent, hexRuleset.setupFor(hexContent, 'duel', {}), 1).state as HexState
  it('"no" to an evade, and nothing for a seat that is not asked', () => {
    const s = state()
    s.pending = [{ kind: 'evade', seat: 'germans', attack: { attacker: 'p1', attackerSeat: 'allies', target: 'p2', hits: 1, kind: 'shoot' } }]
    expect(defaultAnswer(s, 'germans')).toEqual({ type: 'pass', seat: 'germans' })
    expect(defaultAnswer(s, 'allies')).toBeNull()
  })
  it('excess cards: the newest drawn (the hand\'s last) are discarded', () => {
    const s = state()
    const hand = s.hands.allies
    s.pending = [{ kind: 'discard', seat: 'allies', count: 2 }]
    expect(defaultAnswer(s, 'allies')).toEqual({ type: 'discard', seat: 'allies', cards: hand.slice(-2).map((c) => c.id) })
  })
  it("a seat's own turn has no default", () => {
    const s = state()
    s.pending = []
    for (const seat of Object.keys(s.hands)) expect(defaultAnswer(s, seat)).toBeNull()
  })
})
