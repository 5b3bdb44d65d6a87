/**
 * A client of the host as the tests drive it: everything it is sent, as it would arrive over the wire, and the
 * checks that no message carries a secret that is not its seat's.
 */
import { expect } from 'vitest'
import { BOTS } from '../../shared/bots'
import type { Command } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages'
import type { Host } from '../host/host'
import { content } from './fixtures'

/** A game's secret as the protocol takes it: 32 hex digits. */
export const secret = (n: number) => n.toString(16).padStart(32, '0')

export type ViewMessage = Extract<ServerMessage, { type: 'view' }>
export type ErrorMessage = Extract<ServerMessage, { type: 'error' }>

/** A client as the host sees it: everything it is sent, as it would arrive over the wire. */
export class Client {
  readonly received: ServerMessage[] = []
  readonly conn

  /** the host's own screen by default; `{ screen: false }` for a guest on the LAN */
  constructor(
    readonly host: Host,
    opts: { screen: boolean; screenRefused?: boolean } = { screen: true },
  ) {
    this.conn = host.connect((m) => this.received.push(JSON.parse(JSON.stringify(m)) as ServerMessage), opts)
  }

  /** the messages of a type */
  all<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.received.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type)
  }

  send(msg: ClientMessage | Record<string, unknown>): void {
    this.host.receive(this.conn, JSON.stringify(msg))
  }

  raw(data: unknown): void {
    this.host.receive(this.conn, data)
  }

  last(): ServerMessage | undefined {
    return this.received[this.received.length - 1]
  }

  views(): ViewMessage[] {
    return this.received.filter((m): m is ViewMessage => m.type === 'view')
  }

  lastView(): ViewMessage {
    const v = this.views().at(-1)
    if (!v) throw new Error('no view received')
    return v
  }

  errors(): ErrorMessage[] {
    return this.received.filter((m): m is ErrorMessage => m.type === 'error')
  }
}

/** Let the bots (promises in this thread) answer. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r))
}

/**
 * What a view message may hold: only the seat's own secrets (a spectator: none). Plans are never shown to
 * another seat; damage only once the game is over; events only if addressed to everyone or to this seat; the events
 * from before a client arrived (`past`) only if addressed to everyone.
 */
export function expectNoForeignSecrets(m: ViewMessage): void {
  const v = m.view
  const over = v.step === 'over'
  expect(v.viewer, 'the view is for the seat the message says').toBe(m.seat)
  for (const p of v.planes) {
    if (p.seat === m.seat) continue
    expect(p, `seat ${m.seat} is never shown the plan of ${p.id}`).not.toHaveProperty('plan')
    if (!over) {
      expect(p, `seat ${m.seat} is not shown the damage cards of ${p.id}`).not.toHaveProperty('damage')
      expect(p, `seat ${m.seat} is not shown the damage total of ${p.id}`).not.toHaveProperty('damageTotal')
      expect(p.stats, `seat ${m.seat} is not shown the damage points of ${p.id}`).not.toHaveProperty('damageTaken')
    }
  }
  const seatPlanes = new Set(v.planes.filter((p) => p.seat === m.seat).map((p) => p.id))
  for (const plane of Object.keys(v.fireOrders)) expect(seatPlanes.has(plane), `fire orders of ${plane} only go to its seat`).toBe(true)
  if (!over) expect(v.seed, 'the seed (and so the damage decks) stays hidden until the end').toBeNull()
  for (const e of m.events) {
    if (e.to !== 'all') expect(m.seat !== null && e.to.includes(m.seat), `event ${e.type} for ${JSON.stringify(e.to)} is not sent to ${m.seat}`).toBe(true)
  }
  // what happened before a client arrived (its log) is the public part only, whatever the seat
  for (const e of m.past ?? []) expect(e.to, `an event from before ${m.seat ?? 'a spectator'} came (${e.type}) is public`).toBe('all')
}

/** Every message each client received: views checked seat by seat, anything else must carry no secret at all. */
export function expectAllClean(...clients: Client[]): number {
  let n = 0
  for (const c of clients) {
    for (const m of c.received) {
      if (m.type === 'view') expectNoForeignSecrets(m)
      else expect(JSON.stringify(m), `a ${m.type} message carries no plan or damage`).not.toMatch(/"(plan|damage|damageTotal|fireOrders|seed)":/)
      n++
    }
  }
  return n
}

/** Commands for a human seat, chosen by the heuristic bot from the seat's own view. */
export function choose(view: GameView, seat: string): Command[] {
  return BOTS.heuristic.make(content, seat, 3).decide(view)
}

