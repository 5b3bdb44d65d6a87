/**
 * The renderer benchmark's hex table (issue 30): a hex game of 002 with six planes, clouds, a balloon and ground
 * units, saved into the bench host's saves folder and loaded on the page (the test hook loadGame), then measured
 * as renderer-bench.ts measures the card table: the same fixed camera (held by the test hook fixCamera), the same
 * viewport, no panels (everything on the page but the table's canvas hidden), frame time and draw calls sampled
 * for a few seconds while the game waits on the screen's seat.
 *
 * The setup is the bench's own (no scenario of assets/hex has six planes): the two-on-two's 16 x 11 map and clouds,
 * a third plane a side, the ground attack's ground units and the balloon busting's balloon, every plane at a fixed
 * altitude so that the start rolls no collision. Seat allies-1 is the screen's; the others are heuristic bots, so
 * the game has played up to the screen's move when it is measured.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { hexRuleset } from '../../shared/rulesets/hex'
import type { HexContent } from '../../shared/rulesets/hex/content'
import type { HexSetup } from '../../shared/rulesets/hex/types'
import { makeAnySave, serializeSave } from '../../shared/save/save-file'

export const HEX_PLANES = 6
/** the screen's seat in the bench's hex game */
const SCREEN_SEAT = 'allies-1'

/** Six planes over the two-on-two's map, with its clouds, a balloon and four ground units. */
export function benchHexSetup(content: HexContent): HexSetup {
  const base = hexRuleset.setupFor(content, 'two-on-two', {})
  const ground = hexRuleset.setupFor(content, 'ground-attack', {}).ground
  const balloons = hexRuleset.setupFor(content, 'balloon-busting', {}).balloons
  const a = (id: string) => ({ ...content.aircraft[id] })
  const planes: HexSetup['planes'] = [
    { id: 'camel', seat: 'allies-1', aircraft: a('sopwith-camel'), side: 'allies', hex: { col: 0, row: 2 }, facing: 0, altitude: 4 },
    { id: 'bristol', seat: 'allies-2', aircraft: a('bristol-f2b'), side: 'allies', hex: { col: 0, row: 5 }, facing: 0, altitude: 3 },
    { id: 'camel-2', seat: 'allies-3', aircraft: a('sopwith-camel'), side: 'allies', hex: { col: 0, row: 8 }, facing: 0, altitude: 5 },
    { id: 'fokker', seat: 'germans-1', aircraft: a('fokker-d-vii'), side: 'germans', hex: { col: 15, row: 2 }, facing: 3, altitude: 4 },
    { id: 'albatros', seat: 'germans-2', aircraft: a('albatros-c-v'), side: 'germans', hex: { col: 15, row: 5 }, facing: 3, altitude: 3 },
    { id: 'fokker-2', seat: 'germans-3', aircraft: a('fokker-d-vii'), side: 'germans', hex: { col: 15, row: 8 }, facing: 3, altitude: 5 },
  ]
  return {
    ...base,
    scenario: 'bench-six-planes',
    title: 'Renderer bench: three on three over the lines',
    planes,
    clouds: [...base.clouds, { hexes: [{ col: 4, row: 1 }, { col: 5, row: 1 }, { col: 4, row: 2 }], altitudes: [3, 4, 5] }],
    balloons,
    ground,
    objectives: [],
  }
}

/** The bench's hex game, saved as `file` in the saves folder: the screen's seat human, the others bots. */
export function writeHexSave(content: HexContent, savesDir: string, file: string): HexSetup {
  const setup = benchHexSetup(content)
  const seed = 30
  const game = hexRuleset.start(content, setup, seed)
  const seats = Object.fromEntries(setup.planes.map((p) => [p.seat, p.seat === SCREEN_SEAT ? 'human' : 'bot:heuristic'])) as Record<string, 'human' | 'bot:heuristic'>
  writeFileSync(join(savesDir, file), serializeSave(makeAnySave({ ruleset: hexRuleset, game, setup, seed }, seats) as never))
  return setup
}

