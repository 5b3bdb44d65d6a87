/**
 * Finding games on the LAN (issue 8, "Find games"). A hosting copy of Overdive announces itself with DNS-SD over
 * multicast DNS as an `_overdive._tcp` service; its TXT record says what a guest needs to choose (the host's name,
 * the game offered, free seats, people playing) and what it runs (protocol, rules, app version). "Join a LAN game"
 * browses for these announcements and lists them.
 *
 * Everything another machine announces is untrusted: what a TXT record says is decoded (discovery-txt.ts) into short
 * trimmed strings and small whole numbers, or ignored whole; nothing a stranger sends can throw here.
 *
 * Built on bonjour-service 1.4.4 (pinned in package.json): its multicast-dns socket, its responder (it answers
 * queries with the records registered with it) and its Browser. Its publisher is not used, because it cannot
 * change a TXT record, it keeps re-announcing the records of the moment it started, and when it loses a name to
 * another host it sends a goodbye for that name, which takes the other host's game off every list. So this file
 * probes for a free name, announces, updates and says goodbye itself, through the responder (`server.register`,
 * `server.unregister`, `server.mdns.respond`): internals of that version, reached through `Responder` below.
 *
 * A host that vanishes without a goodbye (a crash, a pulled cable) leaves the list when it has not answered the
 * browser's queries for BROWSE_TIMING.forgetAfterMs.
 */
import Bonjour from 'bonjour-service'
import { hostname as osHostname } from 'node:os'
import type { Compat } from '../../shared/protocol/compat'
import type { LanGame } from '../../shared/protocol/lan'
import { cleanText } from '../../shared/protocol/clean-text'
import { checkLoopbackPorts, LoopbackMdnsSocket } from './loopback-mdns'
import { encodeTxt, gameOf, MAX_LABEL_BYTES, serviceName, SERVICE_TYPE, sortGames, type Announcement } from './discovery-txt'
import type { MdnsChoice } from './mdns-choice'

export interface DiscoveryOptions {
  mdns: MdnsChoice
  mine: Compat
  /** told each time `problem` changes (optional: `problem` can be read at any time instead) */
  onProblem?: (problem: string | null) => void
}

// ---- names ----------------------------------------------------------------------------------------------------

