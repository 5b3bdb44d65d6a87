/**
 * The LAN as the host's own screen uses it: host there (the server of lan-hosting.ts, announced by discovery.ts
 * with the game it offers), look for the games other copies announce, and play at another host as its guest
 * (remote-link.ts). The Host hands this only its screen's lan-* and link-* messages (lan-port.ts); refusals are
 * thrown as HostErrors, which the Host answers with an error.
 *
 * Replies: `lan-hosting` to lan-host; `lan-games` to lan-browse, and again whenever the list changes; for a
 * lan-connect, a `link` message at each change of the link's state (the first carries the request's id, as does
 * the `closed` that answers a lan-disconnect), and a `link-message` for each message the other host sends through
 * it. A link-send is not answered: the other host answers the message it carries, inside a link-message.
 */
import { randomBytes } from 'node:crypto'
import type { Compat } from '../../shared/protocol/compat'
import type { LanGame, LanHostingStatus } from '../../shared/protocol/lan'
import type { ServerMessage, SessionSummary } from '../../shared/protocol/messages'
import type { Host } from '../host/host'
import type { LanClientMessage, LanPort } from '../host/lan-port'
import { HostError, type ClientConnection } from '../host/session'
import { Discovery } from './discovery'
import type { Announcement } from './discovery-txt'
import type { MdnsChoice } from './mdns-choice'
import { LanHosting } from './lan-hosting'
import { RemoteLink, type RemoteLinkOptions } from './remote-link'

/** how often the game offered is looked at again, to announce its changes (free seats, phase) */
export const ANNOUNCE_EVERY_MS = 2_000
/** links one screen may have open at once */
export const MAX_LINKS = 4

/** What the LAN services need of the Host. */
export type LanHost = Pick<Host, 'connect' | 'receive' | 'disconnect' | 'compat' | 'summaries'>

/** What the LAN services need of discovery.ts (tests pass a fake). */
export type DiscoveryPort = Pick<Discovery, 'announce' | 'unannounce' | 'browse' | 'stopBrowsing' | 'problem' | 'destroy'>

export interface LanServicesOptions {
  /** the built renderer, served to guests' browsers */
  rendererDir: string
  /** the address hosting listens on: '0.0.0.0' in the app; tests and the e2e specs pass '127.0.0.1' */
  bind: string
  mdns: MdnsChoice
  /** the name this host is announced under (the computer's name) */
  hostName: string
  /** tests: the port hosting takes when none is asked for (4317 otherwise) */
  defaultPort?: number
  /** tests: how often the game offered is looked at again */
  announceEveryMs?: number
  /** tests: a discovery of their own */
  makeDiscovery?: (opts: { mdns: MdnsChoice; mine: Compat }) => DiscoveryPort
  /** tests: the links' name lookup and timings */
  link?: Pick<RemoteLinkOptions, 'lookup' | 'handshakeMs' | 'heartbeatMs' | 'rate'>
}

/**
 * The game a host offers on the LAN: the newest one not over that has guest seats. `free` counts the guest seats
 * nobody holds (a dropped guest's held seat is not free), `players` the people in that game.
 */
export function offeredGame(summaries: SessionSummary[]): Pick<Announcement, 'title' | 'phase' | 'free' | 'players'> {
  const game = summaries.filter((s) => !s.over && s.seats.some((seat) => seat.kind === 'guest')).at(-1)
  if (!game) return { title: null, phase: null, free: 0, players: 0 }
  return {
    title: game.title,
    phase: game.phase,
    free: game.seats.filter((s) => s.kind === 'guest' && !s.taken && !s.held).length,
    players: game.people,
  }
}

interface OpenLink {
  link: RemoteLink
  conn: ClientConnection
  /** its screen is still connected: its messages still go there */
  live: boolean
  /** the request the next state answers (the lan-connect, then a lan-disconnect) */
  reply: string | undefined
}

export class LanServices implements LanPort {
  private host: LanHost | null = null
  private hosting: LanHosting | null = null
  private discovery: DiscoveryPort | null = null
  private announcer: NodeJS.Timeout | null = null
  /** the announcement last made, to announce only changes */
  private announced: string | null = null
  private readonly browsers = new Map<string, ClientConnection>()
  private games: LanGame[] = []
  private readonly links = new Map<string, OpenLink>()
  private disposing: Promise<void> | null = null

