/**
 * A LAN guest on a phone (the host's screen offers its address and a QR code "for a phone"). Before card-phone.css
 * and hex-phone.css the tables were the desk's: at 390×844 the chat covered the planning panel and Commit and Leave
 * were off the screen; the hex table's panels lay over the map and each other, its cards a letter wide.
 *
 * Each test joins a game from a phone (touch, 390×844 held upright; then 844×390 sideways for the hex table, and a
 * tablet held upright, 768×1024, for both; the hex table also in a desktop window made small, 800×600) and plays
 * with taps. At each step: every control the player needs is
 * inside the screen and is what a tap at its middle hits (no panel over it); the panels do not overlap; the planned
 * plane's base (card table) or the map's framed area (hex table) is under no panel; the hex table, which leaves out
 * the table's cards there, shows the other hand's count (and held sideways the deck's) in sight. A third test asks the card
 * table's questions along its top (where a plane enters; a balloon's orders) on a phone; a fourth, that the hex
 * table's labels keep off each other and inside the window. docs/lan.md, "On a phone or a tablet", says what each
 * table does there.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectApart, overlap, panelBoxes, type Rect } from './support/panels'
import { screenUrl } from './support/screen'
import { WINDOW_SIZE } from '../electron/main/window-size'
import { activePlane, holdFire, hooksReady, planByKeys, snap, state, straightPlan, view } from './support/table'

const UPRIGHT = { width: 390, height: 844 }
const SIDEWAYS = { width: 844, height: 390 }
const TABLET = { width: 768, height: 1024 }
/** the app's window made as small as it may be: held sideways, but taller than a phone (hex-phone.css's last block) */
const SMALL_WINDOW = { width: WINDOW_SIZE.minWidth, height: WINDOW_SIZE.minHeight }
const PHONE = { viewport: UPRIGHT, isMobile: true, hasTouch: true }

/** In the window, and what a tap at its middle reaches (the element or something inside it). */
async function tappable(page: Page, control: Locator, what: string): Promise<void> {
  await expect(control, what).toBeVisible()
  const hit = await control.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const w = globalThis as unknown as { innerWidth: number; innerHeight: number; document: { elementFromPoint(x: number, y: number): unknown } }
    const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= w.innerWidth + 0.5 && r.bottom <= w.innerHeight + 0.5
    const top = w.document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2) as { contains?: unknown } | null
    return { inside, reached: !!top && (el as unknown as { contains(n: unknown): boolean }).contains(top), rect: [r.left, r.top, r.right, r.bottom].map(Math.round) }
  })
  expect(hit.inside, `${what} ${JSON.stringify(hit.rect)} inside the screen`).toBe(true)
  expect(hit.reached, `${what} ${JSON.stringify(hit.rect)} under no other panel`).toBe(true)
}

async function noOverlaps(page: Page, ids: string[], where: string): Promise<void> {
  expectApart(await panelBoxes(page, ids), where)
}

/** How far the page reaches past the window's right edge, px (0: nothing to scroll sideways). */
const sideways = (page: Page) => page.evaluate(() => {
  const w = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } }
  return w.document.documentElement.scrollWidth - w.innerWidth
})

async function joinAsGuest(phone: Page, session: string, seat: string): Promise<void> {
  await phone.goto('/?speed=10')
  // the menu and the settings in the phone's width (the menu's card was 440 px, the settings' rows wider still)
  await tappable(phone, phone.getByTestId('open-join'), 'Join or watch a game')
  expect(await sideways(phone)).toBeLessThanOrEqual(0)
  await phone.getByTestId('menu-settings').tap()
  const grid = phone.locator('.settings-grid')
  await expect(grid).toBeVisible()
  expect(await grid.evaluate((el) => el.scrollWidth - el.clientWidth), 'every setting in the width').toBeLessThanOrEqual(1)
  await tappable(phone, phone.getByTestId('settings-done'), 'Done')
  await phone.getByTestId('settings-done').tap()
  await phone.getByTestId('open-join').tap()
  await phone.getByTestId(`sit-${session}-${seat}`).tap()
  await expect(phone.getByTestId('lobby-screen')).toBeVisible()
  // the lobby's seats: as many headings shown as cells in a row (a narrow window drops the Flies column whole)
  const shown = (cells: Locator) => cells.evaluateAll((els) => els.filter((e) => (e as unknown as { checkVisibility(): boolean }).checkVisibility()).length)
  expect(await shown(phone.locator('.lobby-seats thead th'))).toBe(await shown(phone.getByTestId('lobby-seat').first().locator('td')))
  await tappable(phone, phone.getByTestId('lobby-ready'), 'I am ready')
}

