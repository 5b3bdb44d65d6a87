/**
 * Which names this host answers to. A request whose Host header is not one of them comes from a name that was
 * pointed at us (DNS rebinding: evil.example resolving to 127.0.0.1) and is refused, and a WebSocket opened by a
 * page from any other origin is refused: a foreign web page in the player's browser must not reach the games.
 */
import { hostname as osHostname, networkInterfaces } from 'node:os'

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]']
/** after a miss, look at the network interfaces again at most this often (a laptop that joins a Wi-Fi later) */
const REFRESH_MS = 2_000

export interface AllowlistOptions {
  /** the address the server listens on */
  hostname: string
  port: number
  /** more names to answer to (`--allow-host`), with or without a port */
  extra?: string[]
  /** the machine's interface addresses and name (tests pass their own) */
  interfaces?: () => string[]
  machineName?: () => string
}

export function listensEverywhere(hostname: string): boolean {
  return hostname === '0.0.0.0' || hostname === '::' || hostname === ''
}

/** An address as it appears in a Host header: IPv6 in brackets, without a zone, lower case. */
export function hostForm(address: string): string {
  const a = address.toLowerCase().replace(/%.*$/, '')
  return a.includes(':') && !a.startsWith('[') ? `[${a}]` : a
}

function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((a) => a.address))
}

export class HostAllowlist {
  private allowed = new Set<string>()
  private refreshedAt = 0

  constructor(private readonly opts: AllowlistOptions) {
    this.refresh()
  }

  /** The Host header values accepted now (for tests and for printing). */
  get hosts(): string[] {
    return [...this.allowed]
  }

  /** A Host header from a request: one of our names with our port. A missing header is refused. */
  allowsHost(header: string | undefined): boolean {
    if (!header) return false
    const h = header.trim().toLowerCase()
    if (this.allowed.has(h)) return true
    // only a wildcard listener can gain names while running
    if (!listensEverywhere(this.opts.hostname) || Date.now() - this.refreshedAt < REFRESH_MS) return false
    this.refresh()
    return this.allowed.has(h)
  }

  /** A WebSocket's Origin header: absent (not a browser) or a page served by this host under an allowed name. */
  allowsOrigin(origin: string | undefined): boolean {
    if (origin === undefined) return true
    const m = /^http:\/\/([^/]+)$/i.exec(origin.trim())
    return m !== null && this.allowsHost(m[1])
  }

  private refresh(): void {
    const { hostname, port } = this.opts
    const names = [...LOOPBACK, hostForm(hostname)]
    if (listensEverywhere(hostname)) {
      const machine = (this.opts.machineName ?? osHostname)().toLowerCase()
      names.push(...(this.opts.interfaces ?? interfaceAddresses)().map(hostForm), machine, `${machine}.local`)
    }
    const allowed = new Set<string>()
    for (const n of names) {
      if (!n) continue
      allowed.add(`${n}:${port}`)
      // a browser leaves the default port out of the Host header
      if (port === 80) allowed.add(n)
    }
    for (const e of this.opts.extra ?? []) {
      let n = e.trim().toLowerCase()
      if (!n) continue
      // a bare IPv6 address has colons of its own: it has no port
      if ((n.match(/:/g) ?? []).length > 1 && !n.startsWith('[')) n = hostForm(n)
      const withPort = /^(\[[^\]]*\]|[^:]*):\d+$/.test(n)
      allowed.add(withPort ? n : `${n}:${port}`)
      if (port === 80 && !withPort) allowed.add(n)
    }
    this.allowed = allowed
    this.refreshedAt = Date.now()
  }
}
