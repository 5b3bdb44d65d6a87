/**
 * 003 Altitude, planes on the ground from the player's side (issue 12).
 *
 * 1. A scripted turn 1 against the bot: the player's Camel is parked in a landing field (level 0, no climb counter).
 *    The planning panel reads the take-off (003 lines 388-393): the stall is its first step, then the straight and
 *    the climb; a card before the stall stays on the ground, a dive after the stall breaks the take-off. A plan that
 *    starts the take-off from the second card is committed; before the second card the game stops in step
 *    'taxiing' (003 Planes on the Ground, lines 409-411) and the taxi panel asks where the base goes: the keys and
 *    the buttons move it relative to its own nose and turn it, a place too far is refused with the engine's reason,
 *    and Done puts it there; the take-off goes on from there and the game goes on to turn 2.
 * 2. A scripted turn 1 with two Camels just above the ground (level 0, one climb counter): a dive over the field
 *    reads "▼ lands" and its straight and stall "landing 2/3", "landing 3/3"; the other's off every field "▼ crash"
 *    (lines 383-387, 405-407).
 *
 * Screenshots at 1920x1080.
 */
import type { Page } from '@playwright/test'
import { holdUntilPlanning, planNumbers } from '../electron/testing/engine-helpers'
import { content, setupWith } from '../electron/testing/fixtures'
import { compileRules } from '../shared/engine/compiled'
import { Game } from '../shared/engine/game'
import type { GameView } from '../shared/engine/view'
import { advance } from '../shared/geometry/pose'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { expect, test } from './support/fixtures'
import { parkedCamelSave } from './support/positions'
import { resumeSaveTo } from './support/saves'
import { blur, draftByKeys, keyForCard, playToPlanning, scene, settle, snap, state, view } from './support/table'

// the Camel's deck: C01 straight (14.3 cm), C04 stall (7.1), C05 bank left, C19 climb, C20 dive
const STRAIGHT = 'C01'
const STALL = 'C04'
const BANK = 'C05'
const CLIMB = 'C19'
const DIVE = 'C20'

/** Draft the cards into slots `from`, `from + 1`... with the keyboard, each key checked in the store before the next. */
async function draft(page: Page, v: GameView, plane: string, cards: string[], from = 0): Promise<void> {
  await blur(page)
  for (let i = 0; i < cards.length; i++) {
    await page.keyboard.press(keyForCard(v, plane, cards[i]))
    await expect.poll(async () => (await state(page)).planning.drafts[plane]?.[from + i] ?? null, { message: `slot ${from + i + 1} holds ${cards[i]}` }).toBe(cards[i])
  }
}

/** The taxi panel's pending place, as the store holds it for the table to draw. */
async function taxiGhost(page: Page): Promise<{ plane: string; x: number; y: number; heading: number; ok: boolean } | null> {
  return ((await state(page)).ui as unknown as { taxiGhost: Awaited<ReturnType<typeof taxiGhost>> }).taxiGhost
}

const deg = (h: number) => (((Math.round((h * 180) / Math.PI) % 360) + 360) % 360)

test.describe.configure({ mode: 'serial' })

// turn 1's planning: the Camel parked in the field (x 33-47, y 27-63) facing up it, the Dr.I far off at level 2
const PARKED_FILE = 'ground-parked.json'

