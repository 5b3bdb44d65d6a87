/**
 * Solo play in the browser against the served host: one click to a duel against the bot, planning with the
 * ghost bases on the table, a card that cannot be played saying why, the turn resolving, firing, and the game
 * played to its end. The human seat is flown by the heuristic bot's choices entered through the UI, so that it
 * closes on the enemy and the game ends in a few turns.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import type { FireCommand, PlanCommand } from '../shared/engine/types'
import { activePlane, blur, content, nextPrompt, pilotChoice, planByKeys, planesWithSecrets, scene, settle, snap, state, straightPlan, view, type Ghost, barControl } from './support/table'
import { scoreText } from '../renderer/src/tables/card/panels/score-text'

/** After this many turns the human flies straight off the table, so that the game ends in bounded time. */
const FIGHT_TURNS = 4
const MAX_PROMPTS = 80

const near = (a: number, b: number, eps = 0.05) => Math.abs(a - b) < eps
const moved = (a: { x: number; y: number; h: number }, b: { x: number; y: number; h: number }) => !near(a.x, b.x) || !near(a.y, b.y) || !near(a.h, b.h)

/** Cards of the deck as buttons (the reason line shares the card- prefix). */
const deckCards = (page: Page) => page.locator('[data-testid^="card-"]:not([data-testid="card-reason"])')

async function ghostsOf(page: Page): Promise<Ghost[]> {
  return (await scene(page)).ghosts
}

/** The ghosts as drawn by the preview mesh, once the scene has caught up with the drafts. */
async function expectGhosts(page: Page, n: number): Promise<Ghost[]> {
  await expect
    .poll(
      async () => {
        const g = await ghostsOf(page)
        return g.length === n && g.every((x) => x.drawn && near(x.drawn.x, x.x, 0.01) && near(x.drawn.y, x.y, 0.01))
      },
      { message: `${n} ghost bases drawn where the plan takes the plane` },
    )
    .toBe(true)
  return ghostsOf(page)
}

test.describe.configure({ mode: 'serial' })