/** This machine as a .local host name (the SRV record's target): letters, digits and hyphens. */
function localHostName(): string {
  const label = osHostname()
    .replace(/\.local\.?$/i, '')
    .replace(/[^A-Za-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LABEL_BYTES)
  return `${label || 'overdive'}.local`
}

function dnsEqual(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
}

// ---- the bonjour-service internals used -----------------------------------------------------------------------

interface DnsRecord {
  name: string
  type: string
  ttl: number
  data: unknown
}

interface DnsPacket {
  answers?: DnsRecord[]
  additionals?: DnsRecord[]
}

/** multicast-dns: an EventEmitter ('response', 'error', 'networkInterface'…) with these calls */
interface MulticastDns {
  on(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
  query(name: string, type: string): void
  respond(packet: { answers: DnsRecord[] }, callback: (err?: Error | null) => void): void
}

/** bonjour-service's Server (`bonjour.server`, private in its types): the responder */
interface Responder {
  mdns: MulticastDns
  register(records: DnsRecord[]): void
  unregister(records: DnsRecord[]): void
}

function responderOf(bonjour: Bonjour): Responder {
  const server = (bonjour as unknown as { server?: Responder }).server
  if (!server || !server.mdns || typeof server.register !== 'function' || typeof server.unregister !== 'function') {
    throw new Error('bonjour-service has changed: its responder (bonjour.server) is not where version 1.4.4 keeps it')
  }
  return server
}

function packetRecords(packet: DnsPacket): DnsRecord[] {
  const all = [...(Array.isArray(packet?.answers) ? packet.answers : []), ...(Array.isArray(packet?.additionals) ? packet.additionals : [])]
  return all.filter((rr) => rr && typeof rr.name === 'string' && typeof rr.ttl === 'number')
}

// ---- timing ---------------------------------------------------------------------------------------------------

/** the TXT record changes at most this often */
const TXT_UPDATE_MS = 1_000
/** probing for a name: three queries this far apart, then as long again for answers (RFC 6762 §8.1) */
const PROBE_MS = 250
const PROBES = 3
/** names tried before giving up */
const MAX_NAME_ATTEMPTS = 20
/** after the first announcement, again after these delays (packets get lost on Wi-Fi) */
const REANNOUNCE_MS = [1_000, 3_000]

/** How often a browsing copy asks again and when it forgets a silent host (tests shorten them). */
export interface BrowseTiming {
  /** ask again this often, so that hosts still there answer and those gone can be forgotten */
  queryEveryMs: number
  /** a host not heard from for this long is off the list */
  forgetAfterMs: number
  /** look for hosts to forget this often */
  tickMs: number
}

export const BROWSE_TIMING: BrowseTiming = { queryEveryMs: 15_000, forgetAfterMs: 50_000, tickMs: 5_000 }

/** a list longer than this is a flood: the rest are not shown */
const MAX_GAMES = 100
/** a send or a close that has not called back by then never will */
const SEND_TIMEOUT_MS = 2_000

const SERVICE_PTR_NAME = `_${SERVICE_TYPE}._tcp.local`

// ---- Discovery ------------------------------------------------------------------------------------------------

interface Stack {
  bonjour: Bonjour
  responder: Responder
  mdns: MulticastDns
  /** the socket could not be opened: nothing more is sent; the next start after a full stop tries again */
  failed: boolean
  listeners: [string, (...args: never[]) => void][]
}

interface Published {
  service: Bonjour.Service
  fqdn: string
  /** the cleaned host name and port the name was made from: a change means a new name */
  name: string
  port: number
  txtKey: string
  sentAt: number
  timers: NodeJS.Timeout[]
}

interface Browsing {
  onChange: (games: LanGame[]) => void
  browser: Bonjour.Browser | null
  /** takes this browsing's listener off the socket */
  detach: (() => void) | null
  /** the list last handed to onChange, and its JSON */
  games: LanGame[]
  /** lower-cased service name → when a record of it was last received */
  lastSeen: Map<string, number>
  shown: string
  timer: NodeJS.Timeout | null
  lastQuery: number
  pending: NodeJS.Immediate | null
}

function withTimeout(start: (done: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, SEND_TIMEOUT_MS)
    timer.unref()
    start(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function explain(err: unknown): string {
  const e = err as NodeJS.ErrnoException
  const message = e?.message ?? String(err)
  if (e?.code === 'EADDRINUSE') return `another program holds it (${message})`
  if (e?.code === 'EACCES') return `this system does not allow it (${message})`
  return message
}

export class Discovery {
  private readonly choice: MdnsChoice
  private readonly mine: Compat
  private readonly onProblem: ((problem: string | null) => void) | undefined
  private readonly hostTarget = localHostName()
  private currentProblem: string | null = null
  private stack: Stack | null = null
  private closing: Promise<void> = Promise.resolve()
  private destroyed = false

  private wanted: Announcement | null = null
  private published: Published | null = null
  /** another host answers for our name with other data: pick another name */
  private conflicted = false
  private running = false
  private syncDone: Promise<void> = Promise.resolve()
  private wake: (() => void) | null = null

  private browsing: Browsing | null = null

  constructor(
    opts: DiscoveryOptions,
    private readonly timing: BrowseTiming = BROWSE_TIMING,
  ) {
    this.choice = opts.mdns
    this.mine = { ...opts.mine }
    this.onProblem = opts.onProblem
    if (this.choice.mode === 'loopback') checkLoopbackPorts(this.choice.ports)
    if (this.choice.mode === 'off') {
      this.currentProblem = "LAN discovery is switched off (OVERDIVE_MDNS=off); type the host's address instead."
    }
  }

  /** why discovery does not work (switched off, the mDNS port could not be opened), or null */
  get problem(): string | null {
    return this.currentProblem
  }

  /** announce this host (again, with new details: the TXT record is updated at most once a second, the last details win) */
  announce(a: Announcement): void {
    if (this.destroyed || this.choice.mode === 'off') return
    if (!Number.isInteger(a.port) || a.port < 1 || a.port > 65535) throw new Error(`cannot announce port ${a.port}: not a TCP port`)
    this.wanted = { ...a, compat: { ...a.compat } }
    if (!this.open()) return
    this.kick()
  }

  /** stop announcing (a goodbye goes out) */
  async unannounce(): Promise<void> {
    this.wanted = null
    this.kick()
    await this.syncDone
    this.releaseIfIdle()
    await this.closing
  }

  /** look for games: onChange gets the whole list (LanGame[]) each time it changes; this host's own announcement is included only if it is found like any other */
  browse(onChange: (games: LanGame[]) => void): void {
    if (this.destroyed || this.choice.mode === 'off') return
    if (this.browsing) {
      // browsing already: the new listener takes over, starting from the games found so far
      this.browsing.onChange = onChange
      if (this.browsing.games.length > 0) this.tell(this.browsing, this.browsing.games)
      return
    }
    this.browsing = {
      onChange,
      browser: null,
      detach: null,
      games: [],
      lastSeen: new Map(),
      shown: '[]',
      timer: null,
      lastQuery: Date.now(),
      pending: null,
    }
    const stack = this.open()
    if (stack) this.startBrowser(stack, this.browsing)
  }

  stopBrowsing(): void {
    const b = this.browsing
    if (!b) return
    this.browsing = null
    this.stopBrowser(b)
    this.releaseIfIdle()
  }

  /** stop everything and close the socket */
  async destroy(): Promise<void> {
    this.destroyed = true
    this.stopBrowsing()
    await this.unannounce()
    await this.closing
  }

  // ---- the socket ---------------------------------------------------------------------------------------------

  private setProblem(problem: string | null): void {
    if (problem === this.currentProblem) return
    this.currentProblem = problem
    try {
      this.onProblem?.(problem)
    } catch (err) {
      console.error('LAN discovery: the problem listener threw', err)
    }
  }

  /** The live stack, opened on first use; null when switched off or when opening failed. */
  private open(): Stack | null {
    if (this.destroyed || this.choice.mode === 'off') return null
    if (this.stack) return this.stack.failed ? null : this.stack
    this.setProblem(null)
    const choice = this.choice
    const options = choice.mode === 'loopback' ? { socket: new LoopbackMdnsSocket(choice.ports), port: choice.ports[0] } : {}
    let bonjour: Bonjour
    let responder: Responder
    try {
      // a reply to a query that could not be sent (the network went away) is not fatal: the next query gets another
      bonjour = new Bonjour(options as Partial<Bonjour.ServiceConfig>, () => {})
      responder = responderOf(bonjour)
    } catch (err) {
      this.setProblem(this.portProblem(err))
      return null
    }
    const stack: Stack = { bonjour, responder, mdns: responder.mdns, failed: false, listeners: [] }
    const listen = (event: string, listener: (...args: never[]) => void) => {
      stack.mdns.on(event, listener)
      stack.listeners.push([event, listener])
    }
    listen('error', (err: Error) => this.fail(stack, err))
    listen('warning', () => {})
    listen('networkInterface', () => this.networkChanged(stack))
    listen('response', (packet: DnsPacket) => this.watchForConflict(stack, packet))
    this.stack = stack
    return stack
  }

  private portProblem(err: unknown): string {
    const where = this.choice.mode === 'loopback' ? `a loopback mDNS port (${this.choice.ports.join(', ')})` : 'the mDNS port 5353'
    return `Could not open ${where}: ${explain(err)}; type the host's address instead.`
  }

  /** The socket failed (it could not be bound): discovery stops until everything is stopped and started again. */
  private fail(stack: Stack, err: unknown): void {
    if (stack !== this.stack || stack.failed) return
    stack.failed = true
    this.setProblem(this.portProblem(err))
    if (this.published) {
      for (const t of this.published.timers) clearTimeout(t)
      this.published = null
    }
    this.wake?.()
    if (this.browsing) {
      this.stopBrowser(this.browsing)
      this.show([])
    }
    this.closing = this.closeStack(stack)
  }

  private closeStack(stack: Stack): Promise<void> {
    for (const [event, listener] of stack.listeners) stack.mdns.removeListener(event, listener)
    // multicast-dns would otherwise throw an 'error' from a socket that fails while closing
    stack.mdns.on('error', () => {})
    return this.closing.then(() =>
      withTimeout((done) => {
        try {
          stack.bonjour.destroy(done)
        } catch {
          done()
        }
      }),
    )
  }

  /** Neither announcing nor browsing: the socket is closed. */
  private releaseIfIdle(): void {
    const stack = this.stack
    if (!stack || this.browsing || this.wanted || this.published || this.running) return
    this.stack = null
    if (!stack.failed) this.closing = this.closeStack(stack)
  }

  private networkChanged(stack: Stack): void {
    if (stack !== this.stack || stack.failed) return
    // a new network: tell it about us (with this machine's new addresses), and ask it for games
    const pub = this.published
    if (pub) {
      const records = pub.service.records() as DnsRecord[]
      stack.responder.unregister(records)
      stack.responder.register(records)
      stack.mdns.respond({ answers: records }, () => {})
    }
    if (this.browsing?.browser) {
      this.browsing.browser.update()
      this.browsing.lastQuery = Date.now()
    }
  }

  // ---- announcing ---------------------------------------------------------------------------------------------

  /** Runs `sync` unless it runs already (then wakes it from a wait, to look at the new wishes). */
  private kick(): void {
    if (this.running) {
      this.wake?.()
      return
    }
    this.running = true
    this.syncDone = this.sync()
  }

  /** Brings what is announced in line with what is wanted, one step at a time, until they agree. */
  private async sync(): Promise<void> {
    try {
      for (;;) {
        const stack = this.stack
        if (!stack || stack.failed) {
          this.published = null
          return
        }
        const want = this.wanted
        const pub = this.published
        if (pub && this.conflicted) {
          // another host holds this name: drop it quietly (a goodbye would take that host's game off the lists)
          this.conflicted = false
          this.forget(stack, pub)
          continue
        }
        this.conflicted = false
        if (pub && (!want || want.port !== pub.port || cleanText(want.name) !== pub.name)) {
          await this.goodbye(stack, pub)
          continue
        }
        if (!pub && want) {
          await this.publish(stack, want)
          continue
        }
        if (pub && want) {
          const key = JSON.stringify(encodeTxt(want))
          if (key === pub.txtKey) return
          const wait = pub.sentAt + TXT_UPDATE_MS - Date.now()
          if (wait > 0) {
            await this.sleep(wait)
            continue
          }
          await this.updateTxt(stack, pub, want)
          continue
        }
        return
      }
    } catch (err) {
      console.error('LAN discovery: announcing failed', err)
    } finally {
      this.running = false
      this.releaseIfIdle()
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null
        resolve()
      }, ms)
      this.wake = () => {
        clearTimeout(timer)
        this.wake = null
        resolve()
      }
    })
  }

  private respond(stack: Stack, records: DnsRecord[]): Promise<void> {
    return withTimeout((done) => stack.mdns.respond({ answers: records }, () => done()))
  }

  /** Asks whether anyone answers for `fqdn` (RFC 6762 §8.1): true when the name is taken. */
  private probe(stack: Stack, fqdn: string): Promise<boolean> {
    return new Promise((resolve) => {
      let sent = 0
      let timer: NodeJS.Timeout | null = null
      const onResponse = (packet: DnsPacket) => {
        if (packetRecords(packet).some((rr) => rr.ttl > 0 && dnsEqual(rr.name, fqdn))) finish(true)
      }
      const finish = (taken: boolean) => {
        if (timer) clearTimeout(timer)
        stack.mdns.removeListener('response', onResponse)
        resolve(taken)
      }
      const next = () => {
        if (stack.failed || stack !== this.stack || sent === PROBES) return finish(false)
        sent++
        stack.mdns.query(fqdn, 'ANY')
        timer = setTimeout(next, PROBE_MS)
      }
      stack.mdns.on('response', onResponse)
      next()
    })
  }

  private serviceFor(name: string, want: Announcement): Bonjour.Service {
    return new Bonjour.Service(
      { name, type: SERVICE_TYPE, port: want.port, host: this.hostTarget, txt: encodeTxt(want), disableIPv6: true },
      () => {},
      () => {},
    )
  }

  /** Finds a free name for the wanted announcement and announces it. */
  private async publish(stack: Stack, want: Announcement): Promise<void> {
    const name = cleanText(want.name)
    for (let attempt = 1; attempt <= MAX_NAME_ATTEMPTS; attempt++) {
      const instance = serviceName(want.name, want.port, attempt)
      const fqdn = `${instance}.${SERVICE_PTR_NAME}`
      const taken = await this.probe(stack, fqdn)
      const now = this.wanted
      // the wish changed while probing (or the socket failed): sync looks again
      if (stack !== this.stack || stack.failed || !now || now.port !== want.port || cleanText(now.name) !== name) return
      if (taken) continue
      const service = this.serviceFor(instance, now)
      const records = service.records() as DnsRecord[]
      stack.responder.register(records)
      const pub: Published = {
        service,
        fqdn: service.fqdn,
        name,
        port: now.port,
        txtKey: JSON.stringify(encodeTxt(now)),
        sentAt: Date.now(),
        timers: [],
      }
      this.published = pub
      for (const delay of REANNOUNCE_MS) {
        const timer = setTimeout(() => {
          if (this.published === pub && this.stack === stack && !stack.failed) {
            stack.mdns.respond({ answers: pub.service.records() as DnsRecord[] }, () => {})
          }
        }, delay)
        timer.unref()
        pub.timers.push(timer)
      }
      await this.respond(stack, records)
      return
    }
    this.wanted = null
    this.setProblem(`Could not announce this host: the names "${serviceName(want.name, want.port)}" to "… ${MAX_NAME_ATTEMPTS}" are all taken on the network; rename the host.`)
  }

  /** New details in the TXT record: registered for the answers to come, and announced now. */
  private async updateTxt(stack: Stack, pub: Published, want: Announcement): Promise<void> {
    const txt = encodeTxt(want)
    pub.service.txt = txt
    pub.txtKey = JSON.stringify(txt)
    pub.sentAt = Date.now()
    const records = pub.service.records() as DnsRecord[]
    stack.responder.unregister(records.filter((r) => r.type === 'TXT'))
    stack.responder.register(records)
    await this.respond(stack, records)
  }

  /** The service's own records (not the shared ones: the service-type list, the machine's addresses). */
  private ownRecords(pub: Published): DnsRecord[] {
    return (pub.service.records() as DnsRecord[]).filter(
      (r) => (r.type === 'PTR' && r.data === pub.fqdn) || ((r.type === 'SRV' || r.type === 'TXT') && r.name === pub.fqdn),
    )
  }

  /** Stops answering for the name, without a word. */
  private forget(stack: Stack, pub: Published): void {
    for (const t of pub.timers) clearTimeout(t)
    stack.responder.unregister(pub.service.records() as DnsRecord[])
    if (this.published === pub) this.published = null
  }

  /** Stops answering for the name and says so: records with a time to live of 0 (RFC 6762 §10.1). */
  private async goodbye(stack: Stack, pub: Published): Promise<void> {
    const records = this.ownRecords(pub).map((r) => ({ ...r, ttl: 0 }))
    this.forget(stack, pub)
    await this.respond(stack, records)
  }

  /** Someone else answers for our name with another port or machine: we were second, so we move. */
  private watchForConflict(stack: Stack, packet: DnsPacket): void {
    const pub = this.published
    if (!pub || stack !== this.stack) return
    for (const rr of packetRecords(packet)) {
      if (rr.type !== 'SRV' || rr.ttl === 0 || !dnsEqual(rr.name, pub.fqdn)) continue
      const data = rr.data as { port?: unknown; target?: unknown } | null
      if (data && data.port === pub.port && dnsEqual(data.target, this.hostTarget)) continue
      this.conflicted = true
      this.kick()
      return
    }
  }

  // ---- browsing -----------------------------------------------------------------------------------------------

  private startBrowser(stack: Stack, b: Browsing): void {
    // registered before the Browser's own listener, so a service is marked seen before the Browser reports it
    const seen = (packet: DnsPacket) => {
      if (this.browsing !== b) return
      const now = Date.now()
      for (const rr of packetRecords(packet)) {
        if (rr.ttl === 0) continue
        const name = rr.type === 'PTR' && dnsEqual(rr.name, SERVICE_PTR_NAME) ? rr.data : rr.type === 'SRV' || rr.type === 'TXT' ? rr.name : null
        if (typeof name === 'string' && name.toLowerCase().endsWith(`.${SERVICE_PTR_NAME}`)) b.lastSeen.set(name.toLowerCase(), now)
      }
      // after the Browser has read the same packet: a host back after a silence is shown again
      if (!b.pending) b.pending = setImmediate(() => {
        b.pending = null
        this.showGames()
      })
    }
    stack.mdns.on('response', seen)
    b.detach = () => stack.mdns.removeListener('response', seen)
    const browser = stack.bonjour.find({ type: SERVICE_TYPE })
    b.browser = browser
    const changed = () => this.showGames()
    browser.on('up', changed)
    browser.on('down', changed)
    browser.on('txt-update', changed)
    browser.on('srv-update', changed)
    b.timer = setInterval(() => {
      const now = Date.now()
      if (now - b.lastQuery >= this.timing.queryEveryMs) {
        b.lastQuery = now
        browser.update()
      }
      for (const [name, at] of b.lastSeen) if (now - at > this.timing.forgetAfterMs) b.lastSeen.delete(name)
      this.showGames()
    }, this.timing.tickMs)
    b.timer.unref()
  }

  private stopBrowser(b: Browsing): void {
    if (b.timer) clearInterval(b.timer)
    if (b.pending) clearImmediate(b.pending)
    b.timer = null
    b.pending = null
    b.detach?.()
    b.detach = null
    b.browser?.stop()
    b.browser?.removeAllListeners()
    b.browser = null
  }

  private showGames(): void {
    const b = this.browsing
    if (!b?.browser) return
    const now = Date.now()
    const games: LanGame[] = []
    for (const s of b.browser.services) {
      const at = typeof s.fqdn === 'string' ? b.lastSeen.get(s.fqdn.toLowerCase()) : undefined
      if (at === undefined || now - at > this.timing.forgetAfterMs) continue
      const game = gameOf(s, this.mine)
      if (game) games.push(game)
    }
    this.show(sortGames(games).slice(0, MAX_GAMES))
  }

  private show(games: LanGame[]): void {
    const b = this.browsing
    if (!b) return
    const key = JSON.stringify(games)
    if (key === b.shown) return
    b.shown = key
    b.games = games
    this.tell(b, games)
  }

  private tell(b: Browsing, games: LanGame[]): void {
    try {
      b.onChange(games)
    } catch (err) {
      console.error('LAN discovery: the games list listener threw', err)
    }
  }
}