test('a plane parked in a landing field: the take-off read on the cards, then the owner moves its base before the second card', async ({ page }, testInfo) => {
  test.setTimeout(360_000)
  await resumeSaveTo(page, 'planning-panel', PARKED_FILE, parkedCamelSave({ altitude: 2, x: 110, y: 110, heading: 270 }, 140))
  const v = await view(page)
  expect(v.step).toBe('planning')
  await expect(page.getByTestId('nameplate-level-a')).toHaveAttribute('title', /on the ground/)

  await test.step('003 Takeoff (388-393): the stall starts the take-off; other cards leave the plane where it is', async () => {
    await expect(page.getByTestId(`altitude-${STALL}`)).toHaveText('take-off 1/3')
    for (const c of [STRAIGHT, CLIMB, DIVE, BANK]) await expect(page.getByTestId(`altitude-${c}`)).toHaveText('stays')
    // the reason under the deck for a card pointed at
    await page.getByTestId(`card-${DIVE}`).hover()
    await expect(page.getByTestId('card-altitude-text')).toHaveText(': on the ground: not flown, the plane stays where it is')
    await page.getByTestId(`card-${STALL}`).hover()
    await expect(page.getByTestId('card-altitude-text')).toHaveText(': take-off: the stall, still on the ground')
    await page.mouse.move(960, 300)
    await draft(page, v, 'a', [STALL])
    // after the stall: the straight rolls on, a dive breaks the sequence
    await expect(page.getByTestId('slot-altitude-0')).toHaveText('take-off 1/3')
    await expect(page.getByTestId(`altitude-${STRAIGHT}`)).toHaveText('take-off 2/3')
    await expect(page.getByTestId(`altitude-${DIVE}`)).toHaveText('✕ ground')
    await expect(page.getByTestId(`altitude-${DIVE}`)).toHaveClass(/bad/)
    await page.getByTestId(`card-${DIVE}`).hover()
    await expect(page.getByTestId('card-altitude-text')).toContainText("after the take-off's stall, a straight")
    await page.mouse.move(960, 300)
    await draft(page, v, 'a', [STRAIGHT], 1)
    await expect(page.getByTestId(`altitude-${CLIMB}`)).toHaveText('▲ airborne 1/2')
    await draft(page, v, 'a', [CLIMB], 2)
    await expect(page.getByTestId('slot-altitude-1')).toHaveText('take-off 2/3')
    await expect(page.getByTestId('slot-altitude-2')).toHaveText('▲ airborne 1/2')
    // the deck folds itself once the third card is in (issue 26): M shows it again
    await page.keyboard.press('m')
    await page.getByTestId(`card-${STALL}`).hover()
    await page.waitForTimeout(800)
    await snap(page, testInfo, 'ground 01 planning a take-off from a field 1920x1080')
    await page.mouse.move(960, 300)
  })

  await test.step('a take-off from the second card: the first card stays on the ground', async () => {
    await page.getByTestId('clear-plan').click()
    await expect.poll(async () => (await state(page)).planning.drafts.a ?? []).toEqual([null, null, null])
    await draftByKeys(page, v, 'a', [BANK, STALL, STRAIGHT])
    await expect(page.getByTestId('slot-altitude-0')).toHaveText('stays')
    await expect(page.getByTestId('slot-altitude-1')).toHaveText('take-off 1/3')
    await expect(page.getByTestId('slot-altitude-2')).toHaveText('take-off 2/3')
    await page.keyboard.press('Enter')
  })

  const panel = page.getByTestId('taxi-panel')
  await test.step('003 Planes on the Ground (409-411): before the second card the game waits for the owner', async () => {
    await expect(panel).toBeVisible({ timeout: 120_000 })
    const w = await view(page)
    expect(w.step).toBe('taxiing')
    expect(w.phase).toBe(2)
    expect((await state(page)).game.waitingFor).toEqual(['a'])
    expect(w.planes[0].effects?.alt?.ground).toMatchObject({ stage: 'parked', taxi: true })
    // the bank of the first card was not flown: the base is where it was
    expect(w.planes[0]).toMatchObject({ x: 40, y: 40 })
    await expect(page.getByTestId('hud')).toContainText('place your plane on the ground')
    await expect(page.getByTestId('taxi-pose')).toHaveText('centre 40, 40 cm, heading 0° (where it stands)')
    await expect(page.getByTestId('taxi-move')).toHaveText('where it stands')
    await expect(page.getByTestId('taxi-field')).toHaveText('Its centre is in a landing field: a take-off can start here.')
    await expect(page.getByTestId('taxi-send')).toHaveText('Done: leave it')
    // the table draws the place (here, where it stands) and the reach of half a ruler
    await expect.poll(async () => (await scene(page)).objects).toEqual(expect.arrayContaining(['taxi-ghost', 'taxi-reach']))
    await page.waitForTimeout(800)
    await snap(page, testInfo, 'ground 02 the taxi panel before the second card 1920x1080')
  })

  await test.step('the keys and the buttons move and turn the base; a place too far is refused with the reason', async () => {
    await blur(page)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('taxi-pose')).toHaveText('centre 40, 38 cm, heading 0°')
    // a small move: the ghost lies mostly over the real base, drawn above it with its outline and nose arrow
    expect((await scene(page)).objects).toEqual(expect.arrayContaining(['taxi-ghost', 'taxi-ghost-outline', 'taxi-ghost-nose']))
    await page.waitForTimeout(500)
    await snap(page, testInfo, 'ground 02b a small move, 2 cm back 1920x1080')
    await page.keyboard.press('e')
    await expect(page.getByTestId('taxi-pose')).toHaveText('centre 40, 38 cm, heading 15°')
    await page.keyboard.press('q')
    await page.keyboard.press('q')
    await expect(page.getByTestId('taxi-pose')).toHaveText('centre 40, 38 cm, heading 345°')
    await page.getByTestId('taxi-right').click()
    await page.getByTestId('taxi-right').click()
    await page.getByTestId('taxi-slide-right').click()
    await page.getByTestId('taxi-slide-left').click()
    await page.getByTestId('taxi-forward').click()
    await page.getByTestId('taxi-back').click()
    await expect(page.getByTestId('taxi-pose')).toHaveText('centre 40, 38 cm, heading 15°')
    // the arrows move the base as the plane sees it: ↑ a cm along its nose, at 15° east of north (issue 12)
    await expect(page.getByTestId('taxi-keys')).toContainText('↑ towards its nose')
    await blur(page)
    await page.keyboard.press('ArrowUp')
    const nose = { x: 40 + Math.sin(Math.PI / 12), y: 38 + Math.cos(Math.PI / 12) }
    await expect.poll(async () => { const g = await taxiGhost(page); return g && [+g.x.toFixed(3), +g.y.toFixed(3)] }).toEqual([+nose.x.toFixed(3), +nose.y.toFixed(3)])
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('taxi-send')).toHaveText('Done: put it here')
    await expect(page.getByTestId('taxi-move')).toHaveText('moved 2.0 cm, turned 15° right')
    await expect.poll(async () => taxiGhost(page)).toEqual({ plane: 'a', x: 40, y: 38, heading: 15, ok: true })
    // out of the field (x 33-47; 8 cm to its right reach x 47.7) the planned take-off would not start: said, not refused
    await blur(page)
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('taxi-field')).toContainText('the take-off you planned will not start')
    await expect(page.getByTestId('taxi-send')).toBeEnabled()
    await page.waitForTimeout(500)
    await snap(page, testInfo, 'ground 03a out of the field, the take-off would not start 1920x1080')
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft')
    // half a ruler (17 cm) from where it stood, and no further
    await blur(page)
    for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowRight')
    // to its right at 15°: 18 cm towards x 57.4, y 33.3
    await expect(page.getByTestId('taxi-pose')).toHaveText('centre 57, 33 cm, heading 15°')
    await expect(page.getByTestId('taxi-problem')).toContainText('a plane on the ground is moved at most half a ruler (17 cm)')
    await expect(page.getByTestId('taxi-send')).toBeDisabled()
    await expect.poll(async () => (await taxiGhost(page))?.ok).toBe(false)
    await page.waitForTimeout(500)
    await snap(page, testInfo, 'ground 03 a place too far, refused 1920x1080')
    for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowLeft')
    await expect(page.getByTestId('taxi-pose')).toHaveText('centre 40, 38 cm, heading 15°')
    await expect(page.getByTestId('taxi-problem')).toHaveCount(0)
    await page.waitForTimeout(500)
    await snap(page, testInfo, 'ground 04 the base moved and turned 1920x1080')
  })

  await test.step('Done: the base is put there, the take-off goes on from it, and the game goes on', async () => {
    await page.getByTestId('taxi-send').click()
    await expect(panel).toHaveCount(0, { timeout: 30_000 })
    expect(await taxiGhost(page)).toBeNull()
    expect((await scene(page)).objects).not.toContain('taxi-ghost')
    await expect(page.getByTestId('event-log')).toContainText('Sopwith Camel is moved on the ground')
    await playToPlanning(page, 2)
    const after = await view(page)
    // the save's seed fixes the host's dice and cards: the Camel lives through the turn
    expect(after.planes[0].status, 'the Camel flies on after the turn').toBe('flying')
    expect(after.turn).toBe(2)
    // the stall and the straight flown from where the base was put: 40, 38 at 15°
    const cp = compileRules(content, after.setup).byId.get('a')!
    let pose = { x: 40, y: 38, h: (15 * Math.PI) / 180 }
    for (const id of [STALL, STRAIGHT]) {
      const c = cp.cards.get(id)!
      pose = advance(pose, c.right, c.forward, c.turn)
    }
    const camel = after.planes[0]
    expect(camel.x).toBeCloseTo(pose.x, 1)
    expect(camel.y).toBeCloseTo(pose.y, 1)
    expect(deg(camel.h)).toBe(15)
    expect(camel.effects?.alt?.ground).toMatchObject({ stage: 'run-up', field: 'field' })
    // and the table draws it there
    await settle(page)
    const drawn = (await scene(page)).planes.find((p) => p.id === 'a')!
    expect(drawn.x).toBeCloseTo(pose.x, 1)
    expect(drawn.y).toBeCloseTo(pose.y, 1)
    await expect(page.getByTestId('planning-panel')).toBeVisible()
    // the take-off's climb is next
    await expect(page.getByTestId(`altitude-${CLIMB}`)).toHaveText('▲ airborne 1/2')
  })
})

