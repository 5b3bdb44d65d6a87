/**
 * Issue 13, how the pieces that are not aeroplanes look on the table (003 Balloon busting and Ground fire, lines
 * 530-896; tables/card/scene/Pieces.tsx): 003's scenarios with balloons, trenches, AA guns, AA machine guns and a target card,
 * started from New game and screenshot at 1920x1080 for a stream. The later looks (a burning, a landed, a burnt-out
 * balloon, silenced guns) are shown by handing the table a view with those statuses, as the host would send once the
 * rules that cause them have played: what is checked is what the table draws for a view, not the rules.
 */
import type { Page } from '@playwright/test'
import type { GameView } from '../shared/engine/view'
import { expect, test } from './support/fixtures'
import { scenarioOnTable } from './support/scenario-play'
import { scene, settle, snap } from './support/table'

/** The table is handed the view it shows with these pieces' statuses and flame counters changed. */
async function showPieces(page: Page, changes: Record<string, { status?: string; flame?: number }>): Promise<void> {
  await page.evaluate((changes) => {
    const hooks = (globalThis as unknown as { __overdive: { store: { getState(): { game: Record<string, unknown> & { view: GameView }; dispatch?: never }; dispatch(a: unknown): void } } }).__overdive
    const g = hooks.store.getState().game
    const view = JSON.parse(JSON.stringify(g.view)) as GameView
    for (const p of view.planes) {
      const c = changes[p.id]
      if (!c) continue
      if (c.status) (p as { status: string }).status = c.status
      if (c.flame !== undefined) p.effects = { ...(p.effects ?? {}), smoke: 0, flame: c.flame } as GameView['planes'][number]['effects']
    }
    hooks.store.dispatch({ type: 'game/viewReceived', payload: { session: g.session, seat: g.seat, mine: g.mine, seats: g.seats, view, waitingFor: g.waitingFor, events: [] } })
  }, changes)
  await settle(page)
  // smoke and flames build up
  await page.waitForTimeout(2500)
}

async function objects(page: Page): Promise<string[]> {
  return (await scene(page)).objects
}

test('balloons and AA guns (Fireworks over the Front): aloft on their cables, then one burning, one landed, a gun silenced', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const v = await scenarioOnTable(page, 'fireworks-over-the-front')
  expect(v.planes.filter((p) => p.status === 'standing').map((p) => p.aircraft).sort()).toEqual(['aa-gun', 'aa-gun', 'aa-gun', 'parseval-sigsfeld-drachen', 'parseval-sigsfeld-drachen'])
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['balloon-balloon-left', 'balloon-balloon-right', 'balloon-cables', 'pieces-winch|balloon', 'pieces-aa-gun|ground-card|up', 'pieces-outline|ground-card', 'pieces-outline|balloon']))
  expect(await objects(page)).not.toContain('pieces-aa-gun|ground-card|knocked')
  await snap(page, testInfo, 'pieces 01 Fireworks over the Front 1920x1080')

  await showPieces(page, { 'balloon-left': { flame: 2 }, 'balloon-right': { status: 'landed' }, 'aa-left': { status: 'silenced' } })
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['pieces-aa-gun|ground-card|knocked', 'pieces-aa-gun|ground-card|up', 'balloon-balloon-right']))
  await snap(page, testInfo, 'pieces 02 a Drachen burning, one landed, an AA gun silenced 1920x1080')

  await showPieces(page, { 'balloon-left': { status: 'exploded', flame: 0 }, 'balloon-right': { status: 'shot-down' } })
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['pieces-wreck', 'pieces-deflated|parseval-sigsfeld-drachen']))
  const after = await objects(page)
  expect(after).not.toContain('balloon-balloon-left')
  expect(after).not.toContain('balloon-balloon-right')
  await snap(page, testInfo, 'pieces 03 a Drachen burnt out, one shot down 1920x1080')
})

test('trenches, an AA machine gun and AA guns (Look Up!), then silenced', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const v = await scenarioOnTable(page, 'look-up')
  expect(v.planes.filter((p) => p.status === 'standing').map((p) => p.aircraft).sort()).toEqual(['aa-gun', 'aa-gun', 'aamg-a', 'trench', 'trench'])
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['pieces-trench|ground-card|up', 'pieces-aamg|ground-card|up', 'pieces-aa-gun|ground-card|up', 'pieces-outline|ground-card']))
  await snap(page, testInfo, 'pieces 04 Look Up 1920x1080')
  await showPieces(page, { 'trench-left': { status: 'silenced' }, aamg: { status: 'silenced' }, 'aa-right': { status: 'silenced' } })
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['pieces-trench|ground-card|knocked', 'pieces-aamg|ground-card|knocked', 'pieces-aa-gun|ground-card|knocked']))
  await snap(page, testInfo, 'pieces 05 Look Up silenced 1920x1080')
})

test('a target card (Wings over the Flanders)', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await scenarioOnTable(page, 'wings-over-the-flanders')
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['pieces-target|ground-card|up', 'pieces-outline|ground-card']))
  await snap(page, testInfo, 'pieces 06 Wings over the Flanders 1920x1080')
})

test('two Caquots (Twin Targets)', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await scenarioOnTable(page, 'twin-targets')
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['balloon-balloon-left', 'balloon-balloon-right', 'pieces-winch|balloon']))
  await snap(page, testInfo, 'pieces 07 Twin Targets 1920x1080')
})
