/**
 * The app as a guest of another host. The app's page never opens a socket to another machine itself (its content
 * security policy stays as tight as ever, and an app:// page has no business with plain ws://): the host process
 * opens one WebSocket to the other host and relays the page's messages both ways.
 *
 * Before anything is relayed the link says hello with this copy's protocol and rules, and the other host's
 * welcome must say it runs the same: a host of another version is refused with a plain message, as is one too old
 * to say. The other host is not trusted: what the page sends goes out only if it is a valid client message, and
 * what comes back reaches the page only if it is a JSON object of a message type a host sends its guests, within
 * the size and rate limits; anything else is dropped.
 *
 * A link that closes is not reopened by itself: the player joins again from the join list, and the seat tokens
 * the page kept bring its seats back.
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import WebSocket from 'ws'
import { compatProblem, PROTOCOL_VERSION, type Compat } from '../../shared/protocol/compat'
import type { LinkState } from '../../shared/protocol/lan'
import { isLanClientMessage, MAX_CLIENT_MESSAGE, parseClientMessage, type ServerMessage } from '../../shared/protocol/messages'
import { HostError } from '../host/session'
import { MAX_GUEST_MESSAGE } from '../server/http-server'
import { hostForm } from '../server/origin-check'
import { TokenBucket, type RateLimit } from '../server/rate-limit'
import { LAN_PORT } from './lan-hosting'

/** the longest address a player may type */
export const MAX_ADDRESS = 200
/** how long a host has to answer the connection, and then the hello */
export const HANDSHAKE_MS = 5_000
/** a ping this often; a host that has not answered the last one by the next is gone */
export const HEARTBEAT_MS = 10_000
/** what a host may send its guest: far more than a game sends, far less than would swamp the page */
export const REMOTE_RATE: RateLimit = { perSecond: 200, burst: 1_000, closeAfterDropped: 2_000 }

/**
 * The messages a host sends its guests, each one listed (the compiler checks the list is whole). The host's
 * screen's own messages (hosting, the games found, links) never come from another host, nor do its campaigns (the host
 * sends them to its own screen only: a guest flies a sortie's seat, never reads a roster), nor its ace's memory of its
 * own player.
 */
const RELAYED: Record<Exclude<ServerMessage['type'], 'lan-hosting' | 'lan-games' | 'link' | 'link-message' | 'campaigns' | 'campaign' | 'campaign-text' | 'campaign-deleted' | 'opponent-memory'>, true> = {
  welcome: true,
  seated: true,
  seats: true,
  'seat-dropped': true,
  lobby: true,
  removed: true,
  chat: true,
  'session-broken': true,
  autosave: true,
  saves: true,
  saved: true,
  'save-text': true,
  sessions: true,
  'game-created': true,
  view: true,
  // a game of another ruleset (issue 29) is joined over a link as a card game is
  'ruleset-game-created': true,
  'ruleset-view': true,
  error: true,
  'save-deleted': true,
  'save-renamed': true,
  'game-over': true,
}

export interface RemoteAddress {
  /** an IP address or a name to look up */
  host: string
  port: number
}

const EXAMPLE = `Type the address shown on the host's screen, like 192.168.1.20:${LAN_PORT}.`