const LANDING_FILE = 'ground-landing.json'

/** A field further up the table, x 33-47, y 67-103. */
const LANDING_FIELD = { id: 'field', x: 40, y: 85, width: 14, depth: 36 }

/**
 * Turn 2's planning: two Camels dived to level 0 in turn 1 (one climb counter each, 003 line 321); the first is now
 * short of a landing field, the second far from it. The Dr.I flies past at level 2.
 */
function landingSave(): string {
  const setup = setupWith(
    [
      { id: 'a', aircraft: 'sopwith-camel', team: 'allied', altitude: 1, x: 40, y: 20, heading: 0 },
      { id: 'b', aircraft: 'sopwith-camel', team: 'allied', altitude: 1, x: 100, y: 20, heading: 0 },
      { id: 't', aircraft: 'fokker-dr-i', team: 'central', altitude: 2, x: 120, y: 125, heading: 270 },
    ],
    { options: { altitude: true }, table: { width: 140, depth: 140 } },
  )
  const game = Game.start(content, { ...setup, fields: [LANDING_FIELD] }, '0123456789abcdef0123456789abcdef')
  // turn 1: the dive, then two straights
  planNumbers(game, { a: [20, 1, 2], b: [20, 1, 2], t: [1, 2, 3] })
  holdUntilPlanning(game)
  if (game.state.step !== 'planning' || game.state.turn !== 2) throw new Error(`the scripted position did not reach turn 2's planning (${game.state.step}, turn ${game.state.turn})`)
  for (const p of game.state.planes.slice(0, 2)) if (p.status !== 'flying' || p.effects!.alt!.ground || p.effects!.alt!.level !== 0 || p.effects!.alt!.climbs !== 1) throw new Error(`${p.id} is not flying at level 0 with a climb counter: ${JSON.stringify(p.effects!.alt)}`)
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

test('a dive to the ground: "▼ lands" over the field, "▼ crash" off it (003 lines 383-387, 405-407)', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  await resumeSaveTo(page, 'planning-panel', LANDING_FILE, landingSave())
  const v = await view(page)
  await expect(page.getByTestId('planning-plane')).toHaveText('Sopwith Camel')
  await expect(page.getByTestId('planning-level')).toHaveText('L0 ▲1/2')
  // the dive ends over the field: a landing's first card, then a straight and a stall
  await expect(page.getByTestId(`altitude-${DIVE}`)).toHaveText('▼ lands')
  await page.getByTestId(`card-${DIVE}`).hover()
  await expect(page.getByTestId('card-altitude-text')).toContainText('touches down on field: a landing (then a straight and a stall)')
  await page.mouse.move(960, 300)
  await draftByKeys(page, v, 'a', [DIVE, STRAIGHT, STALL])
  await expect(page.getByTestId('slot-altitude-0')).toHaveText('▼ lands')
  // the straight and the stall after it go on with the landing (003 line 385), though the plane began the turn flying
  await expect(page.getByTestId('slot-altitude-1')).toHaveText('landing 2/3')
  await expect(page.getByTestId('slot-altitude-2')).toHaveText('landing 3/3')
  await page.waitForTimeout(800)
  await snap(page, testInfo, 'ground 05 a landing planned over the field 1920x1080')
  await page.keyboard.press('Enter')
  // the other Camel, off every field: the same dive crashes
  await expect.poll(async () => (await view(page)).planes[0].committed, { message: 'the first Camel is committed' }).toBe(true)
  await expect(page.getByTestId(`altitude-${DIVE}`)).toHaveText('▼ crash')
  await expect(page.getByTestId(`altitude-${DIVE}`)).toHaveClass(/bad/)
  await page.getByTestId(`card-${DIVE}`).hover()
  await expect(page.getByTestId('card-altitude-text')).toContainText('the plane crashes')
  await snap(page, testInfo, 'ground 06 the same dive off the field crashes 1920x1080')
})