test('solo: one click to a duel against the bot, plan, fire and play to the end', async ({ page }, testInfo) => {
  test.setTimeout(420_000)

  await test.step('the menu: a duel is one click away', async () => {
    // every frame, as a player's build draws (the specs' build caps its frames: playwright.config.ts)
    await page.goto(screenUrl('/?speed=10&frames=all'))
    await expect(page.getByTestId('quick-duel')).toBeEnabled()
    await expect.poll(async () => (await state(page)).ui.connection, { message: 'connected to the host' }).toBe('open')
    await snap(page, testInfo, '01 menu')
    await page.getByTestId('quick-duel').click()
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
    await expect(page.locator('html'), 'this page draws every frame').not.toHaveAttribute('data-frame-cap')
  })

  const first = await view(page)
  const seat = (await state(page)).game.seat!
  const mine = first.planes.find((p) => p.seat === seat)!
  const enemy = first.planes.find((p) => p.seat !== seat)!

  await test.step('the table is drawn and the view holds only this seat’s secrets', async () => {
    expect(seat, 'the human sits at the Allied seat').toBe('allied')
    expect(first.viewer).toBe('allied')
    expect(mine.aircraft).toBe('sopwith-camel')
    expect(enemy.aircraft).toBe('fokker-dr-i')
    expect(planesWithSecrets(first), 'only the human’s own plane carries plan and damage').toEqual([mine.id])
    // the bar says who flies the other side: Quick duel seats the quick bot there
    await expect(page.getByTestId('hud-against')).toHaveText('against the Quick bot')
    await expect.poll(async () => (await scene(page)).frames, { message: 'frames are being drawn' }).toBeGreaterThan(2)
    const s = await scene(page)
    expect(s.drawCalls, 'draw calls per frame').toBeGreaterThan(0)
    expect(s.triangles).toBeGreaterThan(0)
    expect(s.planeModels.sort()).toEqual([mine.id, enemy.id].sort())
    expect(s.objects).toContain('clouds')
    expect(s.objects).toContain('table-surface')
    // the displayed poses are the view's while nothing moves
    for (const p of first.planes) {
      const d = s.planes.find((q) => q.id === p.id)!
      expect(moved(d, p), `plane ${p.id} is displayed where the view puts it`).toBe(false)
    }
  })

  await test.step('a card that cannot be played is disabled and says why', async () => {
    const disabled = deckCards(page).and(page.locator('[aria-disabled="true"]')).first()
    await expect(disabled, 'some card is illegal at the start (the Immelmann needs a straight before it)').toBeVisible()
    const reason = (await disabled.getAttribute('data-reason')) ?? ''
    expect(reason.length).toBeGreaterThan(5)
    await expect(disabled).toBeDisabled()
    await disabled.hover()
    await expect(page.getByTestId('card-reason')).toContainText(reason)
    await snap(page, testInfo, '02 disabled card and its reason')
    await disabled.click({ force: true })
    expect((await state(page)).planning.drafts[mine.id] ?? [null, null, null], 'a disabled card is not placed').toEqual([null, null, null])
  })

  const plan = (pilotChoice(first, seat).find((c) => c.type === 'plan') as PlanCommand).cards

  await test.step('three cards planned: three ghost bases, which follow a changed card', async () => {
    for (let i = 0; i < 3; i++) {
      await page.getByTestId(`card-${plan[i]}`).click()
      await expectGhosts(page, i + 1)
    }
    const planned = await expectGhosts(page, 3)
    expect(planned.map((g) => g.card)).toEqual(plan)
    expect(planned.every((g) => g.plane === mine.id)).toBe(true)
    expect((await state(page)).planning.drafts[mine.id]).toEqual(plan)
    await snap(page, testInfo, '03 three cards planned, ghosts on the table')

    // change the second card: the second and third ghosts move, the first stays
    await page.getByTestId('slot-1').click()
    const legal = await deckCards(page).evaluateAll((els) => els.filter((e) => !e.getAttribute('data-reason')).map((e) => e.getAttribute('data-testid')!.slice('card-'.length)))
    const flight = (id: string) => JSON.stringify([content.cards[id].move, content.cards[id].turn])
    const other = legal.filter((id) => !plan.includes(id)).map((id) => ({ id })).find((c) => flight(c.id) !== flight(plan[1]))
    expect(other, 'a legal card that flies differently').toBeDefined()
    await page.getByTestId(`card-${other!.id}`).click()
    await expect.poll(async () => (await ghostsOf(page))[1]?.card).toBe(other!.id)
    const changed = await expectGhosts(page, 3)
    expect(moved(changed[0], planned[0]), 'the first ghost stays').toBe(false)
    expect(moved(changed[1], planned[1]), 'the second ghost moves with its card').toBe(true)
    expect(moved(changed[2], planned[2]), 'the third ghost follows').toBe(true)
    expect(moved(changed[1].drawn!, planned[1].drawn!), 'the drawn ghost moved too').toBe(true)
    await snap(page, testInfo, '04 second card changed, ghosts moved')

    // and back
    await page.getByTestId('slot-1').click()
    await page.getByTestId(`card-${plan[1]}`).click()
    await expect.poll(async () => (await ghostsOf(page)).map((g) => g.card)).toEqual(plan)
    const back = await expectGhosts(page, 3)
    back.forEach((g, i) => expect(moved(g, planned[i])).toBe(false))
  })

  await test.step('camera modes and overlays change the scene', async () => {
    const orbit = (await scene(page)).cameraPosition!
    await (await barControl(page, 'camera-top')).click()
    await expect.poll(async () => (await scene(page)).camera).toBe('top')
    await expect
      .poll(async () => {
        const c = (await scene(page)).cameraPosition!
        return Math.abs(c.x) < 1 && Math.abs(c.z) < 1 && c.y > 20
      }, { message: 'the camera is straight above the table' })
      .toBe(true)
    await snap(page, testInfo, '05 top-down camera')
    await (await barControl(page, 'camera-follow')).click()
    await expect.poll(async () => (await scene(page)).camera).toBe('follow')
    await expect
      .poll(async () => {
        const c = (await scene(page)).cameraPosition!
        return Math.abs(c.x) > 1 || Math.abs(c.z) > 1
      }, { message: 'the camera left the top-down spot to follow a plane' })
      .toBe(true)
    await (await barControl(page, 'camera-orbit')).click()
    await expect.poll(async () => (await scene(page)).camera).toBe('orbit')
    await expect.poll(async () => (await scene(page)).cameraPosition!.y, { message: 'the orbit camera is back where it started' }).toBeCloseTo(orbit.y, 0)

    await (await barControl(page, 'toggle-arcs')).click()
    await expect.poll(async () => (await scene(page)).objects).toContain(`arcs-${mine.id}`)
    await (await barControl(page, 'toggle-ruler')).click()
    await expect.poll(async () => (await scene(page)).objects).toContain(`ruler-${mine.id}`)
    await snap(page, testInfo, '06 arcs and ruler shown')
    await (await barControl(page, 'toggle-arcs')).click()
    await (await barControl(page, 'toggle-ruler')).click()
    await expect.poll(async () => (await scene(page)).objects.filter((n) => n === `arcs-${mine.id}` || n === `ruler-${mine.id}`)).toEqual([])
  })

  await test.step('commit: the turn resolves and the planes fly', async () => {
    const before = (await scene(page)).planes
    await page.getByTestId('commit-plan').click()
    await expect
      .poll(async () => {
        const v = await view(page)
        return v.turn > 1 || v.planes.find((p) => p.id === mine.id)!.revealed.length > 0
      }, { message: 'the host revealed and flew the first cards' })
      .toBe(true)
    await settle(page)
    const after = await scene(page)
    const v = await view(page)
    expect(after.animating).toBe(false)
    for (const p of before) {
      const now = after.planes.find((q) => q.id === p.id)!
      expect(moved(now, p), `plane ${p.id} flew`).toBe(true)
      const inView = v.planes.find((q) => q.id === p.id)!
      if (inView.status === 'flying') expect(moved(now, inView), `plane ${p.id} is displayed where it landed`).toBe(false)
    }
    expect(v.turn > 1 || v.planes.find((p) => p.id === mine.id)!.revealed.length > 0, 'a card was revealed').toBe(true)
    await snap(page, testInfo, '07 first phase flown')
  })

  let fired = false
  let prompts = 0
  await test.step('play on to the end of the game, firing when the guns bear', async () => {
    for (; prompts < MAX_PROMPTS; prompts++) {
      const prompt = await nextPrompt(page)
      if (prompt === 'end') break
      expect(prompt, 'a solo game never hands the screen over').not.toBe('handoff')
      const v = await view(page)
      if (prompt === 'plan') {
        const plane = await activePlane(page, v, seat, 'plan')
        const choice = pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane)
        const cards = v.turn > FIGHT_TURNS || !choice ? straightPlan(v, plane) : choice.cards
        await planByKeys(page, v, plane, cards)
        continue
      }
      // firing
      const plane = await activePlane(page, v, seat, 'fire')
      const options = v.fireOptions.filter((o) => o.plane === plane)
      if (!fired) {
        const target = options.find((o) => o.arc === 'front') ?? options[0]
        const tracersBefore = (await scene(page)).tracersSeen
        const damageRow = page.getByTestId(`damage-${target.target}`)
        const damageBefore = await damageRow.textContent()
        await snap(page, testInfo, '08 fire panel')
        await page.getByTestId(`target-${target.arc}-${target.target}`).click()
        await expect(page.getByTestId(`target-${target.arc}-${target.target}`)).toHaveClass(/\bon\b/)
        await page.getByTestId('confirm-fire').click()
        await expect.poll(async () => (await scene(page)).tracersSeen, { message: 'tracers flew', timeout: 60_000 }).toBeGreaterThan(tracersBefore)
        await settle(page)
        await expect(damageRow, 'the damage panel shows the hit').not.toHaveText(damageBefore ?? '')
        await snap(page, testInfo, '09 after the shot')
        fired = true
        continue
      }
      const order = pilotChoice(v, seat).find((c): c is FireCommand => c.type === 'fire' && c.plane === plane)
      const arcs = [...new Set(options.map((o) => o.arc))]
      for (const arc of arcs) {
        const target = order?.[arc]
        if (target) await page.getByTestId(`target-${arc}-${target}`).click()
        else await page.getByTestId(`hold-${arc}`).click()
      }
      await page.getByTestId('confirm-fire').click()
      await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(v.seq)
    }
  })

  await test.step('the game end: result, scores and each plane’s summary', async () => {
    await expect(page.getByTestId('game-end')).toBeVisible()
    const v = await view(page)
    expect(v.step).toBe('over')
    expect(v.result).not.toBeNull()
    expect(fired, 'the human fired at least once during the game').toBe(true)
    const flying = v.planes.filter((p) => p.status === 'flying').map((p) => p.team)
    expect(new Set(flying).size, 'at most one side is left on the table').toBeLessThan(2)
    for (const team of v.setup.teams) await expect(page.getByTestId(`score-${team.id}`)).toContainText(scoreText(v.result!.scores[team.id]))
    for (const p of v.planes) await expect(page.getByTestId(`summary-${p.id}`)).toBeVisible()
    if (v.result!.winner) expect(flying).toContain(v.result!.winner)
    const s = await scene(page)
    expect(s.animating).toBe(false)
    await snap(page, testInfo, '10 game end')
    testInfo.annotations.push({ type: 'game', description: `turns ${v.turn}, winner ${v.result!.winner ?? 'none'}, prompts ${prompts}, fates ${v.planes.map((p) => `${p.id} ${p.status}`).join(', ')}` })
    await page.getByTestId('back-to-menu').click()
    await expect(page.getByTestId('quick-duel')).toBeVisible()
  })
})

