/**
 * Playing a scenario through the UI as a player would: start it from New game, and give the fire orders the heuristic
 * bot would give, through the fire panel (issue 13's balloon and bombing specs); or start one to look at its table
 * (the pieces specs).
 */
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import type { FireCommand } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import { screenUrl } from './screen'
import { activePlane, nextPrompt, pilotChoice, settle, state, view } from './table'

/**
 * Give the games this page creates a fixed secret (the create-game message's `seed`, which the protocol has for replays):
 * New Game is used as a player uses it, and the host's dice and cards fall the same way every run, so that a spec
 * that must see something happen (the bombs fall before the game ends) does not depend on luck.
 */
export async function seedTheGames(page: Page, seed: string): Promise<void> {
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer()
    ws.onMessage((m) => {
      if (typeof m === 'string' && m.includes('"create-game"')) {
        const msg = JSON.parse(m) as { type?: string; seed?: string }
        if (msg.type === 'create-game' && msg.seed === undefined) return server.send(JSON.stringify({ ...msg, seed }))
      }
      server.send(m)
    })
  })
}

/** Start scenario `id` from New game at 1920x1080 with the seats as offered, check its rules line if given, and wait for the first plan; the player's seat. */
export async function startScenario(page: Page, id: string, rulesLine?: string): Promise<string> {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('scenario').selectOption(id)
  if (rulesLine !== undefined) await expect(page.getByTestId('scenario-rules')).toHaveText(rulesLine)
  // how the scenario is won, folded under its blurb (goal-words.ts)
  await expect(page.getByTestId('scenario-goal').locator('summary')).toHaveText('How it is won')
  await page.getByTestId('start-game').click()
  expect(await nextPrompt(page)).toBe('plan')
  return (await state(page)).game.seat!
}

/** Scenario `id` started as startScenario does, the table settled and the camera on the seat's edge (for a look at it): the first view. */
export async function scenarioOnTable(page: Page, id: string): Promise<GameView> {
  await startScenario(page, id)
  await settle(page)
  await page.waitForTimeout(1500)
  return (await state(page)).game.view!
}

/** The active shooter's fire orders as the heuristic bot would give them, through the panel, and wait for the host to take them. */
export async function fireAsTheBotWould(page: Page, v: GameView, seat: string): Promise<void> {
  const plane = await activePlane(page, v, seat, 'fire')
  const options = v.fireOptions.filter((o) => o.plane === plane)
  const order = pilotChoice(v, seat).find((c): c is FireCommand => c.type === 'fire' && c.plane === plane)
  for (const arc of [...new Set(options.map((o) => o.arc))]) {
    const target = order?.[arc]
    if (target) await page.getByTestId(`target-${arc}-${target}`).click()
    else await page.getByTestId(`hold-${arc}`).click()
  }
  await page.getByTestId('confirm-fire').click()
  await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(v.seq)
}
