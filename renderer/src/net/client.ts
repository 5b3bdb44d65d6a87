/**
 * The renderer's side of the protocol: sends requests to the host and turns its messages into store actions.
 */
import type { DiceIntent } from '../../../shared/engine/types'
import { MAX_CHAT_TEXT, type ClientMessage, type GameChoice, type SaveListing, type SeatKind, type ServerMessage, type SessionSummary } from '../../../shared/protocol/messages'
import { PROTOCOL_VERSION } from '../../../shared/protocol/compat'
import type { LandingField, RulesOptions } from '../../../shared/engine/types'
import type { AcesChoice } from '../../../shared/engine/rules/aces/choice'
import type { AppStore, RootState } from '../store'
import { hostError, leftGame, seatDropped, seatsChanged, sessionBroken } from '../store/game-slice'
import { handOffConfirmed, handOffStarted } from '../store/hand-off-actions'
import { autosaveReported, folderChecked, gameSaved, saveDeleted, saveRenamed, savesListed, savesNotice, savesRequested, welcomed } from '../store/saves-slice'
import { importedText, importErrorText, renameErrorText } from '../shell/saves/save-rows'
import { lobbyReceived, removedFromGame, roleKnown, sessionsListed } from '../store/lobby-slice'
import { chatReceived } from '../store/chat-slice'
import { aceMemoryReported } from '../store/settings-slice'
import { connectionChanged, joiningChanged, reconnectChanged, screenShown } from '../store/ui-slice'
import { receiveRulesetView, receiveView, type SeatJoiner } from './hotseat'
import { rulesetGameCreated, rulesetSeatsChanged } from '../store/ruleset-slice'
import { playerName } from './player-name'
import { rememberSeatToken, seatToken } from './seat-tokens'
import { findGame, forgetSeat, lostGameText, rememberedSeat, rememberSeat, type SeatMemory } from './resume-seat'
import type { Transport } from './transport'

// a plane's order (a floor agreement, 003 Flying Higher, is a seat's: agreeFloor sends it at once, never held)
type Order = Exclude<Extract<ClientMessage, { type: 'command' }>['command'], { type: 'floor' }>

export class HostClient implements SeatJoiner {
  private seq = 1
  /** seats to take once the game we asked for exists */
  private toJoin: 'all-human' | string[] | null = null
  private wasOpen = false
  /** what to do with the text of a save when it comes: export it, or watch it */
  private readonly saveTextFor = new Map<string, 'export' | 'replay'>()
  /** the file name an export is offered under, by request */
  private readonly exportAs = new Map<string, string>()
  /** a save to open as a replay as soon as it is written */
  private replayWhenSaved: string | null = null
  /** imports and renames asked for: the saves screen says how each went, the error toast stays quiet */
  private readonly savesRequests = new Map<string, 'import' | 'rename'>()
  /** another host this client plays at as a guest (through the link of its own host), while it does */
  private remote: Transport | null = null
  /** the game this client last asked to join: its lobby and chat are the only ones it listens to */
  private joined: string | null = null
  /** this page is a stream overlay (stream-page.ts): its joins say so, and the host lists it to nobody */
  overlay = false
  /**
   * After a reload or a connection that came back: the seats to take again, decided when the host's welcome says
   * which games it runs. `live`: the store still shows the game (a reconnection), rather than a fresh page.
   */
  private resume: { memory: SeatMemory; live: boolean } | null = null
  /** the join that ends a rejoin: until its view comes, no other view reaches the store (a hotseat's secrets) */
  private rejoinRe: string | null = null
  /** joins made only to hold a seat again: their views are not shown */
  private readonly hiddenRes = new Set<string>()
  /** orders given while the host was away: sent once this client sits at its seat again */
  private held: { session: string; command: Order }[] = []
  /** a finished game the host no longer runs (it restarted): leaving it asks nothing of the host */
  private gone: string | null = null
  /** what this tab remembers of its seats, as last written */
  private memoryText = ''

  constructor(
    private readonly local: Transport,
    private readonly store: AppStore,
  ) {
    // a reload: this tab sat at a game; take its seats again if the host still runs it
    const remembered = rememberedSeat()
    if (remembered) this.resume = { memory: remembered, live: false }
    local.onStatus((s) => {
      if (this.remote) return
      store.dispatch(connectionChanged(s))
      if (s === 'open') {
        if (this.wasOpen) this.reconnected()
        this.wasOpen = true
      }
    })
    store.subscribe(() => this.remember())
    // while this client is another host's guest, its own host's game messages are not its business
    local.onMessage((m) => {
      if (!this.remote) this.receive(m)
    })
    local.send({ type: 'hello', re: this.requestId(), name: 'table', protocol: PROTOCOL_VERSION })
  }

