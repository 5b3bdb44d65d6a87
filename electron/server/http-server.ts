/**
 * The host over HTTP and WebSocket: serves the built renderer and carries the protocol on /ws. This is how the
 * game runs in a browser (`npm run serve`), how LAN guests join and how stream overlays watch.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_CLIENT_MESSAGE } from '../../shared/protocol/messages'
import type { Host } from '../host/host'
import { CONTENT_SECURITY_POLICY } from '../main/security'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.ico': 'image/x-icon',
}


function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): void {
  let path: string
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
  } catch {
    // a malformed escape (e.g. /%E0%A4%A): refuse it; it must not take the host down
    res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request')
    return
  }
  if (path === '/' || path === '') path = '/index.html'
  const file = normalize(join(root, path))
  if (!file.startsWith(root + sep) && file !== root) {
    res.writeHead(403).end('forbidden')
    return
  }
  if (!existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    return
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  })
  createReadStream(file).pipe(res)
}

export interface RunningServer {
  server: Server
  port: number
  url: string
  close(): Promise<void>
}

export async function startServer(host: Host, opts: { port: number; hostname: string; rendererDir: string }): Promise<RunningServer> {
  const root = resolve(opts.rendererDir)
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end()
      return
    }
    try {
      serveStatic(root, req, res)
    } catch (e) {
      // whatever a request does, the host and its games carry on
      console.error(`http: ${(e as Error).message}`)
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    }
  })
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: MAX_CLIENT_MESSAGE })
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    // a browser on this machine is the host's own screen; anyone else is a LAN guest or a spectator
    const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '')
    const conn = host.connect(
      (m) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m))
      },
      { screen: local },
    )
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        conn.send({ type: 'error', code: 'malformed', message: 'messages are JSON text' })
        return
      }
      host.receive(conn, data.toString())
    })
    ws.on('close', () => host.disconnect(conn))
    ws.on('error', () => host.disconnect(conn))
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(opts.port, opts.hostname, () => ok())
  })
  const port = (server.address() as AddressInfo).port
  const shown = opts.hostname === '0.0.0.0' || opts.hostname === '::' ? 'localhost' : opts.hostname
  return {
    server,
    port,
    url: `http://${shown}:${port}/`,
    close: () =>
      new Promise<void>((ok) => {
        for (const c of wss.clients) c.terminate()
        wss.close()
        server.close(() => ok())
      }),
  }
}
