/**
 * The specs' readers of the app (e2e/support/table.ts) wait for its test hooks. main.tsx loads them with a dynamic
 * import, so they may arrive after the page's load event, where `goto` returns: a spec that read the store at once
 * failed in CI (stop 39, no-shot.spec.ts: "Cannot read properties of undefined (reading 'state')"). Here the hooks'
 * chunk is held back on purpose, so the race always happens.
 */
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { state } from './support/table'

test('the specs read the store only once the test hooks are in, however late their chunk arrives', async ({ page }) => {
  await page.route(/\/assets\/test-hooks-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500))
    await route.continue()
  })
  await page.goto(screenUrl())
  // the race is real: the page has loaded and the hooks are not there yet
  expect(await page.evaluate(() => '__overdive' in globalThis)).toBe(false)
  const s = await state(page)
  expect(s.ui.screen).toBe('menu')
})
