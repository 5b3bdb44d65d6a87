/**
 * Previews before a card is placed (issue 26): pointing at a card of the planning deck draws its manoeuvre on the
 * table as a faint dashed ghost from where the cards already placed end, and its tooltip says how far it flies and
 * what it needs; the keyboard focus does the same; moving off takes both away. The clouds thin in front of the
 * planes and of the plan being drawn (scene/cloud-clearings.ts): its ghost and the middle of its path.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { startFreeDogfight } from './support/new-game'
import { deckCard, keyForCard, snap, state } from './support/table'

interface HoverGhost {
  plane: string
  slot: number
  card: string
  x: number
  y: number
  h: number
  drawn: boolean
}

function hoverGhost(page: Page): Promise<HoverGhost | null> {
  return page.evaluate(() => (globalThis as unknown as { __overdive: { scene(): { hoverGhost: HoverGhost | null } } }).__overdive.scene().hoverGhost)
}

/** how many points the clouds thin in front of: the planes flying, then the plan's ghosts and the middles of their paths */
function cloudClearings(page: Page): Promise<number | null> {
  return page.evaluate(() => (globalThis as unknown as { __overdive: { scene(): { cloudClearings: number | null } } }).__overdive.scene().cloudClearings)
}

function muted(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { settings: { values: { muted: boolean } } } } }).__overdive.state().settings.values.muted)
}

test('a card pointed at is previewed on the table and its tooltip says what it does', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const { v, plane } = await startFreeDogfight(page, 90, 90)
  const bank = deckCard(v, plane, 'Bank right')
  const straight = deckCard(v, plane, 1)

  await test.step('hovering a card draws its ghost in slot 1, and its tooltip', async () => {
    await page.getByTestId(`card-${bank}`).hover()
    await expect.poll(() => hoverGhost(page)).toMatchObject({ plane, slot: 0, card: bank, drawn: true })
    const tip = page.getByTestId('card-tip')
    await expect(tip).toBeVisible()
    await expect(tip).toContainText('Bank right')
    await expect(tip).toContainText(/Length: flies \d+(\.\d)? cm, turning 45° to the right/)
    // no placed ghost: the draft is still empty
    expect((await state(page)).planning.drafts[plane] ?? []).toEqual([])
    await snap(page, testInfo, 'card preview 1280x800 hover')
    // the two planes, and the pointed card's ghost and the middle of its path
    await expect.poll(() => cloudClearings(page)).toBe(4)
    await page.mouse.move(640, 120)
    await expect.poll(() => hoverGhost(page)).toBeNull()
    await expect(tip).toBeHidden()
    await expect.poll(() => cloudClearings(page)).toBe(2)
  })

  await test.step('after a card is placed, the preview starts where that card ends, in slot 2', async () => {
    await expect(page.locator(`[data-testid="planning-panel"][data-keys="${plane}"]`)).toBeAttached()
    await page.keyboard.press(keyForCard(v, plane, straight))
    await expect.poll(async () => (await state(page)).planning.drafts[plane]?.[0]).toBe(straight)
    const placed = (await page.evaluate(() => (globalThis as unknown as { __overdive: { scene(): { ghosts: { x: number; y: number }[] } } }).__overdive.scene().ghosts))[0]
    await page.getByTestId(`card-${bank}`).hover()
    await expect.poll(() => hoverGhost(page)).toMatchObject({ slot: 1, card: bank, drawn: true })
    // the placed card's ghost and path are kept clear as well as the pointed one's
    await expect.poll(() => cloudClearings(page)).toBe(6)
    const g = await hoverGhost(page)
    // a 45° bank moves the plane on from the straight's ghost
    expect(Math.hypot(g!.x - placed.x, g!.y - placed.y)).toBeGreaterThan(3)
    await page.mouse.move(640, 120)
    await expect.poll(() => hoverGhost(page)).toBeNull()
  })

  await test.step('seen from above, the preview is a dashed white ghost beside the placed one', async () => {
    await page.keyboard.press('c')
    await expect.poll(async () => (await state(page)).ui.camera).toBe('top')
    await page.getByTestId(`card-${bank}`).hover()
    await expect.poll(() => hoverGhost(page)).toMatchObject({ slot: 1, drawn: true })
    await page.waitForTimeout(500)
    await snap(page, testInfo, 'card preview 1280x800 hover top-down')
    await page.mouse.move(640, 120)
  })

  await test.step('the keyboard focus on a card previews it too', async () => {
    await page.getByTestId(`card-${bank}`).focus()
    await expect.poll(() => hoverGhost(page)).toMatchObject({ card: bank, drawn: true })
    await page.getByTestId(`card-${bank}`).blur()
    await expect.poll(() => hoverGhost(page)).toBeNull()
  })

  await test.step('K opens the keyboard map, S mutes, ? has the glossary', async () => {
    await page.keyboard.press('k')
    const map = page.getByTestId('key-map')
    await expect(map).toBeVisible()
    await expect(map.getByTestId('keys-planning')).toContainText('commit the plan')
    await expect(map.getByTestId('keys-anywhere')).toContainText('sound off / on')
    await snap(page, testInfo, 'card preview 1280x800 keyboard map')
    await page.keyboard.press('k')
    await expect(map).toBeHidden()
    const was = await muted(page)
    await page.keyboard.press('s')
    await expect.poll(() => muted(page)).toBe(!was)
    await page.keyboard.press('s')
    await expect.poll(() => muted(page)).toBe(was)
    await page.keyboard.press('?')
    await page.getByTestId('rules').getByRole('button', { name: 'Glossary' }).click()
    await expect(page.getByTestId('glossary-ghost')).toBeInViewport()
    await snap(page, testInfo, 'card preview 1280x800 glossary')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('rules')).toBeHidden()
  })
})
