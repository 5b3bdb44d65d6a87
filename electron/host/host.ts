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
import { parseClientMessage, type ClientMessage, type SaveListing, type SeatKind } from '../../shared/protocol/messages'
import { gameFromSave, makeSave, readSave, redactForReplay, SaveError, serializeSave } from '../../shared/save/save-file'
import type { SaveEntry, SaveStore } from '../saves/save-store'
import { HostError, Session, type BotFactory, type ClientConnection } from './session'

export interface ConnectOptions {
  /** the host's own screen: proven by the IPC channel (Electron) or by the screen token (a browser) */
  screen: boolean
  /** the client showed a screen token that is not this run's (an old tab of a host that restarted) */
  screenRefused?: boolean
}

export interface HostOptions {
  content: Content
  botFactory: BotFactory
  /** a new seed for each game (tests fix it) */
  seed?: () => number
  /** where games are saved; without it there are no saves or autosaves */
  saves?: SaveStore
  app?: string
}

function listing(e: SaveEntry): SaveListing {
  return {
    file: e.file,
    size: e.size,
    savedAt: e.savedAt,
    kind: e.kind,
    title: e.meta?.title ?? null,
    scenario: e.meta?.scenario ?? null,
    turn: e.meta?.turn ?? null,
    over: e.meta?.over ?? null,
    seats: e.meta?.seats.map((s) => ({ id: s.id, name: s.name, kind: s.kind })) ?? [],
    problem: e.problem,
    interrupted: e.interrupted,
  }
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
  connect(send: ClientConnection['send'], opts: ConnectOptions): ClientConnection {
    const conn: ClientConnection = { id: `c${this.nextClient++}`, screen: opts.screen, send }
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
      // answer with the request id if the message has one, so that the client can tell which request failed
      let data = raw
      if (typeof raw === 'string' && raw.length <= 1_000_000) {
        try {
          data = JSON.parse(raw)
        } catch {
          data = null
        }
      }
      const re = typeof data === 'object' && data && typeof (data as { re?: unknown }).re === 'string' ? (data as { re: string }).re.slice(0, 80) : undefined
      conn.send({ type: 'error', ...(re ? { re } : {}), code: 'malformed', message: parsed.error })
      return
    }
    const msg = parsed.message
    try {
      this.handle(conn, msg)
    } catch (e) {
      if (e instanceof HostError || e instanceof CommandError || e instanceof SetupError || e instanceof SaveError) {
        conn.send({ type: 'error', ...(msg.re ? { re: msg.re } : {}), code: e instanceof SetupError ? 'bad-setup' : e.code, message: e.message })
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
        conn.send({ type: 'welcome', ...re, client: conn.id, sessions: this.summaries(), resumable: conn.screen ? this.resumable() : [] })
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
      case 'save-game': {
        this.checkLocal(conn)
        const session = this.session(msg.session)
        const name = msg.name ?? `${session.game.state.setup.title} turn ${session.game.state.turn} ${new Date().toISOString().slice(0, 16).replace('T', ' ').replace(':', 'h')}`
        const file = this.saves().write(this.saves().freeNameIfTaken(name), makeSave(session.game, session.seatKinds(), { kind: 'manual', app: this.opts.app }))
        conn.send({ type: 'saved', ...re, session: session.id, file })
        return
      }
      case 'list-saves':
        this.checkLocal(conn)
        conn.send({ type: 'saves', ...re, saves: this.saves().list().map(listing) })
        return
      case 'load-game': {
        this.checkLocal(conn)
        const { save } = this.saves().read(msg.file)
        const game = gameFromSave(this.opts.content, save)
        // a resumed autosave keeps writing to its own file
        const uid = save.kind === 'autosave' ? msg.file.replace(/^autosave-/, '').replace(/\.json$/, '') : undefined
        const session = this.startSession(game, save.seats, undefined, uid)
        conn.send({ type: 'game-created', ...re, session: session.id, setup: game.state.setup, seats: session.seatInfo() })
        return
      }
      case 'read-save': {
        this.checkLocal(conn)
        const { save } = this.saves().read(msg.file)
        // a game still being played is replayed and exported only up to its last finished turn: the plans already
        // committed for the turn in progress must stay secret
        const text = save.meta.over ? this.saves().text(msg.file) : serializeSave(redactForReplay(this.opts.content, save))
        conn.send({ type: 'save-text', ...re, file: msg.file, text })
        return
      }
      case 'import-save': {
        this.checkLocal(conn)
        const { save } = readSave(this.opts.content, msg.text)
        const file = this.saves().write(this.saves().freeNameIfTaken(msg.name), { ...save })
        conn.send({ type: 'saved', ...re, session: '', file })
        return
      }
      case 'delete-save':
        this.checkLocal(conn)
        this.saves().remove(msg.file)
        conn.send({ type: 'save-deleted', ...re, file: msg.file })
        return
    }
  }

  private saves(): SaveStore {
    if (!this.opts.saves) throw new HostError('no-saves', 'this host keeps no saves')
    return this.opts.saves
  }

  /**
   * A save holds every secret of its game, so only the host's own screen may save, load, read or import them:
   * a LAN guest must not open the autosave of the game they are playing and read the other side's plans.
   */
  private checkLocal(conn: ClientConnection): void {
    if (!conn.screen) throw new HostError('saves-local-only', "saves are kept on the host: only the host's own screen can save, load or replay games")
  }

  /** Unfinished games the last run left behind (it crashed or was killed): offered for resuming. */
  resumable(): SaveListing[] {
    if (!this.opts.saves) return []
    const running = new Set([...this.sessions.values()].map((s) => `autosave-${s.uid}.json`))
    return this.opts.saves
      .resumable()
      .filter((e) => !running.has(e.file))
      .map(listing)
  }

  /** Host a game (a new one, or one loaded from a save). It is autosaved after every change. */
  startSession(game: Game, kinds: Record<string, SeatKind>, id?: string, uid?: string): Session {
    const sid = id ?? `g${this.nextSession++}`
    this.sessions.get(sid)?.dispose()
    const session = new Session(sid, game, kinds, this.opts.botFactory, uid)
    const store = this.opts.saves
    if (store) {
      const autosave = () => {
        try {
          store.write(`autosave-${session.uid}`, makeSave(session.game, session.seatKinds(), { kind: 'autosave', app: this.opts.app }))
        } catch (e) {
          console.error(`autosave failed: ${(e as Error).message}`)
        }
      }
      session.onChange = autosave
      autosave()
    }
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
