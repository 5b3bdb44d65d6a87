/**
 * Layout (issue 9): at 1024x640, 1280x800 and 1920x1080 the table's panels never overlap and stay inside the
 * window, in a solo duel (planning, then the next prompt after a turn, with the narration filled) and in a free
 * dogfight of 8 planes (a seat with four planes to plan, a damage panel of eight rows). The New game screen keeps
 * Start in sight with 8 planes, and with a bad table size it says what is wrong and keeps the seat list.
 *
 * Measured with getBoundingClientRect on the panels' data-testids; a panel not shown (the empty narration, the
 * chat in a game with nobody to talk to) is left out of the measure. Screenshots at 1280x800 and 1920x1080.
 *
 * Issue 26 ("the table fits every screen"), in a scenario with ground pieces and balloons and Altitude ticked (003
 * Fireworks over the Front: the bar then carries the Threats button and the rules chip): every control of the top
 * bar inside the window, the ones it has no room for in its "☰ More" menu; Leave reachable; Escape closes the menu,
 * then asks to leave; no panel over the planned plane's base nor its ghosts, with the deck open and once it has
 * folded itself after the third card; balloons' plates below the bar.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { type Box, expectApart, overlap, panelBoxes, type Rect } from './support/panels'
import { screenUrl } from './support/screen'
import { openWithUiScale } from './support/ui-scale'
import { WINDOW_SIZE } from '../electron/main/window-size'
import { draftByKeys, nextPrompt, planByKeys, settle, snap, state, straightPlan, view } from './support/table'

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]

/** The table's panels, by data-testid; the HUD is the bar across the top. */
const PANELS = ['hud', 'planning-panel', 'fire-panel', 'no-fire-panel', 'committed-plan', 'damage-panel', 'event-log', 'chat-panel', 'connection-banner']

/** Every shown panel inside the window and clear of every other one; the panels named in `expected` among them. */
async function checkLayout(page: Page, where: string, expected: string[]): Promise<Box[]> {
  const size = page.viewportSize()!
  const boxes = await panelBoxes(page, PANELS)
  const shown = boxes.map((b) => b.id)
  for (const id of expected) expect(shown, `${where}: ${id} is shown`).toContain(id)
  for (const b of boxes) {
    const inside = b.left >= -0.5 && b.top >= -0.5 && b.right <= size.width + 0.5 && b.bottom <= size.height + 0.5
    expect(inside, `${where}: ${b.id} ${JSON.stringify(b)} inside the ${size.width}x${size.height} window`).toBe(true)
  }
  expectApart(boxes, where)
  // the panels are over the nameplates and the canvas: the middle of each panel that takes clicks is the panel's
  for (const id of ['planning-panel', 'damage-panel', 'fire-panel']) {
    const b = boxes.find((x) => x.id === id)
    if (!b) continue
    const top = await page.evaluate(
      ({ x, y, id }) => {
        const doc = (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null } }).document
        return !!doc.elementFromPoint(x, y)?.closest(`[data-testid="${id}"]`)
      },
      { x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2, id },
    )
    expect(top, `${where}: ${id} is on top at its middle (no nameplate or panel over it)`).toBe(true)
  }
  return boxes
}

/** Each damage row keeps its plane's name readable: not squeezed to nothing by its chips and cards. */
async function checkDamageNames(page: Page, where: string): Promise<void> {
  const names = await page.locator('[data-testid^="damage-name-"]').evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', width: e.getBoundingClientRect().width })))
  expect(names.length, `${where}: a name per damage row`).toBeGreaterThan(0)
  for (const n of names) {
    expect(n.text.trim().length, `${where}: the row names its plane`).toBeGreaterThan(0)
    expect(n.width, `${where}: "${n.text}" keeps room to be read`).toBeGreaterThan(60)
  }
}

/** Every deck card's name whole: a name on two lines (Short straight, Hard turn right) was cut by the symbols under it. */
async function checkCardNames(page: Page, where: string): Promise<void> {
  const cut = await page.getByTestId('deck').locator('.card-name').evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent))
  expect(cut, `${where}: deck cards whose names are cut`).toEqual([])
}

/** Every card of the deck whole inside the deck's box: in an 800 px window the ninth column stood 14 px past its edge. */
async function deckWhole(page: Page, where: string): Promise<void> {
  const cut = await page.getByTestId('deck').evaluate((deck) => {
    const r = deck.getBoundingClientRect()
    return [...deck.querySelectorAll('[data-testid^="card-"]')]
      .filter((c) => {
        const b = c.getBoundingClientRect()
        return b.left < r.left - 0.5 || b.right > r.right + 0.5
      })
      .map((c) => c.getAttribute('data-testid'))
  })
  expect(cut, `${where}: deck cards past the deck's edge`).toEqual([])
}

