/**
 * 003's optional rules from the player's side (Special Damage, Aim, Disruption and the others New game offers).
 *
 * 1. New game: "003 with the optional rules" ticks every optional rule, the game is created with them, the HUD
 *    names them, and a turn is played against the bot.
 * 2. A scripted fire step loaded from a save: the player's Camel smokes and has fired at a Dr.I two phases in a row
 *    (its plate says so), its pilot is wounded and its rudder jammed (the damage panel says what each forbids), the
 *    DH.4's observer is wounded (the fire panel shows the rear guns silent, with the reason, and offers no shot); a
 *    Dr.I burns. Screenshots at 1280x800 and 1920x1080.
 */
import type { Page, TestInfo } from '@playwright/test'
import { arriving, planNumbers } from '../electron/testing/engine-helpers'
import { content, setupWith } from '../electron/testing/fixtures'
import { Game } from '../shared/engine/game'
import type { PlaneEffects } from '../shared/engine/types'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { expect, test } from './support/fixtures'
import { resumeSave } from './support/saves'
import { screenUrl } from './support/screen'
import { blur, planByKeys, settle, snap, state, straightPlan, view } from './support/table'

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

async function snapBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.waitForTimeout(500)
    await settle(page)
    // the smoke and flames have had time to stream out behind the planes
    await page.waitForTimeout(1500)
    await snap(page, testInfo, `optional-rules ${name} ${size.width}x${size.height}`)
  }
}

test.describe.configure({ mode: 'serial' })

test('New game: "Advanced" (003 with the optional rules) creates the game with them, the HUD names them, and a turn is played against the bot', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize(SIZES[0])
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  // the basic game by default, every box empty
  await expect(page.getByTestId('ruleset')).toHaveValue('basic')
  for (const r of ['specialDamage', 'aim', 'disruption']) await expect(page.getByTestId(`rule-${r}`)).not.toBeChecked()
  // named for players (issue 26): the document and its section only in the folded rule-source line
  await expect(page.getByTestId('rule-row-aim')).not.toContainText('003')
  await expect(page.getByTestId('rule-sources')).toContainText('Aim: 003, Optional Rules')
  await page.getByTestId('ruleset').selectOption('optional')
  await expect(page.getByTestId('ruleset').locator('option:checked')).toHaveText('Advanced')
  // the screen's text outside the rule-source lines names no document (003, 000, 004) nor rulebook line
  const said = await page.getByTestId('new-game-screen').evaluate((el) => {
    const copy = el.cloneNode(true) as typeof el
    for (const s of copy.querySelectorAll('.rule-source')) s.remove()
    const titles = [...el.querySelectorAll('[title]')].filter((t) => !t.closest('.rule-source')).map((t) => t.getAttribute('title'))
    return [copy.textContent ?? '', ...titles].join('\n')
  })
  expect(said).not.toMatch(/\blines? \d/)
  expect(said).not.toMatch(/\b00[0-4]\b/)
  for (const r of ['specialDamage', 'aim', 'disruption']) await expect(page.getByTestId(`rule-${r}`)).toBeChecked()
  // a box unticked makes the ruleset Custom, the others kept
  await page.getByTestId('rule-tailing').uncheck()
  await expect(page.getByTestId('ruleset')).toHaveValue('custom')
  await expect(page.getByTestId('rule-aim')).toBeChecked()
  await page.getByTestId('rule-tailing').check()
  await page.getByTestId('start-game').click()
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })

  const v = await view(page)
  expect(v.setup.options).toMatchObject({ specialDamage: true, aim: true, disruption: true })
  expect(v.planes.every((p) => p.effects !== undefined)).toBe(true)
  await expect(page.getByTestId('hud-rules')).toContainText('Special damage')
  await expect(page.getByTestId('hud-rules')).toContainText('Aim')
  await expect(page.getByTestId('hud-rules')).toContainText('Disruption')

  // one turn against the bot: three straights, then hold or fire as offered, until the second turn's plan
  const seat = (await state(page)).game.seat!
  const plane = v.planes.find((p) => p.seat === seat)!.id
  await planByKeys(page, v, plane, straightPlan(v, plane))
  for (let i = 0; i < 20; i++) {
    const next = await page.waitForFunction(
      () => {
        const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document
        const s = (globalThis as unknown as { __overdive: { state(): { game: { view: { turn: number } | null } } } }).__overdive.state()
        if (doc.querySelector('[data-testid="game-end"]')) return 'end'
        if (doc.querySelector('[data-testid="fire-panel"]')) return 'fire'
        if (doc.querySelector('[data-testid="tailing-panel"]')) return 'tailing'
        if (doc.querySelector('[data-testid="planning-panel"]') && (s.game.view?.turn ?? 0) >= 2) return 'plan'
        return null
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    )
    const what = await next.jsonValue()
    if (what === 'plan' || what === 'end') break
    if (what === 'fire') {
      await blur(page)
      await page.getByTestId('confirm-fire').click()
    } else if (what === 'tailing') await page.getByTestId('tail-send').click()
    await page.waitForTimeout(300)
  }
  // a turn was played: the second one is being planned, or (the damage decks are drawn at random) the game ended in it
  const after = await view(page)
  expect(after.turn >= 2 || after.step === 'over').toBe(true)
  expect(after.planes.some((p) => p.stats.manoeuvres > 0)).toBe(true)
})

