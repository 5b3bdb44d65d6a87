/**
 * The renderer benchmark: the served app in headless Chromium (Debian's, WebGL through SwiftShader), measured
 * through the test hooks (window.__overdive). It prints figures next to their targets and asserts nothing.
 *
 *   npx tsx electron/bench/renderer-bench.ts [--no-build] [--seconds 6] [--rounds 5] [--width 1280 --height 800] [--shots DIR]
 *
 * Every table figure is taken under one fixed camera (CAMERA: the test hook fixCamera holds it over the camera
 * rig, with no view offset) in one viewport, with the same panels: none. The table screen's panels (HUD, planning,
 * fire and damage panels, event log, chat, replay bar) are hidden in every measurement (NO_PANELS), so the 8v8's
 * taller panels neither cover more of the canvas nor push the camera back; the nameplates, part of the table, stay.
 *
 * - the mean frame time of a 16-plane free dogfight against a 2-plane one on the same 120 x 120 cm table (ratio),
 *   in paired rounds (2 planes, then 16), the median of the rounds' ratios
 * - draw calls and triangles per frame of the 16-plane table while planning (the worst frame sampled in a round)
 * - draw calls and triangles in the busiest firing frame: an 8v8 on the same table, flown by bots here in Node and
 *   saved, opened as a replay, and the phase with the most fire, smoke, burning and an explosion played from the
 *   phase before it; the most draw calls of any frame of that playback, with the tracers, smoke and flame
 *   particles and the explosions on the table in that frame
 * - page load to an interactive menu, and the quick duel's click to the planning panel (and to its first frame)
 * - a saved 100-turn 8v8 game resumed, opened as a replay and sought to its end
 * - the renderer's JavaScript, gzipped (<out>/renderer/assets/*.js through node:zlib): all of it, the first load (what
 *   index.html loads before any game starts) against its 600 KiB target, and each table's chunk with what it pulls in
 *   (bundle-size.ts, from the build's manifest)
 * - the hex table (issue 30, hex-table-bench.ts): a hex game of 002 with six planes, clouds, a balloon and ground
 *   units, loaded from a save, against a six-plane card table (a free dogfight through New game), in paired rounds
 *   under the same camera with no panels: its draw calls and the hex / card frame time. `--hex-only` measures just
 *   this (no load times, 16-plane tables, firing or saved games).
 *
 * Every round is printed and every summary figure is the median of the rounds, never the best. Software WebGL on
 * a shared machine is slow and noisy: the absolute frame times say little, the ratio and the draw calls say more.
 * docs/benchmarks-renderer.md says what each figure means. The build goes to $OVERDIVE_OUT (default out-e2e).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { HeuristicBot } from '../../shared/bots'
import type { Content } from '../../shared/content/types'
import { Game } from '../../shared/engine/game'
import { Replay } from '../../shared/save/replay'
import { makeSave, serializeSave } from '../../shared/save/save-file'
import { Driver } from '../../shared/seats/driver'
import { GameTable } from '../../shared/seats/game-table'
import { PolicySeat } from '../../shared/seats/policy-seat'
import { loadAssets } from '../content/load-assets'
import { setupWith } from '../testing/fixtures'
import { longGame } from './long-game'
import { bundleFigures, bundleLines, type BundleFigures } from './bundle-size'
import { HEX_PLANES, measureHexTable, writeHexSave, type HexFigures } from './hex-table-bench'
import { hexContent } from '../../shared/rulesets/hex/content-fixture'

const OUT = process.env.OVERDIVE_OUT ?? 'out-e2e'
/** draw calls in a frame of the 8v8 while planning */
const TARGET_DRAW_CALLS = 150
/** draw calls in the busiest frame of the 8v8's firing: the same budget */
const TARGET_FIRING_DRAW_CALLS = 150
/** the 16-plane table's mean frame time over the 2-plane table's, same camera and panels */
const TARGET_RATIO = 1.5
const TARGET_RESUME_MS = 200
/** draw calls in a frame of the hex table with six planes, clouds and ground units (issue 30) */
const TARGET_HEX_DRAW_CALLS = 150
/** the six-plane hex table's mean frame time over the six-plane card table's, same camera and no panels */
const TARGET_HEX_RATIO = 1.5
const TARGET_SEEK_MS = 50
const TABLE = { width: 120, depth: 120 }
/**
 * The camera of every table measurement: south of the table (the Allied edge), 54 degrees above the horizon as
 * the orbit view stands, looking at the table's centre, close to what the orbit view frames with no panels open.
 * World units are cm with y up; the table's centre is the origin.
 */
const CAMERA = { position: [0, 150, 109] as [number, number, number], target: [0, 0, 0] as [number, number, number], fov: 40 }
/** The table screen's panels hidden: everything on it but the canvas and the nameplates. */
const NO_PANELS = '.table-screen > :not(.table-canvas):not(.nameplate-layer) { display: none !important; }'

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'hex-only': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '5' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    shots: { type: 'string' },
    chromium: { type: 'string', default: process.env.OVERDIVE_CHROMIUM ?? '/usr/bin/chromium' },
  },
  strict: true,
})
const SECONDS = Number(args.seconds)
const ROUNDS = Number(args.rounds)
const VIEWPORT = { width: Number(args.width), height: Number(args.height) }