  /** Where requests go: the other host while this client is its guest, its own host otherwise. */
  private get transport(): Transport {
    return this.remote ?? this.local
  }

  /** The host's own transport (the LAN services' messages come and go there, whichever host the table shows). */
  get localTransport(): Transport {
    return this.local
  }

  /**
   * Play at another host as its guest: from now on this client's requests go through `t` and only its messages
   * reach the store. The table and lobby start afresh, as for any new host.
   */
  attachRemote(t: Transport): void {
    this.remote = t
    this.store.dispatch(leftGame())
    t.onMessage((m) => {
      if (this.remote === t) this.receive(m)
    })
    t.send({ type: 'hello', re: this.requestId(), name: 'table', protocol: PROTOCOL_VERSION })
  }

  /** Back to this client's own host (the link closed, or the player left the other host). */
  detachRemote(): void {
    if (!this.remote) return
    this.remote = null
    this.store.dispatch(leftGame())
    this.store.dispatch(screenShown('menu'))
    this.local.send({ type: 'hello', re: this.requestId(), name: 'table', protocol: PROTOCOL_VERSION })
  }

  /** Whether this client plays at another host now. */
  get isRemote(): boolean {
    return this.remote !== null
  }

  /** A fresh request id; the host answers a request with the same id. */
  requestId(): string {
    return `r${this.seq++}`
  }

  /** requests whose refusals are shown by whoever sent them, not in the error toast */
  private readonly answeredElsewhere = new Set<string>()

  /** A request id for a request whose refusal its sender shows itself (the toast stays quiet about it). */
  quietRequestId(): string {
    const re = this.requestId()
    this.answeredElsewhere.add(re)
    // the host answers most requests with no error at all: keep only the recent ones
    if (this.answeredElsewhere.size > 64) this.answeredElsewhere.delete(this.answeredElsewhere.values().next().value!)
    return re
  }

