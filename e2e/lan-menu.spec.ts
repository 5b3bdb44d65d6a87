/**
 * A LAN game from the app's menu to the end (issue 8), each player in a browser context of their own:
 * - host A's screen turns on hosting from the menu (the addresses and the QR code) and sets up a free dogfight
 *   with both seats left for guests: the game waits in its lobby, which shows the address guests open;
 * - host B (a second copy of the app, here a second served host) finds A's game in "Join a LAN game" through
 *   DNS-SD and joins it through its own host, as the desktop app does;
 * - a browser guest opens A's LAN address; a spectator watches;
 * - they talk in the lobby, say they are ready, A starts, and both guests fly the game to its end.
 *
 * Discovery runs the real bonjour-service stack over a loopback-only transport (OVERDIVE_MDNS=loopback:…, set
 * for both hosts): nothing is sent beyond 127.0.0.1. A's LAN server is bound to 127.0.0.1 (--lan-bind).
 */
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { E2E_MDNS, screenToken, screenUrl } from './support/screen'
import { killHost, startServedHost } from './support/served-host'
import type { FireCommand, PlanCommand } from '../shared/engine/types'
import { activePlane, hooksReady, nextPrompt, pilotChoice, planByKeys, planesWithSecrets, snap, state, straightPlan, view } from './support/table'

const portB = Number(process.env.OVERDIVE_E2E_PORT ?? 4520) + 12
const urlB = `http://127.0.0.1:${portB}/?speed=10`

/** Host B: the built host (the webServer step built it into out-e2e) on its own port and saves. */
const startHostB = () => startServedHost(portB, mkdtempSync(join(tmpdir(), 'overdive-e2e-lan-b-')), { args: ['--lan-bind', '127.0.0.1'], env: { OVERDIVE_MDNS: E2E_MDNS } })

/**
 * The guests fight (the heuristic bot's choices, entered through the UI) for this many turns, then fly off. The
 * host's seed is its own, so the damage deck is not the same each run: in about 4% of this dogfight's games a plane
 * draws an explosion in the first turn and the game ends there (400 seeds played through the engine with the same
 * choices: 15 ended in turn 1, all by an explosion, the rest in turn 3), which is a rightful end too.
 */
const FIGHT_TURNS = 2

/** Fire orders the guests gave with a target, through the UI. */
let shotsOrdered = 0

/** Answer whatever the table asks of this guest: plan or fire orders; 'end' once the game is over. */
async function flyOn(page: Page, seat: string): Promise<'end' | 'waiting'> {
  const prompt = await nextPrompt(page)
  if (prompt === 'end') return 'end'
  const v = await view(page)
  if (prompt === 'plan') {
    const plane = await activePlane(page, v, seat, 'plan')
    const choice = pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane)
    await planByKeys(page, v, plane, v.turn > FIGHT_TURNS || !choice ? straightPlan(v, plane) : choice.cards)
  } else if (prompt === 'fire') {
    const plane = await activePlane(page, v, seat, 'fire')
    const order = pilotChoice(v, seat).find((c): c is FireCommand => c.type === 'fire' && c.plane === plane)
    for (const arc of new Set(v.fireOptions.filter((o) => o.plane === plane).map((o) => o.arc))) {
      const target = order?.[arc]
      if (target) shotsOrdered++
      await page.getByTestId(target ? `target-${arc}-${target}` : `hold-${arc}`).click()
    }
    await page.getByTestId('confirm-fire').click()
    await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(v.seq)
  } else throw new Error(`unexpected prompt ${prompt}`)
  return 'waiting'
}

