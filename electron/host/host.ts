/**
 * The host: plain Node services that own the game sessions. The Electron main process and `npm run serve` both
 * run one; clients reach it over IPC or a WebSocket and speak the protocol in shared/protocol/messages.ts.
 * A malformed or refused message gets an error reply and leaves every session as it was.
 */
import { randomInt } from 'node:crypto'
import { CommandError } from '../../shared/engine/commands'
import { Game } from '../../shared/engine/game'
import { freeDogfightSetup, scenarioSetup, SetupError } from '../../shared/engine/setup'
import type { Content } from '../../shared/content/types'
import type { GameSetup } from '../../shared/engine/types'
import { parseClientMessage, type ClientMessage, type SeatKind } from '../../shared/protocol/messages'
import { HostError, Session, type BotFactory, type ClientConnection } from './session'

export interface HostOptions {
  content: Content
  botFactory: BotFactory
  /** a new seed for each game (tests fix it) */
  seed?: () => number
}

export class Host {
  private readonly sessions = new Map<string, Session>()
  private readonly clients = new Map<string, ClientConnection>()
  private nextSession = 1
  private nextClient = 1

  constructor(private readonly opts: HostOptions) {}

  get content(): Content {
    return this.opts.content
  }

  /** A client connected: give it an id and a way to receive messages. */
  connect(send: ClientConnection['send']): ClientConnection {
    const conn: ClientConnection = { id: `c${this.nextClient++}`, send }
    this.clients.set(conn.id, conn)
    return conn
  }

  disconnect(conn: ClientConnection): void {
    this.clients.delete(conn.id)
    for (const s of this.sessions.values()) s.leave(conn.id)
  }

  /** Handle one raw message (a JSON string or an already parsed object) from a client. */
  receive(conn: ClientConnection, raw: unknown): void {
    const parsed = parseClientMessage(raw)
    if (!parsed.ok) {
      const re = typeof raw === 'object' && raw && typeof (raw as { re?: unknown }).re === 'string' ? (raw as { re: string }).re : undefined
      conn.send({ type: 'error', ...(re ? { re } : {}), code: 'malformed', message: parsed.error })
      return
    }
    const msg = parsed.message
    try {
      this.handle(conn, msg)
    } catch (e) {
      if (e instanceof HostError || e instanceof CommandError || e instanceof SetupError) {
        conn.send({ type: 'error', ...(msg.re ? { re: msg.re } : {}), code: e instanceof HostError || e instanceof CommandError ? e.code : 'bad-setup', message: e.message })
      } else {
        console.error(e)
        conn.send({ type: 'error', ...(msg.re ? { re: msg.re } : {}), code: 'internal', message: `the host failed: ${(e as Error).message}` })
      }
    }
  }

  private session(id: string): Session {
    const s = this.sessions.get(id)
    if (!s) throw new HostError('unknown-session', `there is no game "${id}" on this host`)
    return s
  }

  private handle(conn: ClientConnection, msg: ClientMessage): void {
    const re = msg.re ? { re: msg.re } : {}
    switch (msg.type) {
      case 'hello':
        conn.send({ type: 'welcome', ...re, client: conn.id, sessions: this.summaries() })
        return
      case 'list-sessions':
        conn.send({ type: 'sessions', ...re, sessions: this.summaries() })
        return
      case 'create-game': {
        const content = this.opts.content
        let setup: GameSetup
        if (msg.choice.kind === 'scenario') {
          setup = scenarioSetup(content, { scenario: msg.choice.scenario, variant: msg.choice.variant ?? null, seating: msg.seating ?? 'team', options: msg.options })
        } else {
          setup = freeDogfightSetup(content, { table: msg.choice.table, planes: msg.choice.planes, seating: msg.seating ?? 'team', options: msg.options })
        }
        if (msg.seats.length > setup.seats.length) throw new HostError('bad-seats', `this game has ${setup.seats.length} seats, not ${msg.seats.length}`)
        const kinds: Record<string, SeatKind> = {}
        setup.seats.forEach((s, i) => (kinds[s.id] = msg.seats[i] ?? 'human'))
        const seed = msg.seed ?? this.opts.seed?.() ?? randomInt(0, 2 ** 31)
        const session = this.startSession(Game.start(content, setup, seed), kinds)
        conn.send({ type: 'game-created', ...re, session: session.id, setup, seats: session.seatInfo() })
        return
      }
      case 'join':
        this.session(msg.session).join(conn, msg.seat, msg.re)
        return
      case 'command':
        this.session(msg.session).command(conn.id, msg.command)
        return
      case 'leave':
        this.session(msg.session).leave(conn.id)
        return
    }
  }

  /** Host a game (a new one, or one loaded from a save). */
  startSession(game: Game, kinds: Record<string, SeatKind>, id?: string): Session {
    const sid = id ?? `g${this.nextSession++}`
    this.sessions.get(sid)?.dispose()
    const session = new Session(sid, game, kinds, this.opts.botFactory)
    this.sessions.set(sid, session)
    session.start()
    return session
  }

  getSession(id: string): Session | undefined {
    return this.sessions.get(id)
  }

  summaries() {
    return [...this.sessions.values()].map((s) => s.summary())
  }

  dispose(): void {
    for (const s of this.sessions.values()) s.dispose()
    this.sessions.clear()
  }
}
