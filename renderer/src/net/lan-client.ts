/**
 * The host's own screen on the LAN: host there (start, stop, ask how it stands), look for games other copies of
 * Overdive announce, and play at one of them as a guest. The host process does the networking; this client sends
 * it the lan-* requests over this app's own transport and keeps what it answers in the store (lan-slice).
 *
 * When a link to another host opens, the table's client (HostClient) is attached to it: from then on the whole
 * app is that host's guest, starting at its Join screen, and the existing guest screens work unchanged. When the
 * link closes or is refused, or the player leaves, the client goes back to this app's own host.
 */
import type { ClientMessage, ServerMessage } from '../../../shared/protocol/messages'
import type { AppStore } from '../store'
import {
  browseRequested,
  connectRequested,
  gamesFound,
  hostingChanged,
  hostingRequested,
  lanRequestRefused,
  linkChanged,
  linkLeft,
  type LanRequestKind,
} from '../store/lan-slice'
import { screenShown } from '../store/ui-slice'
import type { HostClient } from './client'
import { linkTransport } from './link-transport'

/** The port hosting uses when none is typed. */
export const DEFAULT_LAN_PORT = 4317

/**
 * The address to connect to, from what a player typed or copied: "192.168.1.20:4317" stays as it is; a guest
 * page's URL ("http://192.168.1.20:4317/") loses its scheme and path. Blank stays blank.
 */
export function hostAddress(typed: string): string {
  return typed
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
}

/** A port as typed in the hosting screen: undefined when blank (the host's default), null when it is not one. */
export function typedPort(typed: string): number | undefined | null {
  const t = typed.trim()
  if (t === '') return undefined
  if (!/^\d{1,5}$/.test(t)) return null
  const n = Number(t)
  return n >= 1 && n <= 65535 ? n : null
}

/** How many unanswered requests it remembers, to tell which one the host refused. */
const REMEMBERED = 64

export class LanClient {
  /** request id → what it asked for, to tell which request the host refused */
  private readonly asked = new Map<string, LanRequestKind>()
  /** the link this app plays through now (or is connecting through) */
  private current: string | null = null
  /** links the player left: what the host says about them later is old news */
  private readonly left = new Set<string>()

  constructor(
    private readonly client: HostClient,
    private readonly store: AppStore,
  ) {
    const local = client.localTransport
    local.onMessage((m) => this.receive(m))
    local.onStatus((s) => {
      // this app's own host carries the link: when the connection to it drops, so does the link
      if (s === 'closed' && this.current !== null) {
        const link = this.store.getState().lan.link
        if (link && link.link === this.current) {
          this.store.dispatch(linkChanged({ state: 'closed', link: link.link, address: link.address, message: "The connection to this app's own host dropped, and the link to the other host with it." }))
        }
        this.current = null
        this.client.detachRemote()
      }
    })
  }

  /** Host on the LAN: guests can then open this host's page, and other copies of Overdive find it. */
  hostOnLan(port?: number): void {
    this.store.dispatch(hostingRequested('start'))
    this.send('host', (re) => ({ type: 'lan-host', re, action: 'start', ...(port !== undefined ? { port } : {}) }))
  }

  stopHosting(): void {
    this.store.dispatch(hostingRequested('stop'))
    this.send('host', (re) => ({ type: 'lan-host', re, action: 'stop' }))
  }

  /** Ask how hosting stands (a lan-hosting answer comes back). */
  hostingStatus(): void {
    this.store.dispatch(hostingRequested('status'))
    this.send('host', (re) => ({ type: 'lan-host', re, action: 'status' }))
  }

  /** Look for games on the LAN: the list comes back, and again each time it changes, until stopBrowsing. */
  browse(): void {
    this.store.dispatch(browseRequested())
    this.send('browse', (re) => ({ type: 'lan-browse', re, action: 'start' }))
  }

  stopBrowsing(): void {
    this.send('browse', (re) => ({ type: 'lan-browse', re, action: 'stop' }))
  }

  /** Become a guest of the host at this address (found on the LAN, or typed: "192.168.1.20:4317"). */
  connect(address: string): void {
    const to = hostAddress(address)
    if (!to) return
    this.store.dispatch(connectRequested(to))
    this.send('connect', (re) => ({ type: 'lan-connect', re, address: to }))
  }

  /** Leave the other host (or stop connecting to it) and go back to this app's own. */
  leaveRemote(): void {
    const link = this.store.getState().lan.link
    if (link && (link.state === 'open' || link.state === 'connecting')) {
      this.left.add(link.link)
      this.client.localTransport.send({ type: 'lan-disconnect', re: this.client.requestId(), link: link.link })
    }
    this.store.dispatch(linkLeft())
    this.current = null
    this.client.detachRemote()
  }

  private send(kind: LanRequestKind, message: (re: string) => ClientMessage): void {
    // the LAN screens show their refusals themselves
    const re = this.client.quietRequestId()
    this.asked.set(re, kind)
    // the host answers some requests only when something changes: forget the oldest unanswered ones
    if (this.asked.size > REMEMBERED) this.asked.delete(this.asked.keys().next().value!)
    this.client.localTransport.send(message(re))
  }

  private receive(m: ServerMessage): void {
    const dispatch = this.store.dispatch
    switch (m.type) {
      case 'lan-hosting': {
        if (m.re) this.asked.delete(m.re)
        const { type: _type, re: _re, ...status } = m
        dispatch(hostingChanged(status))
        return
      }
      case 'lan-games':
        if (m.re) this.asked.delete(m.re)
        dispatch(gamesFound({ browsing: m.browsing, games: m.games, ...(m.problem ? { problem: m.problem } : {}) }))
        return
      case 'link': {
        if (m.re) this.asked.delete(m.re)
        if (this.left.has(m.link)) return
        const { type: _type, re: _re, ...state } = m
        dispatch(linkChanged(state))
        if (state.state === 'connecting') {
          this.current = state.link
        } else if (state.state === 'open') {
          this.current = state.link
          const local = this.client.localTransport
          this.client.attachRemote(linkTransport(local, state.link, () => this.client.requestId()))
          // the other host's guest screen: its games, its free seats
          dispatch(screenShown('join'))
        } else if (state.link === this.current) {
          this.current = null
          // back to this app's own host, at the menu, which says why the link ended
          this.client.detachRemote()
        }
        return
      }
      case 'error': {
        const kind = m.re !== undefined ? this.asked.get(m.re) : undefined
        if (kind === undefined) return
        this.asked.delete(m.re!)
        dispatch(lanRequestRefused({ kind, message: m.message }))
        return
      }
      default:
        return
    }
  }
}
