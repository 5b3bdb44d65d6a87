/**
 * Stream mode's director camera (issue 9): a browser source at 1920×1080 follows a duel as the host plays it.
 * During movement it holds a wide shot; when guns fire it cuts to the firing plane and its target, from behind the
 * shooter. The shots come from what a spectator is sent: the spec also checks the source never holds a secret.
 */
import type { Page } from '@playwright/test'
import type { FireCommand, PlanCommand } from '../shared/engine/types'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { activePlane, nextPrompt, pilotChoice, planByKeys, planesWithSecrets, snap, state, view } from './support/table'

interface Shot {
  id: number
  kind: 'wide' | 'fire' | 'victim'
  subject: string | null
  other: string | null
}

type LabelHooks = { __overdive: { watchLabels(): void; labelFrames(): { frames: number; late: number } } }
type Probe = { shot: Shot | null; cameraPosition: { x: number; y: number; z: number } | null }

function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const s = (globalThis as unknown as { __overdive: { scene(): Probe } }).__overdive.scene()
    return { shot: s.shot, cameraPosition: s.cameraPosition }
  })
}

test('stream mode: the director cuts from the wide shot to the plane firing and its target', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000)
  const source = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage()
  await source.goto('/?watch=latest&stream=1&speed=2')

  await page.goto(screenUrl())
  await page.getByTestId('quick-duel').click()
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  const session = (await state(page)).game.session
  await expect.poll(async () => (await state(source)).game.session, { message: 'the stream follows the duel', timeout: 30_000 }).toBe(session)
  // the nameplates stand over their planes as the frame draws them, through the director's cuts and moves too
  // (frame-order.ts: the camera moved after the plates were placed, so they stood where it had been a frame before)
  await source.evaluate(() => (globalThis as unknown as LabelHooks).__overdive.watchLabels())

  // the shots the source shows, sampled while the host plays
  const seen: { shot: Shot; at: { x: number; y: number; z: number } | null }[] = []
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const p = await probe(source).catch(() => null)
      // a shot is recorded with where the camera stands: a sample taken while the canvas is not readable waits for the next
      if (p?.shot && p.cameraPosition && seen.at(-1)?.shot.id !== p.shot.id) {
        seen.push({ shot: p.shot, at: p.cameraPosition })
        if (p.shot.kind === 'fire' && !seen.slice(0, -1).some((s) => s.shot.kind === 'fire')) await snap(source, testInfo, 'director 01 a fire shot at 1920x1080')
      }
      await source.waitForTimeout(150)
    }
  })()

  // the host flies the bot's own choices at the enemy and fires whenever its guns bear, for a few turns
  for (let i = 0; i < 40 && !seen.some((s) => s.shot.kind === 'fire'); i++) {
    const prompt = await nextPrompt(page)
    if (prompt === 'end') break
    const v = await view(page)
    if (prompt === 'plan') {
      const plane = await activePlane(page, v, 'allied', 'plan')
      await planByKeys(page, v, plane, (pilotChoice(v, 'allied').find((c) => c.type === 'plan' && c.plane === plane) as PlanCommand).cards)
    } else if (prompt === 'fire') {
      const plane = await activePlane(page, v, 'allied', 'fire')
      const order = pilotChoice(v, 'allied').find((c): c is FireCommand => c.type === 'fire' && c.plane === plane)
      for (const arc of new Set(v.fireOptions.filter((o) => o.plane === plane).map((o) => o.arc))) {
        const target = order?.[arc] ?? v.fireOptions.find((o) => o.plane === plane && o.arc === arc)?.target
        await page.getByTestId(target ? `target-${arc}-${target}` : `hold-${arc}`).click()
      }
      await page.getByTestId('confirm-fire').click()
      await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(v.seq)
    }
    // the stream plays the same events: give it time to catch up with a burst before deciding there was none
    await expect.poll(async () => seen.some((s) => s.shot.kind === 'fire') || (await state(source)).game.pending.length === 0, { timeout: 60_000 }).toBe(true)
  }
  sampling = false
  await sampler

  // a first volley that brings the target down (an explosion card) is cut straight to the victim, its shooter named
  // (director.ts: a plane going down outranks the burst); the game is then over, with no burst left to cut to
  const over = (await view(source)).step === 'over'
  const fire = seen.find((s) => s.shot.kind === 'fire') ?? (over ? seen.find((s) => s.shot.kind === 'victim' && s.shot.other !== null) : undefined)
  expect(fire, `a fire shot (or, the duel over at the first volley, its victim shot) among ${seen.map((s) => `${s.shot.kind} ${s.shot.subject}<-${s.shot.other}`).join(', ')}`).toBeDefined()
  if (fire!.shot.kind === 'victim') console.log(`director.spec: the first volley ended the duel; checked its victim shot (${fire!.shot.subject}, fired at by ${fire!.shot.other})`)
  const planes = (await view(source)).planes.map((p) => p.id)
  expect(planes).toContain(fire!.shot.subject)
  expect(planes).toContain(fire!.shot.other)
  const wide = seen.find((s) => s.shot.kind === 'wide')
  expect(wide, 'the director starts wide').toBeDefined()
  const moved = Math.hypot(fire!.at!.x - wide!.at!.x, fire!.at!.y - wide!.at!.y, fire!.at!.z - wide!.at!.z)
  expect(moved, 'a cut moves the camera').toBeGreaterThan(5)
  const labels = await source.evaluate(() => (globalThis as unknown as LabelHooks).__overdive.labelFrames())
  expect(labels.frames, 'frames drawn with nameplates').toBeGreaterThan(5)
  expect(labels.late, `frames of ${labels.frames} whose nameplates stood where the camera had been`).toBe(0)
  const s = await state(source)
  if (s.game.view!.step !== 'over') expect(planesWithSecrets(s.game.view!), 'the source holds no secret').toEqual([])
})