/** Commit tapped; a plan that leaves the table asks once more (PlanningPanel's commit-confirm), answered by a tap. */
async function commitByTaps(phone: Page): Promise<void> {
  const commit = phone.getByRole('button', { name: /^Commit/ })
  await tappable(phone, commit, 'Commit')
  await commit.tap()
  const anyway = phone.getByTestId('commit-anyway')
  await expect(phone.getByTestId('planning-panel').or(anyway).first()).toBeVisible()
  if (await anyway.isVisible()) {
    // a touch screen is not told of keys it has not got
    await expect(anyway).toHaveText('Commit anyway', { useInnerText: true })
    await tappable(phone, anyway, 'Commit anyway')
    await anyway.tap()
  }
}

const CARD_PANELS = ['hud', 'planning-panel', 'fire-panel', 'no-fire-panel', 'damage-panel', 'event-log', 'chat-panel']

test('phone: a guest at 390×844 plans with taps, commits, fires and sees the end, every control in reach', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000)
  const phone = await (await browser.newContext(PHONE)).newPage()
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  // a free dogfight on a small table: straight ahead, a plane soon leaves it and the game ends
  await page.getByTestId('mode-free').click()
  await page.getByTestId('table-width').fill('40')
  await page.getByTestId('table-depth').fill('40')
  await page.getByTestId('seat-kind-central').selectOption('guest')
  await page.getByTestId('seat-kind-allied').selectOption('human')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('lobby-screen')).toBeVisible()
  const session = (await state(page)).game.session!
  await joinAsGuest(phone, session, 'central')
  await page.getByTestId('lobby-start').click()
  // the host's screen flies straight ahead from its keyboard
  const hostPlans = async () => {
    const v = await view(page)
    const plane = await activePlane(page, v, 'allied', 'plan')
    await planByKeys(page, v, plane, straightPlan(v, plane))
  }

  await test.step('the planning panel, the deck and the bar are in reach; the plane is under no panel', async () => {
    await expect(phone.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
    // the chat and the log start folded on a phone: the table needs the room
    await expect(phone.getByTestId('chat-panel')).toHaveClass(/folded/)
    await expect(phone.getByTestId('event-log')).toHaveClass(/folded/)
    await tappable(phone, phone.getByTestId('leave'), 'Leave')
    const cards = phone.getByTestId('deck').locator('.card')
    expect(await cards.count()).toBeGreaterThan(10)
    for (const card of await cards.all()) await tappable(phone, card, `deck card ${await card.getAttribute('data-testid')}`)
    await noOverlaps(phone, CARD_PANELS, 'planning')
    await expect
      .poll(async () => {
        const base = await phone.evaluate(() => (globalThis as unknown as { __overdive: { plannedBoxes(): { base: Rect } | null } }).__overdive.plannedBoxes()?.base ?? null)
        if (!base || base.top < 0 || base.bottom > UPRIGHT.height) return 'off the screen'
        return (await panelBoxes(phone, CARD_PANELS)).filter((b) => overlap(b, base)).map((b) => b.id).join(', ') || 'clear'
      }, { message: 'the planned plane under no panel', timeout: 20_000 })
      .toBe('clear')
    await snap(phone, testInfo, 'phone 01 the card table held upright')
  })

  await test.step('three cards tapped in, Commit tapped: the host has the plan', async () => {
    for (let i = 0; i < 3; i++) await phone.getByTestId('deck').locator('.card:not(.disabled)').first().tap()
    await commitByTaps(phone)
    await expect(phone.getByTestId('planning-panel')).toHaveCount(0)
    // the host plans from its keyboard, then both turns are flown
    await hostPlans()
  })

  await test.step('the next question (fire, or the next plan) is in reach', async () => {
    // (on a table this small both planes may already have left it: then the next thing shown is the end)
    const next = phone.locator('[data-testid="fire-panel"], [data-testid="no-fire-panel"], [data-testid="planning-panel"], [data-testid="game-end"]')
    await expect(next.first()).toBeVisible({ timeout: 90_000 })
    const id = await next.first().getAttribute('data-testid')
    const button = id === 'planning-panel' ? phone.getByTestId('deck').locator('.card').first() : id === 'fire-panel' ? phone.getByTestId('confirm-fire') : id === 'game-end' ? phone.getByTestId('game-end').getByRole('button').last() : phone.getByTestId('leave')
    await tappable(phone, button, `${id}'s last button`)
    await noOverlaps(phone, CARD_PANELS, id!)
    await snap(phone, testInfo, `phone 02 then ${id}`)
    // the same on a tablet held upright
    await phone.setViewportSize(TABLET)
    await tappable(phone, button, `${id}'s last button on a tablet`)
    if (id !== 'game-end') await tappable(phone, phone.getByTestId('leave'), 'Leave on a tablet')
    await noOverlaps(phone, CARD_PANELS, `${id} on a tablet`)
    await snap(phone, testInfo, `phone 03 ${id} on a tablet`)
    await phone.setViewportSize(UPRIGHT)
  })

  await test.step('played to the end with taps (fire held, straight ahead): the end in the screen, its buttons in reach', async () => {
    const end = phone.getByTestId('game-end')
    for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
      if (await phone.getByTestId('fire-panel').isVisible()) {
        for (const hold of await phone.getByTestId('fire-panel').locator('button[data-testid^="hold-"]').all()) await hold.tap()
        await tappable(phone, phone.getByTestId('confirm-fire'), 'the fire orders')
        await phone.getByTestId('confirm-fire').tap()
      } else if (await phone.getByTestId('planning-panel').isVisible()) {
        for (let k = 0; k < 3; k++) await phone.getByTestId('deck').locator('.card:not(.disabled)').first().tap()
        await commitByTaps(phone)
      }
      const host = (await page.getByTestId('fire-panel').isVisible()) ? 'fire' : (await page.getByTestId('planning-panel').isVisible()) ? 'plan' : null
      if (host === 'fire') await holdFire(page)
      if (host === 'plan') await hostPlans()
      await phone.waitForTimeout(500)
    }
    await expect(end).toBeVisible()
    const card = end.locator('.game-end-card')
    const box = (await card.boundingBox())!
    expect(box.x >= 0 && box.x + box.width <= UPRIGHT.width + 0.5, `the end's card ${JSON.stringify(box)} in the width`).toBe(true)
    // its words in its width: the card does not scroll sideways (the planes' summary scrolls on its own)
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1)
    const reason = card.locator('.result-banner .reason')
    expect(await reason.evaluate((el) => el.scrollWidth - el.clientWidth), 'the reason the game ended, whole').toBeLessThanOrEqual(1)
    for (const button of await card.getByRole('button').all()) await tappable(phone, button, `the end's ${await button.innerText()}`)
    await snap(phone, testInfo, 'phone 04 the end')
  })
})

