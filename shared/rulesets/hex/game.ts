/**
 * A hex game as the contract's live game (shared/rulesets/contract.ts): its state (plain JSON, the seeded generator
 * inside), the commands and events so far, and the questions the layers above ask. `play` works on a copy of the
 * state and keeps it only when the command is taken, so a refused command (a RuleRefusal) changes nothing.
 */
import type { GameReport, GameResult, RulesetGame, Seed } from '../contract'
import { RuleRefusal } from '../refusal'
import { defaultAnswer } from './answers'
import { commandDefs, hexCommandSchema } from './commands'
import { takeHits } from './damage'
import type { HexContext } from './hooks'
import { startState } from './setup'
import { settle } from './turn'
import type { HexCommand, HexEvent, HexSetup, HexState, HexView, SeatId } from './types'
import { makeContext } from './util'
import { eventsFor, viewFor, waitingFor } from './view'

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x)
    for (const v of Object.values(x)) deepFreeze(v)
  }
  return x
}

/** A working copy of a state: the setup never changes during a game, so the copy shares it (frozen). */
export function copyState(s: HexState): HexState {
  const { setup, ...rest } = s
  return { setup, ...(JSON.parse(JSON.stringify(rest)) as Omit<HexState, 'setup'>) }
}

/** A context whose `hit` lands hits through the game's own damage (options-001 uses it). */
export function hexContext(state: HexState, events: HexEvent[]): HexContext {
  const ctx = makeContext(state, events)
  ctx.hit = (target, hits, by) => takeHits(ctx, target, hits, by)
  return ctx
}

export class HexGame implements RulesetGame<HexCommand, HexView, HexEvent, HexState> {
  private _state: HexState
  readonly commands: HexCommand[]
  readonly events: HexEvent[]

  constructor(state: HexState, commands: readonly HexCommand[] = [], events: readonly HexEvent[] = []) {
    deepFreeze(state.setup)
    this._state = state
    this.commands = [...commands]
    this.events = [...events]
  }

  static start(setup: HexSetup, seed: Seed): HexGame {
    const { state, events } = startState(clone(setup), seed)
    return new HexGame(state, [], events)
  }

  static resume(state: HexState, commands: readonly HexCommand[] = []): HexGame {
    return new HexGame(clone(state), commands)
  }

  get state(): HexState {
    return this._state
  }
  get seq(): number {
    return this._state.seq
  }
  get over(): boolean {
    return this._state.phase === 'over'
  }

  play(cmd: HexCommand): void {
    const r = hexCommandSchema.safeParse(cmd)
    if (!r.success) throw new RuleRefusal('bad-command', `Not a command of the hex game: ${r.error.issues.map((i) => i.message).join('; ')}`)
    if (!this._state.planes.some((p) => p.seat === cmd.seat)) throw new RuleRefusal('no-seat', `There is no seat "${cmd.seat}" in this game`)
    if (this.over) throw new RuleRefusal('over', 'The game is over')
    const def = commandDefs().get(cmd.type)!
    const work = copyState(this._state)
    const events: HexEvent[] = []
    const ctx = hexContext(work, events)
    def.play(ctx, clone(cmd))
    settle(ctx)
    work.seq++
    this._state = work
    this.commands.push(clone(cmd))
    this.events.push(...events)
  }

  view(seat: SeatId | null): HexView {
    return viewFor(this._state, seat)
  }
  eventsFor(events: readonly HexEvent[], seat: SeatId | null): HexEvent[] {
    return eventsFor(events, seat)
  }
  waitingFor(): SeatId[] {
    return waitingFor(this._state)
  }
  defaultAnswer(seat: SeatId): HexCommand | null {
    return defaultAnswer(this._state, seat)
  }
  result(): GameResult | null {
    const r = this._state.result
    return r && this.over ? { over: true, winner: r.winner, words: r.words } : null
  }
  /** who downed whom (a plane or a balloon, and the planes credited) */
  victories(): { victim: string; by: string[] }[] {
    return this._state.credits.map((c) => ({ victim: c.victim, by: [...c.by] }))
  }
  report(): GameReport {
    const s = this._state
    return {
      credits: s.credits.map((c) => ({ victim: c.victim, how: c.how, turn: c.round, phase: 0, by: [...c.by] })),
      fates: s.planes.map((p) => ({
        plane: p.id,
        team: p.side,
        downed: p.status === 'shot-down' || p.status === 'crashed' ? p.status : null,
        byFire: p.status === 'shot-down',
        observerOut: p.aircraft.observer && !p.crew.observer,
      })),
      winner: s.result?.winner ?? null,
    }
  }
}