interface Effects {
  frames: number
  drawCalls: number
  triangles: number
  tracers: number
  flashes: string[]
  falling: number
  smoking: number
  rounds: number
  smoke: number
  flames: number
}
interface Hooks {
  state(): { ui: { connection: string; animating: boolean }; game: { view: { planes: unknown[] } | null }; replay: { index: number } }
  scene(): { frames: number; drawCalls: number; triangles: number; frameTime: number; objects: string[]; cameraPosition: { x: number; y: number; z: number } | null }
  resetFrameTimes(): void
  fixCamera(pose: typeof CAMERA | null): boolean
  effects(): Effects
}
/** In the page (the Node type check has no DOM). */
type PageGlobal = {
  __overdive: Hooks
  document: { querySelector(s: string): { disabled?: boolean } | null }
  performance: { now(): number }
}

function log(line = ''): void {
  process.stdout.write(`${line}\n`)
}

function build(): void {
  const t = Date.now()
  const r = spawnSync('npx', ['electron-vite', 'build'], { env: { ...process.env, OVERDIVE_OUT: OUT, VITE_OVERDIVE_TEST_HOOKS: '1' }, encoding: 'utf8' })
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr)
    throw new Error('the build failed')
  }
  log(`built into ${OUT}/ in ${((Date.now() - t) / 1000).toFixed(1)} s`)
}

/** After a run: the browser closed, the host stopped (and waited for), its data folder removed. */
async function cleanUp(browser: Browser | null, server: ChildProcess | null, dataDir: string): Promise<void> {
  await browser?.close()
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
  }
  rmSync(dataDir, { recursive: true, force: true })
}

/** The renderer's JavaScript, gzipped: all of it, the first load and each table's chunk (bundle-size.ts). */
function bundleSize(): BundleFigures {
  return bundleFigures(OUT)
}

async function serve(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(OUT, 'main', 'serve.js'), '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] })
  const url = await new Promise<string>((ok, fail) => {
    let out = ''
    const timer = setTimeout(() => fail(new Error(`the host did not start: ${out}`)), 30_000)
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /serving on (http:\/\/\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        ok(m[1])
      }
    })
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
    child.on('exit', (code) => fail(new Error(`the host exited (${code}): ${out}`)))
  })
  return { child, url }
}

/** Page load to a menu that answers: the quick duel button enabled and the host connected. ms since navigation. */
async function loadToMenu(page: Page, url: string): Promise<{ menu: number; wall: number }> {
  const t = Date.now()
  await page.goto(url, { waitUntil: 'commit' })
  const h = await page.waitForFunction(
    () => {
      const g = globalThis as unknown as PageGlobal
      const b = g.document.querySelector('[data-testid="quick-duel"]')
      return !!b && !b.disabled && g.__overdive?.state().ui.connection === 'open' ? g.performance.now() : false
    },
    undefined,
    { polling: 10, timeout: 60_000 },
  )
  return { menu: (await h.jsonValue()) as number, wall: Date.now() - t }
}

/**
 * Click the quick duel in the page and time it to the planning panel, and to the table's first frame. A string,
 * not a function: tsx would wrap the inner functions in a helper the page does not have.
 */
const QUICK_DUEL = `new Promise((ok, fail) => {
  const hooks = window.__overdive
  const framesBefore = hooks.scene().frames
  const t0 = performance.now()
  let panel = -1
  let firstFrame = -1
  const done = () => { if (panel >= 0 && firstFrame >= 0) ok({ panel, firstFrame }) }
  const obs = new MutationObserver(() => {
    if (panel < 0 && document.querySelector('[data-testid="planning-panel"]')) {
      panel = performance.now() - t0
      obs.disconnect()
      done()
    }
  })
  obs.observe(document.body, { childList: true, subtree: true })
  const poll = () => {
    if (hooks.scene().frames > framesBefore) { firstFrame = performance.now() - t0; done() }
    else setTimeout(poll, 5)
  }
  poll()
  setTimeout(() => fail(new Error('no table within 60 s')), 60000)
  document.querySelector('[data-testid="quick-duel"]').click()
})`

/** The WebGL renderer the page gets (SwiftShader here). */
const WEBGL_RENDERER = `(() => {
  const gl = document.createElement('canvas').getContext('webgl2')
  if (!gl) return ''
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
  gl.getExtension('WEBGL_lose_context')?.loseContext()
  return name
})()`

/**
 * Leave the table for the menu, confirming when the game is still going, and wait for the menu: a reload while
 * the host still seats this screen would rejoin the game.
 */
