/**
 * The host the soak test (electron/server/soak.test.ts) runs in a child process: the real host, the real HTTP and
 * WebSocket server on loopback, bots in the real worker pool, with short idle times so that closed games and idle
 * workers go within the test's time. It answers "stats" requests over the IPC channel with its memory (after a
 * full collection) and its thread count, so that the test measures this process alone.
 *
 *   node --expose-gc --import tsx electron/testing/soak-host.ts <screen token>
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ASSETS_DIR, loadAssets } from '../content/load-assets'
import { Host } from '../host/host'
import { workerBotPool } from '../host/worker-bots'
import { startServer } from '../server/http-server'

const token = process.argv[2]
const renderer = mkdtempSync(join(tmpdir(), 'overdive-soak-'))
writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>soak</title>')

// the bots' worker is TypeScript here (the app runs it built): a worker does not inherit tsx, so it starts with it
const boot = join(renderer, 'bot-worker-boot.mjs')
writeFileSync(boot, `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}\nregister()\nawait import(${JSON.stringify(new URL('../host/bot-worker.ts', import.meta.url).href)})\n`)
const pool = workerBotPool(boot, ASSETS_DIR, { size: 2, idleMs: 200 })
const host = new Host({ content: loadAssets(), botFactory: pool.factory, idleMs: 300, maxSessions: 1000 })

function threads(): number {
  return Number(/Threads:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN)
}

const running = await startServer(host, { port: 0, hostname: '127.0.0.1', rendererDir: renderer, screenToken: token, warm: false })
process.on('message', (m: { type: string }) => {
  if (m.type !== 'stats') return
  host.sweep()
  globalThis.gc?.()
  globalThis.gc?.()
  const mem = process.memoryUsage()
  process.send!({ type: 'stats', connections: running.gate.count() + running.gate.count('127.0.0.1'), rss: mem.rss, heapUsed: mem.heapUsed, threads: threads(), sessions: host.sessionCount, workers: pool.workers })
})
process.send!({ type: 'ready', port: running.port })
