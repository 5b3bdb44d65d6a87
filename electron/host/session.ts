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
 * A game with guest seats waits in its lobby until the screen starts it: people come and go, pick seats, say they
 * are ready and talk; the screen moves guests, hands seats to bots, removes guests and starts the game once every
 * seat has a player. Everyone in the game is sent who is there whenever that changes (`lobby`), and the chat.
 *
 * Anything other than a refusal by the rules that goes wrong in the game breaks this session (its players are
 * told) and nothing else: the host's other games carry on.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { RuleRefusal } from '../../shared/rulesets/refusal'
import { botWaitsForPeople, situationOfView } from '../../shared/engine/rules/altitude/flying-higher'
import type { Game } from '../../shared/engine/game'
import type { Seed } from '../../shared/engine/rng'
import type { Command, SeatId } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import { MAX_PLAYER_NAME, type LobbyPerson, type SeatInfo, type ServerMessage, type SessionSummary } from '../../shared/protocol/messages'
import { isBotKind, type BotSeatKind, type SeatKind } from '../../shared/protocol/seat-kinds'
import type { BaseCommand } from '../../shared/rulesets/contract'
import { Driver } from '../../shared/seats/driver'
import { HumanSeat } from '../../shared/seats/human-seat'
import type { Seat } from '../../shared/seats/seat'
import { cleanText } from '../../shared/protocol/clean-text'
import { ChatLog } from './chat-log'
import type { MemoryLink } from './opponent-memory'
import { HostError } from './host-error'
import { Pace, pacedSeat } from './pace'
import { cardHosted, notWaiting, type BotDriver, type HostedGame } from './hosted-game'

export interface ClientConnection {
  readonly id: string
  /**
   * the host's own screen: Electron's window (over IPC), or a browser that showed the screen's secret token.
   * Only it creates games and touches the saves.
   */
  readonly screen: boolean
  send(message: ServerMessage): void
}

export type { BotDriver, HostedGame }

/**
 * Makes the bot that plays a seat of the card game; with a memory of the opponent when the host gives one
 * (opponent-memory.ts: the ace against the player at the host's screen).
 */
export type BotFactory = (kind: BotSeatKind, seat: SeatId, seed: Seed, memory?: MemoryLink) => BotDriver
/** Makes the bot that plays a seat of any ruleset's game (a card game's BotFactory is one). */
export type AnyBotFactory = (kind: BotSeatKind, seat: SeatId, seed: Seed) => BotDriver<unknown, BaseCommand>

/** The bot that stands in for a guest who dropped. */
const STAND_IN: BotSeatKind = 'bot:heuristic'
/** how many of a game's last events a client arriving at it is sent for its log (a whole long game, in a message of some hundreds of kB) */
const PAST_SENT = 5000
/**
 * A spectator arriving this soon after a batch of events (of a game whose table shows a batch for a while: its
 * dice) is sent the batches of that while as its table's, not only for its log: a stream's overlay, which finds a
 * new game a second or so after it starts, showed the table with the start's dice (every plane's altitude and the
 * turn order) already gone. The hex table's dice stand 6 s (HexDice.tsx, DICE_SECONDS).
 */
export const RECENT_MS = 6000

export { HostError }

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
    /** the seats people play now (not stood in for by a bot) */
    private readonly people: () => ReadonlySet<SeatId>,
  ) {}
  /** the floor when this seat was first asked in a turn: once it moved, the bot no longer waits that turn */
  private turnFloor: { turn: number; floor: number | undefined } | null = null

  decide(view: GameView): Promise<Command[]> {
    // 003 Flying Higher (lines 442-447): the people may still propose a floor before anyone plans; the bot's plan
    // would close that, so it waits for them to move the game (agree, or plan), until the floor has moved this turn
    const floor = view.planes.find((p) => p.effects?.alt)?.effects?.alt?.floor
    if (this.turnFloor?.turn !== view.turn) this.turnFloor = { turn: view.turn, floor }
    const moved = this.turnFloor.floor !== floor
    if (!moved && botWaitsForPeople(view.setup.options, situationOfView(view), view.floorAgreed, this.id, this.people())) return Promise.resolve([])
    return this.bot.decide(view)
  }
  refused(cmd: Command, e: RuleRefusal): void {
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
  person: HumanSeat<BaseCommand> | null
}