/** Every control of a free dogfight's plane rows (aircraft, side, level, Remove) lies inside the form, none cut off at its right. */
async function planeRowsInside(page: Page, where: string): Promise<void> {
  const body = (await page.getByTestId('new-game-body').boundingBox())!
  const controls = page.locator('[data-testid^="free-aircraft-"], [data-testid^="free-team-"], [data-testid^="free-level-"], [data-testid^="free-remove-"]')
  const n = await controls.count()
  expect(n, `${where}: the plane rows' controls`).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) {
    const b = (await controls.nth(i).boundingBox())!
    const id = await controls.nth(i).getAttribute('data-testid')
    expect(b.x >= body.x - 0.5 && b.x + b.width <= body.x + body.width + 0.5, `${where}: ${id} ${JSON.stringify(b)} inside the form ${JSON.stringify(body)}`).toBe(true)
  }
}

async function startInSight(page: Page, where: string): Promise<void> {
  const start = page.getByTestId('start-game')
  await expect(start).toBeVisible()
  const size = page.viewportSize()!
  const b = (await start.boundingBox())!
  expect(b.y >= 0 && b.y + b.height <= size.height && b.x >= 0 && b.x + b.width <= size.width, `${where}: Start ${JSON.stringify(b)} inside the window`).toBe(true)
  // and nothing lies over it
  const hit = await start.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const doc = el.ownerDocument
    return el.contains(doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
  })
  expect(hit, `${where}: Start is not covered`).toBe(true)
}

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`
  const shots = size.width >= 1280

  test(`layout ${name}: a solo duel's panels do not overlap, before and after a turn`, async ({ page }, testInfo) => {
    test.setTimeout(240_000)
    await page.setViewportSize(size)
    await page.goto(screenUrl())
    await page.getByTestId('new-game').click()
    await startInSight(page, `${name} new game`)
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
    await settle(page)
    await checkLayout(page, `${name} duel planning`, ['hud', 'planning-panel', 'damage-panel'])
    await checkDamageNames(page, `${name} duel`)
    await checkCardNames(page, name)
    if (shots) await snap(page, testInfo, `layout ${name} duel planning`)
    if (size.width === 1024) {
      // the window as small as the app's may be made (electron/main/window-size.ts)
      await page.setViewportSize({ width: WINDOW_SIZE.minWidth, height: WINDOW_SIZE.minHeight })
      await settle(page)
      await checkLayout(page, 'the smallest window, duel planning', ['hud', 'planning-panel', 'damage-panel'])
      await deckWhole(page, 'the smallest window')
      await checkCardNames(page, 'the smallest window')
      await page.setViewportSize(size)
      await settle(page)
    }

    // a turn flown: the narration has lines now, and must not cover the deck or the fire panel
    const v = await view(page)
    const seat = (await state(page)).game.seat!
    const plane = v.planes.find((p) => p.seat === seat)!.id
    await planByKeys(page, v, plane, straightPlan(v, plane))
    let prompt = await nextPrompt(page)
    await settle(page)
    if (prompt === 'fire') {
      // the fire panel beside the damage panel, then the shot sent and the turn played on
      await checkLayout(page, `${name} duel fire step`, ['hud', 'fire-panel', 'damage-panel'])
      if (shots) await snap(page, testInfo, `layout ${name} duel fire step`)
      for (let i = 0; i < 6 && prompt === 'fire'; i++) {
        await page.getByTestId('confirm-fire').click()
        await settle(page)
        prompt = await nextPrompt(page)
        await settle(page)
      }
    }
    if (prompt === 'end') {
      console.log(`${name}: the duel ended in its first turn; the layout after it is measured with the end screen folded`)
      await page.getByTestId('game-end-fold').click()
    }
    const expected: string[] = prompt === 'plan' ? ['planning-panel', 'event-log'] : prompt === 'fire' ? ['fire-panel'] : []
    await checkLayout(page, `${name} duel after a turn (${prompt})`, ['hud', 'damage-panel', ...expected])
    if (shots) await snap(page, testInfo, `layout ${name} duel after a turn`)
  })

  test(`layout ${name}: a free dogfight of 8 planes keeps Start and the seats in sight, and its panels apart`, async ({ page }, testInfo) => {
    test.setTimeout(240_000)
    await page.setViewportSize(size)
    await page.goto(screenUrl())
    await page.getByTestId('new-game').click()
    await page.getByTestId('mode-free').click()
    for (let i = 0; i < 6; i++) await page.getByTestId('add-plane').click()
    await expect(page.getByTestId('free-aircraft-7')).toBeAttached()
    await startInSight(page, `${name} new game, 8 planes`)
    await planeRowsInside(page, `${name} new game, 8 planes`)
    // with 003 Altitude each plane's starting level is chosen too: its row still shows Remove
    await page.getByTestId('rule-altitude').check()
    await expect(page.getByTestId('free-level-7')).toBeAttached()
    await planeRowsInside(page, `${name} new game, 8 planes at their levels`)
    await page.getByTestId('rule-altitude').uncheck()
    if (shots) await snap(page, testInfo, `layout ${name} new game 8 planes`)

    // a bad table size: the screen says what is wrong and still lists the seats; Start waits for a good size
    await page.getByTestId('table-width').fill('5')
    await expect(page.getByTestId('table-problem')).toContainText('width 5 cm')
    await expect(page.getByTestId('table-width')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('start-game')).toBeDisabled()
    await expect(page.getByTestId('seat-row-allied')).toBeVisible()
    await expect(page.getByTestId('seat-row-central')).toBeAttached()
    await startInSight(page, `${name} new game, bad table size`)
    if (shots) await snap(page, testInfo, `layout ${name} new game bad table size`)
    await page.getByTestId('table-width').fill('')
    await expect(page.getByTestId('table-problem')).toContainText('no width')
    await page.getByTestId('table-width').fill('90')
    await expect(page.getByTestId('table-problem')).toHaveCount(0)
    await expect(page.getByTestId('start-game')).toBeEnabled()

    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
    await settle(page)
    await expect(page.locator('[data-testid^="damage-name-"]')).toHaveCount(8)
    // the table may still be starting to play (the bots' planes placed): measure once the panel is back
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
    await checkLayout(page, `${name} dogfight of 8 planning`, ['hud', 'planning-panel', 'damage-panel'])
    await checkDamageNames(page, `${name} dogfight of 8`)
    if (shots) await snap(page, testInfo, `layout ${name} dogfight of 8 planning`)
  })
}

