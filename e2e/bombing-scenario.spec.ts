/**
 * Issue 13, a bombing scenario played through the UI: 003 Wings over the Flanders (a D.H.4 with its escort against three
 * German fighters; a target card 35 cm in front of the German side). The player flies the Allied planes as the
 * heuristic bot would, entered through the planning panel, and drops the D.H.4's bombs with the panel's bomb choice
 * when the bot would (003 Bombing, lines 821-837: "Before revealing any manoeuvre, the bomber can decide to drop ...";
 * a bomb card over the red dot scores in full, over part of the card half). Screenshots at 1920x1080: the planning
 * panel with the bombs' choice, and the table when the bombs hit. Bounded: the game is played until the bombs fall.
 */
import { expect, test } from './support/fixtures'
import type { PlanCommand } from '../shared/engine/types'
import { fireAsTheBotWould, seedTheGames, startScenario } from './support/scenario-play'
import { activePlane, blur, nextPrompt, pilotChoice, planByKeys, settle, snap, view } from './support/table'

const MAX_TURNS = 12
const SEED = '0123456789abcdef0123456789abcdef'
const MAX_PROMPTS = 120

test('Wings over the Flanders: the D.H.4 drops its bombs through the planning panel and they hit the ground', async ({ page }, testInfo) => {
  test.setTimeout(600_000)
  // a fixed secret for the game: with a random one the Germans could be gone before the D.H.4 reaches the target
  await seedTheGames(page, SEED)
  const seat = await startScenario(page, 'wings-over-the-flanders', 'Rules: the basic rules and Bombing.')
  expect(seat).toBe('allied')

  let shownChoice = false
  let dropped = false
  for (let prompts = 0; prompts < MAX_PROMPTS; prompts++) {
    const prompt = await nextPrompt(page, 180_000)
    if (prompt === 'end') break
    const v = await view(page)
    const hit = v.planes.find((p) => p.id === 'atkey')?.effects?.bombs?.hits.length ?? 0
    if (hit > 0 || v.turn > MAX_TURNS) break
    if (prompt === 'plan') {
      const plane = await activePlane(page, v, seat, 'plan')
      const choice = pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane)!
      if (plane === 'atkey' && !shownChoice) {
        // the bomber's panel offers the bombs still aboard
        await expect(page.getByTestId('bomb-drop')).toContainText('Bombs (2 pts)')
        shownChoice = true
      }
      if (choice.drop) {
        await page.getByTestId('bomb-drop-slot').selectOption(String(choice.drop[0].slot))
        await blur(page)
        await snap(page, testInfo, 'bombing 01 the D.H.4 drops its bombs with a card 1920x1080')
        dropped = true
      }
      await planByKeys(page, v, plane, choice.cards)
      continue
    }
    await fireAsTheBotWould(page, v, seat)
  }

  expect(shownChoice, 'the D.H.4 was planned through the panel').toBe(true)
  expect(dropped, 'the bombs were dropped through the panel').toBe(true)
  const v = await view(page)
  const hits = v.planes.find((p) => p.id === 'atkey')!.effects!.bombs!.hits
  expect(hits.length, 'the bombs came down').toBeGreaterThan(0)
  await settle(page)
  await snap(page, testInfo, 'bombing 02 the bombs hit 1920x1080')
  await expect(page.getByTestId('event-log')).toContainText(/bombs/i)
  testInfo.annotations.push({ type: 'game', description: `turn ${v.turn}: ${JSON.stringify(hits)}` })
})