/** how the host's own screen is named to guests */
export const SCREEN_NAME = 'Host'
/** a guest who gave no name */
export const GUEST_NAME = 'Guest'

interface Watcher {
  conn: ClientConnection
  /** how others see this person: stable while connected, and says nothing else */
  person: string
  name: string
  /** in the lobby: said they are ready (the host's screen always is: it starts the game) */
  ready: boolean
  seats: Set<SeatId>
  active: SeatId | null
  /**
   * a stream overlay watching (its join said so): listed to nobody in the lobby and not counted among the people.
   * The client says it of itself: a matter of display, not of trust (it sees what any spectator sees)
   */
  overlay: boolean
  /** how many of the game's events this client has been sent */
  cursor: number
}

export interface SessionHooks<G = Game> {
  /** after every command applied (the autosave) */
  applied?(session: Session<G>): void
  /** the session broke */
  broken?(session: Session<G>, error: unknown): void
  /** the session is closed (its autosave is closed with it) */
  closed?(session: Session<G>): void
}

/** sessions made so far in this process (Session.made) */
let sessionsMade = 0

/**
 * A session of any ruleset's game (issue 29): `game` is the card game's engine Game for a card session (the host's
 * saves, autosave and campaigns work on it), the contract's live game for another ruleset's; everything the
 * session does with the game goes through `hosted` (hosted-game.ts).
 */
export class Session<G = Game> {
  /** unguessable: a guest cannot take seats in a game before it has been offered */
  readonly id = randomBytes(16).toString('base64url')
  /** when it was made, among this process's sessions: the host lists its games in this order */
  readonly made = sessionsMade++
  private readonly watchers = new Map<string, Watcher>()
  private readonly seats = new Map<SeatId, SeatState>()
  private readonly driver: Driver<unknown, BaseCommand>
  /** the game as this session holds it, whatever its ruleset */
  readonly hosted: HostedGame
  private broadcastQueued = false
  /** why the session broke, once it has */
  broken: string | null = null
  /** when the last client left (or the session started, while nobody has come) */
  private unwatchedSince = Date.now()
  /** somebody has watched or played this game (a game nobody has seen yet is not closed for being over) */
  private seen = false
  /** a name for this game that no other game shares, for its autosave file */
  readonly uid: string
  /** a game with guest seats waits in its lobby until the host's screen starts it */
  phase: 'lobby' | 'playing'
  private readonly chat = new ChatLog()
  /**
   * the connections already sent this game's past (their log of what happened before they came): once each, so that a
   * guest who leaves and joins again in a loop cannot make the host write the game's last 5,000 events every time
   */
  private readonly pastSent = new Set<string>()
  private nextPerson = 1
  private changeQueued = false
  /** how long a person has to answer a question the rules ask mid-move (null: no limit; answerTime sets it) */
  private answerMs: number | null = null
  /** the answer time running now: the question's seat, the game's seq when it was asked, and when it runs out */
  private answerClock: { seat: SeatId; seq: number; deadline: number; timer: ReturnType<typeof setTimeout> } | null = null
  /** a game whose every seat is a bot goes at the pace of the tables showing it (pace.ts); null for any other game */
  private readonly pace: Pace | null
  /** the batches of events of the last RECENT_MS (where each starts, and when it came), when the table shows them a while */
  private recent: { from: number; at: number }[] = []
  /** how many events the batches noted so far hold */
  private noted = 0

  constructor(
    readonly game: G,
    kinds: Record<SeatId, SeatKind>,
    private readonly botFactory: AnyBotFactory,
    private readonly hooks: SessionHooks<G> = {},
    uid?: string,
    /** the game as the session holds it; a card game's Game when not given */
    hosted?: HostedGame,
  ) {
    this.uid = uid ?? `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${randomBytes(4).toString('hex')}`
    this.hosted = hosted ?? cardHosted(game as Game, (id, bot, people) => new BotSeat(id, bot as BotDriver, people) as unknown as Seat<unknown, BaseCommand>)
    const players: Seat<unknown, BaseCommand>[] = []
    const pace = this.hosted.seats.every((s) => isBotKind(kinds[s.id] ?? 'human')) ? new Pace() : null
    this.pace = pace
    const live = this.hosted.live
    for (const s of this.hosted.seats) {
      const kind = kinds[s.id] ?? 'human'
      const state: SeatState = { id: s.id, name: s.name, team: s.team, kind, holder: null, token: null, standIn: false, person: null }
      this.seats.set(s.id, state)
      if (!isBotKind(kind)) {
        players.push((state.person = new HumanSeat<BaseCommand>(s.id)))
        continue
      }
      const bot = this.hosted.botSeat(s.id, botFactory(kind, s.id, secretHex()), this.people)
      players.push(pace ? pacedSeat(bot, pace, () => live.seq) : bot)
    }
    // the game's start (its setup's rolls) is its first batch; a game loaded from a save has none
    this.noted = live.seq === 0 ? 0 : live.events.length
    this.noteBatch()
    this.driver = new Driver<unknown, BaseCommand>(this.hosted.table, players, {
      applied: () => {
        this.hooks.applied?.(this)
        this.noteBatch()
        this.queueBroadcast()
      },
    })
    this.phase = this.hasGuests() ? 'lobby' : 'playing'
  }

