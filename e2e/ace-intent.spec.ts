/**
 * Issue 14, the search bot at ace level from New game: it flies its seat from the host's worker, and the intent it
 * states with each plan ("It can state its intent in a sentence ... shown only after the phase it describes") reaches
 * the other player's event log once the turn has been flown, never before. A screenshot at 1920x1080.
 */
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { activePlane, deckCard, holdFire, nextPrompt, planByKeys, settle, snap, state, view } from './support/table'

test('Duel over the Trenches against the ace: its intent is in the event log once the turn is flown', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('scenario').selectOption('duel-over-the-trenches')
  await page.getByTestId('seat-kind-allied').selectOption('human')
  await page.getByTestId('seat-kind-central').selectOption('bot:ace')
  // beside Start, what it will create: the scenario, who sits where, the rules
  await expect(page.getByTestId('new-game-summary')).toHaveText('Duel over the Trenches · German: Ace bot · Allied: you · Basic rules')
  await snap(page, testInfo, 'ace intent 00 New game and its summary 1920x1080')
  await page.getByTestId('start-game').click()
  expect(await nextPrompt(page)).toBe('plan')
  // the bar names the ace across the table
  await expect(page.getByTestId('hud-against')).toHaveText('against the Ace bot')
  const v = await view(page)
  const seat = (await state(page)).game.seat!
  expect(seat).toBe('allied')
  // before the turn is flown, no intent anywhere the player can see
  await expect(page.getByTestId('event-log')).not.toContainText('pilot: “')
  const plane = await activePlane(page, v, seat, 'plan')
  // straight, straight, short straight
  await planByKeys(page, v, plane, [1, 2, 3].map((n) => deckCard(v, plane, n)))
  // the turn is flown (fire steps held if any come up), then the ace's sentence is told
  for (let i = 0; i < 20; i++) {
    const now = await view(page)
    if (now.turn > v.turn || now.step === 'over') break
    if (now.step === 'firing' && now.fireOptions.some((o) => now.planes.find((p) => p.id === o.plane)?.seat === seat) && (await page.getByTestId('confirm-fire').isVisible())) await holdFire(page)
    await page.waitForTimeout(500)
  }
  await expect(page.getByTestId('event-log')).toContainText(/pilot: “[^”]+”/, { timeout: 60_000 })
  await settle(page)
  await snap(page, testInfo, 'ace intent 01 the ace says what it did 1920x1080')
})
