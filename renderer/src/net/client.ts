/**
 * The renderer's side of the protocol: sends requests to the host and turns its messages into store actions.
 */
import type { GameChoice, SeatKind, ServerMessage } from '../../../shared/protocol/messages'
import type { RulesOptions } from '../../../shared/engine/types'
import type { AppStore } from '../store'
import { hostError, leftGame, seatDropped, seatsChanged, sessionBroken, viewReceived } from '../store/game-slice'
import { handOffStarted } from '../store/hand-off-actions'
import { gameSaved, saveDeleted, savesListed, savesRequested, welcomed } from '../store/saves-slice'
import { roleKnown, sessionsListed } from '../store/lobby-slice'
import { openReplay } from '../replay/player'
import { connectionChanged, joiningChanged, screenShown } from '../store/ui-slice'
import { viewAllowed, type SeatJoiner } from './hotseat'
import { rememberSeatToken, seatToken } from './seat-tokens'
import type { Transport } from './transport'

export class HostClient implements SeatJoiner {
  private seq = 1
  /** seats to take once the game we asked for exists */
  private toJoin: 'all-human' | string[] | null = null
  private wasOpen = false
  /** what to do with the text of a save when it comes: export it, or watch it */
  private readonly saveTextFor = new Map<string, 'export' | 'replay'>()
  /** a save to open as a replay as soon as it is written */
  private replayWhenSaved: string | null = null

  constructor(
    private readonly transport: Transport,
    private readonly store: AppStore,
  ) {
    transport.onStatus((s) => {
      store.dispatch(connectionChanged(s))
      if (s === 'open') {
        if (this.wasOpen) this.rejoin()
        this.wasOpen = true
      }
    })
    transport.onMessage((m) => this.receive(m))
    transport.send({ type: 'hello', re: this.requestId(), name: 'table' })
  }

  /** A fresh request id; the host answers a request with the same id. */
  requestId(): string {
    return `r${this.seq++}`
  }

