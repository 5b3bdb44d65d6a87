/**
 * 003 Altitude from the player's side (issue 12).
 *
 * 1. New game: Altitude ticked, a free dogfight of four planes at three levels (the Allies' Camel at 1 and SPAD at 3,
 *    the Central Powers' Dr.I at 2 and Albatros at 3). The pegs, the models' heights and the nameplates show each
 *    level; the planning panel labels the climb with its counter ("▲ 1/2") and refuses an Immelmann turn in the turn
 *    of a climb with the reason. After a turn the counters are on the plates; in the next the Camel's second climb
 *    counter takes it up to level 2, and the table lifts it a peg.
 * 2. A scripted fire step: a Dr.I one level above the Camel within half a ruler is offered at one card, with the
 *    note why; one two levels above is listed with the reason it cannot be fired at.
 * 3. A scripted fire step with a cloud cover at level 4 and Collisions: the SPAD has climbed into the clouds (hidden,
 *    its base left, '☁ L4' on its plate, out of the fire); the Camel and the Dr.I stalled into each other at level 2
 *    and the log tells the collision and the C card each took.
 *
 * Screenshots at 1920x1080 (a stream's size).
 */
import type { Page } from '@playwright/test'
import { arriving, planNumbers } from '../electron/testing/engine-helpers'
import { content, setupWith } from '../electron/testing/fixtures'
import { Game } from '../shared/engine/game'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { expect, test } from './support/fixtures'
import { parkedCamelSave } from './support/positions'
import { resumeSaveTo } from './support/saves'
import { seedTheGames } from './support/scenario-play'
import { screenUrl } from './support/screen'
import { blur, keyForCard, planByKeys, playToPlanning, scene, settle, snap, state, view } from './support/table'

const FULL_HD = { width: 1920, height: 1080 }

/** The levels the table draws each plane at now (the animator's, with the rise of a climb under way). */
async function displayed(page: Page): Promise<Record<string, { level: number; lift: number }>> {
  const s = await scene(page)
  return Object.fromEntries(s.planes.map((p) => [p.id, { level: p.level ?? -1, lift: p.lift ?? 0 }]))
}

const CAMEL = 'sopwith-camel-1'
const SPAD = 'spad-xiii-1'
const DR1 = 'fokker-dr-i-1'
const ALBATROS = 'albatros-d-va-1'

test.describe.configure({ mode: 'serial' })

