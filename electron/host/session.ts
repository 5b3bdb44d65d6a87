/**
 * A game session on the host: the game (the only authority), the seats and who plays them, and the clients
 * watching it. The driver (shared/seats) plays the game: people's commands come through their seats, bots think
 * in the worker pool. Each client only ever receives the view and the events of the seat it sits at, or the
 * public ones when it watches as a spectator.
 *
 * Who may sit where:
 * - a "human" seat is played at the host's own screen: only the screen sits there;
 * - a "guest" seat is left for a guest: the first guest to sit there is given a seat token, and from then on only
 *   that token takes the seat. When the guest drops, the seat is held for it, and the screen is told; the screen
 *   may hand it to a bot until the guest comes back, or release it for anyone;
 * - a guest never holds seats on opposing teams;
 * - bot seats are played by bots, each seeded with a secret of its own.
 *
 * Anything other than a refusal by the rules that goes wrong in the game breaks this session (its players are
 * told) and nothing else: the host's other games carry on.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { CommandError } from '../../shared/engine/commands'
import type { Game } from '../../shared/engine/game'
import type { Seed } from '../../shared/engine/rng'
import type { Command, SeatId } from '../../shared/engine/types'
import { eventsFor, type GameView } from '../../shared/engine/view'
import type { SeatInfo, ServerMessage, SessionSummary } from '../../shared/protocol/messages'
import { isBotKind, type BotSeatKind, type SeatKind } from '../../shared/protocol/seat-kinds'
import { Driver } from '../../shared/seats/driver'
import { GameTable } from '../../shared/seats/game-table'
import { HumanSeat } from '../../shared/seats/human-seat'
import type { Seat } from '../../shared/seats/seat'

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
  decide(view: GameView): Promise<Command[]>
  dispose(): void
}

export type BotFactory = (kind: BotSeatKind, seat: SeatId, seed: Seed) => BotDriver

/** The bot that stands in for a guest who dropped. */
const STAND_IN: BotSeatKind = 'bot:heuristic'

export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** A secret for a bot or a seat: 128 bits from the operating system. */
export const secretHex = () => randomBytes(16).toString('hex')
const newToken = () => randomBytes(18).toString('base64url')

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

class BotSeat implements Seat {
  constructor(
    readonly id: SeatId,
    private readonly bot: BotDriver,
  ) {}
  decide(view: GameView): Promise<Command[]> {
    return this.bot.decide(view)
  }
  refused(cmd: Command, e: CommandError): void {
    // a bot's mistake must not stop the game: it is reported, and the bot is asked again when the game moves
    console.error(`bot ${cmd.seat}: ${e.message}`)
  }
  dispose(): void {
    this.bot.dispose()
  }
}

interface SeatState {
  readonly id: SeatId
  readonly name: string
  readonly team: string
  readonly kind: SeatKind
  /** the client sitting here now */
  holder: string | null
  /** a guest seat's token, once a guest has sat there */
  token: string | null
  /** a bot plays this guest seat until its guest is back */
  standIn: boolean
  /** the person's seat, for human and guest seats not stood in for */
  person: HumanSeat | null
}

interface Watcher {
  conn: ClientConnection
  seats: Set<SeatId>
  active: SeatId | null
  /** how many of the game's events this client has been sent */
  cursor: number
}

export interface SessionHooks {
  /** after every command applied (the autosave) */
  applied?(session: Session): void
  /** the session broke */
  broken?(session: Session, error: unknown): void
  /** the session is closed (its autosave is closed with it) */
  closed?(session: Session): void
}

export class Session {
  /** unguessable: a guest cannot take seats in a game before it has been offered */
  readonly id = randomBytes(16).toString('base64url')
  private readonly watchers = new Map<string, Watcher>()
  private readonly seats = new Map<SeatId, SeatState>()
  private readonly driver: Driver
  private broadcastQueued = false
  /** why the session broke, once it has */
  broken: string | null = null
  /** when the last client left (or the session started, while nobody has come) */
  private unwatchedSince = Date.now()
  /** somebody has watched or played this game (a game nobody has seen yet is not closed for being over) */
  private seen = false
  /** a name for this game that no other game shares, for its autosave file */
  readonly uid: string