  /** Start playing (a game with guests waits in its lobby for the screen's start-game instead). */
  start(): void {
    if (this.phase === 'playing') this.run()
  }

  /** The screen starts the game waiting in its lobby: every guest seat needs a guest or a bot. */
  begin(): void {
    this.checkNotBroken()
    if (this.phase !== 'lobby') throw new HostError('already-started', 'this game has started already')
    const empty = [...this.seats.values()].filter((s) => s.kind === 'guest' && s.holder === null && !s.standIn)
    if (empty.length > 0) {
      throw new HostError('seats-empty', `nobody sits at ${empty.map((s) => s.name).join(' and ')} yet: wait for a guest to join, or hand the seat to a bot`)
    }
    const held = this.holdsStart()
    this.phase = 'playing'
    this.changed()
    if (held) {
      // the start's dice, held back in the lobby, roll now on every table: the batch is new from this moment
      this.recent = [{ from: 0, at: Date.now() }]
      this.queueBroadcast()
    }
    this.run()
  }

  /**
   * A table that shows a batch a while (the hex game's dice) is not sent the game's start in the lobby: it would show
   * its dice under the lobby and in the log before the game began. Its clients' cursors stay at the start, which
   * every table then plays when the screen starts the game. A game loaded from a save has no start to show.
   */
  private holdsStart(): boolean {
    return this.phase === 'lobby' && this.hosted.recentOnArrival && this.hosted.live.seq === 0
  }