type CardHooks = { __overdive: { newGame(s: string, seats: string[]): boolean; tableToScreen(x: number, y: number): { x: number; y: number } | null } }

/** Where the table's four corners and a plane stand on the page, from the camera now. */
async function tablePoints(page: Page, plane: string): Promise<{ x: number; y: number }[]> {
  const v = await view(page)
  const { width, depth } = v.setup.table
  const p = v.planes.find((q) => q.id === plane)!
  const points = await page.evaluate((ps) => ps.map(([x, y]) => (globalThis as unknown as CardHooks).__overdive.tableToScreen(x, y)), [[0, 0], [width, 0], [0, depth], [width, depth], [p.x, p.y]])
  return points.map((q) => q ?? { x: -1, y: -1 })
}

test('phone: the questions along the card table\'s top (where a plane enters, a balloon\'s orders) leave the log, the damage and the table be', async ({ browser }, testInfo) => {
  const phone = await (await browser.newContext(PHONE)).newPage()
  const start = async (page: Page, scenario: string) => {
    await page.goto(screenUrl())
    await expect(page.getByTestId('main-menu')).toBeVisible()
    // the test hooks come by a dynamic import, which may land after the menu shows
    await hooksReady(page)
    await page.evaluate((s) => (globalThis as unknown as CardHooks).__overdive.newGame(s, ['human', 'bot:heuristic']), scenario)
  }

  await test.step('where the Albatros enters: in the damage strip\'s place held upright, the right-hand column sideways', async () => {
    // A Lonely Sentinel (003 lines 1288-1292): the German Albatros enters on turn 3, its side chosen in secret in
    // turn 1. Before, the row stood under the damage strip, over the log's button and the table's far half; held
    // sideways, over the table's far edge and the Nieuport
    await start(phone, 'a-lonely-sentinel')
    const row = phone.getByTestId('entry-choice')
    await expect(row).toBeVisible({ timeout: 60_000 })
    await noOverlaps(phone, ['hud', 'entry-choice', 'event-log', 'chat-panel'], 'the entry asked')
    // the planes' plates carry their damage meanwhile
    await expect(phone.getByTestId('damage-panel')).toBeHidden()
    for (const button of await row.getByRole('button').all()) await tappable(phone, button, `the row's ${await button.innerText()}`)
    const box = (await row.boundingBox())!
    await expect
      .poll(async () => Math.min(...(await tablePoints(phone, 'nieuport')).map((q) => q.y)) >= box.y + box.height, { message: 'the table and the Nieuport below the row', timeout: 20_000 })
      .toBe(true)
    await snap(phone, testInfo, 'phone 05 where the Albatros enters')
    await phone.setViewportSize(SIDEWAYS)
    await noOverlaps(phone, ['hud', 'entry-choice', 'event-log', 'chat-panel'], 'the entry asked, sideways')
    for (const button of await row.getByRole('button').all()) await tappable(phone, button, `the row's ${await button.innerText()}, sideways`)
    await expect
      .poll(
        async () => {
          const r = (await row.boundingBox())!
          return Math.max(...(await tablePoints(phone, 'nieuport')).map((q) => q.x)) <= r.x
        },
        { message: 'the table and the Nieuport left of the row, sideways', timeout: 20_000 },
      )
      .toBe(true)
    await snap(phone, testInfo, 'phone 06 where the Albatros enters, sideways')
    await phone.setViewportSize(UPRIGHT)
    // answered, the row goes and the damage strip is back in its place
    await row.getByRole('button').first().tap()
    await expect(row).toHaveCount(0, { timeout: 30_000 })
    await expect(phone.getByTestId('damage-panel')).toBeVisible()
    await noOverlaps(phone, ['hud', 'damage-panel', 'event-log', 'chat-panel'], 'the entry chosen')
  })

  await test.step("a balloon's orders, there all game: folded to a button on the log's line, the damage strip kept", async () => {
    // A Race against Time: the German Drachen has a winch and observers (003 lines 574-583, 787-801)
    const page = await phone.context().newPage()
    await start(page, 'a-race-against-time')
    const orders = page.getByTestId('balloon-orders')
    await expect(orders).toBeVisible({ timeout: 60_000 })
    await expect(page.getByTestId('damage-panel')).toBeVisible()
    await expect(orders.getByRole('button', { name: 'Winch down' })).toBeHidden()
    await tappable(page, page.getByTestId('balloon-orders-fold'), 'the orders folded')
    await noOverlaps(page, ['hud', 'damage-panel', 'balloon-orders', 'event-log', 'chat-panel', 'planning-panel'], 'the orders folded')
    await page.getByTestId('balloon-orders-fold').tap()
    await tappable(page, orders.getByRole('button', { name: 'Winch down' }), 'Winch down')
    await noOverlaps(page, ['hud', 'damage-panel', 'balloon-orders', 'chat-panel', 'planning-panel'], 'the orders open')
    await snap(page, testInfo, 'phone 07 the balloon orders open')
  })

  await test.step("held sideways, the orders folded in the desk's place; open, in the damage panel's", async () => {
    // before, they stood open at the top in the middle, over the table's far edge and the planes' plates there
    const page = await phone.context().newPage()
    await page.setViewportSize(SIDEWAYS)
    await start(page, 'a-race-against-time')
    const orders = page.getByTestId('balloon-orders')
    await expect(orders).toBeVisible({ timeout: 60_000 })
    await expect(orders.getByRole('button', { name: 'Winch down' })).toBeHidden()
    await tappable(page, page.getByTestId('balloon-orders-fold'), 'the orders folded, sideways')
    await noOverlaps(page, ['hud', 'damage-panel', 'balloon-orders', 'event-log', 'chat-panel', 'planning-panel'], 'the orders folded, sideways')
    await page.getByTestId('balloon-orders-fold').tap()
    await tappable(page, orders.getByRole('button', { name: 'Winch down' }), 'Winch down, sideways')
    await tappable(page, orders.getByRole('button', { name: 'Observers bail out' }), 'Observers bail out, sideways')
    await expect(page.getByTestId('damage-panel'), 'the open orders take the damage panel’s place').toBeHidden()
    await noOverlaps(page, ['hud', 'balloon-orders', 'event-log', 'chat-panel', 'planning-panel'], 'the orders open, sideways')
    await snap(page, testInfo, 'phone 08 the balloon orders open, sideways')
    await page.getByTestId('balloon-orders-fold').tap()
    await expect(page.getByTestId('damage-panel'), 'folded again, the damage panel is back').toBeVisible()
  })
})

