/**
 * A game session on the host: the game (the only authority), its seats (human or bot) and the clients watching
 * it. Each client only ever receives the view and the events of the seat it is sitting at, or the public ones
 * when it watches as a spectator.
 */
import { CommandError } from '../../shared/engine/commands'
import type { Game } from '../../shared/engine/game'
import type { Seed } from '../../shared/engine/rng'
import type { Command, SeatId } from '../../shared/engine/types'
import { eventsFor } from '../../shared/engine/view'
import type { SeatInfo, SeatKind, ServerMessage, SessionSummary } from '../../shared/protocol/messages'

export interface ClientConnection {
  readonly id: string
  /**
   * the host's own screen: Electron's window (over IPC), or a browser that showed the screen's secret token.
   * Only it creates games and touches the saves.
   */
  readonly screen: boolean
  send(message: ServerMessage): void
}

/** Something that plays a bot seat: given the seat's view, the commands it gives. */
export interface BotDriver {
  decide(view: ReturnType<Game['view']>): Promise<Command[]>
  dispose(): void
}

export type BotFactory = (kind: Exclude<SeatKind, 'human'>, seat: SeatId, seed: Seed) => BotDriver

interface Watcher {
  conn: ClientConnection
  seats: Set<SeatId>
  active: SeatId | null
  /** how many of the game's events this client has been sent */
  cursor: number
}

export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export class Session {
  private readonly watchers = new Map<string, Watcher>()
  private readonly bots = new Map<SeatId, BotDriver>()
  private botsBusy = false
  private botsAgain = false
  /** called after every change of the game (autosave hooks in here) */
  onChange: (() => void) | null = null
  /** a name for this game that no other game shares, for its autosave file */
  readonly uid: string

  constructor(
    readonly id: string,
    readonly game: Game,
    private readonly kinds: Record<SeatId, SeatKind>,
    botFactory: BotFactory,
    uid?: string,
  ) {
    this.uid = uid ?? `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${Math.random().toString(36).slice(2, 8)}`
    for (const seat of game.state.setup.seats) {
      const kind = kinds[seat.id] ?? 'human'
      if (kind !== 'human') this.bots.set(seat.id, botFactory(kind, seat.id, game.state.seed))
    }
  }

  /** Seat kinds, for saves. */
  seatKinds(): Record<SeatId, SeatKind> {
    return Object.fromEntries(this.game.state.setup.seats.map((s) => [s.id, this.kinds[s.id] ?? 'human']))
  }

  seatInfo(): SeatInfo[] {
    const taken = new Set<SeatId>()
    for (const w of this.watchers.values()) for (const s of w.seats) taken.add(s)
    return this.game.state.setup.seats.map((s) => ({ id: s.id, name: s.name, team: s.team, kind: this.kinds[s.id] ?? 'human', taken: taken.has(s.id) }))
  }

  summary(): SessionSummary {
    const s = this.game.state
    return { session: this.id, title: s.setup.title, scenario: s.setup.scenario, turn: s.turn, over: s.step === 'over', seats: this.seatInfo() }
  }

  /** Sit a client at a seat (or let it watch as a spectator) and send it that view. */
  join(conn: ClientConnection, seat: SeatId | null, re?: string): void {
    let w = this.watchers.get(conn.id)
    if (seat !== null) {
      const known = this.game.state.setup.seats.some((s) => s.id === seat)
      if (!known) throw new HostError('unknown-seat', `there is no seat "${seat}" in this game`)
      if ((this.kinds[seat] ?? 'human') !== 'human') throw new HostError('seat-is-bot', `seat "${seat}" is played by a bot`)
      for (const other of this.watchers.values()) {
        if (other.conn.id !== conn.id && other.seats.has(seat)) throw new HostError('seat-taken', `seat "${seat}" is taken by another player`)
      }
    }
    if (!w) {
      w = { conn, seats: new Set(), active: null, cursor: this.game.events.length }
      this.watchers.set(conn.id, w)
    }
    if (seat !== null) w.seats.add(seat)
    w.active = seat
    // a client that changes seat starts afresh: it must not be sent what the previous seat saw
    w.cursor = this.game.events.length
    this.sendView(w, re)
    this.broadcast(conn.id)
  }

  leave(connId: string): void {
    if (this.watchers.delete(connId)) this.broadcast()
  }

  hasWatcher(connId: string): boolean {
    return this.watchers.has(connId)
  }

  /** Apply a command from a client; it must sit at the command's seat. */
  command(connId: string, cmd: Command): void {
    const w = this.watchers.get(connId)
    if (!w || !w.seats.has(cmd.seat)) throw new HostError('not-your-seat', `you do not sit at seat "${cmd.seat}"`)
    this.game.apply(cmd)
    this.changed()
  }

  private changed(): void {
    this.onChange?.()
    this.broadcast()
    void this.runBots()
  }

  /** Start the bots if the game waits for them. */
  start(): void {
    void this.runBots()
  }

  private async runBots(): Promise<void> {
    if (this.botsBusy) {
      this.botsAgain = true
      return
    }
    this.botsBusy = true
    try {
      do {
        this.botsAgain = false
        if (this.game.over) break
        const waiting = new Set(this.game.waitingFor())
        for (const [seat, bot] of this.bots) {
          const hers = this.game.state.planes.filter((p) => p.seat === seat && waiting.has(p.id))
          if (hers.length === 0) continue
          const seq = this.game.state.seq
          const cmds = await bot.decide(this.game.view(seat))
          if (this.game.state.seq !== seq) {
            // the game moved on while the bot thought: ask again
            this.botsAgain = true
            break
          }
          let applied = false
          for (const cmd of cmds) {
            try {
              this.game.apply(cmd)
              applied = true
            } catch (e) {
              if (!(e instanceof CommandError)) throw e
              // a bot's mistake must not stop the game: report and carry on
              console.error(`bot ${seat}: ${e.message}`)
            }
          }
          if (applied) {
            this.onChange?.()
            this.broadcast()
            this.botsAgain = true
            break
          }
        }
      } while (this.botsAgain)
    } finally {
      this.botsBusy = false
    }
  }

  private sendView(w: Watcher, re?: string): void {
    const events = eventsFor(this.game.events.slice(w.cursor), w.active)
    w.cursor = this.game.events.length
    w.conn.send({
      type: 'view',
      ...(re ? { re } : {}),
      session: this.id,
      seat: w.active,
      mine: [...w.seats],
      seats: this.seatInfo(),
      view: this.game.view(w.active),
      events,
      waitingFor: this.game.waitingFor(),
    })
  }

  /** Send every client its seat's view and the events it may see. */
  broadcast(except?: string): void {
    for (const w of this.watchers.values()) if (w.conn.id !== except) this.sendView(w)
  }

  dispose(): void {
    for (const b of this.bots.values()) b.dispose()
    this.bots.clear()
    this.watchers.clear()
  }
}
