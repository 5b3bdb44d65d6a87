/**
 * Hosting on the LAN from the app's menu: the same server as `npm run serve` (electron/server/http-server.ts),
 * started inside the host process when the player asks and stopped when they ask. Every protection of that server
 * stays: the Host and Origin allowlist, the guests' message size, rate limit and send buffer. Its screen token is
 * drawn fresh and never shown: the app's own screen keeps talking over IPC, so over this server everyone is a
 * guest.
 *
 * Without a port it takes 4317, or a free port when 4317 is taken; a port the player chose and that is taken is
 * a plain problem, not a surprise port. Stopping closes the server: its guests are disconnected and their seats
 * held for them, as for any dropped guest.
 */
import { hostname as osHostname, networkInterfaces, type NetworkInterfaceInfo } from 'node:os'
import type { HostPort } from '../server/client-socket'
import { startServer, type RunningServer } from '../server/http-server'
import { hostForm, listensEverywhere } from '../server/origin-check'
import { newScreenToken } from '../server/screen-token'

/** the port guests expect: typed addresses without a port mean this one */
export const LAN_PORT = 4317

/** How hosting stands, as far as the server goes (lan-services.ts adds the announcement). */
export interface HostingState {
  hosting: boolean
  port: number | null
  /** the pages guests open, best first */
  addresses: string[]
  /** why hosting could not start */
  problem: string | null
  /** served by `npm run serve` on a LAN address: it was not started here and cannot be stopped here */
  fixed?: boolean
}

export interface LanHostingOptions {
  /** the host the guests reach */
  host: HostPort
  /** the built renderer, served to guests' browsers */
  rendererDir: string
  /** the address to listen on: '0.0.0.0' in the app; tests pass '127.0.0.1' */
  bind: string
  /** the port when none is asked for (tests pass one of their own) */
  defaultPort?: number
  /** the machine's network interfaces and name (tests pass their own) */
  interfaces?: () => NodeJS.Dict<NetworkInterfaceInfo[]>
  machineName?: () => string
}

/** A name a browser can open: letters, digits and hyphens, in dot-separated labels. */
function isDnsName(name: string): boolean {
  return name.length > 0 && name.length <= 253 && /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(name)
}

/** The machine's .local name (macOS's own name may end in .local already), or null when it has no usable name. */
export function localName(machine: string): string | null {
  const name = machine.trim().toLowerCase()
  if (!isDnsName(name)) return null
  return name.endsWith('.local') ? name : `${name}.local`
}

/** A loopback address: only this machine reaches it. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase()
  return a === 'localhost' || a === '::1' || a === '[::1]' || /^127\./.test(a)
}

/** Virtual interfaces (containers, VMs, VPNs): their addresses are seldom the ones a phone on the Wi-Fi reaches. */
const VIRTUAL = /^(docker|br-|veth|virbr|vmnet|vboxnet|utun|tun|tap|zt|tailscale|wg|lxc|cni|flannel)/i

/** Private LAN ranges first, the usual home ones before the others. */
function rank(name: string, address: string): number {
  const range = address.startsWith('192.168.') ? 0 : address.startsWith('10.') ? 1 : /^172\.(1[6-9]|2\d|3[01])\./.test(address) ? 2 : 3
  return (VIRTUAL.test(name) ? 10 : 0) + range
}

/**
 * The pages guests open: on every interface, the LAN's IPv4 addresses (not loopback, not link-local 169.254),
 * then the machine's .local name, then loopback (for a second window on this machine); bound to one address,
 * that address only.
 */
export function guestAddresses(bind: string, port: number, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, machine: string): string[] {
  if (!listensEverywhere(bind)) return [`http://${hostForm(bind)}:${port}/`]
  const lan: { address: string; rank: number }[] = []
  for (const [name, list] of Object.entries(interfaces)) {
    for (const a of list ?? []) {
      if (a.family !== 'IPv4' || a.internal || a.address.startsWith('169.254.') || isLoopback(a.address)) continue
      if (!lan.some((l) => l.address === a.address)) lan.push({ address: a.address, rank: rank(name, a.address) })
    }
  }
  lan.sort((a, b) => a.rank - b.rank)
  const local = localName(machine)
  return [...lan.map((l) => `http://${l.address}:${port}/`), ...(local ? [`http://${local}:${port}/`] : []), `http://127.0.0.1:${port}/`]
}

