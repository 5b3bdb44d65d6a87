/**
 * Face to Face's aces variant (003 lines 1175-1180) through the planning panel: the player's Nieuport 17 ace is a
 * daredevil (003 line 962), so a steep card may follow a steep card; the slot that uses the ability is tagged, the
 * panel's head says the ability is ready, and once the card is flown the blank counter is shown ("Daredevil used:
 * again from turn 3") and a second steep card in a row is greyed again. Screenshots of the panel at 1920x1080.
 */
import { expect, test } from './support/fixtures'
import { seedTheGames } from './support/scenario-play'
import { screenUrl } from './support/screen'
import type { Page } from '@playwright/test'
import type { GameView } from '../shared/engine/view'
import { activePlane, blur, deckCard, keyForCard, nextPrompt, playToPlanning, settle, snap, state, view } from './support/table'

/** Draft the first cards of a plan with their keys, each seen in its slot before the next key (draftByKeys drafts whole plans). */
async function draftSome(page: Page, v: GameView, plane: string, cards: string[]): Promise<void> {
  await expect(page.locator(`[data-testid="planning-panel"][data-keys="${plane}"]`)).toBeAttached()
  await blur(page)
  for (let i = 0; i < cards.length; i++) {
    await page.keyboard.press(keyForCard(v, plane, cards[i]))
    await expect.poll(async () => (await state(page)).planning.drafts[plane]?.[i] ?? null, { message: `slot ${i + 1} holds ${cards[i]}` }).toBe(cards[i])
  }
}

test('Face to Face, aces: the daredevil Nieuport plans two steep turns in a row, and its blank counter shows the next turn', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  // the host's dice and cards fall the same way every run: both planes fly on into turn 2
  await seedTheGames(page, 'ace5ace5ace5ace5ace5ace5ace5ace5')
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('scenario').selectOption('face-to-face')
  await page.getByTestId('variant').selectOption('aces')
  // New game says who the aces are and what they can do
  await expect(page.getByTestId('scenario-aces')).toContainText('Daredevil: may fly two steep manoeuvres in a row')
  await expect(page.getByTestId('scenario-aces')).toContainText('Pfalz D.III')
  await page.getByTestId('start-game').click()
  expect(await nextPrompt(page)).toBe('plan')
  const v = await view(page)
  const seat = (await state(page)).game.seat!
  const plane = await activePlane(page, v, seat, 'plan')
  expect(plane).toBe('nieuport')
  await expect(page.getByTestId('ace-daredevil')).toHaveText('Daredevil: ready')
  const right = deckCard(v, plane, 'Turn right')
  const left = deckCard(v, plane, 'Turn left')
  const straight = deckCard(v, plane, 'Straight')
  // the slot after a steep card takes the other steep turn (a greyed card would not be drafted by its key)
  await draftSome(page, v, plane, [right, left])
  await expect(page.getByTestId('slot-ace-1')).toHaveText('daredevil')
  // a third steep card in a row is greyed: the ability is spent for the turn
  await expect(page.getByTestId(`card-${deckCard(v, plane, 'Stall')}`)).toHaveAttribute('data-reason', 'two steep manoeuvres in a row')
  await expect(page.getByTestId(`card-${straight}`)).toHaveAttribute('data-reason', '')
  await settle(page)
  await snap(page, testInfo, 'aces 01 the daredevil plans two steep turns in a row 1920x1080')
  await page.keyboard.press(keyForCard(v, plane, straight))
  await expect.poll(async () => (await state(page)).planning.drafts[plane]).toEqual([right, left, straight])
  await page.keyboard.press('Enter')
  if (await page.getByTestId('commit-confirm').isVisible()) await page.keyboard.press('Enter')
  await playToPlanning(page, 2)
  const v2 = await view(page)
  expect([v2.turn, v2.planes.find((p) => p.id === plane)?.status], 'the seeded game goes on into turn 2').toEqual([2, 'flying'])
  expect(v2.planes.find((p) => p.id === plane)!.aceUsed).toEqual({ daredevil: 1 })
  await expect(page.getByTestId('ace-daredevil')).toHaveText('Daredevil used: again from turn 3')
  await draftSome(page, v2, plane, [right])
  await expect(page.getByTestId(`card-${left}`)).toHaveAttribute('data-reason', 'two steep manoeuvres in a row')
  await settle(page)
  await snap(page, testInfo, 'aces 02 turn 2 the blank counter is on the plane 1920x1080')
})
