/**
 * A seat a person plays, at the host's screen or as a guest: the commands they send are queued, the driver takes
 * them when it asks the seat, and each sender learns whether its command was applied or refused. It never looks
 * at a view, so it sits at any ruleset's table (its command type defaults to the card game's).
 */
import type { BaseCommand, SeatId } from '../rulesets/contract'
import { RuleRefusal } from '../rulesets/refusal'
import type { Command } from '../engine/types'
import type { Seat } from './seat'

/** The seat went to someone else (or the game ended) before a command of its was played. */
export class SeatClosedError extends Error {
  readonly code = 'seat-closed'
}

interface Submitted<Cmd> {
  cmd: Cmd
  resolve(): void
  reject(e: Error): void
}

export class HumanSeat<Cmd extends BaseCommand = Command> implements Seat<unknown, Cmd> {
  readonly interactive = true
  private queue: Submitted<Cmd>[] = []
  private inFlight: Submitted<Cmd>[] = []
  private asking: ((cmds: Cmd[]) => void) | null = null
  private closed = false

  constructor(readonly id: SeatId) {}

  /** A command from the person at this seat: settles once the game applied or refused it. */
  submit(cmd: Cmd): Promise<void> {
    if (this.closed) return Promise.reject(new SeatClosedError(`seat "${this.id}" is no longer played from here`))
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ cmd, resolve, reject })
      this.hand()
    })
  }

  decide(): Promise<Cmd[]> {
    return new Promise<Cmd[]>((resolve) => {
      this.asking = resolve
      this.hand()
    })
  }

  accepted(cmd: Cmd): void {
    this.take(cmd)?.resolve()
  }

  refused(cmd: Cmd, error: RuleRefusal): void {
    this.take(cmd)?.reject(error)
  }

  /** Commands sent while the game does not wait for this seat are refused, not kept for later. */
  idle(): void {
    const early = this.queue
    this.queue = []
    for (const s of early) s.reject(new RuleRefusal('wrong-step', 'the game is not waiting for your planes now'))
  }

  dispose(): void {
    this.closed = true
    const gone = new SeatClosedError(`seat "${this.id}" is no longer played from here`)
    for (const s of [...this.queue, ...this.inFlight]) s.reject(gone)
    this.queue = []
    this.inFlight = []
    this.asking?.([])
    this.asking = null
  }

  /** Give what was sent to the driver, if it is asking. */
  private hand(): void {
    if (!this.asking || this.queue.length === 0) return
    const ask = this.asking
    this.asking = null
    this.inFlight.push(...this.queue)
    const cmds = this.queue.map((s) => s.cmd)
    this.queue = []
    ask(cmds)
  }

  private take(cmd: Cmd): Submitted<Cmd> | undefined {
    const i = this.inFlight.findIndex((s) => s.cmd === cmd)
    return i < 0 ? undefined : this.inFlight.splice(i, 1)[0]
  }
}
