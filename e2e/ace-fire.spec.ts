/**
 * The aces' abilities at the firing (issue 28, slice C; rules/aces/perfect-aim.ts, chivalrous-attitude.ts), from a
 * scripted save: the fire panel's Perfect aim toggle (003 lines 991-992) is chosen and the order sent; the Camel's
 * burst draws an explosion, which its Chivalrous pilot's rule shows and draws again openly (003 lines 1021-1023): a 2
 * is taken instead and the Dr.I flies on; in the next phase the toggle is greyed, used this turn.
 *
 * Screenshots at 1280x800 under /tmp/c28 when it exists, for looking at them.
 */
import { existsSync } from 'node:fs'
import { chivalrousAceSave } from './support/ace-fire-positions'
import { expect, test } from './support/fixtures'
import { resumeSave } from './support/saves'
import { settle, view } from './support/table'

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (existsSync('/tmp/c28')) await page.screenshot({ path: `/tmp/c28/${name}.png` })
}

test('Perfect aim is declared in the fire panel, and a Chivalrous ace\'s explosion is drawn again openly (003 lines 991-992, 1021-1023)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await resumeSave(page, 'chivalrous-ace.json', chivalrousAceSave())
  await expect(page.getByTestId('fire-panel')).toBeVisible({ timeout: 60_000 })
  await settle(page)
  const toggle = page.getByTestId('ace-toggle-perfectAim')
  await expect(toggle).toBeEnabled()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('confirm-fire')).toContainText('with perfect aim')
  await shot(page, 'e2e-perfect-aim-toggle')
  await page.getByTestId('confirm-fire').click()
  await expect(page.getByTestId('log-body')).toContainText('Chivalrous attitude', { timeout: 60_000 })
  await expect(page.getByTestId('log-body')).toContainText('Perfect aim: Sopwith Camel takes the +1 aim bonus')
  const dr1 = (await view(page)).planes.find((p) => p.id === 't')!
  expect(dr1.status).toBe('flying')
  expect(dr1.damageCount).toBe(2)
  // the next phase: used this turn
  await expect(page.getByTestId('fire-panel')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('ace-toggle-perfectAim')).toBeDisabled()
  await expect(page.getByTestId('ace-toggle-perfectAim')).toContainText('used this turn: again in turn 2')
  await shot(page, 'e2e-chivalrous-log')
})
