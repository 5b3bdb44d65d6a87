/**
 * Look Up!'s two-player variant (003 lines 1240-1249): "Scores are kept separately: The winner is the one scoring more
 * points." A game of it played by bots, resumed from the saves for its last turn: the end screen
 * lists each player's points by plane and pilot and names the winner, not only the side both flew for. A screenshot at
 * 1920x1080, as a stream's audience sees it.
 */
import { content } from '../electron/testing/fixtures'
import { BOTS } from '../shared/bots'
import { Game } from '../shared/engine/game'
import { scenarioSetup } from '../shared/engine/setup'
import { makeSave, serializeSave } from '../shared/save/save-file'
import { playGame } from '../shared/sim/play'
import { expect, test } from './support/fixtures'
import { resumeSave } from './support/saves'
import { settle, snap, view } from './support/table'
import { scoreText } from '../renderer/src/tables/card/panels/score-text'

const FILE = 'look-up-pair.json'

test("Look Up! for two players: the end screen gives each player's points and names the one who won", async ({ page }, testInfo) => {
  test.setTimeout(300_000)
  // seed 2, bots on every seat: a game the Albatros's player wins on points
  const setup = scenarioSetup(content, { scenario: 'look-up', variant: 'two-players' })
  const played = playGame(content, setup, 2, Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 2)])), { maxTurns: 40 })
  expect(played.state.result!.winnerPlane).toBe('albatros')
  // the same game up to its last turn's plans, saved with the computer on every seat: resumed, it plays the last turn
  const last = played.state.turn
  const game = Game.start(content, setup, 2)
  for (const c of played.commands) {
    if (c.type === 'plan' && game.state.turn === last && game.state.step === 'planning') break
    game.apply(c)
  }
  expect(game.over).toBe(false)
  const bots = Object.fromEntries(setup.seats.map((s) => [s.id, 'bot:heuristic' as const]))
  await page.setViewportSize({ width: 1920, height: 1080 })
  await resumeSave(page, FILE, serializeSave(makeSave(game, bots)))
  await expect(page.getByTestId('game-end')).toBeVisible({ timeout: 180_000 })
  await settle(page)
  const result = (await view(page)).result!
  expect(result.players).toBeDefined()
  await expect(page.getByTestId('player-scores')).toBeVisible()
  for (const [plane, points] of Object.entries(result.players!)) {
    const row = page.getByTestId(`player-score-${plane}`)
    // written as the legend writes it: a score below nothing with a minus sign (score-text.ts)
    await expect(row).toContainText(scoreText(points))
    if (plane === result.winnerPlane) await expect(row).toHaveClass(/\bwon\b/)
    else await expect(row).not.toHaveClass(/\bwon\b/)
  }
  // the sides' sum of the players' points is not shown: it decides nothing
  await expect(page.getByTestId('score-central')).toBeHidden()
  await snap(page, testInfo, 'look up 01 two players end screen 1920x1080')
  // and the saves list names the winning player, not the side both flew for
  await page.getByTestId('back-to-menu').click()
  await page.getByTestId('open-saves').click()
  await page.getByTestId('refresh-saves').click()
  const winner = result.winnerPlane ? setup.seats.find((s) => s.id === setup.planes.find((p) => p.id === result.winnerPlane)!.seat)!.name : null
  if (winner) await expect(page.getByTestId('saves-screen')).toContainText(`${winner} won`)
})