test('the lobby’s Host on the LAN: with the usual port taken it hosts on a free one, and the lobby shows that address', async ({ page }) => {
  // the lobby's button asked for port 4317 itself, so with 4317 taken it failed, and its problem said to leave the
  // port empty, where the lobby has no port to leave; it now asks as the menu does with the port left blank
  test.setTimeout(120_000)
  const blocker = createServer()
  // taken by this test, or already by another program: taken either way
  await new Promise<void>((done) => blocker.once('error', () => done()).listen(4317, '127.0.0.1', () => done()))
  try {
    await page.goto(screenUrl())
    await hooksReady(page)
    await page.evaluate(() => (globalThis as unknown as { __overdive: { newGame(s: string, seats: string[]): boolean } }).__overdive.newGame('duel-over-the-trenches', ['guest', 'bot:heuristic']))
    await expect(page.getByTestId('lobby-screen')).toBeVisible()
    await expect(page.getByTestId('lobby-join-off')).toBeVisible()
    await page.getByTestId('lobby-host-lan').click()
    await expect(page.getByTestId('lobby-join-address')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(await page.getByTestId('lobby-join-address').textContent()).not.toContain(':4317/')
    await expect(page.getByTestId('lobby-join-problem')).toHaveCount(0)
  } finally {
    // the next test starts hosting from the menu: stop it here
    await page.goto(screenUrl())
    await page.getByTestId('open-host-lan').click()
    await expect(page.getByTestId('lan-start').or(page.getByTestId('lan-stop'))).toBeVisible()
    if (await page.getByTestId('lan-stop').isVisible()) await page.getByTestId('lan-stop').click()
    await expect(page.getByTestId('lan-start')).toBeVisible()
    await new Promise((done) => blocker.close(done))
  }
})

test('LAN from the menu: host, find the game, join from another app and from a browser, lobby, chat, and play to the end', async ({ page, browser }, testInfo) => {
  test.setTimeout(420_000)
  const hostB = await startHostB()
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 800 } })))
  const [appB, clara, overlay] = await Promise.all(contexts.map((c) => c.newPage()))
  try {
    let lanAddress = ''
    // host A runs the other specs' games too: everyone must pick this one
    let session = ''
    await test.step('host A turns on hosting from the menu: the addresses guests open, and a QR code for a phone', async () => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(screenUrl())
      await page.getByTestId('open-host-lan').click()
      await expect(page.getByTestId('host-lan-screen')).toBeVisible()
      await page.getByTestId('lan-start').click()
      await expect(page.getByTestId('lan-address').first()).toBeVisible()
      lanAddress = (await page.getByTestId('lan-address').first().textContent())!.trim()
      expect(lanAddress).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      await expect(page.getByTestId('lan-qr')).toBeVisible()
      await expect(page.getByTestId('lan-announced')).toBeVisible()
      await snap(page, testInfo, 'lan-menu 01 the host screen hosting on the LAN, addresses and QR code')
    })

    await test.step('host A sets up a free dogfight with both seats left for guests: it waits in its lobby', async () => {
      await page.getByTestId('lan-back').click()
      await page.getByTestId('new-game').click()
      await page.getByTestId('mode-free').click()
      await page.getByTestId('table-width').fill('40')
      await page.getByTestId('table-depth').fill('40')
      await page.getByTestId('seat-kind-central').selectOption('guest')
      await page.getByTestId('seat-kind-allied').selectOption('guest')
      await page.getByTestId('start-game').click()
      await expect(page.getByTestId('lobby-screen')).toBeVisible()
      await expect(page.getByTestId('lobby-start')).toBeDisabled()
      // the lobby says where the guests go: the address Host on the LAN showed, and its QR code
      await expect(page.getByTestId('lobby-join-address')).toHaveText(lanAddress)
      await expect(page.getByTestId('lobby-join-qr')).toHaveAttribute('data-text', lanAddress)
      await expect.poll(async () => (await state(page)).game.session, { message: 'the screen is in its game' }).not.toBeNull()
      session = (await state(page)).game.session!
    })

    await test.step('app B finds the game on the LAN and joins it through its own host', async () => {
      await appB.goto(`${urlB}#screen=${screenToken()}`)
      await appB.getByTestId('open-lan-join').click()
      const found = appB.getByTestId('lan-game').filter({ hasText: 'Free dogfight' })
      await expect(found.first()).toBeVisible({ timeout: 30_000 })
      await expect(found.first()).toContainText('2 free')
      await snap(appB, testInfo, 'lan-menu 02 app B lists the games found on the LAN')
      await found.first().getByTestId('lan-game-join').click()
      await expect(appB.getByTestId('join-screen')).toBeVisible()
      await expect(appB.getByTestId('leave-remote')).toBeVisible()
      await appB.getByTestId('player-name').fill('Bruno')
      await appB.getByTestId(`sit-${session}-allied`).click()
      await expect(appB.getByTestId('lobby-screen')).toBeVisible()
    })

    await test.step('a browser guest opens the address A shows; a spectator watches', async () => {
      await clara.goto(`${lanAddress}?speed=10`)
      await clara.getByTestId('open-join').click()
      await clara.getByTestId('player-name').fill('Clara')
      await clara.getByTestId(`sit-${session}-central`).click()
      await expect(clara.getByTestId('lobby-screen')).toBeVisible()
      await overlay.goto(`${lanAddress}?speed=10`)
      await overlay.getByTestId('open-join').click()
      await overlay.getByTestId(`watch-${session}`).click()
      await expect(overlay.getByTestId('lobby-screen')).toBeVisible()
      for (const p of [page, appB, clara, overlay]) await expect(p.getByTestId('lobby-person')).toHaveCount(4)
    })

    await test.step('they talk in the lobby and say they are ready; A sees it all and starts', async () => {
      await clara.getByTestId('chat-input').fill('Gute Jagd!')
      await clara.getByTestId('chat-send').click()
      for (const p of [page, appB, overlay]) await expect(p.getByTestId('chat-line').filter({ hasText: 'Gute Jagd!' })).toBeVisible()
      await expect(page.getByTestId('lobby-start')).toBeEnabled()
      await appB.getByTestId('lobby-ready').click()
      await clara.getByTestId('lobby-ready').click()
      await expect(page.getByTestId('lobby-start')).not.toContainText('not ready')
      await snap(page, testInfo, 'lan-menu 03 the lobby on the host screen')
      await snap(clara, testInfo, 'lan-menu 04 the lobby of a browser guest')
      await page.getByTestId('lobby-start').click()
      for (const p of [appB, clara]) await expect(p.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
      await expect(overlay.getByTestId('hud')).toBeVisible()
    })

    await test.step('both guests fly the game to its end; nobody ever holds the other seat’s secrets', async () => {
      const done = { allied: false, central: false }
      const deadline = Date.now() + 300_000
      while (!(done.allied && done.central) && Date.now() < deadline) {
        let moved = false
        for (const [p, seat] of [[appB, 'allied'], [clara, 'central']] as const) {
          if (done[seat]) continue
          const s = await state(p)
          const v = s.game.view!
          const mine = v.planes.filter((q) => q.seat === seat).map((q) => q.id)
          if (v.step !== 'over' && !s.game.waitingFor.some((id) => mine.includes(id))) continue
          done[seat] = (await flyOn(p, seat)) === 'end'
          moved = true
          const now = await view(p)
          if (now.step !== 'over') expect(planesWithSecrets(now).filter((id) => !mine.includes(id)), `${seat} holds no other seat's secrets`).toEqual([])
        }
        if (!moved) await page.waitForTimeout(250)
      }
      for (const p of [page, appB, clara, overlay]) await expect(p.getByTestId('game-end')).toBeVisible({ timeout: 60_000 })
      await snap(appB, testInfo, 'lan-menu 05 the game over, seen by app B')
      const end = await view(clara)
      expect(end.result).not.toBeNull()
      expect(shotsOrdered, 'they fought: fire orders with a target went through the UI').toBeGreaterThan(0)
      // they fought the turns out and then flew off, unless the fight ended it first with a plane shot down
      const downed = end.planes.filter((q) => q.status === 'shot-down' || q.status === 'exploded')
      if (end.turn <= FIGHT_TURNS) expect(downed.map((q) => q.id), `the game ended in turn ${end.turn}: by a plane shot down`).not.toEqual([])
      else expect(end.planes.some((q) => q.status === 'exited') || downed.length > 0, 'the game ended by a plane leaving the table or shot down').toBe(true)
    })
  } finally {
    for (const c of contexts) await c.close()
    await killHost(hostB)
  }
})