test('New game with Altitude: four planes at three levels, a climb planned with its counter, and a climb to the next level', async ({ page }, testInfo) => {
  test.setTimeout(420_000)
  await page.setViewportSize(FULL_HD)
  // the host's dice and cards fall the same way every run: the Camel lives through turn 1
  await seedTheGames(page, 'a1717a1717a1717a1717a1717a1717a1')
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-free').click()
  await page.getByTestId('table-width').fill('100')
  await page.getByTestId('table-depth').fill('100')

  await test.step('New game: the starting levels are offered once Altitude is ticked', async () => {
    await expect(page.getByTestId('free-level-0')).toHaveCount(0)
    await page.getByTestId('rule-altitude').check()
    await expect(page.getByTestId('ruleset')).toHaveValue('custom')
    // a plane for each side more: a SPAD for the Allies, then one for the Central Powers, made an Albatros D.Va
    await page.getByTestId('add-plane').click()
    await page.getByTestId('add-plane').click()
    await page.getByTestId('free-aircraft-3').selectOption('albatros-d-va')
    await expect(page.getByTestId('free-team-2')).toHaveValue('allied')
    await expect(page.getByTestId('free-team-3')).toHaveValue('central')
    // "It must be at least 1 and no higher than 3", 2 unless chosen
    await expect(page.getByTestId('free-level-0')).toHaveValue('2')
    expect(await page.getByTestId('free-level-0').locator('option').allTextContents()).toEqual(['Level 1', 'Level 2', 'Level 3'])
    await page.getByTestId('free-level-0').selectOption('1')
    await page.getByTestId('free-level-2').selectOption('3')
    await page.getByTestId('free-level-3').selectOption('3')
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
  })

  const v = await view(page)
  const seat = (await state(page)).game.seat!
  expect(seat).toBe('allied')
  expect(v.setup.options.altitude).toBe(true)
  const levels = { [CAMEL]: 1, [DR1]: 2, [SPAD]: 3, [ALBATROS]: 3 }

  await test.step('the table: each plane at its level, on its pegs, and its level on its nameplate', async () => {
    expect(Object.fromEntries(v.planes.map((p) => [p.id, p.effects?.alt?.level]))).toEqual(levels)
    await settle(page)
    const shown = await displayed(page)
    for (const [id, level] of Object.entries(levels)) expect(shown[id], id).toEqual({ level, lift: 0 })
    for (const [id, level] of Object.entries(levels)) await expect(page.getByTestId(`nameplate-level-${id}`)).toHaveText(`L${level}`)
    await expect(page.getByTestId('planning-level')).toHaveText('L1')
    await page.waitForTimeout(800)
    await snap(page, testInfo, 'altitude 01 four planes at three levels 1920x1080')
  })

  await test.step('planning: the climb adds a counter (▲ 1/2), the dive takes the Camel to level 0', async () => {
    await expect(page.getByTestId('planning-plane')).toHaveText('Sopwith Camel')
    await expect(page.getByTestId('altitude-C19')).toHaveText('▲ 1/2')
    await expect(page.getByTestId('altitude-C20')).toHaveText('▼ level 0')
    await expect(page.getByTestId('altitude-C01')).toHaveCount(0)
    await blur(page)
    await page.keyboard.press(keyForCard(v, CAMEL, 'C19'))
    await page.keyboard.press(keyForCard(v, CAMEL, 'C01'))
    await expect(page.getByTestId('slot-altitude-0')).toHaveText('▲ 1/2')
    // after the climb's counter, an Immelmann turn's would make two: a level, but not in the turn of a climb (in red)
    await expect(page.getByTestId('altitude-C12')).toHaveText('▲ level 2')
    await expect(page.getByTestId('altitude-C12')).toHaveClass(/bad/)
    // the whole effect under the deck, for the card pointed at
    await page.getByTestId('card-C20').hover()
    await expect(page.getByTestId('card-altitude-text')).toContainText('▼ to level 0 with 1 climb counter')
    await snap(page, testInfo, 'altitude 02 a climb planned, its counter on the card and the slot 1920x1080')
    await page.mouse.move(960, 300)
    await page.keyboard.press(keyForCard(v, CAMEL, 'C02'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('planning-plane')).toHaveText('SPAD XIII')
  })

  await test.step('planning: an Immelmann turn in the turn of a climb is refused with the reason', async () => {
    const spad = v.planes.find((p) => p.id === SPAD)!
    const deck = content.aircraft[spad.aircraft].manoeuvreDeck
    const [climb, straight, immelmann, straight2] = [`${deck}19`, `${deck}01`, `${deck}12`, `${deck}02`]
    await expect(page.getByTestId(`altitude-${climb}`)).toHaveText('▲ 1/3')
    await blur(page)
    for (const c of [climb, straight, immelmann]) await page.keyboard.press(keyForCard(v, SPAD, c))
    await expect(page.getByTestId('card-reason')).toContainText('Slot 3 is illegal: an Immelmann turn cannot be flown in the same turn as a climb')
    await expect(page.getByTestId('commit-plan')).toBeDisabled()
    await page.keyboard.press('Backspace')
    await page.keyboard.press(keyForCard(v, SPAD, straight2))
    await expect(page.getByTestId('card-reason')).toContainText('Plan ready')
    await page.keyboard.press('Enter')
  })

  await test.step('after the turn: the climb counters on the plates', async () => {
    await playToPlanning(page, 2)
    const after = await view(page)
    expect([after.step === 'over', after.planes.find((p) => p.id === CAMEL)?.status], 'the seeded game goes on with the Camel flying').toEqual([false, 'flying'])
    expect(after.planes.find((p) => p.id === CAMEL)!.effects?.alt).toMatchObject({ level: 1, climbs: 1 })
    await expect(page.getByTestId(`nameplate-level-${CAMEL}`)).toHaveText('L1 ▲1/2')
    await expect(page.getByTestId(`nameplate-level-${SPAD}`)).toHaveText('L3 ▲1/3')
  })

  await test.step("turn 2: the Camel's second counter takes it up to level 2, and the table lifts it a peg", async () => {
    const v2 = await view(page)
    await expect(page.getByTestId('planning-plane')).toHaveText('Sopwith Camel')
    await expect(page.getByTestId('planning-level')).toHaveText('L1 ▲1/2')
    await expect(page.getByTestId('altitude-C19')).toHaveText('▲ level 2')
    // the Camel climbs, then banks away from the edge; the SPAD banks
    await planByKeys(page, v2, CAMEL, ['C19', 'C01', 'C05'])
    // slow, so that the climb can be seen under way
    await page.getByTestId('speed').selectOption('0.5')
    await planByKeys(page, v2, SPAD, ['A14', 'A17', 'A03'])
    await page.waitForFunction(
      (id) => {
        const p = (globalThis as unknown as { __overdive: { scene(): { planes: { id: string; lift: number }[] } } }).__overdive.scene().planes.find((q) => q.id === id)
        return !!p && p.lift > 0.8
      },
      CAMEL,
      { timeout: 120_000, polling: 50 },
    )
    await snap(page, testInfo, 'altitude 03 the Camel climbs to level 2 1920x1080')
    await settle(page)
    await page.getByTestId('speed').selectOption('10')
    await expect.poll(async () => (await displayed(page))[CAMEL]).toEqual({ level: 2, lift: 0 })
    await expect(page.getByTestId(`nameplate-level-${CAMEL}`)).toHaveText('L2')
    await snap(page, testInfo, 'altitude 04 the Camel at level 2 1920x1080')
  })
})

const FILE = 'altitude-fire-step.json'

/**
 * A fire step, phase 1 of turn 1: the Camel (level 1, this screen) has a Dr.I one level up within half a ruler
 * ahead, and another two levels up; the Central Powers are the bot.
 */
function fireStepSave(): string {
  const setup = setupWith(
    [
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', altitude: 1 }, 50, 40, 0),
      arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', altitude: 2 }, 46, 52, 0),
      arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central', altitude: 3 }, 60, 58, 0),
    ],
    { options: { altitude: true }, table: { width: 100, depth: 90 } },
  )
  const game = Game.start(content, setup, '0123456789abcdef0123456789abcdef')
  planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3], u: [1, 2, 3] })
  if (game.state.step !== 'firing') throw new Error(`the scripted position did not stop at a fire step (${game.state.step})`)
  const shot = game.state.fireOptions.find((o) => o.plane === 'a' && o.target === 't')
  if (!shot || shot.cards !== 1 || shot.distance > game.rules.ruler / 2) throw new Error(`the Camel's shot at the Dr.I is ${JSON.stringify(shot)}, not one card within half a ruler`)
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