async function leaveTable(page: Page): Promise<void> {
  await page.getByTestId('leave').click()
  await page.locator('[data-testid="leave-dialog-yes"], [data-testid="quick-duel"]').first().waitFor()
  if (await page.getByTestId('leave-dialog-yes').isVisible()) await page.getByTestId('leave-dialog-yes').click()
  await page.getByTestId('quick-duel').waitFor()
}

async function quickDuel(page: Page): Promise<{ panel: number; firstFrame: number }> {
  return (await page.evaluate(QUICK_DUEL)) as { panel: number; firstFrame: number }
}

const median = (xs: number[]) => {
  const ys = [...xs].sort((x, y) => x - y)
  const m = ys.length >> 1
  return ys.length % 2 ? ys[m] : (ys[m - 1] + ys[m]) / 2
}

/** Hide the table screen's panels (or show them again), and hold the camera at CAMERA (or let the rig have it). */
async function benchView(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ({ on, css }) => {
      const d = (globalThis as unknown as { document: { getElementById(id: string): { remove(): void } | null; head: { append(e: unknown): void }; createElement(t: string): { id: string; textContent: string } } }).document
      d.getElementById('bench-no-panels')?.remove()
      if (!on) return
      const style = d.createElement('style')
      style.id = 'bench-no-panels'
      style.textContent = css
      d.head.append(style)
    },
    { on, css: NO_PANELS },
  )
  // the canvas mounts a moment after the view: hold the camera once it is there
  if (on) await page.waitForFunction((pose) => (globalThis as unknown as PageGlobal).__overdive.fixCamera(pose), CAMERA, { timeout: 60_000 })
  else await page.evaluate(() => (globalThis as unknown as PageGlobal).__overdive.fixCamera(null))
}

interface TableFigures {
  planes: number
  frameTime: number
  fps: number
  drawCalls: { median: number; max: number }
  triangles: { median: number; max: number }
  camera: string
  clouds: boolean
}

/** Let a table settle under the bench's camera with no panels, then measure its frames for a few seconds. */
async function measure(page: Page, planes: number, shot: string | null): Promise<TableFigures> {
  await page.getByTestId('planning-panel').waitFor({ timeout: 120_000 })
  await page.waitForFunction((n) => (globalThis as unknown as PageGlobal).__overdive.state().game.view?.planes.length === n, planes, { timeout: 60_000 })
  await benchView(page, true)
  await page.waitForTimeout(2_000)
  await page.evaluate(() => (globalThis as unknown as PageGlobal).__overdive.resetFrameTimes())
  const start = await page.evaluate(() => (globalThis as unknown as PageGlobal).__overdive.scene().frames)
  const calls: number[] = []
  const tris: number[] = []
  const t = Date.now()
  while (Date.now() - t < SECONDS * 1000) {
    await page.waitForTimeout(400)
    const e = await page.evaluate(() => (globalThis as unknown as PageGlobal).__overdive.effects())
    calls.push(e.drawCalls)
    tris.push(e.triangles)
  }
  const s = await page.evaluate(() => (globalThis as unknown as PageGlobal).__overdive.scene())
  const fps = ((s.frames - start) * 1000) / (Date.now() - t)
  if (shot) await page.screenshot({ path: shot })
  await benchView(page, false)
  const c = s.cameraPosition
  return {
    planes,
    frameTime: s.frameTime,
    fps,
    drawCalls: { median: median(calls), max: Math.max(...calls) },
    triangles: { median: median(tris), max: Math.max(...tris) },
    camera: c ? `(${c.x.toFixed(0)}, ${c.y.toFixed(0)}, ${c.z.toFixed(0)})` : '?',
    clouds: s.objects.includes('clouds'),
  }
}

/** A free dogfight through the New game screen: n planes, alternating sides, the first seat a bot. */
async function freeDogfight(page: Page, planes: number, shot: string | null): Promise<TableFigures> {
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-free').click()
  await page.getByTestId('table-width').fill(String(TABLE.width))
  await page.getByTestId('table-depth').fill(String(TABLE.depth))
  for (let i = 2; i < planes; i++) await page.getByTestId('add-plane').click()
  await page.getByTestId('start-game').click()
  const figures = await measure(page, planes, shot)
  await leaveTable(page)
  return figures
}

/** The busiest firing phase of a game, found in its replay. */
interface FiringPhase {
  game: Game
  seed: number
  frame: number
  label: string
  shots: number
  hits: number
  exploded: number
  shotDown: number
  /** planes flying with damage (so smoking) when the phase starts */
  damaged: number
  /** of them, with 3 damage cards or more (smoke and flames) */
  heavy: number
}

/**
 * An 8v8 on the benchmark's table (Camels against Dr.Is in two lines 30 cm apart, facing), flown by the heuristic
 * bots until it ends, for a few seeds; the phase picked has an explosion and the most shots, hits, planes going
 * down and smoking planes. Deterministic: the same phase every run while the rules and the bots stay the same.
 */
