/**
 * 004's Altitude with dice (004 lines 171-201; option diceAltitude004) through the planning panel: each card drafted
 * flies level, climbs or descends as the player chooses ("To climb a plane must make a straight maneuver", rule 2),
 * and the plane's level follows as the cards are flown. A screenshot of the panel at 1920x1080.
 */
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { activePlane, deckCard, draftByKeys, nextPrompt, settle, snap, state, view } from './support/table'

test('a free dogfight with dice altitude: the Camel climbs with its first straight, from level 3 to 4', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-free').click()
  await page.getByTestId('rule-diceAltitude004').check()
  await page.getByTestId('start-game').click()
  expect(await nextPrompt(page)).toBe('plan')
  const v = await view(page)
  const seat = (await state(page)).game.seat!
  const plane = await activePlane(page, v, seat, 'plan')
  await draftByKeys(page, v, plane, [deckCard(v, plane, 'Straight'), deckCard(v, plane, 'Turn right'), deckCard(v, plane, 'Short straight')])
  await expect(page.getByTestId('dice-intents')).toBeVisible()
  // a turn cannot climb (rule 2): its climb is not offered
  await expect(page.getByTestId('dice-intent-1').locator('option[value="up"]')).toBeDisabled()
  await page.getByTestId('dice-intent-0').selectOption('up')
  await expect(page.getByTestId('dice-levels')).toHaveText('→ 4, 4, 4')
  await settle(page)
  await snap(page, testInfo, 'dice altitude 01 the first straight climbs 1920x1080')
  await page.keyboard.press('Enter')
  if (await page.getByTestId('commit-confirm').isVisible()) await page.keyboard.press('Enter')
  await expect
    .poll(async () => (await view(page)).planes.find((p) => p.id === plane)?.effects?.alt?.level ?? null, { message: 'the Camel climbs to level 4 as its first card is flown', timeout: 120_000 })
    .toBe(4)
})
