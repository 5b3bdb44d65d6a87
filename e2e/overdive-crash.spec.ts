/**
 * 003 Overdive (lines 429-430): "aircraft at 1 or 0 level cannot execute overdives: If they plan one by mistake,
 * they crash to the ground and they are eliminated." A Camel at level 1 with Overdive on drafts a stall, a dive and a
 * straight: the dive reads "▼ crash" in red, and Commit asks once before sending the plan (as a plan leaving the
 * table does). Once sent, the dive crashes it on its reveal (engine: rules/altitude/overdive.test.ts).
 */
import { content, setupWith } from '../electron/testing/fixtures'
import { Game } from '../shared/engine/game'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { expect, test } from './support/fixtures'
import { resumeSaveTo } from './support/saves'
import { draftByKeys, snap, view } from './support/table'

// the Camel's deck: C01 straight, C04 stall, C20 dive
const STRAIGHT = 'C01'
const STALL = 'C04'
const DIVE = 'C20'

function lowCamelSave(): string {
  const setup = setupWith(
    [
      { id: 'a', aircraft: 'sopwith-camel', team: 'allied', altitude: 1, x: 60, y: 50, heading: 0 },
      { id: 't', aircraft: 'fokker-dr-i', team: 'central', altitude: 3, x: 110, y: 110, heading: 270 },
    ],
    { options: { altitude: true, overdive: true }, table: { width: 140, depth: 140 } },
  )
  const game = Game.start(content, setup, '0123456789abcdef0123456789abcdef')
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

test('an overdive planned at level 1: the dive reads "▼ crash" and Commit asks before sending it (003 lines 429-430)', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await resumeSaveTo(page, 'planning-panel', 'overdive-low.json', lowCamelSave())
  const v = await view(page)
  await draftByKeys(page, v, 'a', [STALL, DIVE, STRAIGHT])
  await expect(page.getByTestId('slot-altitude-1')).toHaveText('▼ crash')
  // the straight after it is not flown: the plane is gone (not a second crash)
  await expect(page.getByTestId('slot-altitude-2')).toHaveText('not flown')
  await expect(page.getByTestId('slot-altitude-1')).toHaveClass(/bad/)
  await page.keyboard.press('Enter')
  const ask = page.getByTestId('commit-confirm')
  await expect(ask).toBeVisible()
  await expect(ask).toContainText('an overdive at level 1: the plane crashes')
  await snap(page, testInfo, 'overdive 01 commit asks before a crash 1920x1080')
  // the second Enter sends it; the bot plans, the cards are revealed, and the dive of phase 2 crashes the Camel
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await view(page)).planes[0].status, { message: 'the Camel crashes on its overdive', timeout: 120_000 }).toBe('crashed')
})