function busiestFiring(content: Content): FiringPhase {
  let best: (FiringPhase & { score: number }) | null = null
  for (let seed = 1; seed <= 6; seed++) {
    const planes = []
    for (let i = 0; i < 16; i++) {
      const allied = i % 2 === 0
      const col = i >> 1
      planes.push({ id: `${allied ? 'camel' : 'dr1'}-${col}`, aircraft: allied ? 'sopwith-camel' : 'fokker-dr-i', team: allied ? ('allied' as const) : ('central' as const), x: 18 + col * 12, y: allied ? 45 : 75, heading: allied ? 0 : 180 })
    }
    const game = Game.start(content, setupWith(planes, { table: TABLE }), seed)
    const driver = new Driver(new GameTable(game), [new PolicySeat(new HeuristicBot(content, 'allied', seed)), new PolicySeat(new HeuristicBot(content, 'central', seed + 100))])
    void driver.run()
    if (driver.error) throw driver.error
    const replay = Replay.build(content, game.state.setup, game.state.seed, game.commands)
    for (let i = 1; i < replay.frames.length; i++) {
      const ev = replay.events(i, 'all')
      const count = (type: string) => ev.filter((e) => e.type === type).length
      const before = replay.view(i - 1, 'all').planes.filter((p) => p.status === 'flying')
      const phase = {
        game,
        seed,
        frame: i,
        label: replay.frames[i].label,
        shots: count('fired'),
        hits: new Set(ev.filter((e) => e.type === 'damage-taken').map((e) => (e as { plane: string }).plane)).size,
        exploded: count('exploded'),
        shotDown: count('shot-down'),
        damaged: before.filter((p) => p.damageCount > 0).length,
        heavy: before.filter((p) => p.damageCount >= 3).length,
      }
      if (phase.exploded === 0) continue
      const score = phase.shots + phase.hits + phase.damaged + phase.heavy + 3 * (phase.exploded + phase.shotDown)
      if (!best || score > best.score) best = { ...phase, score }
    }
  }
  if (!best) throw new Error('no firing phase with an explosion in the bots\' games')
  return best
}

interface FiringFigures {
  /** draw calls and triangles of the settled frame before the phase plays (the replay's table, no panels) */
  idle: { drawCalls: number; triangles: number }
  /** the busiest frame of the playback: the most draw calls, and what was on the table then */
  busiest: Effects
  /** the most triangles of any frame of the playback */
  maxTriangles: number
  /** over the playback: the most tracer rounds, smoke and flame particles in one frame; explosions seen */
  most: { rounds: number; smoke: number; flames: number; tracers: number; falling: number }
  explosions: number
  frames: number
  seconds: number
}