  private receive(m: ServerMessage): void {
    const dispatch = this.store.dispatch
    switch (m.type) {
      case 'game-created': {
        // a game of the host's: whatever was said about a game gone is old news
        dispatch(reconnectChanged({ gameLost: null }))
        const human = m.seats.filter((s) => s.kind === 'human').map((s) => s.id)
        const take = this.toJoin === 'all-human' ? human : (this.toJoin ?? []).filter((s) => human.includes(s))
        this.toJoin = null
        // a game with guest seats waits in its lobby: show it at once rather than the table for a moment
        if (m.seats.some((s) => s.kind === 'guest')) dispatch(lobbyReceived({ session: m.session, phase: 'lobby', title: m.setup.title, scenario: m.setup.scenario, rules: [], people: [], seats: m.seats }))
        dispatch(screenShown('table'))
        this.sitAt(m.session, take, (seat) => m.seats.find((s) => s.id === seat)?.name ?? seat)
        dispatch(joiningChanged(false))
        return
      }
      case 'view':
        // a seat held again only to keep it: its view is not this screen's to show
        if (m.re && this.hiddenRes.delete(m.re)) return
        if (this.rejoinRe !== null) {
          if (m.re !== this.rejoinRe) return
          this.rejoinRe = null
        }
        // a hotseat screen lets in only what may be shown now (net/hotseat.ts): during a hand-off the view the next
        // player asked for, between two players' turns the public part
        receiveView(this.store, this, m)
        if (this.store.getState().ui.rejoining) this.seatedAgain(m)
        return
      case 'ruleset-game-created': {
        // a game of another ruleset (the hex game): the table of its ruleset shows while its first view comes
        dispatch(reconnectChanged({ gameLost: null }))
        const human = m.seats.filter((s) => s.kind === 'human').map((s) => s.id)
        const take = this.toJoin === 'all-human' ? human : (this.toJoin ?? []).filter((s) => human.includes(s))
        this.toJoin = null
        dispatch(rulesetGameCreated(m))
        const title = (m.setup as { title?: unknown } | null)?.title
        const scenario = (m.setup as { scenario?: unknown } | null)?.scenario
        if (m.seats.some((s) => s.kind === 'guest')) dispatch(lobbyReceived({ session: m.session, ruleset: m.ruleset, phase: 'lobby', title: typeof title === 'string' ? title : '', scenario: typeof scenario === 'string' ? scenario : '', rules: [], people: [], seats: m.seats }))
        dispatch(screenShown('table'))
        this.sitAt(m.session, take, (seat) => m.seats.find((s) => s.id === seat)?.name ?? seat)
        dispatch(joiningChanged(false))
        return
      }
      case 'ruleset-view':
        // as a card game's view (above): a seat held only to keep it, or a view before the rejoin's, is not shown;
        // during a hand-off only the view the confirming player asked for comes in
        if (m.re && this.hiddenRes.delete(m.re)) return
        if (this.rejoinRe !== null) {
          if (m.re !== this.rejoinRe) return
          this.rejoinRe = null
        }
        // a hotseat screen lets in only what may be shown now, as for a card game (net/hotseat.ts: one watcher)
        receiveRulesetView(this.store, this, m)
        if (this.store.getState().ui.screen !== 'table' && m.session === this.joined) dispatch(screenShown('table'))
        // sitting again after a reload or a dropped connection: the rejoin is over (a hex command is never held)
        if (this.store.getState().ui.rejoining) dispatch(reconnectChanged({ rejoining: false, heldOrders: 0 }))
        return
      case 'error':
        if (m.re && this.hiddenRes.delete(m.re) && m.code === 'unknown-session') return
        if (m.re && m.re === this.rejoinRe) {
          // the seat could not be taken again: say why (below), and let the views come in as they are
          this.rejoinRe = null
          this.held = []
          dispatch(reconnectChanged({ rejoining: false, heldOrders: 0 }))
        }
        // a refusal another part of the app shows where it was asked (the LAN screens) is not shown twice
        if (m.re && this.answeredElsewhere.delete(m.re)) return
        // an import or a rename refused: the saves screen says why, in words a player can act on
        if (m.re && this.savesRequests.has(m.re)) {
          const asked = this.savesRequests.get(m.re)
          this.savesRequests.delete(m.re)
          dispatch(savesNotice({ tone: 'error', text: asked === 'import' ? importErrorText(m.code) : renameErrorText(m.code, m.message) }))
          return
        }
        if (m.re) {
          this.saveTextFor.delete(m.re)
          this.exportAs.delete(m.re)
        }
        if (m.re === this.replayWhenSaved) this.replayWhenSaved = null
        dispatch(hostError({ message: m.message, ...(m.re ? { re: m.re } : {}) }))
        return
      case 'welcome':
        dispatch(roleKnown({ role: m.role, screenRefused: m.screenRefused }))
        dispatch(welcomed(m.resumable))
        if (m.role === 'screen') dispatch(folderChecked(m.savesProblem ?? null))
        dispatch(sessionsListed(m.sessions))
        if (!this.remote && this.resume) this.resumeAt(m.sessions, m.resumable)
        return
      case 'sessions':
        dispatch(sessionsListed(m.sessions))
        return
      case 'seated':
        rememberSeatToken(m.session, m.seat, m.token)
        return
      case 'seats':
        dispatch(seatsChanged(m))
        dispatch(rulesetSeatsChanged(m))
        return
      case 'seat-dropped':
        dispatch(seatDropped(m))
        return
      case 'lobby':
        if (m.session === this.joined) dispatch(lobbyReceived(m))
        return
      case 'chat':
        if (m.session === this.joined) dispatch(chatReceived(m))
        return
      case 'removed':
        // the host's screen sent this client away: its seat and its token are gone; back to the join screen
        if (m.session !== this.joined) return
        this.joined = null
        dispatch(leftGame())
        dispatch(removedFromGame(m))
        dispatch(screenShown('join'))
        return
      case 'session-broken':
        dispatch(sessionBroken(m))
        return
      case 'autosave':
        dispatch(autosaveReported(m))
        return
      case 'saves':
        dispatch(savesListed(m.saves))
        return
      case 'opponent-memory':
        dispatch(aceMemoryReported(m))
        return
      case 'saved':
        if (m.re && this.savesRequests.delete(m.re)) {
          dispatch(savesNotice({ tone: 'ok', text: importedText(m.file) }))
          this.listSaves()
          return
        }
        dispatch(gameSaved(m.file))
        if (m.re && m.re === this.replayWhenSaved) {
          this.replayWhenSaved = null
          this.watchReplay(m.file)
        }
        return
      case 'save-deleted':
        dispatch(saveDeleted(m.file))
        return
      case 'save-renamed':
        if (m.re) this.savesRequests.delete(m.re)
        dispatch(saveRenamed(m))
        dispatch(savesNotice({ tone: 'ok', text: `Renamed to ${m.to.replace(/\.json$/i, '')}` }))
        this.listSaves()
        return
      case 'save-text': {
        const purpose = m.re ? this.saveTextFor.get(m.re) : undefined
        if (m.re) this.saveTextFor.delete(m.re)
        // the replay player (and the save reader of every ruleset it pulls in) is a chunk of its own, loaded when a
        // replay is opened: it is not in the app's first load (issue 30)
        if (purpose === 'replay') {
          const { file, text } = m
          import('../shell/replay/player')
            .then((p) => p.openReplay(this.store, file, text))
            .catch((e: unknown) => dispatch(hostError({ message: `cannot replay ${file}: ${(e as Error).message}` })))
        }
        else if (purpose === 'export') download((m.re && this.exportAs.get(m.re)) || m.file, m.text)
        if (m.re) this.exportAs.delete(m.re)
        return
      }
      default:
        return
    }
  }

