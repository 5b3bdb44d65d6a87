/**
 * Settings, the rules reference and sound, in the browser against the served host: settings chosen from the menu
 * survive a reload; the colour-blind-safe palette recolours the team swatches in the panels and the side colours
 * of the stylesheet; the UI scale zooms the panels and not the 3D canvas; `?` opens the rules on the menu and at
 * the table and Escape closes them; and the synthesised sound is made only after a click, never at volume 0,
 * with the engines humming while the planes fly a turn.
 *
 * Sound is observed by wrapping the page's Web Audio API before the app loads: every AudioContext made and
 * every source node started is counted, and the gains set on the context's nodes are recorded.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { activePlane, hooksReady, planByKeys, settle, snap, state, straightPlan, view, barControl } from './support/table'

interface SoundProbe {
  contexts: number
  starts: number
  running: boolean
  /** the highest gain value set on any gain node so far, per node kind index (the engine hum is not the master) */
  gains: number[]
}

/**
 * Count what the page does with the Web Audio API (installed before any script of the page runs). A string: the
 * specs' type check has no DOM. AudioBufferSourceNode has its own start (with an offset), so both are wrapped.
 */
async function probeSound(page: Page): Promise<void> {
  await page.addInitScript({
    content: `
      const probe = (window.__sound = { contexts: 0, starts: 0, ctx: null, gains: [] })
      const Real = window.AudioContext
      window.AudioContext = class extends Real {
        constructor(o) {
          super(o)
          probe.contexts++
          probe.ctx = this
        }
      }
      for (const proto of [AudioScheduledSourceNode.prototype, AudioBufferSourceNode.prototype]) {
        const start = proto.start
        proto.start = function (...a) {
          probe.starts++
          return start.apply(this, a)
        }
      }
      const target = AudioParam.prototype.setTargetAtTime
      AudioParam.prototype.setTargetAtTime = function (v, t, k) {
        probe.gains.push(v)
        return target.call(this, v, t, k)
      }
    `,
  })
}

function sound(page: Page): Promise<SoundProbe> {
  return page.evaluate(() => {
    const s = (globalThis as unknown as { __sound: { contexts: number; starts: number; ctx: { state: string } | null; gains: number[] } }).__sound
    return { contexts: s.contexts, starts: s.starts, running: s.ctx?.state === 'running', gains: [...s.gains] }
  })
}

// the page's DOM, for the callbacks run in it (the specs' type check has no DOM)
interface PageDom {
  document: { documentElement: unknown }
  getComputedStyle(e: unknown): { getPropertyValue(n: string): string; zoom: string; backgroundColor: string }
}
const rootVar = (page: Page, name: string) => page.evaluate((n) => { const g = globalThis as unknown as PageDom; return g.getComputedStyle(g.document.documentElement).getPropertyValue(n).trim() }, name)
const rgb = (hex: string) => `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`

test.describe.configure({ mode: 'serial' })