/** Sample every frame the table draws until the playback has begun and ended, then a second more (in the page). */
const SAMPLE_PLAYBACK = `new Promise((ok, fail) => {
  const hooks = window.__overdive
  const samples = []
  let last = -1
  let began = false
  let endedAt = -1
  const t0 = performance.now()
  const tick = () => {
    const e = hooks.effects()
    if (e.frames !== last) { last = e.frames; samples.push(e) }
    const animating = hooks.state().ui.animating
    if (animating) began = true
    if (began && !animating && endedAt < 0) endedAt = performance.now()
    if (endedAt >= 0 && performance.now() - endedAt > 1000) return ok({ samples, seconds: (performance.now() - t0) / 1000 })
    if (performance.now() - t0 > 120000) return fail(new Error('the phase did not play within 120 s'))
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

/** Go to a replay frame as the timeline does (the next frame is played, any other jumped to). */
const TIMELINE_TO = (index: number) => `(() => {
  const el = document.querySelector('[data-testid="replay-timeline"]')
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, '${index}')
  el.dispatchEvent(new Event('input', { bubbles: true }))
})()`

/** The busiest firing phase, played in rounds from the replay of its saved game. */
async function firing(page: Page, url: string, file: string, phase: FiringPhase, rounds: number, shot: string | null): Promise<FiringFigures[]> {
  await loadToMenu(page, url)
  await page.getByTestId('open-saves').click()
  await page.getByTestId(`replay-${file}`).click()
  await page.getByTestId('replay-screen').waitFor()
  await page.waitForFunction(() => (globalThis as unknown as PageGlobal).__overdive.state().game.view?.planes.length === 16, undefined, { timeout: 60_000 })
  await benchView(page, true)
  const out: FiringFigures[] = []
  for (let r = 0; r < rounds; r++) {
    // to the last frame (a jump), then to the one before the phase (a jump, never played), and let it settle
    for (const to of [Number.MAX_SAFE_INTEGER, phase.frame - 1]) {
      await page.evaluate(TIMELINE_TO(Math.min(to, 100_000)))
      await page.waitForFunction((i) => { const h = (globalThis as unknown as PageGlobal).__overdive.state(); return (i < 0 || h.replay.index === i) && !h.ui.animating }, to === Number.MAX_SAFE_INTEGER ? -1 : to, { timeout: 60_000 })
    }
    await page.waitForTimeout(3_000)
    const idle = await page.evaluate(() => (globalThis as unknown as PageGlobal).__overdive.effects())
    const sampling = page.evaluate(SAMPLE_PLAYBACK) as Promise<{ samples: Effects[]; seconds: number }>
    await page.evaluate(TIMELINE_TO(phase.frame))
    if (shot && r === 0) {
      // the screenshot stalls the page a moment: only in the first round, when tracers are likely in the air
      await page.waitForFunction(() => (globalThis as unknown as PageGlobal).__overdive.effects().tracers > 3, undefined, { timeout: 60_000, polling: 20 }).catch(() => undefined)
      await page.screenshot({ path: shot })
    }
    const { samples, seconds } = await sampling
    // the most draw calls; of the frames with as many, the one with the most kinds of effect on the table
    // (tracer rounds, smoke, flames, an explosion, a plane going down), then the most particles
    const kinds = (x: Effects) => [x.rounds > 0, x.smoke > 0, x.flames > 0, x.flashes.includes('explosion'), x.falling > 0].filter(Boolean).length
    const busy = (x: Effects) => x.drawCalls * 1e6 + kinds(x) * 1e4 + x.rounds + x.smoke + x.flames
    const busiest = samples.reduce((a, b) => (busy(b) > busy(a) ? b : a))
    const most = (k: 'rounds' | 'smoke' | 'flames' | 'tracers' | 'falling') => Math.max(...samples.map((x) => x[k]))
    out.push({
      idle: { drawCalls: idle.drawCalls, triangles: idle.triangles },
      busiest,
      maxTriangles: Math.max(...samples.map((x) => x.triangles)),
      most: { rounds: most('rounds'), smoke: most('smoke'), flames: most('flames'), tracers: most('tracers'), falling: most('falling') },
      explosions: Math.max(...samples.map((x) => x.flashes.filter((f) => f === 'explosion').length)),
      frames: samples.length,
      seconds,
    })
  }
  await benchView(page, false)
  return out
}

/**
 * Time an action in the page until the table shows `planes` planes and has drawn a frame since: a string, as
 * QUICK_DUEL is. The action clicks the button with the given test id.
 */
const UNTIL_TABLE = (testId: string, planes: number, viewPath: 'game') => `new Promise((ok, fail) => {
  const hooks = window.__overdive
  const framesBefore = hooks.scene().frames
  const t0 = performance.now()
  let viewAt = -1
  const poll = () => {
    const v = hooks.state().${viewPath}.view
    if (viewAt < 0 && v && v.planes.length === ${planes}) viewAt = performance.now() - t0
    if (viewAt >= 0 && hooks.scene().frames > framesBefore + 1) ok({ view: viewAt, frame: performance.now() - t0 })
    else setTimeout(poll, 5)
  }
  setTimeout(() => fail(new Error('no table within 60 s')), 60000)
  document.querySelector('[data-testid="${testId}"]').click()
  poll()
})`

/** A saved 100-turn 8v8 game: resumed from the saves screen, then opened as a replay and sought to its end. */
async function savedGame(page: Page, url: string, file: string): Promise<{ resume: { view: number; frame: number }; replay: { view: number; frame: number }; seek: number }> {
  await loadToMenu(page, url)
  await page.getByTestId('open-saves').click()
  await page.getByTestId(`resume-${file}`).waitFor()
  const resume = (await page.evaluate(UNTIL_TABLE(`resume-${file}`, 16, 'game'))) as { view: number; frame: number }
  await leaveTable(page)
  await page.getByTestId('open-saves').click()
  await page.getByTestId(`replay-${file}`).waitFor()
  const replay = (await page.evaluate(UNTIL_TABLE(`replay-${file}`, 16, 'game'))) as { view: number; frame: number }
  const seek = (await page.evaluate(`new Promise((ok) => {
    const hooks = window.__overdive
    const before = hooks.state().game.view
    const t0 = performance.now()
    document.querySelector('[data-testid="replay-end"]').click()
    const poll = () => (hooks.state().game.view !== before ? ok(performance.now() - t0) : setTimeout(poll, 1))
    poll()
  })`)) as number
  return { resume, replay, seek }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET')
const ms = (xs: number[], digits = 0) => xs.map((x) => `${x.toFixed(digits)} ms`).join(', ')
const cameraText = `position (${CAMERA.position.join(', ')}) cm looking at (${CAMERA.target.join(', ')}), fov ${CAMERA.fov} deg, no view offset`

const HEX_FILE = 'hex-six-planes.json'

/** The hex table against a card table of as many planes, in paired rounds (card, then hex). */
async function hexRounds(page: Page, browser: Browser, url: string, shots: string | null): Promise<{ card: TableFigures[]; hex: HexFigures[] }> {
  const card: TableFigures[] = []
  const hex: HexFigures[] = []
  for (let r = 0; r < ROUNDS; r++) {
    card.push(await freeDogfight(page, HEX_PLANES, shots && r === 0 ? join(shots, 'card-6-planes.png') : null))
    hex.push(await measureHexTable(browser, url, VIEWPORT, HEX_FILE, CAMERA, SECONDS, shots && r === 0 ? join(shots, 'hex-6-planes.png') : null))
  }
  return { card, hex }
}

function printHex({ card, hex }: { card: TableFigures[]; hex: HexFigures[] }): void {
  log(`hex table (issue 30): a hex game of 002 loaded from a save (six planes, the two-on-two's map and clouds and one more, a balloon, four ground units), the screen's seat to move; against a ${HEX_PLANES}-plane free dogfight on the ${TABLE.width}x${TABLE.depth} cm card table; same camera, no panels; rounds paired (card, then hex)`)
  log('table                  frame time    fps   draw calls (median/max)   triangles (median/max)   camera read back   planes flying')
  const row = (name: string, f: { frameTime: number; fps: number; drawCalls: { median: number; max: number }; triangles: { median: number; max: number }; camera: string }, flying: string) =>
    log(`${name.padEnd(22)} ${`${f.frameTime.toFixed(1)} ms`.padStart(10)} ${f.fps.toFixed(1).padStart(6)}   ${`${f.drawCalls.median}/${f.drawCalls.max}`.padStart(10)}                ${`${f.triangles.median}/${f.triangles.max}`.padStart(15)}          ${f.camera.padEnd(16)}   ${flying}`)
  card.forEach((f, i) => row(`card 6, round ${i + 1}`, f, String(f.planes)))
  hex.forEach((f, i) => row(`hex 6, round ${i + 1}`, f, `${f.flying}${f.flying < f.planes ? ' (SHORT)' : ''}`))
  const perRound = hex.map((h, i) => h.frameTime / card[i].frameTime)
  log(`hex / card frame time, per round: ${perRound.map((r) => r.toFixed(2)).join(', ')}`)
  const calls = median(hex.map((h) => h.drawCalls.max))
  const ratio = median(perRound)
  const fig = (name: string, value: string, target: string) => log(`${name.padEnd(48)}${value.padEnd(23)}${target}`)
  log('figure                                          median of the rounds   target')
  fig('hex table, 6 planes: draw calls', `${calls}`, `at most ${TARGET_HEX_DRAW_CALLS}: ${verdict(calls <= TARGET_HEX_DRAW_CALLS)}   (a round's figure: its worst sampled frame)`)
  fig('hex table, 6 planes: triangles', `${median(hex.map((h) => h.triangles.max))}`, '-')
  fig('hex / card frame time, 6 planes each', `${ratio.toFixed(2)}`, `at most ${TARGET_HEX_RATIO}: ${verdict(ratio <= TARGET_HEX_RATIO)}   (card ${median(card.map((f) => f.frameTime)).toFixed(1)} ms, hex ${median(hex.map((f) => f.frameTime)).toFixed(1)} ms)`)
  const seen = hex[0]?.objects ?? []
  log(`hex scene objects drawn (round 1): ${seen.length ? seen.slice(0, 40).join(', ') : '(none named)'}`)
}

/** `--hex-only`: the hex table and its card table, nothing else. */
async function hexOnly(): Promise<void> {
  const shots = args.shots ? resolve(args.shots) : null
  if (shots) mkdirSync(shots, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'overdive-bench-'))
  mkdirSync(join(dataDir, 'saves'), { recursive: true })
  writeHexSave(hexContent, join(dataDir, 'saves'), HEX_FILE)
  let server: ChildProcess | null = null
  let browser: Browser | null = null
  try {
    const s = await serve(dataDir)
    server = s.child
    browser = await chromium.launch({
      executablePath: args.chromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    })
    const page = await browser.newPage({ viewport: VIEWPORT })
    await page.goto(s.url)
    const webgl = (await page.evaluate(WEBGL_RENDERER)) as string
    await loadToMenu(page, s.url)
    const figures = await hexRounds(page, browser, s.url, shots)
    log()
    log(`WebGL: ${webgl || 'unknown'}; Chromium ${browser.version()}, viewport ${VIEWPORT.width}x${VIEWPORT.height}, ${SECONDS} s per table measurement, ${ROUNDS} rounds; every figure below is the median of its rounds`)
    log(`camera of every table figure: ${cameraText} (held by the test hook fixCamera over the camera rig)`)
    log()
    printHex(figures)
    if (shots) log(`\nscreenshots of the measured tables: ${shots}`)
  } finally {
    await cleanUp(browser, server, dataDir)
  }
}

