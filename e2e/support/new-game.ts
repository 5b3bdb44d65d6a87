/**
 * Setting up games through the New game screen, as a player does.
 */
import { expect, type Page } from '@playwright/test'
import type { GameView } from '../../shared/engine/view'
import { screenUrl } from './screen'
import { state, view } from './table'

/**
 * The host's screen starts a free dogfight on a table of this size (cm), its default seats: this screen flies the
 * Allied plane against the bot. Resolves at the planning panel with the view, the screen's seat and its plane.
 */
export async function startFreeDogfight(page: Page, width: number, depth: number): Promise<{ v: GameView; seat: string; plane: string }> {
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-free').click()
  await page.getByTestId('table-width').fill(String(width))
  await page.getByTestId('table-depth').fill(String(depth))
  await expect(page.getByTestId('seat-kind-allied')).toHaveValue('human')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  const v = await view(page)
  const seat = (await state(page)).game.seat!
  return { v, seat, plane: v.planes.find((p) => p.seat === seat)!.id }
}