  constructor(private readonly opts: LanServicesOptions) {}

  /** The Host is built with these services as its `lan`, and then attached to them. */
  attach(host: LanHost): void {
    this.host = host
    this.hosting = new LanHosting({ host, rendererDir: this.opts.rendererDir, bind: this.opts.bind, defaultPort: this.opts.defaultPort })
    this.discovery = (this.opts.makeDiscovery ?? ((o) => new Discovery(o)))({ mdns: this.opts.mdns, mine: host.compat })
  }

  /**
   * `npm run serve` already serves the LAN (`--host 0.0.0.0`): that is the hosting, announced, and the screen
   * cannot stop it.
   */
  adopt(server: { port: number; bind: string }): void {
    this.ready().hosting.adopt(server)
    this.startAnnouncing()
  }

  async receive(conn: ClientConnection, msg: LanClientMessage): Promise<void> {
    if (!conn.screen) throw new HostError('screen-only', "only the host's own screen can host on the LAN or join other hosts")
    if (this.disposing) throw new HostError('stopping', 'this host is stopping')
    const re = msg.re ? { re: msg.re } : {}
    switch (msg.type) {
      case 'lan-host':
        if (msg.action === 'start') await this.startHosting(msg.port)
        else if (msg.action === 'stop') await this.stopHosting()
        this.send(conn, { type: 'lan-hosting', ...re, ...this.status() })
        return
      case 'lan-browse':
        if (msg.action === 'start') this.startBrowsing(conn, msg.re)
        else this.stopBrowsing(conn, msg.re)
        return
      case 'lan-connect':
        await this.connectLink(conn, msg.address, msg.re)
        return
      case 'link-send':
        this.linkOf(conn, msg.link).link.send(msg.message)
        return
      case 'lan-disconnect': {
        const l = this.linkOf(conn, msg.link)
        l.reply = msg.re
        l.link.close()
        return
      }
    }
  }

  /** The screen's connection closed: its links close and its browsing stops. */
  disconnected(conn: ClientConnection): void {
    for (const [id, l] of [...this.links]) {
      if (l.conn.id !== conn.id) continue
      l.live = false
      this.links.delete(id)
      l.link.close('This screen went away.')
    }
    if (this.browsers.delete(conn.id) && this.browsers.size === 0) this.endBrowsing()
  }

  /** Stop hosting (unless `npm run serve` hosts), announcing, browsing and every link. */
  dispose(): Promise<void> {
    this.disposing ??= this.stopEverything()
    return this.disposing
  }

  /** How hosting stands, with the announcement. */
  status(): LanHostingStatus {
    const h = this.ready().hosting.status()
    // switched off is no problem of hosting's: guests type the address, as the hosting screen shows it
    const problem = this.opts.mdns.mode === 'off' ? null : (this.discovery?.problem ?? null)
    return {
      ...h,
      name: this.opts.hostName,
      announced: h.hosting && this.opts.mdns.mode !== 'off' && this.announced !== null && problem === null,
      problem: h.problem ?? (h.hosting ? problem : null),
    }
  }

  private ready(): { host: LanHost; hosting: LanHosting; discovery: DiscoveryPort } {
    if (!this.host || !this.hosting || !this.discovery) throw new HostError('lan-not-ready', 'the LAN services are not ready yet')
    return { host: this.host, hosting: this.hosting, discovery: this.discovery }
  }

  private async startHosting(port?: number): Promise<void> {
    const state = await this.ready().hosting.start(port)
    // a dispose that came while the server started has stopped it already (the starts and stops take turns)
    if (state.hosting && !this.disposing) this.startAnnouncing()
  }

  private async stopHosting(): Promise<void> {
    const { hosting, discovery } = this.ready()
    if (hosting.isFixed) throw new HostError('hosting-fixed', 'This host was started to serve the LAN (npm run serve --host): stop it where it was started.')
    this.stopAnnouncing()
    await Promise.all([discovery.unannounce().catch(() => {}), hosting.stop()])
  }

  private startAnnouncing(): void {
    if (this.announcer) return
    this.announced = null
    this.announce()
    this.announcer = setInterval(() => this.announce(), this.opts.announceEveryMs ?? ANNOUNCE_EVERY_MS)
    this.announcer.unref()
  }

