/**
 * How many connections the host takes, and from whom, so that one guest (or a few) holding sockets open cannot
 * use up the host's open files: its screen, its saves and its bots' workers need them too (issue 27).
 *
 * Every TCP connection is counted from the moment it is accepted, whatever it becomes (a page request, a
 * WebSocket, nothing at all):
 * - at most `perAddress` from one remote address (`perLocalAddress` from this machine's own loopback address,
 *   where the host's screen, local browsers and overlays all come from);
 * - at most `total` from other machines, all addresses together.
 * One over a limit is answered `503` with the reason, and closed.
 *
 * The host's screen always gets in: when the total is reached, a connection from an address still under its own
 * limit is taken into a small reserve (`screenReserve`), where it may only open the WebSocket with the screen
 * token within `reserveMs`; anything else it does is refused. One address cannot fill the reserve, since it is
 * refused once at its own limit.
 */
import { readFileSync } from 'node:fs'
import type { Socket } from 'node:net'

export interface ConnectionLimits {
  /** connections from one remote address */
  perAddress: number
  /** connections from this machine's loopback address (127.0.0.1, ::1) */
  perLocalAddress: number
  /** connections from other addresses, all together */
  total: number
  /** connections taken past the total, for the screen's token only */
  screenReserve: number
  /** how long a connection in the reserve has to show the screen token */
  reserveMs: number
}

/**
 * A LAN evening: a dozen players with a browser tab each (a tab opens up to 6 connections for a page, then one
 * WebSocket), overlays and spectators; up to 200 guests and spectators in all (the soak test's). At the usual
 * limit of 1,024 open files, 256 + 128 + 8 leave the host hundreds for its saves, workers and logs.
 */
export const CONNECTION_LIMITS: ConnectionLimits = { perAddress: 32, perLocalAddress: 128, total: 256, screenReserve: 8, reserveMs: 5_000 }

/**
 * The limits for a process allowed `openFiles` files: where that is low (a host started under `ulimit -n 256`),
 * connections may take no more than half of it, so that saves, workers and the screen still find files.
 */
export function limitsFor(openFiles: number | null, base: ConnectionLimits = CONNECTION_LIMITS): ConnectionLimits {
  if (openFiles === null || !Number.isFinite(openFiles)) return base
  const share = (n: number, f: number) => Math.max(4, Math.min(n, Math.floor(openFiles * f)))
  return { ...base, total: share(base.total, 0.3), perLocalAddress: share(base.perLocalAddress, 0.15), perAddress: share(base.perAddress, 0.1), screenReserve: share(base.screenReserve, 0.02) }
}

/** This process's limit on open files (the soft limit), where the system says it (Linux); null elsewhere. */
export function openFileLimit(): number | null {
  try {
    const m = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'))
    return m && m[1] !== 'unlimited' ? Number(m[1]) : null
  } catch {
    return null
  }
}

/** The addresses of this machine's own loopback, where the host's screen is opened. */
export function isLocalAddress(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

export type Admission = { admit: 'yes' } | { admit: 'reserve' } | { admit: 'no'; reason: string }

/** Counts the open connections by address; decides whether the next one is taken. */
export class ConnectionGate {
  private readonly byAddress = new Map<string, number>()
  private remote = 0
  private reserved = 0
  private readonly inReserve = new WeakSet<Socket>()

  constructor(readonly limits: ConnectionLimits) {}

  /** A connection arrives: taken, taken into the reserve, or refused with the reason. Counted if taken. */
  admit(socket: Socket): Admission {
    const address = socket.remoteAddress ?? '?'
    const local = isLocalAddress(address)
    const mine = this.byAddress.get(address) ?? 0
    if (mine >= (local ? this.limits.perLocalAddress : this.limits.perAddress)) return { admit: 'no', reason: 'too many connections from your address' }
    let admission: Admission = { admit: 'yes' }
    if (!local && this.remote >= this.limits.total) {
      if (this.reserved >= this.limits.screenReserve) return { admit: 'no', reason: 'the host has too many connections' }
      admission = { admit: 'reserve' }
    }
    this.byAddress.set(address, mine + 1)
    if (!local) this.remote++
    if (admission.admit === 'reserve') {
      this.reserved++
      this.inReserve.add(socket)
    }
    socket.once('close', () => this.release(socket, address, local))
    return admission
  }

  /** Whether this connection was taken into the screen's reserve (it may only be the screen). */
  inScreenReserve(socket: Socket): boolean {
    return this.inReserve.has(socket)
  }

  /** Open connections from one address, and from other machines in all. */
  count(address?: string): number {
    return address === undefined ? this.remote : (this.byAddress.get(address) ?? 0)
  }

  private release(socket: Socket, address: string, local: boolean): void {
    const n = (this.byAddress.get(address) ?? 1) - 1
    if (n > 0) this.byAddress.set(address, n)
    else this.byAddress.delete(address)
    if (!local) this.remote--
    if (this.inReserve.delete(socket)) this.reserved--
  }
}

/** Answer a refused connection with the reason (a plain 503), then close it. */
export function refuseConnection(socket: Socket, reason: string): void {
  socket.on('error', () => socket.destroy())
  if (socket.writable) socket.end(`HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`)
  // a client that never reads does not keep it open
  setTimeout(() => socket.destroy(), 1_000).unref()
}