type HexHooks = { __overdive: { state(): { rulesetGame: { session: string; seat: string | null; waitingFor: string[]; view: { seq: number } | null } | null }; newHexGame(s: string, seats: string[], options?: object, seed?: string): boolean; hexLegal(): { type: string }[]; hexSend(c: object): boolean } }
const HEX_PANELS = ['hex-hud', 'hex-planes', 'hex-log', 'hex-move', 'hex-hand', 'chat-panel']

/**
 * Every plane's plate on the hex map inside the window's sides (HexPlanes.tsx, within-sides.ts): held upright, the
 * planes at the map's two sides had their names cut by the window's edges ("ith Camel alt 4").
 */
async function hexPlatesInside(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const w = globalThis as unknown as { innerWidth: number; document: { querySelectorAll(s: string): Iterable<{ getBoundingClientRect(): Rect }> } }
          const boxes = [...w.document.querySelectorAll('[data-testid^="hex-plane-"]')].map((e) => e.getBoundingClientRect()).filter((r) => r.right > r.left)
          return boxes.length > 0 && boxes.every((r) => r.left >= -0.5 && r.right <= w.innerWidth + 0.5)
        }),
      { message: `the planes' plates inside the window's sides, ${where}`, timeout: 10_000 },
    )
    .toBe(true)
}