test('solo: a free dogfight on a small table ends when a plane leaves it', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-free').click()
  await page.getByTestId('table-width').fill('40')
  await page.getByTestId('table-depth').fill('40')
  await expect(page.getByTestId('seat-kind-central')).toHaveValue('bot:heuristic')
  await expect(page.getByTestId('seat-kind-allied')).toHaveValue('human')
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('html'), 'the specs’ build caps its frames').toHaveAttribute('data-frame-cap', process.env.OVERDIVE_E2E_FRAME_CAP!)
  const v0 = await view(page)
  expect(v0.setup.table).toEqual({ width: 40, depth: 40 })
  expect(v0.planes).toHaveLength(2)
  for (let i = 0; i < 30; i++) {
    const prompt = await nextPrompt(page)
    if (prompt === 'end') break
    const v = await view(page)
    if (prompt === 'plan') {
      const plane = await activePlane(page, v, 'allied', 'plan')
      await planByKeys(page, v, plane, straightPlan(v, plane))
    } else if (prompt === 'fire') {
      await blur(page)
      await page.keyboard.press('h')
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(v.seq)
    } else throw new Error(`unexpected prompt ${prompt}`)
  }
  await expect(page.getByTestId('game-end')).toBeVisible()
  const end = await view(page)
  expect(end.planes.some((p) => p.status === 'exited'), 'a plane flew off the table').toBe(true)
  expect(end.result).not.toBeNull()
  for (const team of end.setup.teams) await expect(page.getByTestId(`score-${team.id}`)).toBeVisible()
  await snap(page, testInfo, 'free dogfight over')
})
