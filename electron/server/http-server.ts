/**
 * The host over HTTP and WebSocket: serves the built renderer and carries the protocol on /ws. This is how the
 * game runs in a browser (`npm run serve`), how LAN guests join and how stream overlays watch.
 *
 * Only the names of this host are answered (origin-check.ts), the host's own screen is whoever shows the screen
 * token (screen-token.ts), and guests get small messages, a rate limit and a cap on what may wait for them. How
 * many connections it takes, and from whom, is connection-limits.ts's; every client is pinged, and one that stops
 * answering is taken for gone; a request that does not arrive in time is closed.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { resolve } from 'node:path'
import { WebSocketServer } from 'ws'
import { MAX_CLIENT_MESSAGE } from '../../shared/protocol/messages'
import { PING_MS, serveClient, type HostPort } from './client-socket'
import { ConnectionGate, limitsFor, openFileLimit, refuseConnection, type ConnectionLimits } from './connection-limits'
import { HostAllowlist, listensEverywhere } from './origin-check'
import { GUEST_RATE, type RateLimit } from './rate-limit'
import { screenClaim } from './screen-token'
import { MAX_TOTAL_BUFFERED, SendBudget } from './send-budget'
import { refuse, StaticFiles } from './static-files'

/** the largest message a guest may send: a command or a request, never a save */
export const MAX_GUEST_MESSAGE = 64 * 1024
/** what may wait unsent for a guest before it is taken for gone (a guest's messages are views: small) */
export const MAX_GUEST_BUFFERED = 8 * 1024 * 1024
/** the screen is sent whole saves and replays: more may wait for it */
export const MAX_SCREEN_BUFFERED = 4 * MAX_CLIENT_MESSAGE

export interface ServerOptions {
  port: number
  hostname: string
  rendererDir: string
  /** the secret that makes a WebSocket client the host's own screen */
  screenToken: string
  /** more names to answer to (`--allow-host`) */
  allowHosts?: string[]
  /** tests lower these */
  guestRate?: RateLimit
  maxGuestBuffered?: number
  maxTotalBuffered?: number
  connectionLimits?: Partial<ConnectionLimits>
  pingMs?: number
  /** how long a request's headers may take to arrive (slow senders hold a connection) */
  headersTimeoutMs?: number
  /** read and compress the renderer ahead of the first request (default true) */
  warm?: boolean
}

export interface RunningServer {
  server: Server
  port: number
  /** the page for guests */
  url: string
  /** the page for the host's own screen: keep it secret */
  screenUrl: string
  allowlist: HostAllowlist
  /** the open connections, counted as the limits count them */
  gate: ConnectionGate
  close(): Promise<void>
}

/** Refuse an upgrade on the raw socket: nothing of the WebSocket protocol has started. */
function refuseUpgrade(socket: Socket, status: number, text: string): void {
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 0\r\n\r\n`)
  socket.destroy()
}

export async function startServer(host: HostPort, opts: ServerOptions): Promise<RunningServer> {
  const files = new StaticFiles(resolve(opts.rendererDir))
  // the port is known only once listening (port 0 picks one); until then nothing is answered
  let allowlist: HostAllowlist | null = null
  const gate = new ConnectionGate({ ...limitsFor(openFileLimit()), ...opts.connectionLimits })
  const budget = new SendBudget(opts.maxTotalBuffered ?? MAX_TOTAL_BUFFERED)
  const pingMs = opts.pingMs ?? PING_MS
  /** connections in the screen's reserve that showed the screen token */
  const screenSockets = new WeakSet<Socket>()

  const headersTimeout = opts.headersTimeoutMs ?? 10_000
  // how often Node looks for requests past their time: a connection that sends nothing goes within 1.5 timeouts
  const server = createServer({ connectionsCheckingInterval: Math.max(50, Math.round(headersTimeout / 2)) }, (req, res) => {
    if (gate.inScreenReserve(req.socket)) {
      res.shouldKeepAlive = false
      return refuse(res, 503, 'the host has too many connections')
    }
    if (!allowlist?.allowsHost(req.headers.host)) return refuse(res, 421, 'this host does not answer to that name')
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'method not allowed')
    files.handle(req, res).catch((e: unknown) => {
      // whatever a request does, the host and its games carry on
      console.error(`http: ${(e as Error)?.message ?? e}`)
      if (!res.headersSent) refuse(res, 500, 'internal error')
      else res.destroy()
    })
  })

  // a request whose headers trickle in, or a connection that never sends one, does not hold a place for long
  server.headersTimeout = headersTimeout
  server.requestTimeout = Math.max(headersTimeout, 30_000)
  // counted before the HTTP server reads a byte of it
  server.prependListener('connection', (socket: Socket) => {
    const admission = gate.admit(socket)
    if (admission.admit === 'no') return refuseConnection(socket, admission.reason)
    if (admission.admit === 'reserve') {
      setTimeout(() => {
        if (!screenSockets.has(socket)) socket.destroy()
      }, gate.limits.reserveMs).unref()
    }
  })

  const guests = new WebSocketServer({ noServer: true, maxPayload: MAX_GUEST_MESSAGE })
  const screens = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE })
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    try {
      let url: URL
      try {
        url = new URL(req.url ?? '/', 'http://localhost')
      } catch {
        return refuseUpgrade(socket, 400, 'Bad Request')
      }
      if (url.pathname !== '/ws') return refuseUpgrade(socket, 400, 'Bad Request')
      // a rebound name, or a page from anywhere else: a browser always sends the Origin of the page
      if (!allowlist?.allowsHost(req.headers.host) || !allowlist.allowsOrigin(req.headers.origin)) return refuseUpgrade(socket, 403, 'Forbidden')
      const claim = screenClaim(url.searchParams.get('screen'), opts.screenToken)
      if (gate.inScreenReserve(socket)) {
        if (!claim.screen) return refuseUpgrade(socket, 503, 'Service Unavailable')
        screenSockets.add(socket)
      }
      const wss = claim.screen ? screens : guests
      wss.handleUpgrade(req, socket, head, (ws) =>
        serveClient(
          host,
          ws,
          claim,
          claim.screen
            ? { rate: null, maxBuffered: MAX_SCREEN_BUFFERED, pingMs }
            : { rate: opts.guestRate ?? GUEST_RATE, maxBuffered: opts.maxGuestBuffered ?? MAX_GUEST_BUFFERED, budget, pingMs },
        ),
      )
    } catch (e) {
      console.error(`ws: ${(e as Error)?.message ?? e}`)
      socket.destroy()
    }
  })

  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(opts.port, opts.hostname, () => ok())
  })
  const port = (server.address() as AddressInfo).port
  allowlist = new HostAllowlist({ hostname: opts.hostname, port, extra: opts.allowHosts })
  if (opts.warm !== false) void files.warm().catch(() => {})

  const shown = listensEverywhere(opts.hostname) ? '127.0.0.1' : opts.hostname.includes(':') ? `[${opts.hostname}]` : opts.hostname
  const url = `http://${shown}:${port}/`
  return {
    server,
    port,
    url,
    screenUrl: `${url}#screen=${opts.screenToken}`,
    allowlist,
    gate,
    close: () =>
      new Promise<void>((ok) => {
        for (const wss of [guests, screens]) {
          for (const c of wss.clients) c.terminate()
          wss.close()
        }
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
