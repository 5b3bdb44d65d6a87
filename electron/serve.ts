/**
 * `npm run serve`: the host without Electron. Serves the renderer to a browser over HTTP and WebSocket.
 *
 *   npm run serve -- [--port 4317] [--host 127.0.0.1] [--data ~/.overdive]
 *
 * --port 0 picks a free port. The address is printed at start. Use --host 0.0.0.0 to let LAN guests join.
 * Saves and autosaves go to <data>/saves (OVERDIVE_DATA sets the default).
 */
import { homedir, networkInterfaces } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ASSETS_DIR, loadAssets } from './content/load-assets'
import { Host } from './host/host'
import { workerBots } from './host/worker-bots'
import { SaveStore } from './saves/save-store'
import { startServer } from './server/http-server'

const here = fileURLToPath(new URL('.', import.meta.url))

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.OVERDIVE_PORT ?? '4317' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string', default: process.env.OVERDIVE_DATA ?? join(homedir(), '.overdive') },
    },
    strict: true,
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`)
  const content = loadAssets()
  const saves = new SaveStore(join(resolve(values.data!), 'saves'), content)
  const host = new Host({ content, botFactory: workerBots(new URL('./bot-worker.js', import.meta.url), ASSETS_DIR), saves, app: 'overdive (browser host)' })
  const running = await startServer(host, { port, hostname: values.host!, rendererDir: `${here}../renderer` })
  console.log(`Overdive is serving on ${running.url}`)
  console.log(`  saves: ${saves.dir}`)
  if (values.host === '0.0.0.0') {
    for (const addrs of Object.values(networkInterfaces())) {
      for (const a of addrs ?? []) if (a.family === 'IPv4' && !a.internal) console.log(`  LAN guests: http://${a.address}:${running.port}/`)
    }
  }
  const stop = () => {
    host.dispose()
    void running.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  console.error(`serve: ${(e as Error).message}`)
  process.exit(2)
})