  private run(): void {
    this.driver.run().then(
      (result) => {
        if (result === 'stalled' && !this.hosted.live.over && !this.broken) console.error(`game ${this.uid}: no seat can move the game`)
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
    return [...this.seats.values()].map((s) => {
      const holder = s.holder === null ? undefined : this.watchers.get(s.holder)
      return {
        id: s.id,
        name: s.name,
        team: s.team,
        kind: s.kind,
        taken: s.holder !== null || s.standIn,
        ...(s.kind === 'guest' && s.holder === null && s.token !== null && !s.standIn ? { held: true } : {}),
        ...(s.standIn ? { standIn: true } : {}),
        ...(holder ? { player: holder.name } : {}),
        ...(holder && this.phase === 'lobby' ? { ready: this.isReady(holder) } : {}),
      }
    })
  }

  /** the seats for the list of games: as a view has them, with the aircraft each flies */
  private listedSeats(): SeatInfo[] {
    return this.seatInfo().map((s) => {
      const flies = this.hosted.flies(s.id)
      return flies.length ? { ...s, flies } : s
    })
  }

  /** the ruleset's id for the messages of a game other than the card game's (a card game's say none, as before) */
  private rulesetField(): { ruleset?: string } {
    return this.hosted.ruleset.id === 'card' ? {} : { ruleset: this.hosted.ruleset.id }
  }

  summary(): SessionSummary {
    const h = this.hosted
    return {
      session: this.id,
      ...this.rulesetField(),
      title: h.title(),
      scenario: h.scenario(),
      turn: h.turn(),
      over: h.live.over,
      seats: this.listedSeats(),
      phase: this.phase,
      rules: h.rules(),
      people: this.peopleHere().length,
    }
  }

  /**
   * Sit a client at a seat (or let it watch as a spectator) and send it that view. In the lobby a guest who
   * sits at another seat moves there: the seat it leaves is freed, and its old token no longer takes it.
   */
  join(conn: ClientConnection, seat: SeatId | null, token?: string, re?: string, name?: string, overlay = false): void {
    this.checkNotBroken()
    let seated: string | null = null
    // the connection a guest coming back with its token leaves behind (not yet seen to close): its name is the guest's
    let left: string | null = null
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
        if (s.standIn && s.token === null) throw new HostError('seat-is-bot', `a bot plays seat "${s.name}": the host can open it to guests again`)
        const w = this.watchers.get(conn.id)
        if (w && this.phase === 'lobby' && s.holder !== conn.id) {
          this.checkCanTake(s, token)
          this.release(w)
        }
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
          left = s.holder
          this.unseat(s)
          if (s.standIn) this.giveBack(s)
        }
      }
      s.holder = conn.id
    }
    let w = this.watchers.get(conn.id)
    // the first to come (the screen that set the game up) sees it from its start: bots may have played on already
    const first = !this.seen
    this.seen = true
    const arriving = !w
    if (!w) {
      w = { conn, person: `p${this.nextPerson++}`, name: GUEST_NAME, ready: false, seats: new Set(), active: null, overlay: false, cursor: this.hosted.live.events.length }
      this.watchers.set(conn.id, w)
    }
    const asked = cleanText(name ?? '', MAX_PLAYER_NAME)
    w.name = conn.screen ? SCREEN_NAME : asked !== '' || arriving ? this.nameFor(w, asked || GUEST_NAME, left) : w.name
    if (seat !== null && !w.seats.has(seat)) {
      w.seats.add(seat)
      w.ready = false
    }
    w.active = seat
    // an overlay only watches: one that sits at a seat is a player like any other
    w.overlay = overlay && seat === null && w.seats.size === 0
    // a client that changes seat starts afresh: it must not be sent what the previous seat saw. A spectator arriving
    // (an overlay) is sent the batches still on the table (their dice), their public part; one taking a seat is not
    // told what the seat's earlier holder alone was told, so only its log's public past. In a lobby holding the start
    // back, nothing has been sent: every client is sent the start when the game begins
    w.cursor = first || this.holdsStart() ? 0 : arriving && seat === null ? this.recentFrom() : this.hosted.live.events.length
    if (seated) conn.send({ type: 'seated', ...(re ? { re } : {}), session: this.id, seat: seat!, token: seated })
    // a client arriving at a game under way (a guest, an overlay) is told what happened before it came, for its log
    const past = arriving && !first && !this.pastSent.has(conn.id)
    if (past) this.pastSent.add(conn.id)
    this.sendView(w, re, past)
    const said = this.chat.recent()
    if (arriving && said.length > 0) conn.send({ type: 'chat', session: this.id, lines: said })
    this.changed(seat === null ? 'people' : 'seats')
  }

  /**
   * A guest's name as everyone reads it (the lobby, the seats, the chat): the screen's name is the screen's alone, and
   * no two people here share one, whatever the case ("Anna", then "Anna 2"). A stream overlay, listed to nobody, takes
   * no name from anyone; `left` is a connection the guest itself left behind.
   */
  private nameFor(w: Watcher, asked: string, left: string | null): string {
    const fold = (n: string) => n.toLocaleLowerCase('en')
    // the screen's name with marks or a number about it ("Host 2", "(HOST)!") would pass for the screen too
    const bare = fold(asked).replace(/^[\s\p{P}\p{S}]+|[\s\p{N}\p{P}\p{S}]+$/gu, '')
    const base = bare === fold(SCREEN_NAME) ? GUEST_NAME : asked
    const others = [...this.watchers.values()].filter((o) => o !== w && !o.overlay && o.conn.id !== left)
    const taken = new Set([SCREEN_NAME, ...others.map((o) => o.name)].map(fold))
    let named = base
    for (let n = 2; taken.has(fold(named)); n++) {
      const tail = ` ${n}`
      named = Array.from(base).slice(0, MAX_PLAYER_NAME - tail.length).join('').trimEnd() + tail
    }
    return named
  }

  /** A guest may take this seat: it is free, or it is its own (its token). */
  private checkCanTake(s: SeatState, token: string | undefined): void {
    if (s.token === null) return
    if (!token || !sameToken(token, s.token)) {
      throw s.holder === null && !s.standIn
        ? new HostError('seat-held', `seat "${s.name}" is kept for its player, who dropped; the host can release it`)
        : new HostError('seat-taken', `seat "${s.name}" is taken by another player`)
    }
  }

  /** A guest gives up its seats (it moves to another, or it is removed): they are free, their tokens void. */
  private release(w: Watcher): void {
    for (const id of [...w.seats]) {
      const s = this.seats.get(id)!
      if (s.kind !== 'guest') continue
      this.unseat(s)
      s.token = null
    }
  }

  /** The people in this game, as the lobby lists and counts them: every client but the stream overlays. */
  private peopleHere(): Watcher[] {
    return [...this.watchers.values()].filter((w) => !w.overlay)
  }

  private isReady(w: Watcher): boolean {
    return w.conn.screen || w.ready
  }

  /** In the lobby: a player says it is ready to start, or not any more. */
  ready(connId: string, ready: boolean): void {
    this.checkNotBroken()
    const w = this.watchers.get(connId)
    if (!w) throw new HostError('not-in-game', 'join the game first')
    if (this.phase !== 'lobby') throw new HostError('already-started', 'this game has started already')
    if (w.seats.size === 0) throw new HostError('no-seat', 'take a seat first: spectators are not waited for')
    w.ready = ready
    this.changed()
  }

  /** A line of table talk from someone in the game, to everyone in it. */
  say(connId: string, text: string): void {
    const w = this.watchers.get(connId)
    if (!w) throw new HostError('not-in-game', 'join the game to talk at its table')
    const seat = w.active ?? [...w.seats][0] ?? null
    // a seated player keeps its limit after leaving and joining again (by its seat token); a spectator has its connection's
    const speaker = seat !== null ? `seat:${this.seats.get(seat)!.token ?? seat}` : `conn:${connId}`
    const line = this.chat.add(speaker, { from: w.name, team: seat === null ? null : this.seats.get(seat)!.team, text, turn: this.phase === 'lobby' ? 0 : this.hosted.turn() })
    for (const x of this.watchers.values()) x.conn.send({ type: 'chat', session: this.id, lines: [line] })
  }

  /**
   * The screen that started this game will show it (create-game's or load-game's `paced`): in a game of bots only,
   * the bots wait for its table from the start (pace.ts). Nothing in any other game.
   */
  paceFor(connId: string): void {
    this.pace?.expect(connId, () => this.watchers.has(connId))
  }

  /**
   * A client watching this game has played it on its table up to `seq`: in a game of bots only, the bots may go on
   * from there. Anything else (another game, a client not here) changes nothing and is not an error: it is a
   * matter of display, and a client's last word may cross its leaving.
   */
  shown(connId: string, seq: number): void {
    if (this.pace && this.watchers.has(connId)) this.pace.shownBy(connId, seq, this.hosted.live.seq)
  }

  /** A client left or dropped: a guest's seat is held for it, and the host's screen is told. */
  leave(connId: string): void {
    this.pace?.left(connId)
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
    for (const s of dropped) this.toScreens({ type: 'seat-dropped', session: this.id, seat: s.id, name: s.name })
    this.changed(w.seats.size === 0 ? 'people' : 'seats')
  }

  hasWatcher(connId: string): boolean {
    return this.watchers.has(connId)
  }

  /** The game is over (or broken) and everybody who came left, or nobody has watched it for `idleMs`. */
  finishedOrIdle(now: number, idleMs: number): boolean {
    if (this.watchers.size > 0) return false
    return (this.seen && (this.hosted.live.over || this.broken !== null)) || now - this.unwatchedSince >= idleMs
  }

  /** A command from a client at its seat: settles once the game applied or refused it. */
  command(connId: string, cmd: BaseCommand): Promise<void> {
    this.checkNotBroken()
    const w = this.watchers.get(connId)
    const s = this.seats.get(cmd.seat)
    if (!w || !w.seats.has(cmd.seat) || !s || s.holder !== connId) throw new HostError('not-your-seat', `you do not sit at seat "${cmd.seat}"`)
    if (!s.person) throw new HostError('not-your-seat', `a bot plays seat "${s.name}" now`)
    if (this.hosted.live.over) throw notWaiting(true)
    if (!this.driver.table.waitsFor(cmd.seat)) throw notWaiting(false)
    return s.person.submit(this.hosted.clean(cmd))
  }

  /**
   * The host's screen decides about a guest seat: a bot plays it (until its guest is back), it is freed for any
   * guest, the guest sitting there is removed from the game, or (in the lobby) moved to the free seat `to`.
   */
  control(seat: SeatId, action: 'bot' | 'release' | 'remove' | 'move', to?: SeatId): void {
    this.checkNotBroken()
    const s = this.seats.get(seat)
    if (!s) throw new HostError('unknown-seat', `there is no seat "${seat}" in this game`)
    if (s.kind !== 'guest') throw new HostError('not-a-guest-seat', `seat "${s.name}" is not a guest's seat`)
    if (action === 'remove') {
      const w = s.holder === null ? undefined : this.watchers.get(s.holder)
      if (!w) throw new HostError('seat-empty', `nobody sits at seat "${s.name}"`)
      this.release(w)
      this.watchers.delete(w.conn.id)
      w.conn.send({ type: 'removed', session: this.id, message: `the host removed you from ${this.hosted.title()}` })
      // a game under way goes on: a bot flies the seat until the screen opens it to another guest
      if (this.phase === 'playing' && !this.hosted.live.over) this.standIn(s)
    } else if (action === 'move') {
      this.move(s, to)
    } else if (action === 'bot') {
      if (s.holder !== null) throw new HostError('seat-occupied', `seat "${s.name}" is being played: its player is here`)
      this.standIn(s)
    } else {
      this.unseat(s)
      s.token = null
      if (s.standIn) this.giveBack(s)
    }
    this.changed()
  }

  /** In the lobby, the screen moves the guest at `s` to the free guest seat `to`: a new token comes with it. */
  private move(s: SeatState, to: SeatId | undefined): void {
    if (this.phase !== 'lobby') throw new HostError('already-started', 'players change seats in the lobby, before the game starts')
    const w = s.holder === null ? undefined : this.watchers.get(s.holder)
    if (!w) throw new HostError('seat-empty', `nobody sits at seat "${s.name}"`)
    const t = to === undefined ? undefined : this.seats.get(to)
    if (!t || t.kind !== 'guest' || t.holder !== null || t.standIn || t.token !== null) {
      throw new HostError('seat-not-free', `seat "${t?.name ?? to ?? '?'}" is not a free guest seat`)
    }
    this.release(w)
    t.token = newToken()
    t.holder = w.conn.id
    w.seats.add(t.id)
    w.active = t.id
    w.ready = false
    w.cursor = this.hosted.live.events.length
    w.conn.send({ type: 'seated', session: this.id, seat: t.id, token: t.token })
    this.sendView(w)
  }

  /** Tell everyone at this game (players, spectators, the screen) something that is theirs alike. */
  tellAll(m: ServerMessage): void {
    for (const w of this.watchers.values()) w.conn.send(m)
  }

  /** Break the session: its players are told, its bots stopped; the host's other games carry on. */
  break(e: unknown): void {
    if (this.broken !== null) return
    this.broken = e instanceof Error ? e.message : String(e)
    console.error(`game ${this.uid} broke:`, e)
    this.driver.stop()
    if (this.answerClock) clearTimeout(this.answerClock.timer)
    this.answerClock = null
    for (const w of this.watchers.values()) w.conn.send({ type: 'session-broken', session: this.id, message: `this game failed on the host and cannot go on: ${this.broken}` })
    this.hooks.broken?.(this, e)
  }

  dispose(): void {
    this.pace?.close()
    this.driver.stop()
    if (this.answerClock) clearTimeout(this.answerClock.timer)
    this.answerClock = null
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

  /** The seats people play now: every seat but the bots' and the guest seats a bot stands in for. */
  private readonly people = (): ReadonlySet<SeatId> => new Set([...this.seats.values()].filter((s) => s.person !== null).map((s) => s.id))

  /** A bot plays the seat until its guest is back or the screen opens it again. */
  private standIn(s: SeatState): void {
    if (s.standIn) return
    s.standIn = true
    s.person = null
    this.driver.sit(this.hosted.botSeat(s.id, this.botFactory(STAND_IN, s.id, secretHex()), this.people))
  }

  /** A person plays the seat again instead of its stand-in. */
  private giveBack(s: SeatState): void {
    s.standIn = false
    s.person = new HumanSeat<BaseCommand>(s.id)
    this.driver.sit(s.person)
  }

  private toScreens(m: ServerMessage): void {
    for (const w of this.watchers.values()) if (w.conn.screen) w.conn.send(m)
  }

  /**
   * Who is here and who sits where changed: everyone in the game is sent the seats and the lobby (light
   * messages: no view), once for several changes made together. Once the game is under way, spectators coming
   * and going change nothing anybody is shown: only seats changing hands are sent.
   */
  private changed(what: 'seats' | 'people' = 'seats'): void {
    if (what === 'people' && this.phase === 'playing') return
    if (this.changeQueued) return
    this.changeQueued = true
    queueMicrotask(() => {
      this.changeQueued = false
      if (this.broken !== null) return
      const seats = this.seatInfo()
      const h = this.hosted
      const people: LobbyPerson[] = this.peopleHere().map((w) => ({ id: w.person, name: w.name, seats: [...w.seats], ready: this.isReady(w), screen: w.conn.screen }))
      for (const w of this.watchers.values()) {
        w.conn.send({ type: 'seats', session: this.id, seats })
        w.conn.send({
          type: 'lobby',
          session: this.id,
          ...this.rulesetField(),
          phase: this.phase,
          title: h.title(),
          scenario: h.scenario(),
          rules: h.rules(),
          people: people.map((p) => (p.id === w.person ? { ...p, you: true as const } : p)),
          seats,
        })
      }
    })
  }

  private sendView(w: Watcher, re?: string, past = false): void {
    // in a lobby that holds the start back, the view alone: the cursor stays, and there is no past before it
    const held = this.holdsStart()
    const from = held ? this.hosted.live.events.length : w.cursor
    if (held) past = false
    else w.cursor = this.hosted.live.events.length
    const c = this.answerClock
    const answer = c ? { answer: { seat: c.seat, seconds: Math.max(0, Math.ceil((c.deadline - Date.now()) / 1000)) } } : {}
    const pastFrom = past ? { pastFrom: Math.max(0, from - PAST_SENT) } : {}
    w.conn.send(this.hosted.viewMessage({ ...(re ? { re } : {}), session: this.id, seat: w.active, mine: [...w.seats], seats: this.seatInfo(), ...answer, ...pastFrom }, from))
  }

  /**
   * Give a person this long to answer a question the rules ask mid-move (issue 30: the hex game's evade, stall,
   * recover, discard); when it runs out the host plays the game's default answer for the seat (the contract's
   * `defaultAnswer`). Never a seat's own turn, never a bot's seat. Null: no limit.
   */
  answerTime(seconds: number | null): void {
    this.answerMs = seconds === null ? null : seconds * 1000
    this.armAnswerClock()
  }

  /** Start the answer time of the question the game now waits on, or stop one whose question is answered. */
  private armAnswerClock(): void {
    const live = this.hosted.live
    const running = this.answerClock
    if (running && (running.seq !== live.seq || live.over || this.broken !== null)) {
      clearTimeout(running.timer)
      this.answerClock = null
    }
    if (this.answerClock || this.answerMs === null || !live.defaultAnswer || live.over || this.phase !== 'playing' || this.broken !== null) return
    for (const seat of live.waitingFor()) {
      const s = this.seats.get(seat)
      const answer = s?.person ? live.defaultAnswer(seat) : null
      if (!s || !answer) continue
      const seq = live.seq
      const timer = setTimeout(() => {
        if (this.answerClock?.timer !== timer) return
        this.answerClock = null
        // answered meanwhile, or a bot took the seat over: nothing to give
        if (this.broken !== null || live.seq !== seq || !s.person) return
        s.person.submit(answer).catch((e: unknown) => console.error(`game ${this.uid}: the default answer for ${seat} was refused: ${(e as Error).message}`))
      }, this.answerMs)
      timer.unref?.()
      this.answerClock = { seat, seq, deadline: Date.now() + this.answerMs, timer }
      return
    }
  }

  /** The events since the last batch noted are a batch that came now (only for a table that shows a batch a while). */
  private noteBatch(): void {
    const n = this.hosted.live.events.length
    if (!this.hosted.recentOnArrival || n <= this.noted) return
    const now = Date.now()
    this.recent = [...this.recent.filter((b) => now - b.at < RECENT_MS), { from: this.noted, at: now }]
    this.noted = n
  }

  /** Where the batches of the last RECENT_MS start: the events an arriving client's table is sent. */
  private recentFrom(): number {
    const now = Date.now()
    return this.recent.find((b) => now - b.at < RECENT_MS)?.from ?? this.hosted.live.events.length
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
    this.armAnswerClock()
    for (const w of this.watchers.values()) this.sendView(w)
  }
}
