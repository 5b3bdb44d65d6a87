/**
 * Hotseat: two people share one screen. Before each player plans (or fires) the screen is handed over, and
 * while the hand-off screen is up the store must hold no secret of either seat: the view is the spectator's
 * (viewer null, no plan, damage or damage total on any plane), no drafts, no fire orders, no private events.
 * A watcher in the page checks this on every change of the store, so that even a secret that is there for a
 * moment is caught.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import type { FireCommand, PlanCommand } from '../shared/engine/types'
import { activePlane, blur, nextPrompt, pilotChoice, planByKeys, planesWithSecrets, snap, state, view } from './support/table'

interface Watched {
  handOffs: number
  violations: string[]
}

/** Install the in-page watcher: on every store change while a hand-off is up, look for any secret. */
async function watchForSecrets(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Plane = { id: string; plan?: unknown; damage?: unknown; damageTotal?: unknown }
    type Ev = { type: string; to: unknown }
    type S = {
      ui: { handOff: { seat: string } | null; fireDraft: Record<string, unknown> }
      game: { seat: string | null; view: { viewer: string | null; step: string; planes: Plane[]; fireOrders: Record<string, unknown> } | null; pending: Ev[]; played: Ev[] }
      planning: { drafts: Record<string, (string | null)[]> }
    }
    const g = globalThis as unknown as { __overdive: { store: { subscribe(f: () => void): void }; state(): S }; __watched: Watched }
    const w: Watched = { handOffs: 0, violations: [] }
    g.__watched = w
    let up = false
    const check = () => {
      const s = g.__overdive.state()
      const h = s.ui.handOff
      if (h && !up) w.handOffs++
      up = !!h
      if (!h) return
      const v = s.game.view
      const found: string[] = []
      if (s.game.seat !== null) found.push(`the store sits at seat ${s.game.seat}`)
      if (v && v.step !== 'over') {
        if (v.viewer !== null) found.push(`the view is seat ${v.viewer}'s`)
        for (const p of v.planes) for (const k of ['plan', 'damage', 'damageTotal'] as const) if (k in p) found.push(`${p.id}.${k}`)
        if (Object.keys(v.fireOrders).length) found.push('fire orders')
      }
      for (const [plane, d] of Object.entries(s.planning.drafts)) if (d.some((c) => c !== null)) found.push(`drafts of ${plane}: ${d.join(',')}`)
      if (Object.keys(s.ui.fireDraft).length) found.push('fire drafts')
      for (const e of [...s.game.pending, ...s.game.played]) if (e.to !== 'all') found.push(`private event ${e.type}`)
      if (found.length) w.violations.push(`hand-off to ${h.seat}: ${found.join('; ')}`)
    }
    g.__overdive.store.subscribe(check)
    check()
  })
}

async function watched(page: Page): Promise<Watched> {
  return page.evaluate(() => (globalThis as unknown as { __watched: Watched }).__watched)
}

test('hotseat: the screen is handed over before each player plans, with no secret in the store meanwhile', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await page.goto(screenUrl())
  await watchForSecrets(page)
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('seat-kind-central').selectOption('human')
  await page.getByTestId('seat-kind-allied').selectOption('human')
  await snap(page, testInfo, 'hotseat 01 new game, both seats human')
  await page.getByTestId('start-game').click()

  /** the seat the screen was last handed to */
  let handedTo: string | null = null
  const acted: { turn: number; seat: string; what: string }[] = []
  let shots = 0
  for (let i = 0; i < 40; i++) {
    const prompt = await nextPrompt(page)
    if (prompt === 'end') break
    if (prompt === 'handoff') {
      const s = await state(page)
      const v = s.game.view!
      expect(s.ui.handOff, 'the hand-off names the next player').not.toBeNull()
      expect(v.viewer, 'behind the hand-off the view is the spectator’s').toBeNull()
      expect(s.game.seat).toBeNull()
      if (v.step !== 'over') expect(planesWithSecrets(v), 'no plane shows a plan or damage').toEqual([])
      expect(Object.values(s.planning.drafts).flat().filter(Boolean), 'no drafts in the store').toEqual([])
      await expect(page.getByTestId('planning-panel')).toBeHidden()
      await expect(page.getByTestId('fire-panel')).toBeHidden()
      await expect(page.getByTestId('handoff')).toContainText(s.ui.handOff!.name)
      if (!handedTo) await snap(page, testInfo, `hotseat 02 hand-off to ${s.ui.handOff!.name}`)
      handedTo = s.ui.handOff!.seat
      if (i % 2) {
        await blur(page)
        await page.keyboard.press('Enter')
      }
      else await page.getByTestId('handoff-confirm').click()
      await expect(page.getByTestId('handoff')).toBeHidden()
      await expect.poll(async () => (await state(page)).game.seat, { message: `the table shows ${handedTo}'s view` }).toBe(handedTo)
      continue
    }
    const s = await state(page)
    const seat = s.game.seat!
    const v = s.game.view!
    expect(seat, `the hand-off went to the seat that now ${prompt === 'plan' ? 'plans' : 'fires'}`).toBe(handedTo)
    expect(v.viewer).toBe(seat)
    expect(planesWithSecrets(v).every((id) => v.planes.find((p) => p.id === id)!.seat === seat), 'only this seat’s secrets are shown').toBe(true)
    acted.push({ turn: v.turn, seat, what: prompt })
    if (prompt === 'plan') {
      const plane = await activePlane(page, v, seat, 'plan')
      const cards = (pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane) ?? { cards: [] }).cards
      if (acted.filter((a) => a.what === 'plan').length <= 2) await snap(page, testInfo, `hotseat 03 ${seat} plans turn ${v.turn}`)
      await planByKeys(page, v, plane, cards)
    } else {
      const plane = await activePlane(page, v, seat, 'fire')
      const order = pilotChoice(v, seat).find((c): c is FireCommand => c.type === 'fire' && c.plane === plane)
      const arcs = [...new Set(v.fireOptions.filter((o) => o.plane === plane).map((o) => o.arc))]
      for (const arc of arcs) {
        const target = order?.[arc]
        if (target) {
          await page.getByTestId(`target-${arc}-${target}`).click()
          shots++
        } else await page.getByTestId(`hold-${arc}`).click()
      }
      await page.getByTestId('confirm-fire').click()
      await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(v.seq)
    }
    // enough seen: both players planned a turn and the next turn has begun
    const planners = new Set(acted.filter((a) => a.what === 'plan' && a.turn === 1).map((a) => a.seat))
    if (planners.size === 2 && (await view(page)).turn >= 2) break
  }
  const planned1 = acted.filter((a) => a.what === 'plan' && a.turn === 1).map((a) => a.seat)
  expect(planned1.sort(), 'both players planned turn 1').toEqual(['allied', 'central'])
  const w = await watched(page)
  expect(w.violations, 'no secret in the store while a hand-off was up').toEqual([])
  const changes = acted.filter((a, k) => k === 0 || acted[k - 1].seat !== a.seat).length
  expect(w.handOffs, 'a hand-off each time another player takes the screen, the first included').toBeGreaterThanOrEqual(changes)
  testInfo.annotations.push({ type: 'hotseat', description: `${w.handOffs} hand-offs, ${acted.length} turns at the screen (${acted.map((a) => `${a.turn}:${a.seat}:${a.what}`).join(' ')}), ${shots} shots` })
  await snap(page, testInfo, 'hotseat 04 after the hand-offs')
})