  /**
   * Take these seats. Several players sharing the screen start behind a hand-off screen for the first of them;
   * the client watches as a spectator until that player confirms.
   */
  private sitAt(session: string, seats: string[], name: (seat: string) => string): void {
    if (seats.length < 2) {
      this.join(session, seats[0] ?? null)
      return
    }
    this.store.dispatch(handOffStarted({ session, seat: seats[0], name: name(seats[0]) }))
    for (const seat of seats) this.join(session, seat)
    this.join(session, null)
  }

  /** Where this client sits now, as a tab remembers it (null: nowhere, or a replay, or another host's game). */
  private memoryOf(state: RootState): SeatMemory | null {
    if (state.rulesetGame && !state.rulesetGame.session.startsWith('replay:')) return this.rulesetMemoryOf(state)
    const g = state.game
    const session = g.session ?? this.joined
    if (!session || session.startsWith('replay:') || this.remote || session === this.gone) return null
    const lobby = state.lobby.current?.session === session ? state.lobby.current : null
    const seats = g.mine.length > 0 ? g.mine : (lobby?.people.find((p) => p.you)?.seats ?? [])
    const active = state.ui.handOff?.seat ?? g.seat
    return {
      session,
      role: state.lobby.role === 'guest' ? 'guest' : 'screen',
      seats: [...seats],
      active: active && seats.includes(active) ? active : null,
      title: g.view?.setup.title ?? lobby?.title ?? '',
      scenario: g.view?.setup.scenario ?? lobby?.scenario ?? '',
      seatIds: g.view?.setup.seats.map((x) => x.id) ?? (lobby?.seats ?? g.seats).map((x) => x.id),
      turn: g.view?.turn ?? 0,
      over: g.view?.step === 'over',
    }
  }

  /**
   * The same for a game of another ruleset (the hex game): its view's setup names its title and scenario and its
   * round counts as the turn, as the ruleset's summary does for the host's list of games (rulesets/hex/index.ts).
   */
  private rulesetMemoryOf(state: RootState): SeatMemory | null {
    const r = state.rulesetGame!
    if (this.remote || r.session === this.gone) return null
    const v = (r.view ?? {}) as { setup?: { title?: unknown; scenario?: unknown }; round?: unknown; phase?: unknown }
    const text = (x: unknown) => (typeof x === 'string' ? x : '')
    const lobby = state.lobby.current?.session === r.session ? state.lobby.current : null
    const seats = r.mine.length > 0 ? r.mine : (lobby?.people.find((p) => p.you)?.seats ?? [])
    const active = state.ui.handOff?.seat ?? r.seat
    return {
      session: r.session,
      role: state.lobby.role === 'guest' ? 'guest' : 'screen',
      seats: [...seats],
      active: active && seats.includes(active) ? active : null,
      title: text(v.setup?.title) || (lobby?.title ?? ''),
      scenario: text(v.setup?.scenario) || (lobby?.scenario ?? ''),
      seatIds: (r.seats.length > 0 ? r.seats : (lobby?.seats ?? [])).map((x) => x.id),
      turn: typeof v.round === 'number' ? v.round : 0,
      over: v.phase === 'over',
    }
  }

  /** Keep the tab's memory of its seats up to date (a spectator's screen is not kept: it has no seat to return to). */
  private remember(): void {
    if (this.resume) return
    const m = this.memoryOf(this.store.getState())
    const text = m && m.seats.length > 0 ? JSON.stringify(m) : ''
    if (text === this.memoryText) return
    this.memoryText = text
    if (m && text) rememberSeat(m)
    else forgetSeat()
  }

