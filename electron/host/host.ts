/**
 * The host: plain Node services that own the game sessions. The Electron main process and `npm run serve` both
 * run one; clients reach it over IPC or a WebSocket and speak the protocol in shared/protocol/messages.ts.
 * A malformed or refused message gets an error reply and leaves every session as it was; anything that goes
 * wrong inside a game breaks that game only (session.ts), never the host.
 *
 * Rights: the host's own screen (proven by the IPC channel or the screen token, never by an address) creates
 * games, chooses seeds and seat kinds, decides about dropped guests and touches the saves. A guest joins the
 * seats left for guests, or watches. See docs/security.md.
 */
import { RuleRefusal } from '../../shared/rulesets/refusal'
import { Game } from '../../shared/engine/game'
import { freeDogfightSetup, scenarioSetup, SetupError } from '../../shared/engine/setup'
import type { Content } from '../../shared/content/types'
import type { GameSetup } from '../../shared/engine/types'
import type { Seed } from '../../shared/engine/rng'
import { isCampaignClientMessage, isLanClientMessage, MAX_BOT_SEATS, parseClientMessage, type ClientMessage, type SaveListing, type ServerMessage } from '../../shared/protocol/messages'
import { isBotKind, isCardSeatKind, SEAT_KIND_INFO, SEAT_KINDS, type SeatKind } from '../../shared/protocol/seat-kinds'
import { makeAnySave, makeSave, redactForReplay, SaveError, serializeSave, type SaveFile } from '../../shared/save/save-file'
import type { SaveSource } from '../../shared/save/ruleset-save'
import { CardGame } from '../../shared/rulesets/card'
import type { BaseCommand, RulesetGame } from '../../shared/rulesets/contract'
import { diskTrouble, diskTroubleIn } from '../saves/disk-errors'
import { Autosave } from './autosave'
import { checkSaveInline, type SaveChecker } from '../saves/save-check'
import type { SaveEntry, SaveStore } from '../saves/save-store'
import { compatOf, PROTOCOL_VERSION, type Compat } from '../../shared/protocol/compat'
import type { LanPort } from './lan-port'
import { HostError, secretHex, Session, type BotFactory, type ClientConnection, type SessionHooks } from './session'
import { lessonGame, loadLessons, playerSeat, type Lesson } from '../../shared/first-flight/lesson'
import { readContentFiles } from '../content/load-assets'
import { lessonBot } from './lesson-bot'
import type { OpponentMemoryStore } from './opponent-memory'
import { checkRulesetBots, createRulesetGame, rulesetSession, type RulesetSession } from './ruleset-games'
import { HostCampaigns } from '../campaigns/host-campaigns'
import type { CampaignStore } from '../campaigns/campaign-store'
import type { Campaign } from '../../shared/campaign/types'

export interface ConnectOptions {
  /** the host's own screen: proven by the IPC channel (Electron) or by the screen token (a browser) */
  screen: boolean
  /** the client showed a screen token that is not this run's (an old tab of a host that restarted) */
  screenRefused?: boolean
}

export interface HostOptions {
  content: Content
  botFactory: BotFactory
  /** a new game's secret (tests fix it); by default 128 bits from the operating system */
  seed?: () => Seed
  /** where games are saved; without it there are no saves or autosaves */
  saves?: SaveStore
  app?: string
  /** a game nobody has watched for this long is closed (its autosave stays, to be resumed); default one hour */
  idleMs?: number
  /** games at most on this host (default 64) */
  maxSessions?: number
  /** the app's version, for people to read in the welcome and the LAN announcement */
  version?: string
  /** the host's name as guests see it (the computer's name) */
  hostName?: string
  /** hosting on the LAN, finding games there and joining them (electron/lan); without it those requests are refused */
  lan?: LanPort
  /** the first flight's lessons (tests give their own); by default those in assets/first-flight/ */
  lessons?: Lesson[]
  /** how often a failing autosave is tried again (tests shorten it); default autosave.ts's */
  autosaveRetryMs?: number
  /** checks an imported save (read, migrated, replayed): a worker thread in the app; by default on this thread */
  checkSave?: SaveChecker
  /** where campaigns are kept (electron/campaigns, beside the saves); without it campaign requests are refused */
  campaigns?: CampaignStore<Campaign>
  /**
   * the content of each ruleset other than the card game, by id (issue 29: `{ hex }`, the hex game's aircraft,
   * deck and scenarios); a create-game of a ruleset whose content is not here is refused
   */
  contents?: Readonly<Record<string, unknown>>
  /** the ace's memory of the player at this screen (opponent-memory.ts); without it the ace plays every game afresh */
  memory?: OpponentMemoryStore
}

