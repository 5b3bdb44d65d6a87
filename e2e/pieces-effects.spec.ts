/**
 * Issue 13, what the table plays for ground fire, bombing and photographs (003 lines 649-896; tables/card/scene/animator.ts,
 * Effects.tsx, PieceFx.tsx, GroundThreats.tsx): 003's scenarios started from New game at 1920x1080, then the table
 * handed the events the engine sends (an AA gun's archie-burst, infantry fire, bombs dropped and hitting the target, a
 * photograph taken), as the host would once its rules have played them: what is checked is what the table shows for
 * those events, not the rules (shared/engine's tests play those). Screenshots for a newcomer and a stream audience.
 */
import type { Page } from '@playwright/test'
import type { GameEvent } from '../shared/engine/types'
import type { GameView } from '../shared/engine/view'
import { expect, test } from './support/fixtures'
import { scenarioOnTable } from './support/scenario-play'
import { scene, settle, snap } from './support/table'

type Hooks = { __overdive: { store: { getState(): { game: Record<string, unknown> & { view: GameView } }; dispatch(a: unknown): void } } }

/** The table is handed these events (and the view moved as `move` says), as the host sends them. */
async function hand(page: Page, events: Omit<GameEvent, 'to' | 'turn' | 'phase'>[], move: Record<string, { x: number; y: number; h?: number }> = {}): Promise<void> {
  await page.evaluate(
    ([events, move]) => {
      const hooks = (globalThis as unknown as Hooks).__overdive
      const g = hooks.store.getState().game
      const view = JSON.parse(JSON.stringify(g.view)) as GameView
      for (const p of view.planes) {
        const m = move[p.id]
        if (m) Object.assign(p, m)
      }
      const full = events.map((e) => ({ to: 'all', turn: view.turn, phase: 1, ...e }))
      hooks.store.dispatch({ type: 'game/viewReceived', payload: { session: g.session, seat: g.seat, mine: g.mine, seats: g.seats, view, waitingFor: g.waitingFor, events: full } })
    },
    [events, move] as const,
  )
}

/** The follow camera behind a plane: close enough to see a burst, a bomb or a flash. */
async function follow(page: Page, plane: string): Promise<void> {
  await page.getByTestId('select-plane').selectOption(plane)
  await page.getByTestId('camera-follow').click()
  await page.waitForTimeout(2500)
}

/** Slow the table down so that a moment can be caught on a software renderer. */
async function speed(page: Page, s: number): Promise<void> {
  await page.evaluate((s) => (globalThis as unknown as Hooks).__overdive.store.dispatch({ type: 'ui/speedChosen', payload: s }), s)
}

async function objects(page: Page): Promise<string[]> {
  return (await scene(page)).objects
}

test('an AA gun bursts at the Nieuport, a trench fires, and the AA ranges with Threats on (Fireworks over the Front, Look Up!)', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const v = await scenarioOnTable(page, 'fireworks-over-the-front')
  const nieuport = v.planes.find((p) => p.id === 'nieuport')!
  const gun = v.planes.find((p) => p.id === 'aa-centre')!
  // the Nieuport is put within reach of the gun, as after a few turns' flying towards the balloons
  const at = { x: gun.x + 25, y: gun.y - 30 * Math.sign(gun.y - nieuport.y || 1), h: nieuport.h }
  await hand(page, [], { nieuport: at })
  await settle(page)
  await follow(page, 'nieuport')
  await speed(page, 0.3)
  // the shell bursts just off the Nieuport's nose (the burst hits the planes over its counter)
  const burstAt = { x: at.x + Math.sin(at.h) * 4, y: at.y + Math.cos(at.h) * 4 }
  await hand(page, [
    { type: 'archie-burst', gun: 'aa-centre', x: burstAt.x, y: burstAt.y, hit: ['nieuport'], aimCard: 'A1', cards: 1 },
    { type: 'damage-taken', plane: 'nieuport', from: 'aa-centre', cards: 1, cause: 'fire' },
  ] as never)
  // wait for the burst itself (its flash drawn), then hold the table still for the picture: a software renderer
  // draws a frame in a good part of a second, and the flash lasts a fraction of one
  await expect.poll(() => objects(page), { timeout: 30_000, intervals: [30] }).toContain('archie-flash')
  await speed(page, 0.01)
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['archie-flash', 'archie-cloud', 'archie-counters']))
  await snap(page, testInfo, 'effects 01 archie burst at the Nieuport the flash 1920x1080')
  // then the black cloud lingers, spreading and thinning, after the flash
  await speed(page, 0.3)
  await expect.poll(() => objects(page), { timeout: 30_000, intervals: [50] }).not.toContain('archie-flash')
  await page.waitForTimeout(1500)
  expect(await objects(page)).toContain('archie-cloud')
  await snap(page, testInfo, 'effects 01b the black cloud lingers 1920x1080')
  await settle(page)

  // Arcs on shows the Nieuport's arcs, not the guns' threats: those have their own toggle, Threats (H; T picks a card in the planning panel)
  await page.getByTestId('select-plane').selectOption('nieuport')
  await page.getByTestId('toggle-arcs').click()
  await page.waitForTimeout(500)
  expect((await objects(page)).filter((o) => o.startsWith('threat-'))).toEqual([])
  await page.getByTestId('toggle-threats').click()
  await expect(page.getByTestId('toggle-threats')).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining(['threat-aa-aa-centre', 'threat-aa-aa-left']))
  await expect(page.getByTestId('threat-aa-centre-h1')).toBeVisible()
  // the whole table, as a newcomer sees it before the first move
  await page.getByTestId('camera-orbit').click()
  await page.waitForTimeout(2500)
  await snap(page, testInfo, 'effects 02 AA ranges by height with Threats on 1920x1080')
  // and H turns them off again
  await page.keyboard.press('h')
  await expect.poll(async () => (await objects(page)).filter((o) => o.startsWith('threat-'))).toEqual([])
})