  /** The connection came back: the host forgot this client. Where to sit again is decided on its welcome. */
  private reconnected(): void {
    this.rejoinRe = null
    this.hiddenRes.clear()
    const memory = this.memoryOf(this.store.getState())
    if (memory) {
      this.resume = { memory, live: true }
      this.store.dispatch(reconnectChanged({ rejoining: true }))
    }
    this.transport.send({ type: 'hello', re: this.requestId(), name: 'table', protocol: PROTOCOL_VERSION })
  }

  /** The host said which games it runs: sit again where this client sat, or say plainly that the game is gone. */
  private resumeAt(sessions: SessionSummary[], resumable: SaveListing[]): void {
    const { memory, live } = this.resume!
    this.resume = null
    const dispatch = this.store.dispatch
    const role = this.store.getState().lobby.role
    const found = role === memory.role ? findGame(memory, sessions) : null
    if (!found) {
      this.held = []
      this.memoryText = ''
      forgetSeat()
      if (memory.over) {
        // a finished game: its end screen may stay, there is nothing to carry on
        this.gone = memory.session
        dispatch(reconnectChanged({ rejoining: false, heldOrders: 0 }))
        return
      }
      this.joined = null
      dispatch(leftGame())
      dispatch(screenShown('menu'))
      dispatch(reconnectChanged({ rejoining: false, heldOrders: 0, gameLost: lostGameText(memory, resumable) }))
      return
    }
    const summary = sessions.find((x) => x.session === found.session)
    const name = (seat: string) => summary?.seats.find((x) => x.id === seat)?.name ?? seat
    const fresh = found.resumed || !live
    if (fresh) {
      // orders for the game under its old session are not sent to the new one: the player plans afresh
      this.held = []
      if (live) dispatch(leftGame())
      if (summary?.phase === 'lobby') dispatch(lobbyReceived({ session: summary.session, ruleset: summary.ruleset, phase: 'lobby', title: summary.title, scenario: summary.scenario, rules: summary.rules, people: [], seats: summary.seats }))
      dispatch(screenShown('table'))
    }
    dispatch(reconnectChanged({ rejoining: true, heldOrders: this.held.length, gameLost: null }))
    this.sitAgain(found.session, memory.seats, memory.active, name, fresh)
  }

  /**
   * Take `seats` of `session` again, `active` on screen. A screen with several seats that starts afresh (a reload)
   * comes back behind the hand-off screen: whoever sits in front of it now must confirm before any plan shows.
   * The other seats are held first, their views dropped; the view that ends the rejoin comes last.
   */
  private sitAgain(session: string, seats: string[], active: string | null, name: (seat: string) => string, fresh: boolean): void {
    const first = active && seats.includes(active) ? active : (seats[0] ?? null)
    if (fresh && seats.length > 1 && first) this.store.dispatch(handOffStarted({ session, seat: first, name: name(first) }))
    const handOff = this.store.getState().ui.handOff
    const shown = handOff ? (handOff.confirmed ? handOff.seat : null) : first
    for (const seat of seats) if (seat !== shown) this.hiddenRes.add(this.join(session, seat))
    const re = this.requestId()
    // a confirmed hand-off waits for its view under the new request id (the one before went to the lost connection)
    if (handOff?.confirmed) this.store.dispatch(handOffConfirmed({ re }))
    this.rejoinRe = re
    this.join(session, shown, re)
  }

  /** The view that ends a rejoin came: the orders kept meanwhile go to the host, if the game still waits for them. */
  private seatedAgain(m: Extract<ServerMessage, { type: 'view' }>): void {
    const held = this.held
    this.held = []
    for (const h of held) {
      if (h.session === m.session && h.command.seat === m.seat && m.waitingFor.includes(h.command.plane)) {
        this.transport.send({ type: 'command', re: this.requestId(), session: h.session, command: h.command })
      }
    }
    this.store.dispatch(reconnectChanged({ rejoining: false, heldOrders: 0 }))
  }

  /** An order for the host: sent now, or kept until this client sits at its seat again (a plane's newest order). */
  private order(session: string, command: Order): void {
    const ui = this.store.getState().ui
    if (!this.remote && (ui.connection !== 'open' || ui.rejoining || this.resume)) {
      this.held = [...this.held.filter((h) => !(h.command.plane === command.plane && h.command.type === command.type)), { session, command }]
      this.store.dispatch(reconnectChanged({ heldOrders: this.held.length }))
      return
    }
    this.transport.send({ type: 'command', re: this.requestId(), session, command })
  }

