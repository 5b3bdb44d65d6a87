/**
 * One WebSocket client of the host. A guest that floods loses its extra messages and then its connection; a
 * client that stops reading is dropped once too much waits for it, rather than kept in memory forever.
 */
import type { WebSocket } from 'ws'
import type { ServerMessage } from '../../shared/protocol/messages'
import type { ConnectOptions, Host } from '../host/host'
import { TokenBucket, type RateLimit } from './rate-limit'

/** What the server needs of the host. */
export type HostPort = Pick<Host, 'connect' | 'receive' | 'disconnect'>

export interface SocketLimits {
  /** null: no limit (the host's own screen) */
  rate: RateLimit | null
  /** bytes waiting to be sent past which the client is taken for gone */
  maxBuffered: number
}

/** the close code for a client that broke the rules (RFC 6455 policy violation) */
export const POLICY_VIOLATION = 1008

export function serveClient(host: HostPort, ws: WebSocket, claim: ConnectOptions, limits: SocketLimits): void {
  let gone = false
  const leave = () => {
    if (gone) return
    gone = true
    host.disconnect(conn)
  }
  const send = (m: ServerMessage) => {
    if (gone || ws.readyState !== ws.OPEN) return
    ws.send(JSON.stringify(m))
    if (ws.bufferedAmount > limits.maxBuffered) {
      // it has stopped reading: what it missed is not kept, and it can reconnect and be sent a fresh view
      ws.terminate()
      leave()
    }
  }
  const conn = host.connect(send, claim)
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
