/**
 * Stream mode (issue 9): a streaming program's browser source at 1920×1080 opens `/?watch=latest&stream=1`. It
 * waits for a game, follows the newest one as a spectator with no controls and text of 18 px or more, and never
 * holds a seat's secrets; its bar names the scenario.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import type { PlanCommand } from '../shared/engine/types'
import { pilotChoice, planByKeys, planesWithSecrets, snap, state, view, barControl } from './support/table'

/** the bots' duel's seed (a secret of 32 hex digits): its game lasts past turn 2 */
const BOTS_SEED = '5eed0000000000000000000000000001'

/** The size the HUD's turn text is drawn at on the page: its font size times the zoom of the panel. */
async function turnTextPx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document
    const el = doc.querySelector('[data-testid="turn"]') as { getBoundingClientRect(): { height: number } } | null
    const css = (globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } }).getComputedStyle(el)
    const hud = doc.querySelector('.hud')
    const zoom = Number((globalThis as unknown as { getComputedStyle(e: unknown): { zoom: string } }).getComputedStyle(hud).zoom) || 1
    return parseFloat(css.fontSize) * zoom
  })
}

test('stream mode: a browser source waits, then shows the newest game to an audience, without controls or secrets', async ({ page, browser }, testInfo) => {
  test.setTimeout(420_000)
  const source = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage()

  await test.step('before any new game, the source waits (it shows no menu)', async () => {
    // the host may still run the other specs' games: the source shows the newest one at once (a card or a hex game),
    // or waits
    await source.goto('/?watch=latest&stream=1&speed=10')
    await expect(source.getByTestId('main-menu')).toHaveCount(0)
    await expect(source.getByTestId('stream-waiting').or(source.getByTestId('hud')).or(source.getByTestId('hex-hud'))).toBeVisible()
  })

  let session = ''
  await test.step('the host starts a duel against the bot; the source follows it', async () => {
    await page.goto(screenUrl())
    await page.getByTestId('new-game').click()
    await page.getByTestId('seat-kind-central').selectOption('bot:heuristic')
    await page.getByTestId('seat-kind-allied').selectOption('human')
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('planning-panel')).toBeVisible()
    await expect.poll(async () => (await state(page)).game.session, { message: 'the host screen watches its game' }).not.toBeNull()
    session = (await state(page)).game.session!
    await expect.poll(async () => (await state(source)).game.session, { message: 'the stream follows the newest game', timeout: 30_000 }).toBe(session)
    await expect(source.getByTestId('hud')).toBeVisible()
  })

  await test.step('the audience sees the table: no controls, text of 18 px or more, no secret of any seat', async () => {
    // the bot has planned: the audience does not see its plan; then the host plans and the cards are revealed
    expect(planesWithSecrets((await state(source)).game.view!)).toEqual([])
    const v = await view(page)
    const plane = v.planes.find((p) => p.seat === 'allied')!.id
    await planByKeys(page, v, plane, (pilotChoice(v, 'allied').find((c) => c.type === 'plan') as PlanCommand).cards)
    await expect.poll(async () => (await view(source)).planes.some((p) => p.revealed.length > 0), { message: 'the audience sees the cards revealed', timeout: 60_000 }).toBe(true)
    for (const id of ['save-game', 'leave', 'toggle-arcs', 'camera-orbit', 'planning-panel', 'fire-panel']) await expect(source.getByTestId(id)).toBeHidden()
    // the audience is told which scenario it watches; the player's own bar leaves the name out
    await expect(source.getByTestId('hud-title')).toHaveText('Duel over the Trenches')
    await expect(source.getByTestId('hud-title')).toBeVisible()
    await expect(page.getByTestId('hud-title')).toBeHidden()
    expect(await turnTextPx(source)).toBeGreaterThanOrEqual(18)
    const s = await state(source)
    expect(s.game.seat, 'the stream is a spectator').toBeNull()
    if (s.game.view!.step !== 'over') expect(planesWithSecrets(s.game.view!)).toEqual([])
    await snap(source, testInfo, 'stream 01 a duel in stream mode at 1920x1080')
  })

  await test.step("the host's own screen in stream mode (a setting): bigger text, its controls kept", async () => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await expect(page.getByTestId('stream-stage')).toHaveCount(0)
    await (await barControl(page, 'open-settings')).click()
    await page.getByTestId('set-stream-mode').check()
    await page.getByTestId('settings-done').click()
    await expect(page.getByTestId('stream-stage')).toBeVisible()
    expect(await turnTextPx(page)).toBeGreaterThanOrEqual(18)
    await expect(page.getByTestId('leave')).toBeVisible()
    await snap(page, testInfo, 'stream 02 the host screen in stream mode at 1920x1080')
    // the setting is the machine's: back to normal for the other specs
    await (await barControl(page, 'open-settings')).click()
    await page.getByTestId('set-stream-mode').uncheck()
    await page.getByTestId('settings-done').click()
  })

  await test.step('a duel of two bots goes at the pace of the tables showing it: the source finds it under way and follows it to its end', async () => {
    await page.getByTestId('leave').click()
    const yes = page.getByTestId('leave-dialog-yes')
    await expect(yes.or(page.getByTestId('main-menu'))).toBeVisible()
    if (await yes.isVisible()) await yes.click()
    await expect(page.getByTestId('main-menu')).toBeVisible()
    // Duel over the Trenches, two heuristic bots, a seed with which no plane falls before turn 3 (with another seed an
    // explosion card drawn in turn 1 could end the game before the source's first look, whatever the pace)
    await page.evaluate((seed) => (globalThis as unknown as { __overdive: { newGame(s: string, seats: string[], seed: string): boolean } }).__overdive.newGame('duel-over-the-trenches', ['bot:heuristic', 'bot:heuristic'], seed), BOTS_SEED)
    await expect(page.getByTestId('hud')).toBeVisible()
    await expect.poll(async () => (await state(page)).game.session, { message: 'the host screen watches the bots' }).not.toBe(session)
    const bots = (await state(page)).game.session!
    // before pacing, two quick bots ended the game on the host within a second, before the source's next look (then every 3 s)
    await expect.poll(async () => (await state(source)).game.session, { message: 'the source follows the bots', timeout: 30_000 }).toBe(bots)
    expect((await view(source)).step, 'the source came while the game was under way').not.toBe('over')
    await expect(source.getByTestId('hud')).toBeVisible()
    await snap(source, testInfo, 'stream 03 two bots at 1920x1080')
    await expect.poll(async () => (await view(source)).step, { message: 'the source plays the game to its end', timeout: 150_000 }).toBe('over')
    expect((await view(source)).turn, 'the seed gives a game of more than two turns').toBeGreaterThan(2)
  })
})
