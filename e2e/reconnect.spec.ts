/**
 * The connection to the host (issue 9, item 6), against a host of the spec's own (so that it can kill it): the
 * host's screen reloaded in the middle of a turn comes back to the planning panel of the same game at the same
 * seat, with the card it had placed (issue 26: the half-made plan is kept in the tab); the host killed, the page says so in a banner and keeps the plan committed meanwhile as waiting; the host
 * started again (without the game: it was killed), the page says plainly that the game is gone, goes to the menu,
 * and the host's resume offer carries the game on from where it stopped.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PlanCommand } from '../shared/engine/types'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { killHost, startServedHost } from './support/served-host'
import { activePlane, blur, keyForCard, nextPrompt, pilotChoice, planByKeys, snap, state, view } from './support/table'

const port = Number(process.env.OVERDIVE_E2E_PORT ?? 4520) + 13
const url = `http://127.0.0.1:${port}/?speed=10`
const data = mkdtempSync(join(tmpdir(), 'overdive-e2e-reconnect-'))

interface Recovery {
  connection: string
  hostSeen: boolean
  rejoining: boolean
  heldOrders: number
  gameLost: string | null
}
const recovery = async (page: Parameters<typeof state>[0]) => (await state(page)).ui as unknown as Recovery

test('a reload mid-turn returns to the seat; the host killed and restarted: the banner, then the game carries on', async ({ page }, testInfo) => {
  test.setTimeout(360_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  let host = await startServedHost(port, data)
  try {
    let session = ''
    let seat = ''
    let turn = 0
    await test.step('a quick duel, a card placed, then the page reloaded in the middle of the turn', async () => {
      await page.goto(screenUrl(url))
      await page.getByTestId('quick-duel').click()
      expect(await nextPrompt(page)).toBe('plan')
      const s = await state(page)
      session = s.game.session!
      seat = s.game.seat!
      turn = s.game.view!.turn
      const v = await view(page)
      const plane = await activePlane(page, v, seat, 'plan')
      const choice = pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane)!
      // the key only once the page is in touch with the host and the panel listens for keys (a loaded machine may be slow to either)
      await expect.poll(async () => (await state(page)).ui.connection, { message: 'connected to the host' }).toBe('open')
      await expect(page.locator(`[data-testid="planning-panel"][data-keys="${plane}"]`)).toBeAttached()
      await blur(page)
      await page.keyboard.press(keyForCard(v, plane, choice.cards[0]))
      await expect.poll(async () => (await state(page)).planning.drafts[plane]?.[0]).toBe(choice.cards[0])

      await page.reload()
      await expect(page.getByTestId('planning-panel')).toBeVisible()
      const back = await state(page)
      expect(back.ui.screen).toBe('table')
      expect(back.game.session, 'the same game').toBe(session)
      expect(back.game.seat, 'the same seat').toBe(seat)
      expect(back.game.view!.turn).toBe(turn)
      expect(back.game.waitingFor.length).toBeGreaterThan(0)
      await expect(page.getByTestId('connection-banner')).toBeHidden()
      await expect(page.getByTestId('main-menu')).toBeHidden()
      // issue 26: the half-made plan came back with the seat (kept in the tab, never sent anywhere)
      await expect.poll(async () => (await state(page)).planning.drafts[plane], { message: 'the card placed before the reload is back in its slot' }).toEqual([choice.cards[0], null, null])
      await expect(page.locator(`[data-testid="planning-panel"][data-keys="${plane}"]`)).toBeAttached()
      await snap(page, testInfo, 'reconnect 01 reloaded back at the seat')
    })

    await test.step('the host is killed: the banner says so, and a plan committed meanwhile waits, visibly', async () => {
      await killHost(host)
      const banner = page.getByTestId('connection-banner')
      await expect(banner).toBeVisible()
      await expect(banner).toContainText('Connection to the host lost — reconnecting…')
      const v = await view(page)
      const plane = await activePlane(page, v, seat, 'plan')
      const choice = pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane)!
      await blur(page)
      // the first card is still in its slot from before the reload: the other two go after it
      for (const c of choice.cards.slice(1)) await page.keyboard.press(keyForCard(v, plane, c))
      await expect.poll(async () => (await state(page)).planning.drafts[plane]).toEqual(choice.cards)
      await page.keyboard.press('Enter')
      if (await page.getByTestId('commit-confirm').isVisible()) await page.keyboard.press('Enter')
      await expect(page.getByTestId('held-orders')).toHaveText('Your order is kept and will be sent as soon as the host is back.')
      expect((await recovery(page)).heldOrders).toBe(1)
      await snap(page, testInfo, 'reconnect 02 host lost 1280x800')
      await page.setViewportSize({ width: 1920, height: 1080 })
      await expect(banner).toBeVisible()
      await snap(page, testInfo, 'reconnect 03 host lost 1920x1080')
      await page.setViewportSize({ width: 1280, height: 800 })
    })

    await test.step('the host starts again without the game: the page says so plainly, on the menu, and the banner is gone', async () => {
      host = await startServedHost(port, data)
      const lost = page.getByTestId('game-lost')
      await expect(lost).toBeVisible({ timeout: 30_000 })
      await expect(page.getByTestId('game-lost-message')).toContainText('The host restarted and Duel over the Trenches is no longer running there. Its autosave is offered below')
      await expect(page.getByTestId('main-menu')).toBeVisible()
      await expect(page.getByTestId('connection-banner')).toBeHidden()
      await expect(page.getByTestId('connection')).toHaveText('Ready to fly')
      const r = await recovery(page)
      expect(r.heldOrders, 'the order for the game that is gone is not sent to another').toBe(0)
      expect((await state(page)).game.session).toBeNull()
      await snap(page, testInfo, 'reconnect 04 game gone 1280x800')
      await page.setViewportSize({ width: 1920, height: 1080 })
      await snap(page, testInfo, 'reconnect 05 game gone 1920x1080')
      await page.setViewportSize({ width: 1280, height: 800 })
    })

    await test.step('the resume offer carries the game on from the turn it stopped at, at the same seat', async () => {
      await page.getByTestId('resume-offer').locator('[data-testid^="resume-game-"]').first().click()
      expect(await nextPrompt(page)).toBe('plan')
      await expect(page.getByTestId('game-lost')).toBeHidden()
      const s = await state(page)
      expect(s.game.seat).toBe(seat)
      expect(s.game.view!.turn).toBe(turn)
      const v = await view(page)
      const plane = await activePlane(page, v, seat, 'plan')
      const choice = pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane)!
      await planByKeys(page, v, plane, choice.cards)
      await snap(page, testInfo, 'reconnect 06 carried on')
    })
  } finally {
    await killHost(host)
  }
})
