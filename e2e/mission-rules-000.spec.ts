/**
 * 000's Mission Rules (document 000, lines 554-562; option missionRules000, in the Tactical Rules preset), through the
 * UI: a plan declares a line-up on a target with its turn card (Line-up on Target, lines 556-558), and a two-seater
 * shows its observation arcs, between wing and tail, with its fire arcs (Observation Arc, lines 560-562). Screenshots
 * at 1920x1080.
 */
import type { Page } from '@playwright/test'
import type { GameView } from '../shared/engine/view'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { activePlane, deckCard, draftByKeys, nextPrompt, planByKeys, scene, settle, snap, state, view } from './support/table'

/** New game at 1920x1080 with the Tactical Rules (000), after `choose` has set the game up; waits for the first plan. */
async function tacticalGame(page: Page, choose: () => Promise<void>): Promise<GameView> {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await choose()
  await page.getByTestId('ruleset').selectOption('tactical')
  await expect(page.getByTestId('rule-missionRules000')).toBeChecked()
  await page.getByTestId('start-game').click()
  expect(await nextPrompt(page)).toBe('plan')
  return view(page)
}

test('Look Up!: a turn declared lining up on a trench goes with the plan, and the rule judges it as the card is flown', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const v = await tacticalGame(page, async () => {
    await page.getByTestId('mode-scenario').click()
    await page.getByTestId('scenario').selectOption('look-up')
  })
  const seat = (await state(page)).game.seat!
  const plane = await activePlane(page, v, seat, 'plan')
  await draftByKeys(page, v, plane, [deckCard(v, plane, 'Turn right'), deckCard(v, plane, 'Straight'), deckCard(v, plane, 'Short straight')])
  const choice = page.getByTestId('line-up-choice')
  await expect(choice).toBeVisible()
  // the first target offered, with the turn in slot 1
  const first = await choice.locator('option').nth(1).getAttribute('value')
  expect(first).toMatch(/^0:/)
  await choice.selectOption(first!)
  await settle(page)
  await snap(page, testInfo, 'mission rules 01 a turn lines up on a target 1920x1080')
  await page.keyboard.press('Enter')
  if (await page.getByTestId('commit-confirm').isVisible()) await page.keyboard.press('Enter')
  // the seat's other plane flies straights
  await expect.poll(async () => (await view(page)).planes.find((p) => p.id === plane)?.committed, { message: 'the host took the plan' }).toBe(true)
  for (const other of (await view(page)).planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed)) {
    const now = await view(page)
    await planByKeys(page, now, other.id, [deckCard(now, other.id, 'Straight'), deckCard(now, other.id, 'Short straight'), deckCard(now, other.id, 'Stall')])
  }
  // the card is flown: the plane lined up on the trench, or the declaration lapsed with its reason (the log says which)
  await expect(page.getByTestId('event-log')).toContainText(/lines up on|cannot line up on/, { timeout: 120_000 })
})

test('a D.H.4 shows its observation arcs, port and starboard, with its fire arcs', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await tacticalGame(page, async () => {
    await page.getByTestId('mode-free').click()
    await page.getByTestId('free-aircraft-0').selectOption('airco-dh-4')
  })
  await page.keyboard.press('a')
  await expect(page.getByTestId('toggle-arcs')).toHaveClass(/\bon\b/)
  await expect.poll(async () => (await scene(page)).objects.filter((n) => n === 'observation-arcs').length, { message: "the D.H.4's observation arcs are drawn" }).toBe(1)
  await settle(page)
  await snap(page, testInfo, 'mission rules 02 observation arcs 1920x1080')
})
