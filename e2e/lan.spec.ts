/**
 * A LAN game: the host's screen starts a duel and leaves the German seat for a guest; a guest in another browser
 * joins it from the menu and sits there; a stream overlay watches as a spectator. Each one's store holds only
 * what that seat (or the public) may see, and a turn is played from both screens.
 */
import type { Page } from '@playwright/test'
import type { PlanCommand } from '../shared/engine/types'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { pilotChoice, planByKeys, planesWithSecrets, settle, snap, state, view } from './support/table'

/** Every seat secret (plans, damage, fire orders, private events) of seats other than `seat` in a page's store. */
async function foreignSecrets(page: Page, seat: string | null): Promise<string[]> {
  const s = await state(page)
  const v = s.game.view
  if (!v) return []
  const leaks: string[] = []
  for (const p of v.planes) if (p.seat !== seat && ('plan' in p || 'damage' in p || 'damageTotal' in p) && v.step !== 'over') leaks.push(`plane ${p.id}`)
  for (const e of s.game.pending as { to: unknown }[]) if (e.to !== 'all' && !(Array.isArray(e.to) && seat && e.to.includes(seat) && e.to.length === 1)) leaks.push(`event to ${JSON.stringify(e.to)}`)
  return leaks
}

test('LAN: a guest joins a seat left for them, a spectator watches, and no one sees another seat’s secrets', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000)
  const guestContext = await browser.newContext({ viewport: { width: 1024, height: 640 } })
  const guest = await guestContext.newPage()
  const overlay = await (await browser.newContext({ viewport: { width: 1024, height: 640 } })).newPage()

  let session = ''
  await test.step('the host screen starts a duel with the German seat left for a LAN guest', async () => {
    await page.goto(screenUrl())
    await page.getByTestId('new-game').click()
    await page.getByTestId('seat-kind-central').selectOption('guest')
    await page.getByTestId('seat-kind-allied').selectOption('human')
    await expect(page.getByTestId('guest-note')).toBeVisible()
    await page.getByTestId('start-game').click()
    // a game with a guest seat waits in its lobby until the host starts it
    await expect(page.getByTestId('lobby-screen')).toBeVisible()
    expect((await state(page)).game.seat).toBe('allied')
    // the host may run other games (earlier specs left theirs): the guest must join this one
    session = (await state(page)).game.session!
  })

  await test.step('the guest joins from the menu and sits at the German seat; the overlay watches', async () => {
    await guest.goto('/?speed=10')
    // a page without the screen token is a guest: it may join and watch, not start games or open saves
    await expect(guest.getByTestId('open-join')).toBeVisible()
    await expect(guest.getByTestId('new-game')).toHaveCount(0)
    await expect(guest.getByTestId('open-saves')).toHaveCount(0)
    await guest.getByTestId('open-join').click()
    const sit = guest.getByTestId(`sit-${session}-central`)
    await expect(sit).toBeVisible()
    await snap(guest, testInfo, 'lan 01 the guest sees the game and its free seat')
    await sit.click()
    await expect(guest.getByTestId('lobby-screen')).toBeVisible()
    expect((await state(guest)).game.seat).toBe('central')
    // how the duel is won, folded under its blurb, from the setup the host sent the guest's lobby (003 Victory, lines 132-141)
    await guest.getByTestId('lobby-goal').locator('summary').click()
    await expect(guest.getByTestId('lobby-goal')).toContainText('The side with the last aeroplane on the table wins')
    await page.getByTestId('lobby-start').click()
    for (const p of [page, guest]) await expect(p.getByTestId('planning-panel')).toBeVisible()

    await overlay.goto('/?speed=10')
    await overlay.getByTestId('open-join').click()
    await overlay.getByTestId(`watch-${session}`).click()
    await expect(overlay.getByTestId('hud')).toBeVisible()
    expect((await state(overlay)).game.seat).toBeNull()
    expect(planesWithSecrets(await view(overlay)), 'the spectator sees no plan and no damage').toEqual([])
  })

  await test.step('both players plan on their own screens; the turn resolves on all three', async () => {
    const hostView = await view(page)
    const guestView = await view(guest)
    const hostPlan = (pilotChoice(hostView, 'allied').find((c) => c.type === 'plan') as PlanCommand).cards
    const guestPlan = (pilotChoice(guestView, 'central').find((c) => c.type === 'plan') as PlanCommand).cards
    await planByKeys(page, hostView, hostView.planes.find((p) => p.seat === 'allied')!.id, hostPlan)
    // the guest's store still holds nothing of the host's plan
    expect(await foreignSecrets(guest, 'central')).toEqual([])
    await planByKeys(guest, guestView, guestView.planes.find((p) => p.seat === 'central')!.id, guestPlan)
    for (const p of [page, guest, overlay]) {
      await expect.poll(async () => (await view(p)).planes.some((q) => q.revealed.length > 0) || (await view(p)).turn > 1, { message: 'the first cards were revealed' }).toBe(true)
      await settle(p)
    }
    expect(await foreignSecrets(page, 'allied')).toEqual([])
    expect(await foreignSecrets(guest, 'central')).toEqual([])
    expect(await foreignSecrets(overlay, null)).toEqual([])
    await snap(overlay, testInfo, 'lan 02 the spectator overlay after the first phase')
  })

  await test.step('the guest drops: the host screen is told, a stranger cannot sit there, the guest comes back', async () => {
    await guest.close()
    await expect(page.getByTestId('seat-dropped')).toBeVisible()
    await snap(page, testInfo, 'lan 03 the host screen is told the guest dropped')
    const stranger = await (await browser.newContext({ viewport: { width: 1024, height: 640 } })).newPage()
    await stranger.goto('/?speed=10')
    await stranger.getByTestId('open-join').click()
    await expect(stranger.getByTestId(`watch-${session}`)).toBeVisible()
    await expect(stranger.getByTestId(`sit-${session}-central`), 'the seat is kept for its guest').toHaveCount(0)
    await expect(stranger.getByTestId(`reclaim-${session}-central`), 'a stranger has no token for it').toHaveCount(0)

    // the same browser (its seat token is in its storage) takes the seat back
    const back = await guestContext.newPage()
    await back.goto('/?speed=10')
    await back.getByTestId('open-join').click()
    await back.getByTestId(`reclaim-${session}-central`).click()
    await expect.poll(async () => (await state(back)).game.seat).toBe('central')
    await expect(page.getByTestId('seat-dropped'), 'the host screen no longer asks').toHaveCount(0)
    expect(await foreignSecrets(back, 'central')).toEqual([])
  })
})