  constructor(
    readonly game: Game,
    kinds: Record<SeatId, SeatKind>,
    private readonly botFactory: BotFactory,
    private readonly hooks: SessionHooks = {},
    uid?: string,
  ) {
    this.uid = uid ?? `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${randomBytes(4).toString('hex')}`
    const players: Seat[] = []
    for (const s of game.state.setup.seats) {
      const kind = kinds[s.id] ?? 'human'
      const state: SeatState = { id: s.id, name: s.name, team: s.team, kind, holder: null, token: null, standIn: false, person: null }
      this.seats.set(s.id, state)
      players.push(isBotKind(kind) ? new BotSeat(s.id, botFactory(kind, s.id, secretHex())) : (state.person = new HumanSeat(s.id)))
    }
    this.driver = new Driver(new GameTable(game), players, {
      applied: () => {
        this.hooks.applied?.(this)
        this.queueBroadcast()
      },
    })
  }

  /** Start playing: the bots are asked as soon as the game waits for them. */
  start(): void {
    this.driver.run().then(
      (result) => {
        if (result === 'stalled' && !this.game.over && !this.broken) console.error(`game ${this.uid}: no seat can move the game`)
      },
      (e) => this.break(e),
    )
  }

  /** Seat kinds, for saves: a guest seat stays a guest seat while a bot stands in. */
  seatKinds(): Record<SeatId, SeatKind> {
    return Object.fromEntries([...this.seats.values()].map((s) => [s.id, s.kind]))
  }

  /** Whether people from elsewhere play in this game. */
  hasGuests(): boolean {
    return [...this.seats.values()].some((s) => s.kind === 'guest')
  }

  seatInfo(): SeatInfo[] {
    return [...this.seats.values()].map((s) => ({
      id: s.id,
      name: s.name,
      team: s.team,
      kind: s.kind,
      taken: s.holder !== null || s.standIn,
      ...(s.kind === 'guest' && s.holder === null && s.token !== null && !s.standIn ? { held: true } : {}),
      ...(s.standIn ? { standIn: true } : {}),
    }))
  }

  summary(): SessionSummary {
    const s = this.game.state
    return { session: this.id, title: s.setup.title, scenario: s.setup.scenario, turn: s.turn, over: s.step === 'over', seats: this.seatInfo() }
  }

  /** Sit a client at a seat (or let it watch as a spectator) and send it that view. */
  join(conn: ClientConnection, seat: SeatId | null, token?: string, re?: string): void {
    this.checkNotBroken()
    let seated: string | null = null
    let occupancy = false
    if (seat !== null) {
      const s = this.seats.get(seat)
      if (!s) throw new HostError('unknown-seat', `there is no seat "${seat}" in this game`)
      if (isBotKind(s.kind)) throw new HostError('seat-is-bot', `seat "${seat}" is played by a bot`)
      if (s.kind === 'human') {
        if (!conn.screen) throw new HostError('seat-for-screen', `seat "${s.name}" is played at the host's own screen`)
        // the screen may come back on a new connection (a reload): the seat follows it
        if (s.holder !== conn.id) this.unseat(s)
      } else {
        if (conn.screen) throw new HostError('seat-for-guests', `seat "${s.name}" is left for a guest to join from elsewhere`)
        const w = this.watchers.get(conn.id)
        for (const other of w?.seats ?? []) {
          if (this.seats.get(other)!.team !== s.team) throw new HostError('opposing-seats', 'one player cannot hold seats on both sides')
        }
        if (s.token === null) {
          s.token = newToken()
          seated = s.token
        } else if (s.holder !== conn.id) {
          if (!token || !sameToken(token, s.token)) {
            throw s.holder === null && !s.standIn
              ? new HostError('seat-held', `seat "${s.name}" is kept for its player, who dropped; the host can release it`)
              : new HostError('seat-taken', `seat "${s.name}" is taken by another player`)
          }
          // its guest is back (perhaps on a new connection before the old one was seen to close)
          this.unseat(s)
          if (s.standIn) this.giveBack(s)
        }
      }
      if (s.holder !== conn.id) occupancy = true
      s.holder = conn.id
    }
    let w = this.watchers.get(conn.id)
    this.seen = true
    if (!w) {
      w = { conn, seats: new Set(), active: null, cursor: this.game.events.length }
      this.watchers.set(conn.id, w)
    }
    if (seat !== null) w.seats.add(seat)
    w.active = seat
    // a client that changes seat starts afresh: it must not be sent what the previous seat saw
    w.cursor = this.game.events.length
    if (seated) conn.send({ type: 'seated', ...(re ? { re } : {}), session: this.id, seat: seat!, token: seated })
    this.sendView(w, re)
    if (occupancy) this.sendSeats(conn.id)
  }

  /** A client left or dropped: a guest's seat is held for it, and the host's screen is told. */
  leave(connId: string): void {
    const w = this.watchers.get(connId)
    if (!w) return
    this.watchers.delete(connId)
    if (this.watchers.size === 0) this.unwatchedSince = Date.now()
    const dropped: SeatState[] = []
    for (const id of w.seats) {
      const s = this.seats.get(id)!
      if (s.holder !== connId) continue
      s.holder = null
      if (s.kind === 'guest') dropped.push(s)
    }
    if (w.seats.size === 0) return
    for (const s of dropped) this.toScreens({ type: 'seat-dropped', session: this.id, seat: s.id, name: s.name })
    this.sendSeats()
  }

