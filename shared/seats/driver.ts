/**
 * The one loop that plays a game: whenever the game waits for a seat, the driver asks that seat for its commands
 * with its own view and applies them. Seats answer at once (a bot in this thread, a replay) or later (a person, a
 * bot in a worker); while one seat thinks, the others are asked too, so a slow seat never holds up a quick one.
 * The host, the CLI, the benchmarks and the e2e pilot all drive their games with it.
 *
 * When every seat answers at once, `run()` plays the whole game before it returns (the CLI and the benchmarks
 * rely on that: no promise per command), and `result` says how it ended.
 *
 * A seat can be replaced while the game runs (`sit`): a guest who drops is handed to a bot, a bot hands back.
 * The old seat's answer, if it still comes, is dropped.
 *
 * The drive ends 'over', 'stopped' (by its owner), or 'stalled' when every seat has been asked and none can move
 * the game (bots whose commands were all refused, or seats nobody plays). Anything a seat or a hook throws other than a refusal by the
 * rules fails the drive: that is a broken game, and the caller decides what breaks with it.
 *
 * Generic over the ruleset (issue 29): it knows a command only by its seat, and a refusal as the contract's
 * `RuleRefusal` (the card game's CommandError is one). The type parameters default to the card game's.
 */
import type { BaseCommand, SeatId } from '../rulesets/contract'
import { RuleRefusal } from '../rulesets/refusal'
import type { Command } from '../engine/types'
import type { GameView } from '../engine/view'
import type { Seat, Table } from './seat'

export type DriveResult = 'over' | 'stalled' | 'stopped'

export interface DriverHooks<View = GameView, Cmd extends BaseCommand = Command> {
  /** after each applied command (autosave, views) */
  applied?(cmd: Cmd, seat: Seat<View, Cmd>): void
  /** after each command the rules refused */
  refused?(cmd: Cmd, error: RuleRefusal, seat: Seat<View, Cmd>): void
}

interface Lane<View, Cmd extends BaseCommand> {
  seat: Seat<View, Cmd>
  gen: number
  /** asleep until the game moves */
  sleeping: boolean
  /** waiting for the seat's answer */
  thinking: boolean
  /** in the queue of lanes to step */
  queued: boolean
  /** the seq at which a non-interactive seat's commands were all refused: not asked again until the game moves */
  blockedAt: number
}

function isThenable<T>(x: T | Promise<T>): x is Promise<T> {
  return typeof (x as { then?: unknown })?.then === 'function'
}

export class Driver<View = GameView, Cmd extends BaseCommand = Command> {
  private readonly lanes = new Map<SeatId, Lane<View, Cmd>>()
  private readonly runnable: Lane<View, Cmd>[] = []
  private pumping = false
  private started = false
  private stopped = false
  private nextGen = 1
  private settle!: { resolve(r: DriveResult): void; reject(e: unknown): void }
  private readonly done: Promise<DriveResult>
  /** how the drive ended, once it has */
  result: DriveResult | null = null
  /** what broke the drive, if something did */
  error: unknown = null

  constructor(
    readonly table: Table<View, Cmd>,
    seats: Iterable<Seat<View, Cmd>>,
    private readonly hooks: DriverHooks<View, Cmd> = {},
  ) {
    for (const seat of seats) this.lanes.set(seat.id, this.newLane(seat))
    this.done = new Promise<DriveResult>((resolve, reject) => (this.settle = { resolve, reject }))
    // a caller that only stops the driver need not also catch it
    this.done.catch(() => {})
  }

  /** Play until the game is over or stalls (at once, when every seat answers at once). */
  run(): Promise<DriveResult> {
    if (!this.started) {
      this.started = true
      for (const lane of this.lanes.values()) this.enqueue(lane)
      this.pump()
    }
    return this.done
  }

  /** The seat that plays this seat id now. */
  seat(id: SeatId): Seat<View, Cmd> | undefined {
    return this.lanes.get(id)?.seat
  }

  /** Put someone else at a seat; the one who sat there is disposed and its pending answer dropped. */
  sit(seat: Seat<View, Cmd>): void {
    const old = this.lanes.get(seat.id)
    const lane = this.newLane(seat)
    this.lanes.set(seat.id, lane)
    old?.seat.dispose?.()
    if (this.started && !this.stopped) {
      this.enqueue(lane)
      this.pump()
    }
  }

