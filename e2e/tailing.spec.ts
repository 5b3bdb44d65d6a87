/**
 * 003 Tailing from the player's side: a Camel sits on a Dr.I's tail. Before the first card is revealed the tailing
 * player is shown the Dr.I's first card and puts its own cards in a new order on the tailing panel; the Dr.I's seat
 * (a bot) is shown nothing. Loaded from a save with exact positions and the option on.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { content, setupWith } from '../electron/testing/fixtures'
import { compileRules } from '../shared/engine/compiled'
import { Game } from '../shared/engine/game'
import type { PlaneEffects } from '../shared/engine/types'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { planByKeys, scene, snap, state, view } from './support/table'

const FILE = 'tailing-scripted.json'

test('003 Tailing: the tailing player sees the tailed plane\'s first card and reorders its own on the tailing panel', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const game = Game.start(
    content,
    setupWith(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
      ],
      { options: { tailing: true } },
    ),
    '0123456789abcdef0123456789abcdef',
  )
  expect(game.state.planes[0].effects!.tail).toEqual({ target: 'dr1', turn: 1 })
  const saves = join(process.env.OVERDIVE_E2E_OUT ?? 'out-e2e', 'data', 'saves')
  mkdirSync(saves, { recursive: true })
  writeFileSync(join(saves, FILE), serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' })))

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(screenUrl())
  await expect.poll(async () => (await state(page)).ui.connection, { message: 'connected to the host' }).toBe('open')
  await page.getByTestId('open-saves').click()
  await page.getByTestId('refresh-saves').click()
  await page.getByTestId(`resume-${FILE}`).click()
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  const v = await view(page)
  const cp = compileRules(content, v.setup).byId.get('camel')!
  const straights = [...cp.cards.values()].filter((c) => c.card.straight).map((c) => c.card.id).slice(0, 3)
  await planByKeys(page, v, 'camel', straights)

  // the game waits for the tailing seat, which alone is shown the Dr.I's first card
  const panel = page.getByTestId('tailing-panel')
  await expect(panel).toBeVisible({ timeout: 60_000 })
  const tailing = await view(page)
  expect(tailing.step).toBe('tailing')
  const fx = tailing.planes[0].effects as PlaneEffects
  expect(fx.tailSeen).toHaveLength(1)
  await expect(page.getByTestId('tail-seen')).toContainText('Fokker Dr.I will fly')
  // who tails whom is drawn on the table
  await expect.poll(async () => (await scene(page)).objects.includes('tailing-lines'), { message: 'the tailing line is drawn' }).toBe(true)
  await snap(page, testInfo, 'tailing 01 the tailing panel: the tailed card, the Camel\'s cards to reorder')
  // fly the third card first
  await page.getByTestId(`tail-earlier-${straights[2]}`).click()
  await page.getByTestId(`tail-earlier-${straights[2]}`).click()
  await page.getByTestId('tail-send').click()
  await expect
    .poll(async () => (await view(page)).planes[0].revealed[0], { message: 'the Camel flew its reordered first card', timeout: 60_000 })
    .toBe(straights[2])
})
