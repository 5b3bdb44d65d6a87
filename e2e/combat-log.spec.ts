/**
 * The combat log in a replay (issue 26), from a bot duel of four turns written as a save and watched from Saves
 * and replays: the log shows the game up to the replay's point and follows its steps; the replay steps by card
 * (Right arrow: each plane's manoeuvre, then the phase's fire) and by phase (Shift+Right), saying where it is; the
 * log scrolls and sticks to its newest line unless scrolled up; its chips filter; a seat's view folds the no-shot
 * reasons of a phase into one line that opens. Screenshots at 1280x800 and 1920x1080.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { content, setupWith } from '../electron/testing/fixtures'
import { BOTS } from '../shared/bots'
import { playGame } from '../shared/sim/play'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { blur, scene, settle, snap, state } from './support/table'
import { openWithUiScale } from './support/ui-scale'

const FILE = 'combat-log-duel.json'

/**
 * Four turns of a duel between two heuristic bots, as a save: a Camel and a Dr.I starting far apart on a 2 m table,
 * so that the first phases have no shot (the seed is one whose game runs to its turn limit, with shots in it).
 */
function writeDuel(): void {
  const setup = setupWith(
    [
      { id: 'a', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 30, heading: 0 },
      { id: 'u', aircraft: 'fokker-dr-i', team: 'central', x: 140, y: 170, heading: 180 },
    ],
    { table: { width: 200, depth: 200 } },
  )
  const game = playGame(content, setup, 'fedcba9876543210fedcba9876543210', Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 1)])), { maxTurns: 4 })
  if (game.state.turn < 3 || !game.events.some((e) => e.type === 'fired')) throw new Error(`the bot duel ended too soon (turn ${game.state.turn}) or without a shot`)
  const saves = join(process.env.OVERDIVE_E2E_OUT ?? 'out-e2e', 'data', 'saves')
  mkdirSync(saves, { recursive: true })
  writeFileSync(join(saves, FILE), serializeSave(makeSave(game, Object.fromEntries(setup.seats.map((s) => [s.id, 'bot:heuristic'])))))
}

const step = (page: Page) => page.getByTestId('replay-step')
const lines = (page: Page) => page.getByTestId('log-line')

/** Where the table draws each plane, to a millimetre. */
async function drawn(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries((await scene(page)).planes.map((p) => [p.id, [p.x, p.y, p.h].map((n) => n.toFixed(1)).join()]))
}

/**
 * Where the table draws each plane once they have stopped moving: two reads 300 ms apart agree. settle() alone can
 * return before a step's animation has begun, and a read then catches a plane on its way (a failed run of this spec).
 */
async function still(page: Page): Promise<Record<string, string>> {
  let last = await drawn(page)
  for (let i = 0; i < 100; i++) {
    await page.waitForTimeout(300)
    const now = await drawn(page)
    if (JSON.stringify(now) === JSON.stringify(last)) return now
    last = now
  }
  throw new Error('the planes never stopped moving')
}

/** The duel's save watched from Saves and replays, on its first step. */
async function openReplay(page: Page): Promise<void> {
  await page.goto(screenUrl())
  await expect.poll(async () => (await state(page)).ui.connection, { message: 'connected to the host' }).toBe('open')
  await page.getByTestId('open-saves').click()
  await page.getByTestId('refresh-saves').click()
  await page.getByTestId(`replay-${FILE}`).click()
  await expect(page.getByTestId('replay-screen')).toBeVisible()
}

async function logScroll(page: Page): Promise<{ top: number; height: number; client: number }> {
  return page.getByTestId('log-body').evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight }))
}