/** At most this much of what the player typed goes back in a message. */
function shown(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?'
const DNS_NAME = new RegExp(`^${LABEL}(\\.${LABEL})*\\.?$`)

/**
 * A typed or found address: `192.168.1.20:4317`, `http://hangar.local:4317/`, `hangar` (port 4317), `[fd00::5]:4317`.
 * Other schemes, paths, queries, user names and passwords are refused: only a host's address is wanted.
 */
export function parseAddress(typed: string): RemoteAddress | { problem: string } {
  const text = typed.trim()
  if (text === '') return { problem: `No address given. ${EXAMPLE}` }
  if (text.length > MAX_ADDRESS) return { problem: `That address is too long to be a host's address. ${EXAMPLE}` }
  let rest = text
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(rest)
  if (scheme) {
    if (scheme[1].toLowerCase() !== 'http') return { problem: `An Overdive host is reached at an http:// address, not ${shown(scheme[1])}://. ${EXAMPLE}` }
    rest = rest.slice(scheme[0].length)
  }
  if (rest.endsWith('/')) rest = rest.slice(0, -1)
  if (rest.includes('@')) return { problem: `A host's address has no user name or password in it. ${EXAMPLE}` }
  if (/[/?#\\]/.test(rest)) return { problem: `Only the host's address is needed, with nothing after it. ${EXAMPLE}` }
  const m = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/i.exec(rest)
  if (!m) return { problem: `"${shown(text)}" is not an address. ${EXAMPLE}` }
  const port = m[3] === undefined ? LAN_PORT : Number(m[3])
  if (port < 1 || port > 65535) return { problem: `${m[3]} is not a port: a port is a number from 1 to 65535. ${EXAMPLE}` }
  if (m[1] !== undefined) {
    if (isIP(m[1]) !== 6) return { problem: `"${shown(text)}" is not an address. ${EXAMPLE}` }
    return { host: m[1].toLowerCase(), port }
  }
  const name = m[2].toLowerCase()
  if (isIP(name) === 4) return { host: name, port }
  // a name must be letters, digits and hyphens, and not end like a number (the system reads "10.1" as an address)
  if (!DNS_NAME.test(name) || /(^|\.)\d+\.?$/.test(name)) return { problem: `"${shown(text)}" is not an address. ${EXAMPLE}` }
  return { host: name.replace(/\.$/, ''), port }
}

/** An address from a name (IPv4 first: what LAN hosts listen on), in words when there is none. */
export async function lookupAddress(name: string): Promise<string> {
  const all = await dnsLookup(name, { all: true })
  const best = all.find((a) => a.family === 4) ?? all[0]
  if (!best) throw Object.assign(new Error(`no address for ${name}`), { code: 'ENOTFOUND' })
  return best.address
}

export interface RemoteLinkOptions {
  /** this link's id, as the page knows it */
  link: string
  /** as the player typed it, or as the join list found it */
  address: string
  /** what this copy runs: the other host must run the same */
  mine: Compat
  /** each change of state: connecting, then open or refused, then closed */
  onState(state: LinkState): void
  /** each message from the other host that passed the checks */
  onMessage(message: ServerMessage): void
  /** name to address (tests pass their own) */
  lookup?: (name: string) => Promise<string>
  handshakeMs?: number
  heartbeatMs?: number
  rate?: RateLimit
}

/** Why the other host could not be reached, in words. */
function unreachable(e: unknown, where: string, name: string): string {
  const err = e as { code?: unknown; message?: unknown }
  const code = typeof err?.code === 'string' ? err.code : ''
  const message = typeof err?.message === 'string' ? err.message : ''
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || code === 'EAI_FAIL') {
    return `No computer called "${shown(name)}" was found on this network. Type its address instead, like 192.168.1.20:${LAN_PORT}.`
  }
  if (code === 'ECONNREFUSED') return `Nothing answers at ${where}: is Overdive hosting there, on that port?`
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EHOSTDOWN' || code === 'ENETDOWN') {
    return `${where} cannot be reached from this computer: are both on the same network?`
  }
  if (code === 'ETIMEDOUT' || /timed out/i.test(message)) return `${where} did not answer in time: is Overdive hosting there, and on the same network?`
  const status = /Unexpected server response: (\d+)/.exec(message)
  if (status && (status[1] === '403' || status[1] === '421')) return `The host at ${where} refused the connection: it does not answer to that address.`
  if (status) return `Something answers at ${where}, but it is not an Overdive host.`
  return `Could not connect to ${where}: ${shown(message || code || 'the connection failed')}.`
}

function isCompat(c: unknown): c is Compat {
  const x = c as Compat
  return typeof x === 'object' && x !== null && typeof x.app === 'string' && x.app.length <= 40 && Number.isInteger(x.protocol) && typeof x.rules === 'string' && x.rules.length <= 40
}

/** A name to show: no control characters, not too long. */
function tidyName(name: unknown, fallback: string): string {
  if (typeof name !== 'string') return fallback
  // Cc: the control characters U+0000-U+001F and U+007F-U+009F
  const clean = name.replace(/\p{Cc}/gu, '').trim().slice(0, 63)
  return clean || fallback
}

/** A message from the other host as text, or null when it is not (binary, or in pieces). */
function text(data: WebSocket.RawData, isBinary: boolean): string | null {
  if (isBinary || !Buffer.isBuffer(data) || data.length > MAX_CLIENT_MESSAGE) return null
  return data.toString('utf8')
}

/** A message a host sends its guests, or null: garbage from a hostile host never reaches the page. */
export function relayable(raw: string): ServerMessage | null {
  if (raw.length > MAX_CLIENT_MESSAGE) return null
  let m: unknown
  try {
    m = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return null
  const type = (m as { type?: unknown }).type
  if (typeof type !== 'string' || !Object.hasOwn(RELAYED, type)) return null
  return m as ServerMessage
}

export class RemoteLink {
  private current: LinkState
  private ws: WebSocket | null = null
  private timers: NodeJS.Timeout[] = []
  private settled!: () => void
  private readonly done = new Promise<void>((ok) => (this.settled = ok))
  private readonly bucket: TokenBucket
  private where: string
  /** the other host answered something since the last ping */
  private alive = true
  /** messages from the other host dropped by the checks (for tests) */
  dropped = 0

  constructor(private readonly opts: RemoteLinkOptions) {
    this.current = { state: 'connecting', link: opts.link, address: opts.address }
    this.where = opts.address
    this.bucket = new TokenBucket(opts.rate ?? REMOTE_RATE)
  }

  get state(): LinkState {
    return this.current
  }

  get link(): string {
    return this.opts.link
  }

  /** Connect and shake hands. Resolves once the link is open, refused or closed; never rejects. */
  async open(): Promise<LinkState> {
    const parsed = parseAddress(this.opts.address)
    if ('problem' in parsed) {
      this.finish('refused', parsed.problem)
      return this.current
    }
    this.where = `${hostForm(parsed.host)}:${parsed.port}`
    this.opts.onState(this.current)
    let ip = parsed.host
    if (isIP(ip) === 0) {
      try {
        // the other host answers only to its own names and addresses: connect to the address, as its page would
        ip = await (this.opts.lookup ?? lookupAddress)(parsed.host)
      } catch (e) {
        this.finish('refused', unreachable(e, this.where, parsed.host))
        return this.current
      }
      if (this.current.state !== 'connecting') return this.current
      if (isIP(ip) === 0) {
        this.finish('refused', unreachable({ code: 'ENOTFOUND' }, this.where, parsed.host))
        return this.current
      }
    }
    this.connect(`${hostForm(ip)}:${parsed.port}`, parsed.host)
    await this.done
    return this.current
  }

  private connect(origin: string, name: string): void {
    const handshakeMs = this.opts.handshakeMs ?? HANDSHAKE_MS
    let failure: unknown = null
    const ws = new WebSocket(`ws://${origin}/ws`, {
      // what the other host's own page would send: its allowlist knows its addresses
      origin: `http://${origin}`,
      maxPayload: MAX_CLIENT_MESSAGE,
      handshakeTimeout: handshakeMs,
      perMessageDeflate: false,
      followRedirects: false,
    })
    this.ws = ws
    ws.on('open', () => {
      if (this.current.state !== 'connecting') return
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, rules: this.opts.mine.rules }))
      this.later(handshakeMs, () => {
        if (this.current.state === 'connecting') this.finish('refused', `${this.where} answers, but not as an Overdive host: it said nothing after hello.`)
      })
    })
    ws.on('message', (data, isBinary) => {
      if (this.current.state === 'connecting') this.handshake(text(data, isBinary))
      else if (this.current.state === 'open') this.relay(text(data, isBinary))
    })
    ws.on('pong', () => (this.alive = true))
    ws.on('error', (e) => (failure ??= e))
    ws.on('close', () => {
      if (this.current.state === 'connecting') this.finish('refused', failure ? unreachable(failure, this.where, name) : `The host at ${this.where} closed the connection before saying what it runs.`)
      else if (this.current.state === 'open') this.finish('closed', failure && (failure as { code?: unknown }).code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' ? 'The host sent a message far too large for a game: the link was closed.' : 'The host closed the connection.')
    })
  }

  /** The other host's first words: a welcome that says it runs the same protocol and rules as this copy. */
  private handshake(raw: string | null): void {
    const m = raw === null ? null : relayable(raw)
    if (!m) {
      this.finish('refused', `${this.where} answers, but not as an Overdive host.`)
      return
    }
    if (m.type === 'error' && m.code === 'version-mismatch') {
      this.finish('refused', `The host at ${this.where} runs another version of Overdive. Both must run the same version to play together: update the older one.`)
      return
    }
    if (m.type !== 'welcome') return
    const compat = (m as { compat?: unknown }).compat
    if (!isCompat(compat)) {
      this.finish('refused', `The host at ${this.where} runs an older Overdive, from before hosts said their version. Both must run the same version to play together: update that one.`)
      return
    }
    const problem = compatProblem(this.opts.mine, compat)
    if (problem) {
      this.finish('refused', problem)
      return
    }
    this.current = { state: 'open', link: this.opts.link, address: this.opts.address, hostName: tidyName(m.hostName, this.where) }
    this.opts.onState(this.current)
    this.heartbeat()
    this.settled()
  }

  private relay(raw: string | null): void {
    this.alive = true
    if (!this.bucket.take()) {
      this.dropped++
      if (this.bucket.flooding) this.finish('closed', 'The host sent far more messages than a game does: the link was closed.')
      return
    }
    const m = raw === null ? null : relayable(raw)
    if (!m) {
      this.dropped++
      return
    }
    this.opts.onMessage(m)
  }

  /** A host that answers neither messages nor pings (its computer went to sleep, its Wi-Fi dropped) is gone. */
  private heartbeat(): void {
    const every = this.opts.heartbeatMs ?? HEARTBEAT_MS
    const t = setInterval(() => {
      if (!this.alive) {
        this.finish('closed', 'The host stopped answering.')
        return
      }
      this.alive = false
      try {
        this.ws?.ping()
      } catch {
        // a closing socket: its close event says the rest
      }
    }, every)
    t.unref()
    this.timers.push(t)
  }

  /**
   * Send the page's message to the other host. Only a valid client message goes, and only one a guest may send:
   * the requests for this computer's own host stay here, and nothing larger than a guest's limit goes out.
   */
  send(message: unknown): void {
    if (this.current.state !== 'open' || !this.ws || this.ws.readyState !== WebSocket.OPEN) {
      throw new HostError('link-not-open', 'The link to that host is not open: join it again from the join list.')
    }
    const parsed = parseClientMessage(message)
    if (!parsed.ok) throw new HostError('malformed', parsed.error)
    // the requests for this computer's own host (the protocol's LAN messages) have no meaning at another host
    if (isLanClientMessage(parsed.message)) throw new HostError('not-for-a-link', `a ${parsed.message.type} request is for this computer's own host, not for another one`)
    const out = JSON.stringify(parsed.message)
    if (Buffer.byteLength(out) > MAX_GUEST_MESSAGE) throw new HostError('too-large', 'That is too large to send to another host: its guests send moves and requests, not saves.')
    this.ws.send(out)
  }

  /** Leave the other host (the player did, or this screen went away). */
  close(message = 'You left that host.'): void {
    if (this.current.state === 'refused' || this.current.state === 'closed') return
    this.finish('closed', message)
  }

  private finish(state: 'refused' | 'closed', message: string): void {
    if (this.current.state === 'refused' || this.current.state === 'closed') return
    this.current = { state, link: this.opts.link, address: this.opts.address, message }
    for (const t of this.timers) clearTimeout(t)
    this.timers = []
    const ws = this.ws
    if (ws) {
      if (ws.readyState === WebSocket.OPEN) {
        ws.close(1000)
        // a host that does not answer the close is not waited for
        const t = setTimeout(() => ws.terminate(), 2_000)
        t.unref()
      } else {
        ws.terminate()
      }
    }
    this.opts.onState(this.current)
    this.settled()
  }

  private later(ms: number, f: () => void): void {
    const t = setTimeout(f, ms)
    t.unref()
    this.timers.push(t)
  }
}
