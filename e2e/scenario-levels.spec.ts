/**
 * 003 Altitude in a scenario whose players choose their aircraft's starting levels (A Hard Task, 003 lines 1362-1400:
 * "The German player chooses the altitude of the aircraft"): New game asks a level for each such plane, and the game
 * starts them there. A screenshot of New game at 1920x1080.
 */
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import type { Page } from '@playwright/test'
import { snap, state } from './support/table'

test('A Hard Task: New game asks each plane its starting level, and the Albatros starts at the level chosen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('scenario').selectOption('a-hard-task')
  const choices = page.getByTestId('scenario-level-choices')
  await expect(choices).toBeVisible()
  await expect(page.getByTestId('scenario-level-albatros')).toHaveValue('2')
  await page.getByTestId('scenario-level-albatros').selectOption('3')
  await snap(page, testInfo, 'scenario levels 01 New game asks the starting levels 1920x1080')
  await page.getByTestId('start-game').click()
  await expect.poll(() => levelOf(page, 'albatros'), { message: 'the Albatros starts at level 3' }).toBe(3)
  // the planes not chosen stay at the default, 2
  expect(await levelOf(page, 'nieuport')).toBe(2)
})

/** The level plane `id` stands at in this page's view (null before the game has started). */
async function levelOf(page: Page, id: string): Promise<number | null> {
  const v = (await state(page)).game.view
  return v?.planes.find((p) => p.id === id)?.effects?.alt?.level ?? null
}
