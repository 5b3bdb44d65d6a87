/**
 * One WebSocket client of the host. A guest that floods loses its extra messages and then its connection; a
 * client that stops reading is dropped once too much waits for it (or once all guests together have too much
 * waiting and it is furthest behind), rather than kept in memory forever; a client that stops answering the
 * host's pings is taken for gone.
 */
import type { WebSocket } from 'ws'
import type { ServerMessage } from '../../shared/protocol/messages'
import type { ConnectOptions, Host } from '../host/host'
import { TokenBucket, type RateLimit } from './rate-limit'
import type { SendBudget } from './send-budget'

/** What the server needs of the host. */
export type HostPort = Pick<Host, 'connect' | 'receive' | 'disconnect'>

export interface SocketLimits {
  /** null: no limit (the host's own screen) */
  rate: RateLimit | null
  /** bytes waiting to be sent past which the client is taken for gone */
  maxBuffered: number
  /** what may wait for all guests together (none for the screen) */
  budget?: SendBudget
  /** how often the client is pinged; one that has not answered by the next ping is taken for gone (0: never) */
  pingMs?: number
}

/** a client that answers no ping within this long is gone: a sleeping laptop, a cable pulled, a half-open socket */
export const PING_MS = 20_000

/** the close code for a client the host cannot serve now (RFC 6455 "try again later") */
export const TRY_AGAIN_LATER = 1013

/** the close code for a client that broke the rules (RFC 6455 policy violation) */
export const POLICY_VIOLATION = 1008

export function serveClient(host: HostPort, ws: WebSocket, claim: ConnectOptions, limits: SocketLimits): void {
  let gone = false
  let pinger: ReturnType<typeof setInterval> | null = null
  const leave = () => {
    if (gone) return
    gone = true
    if (pinger) clearInterval(pinger)
    limits.budget?.remove(buffered)
    host.disconnect(conn)
  }
  /** drop it for good, saying why on the host's console (a client that stopped reading would not read a close frame) */
  const drop = (reason: string) => {
    if (gone) return
    console.error(`ws: ${claim.screen ? 'the screen' : 'a guest'} was dropped: ${reason}`)
    ws.terminate()
    leave()
  }
  const buffered = {
    get bufferedAmount() {
      return ws.bufferedAmount
    },
    drop,
  }
  const send = (m: ServerMessage) => {
    if (gone || ws.readyState !== ws.OPEN) return
    ws.send(JSON.stringify(m))
    // it has stopped reading: what it missed is not kept, and it can reconnect and be sent a fresh view
    if (ws.bufferedAmount > limits.maxBuffered) drop('it stopped reading')
    else limits.budget?.check()
  }
  const conn = host.connect(send, claim)
  limits.budget?.add(buffered)

  let answered = true
  ws.on('pong', () => (answered = true))
  const pingMs = limits.pingMs ?? 0
  if (pingMs > 0 && !gone) {
    pinger = setInterval(() => {
      if (!answered) return drop(`it answered no ping in ${pingMs >= 1000 ? `${Math.round(pingMs / 1000)} s` : `${pingMs} ms`}`)
      answered = false
      ws.ping()
    }, pingMs)
    pinger.unref()
  }
  const bucket = limits.rate ? new TokenBucket(limits.rate) : null
  let warnedAt = -Infinity

  ws.on('message', (data, isBinary) => {
    if (gone) return
    if (bucket && !bucket.take()) {
      if (bucket.flooding) {
        ws.close(POLICY_VIOLATION, 'too many messages')
        leave()
        return
      }
      // one warning a second at most: a flood must not be answered with a flood
      if (performance.now() - warnedAt >= 1000) {
        warnedAt = performance.now()
        send({ type: 'error', code: 'rate-limited', message: 'too many messages: this one was dropped; slow down' })
      }
      return
    }
    if (isBinary) {
      send({ type: 'error', code: 'malformed', message: 'messages are JSON text' })
      return
    }
    host.receive(conn, data.toString())
  })
  ws.on('close', leave)
  ws.on('error', leave)
}