async function main(): Promise<void> {
  log('Renderer benchmark (headless Chromium, software WebGL)')
  if (!args['no-build']) build()
  if (args['hex-only']) return hexOnly()
  const size = bundleSize()
  const shots = args.shots ? resolve(args.shots) : null
  if (shots) mkdirSync(shots, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'overdive-bench-'))
  const content = loadAssets()
  mkdirSync(join(dataDir, 'saves'), { recursive: true })
  // a saved 100-turn 8v8 game to resume and to replay
  const long = longGame(content)
  const savedFile = 'long-8v8.json'
  const savedText = serializeSave(makeSave(long, { allied: 'human', central: 'bot:random' }))
  writeFileSync(join(dataDir, 'saves', savedFile), savedText)
  // an 8v8 on the benchmark's table with a busy firing phase, to replay
  const busy = busiestFiring(content)
  const firingFile = 'firing-8v8.json'
  writeFileSync(join(dataDir, 'saves', firingFile), serializeSave(makeSave(busy.game, { allied: 'human', central: 'bot:heuristic' })))
  // the hex table's game: six planes, clouds, a balloon and ground units (hex-table-bench.ts)
  writeHexSave(hexContent, join(dataDir, 'saves'), HEX_FILE)
  let server: ChildProcess | null = null
  let browser: Browser | null = null
  try {
    const s = await serve(dataDir)
    server = s.child
    browser = await chromium.launch({
      executablePath: args.chromium,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    })
    const version = browser.version()
    const page = await browser.newPage({ viewport: VIEWPORT })
    await page.goto(s.url)
    const webgl = (await page.evaluate(WEBGL_RENDERER)) as string

    // load times: a cold first load, then warm ones
    const loads: { menu: number; wall: number }[] = []
    const duels: { panel: number; firstFrame: number }[] = []
    for (let i = 0; i < 3; i++) {
      loads.push(await loadToMenu(page, s.url))
      duels.push(await quickDuel(page))
      // back on the menu before the next load: a reload while the host still seats this screen rejoins the game
      await leaveTable(page)
    }
    await loadToMenu(page, s.url)

    const small: TableFigures[] = []
    const big: TableFigures[] = []
    for (let r = 0; r < ROUNDS; r++) {
      small.push(await freeDogfight(page, 2, shots && r === 0 ? join(shots, 'table-2-planes.png') : null))
      big.push(await freeDogfight(page, 16, shots && r === 0 ? join(shots, 'table-16-planes.png') : null))
    }

    const fire = await firing(page, s.url, firingFile, busy, ROUNDS, shots ? join(shots, 'firing.png') : null)

    const saved: Awaited<ReturnType<typeof savedGame>>[] = []
    for (let r = 0; r < 3; r++) saved.push(await savedGame(page, s.url, savedFile))

    await loadToMenu(page, s.url)
    const hex = await hexRounds(page, browser, s.url, shots)

    log()
    log(`WebGL: ${webgl || 'unknown'} (software WebGL renders without MSAA at pixel ratio 1: see renderer/src/tables/common/scene/render-quality.ts)`)
    log(`Chromium ${version}, viewport ${VIEWPORT.width}x${VIEWPORT.height}, ${SECONDS} s per table measurement, ${ROUNDS} rounds; every figure below is the median of its rounds`)
    log(`camera of every table figure: ${cameraText} (held by the test hook fixCamera over the camera rig)`)
    log(`panels: none: the table screen's panels (HUD, planning, fire, damage, event log, chat, replay bar) hidden in every table measurement; nameplates shown`)
    log()
    log(`planning tables: free dogfights set up through the New game screen on a ${TABLE.width}x${TABLE.depth} cm table, clouds on; rounds paired (2 planes, then 16)`)
    log('table                  frame time    fps   draw calls (median/max)   triangles (median/max)   camera read back   clouds')
    const row = (name: string, f: TableFigures) =>
      log(`${name.padEnd(22)} ${`${f.frameTime.toFixed(1)} ms`.padStart(10)} ${f.fps.toFixed(1).padStart(6)}   ${`${f.drawCalls.median}/${f.drawCalls.max}`.padStart(10)}                ${`${f.triangles.median}/${f.triangles.max}`.padStart(15)}          ${f.camera.padEnd(16)}   ${f.clouds ? 'yes' : 'NO'}`)
    small.forEach((f, i) => row(`2 planes, round ${i + 1}`, f))
    big.forEach((f, i) => row(`16 planes, round ${i + 1}`, f))
    const perRound = big.map((b, i) => b.frameTime / small[i].frameTime)
    log(`16 / 2-plane frame time, per round: ${perRound.map((r) => r.toFixed(2)).join(', ')}`)
    log()
    log(`firing: an 8v8 flown by the heuristic bots on the ${TABLE.width}x${TABLE.depth} cm table (seed ${busy.seed}), replayed; phase "${busy.label}" (replay frame ${busy.frame}): ${busy.shots} shots, ${busy.hits} planes hit, ${busy.exploded} exploded, ${busy.shotDown} shot down; ${busy.damaged} planes smoking as it starts (${busy.heavy} with 3+ damage cards: flames too)`)
    log('         before the phase (settled)   busiest frame of the playback: draw calls, triangles, on the table then               playback: most triangles; most rounds/smoke/flames in a frame; explosions; frames in s')
    fire.forEach((f, i) => {
      const b = f.busiest
      const then = `${b.tracers} tracers (${b.rounds} rounds), ${b.smoke} smoke, ${b.flames} flame particles, ${b.falling} falling/exploding, flashes [${[...new Set(b.flashes)].join(' ') || '-'}]`
      log(`round ${i + 1}  ${`${f.idle.drawCalls} calls, ${f.idle.triangles} tris`.padEnd(28)}  ${String(b.drawCalls).padStart(4)} calls, ${b.triangles} tris: ${then}   ${f.maxTriangles} tris; ${f.most.rounds}/${f.most.smoke}/${f.most.flames}; ${f.explosions}; ${f.frames} in ${f.seconds.toFixed(1)} s`)
    })
    log()
    const planCalls = median(big.map((b) => b.drawCalls.max))
    const planTris = median(big.map((b) => b.triangles.max))
    const fireCalls = median(fire.map((f) => f.busiest.drawCalls))
    const fireTris = median(fire.map((f) => f.busiest.triangles))
    const ratio = median(perRound)
    log('figure                                          median of the rounds   target')
    const fig = (name: string, value: string, target: string) => log(`${name.padEnd(48)}${value.padEnd(23)}${target}`)
    fig('16-plane planning frame: draw calls', `${planCalls}`, `at most ${TARGET_DRAW_CALLS}: ${verdict(planCalls <= TARGET_DRAW_CALLS)}   (a round's figure: its worst sampled frame)`)
    fig('16-plane planning frame: triangles', `${planTris}`, '-')
    fig('8v8 busiest firing frame: draw calls', `${fireCalls}`, `at most ${TARGET_FIRING_DRAW_CALLS}: ${verdict(fireCalls <= TARGET_FIRING_DRAW_CALLS)}   (a round's figure: the most in any frame of the phase's playback)`)
    fig('8v8 busiest firing frame: triangles', `${fireTris}`, `-   (the most in any frame: ${median(fire.map((f) => f.maxTriangles))})`)
    fig('16 / 2-plane frame time (same camera, panels)', `${ratio.toFixed(2)}`, `at most ${TARGET_RATIO}: ${verdict(ratio <= TARGET_RATIO)}   (2 planes ${median(small.map((f) => f.frameTime)).toFixed(1)} ms, 16 planes ${median(big.map((f) => f.frameTime)).toFixed(1)} ms)`)
    fig('page load -> menu interactive', `${median(loads.slice(1).map((l) => l.menu)).toFixed(0)} ms warm`, `-   (every load: ${ms(loads.map((l) => l.menu))}: the first cold, the rest warm; since navigation)`)
    fig('quick duel -> planning panel', `${median(duels.map((d) => d.panel)).toFixed(0)} ms`, `-   (every round: ${ms(duels.map((d) => d.panel))}; panels shown as usual)`)
    fig('quick duel -> first table frame', `${median(duels.map((d) => d.firstFrame)).toFixed(0)} ms`, `-   (every round: ${ms(duels.map((d) => d.firstFrame))})`)
    // the whole renderer, the first load (the menu) against its target and each table's chunk on top (issue 30)
    for (const [name, value, rest] of bundleLines(size)) fig(name, value, rest)
    log()
    log(`a saved ${long.state.turn - 1}-turn 8v8 game (${kb(savedText.length)}, ${long.commands.length} commands), 3 rounds, panels shown and the camera the rig's:`)
    const resumeView = median(saved.map((x) => x.resume.view))
    const seek = median(saved.map((x) => x.seek))
    fig('  resume -> its view in the store', `${resumeView.toFixed(0)} ms`, `at most ${TARGET_RESUME_MS} ms: ${verdict(resumeView <= TARGET_RESUME_MS)}   (every round: ${ms(saved.map((x) => x.resume.view))}; host: read, check, resume; the seat's view sent)`)
    fig('  resume -> the table drawn', `${median(saved.map((x) => x.resume.frame)).toFixed(0)} ms`, `-   (every round: ${ms(saved.map((x) => x.resume.frame))}; software WebGL building the table)`)
    fig('  open as a replay -> drawn', `${median(saved.map((x) => x.replay.frame)).toFixed(0)} ms`, `-   (every round: ${ms(saved.map((x) => x.replay.frame))}; the save read and every phase rebuilt in the page)`)
    fig('  seek to the end of the replay', `${seek.toFixed(1)} ms`, `at most ${TARGET_SEEK_MS} ms: ${verdict(seek <= TARGET_SEEK_MS)}   (every round: ${ms(saved.map((x) => x.seek), 1)})`)
    log()
    printHex(hex)
    if (shots) log(`\nscreenshots of the measured tables: ${shots}`)
  } finally {
    await cleanUp(browser, server, dataDir)
  }
}

main().catch((e) => {
  process.stderr.write(`renderer-bench: ${(e as Error).stack ?? e}\n`)
  process.exit(1)
})