  private stopAnnouncing(): void {
    if (this.announcer) clearInterval(this.announcer)
    this.announcer = null
    this.announced = null
  }

  /** Announce the game offered, again whenever it changes (discovery updates the record at most once a second). */
  private announce(): void {
    const { host, hosting, discovery } = this.ready()
    const port = hosting.port
    if (port === null) return
    const a: Announcement = { name: this.opts.hostName, port, compat: host.compat, ...offeredGame(host.summaries()) }
    const key = JSON.stringify(a)
    if (key === this.announced) return
    this.announced = key
    try {
      discovery.announce(a)
    } catch (e) {
      // the games carry on without an announcement: guests can still type the address
      console.error(`lan: announcing failed: ${(e as Error)?.message ?? e}`)
    }
  }

  private startBrowsing(conn: ClientConnection, re: string | undefined): void {
    const { discovery } = this.ready()
    const first = this.browsers.size === 0
    this.browsers.set(conn.id, conn)
    if (first) {
      this.games = []
      discovery.browse((games) => {
        this.games = games
        for (const c of this.browsers.values()) this.send(c, this.gamesMessage())
      })
    }
    this.send(conn, this.gamesMessage(re))
  }

  private stopBrowsing(conn: ClientConnection, re: string | undefined): void {
    if (this.browsers.delete(conn.id) && this.browsers.size === 0) this.endBrowsing()
    this.send(conn, { type: 'lan-games', ...(re ? { re } : {}), browsing: false, games: [] })
  }

  private endBrowsing(): void {
    this.discovery?.stopBrowsing()
    this.games = []
  }

  private gamesMessage(re?: string): ServerMessage {
    const problem = this.discovery?.problem ?? null
    return { type: 'lan-games', ...(re ? { re } : {}), browsing: true, games: this.games, ...(problem ? { problem } : {}) }
  }

  private async connectLink(conn: ClientConnection, address: string, re: string | undefined): Promise<void> {
    const { host } = this.ready()
    const mine = [...this.links.values()].filter((l) => l.conn.id === conn.id).length
    if (mine >= MAX_LINKS) throw new HostError('too-many-links', `This screen has ${MAX_LINKS} links to other hosts open already: leave one first.`)
    const id = `link-${randomBytes(12).toString('base64url')}`
    const entry: OpenLink = {
      conn,
      live: true,
      reply: re,
      link: new RemoteLink({
        ...this.opts.link,
        link: id,
        address,
        mine: host.compat,
        onState: (state) => {
          if (state.state === 'refused' || state.state === 'closed') this.links.delete(id)
          if (!entry.live) return
          // the first state answers the lan-connect; the closed state a lan-disconnect
          this.send(conn, { type: 'link', ...(entry.reply ? { re: entry.reply } : {}), ...state })
          entry.reply = undefined
        },
        onMessage: (message) => {
          if (entry.live) this.send(conn, { type: 'link-message', link: id, message })
        },
      }),
    }
    this.links.set(id, entry)
    await entry.link.open()
  }

  /** A link of this screen's, or a refusal: a screen reaches only the links it opened. */
  private linkOf(conn: ClientConnection, id: string): OpenLink {
    const l = this.links.get(id)
    if (!l || l.conn.id !== conn.id) throw new HostError('unknown-link', 'That link to another host is closed, or never was: join the host again from the join list.')
    return l
  }

  /** Sending to the screen never throws into the LAN services (a closed window, a message that does not clone). */
  private send(conn: ClientConnection, m: ServerMessage): void {
    try {
      conn.send(m)
    } catch (e) {
      console.error(`lan: send to ${conn.id}: ${(e as Error)?.message ?? e}`)
    }
  }

  private async stopEverything(): Promise<void> {
    this.stopAnnouncing()
    for (const l of this.links.values()) {
      l.live = false
      l.link.close('This host is stopping.')
    }
    this.links.clear()
    this.browsers.clear()
    this.endBrowsing()
    const hosting = this.hosting
    const discovery = this.discovery
    await Promise.all([hosting && !hosting.isFixed ? hosting.stop() : null, discovery ? discovery.unannounce().catch(() => {}) : null])
    await discovery?.destroy().catch(() => {})
  }
}
