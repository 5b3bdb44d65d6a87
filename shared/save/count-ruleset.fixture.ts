/**
 * A tiny ruleset for tests of the layers above the contract (saves, journals, the host's sessions): two or more
 * seats say 1, 2 or 3 in turn, adding to a running total; whoever brings it to the goal wins. The goal is drawn
 * from the seed, so a game replays only from its own seed, and each seat holds a secret "hand" (a number drawn at
 * the start) that no other seat's view shows. Nothing in it is the card game's or the hex game's.
 */
import { z } from 'zod'
import type { GameReport, GameResult, Ruleset, RulesetGame, SeatId, Seed } from '../rulesets/contract'
import { RuleRefusal } from '../rulesets/refusal'
import { nextInt, seedRng, type RngState } from '../util/rng'
import { cloneJson } from '../util/clone'

export interface CountSetup {
  title: string
  scenario: string
  seats: SeatId[]
}
export interface CountCommand {
  type: 'say'
  seat: SeatId
  n: number
}
export interface CountState {
  setup: CountSetup
  rng: RngState
  goal: number
  total: number
  turn: number
  seq: number
  hands: Record<SeatId, number>
  winner: SeatId | null
}
export interface CountView {
  seat: SeatId | null
  seq: number
  total: number
  goal: number
  toSay: SeatId | null
  /** the seat's own secret number; null for a spectator */
  hand: number | null
}
export interface CountEvent {
  type: 'said' | 'dealt'
  to: 'all' | SeatId
  seat: SeatId
  n: number
}

const setupSchema = z.strictObject({ title: z.string(), scenario: z.string(), seats: z.array(z.string()).min(1) })
const commandSchema = z.strictObject({ type: z.literal('say'), seat: z.string(), n: z.number() })
const stateSchema = z.strictObject({
  setup: setupSchema,
  rng: z.array(z.number()),
  goal: z.number(),
  total: z.number(),
  turn: z.number(),
  seq: z.number(),
  hands: z.record(z.string(), z.number()),
  winner: z.string().nullable(),
})

export class CountGame implements RulesetGame<CountCommand, CountView, CountEvent, CountState> {
  readonly events: CountEvent[] = []
  constructor(
    readonly state: CountState,
    readonly commands: CountCommand[] = [],
  ) {}
  get seq(): number {
    return this.state.seq
  }
  get over(): boolean {
    return this.state.winner !== null
  }
  waitingFor(): SeatId[] {
    return this.over ? [] : [this.state.setup.seats[this.state.turn % this.state.setup.seats.length]]
  }
  play(cmd: CountCommand): void {
    const s = this.state
    if (this.over) throw new RuleRefusal('game-over', 'the count is over')
    if (!this.waitingFor().includes(cmd.seat)) throw new RuleRefusal('not-your-turn', `it is ${this.waitingFor()[0]}'s turn`)
    if (cmd.type !== 'say' || !Number.isInteger(cmd.n) || cmd.n < 1 || cmd.n > 3) throw new RuleRefusal('bad-number', 'say 1, 2 or 3')
    this.commands.push(cmd)
    s.seq++
    s.total += cmd.n
    this.events.push({ type: 'said', to: 'all', seat: cmd.seat, n: cmd.n })
    if (s.total >= s.goal) s.winner = cmd.seat
    else s.turn++
  }
  view(seat: SeatId | null): CountView {
    const s = this.state
    return { seat, seq: s.seq, total: s.total, goal: s.goal, toSay: this.waitingFor()[0] ?? null, hand: seat === null ? null : (s.hands[seat] ?? null) }
  }
  eventsFor(events: readonly CountEvent[], seat: SeatId | null): CountEvent[] {
    return events.filter((e) => e.to === 'all' || e.to === seat)
  }
  result(): GameResult | null {
    return this.over ? { over: true, winner: this.state.winner, words: `${this.state.winner} wins` } : null
  }
  report(): GameReport {
    return { credits: [], fates: [], winner: this.state.winner }
  }
}

function start(setup: CountSetup, seed: Seed): CountGame {
  const rng = seedRng(seed)
  const goal = 10 + nextInt(rng, 6)
  const hands: Record<SeatId, number> = {}
  for (const seat of setup.seats) hands[seat] = 1 + nextInt(rng, 100)
  const game = new CountGame({ setup: cloneJson(setup), rng, goal, total: 0, turn: 0, seq: 0, hands, winner: null })
  for (const seat of setup.seats) game.events.push({ type: 'dealt', to: seat, seat, n: hands[seat] })
  return game
}

/** Says its own secret number's last digit folded into 1-3, or 1. */
const sayer = (seat: SeatId) => ({
  seat,
  decide: (v: CountView): CountCommand[] => (v.toSay === seat ? [{ type: 'say', seat, n: 1 + ((v.hand ?? 0) % 3) }] : []),
})

export const countRuleset: Ruleset<null, CountSetup, CountCommand, CountView, CountEvent, CountState> = {
  id: 'count',
  version: 3,
  title: 'The counting game',
  schemas: { setup: setupSchema, options: z.object({}), command: commandSchema, state: stateSchema },
  scenarios: () => [{ id: 'two', title: 'Two count', seats: ['a', 'b'] }],
  setupFor: (_c, scenario) => {
    if (scenario !== 'two') throw new RuleRefusal('no-scenario', `no scenario "${scenario}"`)
    return { title: 'Two count', scenario, seats: ['a', 'b'] }
  },
  seats: (setup) => setup.seats,
  start: (_c, setup, seed) => start(setup, seed),
  resume: (_c, state, commands = []) => new CountGame(cloneJson(state), [...commands]),
  bots: { sayer: { title: 'Sayer', offered: true, make: (_c, seat) => sayer(seat) } },
  summary: (state) => ({
    title: state.setup.title,
    scenario: state.setup.scenario,
    variant: null,
    turn: state.turn + 1,
    phase: 0,
    step: state.winner !== null ? 'over' : 'saying',
    over: state.winner !== null,
    winner: state.winner,
    seats: state.setup.seats.map((id) => ({ id, name: `Seat ${id}`, team: id })),
  }),
}
