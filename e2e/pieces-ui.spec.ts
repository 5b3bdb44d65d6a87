/**
 * Issue 13, the panels and words for balloons and ground pieces: Outnumbered! (003 Scenarios) from New game, the
 * player at the Allied seat with a Camel, a trench and four AA machine guns (003 Ground fire, lines 732-750: an AA
 * machine gun fires like an aeroplane). The damage panel lists the Camel first, then the Allied pieces under their
 * heading, each "standing" with its public damage "0/5 (silences at 5)". The Camel flies the bot's own choices; at
 * each firing step the Camel holds fire and an AA machine gun with a target is given its fire order through the
 * panel: 1920x1080 screenshots of the panel, and of the table after. Bounded: a few turns at most.
 */
import type { Page } from '@playwright/test'
import type { PlanCommand } from '../shared/engine/types'
import type { GameView } from '../shared/engine/view'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { seedTheGames } from './support/scenario-play'
import { activePlane, blur, nextPrompt, pilotChoice, planByKeys, settle, snap, state, view } from './support/table'

const FULL_HD = { width: 1920, height: 1080 }

async function startOutnumbered(page: Page): Promise<{ v: GameView; seat: string }> {
  await page.setViewportSize(FULL_HD)
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('scenario').selectOption('outnumbered')
  await page.getByTestId('start-game').click()
  expect(await nextPrompt(page)).toBe('plan')
  await settle(page)
  await page.waitForTimeout(1500)
  const s = await state(page)
  return { v: s.game.view!, seat: (s.game as unknown as { seat: string }).seat }
}

test('Outnumbered!: the pieces in the damage panel, and an AA machine gun given its fire order', async ({ page }, testInfo) => {
  test.setTimeout(420_000)
  // a fixed secret for the game, so that an AA machine gun gets its target the same way each run
  await seedTheGames(page, 'ffeeddccbbaa99887766554433221100')
  const { v, seat } = await startOutnumbered(page)
  const aamgs = v.planes.filter((p) => p.seat === seat && p.aircraft.startsWith('aamg')).map((p) => p.id)
  expect(aamgs.length, 'the Allied seat has AA machine guns').toBe(4)

  // the Camel first, then the Allied pieces under their heading; a ground piece's damage is public
  const rows = await page.locator('[data-testid^="damage-"][class*="damage-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  const camelAt = rows.indexOf('damage-camel')
  expect(camelAt).toBeGreaterThanOrEqual(0)
  expect(rows.indexOf(`damage-${aamgs[0]}`)).toBeGreaterThan(camelAt)
  await expect(page.getByTestId('damage-group-allied')).toBeVisible()
  await expect(page.getByTestId(`damage-status-${aamgs[0]}`)).toHaveText('standing')
  await expect(page.getByTestId(`damage-total-${aamgs[0]}`)).toHaveText('0/5 (silences at 5)')
  // each piece on the table has a short plate: its name, and its state once it is not simply standing
  await expect(page.getByTestId(`nameplate-${aamgs[0]}`)).toBeVisible()
  await expect(page.getByTestId(`nameplate-${aamgs[0]}`)).toContainText('AA MG (B) 1')
  await snap(page, testInfo, 'pieces-ui 01 Outnumbered damage panel 1920x1080')

  let fired: string | null = null
  for (let i = 0; i < 30; i++) {
    const prompt = await nextPrompt(page, 180_000)
    // once the gun has its order, on to the end of that fire step (the next plan)
    if (prompt === 'end' || (fired && prompt === 'plan')) break
    const now = await view(page)
    if (now.turn > 4) break
    if (prompt === 'plan') {
      const plane = await activePlane(page, now, seat, 'plan')
      await planByKeys(page, now, plane, (pilotChoice(now, seat).find((c) => c.type === 'plan' && c.plane === plane) as PlanCommand).cards)
    } else if (prompt === 'fire') {
      const shooter = await activePlane(page, now, seat, 'fire')
      const option = now.fireOptions.find((o) => o.plane === shooter)
      if (!fired && aamgs.includes(shooter) && option) {
        // the AA machine gun's one gun, its target picked in the panel
        await expect(page.getByTestId('fire-arc-front')).toContainText('Machine gun')
        await page.getByTestId(`target-front-${option.target}`).click()
        await expect(page.getByTestId('confirm-fire')).toContainText('Fire at')
        await snap(page, testInfo, 'pieces-ui 02 an AA machine gun fire order 1920x1080')
        fired = shooter
      }
      await blur(page)
      await page.getByTestId('confirm-fire').click()
      await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(now.seq)
    }
  }
  expect(fired, 'an AA machine gun had a target within four turns').not.toBeNull()
  await settle(page, 120_000)
  // the gun's burst counts among its shots, and the narration names the guns
  expect((await view(page)).planes.find((p) => p.id === fired)!.stats.shots).toBeGreaterThanOrEqual(1)
  await expect(page.getByTestId('event-log')).toContainText('Anti-aircraft machine gun')
  await snap(page, testInfo, 'pieces-ui 03 after the AA machine gun fired 1920x1080')
})