test('the fire panel: a shot one level apart takes one card and says why; two levels apart is no shot', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await resumeSaveTo(page, 'fire-panel', FILE, fireStepSave())

  await expect(page.getByTestId('band-front-t')).toContainText('long range · 1 card')
  await expect(page.getByTestId('level-note-front-t')).toHaveText('one level apart: long range only')
  await expect(page.getByTestId('reason-front-u')).toContainText('2 levels apart: no shot')
  await expect(page.getByTestId('target-front-u')).toHaveCount(0)
  await expect(page.getByTestId('nameplate-level-a')).toHaveText('L1')
  await expect(page.getByTestId('nameplate-level-t')).toHaveText('L2')
  await expect(page.getByTestId('nameplate-level-u')).toHaveText('L3')
  await page.waitForTimeout(800)
  await snap(page, testInfo, 'altitude 05 fire panel, one level apart and two 1920x1080')
})

const CLOUDS_FILE = 'altitude-clouds-collision.json'

/**
 * A fire step, phase 1 of turn 1, with the cloud cover at level 4 and Collisions on: the SPAD (level 3, two climb
 * counters of 3) has climbed into the clouds; the Camel and the Dr.I, head on at level 2, stalled into each other
 * and collided; the S.E.5a has the D.VII ahead of it. The Allies are this screen, the Central Powers the bot.
 */
