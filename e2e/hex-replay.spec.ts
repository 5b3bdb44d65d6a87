/**
 * A finished hex game of 002 watched as a replay (issue 30) at 1280×800: two heuristic bots play a duel to its end
 * on the host while the screen watches; it is saved from the table, found in the saves screen, and opened as a
 * replay: a step per command, stepped on and back by button and by key, scrubbed on the timeline, watched as one
 * seat (its hand) and as a spectator (no hand), with the game's log up to the point shown.
 */
import { expect, test } from './support/fixtures'
import { offScreen } from './support/on-screen'
import { screenUrl } from './support/screen'
import { hooksReady, snap } from './support/table'

test.use({ viewport: { width: 1280, height: 800 } })

interface HexState {
  rulesetGame: { session: string; seat: string | null; view: { hand: unknown[]; seq: number; result: unknown } | null; log: unknown[] } | null
  replay: { index: number; labels: string[]; ruleset?: string; file: string | null }
  saves: { list: { file: string; ruleset?: string; over: boolean | null; title: string }[]; lastSaved: string | null }
}
type Hooks = { __overdive: { state(): HexState; newHexGame(s: string, seats: string[], options?: Record<string, unknown>, seed?: string): boolean } }

test('hex replay: a finished duel saved, opened from the saves screen and scrubbed step by step', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  let file = ''
  const hexState = () => page.evaluate(() => (globalThis as unknown as Hooks).__overdive.state())
  await page.goto(screenUrl())
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await hooksReady(page)

  await test.step('two bots play a duel to its end while the screen watches; its end screen saves it', async () => {
    // a seed whose game runs to round 14, past the 300 lines the log shows (HexLog's SHOWN)
    await page.evaluate(() => (globalThis as unknown as Hooks).__overdive.newHexGame('duel', ['bot:heuristic', 'bot:heuristic'], undefined, '0123456789abcdef0123456789abcdef'))
    // the bots go at the pace of this table (electron/host/pace.ts): the game is under way, a view at a time
    const scene = page.getByTestId('hex-scene')
    await expect(scene, 'the rolls of the start (altitude, turn order) are on the table').toHaveAttribute('data-dice', /\d/)
    const start = await scene.getAttribute('data-dice')
    // they go after DICE_SECONDS (6 s) or give way to the next rolls, though the bots' moves come in batches of their
    // own meanwhile. (Whether the table is ever bare of dice while the bots fight depends on their game: shots every
    // move keep it covered; so the table bare is asked once the game is over, below)
    await expect(scene, 'the rolls of the start leave the table while the game goes on').not.toHaveAttribute('data-dice', start!, { timeout: 15_000 })
    expect((await hexState()).rulesetGame!.view!.result, 'the game was still under way').toBeNull()
    // the screen sits at no seat: no move panel, no hand; the bar says it watches
    await expect(page.getByTestId('hex-watching')).toBeVisible()
    await expect(page.getByTestId('hex-hand')).toHaveCount(0)
    await expect(page.getByTestId('hex-move')).toHaveCount(0)
    await snap(page, testInfo, 'hex-replay 00 the screen watching two bots')
    await expect(page.getByTestId('hex-end')).toBeVisible({ timeout: 120_000 })
    await expect(scene, 'the last rolls leave the table after their time').toHaveAttribute('data-dice', '', { timeout: 15_000 })
    // the log followed the game to its last line (past its 300 lines shown, a new line left their count as it was, and
    // the log stopped 180 px short of the end)
    expect((await hexState()).rulesetGame!.log.length, 'the game ran past the lines the log shows').toBeGreaterThan(300)
    const short = await page.getByTestId('hex-log').locator('ol').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)
    expect(short, 'the log at its newest line').toBeLessThanOrEqual(12)
    await expect(page.getByTestId('hex-log').locator('li').last()).toContainText('Game over')
    await page.getByTestId('hex-end-save').click()
    await expect.poll(async () => (await hexState()).saves.lastSaved ?? '', { message: 'the game saved' }).not.toBe('')
    file = (await hexState()).saves.lastSaved!
    await page.getByTestId('hex-end-menu').click()
    await expect(page.getByTestId('main-menu')).toBeVisible()
  })

  let frames = 0
  await test.step('the saves screen lists it as a hex game; Replay opens it on its first step', async () => {
    await page.getByTestId('open-saves').click()
    await expect.poll(async () => (await hexState()).saves.list.find((s) => s.file === file)?.ruleset ?? '', { message: 'the save listed as a hex game' }).toBe('hex')
    await page.getByTestId(`replay-${file}`).click()
    await expect(page.getByTestId('replay-screen')).toBeVisible()
    const s = await hexState()
    expect(s.replay.ruleset).toBe('hex')
    expect(s.replay.index).toBe(0)
    frames = s.replay.labels.length
    expect(frames).toBeGreaterThan(10)
    expect(s.rulesetGame!.view!.seq).toBe(0)
    await expect(page.getByTestId('replay-position')).toHaveText(`1 / ${frames}`)
  })

  await test.step('stepped on by button and by key, back by key, scrubbed, to the end', async () => {
    await page.getByTestId('replay-forward').click()
    await expect.poll(async () => (await hexState()).rulesetGame!.view!.seq).toBe(1)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await hexState()).replay.index).toBe(3)
    expect((await hexState()).rulesetGame!.view!.seq).toBe(3)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(async () => (await hexState()).rulesetGame!.view!.seq).toBe(2)
    const logAt2 = (await hexState()).rulesetGame!.log.length
    // the timeline: a jump to the middle, the log the game's up to there
    const middle = Math.floor(frames / 2)
    await page.getByTestId('replay-timeline').fill(String(middle))
    await expect.poll(async () => (await hexState()).rulesetGame!.view!.seq).toBe(middle)
    expect((await hexState()).rulesetGame!.log.length).toBeGreaterThan(logAt2)
    await expect(page.getByTestId('hex-replay-log')).toBeVisible()
    await snap(page, testInfo, 'hex replay 01 the middle of the duel')
    expect(await offScreen(page)).toEqual([])
    // the map is framed beside the log and below the step's words, and the map's key covers neither
    const log = (await page.getByTestId('hex-replay-log').boundingBox())!
    const step = (await page.getByTestId('replay-step').boundingBox())!
    const area = async () => (await page.locator('[data-testid="hex-scene"] canvas').getAttribute('data-map-area'))?.split(' ').map(Number) ?? []
    await expect.poll(async () => (await area())[1] ?? 0, { message: 'the map framed clear of the log' }).toBeGreaterThanOrEqual(Math.floor(page.viewportSize()!.width - log.x))
    expect((await area())[0]).toBeGreaterThanOrEqual(Math.floor(step.y + step.height))
    const key = (await page.getByTestId('hex-map-key').boundingBox())!
    for (const [name, b] of [['log', log], ['step', step]] as const) expect(key.x >= b.x + b.width || b.x >= key.x + key.width || key.y >= b.y + b.height || b.y >= key.y + key.height, `the map key clear of the ${name}`).toBe(true)
    await page.keyboard.press('End')
    await expect.poll(async () => (await hexState()).replay.index).toBe(frames - 1)
    expect((await hexState()).rulesetGame!.view!.result).not.toBeNull()
  })

  await test.step('watched as the Allies: their hand; as a spectator: none', async () => {
    await page.keyboard.press('Home')
    await page.getByTestId('replay-viewer').selectOption('seat:allies')
    await expect.poll(async () => (await hexState()).rulesetGame!.seat).toBe('allies')
    expect((await hexState()).rulesetGame!.view!.hand.length).toBeGreaterThan(0)
    await page.getByTestId('replay-viewer').selectOption('spectator')
    await expect.poll(async () => (await hexState()).rulesetGame!.seat).toBeNull()
    expect((await hexState()).rulesetGame!.view!.hand).toEqual([])
    await page.getByTestId('replay-close').click()
    await expect(page.getByTestId('saves-screen')).toBeVisible()
    expect((await hexState()).rulesetGame).toBeNull()
  })
})
