/**
 * A scripted position for a spec: the save is put in the served host's saves folder (the webServer's, under
 * OVERDIVE_E2E_OUT) and resumed from the screen's "Saves and replays", as a player resumes a game.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { screenUrl } from './screen'
import { settle, state } from './table'

/** Write the save text as `file` in the host's saves folder. */
export function putSave(file: string, text: string): void {
  const saves = join(process.env.OVERDIVE_E2E_OUT ?? 'out-e2e', 'data', 'saves')
  mkdirSync(saves, { recursive: true })
  writeFileSync(join(saves, file), text)
}

/** Put the save there and resume it on the host's screen; the table is then loading the game. */
export async function resumeSave(page: Page, file: string, text: string): Promise<void> {
  putSave(file, text)
  await page.goto(screenUrl())
  await expect.poll(async () => (await state(page)).ui.connection, { message: 'connected to the host' }).toBe('open')
  await page.getByTestId('open-saves').click()
  await page.getByTestId('refresh-saves').click()
  await page.getByTestId(`resume-${file}`).click()
}

/** Resume the save at 1920x1080 (a stream's size) and wait for the panel it stops at (`fire-panel`, `planning-panel`), the table settled. */
export async function resumeSaveTo(page: Page, panel: string, file: string, text: string): Promise<void> {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await resumeSave(page, file, text)
  await expect(page.getByTestId(panel)).toBeVisible({ timeout: 60_000 })
  await settle(page)
}