interface Connection extends ClientConnection {
  screenRefused: boolean
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
    winner: e.winner,
    game: e.game,
    seats: e.meta?.seats.map((s) => ({ id: s.id, name: s.name, kind: s.kind })) ?? [],
    problem: e.problem,
    interrupted: e.interrupted,
    // a game of another ruleset says which (issue 29); a card game's listing is as it was
    ...(e.ruleset ? { ruleset: e.ruleset } : {}),
  }
}

/** errors whose code a client is told; a refusal by any ruleset's rules (the card game's CommandError is one) among them */
const KNOWN_ERRORS = [HostError, RuleRefusal, SetupError, SaveError]

function errorCode(e: unknown): string | null {
  if (e instanceof SetupError) return 'bad-setup'
  if (KNOWN_ERRORS.some((k) => e instanceof k)) return (e as { code: string }).code
  if (e instanceof Error && (e as { code?: unknown }).code === 'seat-closed') return 'seat-closed'
  return null
}

export class Host {
  private readonly sessions = new Map<string, Session>()
  /** games of the other rulesets (issue 29): the hex game's */
  private readonly others = new Map<string, RulesetSession>()
  /** what each of those games was started from (its ruleset, live game, setup and seed): what a save of it holds */
  private readonly sources = new Map<string, SaveSource>()
  /** each game's autosave, by session */
  private readonly autosaves = new Map<string, Autosave>()
  private get checkSave(): SaveChecker {
    return this.opts.checkSave ?? checkSaveInline(this.opts.content, this.opts.contents)
  }
  private readonly clients = new Map<string, Connection>()
  private nextClient = 1
  private lessonList: Lesson[] | null = null
  private readonly sweeper: NodeJS.Timeout
  /** what this host runs: its protocol, rules and content */
  readonly compat: Compat
  /** the campaigns and their sorties (electron/campaigns/host-campaigns.ts), when the host keeps campaigns */
  private readonly campaigns: HostCampaigns | null