  /** Something other than the seats moved the game: ask again. */
  poke(): void {
    this.wakeAll()
    this.pump()
  }

  /** Stop asking; pending answers are dropped and every seat is disposed. */
  stop(): void {
    if (this.stopped) return
    this.stopped = true
    for (const lane of this.lanes.values()) lane.seat.dispose?.()
    this.finish('stopped')
  }

  private newLane(seat: Seat<View, Cmd>): Lane<View, Cmd> {
    return { seat, gen: this.nextGen++, sleeping: false, thinking: false, queued: false, blockedAt: -1 }
  }

  private current(lane: Lane<View, Cmd>): boolean {
    return !this.stopped && this.lanes.get(lane.seat.id)?.gen === lane.gen
  }

  private enqueue(lane: Lane<View, Cmd>): void {
    if (lane.queued || lane.thinking) return
    lane.sleeping = false
    lane.queued = true
    this.runnable.push(lane)
  }

  private wakeAll(): void {
    for (const lane of this.lanes.values()) if (lane.sleeping) this.enqueue(lane)
  }

  private pump(): void {
    if (this.pumping || this.stopped) return
    this.pumping = true
    try {
      for (let lane = this.runnable.shift(); lane; lane = this.runnable.shift()) {
        lane.queued = false
        this.step(lane)
        if (this.stopped) return
      }
    } catch (e) {
      this.fail(e)
      return
    } finally {
      this.pumping = false
    }
    this.checkEnd()
  }

  /** Ask a seat for as long as the game waits for it and it answers at once. */
  private step(lane: Lane<View, Cmd>): void {
    const { seat } = lane
    const table = this.table
    while (this.current(lane) && !table.over) {
      const waited = table.waitsFor(seat.id)
      if (!waited || table.seq === lane.blockedAt) {
        if (!waited) seat.idle?.()
        lane.sleeping = true
        return
      }
      const seq = table.seq
      const answer = seat.decide(table.view(seat.id))
      if (isThenable(answer)) {
        lane.thinking = true
        answer.then(
          (cmds) => {
            lane.thinking = false
            if (!this.current(lane)) return
            try {
              this.play(lane, cmds, seq)
            } catch (e) {
              this.fail(e)
              return
            }
            this.enqueue(lane)
            this.pump()
          },
          (e) => {
            lane.thinking = false
            if (this.current(lane)) this.fail(e)
          },
        )
        return
      }
      this.play(lane, answer, seq)
    }
  }

  /** Apply a seat's answer; a seat whose commands were all refused is not asked again until the game moves. */
  private play(lane: Lane<View, Cmd>, cmds: Cmd[], seq: number): void {
    const { seat } = lane
    let applied = 0
    for (const cmd of cmds) {
      try {
        if (this.table.over) throw new RuleRefusal('game-over', 'the game is over')
        if (cmd.seat !== seat.id) throw new RuleRefusal('not-your-plane', `seat "${seat.id}" cannot give orders for seat "${cmd.seat}"`)
        this.table.apply(cmd)
      } catch (e) {
        if (!(e instanceof RuleRefusal)) throw e
        seat.refused?.(cmd, e)
        this.hooks.refused?.(cmd, e, seat)
        continue
      }
      applied++
      seat.accepted?.(cmd)
      this.hooks.applied?.(cmd, seat)
    }
    if (applied > 0) this.wakeAll()
    else if (!seat.interactive) lane.blockedAt = seq
  }

  /** The game is over, or every seat sleeps and none can move it. */
  private checkEnd(): void {
    if (this.stopped || this.runnable.length > 0) return
    if (this.table.over) return this.finish('over')
    for (const lane of this.lanes.values()) if (!lane.sleeping) return
    this.finish('stalled')
  }

  private finish(result: DriveResult): void {
    if (this.result !== null || this.error !== null) return
    this.result = result
    this.settle.resolve(result)
  }

  private fail(e: unknown): void {
    if (this.error !== null) return
    this.error = e ?? new Error('the drive failed')
    this.stopped = true
    for (const lane of this.lanes.values()) {
      try {
        lane.seat.dispose?.()
      } catch {
        // already failing: the first error is the one to report
      }
    }
    if (this.result === null) this.settle.reject(this.error)
  }
}
