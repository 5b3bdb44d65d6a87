/**
 * Issue 13, a balloon scenario played through the UI: 003 Fireworks over the Front (a lone Nieuport 17 against two
 * Drachens and three AA guns, the German side the computer's). The player is offered the Nieuport and the bot keeps
 * the balloons and guns; the Nieuport flies as the heuristic bot would (entered through the panel), fires at a
 * balloon through the fire panel, and after a few turns flies home over its own edge, which ends the game ("The game
 * ends when the aircraft leaves the playing area or is destroyed"). Screenshots at 1920x1080: the fire panel with a
 * balloon as the target, the tracers reaching the envelope, and the end with the scenario's score. The bar's Goal and
 * the end's fold say how the scenario is won (goal-words.ts).
 */
import { expect, test } from './support/fixtures'
import type { PlanCommand } from '../shared/engine/types'
import { fireAsTheBotWould, seedTheGames, startScenario } from './support/scenario-play'
import { activePlane, nextPrompt, pilotChoice, planByKeys, scene, settle, snap, straightPlan, view } from './support/table'

/** After this many turns the Nieuport flies straight for home, so that the game ends in bounded time. */
const FIGHT_TURNS = 5
const MAX_PROMPTS = 80
const BALLOONS = ['balloon-left', 'balloon-right']

test('Fireworks over the Front: the Nieuport fires at a Drachen through the fire panel and the game ends when it leaves', async ({ page }, testInfo) => {
  test.setTimeout(600_000)
  // a fixed secret for the game: the AA guns' dice and cards fall the same way every run
  await seedTheGames(page, '00112233445566778899aabbccddeeff')
  const seat = await startScenario(page, 'fireworks-over-the-front', 'Rules: the basic rules, Special Damage, Balloon busting and Ground fire.')
  // the player flies the Nieuport (New Game offered it: the computer keeps the balloons and guns)
  expect(seat).toBe('allied')
  // the bar's Goal: how this game is won, read from the scenario (003 lines 1262-1271), the player's side marked
  await test.step('Goal says how the scenario is won', async () => {
    if (!(await page.getByTestId('open-goal').isVisible())) await page.getByTestId('hud-more').click()
    await page.getByTestId('open-goal').click()
    await expect(page.getByTestId('goal')).toContainText('Fireworks over the Front')
    await expect(page.getByTestId('goal-wins')).toHaveText('The Allies win with more than 0 points (up to 7 points is a marginal victory; 12 points or more a decisive one); otherwise the Germans win.')
    await expect(page.getByTestId('goal-points-allied')).toContainText('The Allies score (your side)')
    await expect(page.getByTestId('goal-points-allied')).toContainText('+10 for each enemy balloon that is shot down')
    await snap(page, testInfo, 'balloon 00 the goal 1920x1080')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('goal')).toHaveCount(0)
    await expect(page.getByTestId('planning-panel')).toBeVisible()
  })
  let firedAtBalloon = false
  let prompts = 0
  for (; prompts < MAX_PROMPTS; prompts++) {
    const prompt = await nextPrompt(page)
    if (prompt === 'end') break
    const v = await view(page)
    if (prompt === 'plan') {
      const plane = await activePlane(page, v, seat, 'plan')
      const choice = pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane)
      await planByKeys(page, v, plane, v.turn > FIGHT_TURNS || !choice ? straightPlan(v, plane) : choice.cards)
      continue
    }
    const plane = await activePlane(page, v, seat, 'fire')
    const options = v.fireOptions.filter((o) => o.plane === plane)
    const atBalloon = options.find((o) => BALLOONS.includes(o.target))
    if (atBalloon && !firedAtBalloon) {
      await settle(page)
      await snap(page, testInfo, 'balloon 01 the fire panel offers a Drachen 1920x1080')
      const tracersBefore = (await scene(page)).tracersSeen
      await page.getByTestId(`target-${atBalloon.arc}-${atBalloon.target}`).click()
      await page.getByTestId('confirm-fire').click()
      await expect.poll(async () => (await scene(page)).tracersSeen, { message: 'tracers flew at the balloon', timeout: 60_000 }).toBeGreaterThan(tracersBefore)
      await page.waitForTimeout(400)
      await snap(page, testInfo, 'balloon 02 tracers reach the envelope 1920x1080')
      await settle(page)
      const after = await view(page)
      // a balloon's damage is its owner's secret (003 line 550): the Allied seat sees how many cards, not which
      const hit = after.planes.find((p) => p.id === atBalloon.target)!
      expect(hit.damageCount).toBeGreaterThan(0)
      expect(hit.damage).toBeUndefined()
      firedAtBalloon = true
      continue
    }
    await fireAsTheBotWould(page, v, seat)
  }

  await expect(page.getByTestId('game-end')).toBeVisible()
  const end = await view(page)
  expect(end.result).not.toBeNull()
  // the game ended because the Nieuport is gone, whatever of the German pieces still stands
  expect(end.planes.find((p) => p.id === 'nieuport')!.status).not.toBe('flying')
  expect(firedAtBalloon, 'the Nieuport fired at a balloon').toBe(true)
  // the scores beside the words they were counted by
  await page.getByTestId('game-end-goal').locator('summary').click()
  await expect(page.getByTestId('game-end-goal')).toContainText('\u22128 for each own aeroplane that leaves the table by its own side\'s edge, while a balloon is still up')
  await settle(page)
  await snap(page, testInfo, 'balloon 03 the end 1920x1080')
  testInfo.annotations.push({ type: 'game', description: `turns ${end.turn}, prompts ${prompts}, fates ${end.planes.map((p) => `${p.id} ${p.status}`).join(', ')}, scores ${JSON.stringify(end.result!.scores)}` })
})
