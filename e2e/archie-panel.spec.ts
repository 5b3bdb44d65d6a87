/**
 * Issue 13, AA guns placed by their players (003 lines 679-706) through the archie panel: Fireworks over the Front
 * played as the German side, with New Game's "AA guns: placed by their players" (the default once a person has the
 * guns); the bot flies the Nieuport. Before each reveal the panel names each loaded gun; the first gun whose reach
 * takes the spot where the Nieuport will be after its longest straight flown twice (the bots' own aim, botArchie) gets
 * its counter there by a click on the table, the others hold fire. Screenshots at 1920x1080: the panel with the reach
 * ring and the counter, and the table after the burst. Bounded: a few turns after the first burst.
 */
import { expect, test } from './support/fixtures'
import { compileRules } from '../shared/engine/compiled'
import { botArchie } from '../shared/engine/rules/ground-fire/player-aa'
import type { GameState } from '../shared/engine/types'
import type { GameView } from '../shared/engine/view'
import { screenUrl } from './support/screen'
import { content, settle, snap, state, view } from './support/table'

const MAX_ASKS = 60
const TURNS_AFTER_BURST = 1

/** What the table shows next for the German seat: the archie panel, or the end. */
async function nextArchie(page: import('@playwright/test').Page): Promise<'archie' | 'end'> {
  const handle = await page.waitForFunction(
    () => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document
      if (doc.querySelector('[data-testid="game-end"]')) return 'end'
      if (doc.querySelector('[data-testid="archie-panel"]')) return 'archie'
      return null
    },
    undefined,
    { timeout: 180_000, polling: 100 },
  )
  return (await handle.jsonValue()) as 'archie' | 'end'
}

function tableToScreen(page: import('@playwright/test').Page, x: number, y: number) {
  return page.evaluate(([x, y]) => (globalThis as unknown as { __overdive: { tableToScreen(x: number, y: number): { x: number; y: number } | null } }).__overdive.tableToScreen(x, y), [x, y] as const)
}

/** The counter the panel is placing (the store's archieAim). */
function aimOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { ui: { archieAim: { gun: string; at: { x: number; y: number } | null } | null } } } }).__overdive.state().ui.archieAim)
}

test('Fireworks over the Front as the Germans: a counter placed through the archie panel bursts where the Nieuport flies', async ({ page }, testInfo) => {
  test.setTimeout(480_000)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('scenario').selectOption('fireworks-over-the-front')
  // the computer flies the Nieuport; the person has the balloons and the guns
  await page.getByTestId('seat-kind-allied').selectOption('bot:heuristic')
  await page.getByTestId('seat-kind-central').selectOption('human')
  await expect(page.getByTestId('aa-gunners')).toHaveValue('player')
  await page.getByTestId('start-game').click()
  expect(await nextArchie(page)).toBe('archie')
  expect((await state(page)).game.seat).toBe('central')
  const start = await view(page)
  expect(start.setup.groundFire).toEqual({ aa: 'player' })

  let placed: { gun: string; turn: number } | null = null
  let burst = false
  let asks = 0
  for (; asks < MAX_ASKS; asks++) {
    if ((await nextArchie(page)) === 'end') break
    await settle(page)
    if ((await nextArchie(page)) === 'end') break
    const v = await view(page)
    if (burst && v.turn > placed!.turn + TURNS_AFTER_BURST) break
    const gun = (await page.getByTestId('archie-panel').getAttribute('data-gun'))!
    const rules = compileRules(content, v.setup)
    const aim = placed ? null : botArchie({ rules, state: v as unknown as GameState, events: null }, rules.byId.get(gun)!.index)
    if (!aim) {
      await page.getByTestId('archie-hold').click()
      await expect.poll(async () => (await view(page)).seq, { message: 'the host took the hold' }).toBeGreaterThan(v.seq)
      // the counter bursts after the second manoeuvre since it was placed (the other guns are asked before each reveal)
      if (placed && !burst) {
        const fired = async () => (await view(page)).planes.find((p) => p.id === placed!.gun)!.effects?.aa?.counter !== 'placed'
        await page.waitForTimeout(300)
        if (await fired()) {
          await page.waitForTimeout(500)
          await snap(page, testInfo, 'archie 02 the burst 1920x1080')
          await settle(page)
          await snap(page, testInfo, 'archie 03 after the burst 1920x1080')
          burst = true
        }
      }
      continue
    }
    // the ring of the gun's reach is drawn before any click; then the click puts the counter where the Nieuport is heading
    await expect(page.getByTestId('archie-fire')).toBeDisabled()
    const at = (await tableToScreen(page, aim.at.x, aim.at.y))!
    await page.mouse.click(at.x, at.y)
    await expect.poll(async () => (await aimOf(page))?.at ?? null, { message: 'the click put the counter' }).not.toBeNull()
    const clicked = (await aimOf(page))!.at!
    expect(Math.hypot(clicked.x - aim.at.x, clicked.y - aim.at.y)).toBeLessThan(1.5)
    await expect(page.getByTestId('archie-fire')).toBeEnabled()
    await expect(page.getByTestId('archie-at')).toContainText('Counter at')
    await snap(page, testInfo, 'archie 01 the panel, the reach ring and the counter 1920x1080')
    await page.getByTestId('archie-fire').click()
    await expect.poll(async () => (await view(page)).seq, { message: 'the host took the counter' }).toBeGreaterThan(v.seq)
    placed = { gun, turn: v.turn }
  }
  expect(placed, 'a counter was placed through the panel').not.toBeNull()
  expect(burst).toBe(true)
  const end: GameView = await view(page)
  testInfo.annotations.push({ type: 'game', description: `asks ${asks}, turn ${end.turn}, nieuport ${end.planes.find((p) => p.id === 'nieuport')!.status} damage cards ${end.planes.find((p) => p.id === 'nieuport')!.damageCount ?? '?'}` })
})
