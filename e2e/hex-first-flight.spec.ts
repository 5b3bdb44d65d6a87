/**
 * Learn to fly's hex lessons (issue 30, docs/first-flight.md) at 1280×800: the first hex lesson played from the
 * Learn to fly screen through every coach mark at the real hex table, doing what each mark names on the control it
 * points at: the hand, a move card picked (its reach lit), played from the hand's bar, a hex flown, the move ended,
 * the next round; then the lesson counts as done in the list.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'

test.use({ viewport: { width: 1280, height: 800 } })

async function markAt(page: Page, target: string, step: string): Promise<void> {
  await expect(page.locator(`[data-testid="coach-mark"][data-target="${target}"]`)).toBeVisible({ timeout: 90_000 })
  await expect(page.getByTestId('coach-step')).toHaveText(step)
}

test('the first hex lesson, from Learn to fly to its end', async ({ page }) => {
  test.setTimeout(300_000)
  await page.goto(screenUrl())
  await page.getByTestId('learn-to-fly').click()
  await page.getByTestId('lesson-hex-cards-and-hexes').click()

  await test.step('the game, the hand: Next', async () => {
    await markAt(page, '', '1/6')
    await expect(page.getByTestId('coach-mark')).toContainText('lesson 1 of 2')
    await page.getByTestId('coach-next').click()
    await markAt(page, 'hex-hand', '2/6')
    await page.getByTestId('coach-next').click()
    await markAt(page, 'hex-hand', '3/6')
  })

  await test.step('a move card picked, played; a hex flown', async () => {
    // the bot may move first: wait for this screen's move
    await expect(page.getByTestId('hex-step-move')).toBeEnabled({ timeout: 90_000 })
    const moveCard = page.locator('[data-testid^="hex-card-"][data-playable="yes"]').filter({ hasText: 'Move card' })
    // the lesson's game is dealt the same each time (hex-lessons.ts seed): the Camel moves first with two Forwards
    await expect(moveCard.first()).toBeVisible()
    await moveCard.first().click()
    await markAt(page, 'hex-hand-bar', '4/6')
    await page.getByTestId('hex-play-0').click()
    await markAt(page, 'hex-move', '5/6')
    await page.getByTestId('hex-step-move').click()
    await markAt(page, 'hex-move', '6/6')
  })

  await test.step('the move ended, the next round: the lesson done', async () => {
    // fly the rest of the speed, one space a click; each click waits for the host's answer (the spaces still to fly
    // change) before the button is read again, or a stale enabled button is clicked as it greys (CI, stop 38)
    const flown = page.getByTestId('hex-move').locator('.flown')
    for (let i = 0; i < 12 && (await page.getByTestId('hex-step-move').isEnabled()); i++) {
      const before = await flown.textContent()
      await page.getByTestId('hex-step-move').click()
      await expect(flown).not.toHaveText(before ?? '')
    }
    await page.getByTestId('hex-step-end-move').click()
    // any question the game asks (a stall on a slow plane): its default
    await expect(async () => {
      if (await page.getByTestId('hex-answer-0').isVisible()) await page.getByTestId('hex-answer-0').click()
      await expect(page.getByTestId('coach-done')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 120_000 })
    await page.getByTestId('coach-leave').click()
    await expect(page.getByTestId('first-flight')).toBeVisible()
    await expect(page.getByTestId('lesson-state-hex-cards-and-hexes')).toHaveText('done')
  })
})