  /** Start a game; this client sits at every human seat (solo, hotseat) or at the seats named. */
  createGame(choice: GameChoice, seats: SeatKind[], opts: { options?: Partial<RulesOptions>; seating?: 'team' | 'plane'; take?: string[]; seed?: string; fields?: LandingField[]; groundFire?: { aa: 'solo' | 'player' }; levels?: Record<string, number>; aces?: AcesChoice } = {}): void {
    this.toJoin = opts.take ?? 'all-human'
    this.store.dispatch(joiningChanged(true))
    this.transport.send({ type: 'create-game', re: this.requestId(), paced: true, choice, seats, seating: opts.seating, options: opts.options, ...(opts.fields?.length ? { fields: opts.fields } : {}), ...(opts.groundFire ? { groundFire: opts.groundFire } : {}), ...(opts.levels ? { levels: opts.levels } : {}), ...(opts.aces ? { aces: opts.aces } : {}), ...(opts.seed !== undefined ? { seed: opts.seed } : {}) })
  }

  /**
   * Start a game of another ruleset (issue 30: New game's hex card game): a scenario of its content, its seats' kinds
   * in the order of the scenario's seats, its options (checked by the host with the ruleset's own schema) and, for a
   * LAN game, how long a person has to answer a question mid-move. This client sits at the seats named in `take`
   * (every human seat when absent) once the host says the game is made (ruleset-game-created).
   */
  createRulesetGame(ruleset: string, req: { scenario: string; seats: SeatKind[]; rulesetOptions?: Record<string, unknown>; take?: string[]; answerSeconds?: number; seed?: string }): void {
    this.toJoin = req.take ?? 'all-human'
    this.store.dispatch(joiningChanged(true))
    this.transport.send({
      type: 'create-game',
      re: this.requestId(),
      // this table shows the game and says how far (table-pace.ts): a game of bots only goes at its pace
      paced: true,
      ruleset,
      choice: { kind: 'scenario', scenario: req.scenario },
      seats: req.seats,
      ...(req.rulesetOptions && Object.keys(req.rulesetOptions).length ? { rulesetOptions: req.rulesetOptions } : {}),
      ...(req.answerSeconds !== undefined ? { answerSeconds: req.answerSeconds } : {}),
      ...(req.seed !== undefined ? { seed: req.seed } : {}),
    })
  }

  /**
   * A game asked for by another request than create-game (a campaign's sortie, net/campaign-client.ts): when the host
   * says it is created, this client sits at its human seats (or at the seats named). null: it will not come after all.
   */
  expectGame(take: 'all-human' | string[] | null): void {
    this.toJoin = take
    this.store.dispatch(joiningChanged(take !== null))
  }

  /**
   * Sit at a seat (null: watch as a spectator); returns the request id the view will answer. A guest shows the
   * token it was given for the seat, if it sat there before.
   */
  join(session: string, seat: string | null, re = this.requestId()): string {
    const token = seat === null ? undefined : seatToken(session, seat)
    const name = playerName()
    this.joined = session
    this.transport.send({ type: 'join', re, session, seat, ...(token ? { token } : {}), ...(name ? { name } : {}), ...(this.overlay && seat === null ? { overlay: true as const } : {}) })
    return re
  }

  /** The game this client is in (its view may not have come yet in the lobby), whatever its ruleset. */
  private session(): string | null {
    const s = this.store.getState()
    return s.game.session ?? s.rulesetGame?.session ?? this.joined
  }

  /**
   * A command in a game of a ruleset other than the card game (the hex game): sent as it is; the host checks it
   * against the ruleset's own schema and rules, and a refusal comes back as an error (the error toast says it).
   */
  sendRulesetCommand(session: string, command: { type: string; seat: string; [k: string]: unknown }): void {
    this.transport.send({ type: 'ruleset-command', re: this.requestId(), session, command })
  }

  /**
   * The host's screen decides about a guest seat: a bot plays it (until its guest is back), it is freed for any
   * guest, the guest sitting there is removed from the game, or moved to the free guest seat `to`.
   */
  seatControl(seat: string, action: 'bot' | 'release' | 'remove' | 'move', to?: string): void {
    const session = this.session()
    if (!session || (action === 'move' && !to)) return
    this.transport.send({ type: 'seat-control', re: this.requestId(), session, seat, action, ...(action === 'move' ? { to } : {}) })
  }

