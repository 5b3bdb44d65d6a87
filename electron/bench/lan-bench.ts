/**
 * What a LAN guest downloads: the served renderer (out/renderer) on loopback, opened as a guest (no screen token)
 * in Debian's Chromium, counted through the DevTools protocol. It prints figures and asserts nothing.
 *
 *   npx tsx electron/bench/lan-bench.ts [--build]
 *
 * It builds out/ first when out/renderer is missing (--build: always).
 *
 * Bytes are CDP's Network.loadingFinished encodedDataLength: what came over the wire for each request, headers
 * included, after compression; a request served from the browser's cache counts 0. The page is loaded four times:
 *   - first load: a fresh browser context, with the Accept-Encoding Chromium sends to 127.0.0.1
 *   - reload: the same context, page.reload() (hashed assets from the cache, the rest revalidated: 304)
 *   - first load as a LAN guest: Accept-Encoding "gzip, deflate", which is what Chromium offers a plain-HTTP
 *     LAN address (brotli only over HTTPS or to localhost)
 *   - first load uncompressed: Accept-Encoding "identity", for comparison
 * The WebSocket's frames are counted apart (the protocol, not the page).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { loadAssets } from '../content/load-assets'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { startServer } from '../server/http-server'
import { newScreenToken } from '../server/screen-token'

const OUT = 'out'
const RENDERER = join(OUT, 'renderer')

const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    chromium: { type: 'string', default: process.env.OVERDIVE_CHROMIUM ?? '/usr/bin/chromium' },
    verbose: { type: 'boolean', default: false },
  },
  strict: true,
})

interface Load {
  requests: number
  /** over the wire, headers included */
  bytes: number
  /** the bodies after decompression */
  decoded: number
  fromCache: Set<string>
  notModified: number
  wsBytes: number
  encodings: Set<string>
  acceptEncoding: string
  ms: number
  /** each request: its path, status, where it came from and its bytes */
  lines: string[]
}

async function measure(context: BrowserContext, url: string, how: 'goto' | 'reload', acceptEncoding?: string): Promise<Load> {
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } })
  const load: Load = { requests: 0, bytes: 0, decoded: 0, fromCache: new Set(), notModified: 0, wsBytes: 0, encodings: new Set(), acceptEncoding: '', ms: 0, lines: [] }
  let last = Date.now()
  const pending = new Set<string>()
  const shown = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', (e) => {
    load.requests++
    pending.add(e.requestId)
    shown.set(e.requestId, new URL(e.request.url).pathname)
    last = Date.now()
  })
  // the headers as sent: Accept-Encoding is added below the page, so only these show it
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const enc = Object.entries(e.headers).find(([k]) => k.toLowerCase() === 'accept-encoding')?.[1]
    if (enc && !load.acceptEncoding) load.acceptEncoding = enc
  })
  cdp.on('Network.requestServedFromCache', (e) => load.fromCache.add(e.requestId))
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    // a revalidated file: the page sees 200 from the cache, the wire carried a 304
    if (e.statusCode === 304) load.notModified++
  })
  cdp.on('Network.responseReceived', (e) => {
    shown.set(e.requestId, `${shown.get(e.requestId)} ${e.response.status}${e.response.fromDiskCache ? ' (disk cache)' : ''}`)
    if (e.response.fromDiskCache) load.fromCache.add(e.requestId)
    const enc = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1]
    if (enc) load.encodings.add(enc)
  })
  cdp.on('Network.dataReceived', (e) => (load.decoded += e.dataLength))
  cdp.on('Network.loadingFinished', (e) => {
    load.bytes += e.encodedDataLength
    load.lines.push(`    ${shown.get(e.requestId)}: ${e.encodedDataLength} bytes`)
    pending.delete(e.requestId)
    last = Date.now()
  })
  cdp.on('Network.loadingFailed', (e) => {
    pending.delete(e.requestId)
    last = Date.now()
  })
  cdp.on('Network.webSocketFrameReceived', (e) => (load.wsBytes += e.response.payloadData.length))
  const t0 = performance.now()
  if (how === 'goto') await page.goto(url, { waitUntil: 'load' })
  else await page.reload({ waitUntil: 'load' })
  // the menu up, every request finished and a second with no new one (fonts load late)
  await page
    .getByTestId('open-join')
    .or(page.getByTestId('quick-duel'))
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => console.warn('  (the menu did not show within 30 s; counting what came)'))
  load.ms = performance.now() - t0
  while (pending.size > 0 || Date.now() - last < 1000) await new Promise((r) => setTimeout(r, 100))
  await cdp.detach()
  return load
}

function kib(n: number): string {
  return `${(n / 1024).toFixed(1)} KiB`
}

function print(what: string, l: Load): void {
  console.log(
    `${what.padEnd(34)} ${kib(l.bytes).padStart(11)} over the wire  (${kib(l.decoded)} decoded; ${l.requests} requests, ${l.fromCache.size} from cache, ${l.notModified} × 304; ` +
      `encodings: ${[...l.encodings].join(', ') || 'none'}; Accept-Encoding "${l.acceptEncoding}"; menu after ${l.ms.toFixed(0)} ms; WebSocket ${kib(l.wsBytes)})`,
  )
  if (args.verbose) for (const line of l.lines) console.log(line)
}

function filesSize(dir: string): number {
  let total = 0
  for (const d of readdirSync(dir, { withFileTypes: true })) total += d.isDirectory() ? filesSize(join(dir, d.name)) : statSync(join(dir, d.name)).size
  return total
}

async function main(): Promise<void> {
  if (args.build || !existsSync(join(RENDERER, 'index.html'))) {
    const built = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit', env: { ...process.env, OVERDIVE_OUT: OUT } })
    if (built.status !== 0) throw new Error('the build failed')
  }
  const content = loadAssets()
  const host = new Host({ content, botFactory: inlineBots(content) })
  const running = await startServer(host, { port: 0, hostname: '127.0.0.1', rendererDir: RENDERER, screenToken: newScreenToken() })
  let browser: Browser | null = null
  try {
    browser = await chromium.launch({
      executablePath: args.chromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    })
    console.log(`LAN bench: ${RENDERER} served on ${running.url}, opened as a guest in ${browser.version()}`)
    console.log(`the renderer's files: ${kib(filesSize(RENDERER))} on disk`)
    console.log('bytes: CDP Network.loadingFinished encodedDataLength summed over the page’s requests (headers included)')

    const ctx = await browser.newContext()
    print('first load', await measure(ctx, running.url, 'goto'))
    print('reload', await measure(ctx, running.url, 'reload'))
    await ctx.close()

    const lan = await browser.newContext()
    print('first load, gzip only (LAN http)', await measure(lan, running.url, 'goto', 'gzip, deflate'))
    await lan.close()

    const raw = await browser.newContext()
    print('first load, uncompressed', await measure(raw, running.url, 'goto', 'identity'))
    await raw.close()
  } finally {
    await browser?.close()
    await running.close()
    host.dispose()
  }
}

main().catch((e) => {
  console.error(`lan-bench: ${(e as Error).stack ?? e}`)
  process.exit(1)
})