  constructor(private readonly opts: HostOptions) {
    this.compat = compatOf(opts.content, opts.version ?? 'dev')
    const idle = opts.idleMs ?? 60 * 60_000
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(idle / 4, 60_000)))
    this.sweeper.unref()
    this.campaigns = opts.campaigns
      ? new HostCampaigns(opts.campaigns, {
          content: opts.content,
          saves: opts.saves,
          app: opts.app,
          newSeed: () => this.opts.seed?.() ?? secretHex(),
          // a sortie is a card game: its seats are checked before the campaign records it
          checkRoom: (kinds) => {
            checkCardKinds(kinds)
            this.checkRoom(kinds)
          },
          startGame: (game, kinds, uid) => this.startSession(game, kinds, undefined, { uid }),
          running: (uid) => [...this.sessions.values()].find((s) => s.uid === uid),
          toScreens: (m) => {
            for (const c of this.clients.values()) if (c.screen) this.send(c, m)
          },
        })
      : null
  }

  get hostName(): string {
    return this.opts.hostName ?? 'Overdive host'
  }

  get content(): Content {
    return this.opts.content
  }

  /** A client connected: give it an id and a way to receive messages. */
  connect(send: ClientConnection['send'], opts: ConnectOptions): ClientConnection {
    const conn: Connection = { id: `c${this.nextClient++}`, screen: opts.screen, screenRefused: !!opts.screenRefused, send }
    this.clients.set(conn.id, conn)
    return conn
  }

  disconnect(conn: ClientConnection): void {
    this.clients.delete(conn.id)
    if (conn.screen) this.opts.lan?.disconnected(conn)
    for (const s of this.allSessions()) {
      s.leave(conn.id)
      this.closeIfDone(s)
    }
  }

  /** Handle one raw message (a JSON string or an already parsed object) from a client. Never throws. */
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
      this.send(conn, { type: 'error', ...(re ? { re } : {}), code: 'malformed', message: parsed.error })
      return
    }
    const msg = parsed.message
    try {
      const pending = this.handle(conn, msg)
      pending?.catch((e: unknown) => this.failed(conn, msg, e))
    } catch (e) {
      this.failed(conn, msg, e)
    }
  }

  /**
   * A request failed: a refusal is answered; a disk's refusal (saving, importing, renaming) is a save error, said in
   * words, and the game goes on; anything else breaks the game it was about, and only that.
   */
  private failed(conn: ClientConnection, msg: ClientMessage, e: unknown): void {
    const re = msg.re ? { re: msg.re } : {}
    const code = errorCode(e)
    if (code) {
      this.send(conn, { type: 'error', ...re, code, message: (e as Error).message })
      return
    }
    const disk = this.opts.saves ? diskTroubleIn(this.opts.saves.dir, e) : diskTrouble(e)
    if (disk) {
      console.error(`saves: ${(e as Error).message}`)
      this.send(conn, { type: 'error', ...re, code: 'save-failed', message: `Not saved: ${disk}. The game goes on: save again once the disk allows.` })
      return
    }
    const session = 'session' in msg ? (this.sessions.get(msg.session) ?? this.others.get(msg.session)) : undefined
    if (session) session.break(e)
    else console.error(e)
    this.send(conn, { type: 'error', ...re, code: 'internal', message: `the host failed: ${(e as Error)?.message ?? String(e)}` })
  }

  /** Sending to one client never throws into the host (a closed socket, a broken IPC channel). */
  private send(conn: ClientConnection, m: ServerMessage): void {
    try {
      conn.send(m)
    } catch (e) {
      console.error(`send to ${conn.id}: ${(e as Error).message}`)
    }
  }

  /** A card game's session (its saves, autosave and campaigns are the card game's). */
  private session(id: string): Session {
    const s = this.sessions.get(id)
    if (!s) {
      const other = this.others.get(id)
      if (other) throw new HostError('not-for-this-game', `this host does not do that for a game of the ${other.hosted.ruleset.id} game yet`)
      throw new HostError('unknown-session', `there is no game "${id}" on this host`)
    }
    return s
  }

  /** The session of a game of any ruleset (seats, lobby, chat, commands work alike). */
  private anySession(id: string): Session<unknown> {
    const s: Session<unknown> | undefined = this.sessions.get(id) ?? this.others.get(id)
    if (!s) throw new HostError('unknown-session', `there is no game "${id}" on this host`)
    return s
  }

  /** Every session, whatever its ruleset. */
  /** Every game, card or other ruleset, in the order they were made (the LAN offers the newest: offeredGame). */
  private allSessions(): Session<unknown>[] {
    return [...this.sessions.values(), ...this.others.values()].sort((a, b) => a.made - b.made)
  }

  private handle(conn: ClientConnection, msg: ClientMessage): Promise<void> | void {
    const re = msg.re ? { re: msg.re } : {}
    // the protocol's LAN messages (shared/protocol/messages.ts) go to the LAN services
    if (isLanClientMessage(msg)) {
      this.checkScreen(conn, 'host, find or join games on the LAN')
      if (!this.opts.lan) throw new HostError('no-lan', 'this host does not play on the LAN')
      return this.opts.lan.receive(conn, msg)
    }
    // the campaigns' messages (shared/protocol/campaign-messages.ts): a roster is the screen's alone
    if (isCampaignClientMessage(msg)) {
      this.checkScreen(conn, 'open or change campaigns')
      if (!this.campaigns) throw new HostError('no-campaigns', 'this host keeps no campaigns')
      return this.campaigns.receive(conn, msg)
    }
    switch (msg.type) {
      case 'hello': {
        const c = this.clients.get(conn.id)
        // checked afresh: a disk made writable again (or full since) is said as it is now
        const savesProblem = conn.screen ? this.opts.saves?.check() : null
        conn.send({
          type: 'welcome',
          ...re,
          client: conn.id,
          role: conn.screen ? 'screen' : 'guest',
          ...(c?.screenRefused ? { screenRefused: true } : {}),
          sessions: this.summaries(),
          resumable: conn.screen ? this.resumable() : [],
          compat: this.compat,
          hostName: this.hostName,
          ...(savesProblem ? { savesProblem } : {}),
        })
        // after the welcome, which says what this host runs: the client can tell its player which copy to update
        if (msg.protocol !== undefined && msg.protocol !== PROTOCOL_VERSION) {
          throw new HostError('version-mismatch', `this host runs Overdive ${this.compat.app} (protocol ${PROTOCOL_VERSION}); this page or app speaks protocol ${msg.protocol}. Reload the page, or run the same version of Overdive as the host.`)
        }
        return
      }
      case 'list-sessions':
        conn.send({ type: 'sessions', ...re, sessions: this.summaries() })
        return
      case 'create-game': {
        this.checkScreen(conn, 'start games')
        const pacedBy = msg.paced ? conn.id : undefined
        if (msg.ruleset !== undefined && msg.ruleset !== 'card') {
          const seed = msg.seed ?? this.opts.seed?.() ?? secretHex()
          const made = createRulesetGame(msg, this.opts.contents ?? {}, seed, (kinds) => this.checkRoom(kinds))
          const session = this.startRulesetSession({ ruleset: made.ruleset, game: made.game, setup: made.setup, seed }, made.content, made.kinds, undefined, msg.answerSeconds, pacedBy)
          conn.send({ type: 'ruleset-game-created', ...re, session: session.id, ruleset: made.ruleset.id, setup: made.setup, seats: session.seatInfo() })
          return
        }
        const content = this.opts.content
        let setup: GameSetup
        if (msg.choice.kind === 'lesson') {
          this.startLesson(conn, msg.choice.lesson, msg.seed, re)
          return
        }
        if (msg.choice.kind === 'scenario') {
          setup = scenarioSetup(content, { scenario: msg.choice.scenario, variant: msg.choice.variant ?? null, seating: msg.seating ?? 'team', options: msg.options, fields: msg.fields, ...(msg.groundFire ? { groundFire: msg.groundFire } : {}), ...(msg.levels ? { levels: msg.levels } : {}), ...(msg.aces ? { aces: msg.aces } : {}) })
        } else {
          setup = freeDogfightSetup(content, { table: msg.choice.table, planes: msg.choice.planes, seating: msg.seating ?? 'team', options: msg.options, fields: msg.fields, ...(msg.aces ? { aces: msg.aces } : {}) })
        }
        if (msg.seats.length > setup.seats.length) throw new HostError('bad-seats', `this game has ${setup.seats.length} seats, not ${msg.seats.length}`)
        const kinds: Record<string, SeatKind> = {}
        setup.seats.forEach((s, i) => (kinds[s.id] = msg.seats[i] ?? 'human'))
        this.checkRoom(kinds)
        const seed = msg.seed ?? this.opts.seed?.() ?? secretHex()
        const session = this.startSession(Game.start(content, setup, seed), kinds, undefined, { pacedBy })
        conn.send({ type: 'game-created', ...re, session: session.id, setup, seats: session.seatInfo() })
        return
      }
      case 'join': {
        this.anySession(msg.session).join(conn, msg.seat, msg.token, msg.re, msg.name, msg.overlay === true)
        // a game not being saved says so to everyone who comes to it
        const autosave = this.autosaves.get(msg.session)
        if (autosave?.problem) conn.send({ type: 'autosave', session: msg.session, ...autosave.status })
        return
      }
      case 'ready':
        this.anySession(msg.session).ready(conn.id, msg.ready)
        return
      case 'start-game':
        this.checkScreen(conn, 'start a game')
        this.anySession(msg.session).begin()
        return
      case 'chat':
        this.anySession(msg.session).say(conn.id, msg.text)
        return
      case 'command':
        return this.anySession(msg.session).command(conn.id, msg.command)
      case 'ruleset-command': {
        const s = this.anySession(msg.session)
        if (s.hosted.ruleset.id === 'card') throw new HostError('wrong-message', 'a card game takes its commands as "command" messages')
        return s.command(conn.id, msg.command)
      }
      case 'shown':
        this.sessions.get(msg.session)?.shown(conn.id, msg.seq)
        this.others.get(msg.session)?.shown(conn.id, msg.seq)
        return
      case 'leave': {
        const s = this.anySession(msg.session)
        s.leave(conn.id)
        this.closeIfDone(s)
        return
      }
      case 'seat-control':
        this.checkScreen(conn, "decide about a guest's seat")
        this.anySession(msg.session).control(msg.seat, msg.action, msg.to)
        return
      case 'save-game': {
        this.checkScreen(conn, 'save games')
        const src = this.sources.get(msg.session)
        if (src) {
          // a game of another ruleset, saved through the contract (shared/save/ruleset-save.ts)
          const other = this.anySession(msg.session)
          const name = msg.name ?? `${other.hosted.title()} turn ${other.hosted.turn()} ${new Date().toISOString().slice(0, 16).replace('T', ' ').replace(':', 'h')}`
          const file = this.saves().write(this.saves().freeNameIfTaken(name), makeAnySave(src, other.seatKinds(), { kind: 'manual', app: this.opts.app }) as SaveFile)
          conn.send({ type: 'saved', ...re, session: other.id, file })
          return
        }
        const session = this.session(msg.session)
        const name = msg.name ?? `${session.game.state.setup.title} turn ${session.game.state.turn} ${new Date().toISOString().slice(0, 16).replace('T', ' ').replace(':', 'h')}`
        const file = this.saves().write(this.saves().freeNameIfTaken(name), makeSave(session.game, session.seatKinds(), { kind: 'manual', app: this.opts.app }))
        conn.send({ type: 'saved', ...re, session: session.id, file })
        return
      }
      case 'opponent-memory': {
        this.checkScreen(conn, "see or change the ace's memory of you")
        const memory = this.opts.memory
        if (!memory) throw new HostError('no-memory', 'this host keeps no memory of its players')
        if (msg.learning !== undefined) memory.setLearning(msg.learning)
        if (msg.forget) memory.forget()
        conn.send({ type: 'opponent-memory', ...re, ...memory.status() })
        return
      }
      case 'list-saves':
        this.checkScreen(conn, 'see the saves')
        conn.send({ type: 'saves', ...re, saves: this.saves().list().map(listing) })
        return
      case 'load-game': {
        this.checkScreen(conn, 'load games')
        // a game still running is not hosted twice: its own session is offered again
        const live = this.running(msg.file)
        const liveSource = live ? this.sources.get(live.id) : undefined
        const pacedBy = msg.paced ? conn.id : undefined
        if (live && pacedBy) live.paceFor(pacedBy)
        if (live && liveSource) {
          conn.send({ type: 'ruleset-game-created', ...re, session: live.id, ruleset: liveSource.ruleset.id, setup: liveSource.setup, seats: live.seatInfo() })
          return
        }
        if (live) {
          conn.send({ type: 'game-created', ...re, session: live.id, setup: (live as Session).game.state.setup, seats: live.seatInfo() })
          return
        }
        // readAny() replays the save's commands from its setup (through its ruleset) and refuses one whose snapshot they do not make
        const loaded = this.saves().readAny(msg.file)
        const save = loaded.save
        this.checkRoom(save.seats)
        // a resumed autosave keeps writing to its own file
        const uid = save.kind === 'autosave' ? autosaveUid(msg.file) : null
        const from = uid && /^[A-Za-z0-9_-]{1,80}$/.test(uid) ? { file: msg.file, uid } : undefined
        if (!(loaded.game instanceof CardGame)) {
          const src = loaded.source
          checkRulesetBots(src.ruleset, save.seats)
          const session = this.startRulesetSession(src, this.opts.contents?.[src.ruleset.id], save.seats, from, undefined, pacedBy)
          conn.send({ type: 'ruleset-game-created', ...re, session: session.id, ruleset: src.ruleset.id, setup: src.setup, seats: session.seatInfo() })
          return
        }
        const game = loaded.game.game
        const session = this.startSession(game, save.seats, from, { pacedBy })
        conn.send({ type: 'game-created', ...re, session: session.id, setup: game.state.setup, seats: session.seatInfo() })
        return
      }
      case 'read-save': {
        this.checkScreen(conn, 'read saves')
        const live = this.running(msg.file)
        if (live?.hasGuests() && !live.hosted.live.over) {
          throw new HostError('game-running', 'this game is still being played with guests: it can be replayed or exported once it is over')
        }
        const loaded = this.saves().readAny(msg.file)
        if (!(loaded.game instanceof CardGame)) {
          // a game of another ruleset deals its hands and orders its deck from its seed: any replayable file of it
          // holds every hand, the deck's order and the generator, so one not over is not given out (docs/saves.md)
          if (!loaded.save.meta.over) {
            throw new HostError('game-not-over', `this ${loaded.save.ruleset} game is not over: its save holds every hand and the order of the deck, so it can be replayed or exported once it is over`)
          }
          conn.send({ type: 'save-text', ...re, file: msg.file, text: this.saves().text(msg.file) })
          return
        }
        const save = loaded.save as SaveFile
        // a game still being played is replayed and exported only up to its last finished turn: the plans already
        // committed for the turn in progress must stay secret
        const text = save.meta.over ? this.saves().text(msg.file) : serializeSave(redactForReplay(this.opts.content, save))
        conn.send({ type: 'save-text', ...re, file: msg.file, text })
        return
      }
      case 'import-save': {
        this.checkScreen(conn, 'import saves')
        const saves = this.saves()
        // checked, migrated and replayed from its setup (off the event loop where the host has a worker for it)
        // before it is written under a name of its own
        return this.checkSave(msg.text).then((checked) => {
          const file = saves.writeText(saves.freeNameIfTaken(msg.name), checked)
          conn.send({ type: 'saved', ...re, session: '', file })
        })
      }
      case 'delete-save':
        this.checkScreen(conn, 'delete saves')
        if (this.running(msg.file)) throw new HostError('game-running', 'this game is still being played: leave it before deleting its autosave')
        this.saves().remove(msg.file)
        conn.send({ type: 'save-deleted', ...re, file: msg.file })
        return
      case 'rename-save': {
        this.checkScreen(conn, 'rename saves')
        if (this.running(msg.file)) throw new HostError('game-running', 'this game is still being played: its autosave can be named once you leave it, or save it under a name now')
        conn.send({ type: 'save-renamed', ...re, file: msg.file, to: this.saves().rename(msg.file, msg.name) })
        return
      }
    }
  }

  private saves(): SaveStore {
    if (!this.opts.saves) throw new HostError('no-saves', 'this host keeps no saves')
    return this.opts.saves
  }

  /**
   * Only the host's own screen starts games and touches the saves: a save holds every secret of its game, and a
   * guest must not open the autosave of the game they are playing and read the other side's plans.
   */
  private checkScreen(conn: ClientConnection, what: string): void {
    if (!conn.screen) throw new HostError('screen-only', `only the host's own screen can ${what}`)
  }

  /** A new game fits: not too many bots in it, not too many games on the host. */
  private checkRoom(kinds: Record<string, SeatKind>): void {
    const bots = Object.values(kinds).filter(isBotKind).length
    if (bots > MAX_BOT_SEATS) throw new HostError('too-many-bots', `a game may have at most ${MAX_BOT_SEATS} bots, not ${bots}`)
    if (this.sessions.size + this.others.size >= (this.opts.maxSessions ?? 64)) throw new HostError('too-many-games', 'this host runs as many games as it can: finish or leave one first')
  }

  /** The session playing the game a save file belongs to (its autosave), whatever its ruleset. */
  private running(file: string): Session<unknown> | undefined {
    const uid = autosaveUid(file)
    return uid === null ? undefined : this.allSessions().find((s) => s.uid === uid)
  }

  /**
   * Host a game of another ruleset (issue 29), new or loaded from a save: autosaved to its journal after every
   * command as a card game is (autosave.ts), a game loaded from its own autosave carrying on in the same file.
   */
  private startRulesetSession(src: SaveSource, content: unknown, kinds: Record<string, SeatKind>, from?: { file: string; uid: string }, answerSeconds?: number, pacedBy?: string): RulesetSession {
    const store = this.opts.saves
    let autosave: Autosave | null = null
    const hooks = {
      applied: () => autosave?.afterCommand(),
      closed: (s: Session<RulesetGame<BaseCommand>>) => {
        autosave?.close()
        this.autosaves.delete(s.id)
        this.others.delete(s.id)
        this.sources.delete(s.id)
      },
    }
    const session = rulesetSession(src.ruleset, content, src.game, src.setup, kinds, hooks, from?.uid)
    if (store) {
      autosave = new Autosave({ store, game: src, uid: session.uid, seats: kinds, from: from?.file, app: this.opts.app, retryMs: this.opts.autosaveRetryMs, changed: (status) => session.tellAll({ type: 'autosave', session: session.id, ...status }) })
      this.autosaves.set(session.id, autosave)
    }
    this.others.set(session.id, session)
    this.sources.set(session.id, src)
    if (answerSeconds !== undefined) session.answerTime(answerSeconds)
    if (pacedBy) session.paceFor(pacedBy)
    session.start()
    return session
  }

  /** Unfinished games the last run left behind (it crashed or was killed): offered for resuming. */
  resumable(): SaveListing[] {
    if (!this.opts.saves) return []
    return this.opts.saves
      .resumable()
      .filter((e) => !this.running(e.file))
      .map(listing)
  }

  /**
   * A lesson of the guided first flight (docs/first-flight.md): its exact setup and damage draws from the lesson's
   * data, the player's seat at this screen and every other seat flown by the lesson's script. Only the host's screen
   * gets here (create-game); a lesson is a game like any other once started (guests may watch it), and it is not
   * autosaved: the first flight keeps its own progress and starts a lesson afresh.
   */
  private startLesson(conn: ClientConnection, id: string, seed: Seed | undefined, re: { re?: string }): void {
    const content = this.opts.content
    this.lessonList ??= this.opts.lessons ?? loadLessons(readContentFiles(), content)
    const lesson = this.lessonList.find((l) => l.id === id)
    if (!lesson) throw new HostError('no-lesson', `there is no first-flight lesson "${id}"`)
    const game = lessonGame(content, lesson, seed ?? this.opts.seed?.() ?? secretHex())
    const player = playerSeat(content, lesson)
    const kinds: Record<string, SeatKind> = {}
    for (const s of game.state.setup.seats) kinds[s.id] = s.id === player ? 'human' : 'bot:heuristic'
    this.checkRoom(kinds)
    const scripted: BotFactory = (kind, seat, botSeed) => (seat === player ? this.opts.botFactory(kind, seat, botSeed) : lessonBot(content, lesson, seat, botSeed))
    const session = this.startSession(game, kinds, undefined, { botFactory: scripted, autosave: false })
    conn.send({ type: 'game-created', ...re, session: session.id, setup: game.state.setup, seats: session.seatInfo() })
  }

  /**
   * Host a game (a new one, or one loaded from a save). Its autosave is a journal: each command is appended to
   * it as it is applied, so an autosave costs the same at turn 100 as at turn 1. A game loaded from its own
   * autosave carries on in the same file.
   */
  startSession(game: Game, kinds: Record<string, SeatKind>, from?: { file: string; uid: string }, how: { botFactory?: BotFactory; autosave?: false; uid?: string; pacedBy?: string } = {}): Session {
    checkCardKinds(kinds)
    const store = how.autosave === false ? undefined : this.opts.saves
    let autosave: Autosave | null = null
    const hooks: SessionHooks = {
      applied: (s) => {
        autosave?.afterCommand()
        // a campaign's sortie closes when its game ends (electron/campaigns/host-campaigns.ts)
        if (s.game.over) this.campaigns?.gameOver(s)
      },
      closed: (s) => {
        autosave?.close()
        this.autosaves.delete(s.id)
      },
    }
    const session = new Session(game, kinds, how.botFactory ?? this.remembering(game, kinds), hooks, from?.uid ?? how.uid)
    if (store) {
      // a disk that refuses the journal never stops the game: everyone at it is told, and it is tried again
      autosave = new Autosave({ store, game, uid: session.uid, seats: kinds, from: from?.file, app: this.opts.app, retryMs: this.opts.autosaveRetryMs, changed: (status) => session.tellAll({ type: 'autosave', session: session.id, ...status }) })
      this.autosaves.set(session.id, autosave)
    }
    this.sessions.set(session.id, session)
    // a game of bots only waits for the table of the screen that started it (pace.ts)
    if (how.pacedBy) session.paceFor(how.pacedBy)
    session.start()
    return session
  }

  /**
   * The host's bots, the ace given the memory of the player at this screen (opponent-memory.ts) where that player
   * is all it flies against: every seat of the other teams played at this screen ("human"), none a guest's or a bot's.
   */
  private remembering(game: Game, kinds: Record<string, SeatKind>): BotFactory {
    const base = this.opts.botFactory
    const memory = this.opts.memory
    if (!memory) return base
    const seats = game.state.setup.seats
    return (kind, seat, seed) => {
      const team = seats.find((s) => s.id === seat)?.team
      const others = seats.filter((s) => s.team !== team)
      const againstScreen = others.length > 0 && others.every((s) => (kinds[s.id] ?? 'human') === 'human')
      const link = kind === 'bot:ace' && againstScreen ? memory.link() : null
      return base(kind, seat, seed, link ?? undefined)
    }
  }

  getSession(id: string): Session | undefined {
    return this.sessions.get(id)
  }

  /** How many games the host runs (for tests and the soak test). */
  get sessionCount(): number {
    return this.sessions.size + this.others.size
  }

  /** A game of any ruleset (tests, tools). */
  getAnySession(id: string): Session<unknown> | undefined {
    return this.sessions.get(id) ?? this.others.get(id)
  }

  summaries() {
    return this.allSessions()
      .filter((s) => s.broken === null)
      .map((s) => s.summary())
  }

  /** Close the games that are over (or broken) and left, or that nobody has watched for a while. */
  sweep(now = Date.now()): void {
    const idle = this.opts.idleMs ?? 60 * 60_000
    for (const s of this.allSessions()) if (s.finishedOrIdle(now, idle)) this.close(s)
  }

  private closeIfDone(s: Session<unknown>): void {
    if (s.finishedOrIdle(Date.now(), Infinity)) this.close(s)
  }

  private close(s: Session<unknown>): void {
    this.sessions.delete(s.id)
    this.others.delete(s.id)
    this.sources.delete(s.id)
    s.dispose()
  }

  dispose(): void {
    clearInterval(this.sweeper)
    void Promise.resolve(this.opts.lan?.dispose()).catch((e: unknown) => console.error(`LAN services: ${(e as Error)?.message ?? e}`))
    for (const s of this.allSessions()) s.dispose()
    this.sessions.clear()
    this.others.clear()
  }
}

/** The card game's bots by name, for a refusal: those New game offers. */
const CARD_BOTS = SEAT_KINDS.filter(isBotKind)
  .map((k) => SEAT_KIND_INFO[k].bot)
  .join(', ')

/** A bot only another ruleset has (the hex game's search bot) cannot play a card game. */
function checkCardKinds(kinds: Record<string, SeatKind>): void {
  for (const kind of Object.values(kinds)) {
    if (!isCardSeatKind(kind)) throw new HostError('bad-seats', `the card game has no "${SEAT_KIND_INFO[kind].bot ?? kind}" bot: it has ${CARD_BOTS}`)
  }
}

/** The game id in an autosave's file name, or null when the file is not an autosave. */
function autosaveUid(file: string): string | null {
  const m = /^autosave-(.+?)\.(json|journal)$/.exec(file)
  return m ? m[1] : null
}