/**
 * Room for the map and the hand: the map's free area at least a third of the window's width, and two cards of the
 * hand whole in sight. In an 800×600 window the desk's columns left the map a strip 220 px wide and the hand a card
 * and a half.
 */
async function roomToPlay(page: Page, where: string): Promise<void> {
  const area = (await page.locator('[data-testid="hex-scene"] canvas').getAttribute('data-map-area'))?.split(' ').map(Number) ?? []
  const width = page.viewportSize()!.width
  expect(width - area[1] - area[3], `${where}: the map's free width`).toBeGreaterThanOrEqual(width / 3)
  const whole = await page.getByTestId('hex-hand').locator('.cards').evaluate((row) => {
    const r = row.getBoundingClientRect()
    return [...row.querySelectorAll('.hex-card')].filter((c) => {
      const b = c.getBoundingClientRect()
      return b.left >= r.left - 0.5 && b.right <= r.right + 0.5
    }).length
  })
  expect(whole, `${where}: the hand's cards whole in sight`).toBeGreaterThanOrEqual(2)
}

/** The map framed where no panel is: the canvas's data-map-area ("top right bottom left", px) against the panels. */
async function mapClear(phone: Page, where: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const area = (await phone.locator('[data-testid="hex-scene"] canvas').getAttribute('data-map-area'))?.split(' ').map(Number) ?? []
        const size = phone.viewportSize()!
        const free = { left: area[3], top: area[0], right: size.width - area[1], bottom: size.height - area[2] }
        if (free.bottom - free.top < 80) return `too small ${JSON.stringify(free)}`
        return (await panelBoxes(phone, HEX_PANELS)).filter((b) => overlap(b, free)).map((b) => b.id).join(', ') || 'clear'
      },
      { message: `${where}: the map framed under no panel`, timeout: 15_000 },
    )
    .toBe('clear')
}