test('the combat log in a replay: stepped by card and by phase, scrolled, filtered, a phase without shots in one line', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  writeDuel()
  await page.setViewportSize({ width: 1280, height: 800 })
  await openReplay(page)
  await expect(step(page)).toHaveText('Start')
  await expect(page.getByTestId('event-log')).toBeVisible()
  await settle(page)

  await test.step('Right arrow: one card, one plane moves; the position says which', async () => {
    const start = await still(page)
    await page.keyboard.press('ArrowRight')
    await expect(step(page)).toHaveText(/^Turn 1 · phase 1 · card 1 of 2: \S/)
    await settle(page)
    // the table has played the first plane's card: it has moved, the other has not yet
    const one = await still(page)
    expect(Object.keys(one).filter((id) => one[id] !== start[id]), 'one plane moved').toHaveLength(1)
    await snap(page, testInfo, 'combat log 00 replay card 1 of 2 1280x800')
    await page.keyboard.press('ArrowRight')
    await expect(step(page)).toHaveText(/^Turn 1 · phase 1 · card 2 of 2: \S/)
    await settle(page)
    const two = await still(page)
    expect(Object.keys(two).filter((id) => two[id] !== start[id]), 'both planes moved').toHaveLength(2)
    await page.keyboard.press('ArrowRight')
    await expect(step(page)).toHaveText(/^Turn 1 · phase 1 · (fire|no shots)$/)
    await expect(page.getByTestId('replay-position')).toHaveText(/^2 \/ /)
    // and back: a card back is the last plane's card again
    await page.keyboard.press('ArrowLeft')
    await expect(step(page)).toHaveText(/^Turn 1 · phase 1 · card 2 of 2/)
    await page.getByTestId('replay-card-forward').click()
    await expect(step(page)).toHaveText(/^Turn 1 · phase 1 · (fire|no shots)$/)
  })

  await test.step('the Moves chip shows each card flown, in the log up to this point only', async () => {
    await expect(lines(page).filter({ hasText: ' flies card ' })).toHaveCount(0)
    await page.getByTestId('log-filter-moves').click()
    await expect(page.getByTestId('log-filter-moves')).toHaveAttribute('aria-pressed', 'true')
    await expect(lines(page).filter({ hasText: ' flies card ' })).toHaveCount(2)
    await expect(page.getByTestId('log-marker')).toHaveText(['Turn 1 · phase 1'])
  })

  await test.step('Shift+Right: a phase at a time; the log follows, newest at the bottom', async () => {
    await page.keyboard.press('Shift+ArrowRight')
    await expect(step(page)).toHaveText(/^Turn 1 · phase 2 · (fire|no shots)$/)
    await expect(lines(page).filter({ hasText: ' flies card ' })).toHaveCount(4)
    await page.keyboard.press('End')
    await settle(page)
    await expect(step(page)).toHaveText(/^Game over \(turn 4, phase 3\)$/)
    await expect(page.getByTestId('log-marker').last()).toHaveText(/^Turn \d · phase \d$/)
    const s = await logScroll(page)
    expect(s.height, 'four turns of moves overflow the log: it scrolls').toBeGreaterThan(s.client)
    expect(s.height - s.top - s.client, 'it shows the newest lines').toBeLessThanOrEqual(12)
  })
  await snap(page, testInfo, 'combat log 01 replay at the end 1280x800')

  await test.step('scrolled up, it stays there as the replay steps; "newest" brings it down', async () => {
    await page.getByTestId('log-body').evaluate((el) => (el.scrollTop = 0))
    await expect(page.getByTestId('log-newest')).toBeVisible()
    await page.keyboard.press('Shift+ArrowLeft')
    await expect(step(page)).toHaveText(/^Turn 4 · phase 2 · (fire|no shots)$/)
    expect((await logScroll(page)).top).toBe(0)
    await page.getByTestId('log-newest').click()
    const s = await logScroll(page)
    expect(s.height - s.top - s.client).toBeLessThanOrEqual(12)
  })

  await test.step('the chips filter: no moves, no shots', async () => {
    await page.getByTestId('log-filter-moves').click()
    await expect(lines(page).filter({ hasText: ' flies card ' })).toHaveCount(0)
    await page.getByTestId('log-filter-shots').click()
    await expect(lines(page).filter({ hasText: ' fires ' })).toHaveCount(0)
    await page.getByTestId('log-filter-shots').click()
  })

  await test.step("as one seat: its planes' phases without a shot are one line each, opening on the reasons", async () => {
    await page.getByTestId('replay-viewer').selectOption('seat:allied')
    const folds = page.getByTestId('log-no-shots')
    await expect(folds.first()).toBeVisible()
    await expect(folds.first()).toHaveText(/^No shots this phase \(\d+ [a-z ]+(, \d+ [a-z ]+)*\) ▸$/)
    await expect(page.getByTestId('log-no-shot-detail')).toHaveCount(0)
    await folds.first().click()
    await expect(page.getByTestId('log-no-shot-detail').first()).toHaveText(/ has no shot: /)
  })
  await snap(page, testInfo, 'combat log 02 replay as a seat, a no-shot line opened 1280x800')
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.waitForTimeout(500)
  await snap(page, testInfo, 'combat log 03 replay as a seat 1920x1080')

  await test.step('L folds the log to its title bar and back', async () => {
    await blur(page)
    await page.keyboard.press('l')
    await expect(page.getByTestId('log-body')).toHaveCount(0)
    await expect(page.getByTestId('log-folded-latest')).not.toBeEmpty()
    await snap(page, testInfo, 'combat log 04 folded 1920x1080')
    await page.keyboard.press('l')
    await expect(page.getByTestId('log-body')).toBeVisible()
  })
})

