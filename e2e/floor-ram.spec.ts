/**
 * Issue 12: two engine features a player can now use from the planning screen.
 *
 * - 003 Flying Higher, moving the floor (lines 442-447): the rulebook's example (lines 452-456), a Camel at 5 and a
 *   Dr.I at 6 over a floor of 4. The German seat (a bot) has agreed to a floor of 3 and waits; the row at the top of
 *   the table shows the floor and ceiling, the floors the engine allows and the German agreement; the player agrees,
 *   and the floor and ceiling move to 3 and 6.
 * - 000 Collisions, ramming (line 456): with 000's collision damage on, the planning panel has a "Ram" tick (its tooltip says what it does);
 *   the plan committed with it ticked carries the declaration (the seat's own view shows it).
 * - Turn 2, the usual case against a bot: the host's bot waits before planning while the person may still propose;
 *   the person proposes a floor, the bot agrees, and the floor moves.
 *
 * Screenshots at 1920x1080.
 */
import { content, setupWith } from '../electron/testing/fixtures'
import { Game } from '../shared/engine/game'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { expect, test } from './support/fixtures'
import { resumeSave } from './support/saves'
import { holdFire, nextPrompt, planByKeys, settle, snap, state, straightPlan, view } from './support/table'

const FULL_HD = { width: 1920, height: 1080 }
const FILE = 'e2e-floor-ram.json'

/** The example of lines 452-456, with 000's collision damage on; the German seat has agreed to a floor of 3. */
function exampleSave(): string {
  const setup = setupWith(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 50, heading: 0, altitude: 5 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 150, heading: 180, altitude: 6 },
    ],
    { options: { altitude: true, floor: 4, collisions: true, collisionDamage000: true } },
  )
  const game = Game.start(content, { ...setup, title: 'Flying Higher: moving the floor' }, '0123456789abcdef0123456789abcdef')
  game.apply({ type: 'floor', seat: 'central', floor: 3 })
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

test('the floor agreement row and the Ram tick', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await page.setViewportSize(FULL_HD)
  await resumeSave(page, FILE, exampleSave())
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  await settle(page)

  const row = page.getByTestId('floor-agreement')
  await test.step('the row: floor 4, ceiling 7, floors 3 and 5 offered, the German agreement shown; the bot waits rather than plan', async () => {
    await expect(row).toBeVisible()
    await expect(row).toContainText('Floor 4')
    await expect(row).toContainText('ceiling 7')
    // the German agreement is answered with "Agree"; a floor nobody asked for is proposed
    await expect(page.getByTestId('floor-propose-3')).toHaveText('Agree to floor 3')
    await expect(page.getByTestId('floor-propose-5')).toHaveText('Propose floor 5')
    await expect(page.getByTestId('floor-propose-2')).toHaveCount(0)
    await expect(page.getByTestId('floor-agreed')).toContainText('central agrees to floor 3')
    await expect(page.getByTestId('floor-agreed')).toContainText('Waiting for: you')
    // where the rule is written is the folded rule-source line's, not the hint's (issue 26)
    await expect(row.getByTestId('rule-source')).toContainText('003 Flying Higher, lines 442-447')
    // the bot has agreed and holds its plan: its plan would close the agreement for this seat
    const v = await view(page)
    expect(v.planes.find((p) => p.id === 'dr1')!.committed).toBe(false)
    await expect(page.getByTestId('ram-toggle')).toBeVisible()
    await page.waitForTimeout(600)
    await snap(page, testInfo, 'floor-ram 01 floor agreement row and Ram tick 1920x1080')
  })

  await test.step('the player agrees to 3: the floor and ceiling move to 3 and 6, the row goes, the bot plans', async () => {
    await page.getByTestId('floor-propose-3').click()
    await expect(row).toHaveCount(0)
    await expect.poll(async () => (await view(page)).planes.map((p) => [p.effects!.alt!.floor, p.effects!.alt!.top])).toEqual([
      [3, 6],
      [3, 6],
    ])
    await expect(page.getByTestId('event-log')).toContainText(/floor/i)
    await expect.poll(async () => (await view(page)).planes.find((p) => p.id === 'dr1')!.committed).toBe(true)
  })

  await test.step('Ram ticked: the plan committed carries the declaration (its own seat sees it; the engine tests keep it secret from the others)', async () => {
    await page.getByTestId('ram-tick').check()
    await expect(page.getByTestId('ram-tick')).toBeChecked()
    await expect(page.getByTestId('ram-toggle')).toHaveText('Ram')
    await expect(page.getByTestId('ram-toggle')).toHaveAttribute('title', /Rule source: 000 Collisions, line 456$/)
    await expect(page.getByTestId('ram-toggle')).toHaveAttribute('title', /C cards to both planes instead of A cards/)
    await page.waitForTimeout(300)
    await snap(page, testInfo, 'floor-ram 02 floor moved, Ram ticked 1920x1080')
    const v = await view(page)
    await planByKeys(page, v, 'camel', straightPlan(v, 'camel'))
    await expect.poll(async () => ((await state(page)).game.view?.planes.find((p) => p.id === 'camel')?.effects as { ram?: number } | undefined)?.ram).toBe(1)
  })
  await test.step('turn 2: the bot waits while the person may propose; the person proposes, the bot agrees, the floor moves', async () => {
    for (let i = 0; i < 30; i++) {
      const what = await nextPrompt(page)
      const v = await view(page)
      if (what === 'end') throw new Error('the game ended before turn 2')
      if (what === 'plan' && v.turn >= 2) break
      if (what === 'fire') {
        await holdFire(page)
      }
      await page.waitForTimeout(300)
    }
    await settle(page)
    await expect(row).toBeVisible()
    const v = await view(page)
    expect(v.turn).toBe(2)
    expect(v.planes.find((p) => p.id === 'dr1')!.committed, 'the bot has not planned: it waits for the person').toBe(false)
    const offer = page.locator('[data-testid^="floor-propose-"]').first()
    const floor = Number((await offer.getAttribute('data-testid'))!.slice('floor-propose-'.length))
    await expect(offer).toHaveText(`Propose floor ${floor}`)
    await page.waitForTimeout(300)
    await snap(page, testInfo, 'floor-ram 03 turn 2, the person proposes 1920x1080')
    await offer.click()
    await expect.poll(async () => (await view(page)).planes.map((p) => p.effects!.alt!.floor)).toEqual([floor, floor])
    await expect(page.getByTestId('event-log')).toContainText(`The floor moves to level ${floor}`)
    await expect.poll(async () => (await view(page)).planes.find((p) => p.id === 'dr1')!.committed).toBe(true)
  })
})