const FILE = 'optional-rules-scripted.json'

/**
 * A fire step, phase 1 of turn 1: the Allies (this screen) fly a Camel with a Dr.I ahead in reach, and a DH.4
 * with a Dr.I behind it in reach of its rear guns; the Central Powers are the bot.
 */
function scriptedSave(): string {
  const setup = setupWith(
    [
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 66, 42, 0),
      arriving({ id: 'dh', aircraft: 'airco-dh-4', team: 'allied' }, 24, 42, 0),
      arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 66, 68, 0),
      arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central' }, 24, 24, 0),
    ],
    // a small table: the camera frames the planes closer
    { options: { specialDamage: true, aim: true, disruption: true }, table: { width: 100, depth: 90 } },
  )
  const start: Record<string, Partial<PlaneEffects>> = {
    // in the order of the save's schema (state-schema.ts): the save's checksum is taken over the text as loaded
    a: { rudder: { dir: 'left', turn: 2 }, wounds: 1, smoke: 2, aim: { front: { target: 't', phases: 2 }, rear: null } },
    dh: { observerWounded: true },
    t: { flame: 3 },
  }
  for (const p of setup.planes) if (start[p.id]) p.start = { effects: start[p.id] }
  const game = Game.start(content, setup, '0123456789abcdef0123456789abcdef')
  planNumbers(game, { a: [1, 2, 3], dh: [1, 2, 3], t: [1, 2, 3], u: [1, 2, 3] })
  if (game.state.step !== 'firing') throw new Error(`the scripted position did not stop at a fire step (${game.state.step})`)
  const options = game.state.fireOptions.map((o) => `${o.plane}.${o.arc}>${o.target}`).sort()
  for (const want of ['a.front>t', 'dh.rear>u']) if (!options.includes(want)) throw new Error(`the scripted position has fire options ${options.join()}, not ${want}`)
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

test('the table shows the optional rules\' effects: smoke, flame and aim on the plates, the owner\'s secret effects, a silenced gun', async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  await page.setViewportSize(SIZES[0])
  await resumeSave(page, FILE, scriptedSave())
  await expect(page.getByTestId('fire-panel')).toBeVisible({ timeout: 60_000 })
  await settle(page)

  await test.step('the plates: the Camel smokes and aims at the Dr.I, the Dr.I burns (public)', async () => {
    await expect(page.getByTestId('nameplate-smoke-a')).toHaveText('smoke 2')
    await expect(page.getByTestId('nameplate-aim-front-a')).toHaveText('aiming at Fokker Dr.I 1 ×2')
    // the flame took a counter before the first card was shown
    await expect(page.getByTestId('nameplate-flame-t')).toHaveText('fire 2')
  })

  await test.step("the damage panel: the owner's secret effects, each with what it forbids", async () => {
    await expect(page.getByTestId('effect-rudder-a')).toContainText('Rudder jammed left')
    await expect(page.getByTestId('effect-rudder-a')).toContainText('next turn')
    await expect(page.getByTestId('effect-pilot-a')).toContainText('no forward fire just after a steep manoeuvre')
    await expect(page.getByTestId('effect-observer-dh')).toContainText('rear guns are silent')
    // the enemy's secrets are not shown; its flame is
    await expect(page.getByTestId('damage-effects-t')).toHaveCount(0)
    await expect(page.getByTestId('damage-flame-t')).toHaveText('fire 2')
  })

  await snapBoth(page, testInfo, '01 fire step, smoke, flame and aim on the plates, secret effects in the damage panel')

  await test.step('the fire panel: the DH.4\'s rear guns are silent, with the reason, and no shot is offered', async () => {
    await page.setViewportSize(SIZES[0])
    await page.getByTestId('fire-plane-dh').click()
    await expect(page.getByTestId('silenced-rear')).toContainText('the observer is wounded: the rear guns are silent')
    await expect(page.getByTestId('silenced-target-rear-u')).toBeVisible()
    await expect(page.getByTestId('target-rear-u')).toHaveCount(0)
    await expect(page.getByTestId('confirm-fire')).toContainText('hold fire')
    await snapBoth(page, testInfo, '02 fire panel, a silenced gun')
  })

  await test.step('firing and holding: the log tells the aim bonus only to the target, and the game goes on', async () => {
    await page.setViewportSize(SIZES[0])
    await page.getByTestId('confirm-fire').click()
    await page.getByTestId('target-front-t').click()
    await page.getByTestId('confirm-fire').click()
    await expect.poll(async () => (await view(page)).phase, { message: 'the game went on to phase 2', timeout: 60_000 }).toBeGreaterThanOrEqual(2)
    await settle(page)
    await expect(page.getByTestId('event-log')).toContainText('fires at Fokker Dr.I 1')
  })
})