test('phone: a hex guest held upright and then sideways flies its move with taps, every control in reach', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000)
  const phone = await (await browser.newContext(PHONE)).newPage()
  await page.goto(screenUrl())
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await hooksReady(page)
  await page.evaluate(() => (globalThis as unknown as HexHooks).__overdive.newHexGame('duel', ['human', 'guest']))
  await expect(page.getByTestId('lobby-screen')).toBeVisible()
  const session = await page.evaluate(() => (globalThis as unknown as HexHooks).__overdive.state().rulesetGame!.session)
  await joinAsGuest(phone, session, 'germans')
  await page.getByTestId('lobby-start').click()
  await expect(phone.getByTestId('hex-table')).toBeVisible({ timeout: 60_000 })
  const game = (p: Page) => p.evaluate(() => (globalThis as unknown as HexHooks).__overdive.state().rulesetGame!)

  // the host flies its moves through the hooks: slow down, end the move (whatever keeps its plane on the map)
  const hostPlays = async () => {
    for (let i = 0; i < 20; i++) {
      const g = await game(page)
      if (!g.seat || !g.waitingFor.includes(g.seat)) return
      await page.evaluate(() => {
        const o = (globalThis as unknown as HexHooks).__overdive
        const legal = o.hexLegal() as { type: string; delta?: number }[]
        const pick = legal.find((c) => c.type === 'end-move') ?? legal.find((c) => c.type === 'speed' && c.delta === -1) ?? legal.find((c) => c.type === 'move') ?? legal[0]
        return pick ? o.hexSend(pick) : false
      })
      await expect.poll(async () => (await game(page)).view!.seq).toBeGreaterThan(g.view!.seq)
    }
  }

  for (const [size, name] of [
    [UPRIGHT, 'upright'],
    [SIDEWAYS, 'sideways'],
    [TABLET, 'a tablet upright'],
    [SMALL_WINDOW, 'a small window held sideways'],
  ] as const) {
    await test.step(`${name}: the steps, the hand and Leave in reach, the map clear; a move flown with taps`, async () => {
      await phone.setViewportSize(size)
      // to the guest's move: the host flies its own; a question the rules ask the guest (a stall card on a slow
      // enemy) is answered with a tap on its last answer, in reach like the rest
      const prompt = phone.getByTestId('hex-prompt')
      await expect
        .poll(
          async () => {
            await hostPlays()
            if (!(await prompt.isVisible())) return phone.getByTestId('hex-step-move').isEnabled()
            const answers = prompt.getByRole('button')
            if ((await answers.count()) > 0) {
              await tappable(phone, answers.last(), 'the question’s answer')
              await answers.last().tap()
            } else if (await phone.getByTestId('hex-send-chosen').isVisible()) {
              // a hand over its limit: the cards to discard are chosen in the hand, then sent from its bar
              for (let i = 0; !(await phone.getByTestId('hex-send-chosen').isEnabled()) && i < 8; i++) await phone.getByTestId(`hex-card-${i}`).tap()
              await tappable(phone, phone.getByTestId('hex-send-chosen'), 'Discard them')
              await phone.getByTestId('hex-send-chosen').tap()
            }
            return false
          },
          { message: "the guest's move", timeout: 60_000 },
        )
        .toBe(true)
      for (const id of ['leave', 'hex-step-move', 'hex-step-face-left', 'hex-step-face-right', 'hex-step-climb', 'hex-step-dive', 'hex-step-faster', 'hex-step-slower', 'hex-trade', 'hex-step-end-move']) await tappable(phone, phone.getByTestId(id), id)
      await tappable(phone, phone.getByTestId('hex-hand').locator('.hex-card').first(), 'the first card of the hand')
      await expect(phone.getByTestId('hex-hand-bar'), 'no keys named on a touch screen').toHaveText('Pick a card to see how to play it', { useInnerText: true })
      await expect(phone.locator('.hex-table kbd:visible'), 'no key chips on a touch screen').toHaveCount(0)
      await noOverlaps(phone, HEX_PANELS, name)
      await mapClear(phone, name)
      await roomToPlay(phone, name)
      // the table's cards are left out at these sizes: the host's hand as a count in the planes' list, in sight; the
      // deck's count and the discard pile held sideways under it, held upright in the bar
      const seen = (await game(phone)).view as unknown as { handCounts: Record<string, number>; deckCount: number }
      await tappable(phone, phone.getByTestId('hex-held-camel'), "the host's hand's count")
      await expect(phone.getByTestId('hex-held-camel')).toHaveText(String(seen.handCounts.allies))
      const [pile, hidden] = size.width > size.height ? ['hex-pile', 'hex-bar-pile'] : ['hex-bar-pile', 'hex-pile']
      await tappable(phone, phone.getByTestId(pile), 'the deck and the discard pile')
      await expect(phone.getByTestId(pile)).toContainText(`Deck ${seen.deckCount} · discard pile`)
      await expect(phone.getByTestId(hidden), 'said once').toBeHidden()
      await hexPlatesInside(phone, name)
      await snap(phone, testInfo, `phone hex ${name}`)
      // the host's plane slows down near its edge, and the guest's flies straight at it: at one altitude the
      // guest would fly into its hex in the fourth move and both crash (002 MOVE PHASE: "Two planes in the same hex
      // at the same altitude crash"), ending the game (one start in six). At the host's altitude, climb (or dive) first.
      const now = (await game(phone)).view as unknown as { seq: number; planes: { seat: string; altitude: number; status: string }[] }
      const [mine, host] = ['germans', 'allies'].map((s) => now.planes.find((p) => p.seat === s)!)
      if (host.status === 'flying' && host.altitude === mine.altitude) {
        const change = (await phone.getByTestId('hex-step-climb').isEnabled()) ? 'hex-step-climb' : 'hex-step-dive'
        await phone.getByTestId(change).tap()
        await expect.poll(async () => (await game(phone)).view!.seq, { message: `the host took ${change}` }).toBeGreaterThan(now.seq)
      }
      // fly the speed, a space a tap, then end the move
      const ended = phone.getByTestId('hex-log').locator('li', { hasText: 'ends its move' })
      const before = await ended.count()
      for (let i = 0; i < 8 && (await phone.getByTestId('hex-step-move').isEnabled()); i++) {
        const seq = (await game(phone)).view!.seq
        await phone.getByTestId('hex-step-move').tap()
        await expect.poll(async () => (await game(phone)).view!.seq, { message: 'the host took the space flown' }).toBeGreaterThan(seq)
      }
      await phone.getByTestId('hex-step-end-move').tap()
      await expect.poll(() => ended.count(), { message: 'the log says the move ended' }).toBeGreaterThan(before)
    })
  }

  await test.step('a spectator on a phone: its bar (with Watching) grows, and the panels below it move down', async () => {
    const watcher = await (await browser.newContext(PHONE)).newPage()
    await watcher.goto('/?speed=10')
    await watcher.getByTestId('open-join').tap()
    await watcher.getByTestId(`watch-${session}`).tap()
    await expect(watcher.getByTestId('hex-watching')).toBeVisible({ timeout: 30_000 })
    await expect(watcher.getByTestId('hex-hand')).toHaveCount(0)
    await tappable(watcher, watcher.getByTestId('leave'), 'Leave')
    expect(await watcher.getByTestId('hex-hud').evaluate((el) => el.scrollHeight - el.clientHeight), 'the bar holds its rows').toBeLessThanOrEqual(1)
    await noOverlaps(watcher, HEX_PANELS, 'a spectator')
    await mapClear(watcher, 'a spectator')
    await snap(watcher, testInfo, 'phone hex spectator')
  })
})