test('trenches and the AA machine gun: infantry fire and their reach (Look Up!)', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const v = await scenarioOnTable(page, 'look-up')
  const plane = v.planes.find((p) => p.status === 'flying')!
  const trench = v.planes.find((p) => p.aircraft === 'trench')!
  // the plane within the trench's reach, flying towards it: the follow camera behind it sees the trench and the rifles
  const from = { x: trench.x + 8, y: trench.y + (trench.y > v.setup.table.depth / 2 ? -20 : 20) }
  const at = { ...from, h: Math.atan2(trench.x - from.x, trench.y - from.y) }
  await hand(page, [], { [plane.id]: at })
  await settle(page)
  await page.keyboard.press('h')
  await expect.poll(() => objects(page)).toEqual(expect.arrayContaining([`threat-rifles-${trench.id}`, 'threat-rifles-aamg']))
  await follow(page, plane.id)
  await speed(page, 0.3)
  await hand(page, [{ type: 'infantry-fire', piece: trench.id, target: plane.id }] as never)
  await expect.poll(async () => (await scene(page)).tracersSeen, { timeout: 30_000, intervals: [50] }).toBeGreaterThan(0)
  await page.waitForTimeout(300)
  await snap(page, testInfo, 'effects 03 infantry fire and the ground pieces reach 1920x1080')
})

test('bombs on the target, and a photograph (Wings over the Flanders)', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  const v = await scenarioOnTable(page, 'wings-over-the-flanders')
  const target = v.planes.find((p) => p.id === 'target')!
  const bomber = v.planes.find((p) => p.id === 'atkey')!
  // the D.H.4 flown up to the target: the bomb card lies just in front of it
  const towards = target.y > bomber.y ? 1 : -1
  const over = { x: target.x, y: target.y - towards * 14, h: towards > 0 ? 0 : Math.PI }
  await hand(page, [], { atkey: over })
  await settle(page)
  await follow(page, 'atkey')
  await speed(page, 0.3)
  await hand(page, [
    { type: 'bombs-dropped', plane: 'atkey', points: 4, markers: 0, at: { x: target.x, y: target.y, h: over.h } },
    { type: 'bombs-hit', plane: 'atkey', target: 'target', points: 4, result: 'full' },
  ] as never)
  await expect.poll(() => objects(page), { timeout: 30_000, intervals: [50] }).toContain('bombs-falling')
  await page.waitForTimeout(700)
  await snap(page, testInfo, 'effects 04 bombs falling 1920x1080')
  await expect.poll(() => objects(page), { timeout: 30_000, intervals: [50] }).toContain('bomb-craters')
  await page.waitForTimeout(500)
  await snap(page, testInfo, 'effects 05 bombs hit the target 1920x1080')
  await settle(page)
  await page.waitForTimeout(2500)
  await snap(page, testInfo, 'effects 06 the crater and the target darkened 1920x1080')

  // the planning prompt selects the seat's next plane: follow the D.H.4 again
  await follow(page, 'atkey')
  await hand(page, [{ type: 'photographed', plane: 'atkey', target: 'target' }] as never)
  await expect(page.getByTestId('photo-taken-atkey')).toBeVisible({ timeout: 30_000 })
  // the view handed over selects the seat's first plane again (the Camel): back behind the D.H.4, the marker over it
  await speed(page, 0.05)
  await follow(page, 'atkey')
  await snap(page, testInfo, 'effects 07 a photograph taken 1920x1080')
})