test('layout 1280x800 at a UI scale of 1.5 (1.25 fits): New game keeps Start in sight, and the duel’s panels stay inside and apart', async ({ page }, testInfo) => {
  // a length in the window's units inside a zoomed screen was zoomed again: New game's foot, Start and all, stood
  // at y 921 in an 800 px window (settings.css, --zoom)
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openWithUiScale(page, 1.5)
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await startInSight(page, 'at a UI scale of 1.25, new game')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  await settle(page)
  await checkLayout(page, 'at a UI scale of 1.25, duel planning', ['hud', 'planning-panel', 'damage-panel'])
  await checkCardNames(page, 'at a UI scale of 1.25')
  // a card's tooltip stands in the page's body, which the scale does not zoom: it is zoomed as the panel is, and
  // placed beside the panel in its own pixels (its words were a fifth smaller than the panel's)
  await page.locator('[data-testid=deck] [data-testid^=card-]').nth(4).hover()
  const tip = page.getByTestId('card-tip')
  await expect(tip).toBeVisible()
  const zoomOf = (testId: string) => page.getByTestId(testId).evaluate((e) => (e as unknown as { currentCSSZoom: number }).currentCSSZoom)
  expect(await zoomOf('card-tip'), 'the tooltip drawn at the planning panel’s zoom').toBeCloseTo(await zoomOf('planning-panel'), 3)
  const [tipBox, panelBox] = [(await tip.boundingBox())!, (await page.getByTestId('planning-panel').boundingBox())!]
  expect(tipBox.x, 'the tooltip beside the planning panel').toBeGreaterThanOrEqual(panelBox.x + panelBox.width)
  expect(tipBox.x + tipBox.width, 'and inside the window').toBeLessThanOrEqual(1280)
  expect(tipBox.y + tipBox.height, 'its foot inside the window').toBeLessThanOrEqual(800)
  await snap(page, testInfo, 'layout 1280x800 UI scale 1.25 duel planning')
})