  hasWatcher(connId: string): boolean {
    return this.watchers.has(connId)
  }

  /** The game is over (or broken) and everybody who came left, or nobody has watched it for `idleMs`. */
  finishedOrIdle(now: number, idleMs: number): boolean {
    if (this.watchers.size > 0) return false
    return (this.seen && (this.game.over || this.broken !== null)) || now - this.unwatchedSince >= idleMs
  }

  /** A command from a client at its seat: settles once the game applied or refused it. */
  command(connId: string, cmd: Command): Promise<void> {
    this.checkNotBroken()
    const w = this.watchers.get(connId)
    const s = this.seats.get(cmd.seat)
    if (!w || !w.seats.has(cmd.seat) || !s || s.holder !== connId) throw new HostError('not-your-seat', `you do not sit at seat "${cmd.seat}"`)
    if (!s.person) throw new HostError('not-your-seat', `a bot plays seat "${s.name}" now`)
    if (this.game.over) throw new CommandError('game-over', 'the game is over')
    if (!this.driver.table.waitsFor(cmd.seat)) throw new CommandError('wrong-step', 'the game is not waiting for your planes now')
    return s.person.submit(cmd)
  }

  /** The host's screen decides about a guest seat: a bot plays it until the guest is back, or it is freed. */
  control(seat: SeatId, action: 'bot' | 'release'): void {
    this.checkNotBroken()
    const s = this.seats.get(seat)
    if (!s) throw new HostError('unknown-seat', `there is no seat "${seat}" in this game`)
    if (s.kind !== 'guest') throw new HostError('not-a-guest-seat', `seat "${s.name}" is not a guest's seat`)
    if (action === 'bot') {
      if (s.holder !== null) throw new HostError('seat-occupied', `seat "${s.name}" is being played: its player is here`)
      if (s.standIn) return
      s.standIn = true
      s.person = null
      this.driver.sit(new BotSeat(s.id, this.botFactory(STAND_IN, s.id, secretHex())))
    } else {
      this.unseat(s)
      s.token = null
      if (s.standIn) this.giveBack(s)
    }
    this.sendSeats()
  }

  /** Break the session: its players are told, its bots stopped; the host's other games carry on. */
  break(e: unknown): void {
    if (this.broken !== null) return
    this.broken = e instanceof Error ? e.message : String(e)
    console.error(`game ${this.uid} broke:`, e)
    this.driver.stop()
    for (const w of this.watchers.values()) w.conn.send({ type: 'session-broken', session: this.id, message: `this game failed on the host and cannot go on: ${this.broken}` })
    this.hooks.broken?.(this, e)
  }

  dispose(): void {
    this.driver.stop()
    this.watchers.clear()
    this.hooks.closed?.(this)
  }

  private checkNotBroken(): void {
    if (this.broken !== null) throw new HostError('session-broken', `this game failed on the host and cannot go on: ${this.broken}`)
  }

  /** The seat's client, if any, no longer sits there. */
  private unseat(s: SeatState): void {
    if (s.holder === null) return
    const w = this.watchers.get(s.holder)
    w?.seats.delete(s.id)
    if (w && w.active === s.id) w.active = null
    s.holder = null
  }

  /** A person plays the seat again instead of its stand-in. */
  private giveBack(s: SeatState): void {
    s.standIn = false
    s.person = new HumanSeat(s.id)
    this.driver.sit(s.person)
  }

  private toScreens(m: ServerMessage): void {
    for (const w of this.watchers.values()) if (w.conn.screen) w.conn.send(m)
  }

  /** Who sits where, to everyone watching (a light message: no view). */
  private sendSeats(except?: string): void {
    const seats = this.seatInfo()
    for (const w of this.watchers.values()) if (w.conn.id !== except) w.conn.send({ type: 'seats', session: this.id, seats })
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

  /** Several commands applied at once (the bots of a turn) make one round of views. */
  private queueBroadcast(): void {
    if (this.broadcastQueued) return
    this.broadcastQueued = true
    queueMicrotask(() => {
      this.broadcastQueued = false
      if (this.broken !== null) return
      try {
        this.broadcast()
      } catch (e) {
        this.break(e)
      }
    })
  }

  /** Send every client its seat's view and the events it may see. */
  broadcast(): void {
    for (const w of this.watchers.values()) this.sendView(w)
  }
}
