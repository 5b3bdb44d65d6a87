/**
 * Ghosts warn (issue 9): in a free dogfight on a small table, a plan of straights flies off it. The ghost of the
 * card that leaves is labelled "leaves the table" with what it costs (the last plane of a side: the game is
 * lost, 003 Victory), the panel says so instead of "Plan ready", Commit asks once (Escape changes the plan),
 * and a double Enter on the question sends the plan once: no "host refused". The plane then leaves the table on
 * exactly the card the ghost named (003 Exiting the Gaming Surface). A disabled card's reason is shown whole
 * under the deck when the card is hovered. With two planes to a seat, the first one's committed path stays drawn
 * while the second is planned.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { startFreeDogfight } from './support/new-game'
import { screenUrl } from './support/screen'
import { blur, keyForCard, snap, state, straightPlan, view } from './support/table'

interface ShownWarning {
  kind: 'leaves-table' | 'bump'
  plane: string
  slot: number
  label: string
  sentence: string
}

async function planWarnings(page: Page): Promise<ShownWarning[]> {
  return page.evaluate(() => (globalThis as unknown as { __overdive: { scene(): { planWarnings: ShownWarning[] } } }).__overdive.scene().planWarnings)
}

test('plan warnings: a ghost leaving the table says what it costs, and Commit asks once', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const { v, plane } = await startFreeDogfight(page, 60, 20)

  await test.step('a disabled card says why, whole, under the deck', async () => {
    const disabled = page.locator('.deck [data-testid^="card-"][aria-disabled="true"]').first()
    await expect(disabled, 'the first turn disables the Immelmann at least').toBeVisible()
    const reason = (await disabled.getAttribute('data-reason'))!
    expect(reason.length).toBeGreaterThan(0)
    await disabled.hover()
    const line = page.getByTestId('card-reason-text')
    await expect(line).toBeVisible()
    const text = (await line.textContent())!
    expect(text, 'the whole reason, in plain words').toMatch(/cannot go in slot 1: .{20,}/)
    expect(text).not.toContain('…')
    // not cut by the panel: the line wraps inside it
    const fits = await line.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1)
    expect(fits, 'the reason line is not clipped').toBe(true)
    await snap(page, testInfo, 'plan warnings 1280x800 a disabled card says why')
    await page.mouse.move(5, 5)
  })

  const cards = straightPlan(v, plane)
  await blur(page)
  for (const c of cards) await page.keyboard.press(keyForCard(v, plane, c))
  await expect.poll(async () => (await state(page)).planning.drafts[plane]).toEqual(cards)

  let exitSlot = -1
  await test.step('the ghost that leaves the table is labelled with the cost, and the panel says so', async () => {
    await expect.poll(async () => (await planWarnings(page)).filter((w) => w.kind === 'leaves-table').length, { message: 'a card of three straights leaves the 20 cm deep table' }).toBe(1)
    const w = (await planWarnings(page)).find((x) => x.kind === 'leaves-table')!
    exitSlot = w.slot
    expect(w.plane).toBe(plane)
    // 003 Victory: the last plane of a side leaving the table loses the game
    expect(w.label).toBe('leaves the table: loses the game')
    expect(w.sentence).toMatch(new RegExp(`^Your .+ leaves the table over the \\w+ edge on card ${exitSlot + 1}: .*loses the game\\.$`))
    const label = page.getByTestId(`plan-warning-${plane}-${exitSlot}`)
    await expect(label).toBeVisible()
    await expect(label).toContainText('leaves the table')
    await expect(page.getByTestId(`slot-${exitSlot}`)).toHaveClass(/warned/)
    await expect(page.getByTestId('card-reason')).not.toContainText('Plan ready: Enter commits it')
    await expect(page.getByTestId('plan-warning-leaves-table')).toHaveText(w.sentence)
    await snap(page, testInfo, 'plan warnings 1280x800 a ghost leaves the table')
    await page.setViewportSize({ width: 1920, height: 1080 })
    await expect(label).toBeVisible()
    await snap(page, testInfo, 'plan warnings 1920x1080 a ghost leaves the table')
  })

  await test.step('Commit asks once; Escape goes back to the plan', async () => {
    await blur(page)
    await page.keyboard.press('Enter')
    const ask = page.getByTestId('commit-confirm')
    await expect(ask).toBeVisible()
    await expect(ask).toContainText(`on card ${exitSlot + 1}`)
    await expect(ask).toContainText('Commit anyway?')
    expect((await view(page)).planes.find((p) => p.id === plane)!.committed, 'nothing was sent').toBe(false)
    await snap(page, testInfo, 'plan warnings 1920x1080 Commit asks')
    await page.setViewportSize({ width: 1280, height: 800 })
    await snap(page, testInfo, 'plan warnings 1280x800 Commit asks')
    await page.keyboard.press('Escape')
    await expect(ask).toBeHidden()
    expect((await view(page)).planes.find((p) => p.id === plane)!.committed).toBe(false)
  })

  await test.step('Enter, then Enter twice on the question: the plan is sent once, no refusal', async () => {
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('commit-confirm')).toBeVisible()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect.poll(async () => {
      const now = (await state(page)).game.view!
      return now.step !== 'planning' || now.turn > v.turn || !!now.planes.find((p) => p.id === plane)?.committed
    }, { message: 'the host took the plan' }).toBe(true)
    // give a second command the time to come back refused
    await page.waitForTimeout(1500)
    await expect(page.getByTestId('error-toast')).toHaveCount(0)
  })

  await test.step('the plane leaves the table on the card the ghost named (003 Exiting the Gaming Surface)', async () => {
    await expect(page.getByTestId('game-end')).toBeVisible({ timeout: 120_000 })
    const end = await view(page)
    const me = end.planes.find((p) => p.id === plane)!
    expect(me.status).toBe('exited')
    expect(me.out).toMatchObject({ turn: 1, phase: exitSlot + 1 })
  })
})

test('plan warnings: the paths already committed stay on the table, dimmed, while the next plane is planned', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-free').click()
  // a third plane, for the Allies: their seat flies two
  await page.getByTestId('add-plane').click()
  await expect(page.getByTestId('free-team-2')).toHaveValue('allied')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  const v = await view(page)
  const seat = (await state(page)).game.seat!
  const mine = v.planes.filter((p) => p.seat === seat)
  expect(mine, 'the Allied seat flies two planes').toHaveLength(2)
  const scene = () => page.evaluate(() => (globalThis as unknown as { __overdive: { scene(): { committedGhosts: number; objects: string[]; ghosts: unknown[] } } }).__overdive.scene())
  expect((await scene()).committedGhosts).toBe(0)

  const first = await page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { ui: { selected: string | null } } } }).__overdive.state().ui.selected)
  const plane = mine.find((p) => p.id === first)?.id ?? mine[0].id
  const cards = straightPlan(v, plane)
  await blur(page)
  for (const c of cards) await page.keyboard.press(keyForCard(v, plane, c))
  await expect.poll(async () => (await state(page)).planning.drafts[plane]).toEqual(cards)
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await view(page)).planes.find((p) => p.id === plane)!.committed, { message: 'the first plane committed' }).toBe(true)

  // the other plane is planned now; the first one's three cards stay drawn
  await expect.poll(async () => (await scene()).committedGhosts, { message: 'three committed ghosts' }).toBe(3)
  expect((await scene()).objects).toContain('committed-ghosts')
  expect((await scene()).ghosts, 'no draft yet for the second plane').toHaveLength(0)
  const other = mine.find((p) => p.id !== plane)!.id
  const v2 = await view(page)
  await page.keyboard.press(keyForCard(v2, other, straightPlan(v2, other)[0]))
  await expect.poll(async () => (await scene()).ghosts.length).toBe(1)
  await snap(page, testInfo, 'plan warnings 1280x800 committed paths stay while the next plane is planned')
  await page.setViewportSize({ width: 1920, height: 1080 })
  await snap(page, testInfo, 'plan warnings 1920x1080 committed paths stay while the next plane is planned')
})