test("phone: the hex table's labels keep off each other and inside the window (Balloon Busting, Ground Attack upright; a two-on-two's start sideways and at the desk's 1280x800); held sideways, the deck's line under four planes in sight", async ({ browser }, testInfo) => {
  // On a phone the map is small. Before, in Balloon Busting the Fokker's label (altitude 3 over the balloon's hex)
  // lay over the balloon's; in Ground Attack the Fokker's lay over a cloud's and a machine gun's over the other
  // cloud's; at 1920x1080 a plane's label lay under the start's dice and a cloud's over the range badges of a shot
  // through it. And a label took the taps on it, so one by a panel took the taps meant for the panel's button. At a
  // two-on-two's start (002 GAME SETUP: four planes roll their altitude and turn order at once) held sideways, the
  // words under the four planes' dice lay over each other and over the planes' labels, and at 1280x800 on a desk's
  // screen too: the dice show their faces only. In Ground Attack held upright, while the start's dice stood, a cloud's
  // and the machine guns' labels lay over them and over each other: a label with no place clear waits until the dice
  // go. Each game is checked while its start's dice are up. The seed fixes the starting altitudes' dice.
  const desk = { viewport: { width: 1280, height: 800 } }
  const sideways = { ...PHONE, viewport: SIDEWAYS }
  const dice = '[data-testid="hex-scene"] [data-testid^="hex-dice-"]'
  for (const [scenario, shown, seats, context] of [
    ['balloon-busting', '[data-testid="hex-balloon-drachen"]', 2, PHONE],
    ['ground-attack', '[data-testid="hex-cloud-1"]', 2, PHONE],
    ['two-on-two', dice, 4, sideways],
    ['two-on-two', dice, 4, desk],
  ] as const) {
    // a page of its own for each game
    const phone = await (await browser.newContext(context)).newPage()
    const where = `${scenario} at ${context.viewport.width}x${context.viewport.height}`
    await phone.goto(screenUrl())
    await expect(phone.getByTestId('main-menu')).toBeVisible()
    await hooksReady(phone)
    const seated = ['human', ...Array.from({ length: seats - 1 }, () => 'bot:heuristic')]
    await phone.evaluate(([s, who]) => (globalThis as unknown as HexHooks).__overdive.newHexGame(s, who, undefined, '0123456789abcdef0123456789abcdef'), [scenario, seated] as const)
    await expect(phone.getByTestId('hex-table')).toBeVisible({ timeout: 60_000 })
    await expect(phone.locator(shown).first()).toBeVisible({ timeout: 30_000 })
    // what was wrong while the dice were up, for the failure's message once they have gone
    let withDice = 'nothing'
    // checked while the start's dice are up (every plane rolls), and in the 1v1 games once they have gone: a label
    // with no room waits while dice stand, so only then is every label's place its own
    const apartWhile = (gone: boolean) => expect
      .poll(
        () =>
          phone.evaluate(([minDice, gone]) => {
            type El = { dataset: { testid: string }; tagName: string; getBoundingClientRect(): Rect; closest(s: string): unknown }
            const w = globalThis as unknown as { innerWidth: number; document: { querySelectorAll(s: string): Iterable<El>; elementFromPoint(x: number, y: number): El | null } }
            // the labels over the map (the planes' list uses the same ids for its rows); one that waits for the dice
            // to go stands above the window
            const labels = [...w.document.querySelectorAll(['plane', 'balloon', 'ground', 'cloud'].map((k) => `[data-testid="hex-scene"] [data-testid^="hex-${k}-"]`).join(', '))]
              .map((e) => ({ e, id: e.dataset.testid, r: e.getBoundingClientRect() }))
              .filter(({ r }) => r.right > r.left && r.bottom > 0)
            const over = (a: Rect, b: Rect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
            const wrong = labels.filter(({ r }) => r.left < -0.5 || r.right > w.innerWidth + 0.5).map(({ id }) => `${id} past a side`)
            // a tap on a label goes through it, and through the dice over it, to the map or a panel (drei's wrappers
            // took the taps: a label's, meant for a panel's button; the start's dice, meant for the map)
            for (const { id, r } of labels) {
              const hit = w.document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)
              if (hit && hit.tagName !== 'CANVAS' && !hit.closest('.hex-panel')) wrong.push(`${id} takes taps`)
            }
            for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) if (over(a.r, b.r)) wrong.push(`${a.id} over ${b.id}`)
            // the start's dice and the range badges stay where they are, by what they mark: the labels keep off them
            const fixed = [...w.document.querySelectorAll('[data-testid="hex-scene"] [data-testid^="hex-dice-"], [data-testid="hex-scene"] [data-testid^="hex-range-"]')]
            for (const f of fixed) for (const { id, r } of labels) if (over(r, f.getBoundingClientRect())) wrong.push(`${id} over ${f.dataset.testid}`)
            // and the badges in a line of small hexes keep off each other (at full size each lay over the next)
            const badges = fixed.filter((f) => f.dataset.testid.startsWith('hex-range-')).map((f) => ({ id: f.dataset.testid, r: f.getBoundingClientRect() }))
            for (const [i, a] of badges.entries()) for (const b of badges.slice(i + 1)) if (over(a.r, b.r)) wrong.push(`${a.id} over ${b.id}`)
            const dice = fixed.filter((f) => f.dataset.testid.startsWith('hex-dice-')).length
            if (gone && dice > 0) return `${dice} places' dice still up`
            if (!gone && dice < minDice) return `only ${dice} places' dice`
            return labels.length >= 4 ? wrong.join(', ') || 'apart' : `only ${labels.length} labels`
          }, [seats, gone] as const).then((r) => ((withDice = gone || r.startsWith('only') ? withDice : r), r)),
        { message: `${where}: the labels over the map apart and inside the window, ${gone ? 'the dice gone' : 'the dice up'}`, timeout: 15_000 },
      )
      .toBe('apart')
    await apartWhile(false).catch((e: Error) => {
      throw new Error(`${e.message}\nWhile the dice were up: ${withDice}`)
    })
    await snap(phone, testInfo, `phone hex labels apart ${where}`)
    if (seats === 2) await apartWhile(true)
    // held sideways, the deck's count and the discard pile stay in sight at the foot of the four planes' list, which
    // scrolls (at its end they were out of sight until scrolled)
    if (context === sideways) await tappable(phone, phone.getByTestId('hex-pile'), "the deck and the discard pile under four planes' list")
  }
})
