/**
 * The aces' decisions at the firing (issue 28; engine/fire-choices.ts, tables/card/panels/AceAnswerPanel.tsx), from scripted saves:
 *
 * - a Sniper's bull's-eye (003 lines 994-998): the fire panel's toggle, then the three cards drawn face up with their
 *   words, the two that hurt most chosen by default, changed by the keyboard; given, the Dr.I takes them;
 * - Good at evading (003 lines 966-967): the Dr.I's player sees the explosion and the 2 it takes, ignores the
 *   explosion by the keyboard, and takes the 2 only.
 *
 * Screenshots at 1280x800 under the test's output folder (and /tmp/a28 when it exists, for looking at them).
 */
import { existsSync } from 'node:fs'
import { evaderSave, sniperSave } from './support/ace-positions'
import { expect, test } from './support/fixtures'
import { resumeSave } from './support/saves'
import { settle, view } from './support/table'

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (existsSync('/tmp/a28')) await page.screenshot({ path: `/tmp/a28/${name}.png` })
}

test("a Sniper tries a bull's-eye: the toggle, then the cards drawn, given by choice (003 lines 994-998)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await resumeSave(page, 'sniper.json', sniperSave())
  await expect(page.getByTestId('fire-panel')).toBeVisible({ timeout: 60_000 })
  await settle(page)
  await page.getByTestId('ace-toggle-snipe').click()
  await expect(page.getByTestId('ace-toggle-snipe')).toHaveAttribute('aria-pressed', 'true')
  await shot(page, 'sniper-toggle')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ace-answer-snipe')).toBeVisible({ timeout: 30_000 })
  await settle(page)
  // the two that hurt most are chosen: the explosion and the 2
  await expect(page.getByTestId('answer-card-A48')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('answer-card-A23')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('answer-card-A04')).toHaveAttribute('aria-pressed', 'false')
  await shot(page, 'sniper-choice')
  // the 0 by its key: the earliest chosen (the explosion) makes room
  await page.keyboard.press('Digit3')
  await expect(page.getByTestId('answer-card-A48')).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('ace-answer-send')).toContainText('Give A23 and A04')
  await page.getByTestId('ace-answer-send').click()
  await expect(page.getByTestId('ace-answer-snipe')).toBeHidden({ timeout: 30_000 })
  await expect.poll(async () => (await view(page)).planes.find((p) => p.id === 't')!.damageCount, { timeout: 30_000 }).toBe(2)
  expect((await view(page)).planes.find((p) => p.id === 't')!.status).toBe('flying')
})

test('Good at evading: the Dr.I sees its two cards and ignores the explosion (003 lines 966-967)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await resumeSave(page, 'evader.json', evaderSave())
  await expect(page.getByTestId('ace-answer-evade')).toBeVisible({ timeout: 60_000 })
  await settle(page)
  await expect(page.getByTestId('ace-answer-send')).toContainText('Take them all')
  await page.keyboard.press('Digit1')
  await expect(page.getByTestId('answer-card-A48')).toHaveAttribute('aria-pressed', 'true')
  await shot(page, 'evade-choice')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('ace-answer-evade')).toBeHidden({ timeout: 30_000 })
  // the 2 taken, the explosion not (the Camel, a bot, may fire again in the next phases)
  await expect.poll(async () => (await view(page)).planes.find((p) => p.id === 't')!.damage?.[0], { timeout: 30_000 }).toBe('A23')
  expect((await view(page)).planes.find((p) => p.id === 't')!.damage).not.toContain('A48')
  expect((await view(page)).planes.find((p) => p.id === 't')!.aceSpent).toEqual(['good-at-evading'])
  await settle(page)
  await shot(page, 'evade-after')
})
