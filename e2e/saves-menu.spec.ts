/**
 * Menu and saves (issue 9): against a host of its own on a fresh saves folder, two games are started and left
 * (Leave asks first: Escape keeps the game, Enter leaves), one saved under a name typed in the Save dialog; the
 * menu then offers one Continue, for the game played last, and a link to the other; the saves screen renames
 * the save, imports a file (a damaged one is refused in plain words, a good one says "Imported ..."), deletes
 * one after asking, and Continue on the menu puts the last game back on the table. Screenshots of the menu and
 * the saves screen at 1280x800 and 1920x1080.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { Host } from '../electron/host/host'
import { inlineBots } from '../electron/host/inline-bots'
import { SaveStore } from '../electron/saves/save-store'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { killHost, startServedHost } from './support/served-host'
import { content, snap, state, barControl } from './support/table'

const port = Number(process.env.OVERDIVE_E2E_PORT ?? 4520) + 14
const url = `http://127.0.0.1:${port}/?speed=10`
const data = mkdtempSync(join(tmpdir(), 'overdive-e2e-saves-menu-'))

/** Screenshots at both sizes the issue asks for, then back to the size the spec works at. */
async function snapBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [w, h] of [
    [1280, 800],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width: w, height: h })
    await page.waitForTimeout(150)
    await snap(page, testInfo, `${name} ${w}x${h}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/**
 * A finished game in the saves folder, kept twice: its autosave and a save named "The end" (two bots play it out
 * on a host in this process, seed 7: a German win).
 */
async function finishedGameKeptTwice(): Promise<void> {
  const host = new Host({ content, botFactory: inlineBots(content), seed: () => 7, saves: new SaveStore(join(data, 'saves'), content) })
  let session = ''
  const conn = host.connect((m) => m.type === 'game-created' && (session = m.session), { screen: true })
  host.receive(conn, { type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'bot:heuristic'], options: { turnLimit: 3 } })
  await expect.poll(() => host.getSession(session)?.game.over, { timeout: 60_000 }).toBe(true)
  host.receive(conn, { type: 'save-game', session, name: 'The end' })
  host.dispose()
}

/** Start a quick duel against the bot and wait for the table. */
async function quickDuel(page: Page): Promise<string> {
  await page.getByTestId('quick-duel').click()
  await expect(page.getByTestId('hud')).toBeVisible()
  await expect.poll(async () => (await state(page)).game.session).toBeTruthy()
  return (await state(page)).game.session!
}

test('menu and saves: one Continue, named saves, rename, import feedback, delete and leave ask first', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await finishedGameKeptTwice()
  const host = await startServedHost(port, data)
  try {
    let second = ''
    await test.step('a first game is started; Leave asks first, and Escape keeps the game', async () => {
      await page.goto(screenUrl(url))
      await expect(page.getByTestId('resume-offer')).toBeHidden()
      await quickDuel(page)
      await page.getByTestId('leave').click()
      const dialog = page.getByTestId('leave-dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('autosaved')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('hud')).toBeVisible()
      await page.getByTestId('leave').click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('main-menu')).toBeVisible()
    })

    await test.step('a second game is saved under a name typed in the Save dialog, then left', async () => {
      await expect(page.getByTestId('resume-offer')).toBeVisible()
      second = await quickDuel(page)
      await (await barControl(page, 'save-game')).click()
      const name = page.getByTestId('save-dialog-name')
      await expect(name).toBeFocused()
      await expect(name).toHaveValue('Duel over the Trenches turn 1')
      await name.fill('Dawn patrol')
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('save-dialog')).toBeHidden()
      await expect(page.getByTestId('saved-note')).toHaveText('Saved as Dawn patrol.json')
      await page.getByTestId('leave').click()
      await page.getByTestId('leave-dialog-yes').click()
      await expect(page.getByTestId('main-menu')).toBeVisible()
    })

    await test.step('the menu offers one Continue, for the game played last, and a link to the other', async () => {
      const offer = page.getByTestId('resume-offer')
      await expect(offer.locator('[data-testid^="resume-game-"]')).toHaveCount(1)
      await expect(offer.locator('[data-testid^="resume-game-"]')).toContainText('Continue Duel over the Trenches, turn 1')
      await expect(page.getByTestId('other-unfinished')).toHaveText('Other unfinished games (1)…')
      await snapBoth(page, testInfo, 'saves-menu 01 menu with Continue')
    })

    await test.step('the link opens the saves screen on the unfinished games; the save is renamed', async () => {
      await page.getByTestId('other-unfinished').click()
      await expect(page.getByTestId('saves-screen')).toBeVisible()
      await expect(page.getByTestId('saves-filter-unfinished')).toHaveAttribute('aria-pressed', 'true')
      // two autosaves and the named save, each with its scenario, date, turn and "unfinished"
      await expect(page.locator('table.saves tr')).toHaveCount(3)
      await expect(page.getByTestId('save-details-Dawn patrol.json')).toHaveText(/^Duel over the Trenches · .+ · turn 1 · unfinished$/)
      // an autosave is named after its game (issue 26: not "Autosave"), and an export is offered under that name
      await expect(page.locator('[data-testid^="save-name-autosave-"]').first()).toHaveText(/^Duel over the Trenches — turn \d+$/)
      const download = page.waitForEvent('download')
      await page.locator('[data-testid^="export-autosave-"]').first().click()
      expect((await download).suggestedFilename()).toMatch(/^duel-over-the-trenches-turn-\d+-\d{4}-\d\d-\d\d\.json$/)
      await page.getByTestId('saves-filter-all').click()
      await page.getByTestId('rename-Dawn patrol.json').click()
      const name = page.getByTestId('rename-dialog-name')
      await expect(name).toHaveValue('Dawn patrol')
      await name.fill('Morning patrol')
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('saves-notice')).toHaveText('Renamed to Morning patrol')
      await expect(page.getByTestId('save-name-Morning patrol.json')).toHaveText('Morning patrol')
      await expect(page.getByTestId('save-Dawn patrol.json')).toHaveCount(0)
    })

    await test.step('on a phone’s width each save’s buttons stand under its words, inside the window', async () => {
      // side by side, the words stood a word a line and Rename and Delete ran past the window's right edge
      await page.setViewportSize({ width: 390, height: 844 })
      const past = await page.locator('table.saves button').evaluateAll((els) => els.map((e) => [e.textContent, Math.round(e.getBoundingClientRect().right)] as const).filter(([, right]) => right > 390))
      expect(past, 'buttons past the right edge of a 390 px window').toEqual([])
      const name = (await page.getByTestId('save-name-Morning patrol.json').boundingBox())!
      const buttons = (await page.getByTestId('rename-Morning patrol.json').boundingBox())!
      expect(buttons.y, 'the buttons under the words').toBeGreaterThan(name.y + name.height)
      await page.setViewportSize({ width: 1280, height: 800 })
    })

    await test.step('an import says how it went: a damaged file in plain words, a good one by its name', async () => {
      const good = readFileSync(join(data, 'saves', 'Morning patrol.json'))
      await page.getByTestId('import-file').setInputFiles({ name: 'cut short.json', mimeType: 'application/json', buffer: good.subarray(0, 400) })
      await expect(page.getByTestId('saves-notice')).toHaveText('That file is damaged or was cut short: it cannot be read as a save.')
      await expect(page.getByTestId('saves-notice')).toHaveClass(/error/)
      await expect(page.getByTestId('error-toast')).toHaveCount(0)
      await page.getByTestId('import-file').setInputFiles({ name: 'From Anna.json', mimeType: 'application/json', buffer: good })
      await expect(page.getByTestId('saves-notice')).toHaveText('Imported From Anna')
      await expect(page.getByTestId('save-From Anna.json')).toBeVisible()
      // the finished game kept as its autosave and as "The end" is one row, with who won, both files reachable
      await expect(page.getByTestId('save-details-The end.json')).toHaveText(/^Duel over the Trenches · .+ · turn \d+ · The Germans won$/)
      await expect(page.getByTestId('save-files-The end.json')).toContainText('also kept as the autosave')
      await expect(page.locator('[data-testid^="save-autosave-"]')).toHaveCount(2)
      await expect(page.locator('[data-testid^="replay-autosave-"]')).toHaveCount(3)
      await snapBoth(page, testInfo, 'saves-menu 02 saves screen')
    })

    await test.step('Delete asks first: Escape keeps the save, the dialog\'s button deletes it', async () => {
      await page.getByTestId('delete-From Anna.json').click()
      const dialog = page.getByTestId('delete-dialog')
      await expect(dialog).toContainText('Delete “From Anna”?')
      await expect(dialog).toContainText('cannot be undone')
      await snap(page, testInfo, 'saves-menu 03 delete asks first')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByTestId('save-From Anna.json')).toBeVisible()
      await page.getByTestId('delete-From Anna.json').click()
      await page.getByTestId('delete-dialog-yes').click()
      await expect(page.getByTestId('save-From Anna.json')).toHaveCount(0)
    })

    await test.step('Continue on the menu puts the game played last back on the table', async () => {
      await page.getByTestId('saves-back').click()
      await page.locator('[data-testid^="resume-game-"]').click()
      await expect(page.getByTestId('hud')).toBeVisible()
      await expect.poll(async () => (await state(page)).game.session).toBe(second)
      await expect(page.getByTestId('turn')).toHaveText('Turn 1')
    })
  } finally {
    await killHost(host)
  }
})