test('at a UI scale above 1 (1.5; 1.25 fits 1280x800) the combat log stands a share of the window, the replay bar inside it, the newest line kept through a resize', async ({ page }, testInfo) => {
  // styles.css --log-h: a vh inside the zoomed panel was zoomed again, the log 240 px high (30% of the window)
  test.setTimeout(120_000)
  writeDuel()
  await page.setViewportSize({ width: 1280, height: 800 })
  await openWithUiScale(page, 1.5)
  await openReplay(page)
  await blur(page)
  await page.keyboard.press('End')
  await expect(step(page)).toHaveText(/^Game over/)
  const s = await logScroll(page)
  expect(s.height, 'four turns of moves overflow the log: it stands at its full height').toBeGreaterThan(s.client)
  const box = (await page.getByTestId('event-log').boundingBox())!
  expect(box.height, 'the log at most 24% of the 800 px window high').toBeLessThanOrEqual(0.24 * 800 + 1)
  expect(box.height, 'and its 96 px at least, zoomed').toBeGreaterThanOrEqual(96 * 1.25 - 1)
  await barInside(page, 'at 1280x800, a UI scale of 1.25')
  await snap(page, testInfo, 'combat log 05 replay at a UI scale of 1.25 1280x800')
  // a 1920 px window at 1.5 is a 1280 px page: the bar's wide forms (a window's breakpoints) ran it off the window
  await page.setViewportSize({ width: 1920, height: 1080 })
  await expect(page.locator('html'), 'the page is 1280 px wide').toHaveAttribute('data-page', 'medium')
  await barInside(page, 'at 1920x1080, a UI scale of 1.5')
  // the resize is not the reader's scroll: the log stays at its newest line (newest-in-view.ts; it stopped 34 px short)
  await expect.poll(async () => { const n = await logScroll(page); return n.height - n.top - n.client }, { message: 'the log at its newest line' }).toBeLessThanOrEqual(12)
  await expect(page.getByTestId('log-newest')).toHaveCount(0)
  await snap(page, testInfo, 'combat log 06 replay at a UI scale of 1.5 1920x1080')
})

/** Every control of the replay bar has its whole box inside the window. */
async function barInside(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width
  const boxes = await page.getByTestId('replay-bar').locator('button, select, input, .replay-label, .frame-count').evaluateAll((els) =>
    els.map((e) => ({ id: e.getAttribute('data-testid') ?? e.textContent ?? '?', left: e.getBoundingClientRect().left, right: e.getBoundingClientRect().right })),
  )
  expect(boxes.length, `${where}: the bar has controls`).toBeGreaterThan(6)
  for (const b of boxes) expect(b.left >= -0.5 && b.right <= width + 0.5, `${where}: ${b.id} (${Math.round(b.left)}-${Math.round(b.right)}) inside the ${width} px window`).toBe(true)
}