/** Every control of the top bar drawn (buttons, selects, chips) has its whole box inside the window. */
async function barInside(page: Page, where: string): Promise<void> {
  const size = page.viewportSize()!
  const boxes = await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): Rect; getAttribute(n: string): string | null; textContent: string | null }> } }).document
    return Array.from(doc.querySelectorAll('[data-testid=hud] button, [data-testid=hud] select, [data-testid=hud] .chip'))
      .map((e) => ({ id: e.getAttribute('data-testid') ?? e.textContent ?? '?', r: e.getBoundingClientRect() }))
      .filter((b) => b.r.right - b.r.left > 0 && b.r.bottom - b.r.top > 0)
      .map((b) => ({ id: b.id, left: b.r.left, top: b.r.top, right: b.r.right, bottom: b.r.bottom }))
  })
  expect(boxes.length, `${where}: the bar has controls`).toBeGreaterThan(3)
  for (const b of boxes) expect(b.left >= -0.5 && b.top >= -0.5 && b.right <= size.width + 0.5 && b.bottom <= size.height + 0.5, `${where}: ${b.id} ${JSON.stringify(b)} inside the ${size.width}x${size.height} window`).toBe(true)
  expect(boxes.map((b) => b.id), `${where}: Leave is on the bar`).toContain('leave')
}

/** The planned plane's base and its ghosts on the page (test-hooks.ts plannedBoxes), once the camera has stopped gliding. */
async function plannedBoxes(page: Page): Promise<{ plane: string; base: Rect; ghosts: (Rect & { slot: number })[] }> {
  const read = () => page.evaluate(() => (globalThis as unknown as { __overdive: { plannedBoxes(): { plane: string; base: Rect; ghosts: (Rect & { slot: number })[] } | null } }).__overdive.plannedBoxes())
  let last = await read()
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(400)
    const now = await read()
    const still = !!now && !!last && Math.abs(now.base.left - last.base.left) + Math.abs(now.base.top - last.base.top) < 1
    last = now
    if (still) break
  }
  expect(last, 'a plane to plan').not.toBeNull()
  return last!
}

/** No panel's rectangle over the planned plane's base nor its ghosts. */
async function nothingOverThePlane(page: Page, where: string, ghosts: number): Promise<void> {
  const boxes = await panelBoxes(page, PANELS)
  const planned = await plannedBoxes(page)
  expect(planned.ghosts.length, `${where}: ${ghosts} ghosts`).toBe(ghosts)
  const size = page.viewportSize()!
  for (const [name, r] of [['base', planned.base], ...planned.ghosts.map((g) => [`ghost ${g.slot + 1}`, g] as const)] as const) {
    // the base is in the window (the table framed), and under no panel
    expect(r.left >= 0 && r.top >= 0 && r.right <= size.width && r.bottom <= size.height, `${where}: ${planned.plane}'s ${name} ${JSON.stringify(r)} in the window`).toBe(true)
    for (const b of boxes) expect(overlap(r, b), `${where}: ${b.id} ${JSON.stringify(b)} over ${planned.plane}'s ${name} ${JSON.stringify(r)}`).toBe(false)
  }
}

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`
  test(`layout ${name}: ground pieces and Altitude: the bar fits (its rest in More), Escape asks to leave, no panel over the planned plane or its ghosts`, async ({ page }, testInfo) => {
    test.setTimeout(240_000)
    await page.setViewportSize(size)
    await page.goto(screenUrl())
    await page.getByTestId('new-game').click()
    await page.getByTestId('mode-scenario').click()
    await page.getByTestId('scenario').selectOption('fireworks-over-the-front')
    await page.getByTestId('rule-altitude').check()
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
    await settle(page)
    await expect(page.getByTestId('hud-rules')).toBeVisible()

    await test.step('the bar: every control inside the window; what has no room in "☰ More"', async () => {
      await barInside(page, `${name} bar`)
      const more = page.getByTestId('hud-more')
      const folded = (await more.count()) > 0
      // 1280 px and less cannot hold every control with the Threats button and the rules chip
      if (size.width <= 1280) expect(folded, `${name}: the bar folds some controls`).toBe(true)
      if (folded) {
        await more.click()
        await expect(page.getByTestId('hud-menu')).toBeVisible()
        await barInside(page, `${name} bar with its menu open`)
        const menu = (await page.getByTestId('hud-menu').boundingBox())!
        expect(menu.x >= 0 && menu.y >= 0 && menu.x + menu.width <= size.width && menu.y + menu.height <= size.height, `${name}: the menu ${JSON.stringify(menu)} inside the window`).toBe(true)
        if (size.width <= 1280) await snap(page, testInfo, `layout ${name} the bar's More menu`)
        // Escape closes the menu first, and does not ask to leave
        await page.keyboard.press('Escape')
        await expect(page.getByTestId('hud-menu')).toBeHidden()
        await expect(page.getByTestId('leave-dialog')).toHaveCount(0)
      }
      // the Threats toggle is reachable, on the bar or in the menu, and works
      if (!(await page.getByTestId('toggle-threats').isVisible())) await more.click()
      await page.getByTestId('toggle-threats').click()
      await expect(page.getByTestId('toggle-threats')).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('hud-menu')).toHaveCount(folded ? 1 : 0)
      if (folded) await expect(page.getByTestId('hud-menu')).toBeHidden()
    })

    await test.step('Escape asks to leave; Escape again keeps the game', async () => {
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('leave-dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('leave-dialog')).toHaveCount(0)
      await expect(page.getByTestId('planning-panel')).toBeVisible()
      // Leave on the bar asks the same
      await page.getByTestId('leave').click()
      await expect(page.getByTestId('leave-dialog')).toBeVisible()
      await page.getByTestId('leave-dialog-no').click()
      await expect(page.getByTestId('leave-dialog')).toHaveCount(0)
    })

    await test.step('no panel over the planned plane, the deck open and then folded after the third card', async () => {
      await checkLayout(page, `${name} fireworks planning`, ['hud', 'planning-panel', 'damage-panel'])
      await nothingOverThePlane(page, `${name} deck open`, 0)
      if (size.width >= 1280) await snap(page, testInfo, `layout ${name} fireworks deck open`)
      const v = await view(page)
      const seat = (await state(page)).game.seat!
      const plane = v.planes.find((p) => p.seat === seat && p.status === 'flying')!.id
      await draftByKeys(page, v, plane, straightPlan(v, plane))
      // the deck folds by itself: the panel is its row of slots
      await expect(page.getByTestId('deck')).toHaveCount(0)
      await expect(page.getByTestId('planning-collapse')).toHaveText(/Show cards/)
      await nothingOverThePlane(page, `${name} three cards, deck folded`, 3)
      await checkLayout(page, `${name} fireworks planned`, ['hud', 'planning-panel', 'damage-panel'])
      await snap(page, testInfo, `layout ${name} fireworks three cards planned`)
      // the balloons' plates stand below the bar
      const hud = (await page.getByTestId('hud').boundingBox())!
      for (const id of ['balloon-left', 'balloon-right']) {
        const plate = page.getByTestId(`nameplate-${id}`)
        if (!(await plate.isVisible())) continue
        const b = (await plate.boundingBox())!
        expect(b.y, `${name}: ${id}'s plate below the bar`).toBeGreaterThanOrEqual(hud.y + hud.height - 0.5)
      }
      // one key opens the deck again
      await page.keyboard.press('m')
      await expect(page.getByTestId('deck')).toBeVisible()
    })
  })
}