/** In the page: hide everything but the table's canvas and its ancestors (the hex table's panels, whatever they are). */
const HIDE_ALL_BUT_CANVAS = `(() => {
  const canvas = document.querySelector('canvas')
  if (!canvas) return false
  for (let el = canvas; el && el !== document.body; el = el.parentElement) {
    for (const sib of el.parentElement ? [...el.parentElement.children] : []) {
      if (sib === el || sib.contains(canvas) || sib.tagName === 'SCRIPT' || sib.tagName === 'STYLE' || sib.dataset.benchHidden) continue
      sib.dataset.benchHidden = 'yes'
      sib.style.setProperty('display', 'none', 'important')
    }
  }
  return true
})()`

/** In the page: the game loaded and waiting on the screen's seat, its six planes in the view. */
const WAITING_ON_SCREEN = `(() => {
  const h = window.__overdive
  const v = h.hexView()
  const seat = h.rulesetGame() && h.rulesetGame().seat
  return !!v && v.planes.length === ${HEX_PLANES} && !!seat && v.waitingFor.indexOf(seat) >= 0
})()`

const FLYING = `window.__overdive.hexView().planes.filter((p) => p.status === 'flying').length`

export interface HexFigures {
  planes: number
  flying: number
  frameTime: number
  fps: number
  drawCalls: { median: number; max: number }
  triangles: { median: number; max: number }
  camera: string
  objects: string[]
}

interface Scene {
  frames: number
  drawCalls: number
  triangles: number
  frameTime: number
  objects: string[]
  cameraPosition: { x: number; y: number; z: number } | null
}

/**
 * Poll an expression in the page until it is truthy: page.evaluate with a string (the page's CSP forbids the eval
 * that waitForFunction with a string needs; a function would be wrapped by tsx in a helper the page lacks).
 */
async function until(page: Page, expression: string, timeout: number): Promise<void> {
  const end = Date.now() + timeout
  for (;;) {
    if (await page.evaluate(expression)) return
    if (Date.now() > end) throw new Error(`the page never got to: ${expression.replace(/\s+/g, ' ').slice(0, 160)}`)
    await page.waitForTimeout(100)
  }
}

const median = (xs: number[]) => {
  const ys = [...xs].sort((x, y) => x - y)
  const m = ys.length >> 1
  return ys.length % 2 ? ys[m] : (ys[m - 1] + ys[m]) / 2
}

/**
 * Open the app in a page of its own (a fresh browser context: the game it loads is left on the host after, and no
 * later page rejoins it), load the bench's hex game, wait until it waits on the screen's seat with its six planes,
 * and measure it for `seconds` under `camera` with no panels.
 */
export async function measureHexTable(browser: Browser, url: string, viewport: { width: number; height: number }, file: string, camera: unknown, seconds: number, shot: string | null): Promise<HexFigures> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  try {
    await page.goto(url)
    await until(page, `!!window.__overdive && window.__overdive.state().ui.connection === 'open'`, 60_000)
    await page.evaluate(`window.__overdive.loadGame(${JSON.stringify(file)})`)
    await until(page, WAITING_ON_SCREEN, 120_000)
    await until(page, HIDE_ALL_BUT_CANVAS, 60_000)
    await until(page, `window.__overdive.fixCamera(${JSON.stringify(camera)})`, 60_000)
    await page.waitForTimeout(2_000)
    await page.evaluate('window.__overdive.resetFrameTimes()')
    const start = (await page.evaluate('window.__overdive.scene().frames')) as number
    const calls: number[] = []
    const tris: number[] = []
    const t = Date.now()
    while (Date.now() - t < seconds * 1000) {
      await page.waitForTimeout(400)
      const e = (await page.evaluate('window.__overdive.effects()')) as { drawCalls: number; triangles: number }
      calls.push(e.drawCalls)
      tris.push(e.triangles)
    }
    const s = (await page.evaluate('window.__overdive.scene()')) as Scene
    const fps = ((s.frames - start) * 1000) / (Date.now() - t)
    const flying = (await page.evaluate(FLYING)) as number
    if (shot) await page.screenshot({ path: shot })
    const c = s.cameraPosition
    return {
      planes: HEX_PLANES,
      flying,
      frameTime: s.frameTime,
      fps,
      drawCalls: { median: median(calls), max: Math.max(...calls) },
      triangles: { median: median(tris), max: Math.max(...tris) },
      camera: c ? `(${c.x.toFixed(0)}, ${c.y.toFixed(0)}, ${c.z.toFixed(0)})` : '?',
      objects: s.objects,
    }
  } finally {
    await context.close()
  }
}