  private receive(m: ServerMessage): void {
    const dispatch = this.store.dispatch
    switch (m.type) {
      case 'game-created': {
        const human = m.seats.filter((s) => s.kind === 'human').map((s) => s.id)
        const take = this.toJoin === 'all-human' ? human : (this.toJoin ?? []).filter((s) => human.includes(s))
        this.toJoin = null
        dispatch(screenShown('table'))
        this.sitAt(m.session, take, (seat) => m.seats.find((s) => s.id === seat)?.name ?? seat)
        dispatch(joiningChanged(false))
        return
      }
      case 'view':
        // during a hand-off only the view the next player asked for comes in
        if (!viewAllowed(this.store.getState().ui.handOff, m)) return
        dispatch(viewReceived(m))
        return
      case 'error':
        if (m.re) this.saveTextFor.delete(m.re)
        if (m.re === this.replayWhenSaved) this.replayWhenSaved = null
        dispatch(hostError({ message: m.message, ...(m.re ? { re: m.re } : {}) }))
        return
      case 'welcome':
        dispatch(roleKnown({ role: m.role, screenRefused: m.screenRefused }))
        dispatch(welcomed(m.resumable))
        dispatch(sessionsListed(m.sessions))
        return
      case 'sessions':
        dispatch(sessionsListed(m.sessions))
        return
      case 'seated':
        rememberSeatToken(m.session, m.seat, m.token)
        return
      case 'seats':
        dispatch(seatsChanged(m))
        return
      case 'seat-dropped':
        dispatch(seatDropped(m))
        return
      case 'session-broken':
        dispatch(sessionBroken(m))
        return
      case 'saves':
        dispatch(savesListed(m.saves))
        return
      case 'saved':
        dispatch(gameSaved(m.file))
        if (m.re && m.re === this.replayWhenSaved) {
          this.replayWhenSaved = null
          this.watchReplay(m.file)
        }
        return
      case 'save-deleted':
        dispatch(saveDeleted(m.file))
        return
      case 'save-text': {
        const purpose = m.re ? this.saveTextFor.get(m.re) : undefined
        if (m.re) this.saveTextFor.delete(m.re)
        if (purpose === 'replay') openReplay(this.store, m.file, m.text)
        else if (purpose === 'export') download(m.file, m.text)
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

  /** The connection came back: the host forgot this client, so take the same seats again. */
  private rejoin(): void {
    this.transport.send({ type: 'hello', re: this.requestId(), name: 'table' })
    const g = this.store.getState().game
    if (!g.session) return
    const seats = g.mine.length > 0 ? [...g.mine] : []
    if (seats.length < 2) return this.sitAt(g.session, seats, (s) => s)
    const first = g.seat && seats.includes(g.seat) ? g.seat : seats[0]
    const name = (seat: string) => g.seats.find((s) => s.id === seat)?.name ?? seat
    this.sitAt(g.session, [first, ...seats.filter((s) => s !== first)], name)
  }

  /** Start a game; this client sits at every human seat (solo, hotseat) or at the seats named. */
  createGame(choice: GameChoice, seats: SeatKind[], opts: { options?: Partial<RulesOptions>; seating?: 'team' | 'plane'; take?: string[]; seed?: string } = {}): void {
    this.toJoin = opts.take ?? 'all-human'
    this.store.dispatch(joiningChanged(true))
    this.transport.send({ type: 'create-game', re: this.requestId(), choice, seats, seating: opts.seating, options: opts.options, ...(opts.seed !== undefined ? { seed: opts.seed } : {}) })
  }

  /**
   * Sit at a seat (null: watch as a spectator); returns the request id the view will answer. A guest shows the
   * token it was given for the seat, if it sat there before.
   */
  join(session: string, seat: string | null, re = this.requestId()): string {
    const token = seat === null ? undefined : seatToken(session, seat)
    this.transport.send({ type: 'join', re, session, seat, ...(token ? { token } : {}) })
    return re
  }

  /** The host's screen decides about a dropped guest's seat: a bot plays it until the guest is back, or it is freed. */
  seatControl(seat: string, action: 'bot' | 'release'): void {
    const g = this.store.getState().game
    if (!g.session) return
    this.transport.send({ type: 'seat-control', re: this.requestId(), session: g.session, seat, action })
  }

  plan(plane: string, cards: string[]): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.transport.send({ type: 'command', re: this.requestId(), session: g.session, command: { type: 'plan', seat: g.seat, plane, cards } })
  }

  fire(plane: string, orders: { front?: string | null; rear?: string | null }): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.transport.send({ type: 'command', re: this.requestId(), session: g.session, command: { type: 'fire', seat: g.seat, plane, ...orders } })
  }

  /** Save the game on the table under a name (the host makes one up if none is given). */
  saveGame(name?: string): void {
    const g = this.store.getState().game
    if (!g.session || g.session.startsWith('replay:')) return
    this.transport.send({ type: 'save-game', re: this.requestId(), session: g.session, ...(name ? { name } : {}) })
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
    this.store.dispatch(screenShown('table'))
    this.join(session, seat)
  }

  listSaves(): void {
    this.store.dispatch(savesRequested())
    this.transport.send({ type: 'list-saves', re: this.requestId() })
  }

  /** Host a saved game again (resume an autosave after a crash, or continue a manual save). */
  loadGame(file: string): void {
    this.toJoin = 'all-human'
    this.store.dispatch(joiningChanged(true))
    this.transport.send({ type: 'load-game', re: this.requestId(), file })
  }

  watchReplay(file: string): void {
    const re = this.requestId()
    this.saveTextFor.set(re, 'replay')
    this.transport.send({ type: 'read-save', re, file })
  }

  exportSave(file: string): void {
    const re = this.requestId()
    this.saveTextFor.set(re, 'export')
    this.transport.send({ type: 'read-save', re, file })
  }

  importSave(name: string, text: string): void {
    this.transport.send({ type: 'import-save', re: this.requestId(), name, text })
    this.listSaves()
  }

  deleteSave(file: string): void {
    this.transport.send({ type: 'delete-save', re: this.requestId(), file })
  }

  leave(): void {
    const g = this.store.getState().game
    if (g.session && !g.session.startsWith('replay:')) this.transport.send({ type: 'leave', re: this.requestId(), session: g.session })
    this.store.dispatch(leftGame())
    this.store.dispatch(screenShown('menu'))
  }
}

/** Offer a save's text as a file to download (a replay to share). */
function download(file: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = file.endsWith('.json') ? file : `${file}.json`
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