test('settings persist across a reload, ? opens the rules, the safe palette recolours the teams, and sound follows the volume', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await probeSound(page)
  await page.setViewportSize({ width: 1280, height: 800 })

  await test.step('no audio context exists before a gesture; the first click makes one (the volume is up by default)', async () => {
    await page.goto(screenUrl())
    await expect(page.getByTestId('main-menu')).toBeVisible()
    expect((await sound(page)).contexts).toBe(0)
    await page.getByTestId('menu-settings').click()
    await expect.poll(async () => (await sound(page)).running, { message: 'the context runs after the click' }).toBe(true)
    expect((await sound(page)).contexts).toBe(1)
    await expect(page.getByTestId('settings')).toBeVisible()
    await snap(page, testInfo, 'settings 1280x800')
  })

  await test.step('at volume 0 the context is suspended and nothing more is started', async () => {
    await page.getByTestId('set-volume').fill('0')
    await expect(page.getByTestId('volume-value')).toHaveText('off')
    await expect(page.getByTestId('sound-test')).toBeDisabled()
    await expect.poll(async () => (await sound(page)).running, { message: 'suspended at volume 0' }).toBe(false)
    const before = (await sound(page)).starts
    await page.getByTestId('set-clouds-dimmed').click()
    expect((await sound(page)).starts).toBe(before)
  })

  await test.step('with the volume up, Try it sounds a gun burst (one source per round)', async () => {
    await page.getByTestId('set-volume').fill('50')
    const before = (await sound(page)).starts
    await page.getByTestId('sound-test').click()
    await expect.poll(async () => (await sound(page)).starts - before, { message: 'sources started for the burst' }).toBe(5)
    expect((await sound(page)).contexts).toBe(1)
  })

  await test.step('choose settings; they are kept through a reload', async () => {
    await page.getByTestId('set-ui-scale').selectOption('1.25')
    await page.getByTestId('set-speed').selectOption('2')
    await page.getByTestId('set-palette-colour-blind').click()
    // the words beside a checkbox are its label: a click on them ticks it
    await page.getByText('this screen is streamed').click()
    await expect(page.getByTestId('set-stream-mode')).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('settings')).toBeHidden()
    await page.reload()
    await expect(page.getByTestId('main-menu')).toBeVisible()
    await hooksReady(page)
    const s = (await page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { settings: { values: unknown } } } }).__overdive.state().settings.values)) as Record<string, unknown>
    expect(s).toEqual({ uiScale: 1.25, clouds: 'dimmed', speed: 2, volume: 0.5, palette: 'colour-blind', streamMode: true, muted: false })
    // the URL's ?speed=10 still wins over the setting for this page (the specs speed the table up)
    expect(await page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { ui: { speed: number } } } }).__overdive.state().ui.speed)).toBe(10)
    await page.getByTestId('menu-settings').click()
    await expect(page.getByTestId('set-ui-scale')).toHaveValue('1.25')
    await expect(page.getByTestId('set-clouds-dimmed')).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByTestId('set-palette-colour-blind')).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByTestId('set-stream-mode')).toBeChecked()
    // at this scale the words beside the checkboxes wrap: every line of them stands right of its box, none under it
    for (const [box, words] of [
      [page.getByTestId('set-stream-mode'), page.getByText('this screen is streamed')],
      [page.getByTestId('set-ace-learns'), page.getByTestId('ace-memory-note')],
    ] as const) {
      const b = await box.boundingBox()
      const w = await words.boundingBox()
      if (!b || !w) throw new Error('a checkbox or its words are not laid out')
      expect(w.x, `"${await words.textContent()}" starts right of its box`).toBeGreaterThanOrEqual(b.x + b.width)
    }
    await page.getByTestId('settings-done').click()
  })

  await test.step('the scale zooms the menu; the safe palette sets the side colours', async () => {
    expect(await rootVar(page, '--ui-scale')).toBe('1.25')
    expect(await page.locator('.menu-screen').evaluate((e) => (globalThis as unknown as PageDom).getComputedStyle(e).zoom)).toBe('1.25')
    expect(await rootVar(page, '--central')).toBe('#e69f00')
  })

  await test.step('? opens the rules on the menu; Escape closes them', async () => {
    await page.keyboard.press('?')
    await expect(page.getByTestId('rules')).toBeVisible()
    for (const s of ['turn', 'cards', 'firing', 'damage']) await expect(page.getByTestId(`rules-${s}`)).toBeVisible()
    await expect(page.getByTestId('rules-firing')).toContainText('first half')
    await expect(page.getByTestId('rules-damage')).toContainText('Jammed guns')
    // the sections are reached without touching the address (its #fragment carries the screen's token)
    const url = page.url()
    await page.getByRole('button', { name: 'Damage' }).click()
    expect(page.url()).toBe(url)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('rules')).toBeHidden()
  })

  await test.step('at the table: the panels are zoomed, the canvas is not, and the bases and swatches take the safe colours', async () => {
    // stream mode zooms the table's panels further for a stream (e2e/stream.spec.ts checks that): off here
    await page.getByTestId('menu-settings').click()
    await page.getByTestId('set-stream-mode').uncheck()
    await page.getByTestId('settings-done').click()
    await page.getByTestId('quick-duel').click()
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
    expect(await page.getByTestId('hud').evaluate((e) => (globalThis as unknown as PageDom).getComputedStyle(e).zoom)).toBe('1.25')
    expect(await page.locator('.table-canvas').evaluate((e) => (globalThis as unknown as PageDom).getComputedStyle(e).zoom)).toBe('1')
    const colours = await page.locator('.damage-panel .swatch').evaluateAll((els) => els.map((e) => (globalThis as unknown as PageDom).getComputedStyle(e).backgroundColor))
    expect(colours, 'the damage panel shows the safe orange for the Central Powers').toContain(rgb('#e69f00'))
    expect(colours).not.toContain(rgb('#c0463b'))
  })

  await test.step('? opens the rules at the table too, and keys do not reach the planning deck while they are open', async () => {
    const v = await view(page)
    const seat = (await state(page)).game.seat!
    const plane = await activePlane(page, v, seat, 'plan')
    await page.keyboard.press('?')
    await expect(page.getByTestId('rules')).toBeVisible()
    await page.keyboard.press('1')
    expect((await state(page)).planning.drafts[plane] ?? []).toEqual([])
    await snap(page, testInfo, 'rules at the table 1280x800')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('rules')).toBeHidden()
  })

  await test.step('the engines hum while the planes fly a turn, and guns or hits sound with what the table shows', async () => {
    const v = await view(page)
    const seat = (await state(page)).game.seat!
    const plane = await activePlane(page, v, seat, 'plan')
    const before = await sound(page)
    await planByKeys(page, v, plane, straightPlan(v, plane))
    await settle(page)
    const after = await sound(page)
    expect(after.running, 'the audio context runs after the clicks').toBe(true)
    // the engine hum's gain went up (a glide target above 0) while the planes moved, then back to 0
    const newGains = after.gains.slice(before.gains.length)
    expect(newGains.some((g) => g > 0.1), 'the engines swelled').toBe(true)
    expect(newGains.at(-1), 'and fell silent when the planes stopped').toBe(0)
  })

  await test.step('screenshots of the settings and the rules at 1920x1080', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await (await barControl(page, 'open-settings')).click()
    await expect(page.getByTestId('settings')).toBeVisible()
    await snap(page, testInfo, 'settings 1920x1080')
    await page.keyboard.press('Escape')
    await (await barControl(page, 'open-rules')).click()
    await expect(page.getByTestId('rules')).toBeVisible()
    await snap(page, testInfo, 'rules 1920x1080')
    await page.keyboard.press('Escape')
    // back to the defaults, so that no later spec in this browser profile inherits them (each test has its own context anyway)
    await (await barControl(page, 'open-settings')).click()
    await page.getByTestId('settings-reset').click()
    await page.getByTestId('settings-done').click()
    expect(await rootVar(page, '--central')).toBe('#c0463b')
  })
})