function cloudsSave(): string {
  const setup = setupWith(
    [
      { id: 'a', aircraft: 'sopwith-camel', team: 'allied', altitude: 2, x: 60, y: 60, heading: 0 },
      { id: 't', aircraft: 'fokker-dr-i', team: 'central', altitude: 2, x: 60, y: 80, heading: 180 },
      { id: 'u', aircraft: 'spad-xiii', team: 'allied', altitude: 3, x: 25, y: 50, heading: 0 },
      arriving({ id: 'w', aircraft: 'raf-se-5a', team: 'allied', altitude: 1 }, 95, 40, 0),
      arriving({ id: 'v', aircraft: 'fokker-d-vii', team: 'central', altitude: 1 }, 95, 56, 0),
    ],
    { options: { altitude: true, collisions: true, cloudCover: 4 }, table: { width: 120, depth: 120 } },
  )
  // the SPAD (climb rate 3) starts one climb counter short of a level: a save replays from its setup
  setup.planes[2].start = { climbs: 2 }
  const game = Game.start(content, setup, '0123456789abcdef0123456789abcdef')
  const spad = game.state.planes[2].effects!.alt!
  planNumbers(game, { a: [4, 1, 2], t: [4, 1, 2], u: [19, 1, 2], w: [1, 2, 3], v: [1, 2, 3] })
  if (game.state.step !== 'firing' || game.state.phase !== 1) throw new Error(`the scripted position did not stop at phase 1's fire step (${game.state.step})`)
  if (!game.events.some((e) => e.type === 'collided')) throw new Error('the Camel and the Dr.I did not collide')
  if (spad.level !== 4) throw new Error(`the SPAD is at level ${spad.level}, not in the clouds`)
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

test('cloud cover and a collision: a plane in the clouds is hidden over its base, out of the fight; two planes that collided take their C cards', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await resumeSaveTo(page, 'fire-panel', CLOUDS_FILE, cloudsSave())

  // 003 Cloud Cover (lines 460-463): the SPAD is in the clouds; the plate says so, and no one can fire at it
  await expect(page.getByTestId('nameplate-level-u')).toHaveText('☁ L4')
  const v = await view(page)
  expect(v.planes.find((p) => p.id === 'u')!.effects!.alt!.level).toBe(4)
  expect(v.fireOptions.some((o) => o.plane === 'u' || o.target === 'u')).toBe(false)
  expect((await displayed(page)).u).toEqual({ level: 4, lift: 0 })
  // 003 Collisions (lines 476-479): the log tells the collision and the C card each took
  const log = page.getByTestId('event-log')
  await expect(log).toContainText('Sopwith Camel and Fokker Dr.I collide')
  await expect(log).toContainText('Fokker Dr.I takes 1 damage card')
  await page.waitForTimeout(800)
  await snap(page, testInfo, 'altitude 06 cloud cover and a collision 1920x1080')
})

// turn 1's planning with a landing field: the Camel parked in it, the Dr.I flying past at level 1
const FIELD_FILE = 'altitude-landing-field.json'

test('a landing field on the table, and a plane parked in it on its base (003 lines 379-393)', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await resumeSaveTo(page, 'planning-panel', FIELD_FILE, parkedCamelSave({ altitude: 1, x: 80, y: 90, heading: 200 }, 120))
  const v = await view(page)
  expect(v.setup.fields).toEqual([{ id: 'field', x: 40, y: 45, width: 14, depth: 36 }])
  // on the ground: no pegs, the model on its base
  expect((await displayed(page)).a.level).toBeLessThan(0)
  await expect(page.getByTestId('nameplate-level-a')).toHaveAttribute('title', /on the ground/)
  await page.waitForTimeout(800)
  await snap(page, testInfo, 'altitude 07 a landing field and a plane parked in it 1920x1080')
})