/** The computer's name for people: its host name, without the ".local" macOS may add. */
export function computerName(machine = osHostname()): string {
  return machine.trim().replace(/\.local\.?$/i, '') || 'Overdive host'
}

/** Why the server could not listen, for the player. */
export function listenProblem(e: unknown, port: number, bind: string): string {
  const code = (e as { code?: unknown })?.code
  if (code === 'EADDRINUSE') return `Port ${port} is already in use on this computer (another Overdive, or another program). Choose another port, or leave it empty to let Overdive pick one.`
  if (code === 'EACCES') return `This computer does not let Overdive use port ${port}. Choose a port from 1024 to 65535.`
  if (code === 'EADDRNOTAVAIL') return `This computer has no network address ${bind} to host on.`
  return `Hosting could not start: ${(e as Error)?.message ?? String(e)}`
}

export class LanHosting {
  private running: RunningServer | null = null
  private problem: string | null = null
  private fixed: { port: number; bind: string } | null = null
  /** starts and stops one after the other: a stop while starting waits for the start */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly opts: LanHostingOptions) {}

  /** The port guests connect to, while hosting. */
  get port(): number | null {
    return this.fixed?.port ?? this.running?.port ?? null
  }

  get isFixed(): boolean {
    return this.fixed !== null
  }

  /**
   * `npm run serve` already listens on a LAN address (`--host 0.0.0.0`): that server is the hosting, started
   * outside and stopped only where it was started.
   */
  adopt(server: { port: number; bind: string }): void {
    this.fixed = { ...server }
    this.problem = null
  }

  status(): HostingState {
    const port = this.port
    if (port === null) return { hosting: false, port: null, addresses: [], problem: this.problem }
    const bind = this.fixed?.bind ?? this.opts.bind
    const addresses = guestAddresses(bind, port, (this.opts.interfaces ?? networkInterfaces)(), (this.opts.machineName ?? osHostname)())
    return { hosting: true, port, addresses, problem: null, ...(this.fixed ? { fixed: true } : {}) }
  }

  /** Host on `port`, or on 4317 (a free port when 4317 is taken). While hosting already: how it stands. */
  start(port?: number): Promise<HostingState> {
    return this.serially(async () => {
      if (this.port !== null) return this.status()
      this.problem = null
      const wanted = port ?? this.opts.defaultPort ?? LAN_PORT
      try {
        this.running = await this.listen(wanted)
      } catch (e) {
        // no port asked for and ours is taken: any free port will do, the addresses say which
        if (port !== undefined || (e as { code?: unknown })?.code !== 'EADDRINUSE') {
          this.problem = listenProblem(e, wanted, this.opts.bind)
          return this.status()
        }
        try {
          this.running = await this.listen(0)
        } catch (e2) {
          this.problem = listenProblem(e2, 0, this.opts.bind)
        }
      }
      return this.status()
    })
  }

  /** Stop hosting: the server closes and its guests are disconnected (their seats are held). */
  stop(): Promise<HostingState> {
    return this.serially(async () => {
      const running = this.running
      this.running = null
      this.problem = null
      await running?.close()
      return this.status()
    })
  }

  private listen(port: number): Promise<RunningServer> {
    const machine = (this.opts.machineName ?? osHostname)().trim().toLowerCase()
    const local = localName(machine)
    const allowHosts = isDnsName(machine) ? [machine, ...(local ? [local] : [])] : []
    return startServer(this.opts.host, { port, hostname: this.opts.bind, rendererDir: this.opts.rendererDir, screenToken: newScreenToken(), allowHosts })
  }

  private serially<T>(op: () => Promise<T>): Promise<T> {
    const next = this.queue.then(op, op)
    this.queue = next.catch(() => {})
    return next
  }
}
