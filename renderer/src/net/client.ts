/**
 * The renderer's side of the protocol: sends requests to the host and turns its messages into store actions.
 */
import type { GameChoice, SeatKind, ServerMessage } from '../../../shared/protocol/messages'
import type { RulesOptions } from '../../../shared/engine/types'
import type { AppStore } from '../store'
import { hostError, leftGame, viewReceived } from '../store/game-slice'
import { turnBegan } from '../store/planning-slice'
import { connectionChanged, joiningChanged, screenShown } from '../store/ui-slice'
import type { Transport } from './transport'

export class HostClient {
  private seq = 1
  /** seats to take once the game we asked for exists */
  private toJoin: 'all-human' | string[] | null = null

  constructor(
    private readonly transport: Transport,
    private readonly store: AppStore,
  ) {
    transport.onStatus((s) => store.dispatch(connectionChanged(s)))
    transport.onMessage((m) => this.receive(m))
    transport.send({ type: 'hello', re: this.re(), name: 'table' })
  }

  private re(): string {
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
        if (take.length === 0) this.transport.send({ type: 'join', re: this.re(), session: m.session, seat: null })
        for (const seat of take) this.transport.send({ type: 'join', re: this.re(), session: m.session, seat })
        dispatch(joiningChanged(false))
        return
      }
      case 'view':
        dispatch(turnBegan(m.view.turn))
        dispatch(viewReceived(m))
        return
      case 'error':
        dispatch(hostError(m.message))
        return
      default:
        return
    }
  }

  /** Start a game; this client sits at every human seat (solo, hotseat) or at the seats named. */
  createGame(choice: GameChoice, seats: SeatKind[], opts: { options?: Partial<RulesOptions>; seating?: 'team' | 'plane'; take?: string[]; seed?: number } = {}): void {
    this.toJoin = opts.take ?? 'all-human'
    this.store.dispatch(joiningChanged(true))
    this.transport.send({ type: 'create-game', re: this.re(), choice, seats, seating: opts.seating, options: opts.options, ...(opts.seed !== undefined ? { seed: opts.seed } : {}) })
  }

  join(session: string, seat: string | null): void {
    this.transport.send({ type: 'join', re: this.re(), session, seat })
  }

  plan(plane: string, cards: string[]): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.transport.send({ type: 'command', re: this.re(), session: g.session, command: { type: 'plan', seat: g.seat, plane, cards } })
  }

  fire(plane: string, orders: { front?: string | null; rear?: string | null }): void {
    const g = this.store.getState().game
    if (!g.session || !g.seat) return
    this.transport.send({ type: 'command', re: this.re(), session: g.session, command: { type: 'fire', seat: g.seat, plane, ...orders } })
  }

  leave(): void {
    const g = this.store.getState().game
    if (g.session) this.transport.send({ type: 'leave', re: this.re(), session: g.session })
    this.store.dispatch(leftGame())
    this.store.dispatch(screenShown('menu'))
  }
}
