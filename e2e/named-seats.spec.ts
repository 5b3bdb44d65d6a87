/**
 * A variant that names its own seats (003 A Lonely Sentinel for three players, lines 1309-1326: "One of the two
 * Germans controls the aircraft, and the other controls the anti-aircraft batteries"): New game lists the variant's
 * three seats and shows the Seats choice, which the scenario decides, disabled with a line saying so. The person takes
 * the batteries' seat (ground pieces and the balloon, no plane), bots fly the Albatros and the Nieuport; the game
 * starts and the archie panel asks that seat where its counter goes. Screenshots at 1920x1080: New game, and the table
 * with the archie panel.
 */
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { SEAT_KINDS } from '../shared/protocol/seat-kinds'
import { snap, state, view } from './support/table'

const SEATS = {
  'german-pilot': 'German pilot (Albatros D.III)',
  'german-batteries': 'German AA batteries and balloon',
  allied: 'Allied (Nieuport 17)',
}

test('A Lonely Sentinel for three players: the scenario\'s seats, the Seats choice disabled, and the batteries\' seat aims its guns', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  // the choice made before the variant is not the one played
  await page.getByTestId('seating').selectOption('plane')
  await page.getByTestId('scenario').selectOption('a-lonely-sentinel')
  await page.getByTestId('variant').selectOption('three-players')
  await expect(page.getByTestId('variant-players')).toContainText('For 3 players')

  const seating = page.getByTestId('seating')
  await expect(seating).toBeDisabled()
  await expect(seating).toHaveValue('scenario')
  await expect(page.getByTestId('seating-note')).toHaveText('This scenario decides who plays what: 3 seats, listed below. Give each one to a player at this screen, a LAN guest or a bot.')

  await expect(page.locator('[data-testid^="seat-row-"]')).toHaveCount(3)
  for (const [id, name] of Object.entries(SEATS)) {
    await expect(page.getByTestId(`seat-row-${id}`)).toContainText(name)
    // every seat offers what any seat does: this screen, a LAN guest, a bot of each level
    const offered = await page.getByTestId(`seat-kind-${id}`).locator('option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value))
    expect(offered, id).toEqual([...SEAT_KINDS])
  }
  await page.getByTestId('seat-kind-allied').selectOption('bot:heuristic')
  await page.getByTestId('seat-kind-german-pilot').selectOption('bot:veteran')
  await page.getByTestId('seat-kind-german-batteries').selectOption('human')
  // a person at the guns: they place their counters
  await expect(page.getByTestId('aa-gunners')).toHaveValue('player')
  await snap(page, testInfo, 'named seats 01 New game for three players 1920x1080')

  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('archie-panel')).toBeVisible({ timeout: 120_000 })
  const s = await state(page)
  expect(s.game.seat).toBe('german-batteries')
  const v = await view(page)
  expect(Object.fromEntries(v.setup.seats.map((x) => [x.id, x.name]))).toEqual(SEATS)
  expect(v.setup.groundFire?.aa).toBe('player')
  const gun = await page.getByTestId('archie-panel').getAttribute('data-gun')
  expect(v.planes.find((p) => p.id === gun)?.seat).toBe('german-batteries')
  await snap(page, testInfo, 'named seats 02 the batteries seat asked for its counter 1920x1080')
})
