/**
 * A page opened with a UI scale already chosen: the settings the app keeps in the browser's storage
 * (store/settings-slice.ts), written before any script of the page runs. A string: the specs' type check has no DOM.
 */
import type { Page } from '@playwright/test'

export async function openWithUiScale(page: Page, scale: number): Promise<void> {
  await page.addInitScript({ content: `localStorage.setItem('overdive.settings', ${JSON.stringify(JSON.stringify({ uiScale: scale }))})` })
}