  /** In the lobby: this player is ready to start (or not any more). */
  ready(ready: boolean): void {
    const session = this.session()
    if (session) this.transport.send({ type: 'ready', re: this.requestId(), session, ready })
  }

  /** The host's screen starts the game waiting in its lobby. */
  startGame(): void {
    const session = this.session()
    if (session) this.transport.send({ type: 'start-game', re: this.requestId(), session })
  }

  /** Say a line to everyone in the game (spaces at the ends trimmed; nothing is sent for an empty line). */
  chat(text: string): void {
    const session = this.session()
    const line = text.trim().slice(0, MAX_CHAT_TEXT)
    if (session && line && !session.startsWith('replay:')) this.transport.send({ type: 'chat', re: this.requestId(), session, text: line })
  }

  /**
   * A plane's plan; `ram`: 000 line 456, its pilot declares he is ramming this turn (secret until a collision);
   * `drop`: 003 Bombing, the bombs dropped with the card of a slot (secret until that card is flown).
   */
  plan(plane: string, cards: string[], ram = false, drop?: { slot: number; groups: number[] }[], lineUp?: { slot: number; target: string }[], dice?: DiceIntent[]): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'plan', seat: g.seat, plane, cards, ...(ram ? { ram: true as const } : {}), ...(drop ? { drop } : {}), ...(lineUp ? { lineUp } : {}), ...(dice ? { dice } : {}) })
  }

  /**
   * 003 Flying Higher (lines 442-447): this seat agrees to move the floor to `floor` (null withdraws its agreement),
   * before any plane plans. Sent at once, not held while the host is away: by then the moment may have passed, and
   * the host's refusal says so.
   */
  agreeFloor(floor: number | null): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.transport.send({ type: 'command', re: this.requestId(), session: g.session, command: { type: 'floor', seat: g.seat, floor } })
  }

  /** A plane kept off the table (rules/entering.ts): the place it will enter at, chosen in secret before turn 1's first card. */
  enter(plane: string, place: string): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'enter', seat: g.seat, plane, place })
  }

  /** 003 Balloon busting: a balloon's owner winches it down (`down`), stops the winch (`down: false`), or bails its observers out. */
  winch(plane: string, order: { down?: boolean; bail?: true }): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'winch', seat: g.seat, plane, ...order })
  }

  /** fire orders; `rockets` (003 Le Prieur Rockets): the counters fired at the front target in place of the guns */
  fire(plane: string, orders: { front?: string | null; rear?: string | null; rockets?: 1 | 2; /** 003 Perfect aim */ perfectAim?: true; /** 004 line 360 */ fireAfter?: true; /** 003 Sniper, 004 Sniper: the arc that tries a bull's-eye */ snipe?: 'front' | 'rear'; /** 004 Tenacity */ tenacity?: 'front' | 'rear' }): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'fire', seat: g.seat, plane, ...orders })
  }

  /**
   * 003 Technical eye (lines 985-989): the ace of `plane` looks at `target`'s damage cards. Sent at once, not held while
   * the host is away (the game is not waiting for it; the host's refusal says why).
   */
  look(plane: string, target: string): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.transport.send({ type: 'command', re: this.requestId(), session: g.session, command: { type: 'look', seat: g.seat, plane, target } })
  }

  /** 003 Sniper, 004 Sniper: the cards a sniper gives its target, of those drawn (engine/fire-choices.ts). */
  snipe(plane: string, give: string[]): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'snipe', seat: g.seat, plane, give })
  }

  /** 003 Good at evading: the damage card the plane ignores of those it takes now, or null (none; the ability kept). */
  evade(plane: string, card: string | null): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'evade', seat: g.seat, plane, card })
  }

  /** 003 Tailing: a tailing plane's remaining cards in the order to fly them. */
  reorder(plane: string, cards: string[]): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'reorder', seat: g.seat, plane, cards })
  }

  /** 003 Planes on the Ground: a parked plane's base put at a new centre and heading (degrees), or left (null). */
  taxi(plane: string, to: { x: number; y: number; heading: number } | null): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'taxi', seat: g.seat, plane, to })
  }

  /**
   * 003 Ground fire, AA guns placed by their players (lines 679-706): the artillery counter of a loaded gun put at `at`
   * (null: the gun does not fire), at a height 1-5 with the altitude rules; with Adjusting the Aim (lines 744-759) a
   * counter out is moved, delayed (its own place), raised or lowered a level (at null), or retired.
   */
  archie(plane: string, answer: { at: { x: number; y: number } | null; level?: number; retire?: true }): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.order(g.session, { type: 'archie', seat: g.seat, plane, ...answer })
  }

  /** Save the game on the table under a name (the host makes one up if none is given). */
  saveGame(name?: string): void {
    const s = this.store.getState()
    const session = s.game.session ?? s.rulesetGame?.session ?? null
    if (!session || session.startsWith('replay:')) return
    this.transport.send({ type: 'save-game', re: this.requestId(), session, ...(name ? { name } : {}) })
  }

  /** Save the game on the table and watch it as a replay. */
  saveAndWatch(): void {
    const g = this.store.getState().game
    if (!g.session) return
    const re = this.requestId()
    this.replayWhenSaved = re
    this.transport.send({ type: 'save-game', re, session: g.session })
  }

  /** The games this host runs (for a LAN guest or a stream overlay). */
  listSessions(): void {
    this.transport.send({ type: 'list-sessions', re: this.requestId() })
  }

  /** Sit at a seat of a game someone else started (a LAN guest), or watch it (seat null). */
  joinGame(session: string, seat: string | null): void {
    // a game still in its lobby shows the lobby at once rather than the table for a moment
    const s = this.store.getState().lobby.sessions.find((x) => x.session === session)
    this.store.dispatch(reconnectChanged({ gameLost: null }))
    if (s?.phase === 'lobby') this.store.dispatch(lobbyReceived({ session, ruleset: s.ruleset, phase: 'lobby', title: s.title, scenario: s.scenario, rules: s.rules, people: [], seats: s.seats }))
    this.store.dispatch(screenShown('table'))
    this.join(session, seat)
  }

  /** Ask how the ace's memory of this screen's player stands, after turning its learning on or off, or forgetting it. */
  opponentMemory(change: { learning?: boolean; forget?: true } = {}): void {
    this.transport.send({ type: 'opponent-memory', re: this.requestId(), ...change })
  }

  listSaves(): void {
    this.store.dispatch(savesRequested())
    this.transport.send({ type: 'list-saves', re: this.requestId() })
  }

  /** This table has played the game to the end of the view with this seq (table-pace.ts). */
  shown(session: string, seq: number): void {
    this.transport.send({ type: 'shown', re: this.requestId(), session, seq })
  }

  /** Host a saved game again (resume an autosave after a crash, or continue a manual save). */
  loadGame(file: string): void {
    this.toJoin = 'all-human'
    this.store.dispatch(joiningChanged(true))
    this.transport.send({ type: 'load-game', re: this.requestId(), file, paced: true })
  }

  watchReplay(file: string): void {
    const re = this.requestId()
    this.saveTextFor.set(re, 'replay')
    this.transport.send({ type: 'read-save', re, file })
  }

  /** Download a save's text, offered as `as` (save-rows.ts exportFileName: named after its game) or as its file. */
  exportSave(file: string, as?: string): void {
    const re = this.requestId()
    this.saveTextFor.set(re, 'export')
    if (as) this.exportAs.set(re, as)
    this.transport.send({ type: 'read-save', re, file })
  }

  importSave(name: string, text: string): void {
    const re = this.requestId()
    this.savesRequests.set(re, 'import')
    this.store.dispatch(savesNotice(null))
    // the host checks an import off its event loop: the list is asked for once the import is answered
    this.transport.send({ type: 'import-save', re, name, text })
  }

  /** Give a save a new name (the saves screen says how it went). */
  renameSave(file: string, name: string): void {
    const re = this.requestId()
    this.savesRequests.set(re, 'rename')
    this.store.dispatch(savesNotice(null))
    this.transport.send({ type: 'rename-save', re, file, name })
  }

  deleteSave(file: string): void {
    this.transport.send({ type: 'delete-save', re: this.requestId(), file })
  }

  leave(): void {
    const g = this.store.getState().game
    const session = g.session ?? this.joined
    if (session && !session.startsWith('replay:') && session !== this.gone) this.transport.send({ type: 'leave', re: this.requestId(), session })
    this.joined = null
    this.held = []
    this.store.dispatch(reconnectChanged({ heldOrders: 0 }))
    this.store.dispatch(leftGame())
    this.store.dispatch(screenShown('menu'))
  }
}

/** Offer a save's text as a file to download (a replay to share). */
export function download(file: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = file.endsWith('.json') ? file : `${file}.json`
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