type Hooks = { __overdive: { newGame(s: string, seats: string[]): boolean } }

test('layout 1920x1080: A Hard Task as the German, with balloons and Altitude: the rules chip whole on a full bar, the balloon orders in a line over no plane\'s name', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.evaluate(() => (globalThis as unknown as Hooks).__overdive.newGame('a-hard-task', ['human', 'bot:heuristic']))
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('balloon-orders')).toBeVisible()
  await settle(page)
  await barInside(page, 'A Hard Task bar')
  // the chip names its rules whole, a control folding first: it read "+ Special damage, Altitu…" (the bar's measure
  // left out the gap beside its spacer)
  const chip = await page.getByTestId('hud-rules').evaluate((e) => ({ whole: e.scrollWidth, shown: e.clientWidth }))
  expect(chip.shown, `the rules chip ${JSON.stringify(chip)} is not cut`).toBeGreaterThanOrEqual(chip.whole)
  // four Drachens' orders in one line (they stood in a column of four, over the enemy's names at the far edge)
  const orders = (await page.getByTestId('balloon-orders').boundingBox())!
  expect(orders.height, `the orders ${JSON.stringify(orders)} in one line`).toBeLessThan(60)
  const v = await view(page)
  for (const p of v.planes.filter((q) => q.status === 'flying' || q.status === 'standing')) {
    const plate = await page.getByTestId(`nameplate-${p.id}`).boundingBox()
    if (!plate) continue
    const r = { left: orders.x, top: orders.y, right: orders.x + orders.width, bottom: orders.y + orders.height }
    const q = { left: plate.x, top: plate.y, right: plate.x + plate.width, bottom: plate.y + plate.height }
    expect(overlap(r, q), `the orders ${JSON.stringify(r)} over ${p.id}'s name ${JSON.stringify(q)}`).toBe(false)
  }
})

