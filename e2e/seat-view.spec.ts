/**
 * Seat-facing views and nameplates (issue 9). In a hotseat duel each player sees the table from behind their
 * own edge: the Allied player from the south (+z in the world), the German player from the north (-z), the table
 * turning at the hand-off. Every plane flying carries a nameplate, just over it; the seat's own plane shows its
 * damage against its damage points, the enemy's only its face-down card count. The plane being planned is ringed on the table.
 * Screenshots of both seats at 1280×800 and 1920×1080.
 */
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import type { PlanCommand } from '../shared/engine/types'
import { activePlane, nextPrompt, pilotChoice, planByKeys, scene, settle, snap, state, barControl } from './support/table'

type Side = 'south' | 'north'

/** The camera stands on the `side` of the table, looking across it: mostly along z, little to the side. */
async function cameraOn(page: Page, side: Side): Promise<void> {
  await expect
    .poll(
      async () => {
        const c = (await scene(page)).cameraPosition
        if (!c) return 'no camera'
        const along = side === 'south' ? c.z : -c.z
        return along > 20 && Math.abs(c.x) < along * 0.15 ? side : `x ${c.x.toFixed(1)}, z ${c.z.toFixed(1)}`
      },
      { message: `the camera looks from the ${side} edge`, timeout: 30_000 },
    )
    .toBe(side)
}

/** The nameplates drawn (shown, not hidden with their plane), by plane id. */
async function shownPlates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ dataset: { testid?: string }; getClientRects(): ArrayLike<unknown> }> } }).document
    return Array.from(doc.querySelectorAll('.nameplate'))
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => (e.dataset.testid ?? '').replace(/^nameplate-/, ''))
      .sort()
  })
}

/**
 * Each plate that does not stand over its own plane: the middle of its lower edge (where its notch points down) must
 * be over its plane's base on the page, no more than 120 px above it, and nearer it than any other plane's base.
 * (A plate whose place above is taken by another plane goes under its own, pointing up: nameplates.test.ts; the planes
 * here start far apart.)
 */
async function platesAstray(page: Page, planes: { id: string; x: number; y: number }[]): Promise<string[]> {
  return page.evaluate((planes) => {
    const w = globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): { left: number; right: number; bottom: number } } | null }; __overdive: { tableToScreen(x: number, y: number): { x: number; y: number } | null } }
    const bases = planes.map((p) => ({ id: p.id, at: w.__overdive.tableToScreen(p.x, p.y)! }))
    const astray: string[] = []
    for (const b of bases) {
      const r = w.document.querySelector(`[data-testid="nameplate-${b.id}"]`)?.getBoundingClientRect()
      if (!r) {
        astray.push(`${b.id}: no plate`)
        continue
      }
      const tip = { x: (r.left + r.right) / 2, y: r.bottom }
      const far = (q: { x: number; y: number }) => Math.hypot(q.x - tip.x, q.y - tip.y)
      const rise = b.at.y - tip.y
      if (!(rise > 0 && rise <= 120 && Math.abs(b.at.x - tip.x) < 20)) astray.push(`${b.id}: its plate's lower edge ${Math.round(rise)} px over its base, ${Math.round(tip.x - b.at.x)} px aside`)
      for (const o of bases) if (o.id !== b.id && far(o.at) <= far(b.at)) astray.push(`${b.id}: its plate is as near ${o.id}`)
    }
    return astray
  }, planes)
}

async function snapBoth(page: Page, testInfo: TestInfo, name: string, side: Side): Promise<void> {
  for (const [w, h] of [
    [1280, 800],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width: w, height: h })
    // the camera refits to the new size (its framing eases in) and still stands behind the same edge
    await page.waitForTimeout(1500)
    await cameraOn(page, side)
    await snap(page, testInfo, `${name} ${w}x${h}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('seat view: each hotseat player sees the table from their own edge, with nameplates over the planes', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('seat-kind-central').selectOption('human')
  await page.getByTestId('seat-kind-allied').selectOption('human')
  await page.getByTestId('start-game').click()

  const seen = new Set<string>()
  for (let i = 0; i < 12 && seen.size < 2; i++) {
    const prompt = await nextPrompt(page)
    if (prompt === 'handoff') {
      const to = (await state(page)).ui.handOff!.seat
      // the table turns behind the hand-off screen, before the next player's view arrives
      await cameraOn(page, to === 'central' ? 'north' : 'south')
      await page.getByTestId('handoff-confirm').click()
      await expect(page.getByTestId('handoff')).toBeHidden()
      await expect.poll(async () => (await state(page)).game.seat).toBe(to)
      continue
    }
    if (prompt !== 'plan') throw new Error(`expected a plan or a hand-off, the table asks for: ${prompt}`)
    await settle(page)
    const s = await state(page)
    const seat = s.game.seat!
    const v = s.game.view!
    const side: Side = seat === 'central' ? 'north' : 'south'
    await cameraOn(page, side)

    // a nameplate over every plane flying, named as the panels name it
    const flying = v.planes.filter((p) => p.status === 'flying')
    await expect.poll(() => shownPlates(page), { message: 'a nameplate over every plane flying' }).toEqual(flying.map((p) => p.id).sort())
    for (const p of flying) {
      const plate = page.getByTestId(`nameplate-${p.id}`)
      // 003: damage cards are kept face down: only the seat's own planes show their damage
      if (p.seat === seat) {
        await expect(plate.getByTestId(`nameplate-damage-${p.id}`), `${p.id} is ${seat}'s: its damage is shown`).toBeVisible()
      } else {
        await expect(plate.getByTestId(`nameplate-damage-${p.id}`), `${p.id} is the enemy's: no damage total`).toHaveCount(0)
      }
    }
    // each plate stands just over its own plane, nearer it than any other
    await expect.poll(() => platesAstray(page, flying), { message: 'each plate over its own plane' }).toEqual([])
    // the plane being planned is ringed and its plate marked
    const plane = await activePlane(page, v, seat, 'plan')
    await expect.poll(async () => (await scene(page)).objects.includes(`planned-ring-${plane}`), { message: `${plane} is ringed on the table` }).toBe(true)
    await expect(page.getByTestId(`nameplate-${plane}`)).toHaveClass(/planned/)

    await snapBoth(page, testInfo, `seat view ${seat} plans`, side)

    if (!seen.size) {
      // N hides the nameplates and shows them again; the HUD's button says which
      await page.keyboard.press('n')
      await expect.poll(() => shownPlates(page)).toEqual([])
      await expect(page.getByTestId('toggle-names')).toHaveAttribute('aria-pressed', 'false')
      await (await barControl(page, 'toggle-names')).click()
      await expect.poll(() => shownPlates(page)).toEqual(flying.map((p) => p.id).sort())
    }
    seen.add(seat)
    const cards = (pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane) ?? { cards: [] }).cards
    await planByKeys(page, v, plane, cards)
  }
  expect([...seen].sort(), 'both players planned, each from their own edge').toEqual(['allied', 'central'])
})
