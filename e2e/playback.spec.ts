/**
 * Issue 9, "results after the animation": a bot-against-bot game watched on the host's screen at speed 1, with a
 * watcher in the page that, on every store change and every change of the page, checks that no panel shows a fact
 * whose event the table has not played yet:
 * - the HUD's turn and phase are never beyond the events played;
 * - the damage panel shows no plane "shot down", "exploded", "left the table" or "out of control", and no more
 *   damage cards for a plane, before the events saying so were played, and no card face up before the end;
 * - the end screen (and "game over" on the phase track) comes only once the game-over event was played.
 * The same is checked of the view the panels are given (window.__overdive.shownView()).
 *
 * The bots run ahead of the table (their whole game is decided long before it is played), so the watcher also
 * records that the host's latest view was ahead of what was shown: the checks were put to the test.
 *
 * A free dogfight on a 60×60 cm table: the bots fly off it within a few turns, so that a game ends within a couple
 * of minutes at speed 1 under SwiftShader.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { hooksReady, snap } from './support/table'

interface Report {
  violations: string[]
  checks: number
  storeChanges: number
  played: number
  ahead: number
  maxTurn: number
  over: boolean
  fates: Record<string, string>
}

/**
 * Installed in the page before the game starts. Runs in the browser: the Node type check has no DOM, hence the
 * loose types.
 */
function installWatcher(): void {
  type Ev = { type: string; turn: number; phase: number; plane?: string; cards?: number; cause?: string }
  type PlaneV = { id: string; status: string; damageCount: number; damage?: unknown }
  type ViewV = { turn: number; phase: number; step: string; planes: PlaneV[] }
  type Game = { session: string | null; seat: string | null; view: ViewV | null; played: Ev[]; playedCount: number }
  type El = { textContent: string | null; getAttribute(n: string): string | null; querySelector(s: string): El | null; querySelectorAll(s: string): El[] }
  const g = globalThis as unknown as {
    __overdive: { store: { subscribe(f: () => void): () => void; getState(): { game: Game } }; shownView(): ViewV | null }
    __playbackWatch: unknown
    document: El & { body: unknown }
    MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void }
  }
  const hooks = g.__overdive
  const w = {
    violations: [] as string[],
    checks: 0,
    storeChanges: 0,
    played: 0,
    ahead: 0,
    maxTurn: 0,
    over: false,
    fates: {} as Record<string, string>,
    // what the table has played: the furthest turn and phase, the fates, the damage cards per plane
    slate: null as string | null,
    counted: 0,
    pos: [0, 0] as [number, number],
    cards: {} as Record<string, number>,
  }
  const FATES: Record<string, string> = { 'shot-down': 'shot down', exploded: 'exploded', exited: 'left the table', 'out-of-control': 'out of control' }
  const STATUS: Record<string, string> = { 'shot-down': 'shot down', exploded: 'exploded', exited: 'left the table', 'out-of-control': 'out of control' }
  const flag = (what: string) => {
    if (w.violations.length < 40) w.violations.push(`${what} (played ${w.played} events: turn ${w.pos[0]} phase ${w.pos[1]}${w.over ? ', over' : ''})`)
  }
  const beyond = (turn: number, phase: number) => turn > w.pos[0] || (turn === w.pos[0] && phase > w.pos[1])

  /** Take in the events played since the last look. */
  const learn = (game: Game) => {
    const slate = `${game.session}|${game.seat}`
    if (slate !== w.slate && game.view) {
      // a slate starts from a view that comes with no events: what it shows is where the table is
      w.slate = slate
      w.counted = game.playedCount
      const v = game.view
      w.pos = [v.turn, v.step === 'planning' ? 0 : v.phase]
      w.over = v.step === 'over'
      w.fates = Object.fromEntries(v.planes.filter((p) => p.status !== 'flying').map((p) => [p.id, p.status]))
      w.cards = Object.fromEntries(v.planes.map((p) => [p.id, p.damageCount]))
    }
    const n = game.playedCount - w.counted
    if (n <= 0) return
    if (n > game.played.length) flag(`${n} events played at once, more than the narration keeps: cannot follow`)
    for (const e of game.played.slice(-n)) {
      w.played++
      if (beyond(e.turn, e.phase)) w.pos = [e.turn, e.phase]
      w.maxTurn = Math.max(w.maxTurn, e.turn)
      if (e.plane && FATES[e.type]) w.fates[e.plane] = e.type
      if (e.type === 'damage-taken' && e.plane) w.cards[e.plane] = (w.cards[e.plane] ?? 0) + (e.cards ?? 0)
      if (e.type === 'game-over') w.over = true
    }
    w.counted = game.playedCount
  }

  /** What the page shows, against what the table has played. */
  const checkPage = () => {
    if (!w.slate) return
    w.checks++
    const doc = g.document
    const turn = doc.querySelector('[data-testid="turn"]')
    const track = doc.querySelector('[data-testid="phase-track"]')
    if (turn) {
      const t = Number(/Turn (\d+)/.exec(turn.textContent ?? '')?.[1])
      const p = Number(track?.getAttribute('data-phase') ?? 0)
      if (t > w.pos[0]) flag(`the HUD says turn ${t}`)
      else if (track?.getAttribute('data-phase') !== null && beyond(t, p)) flag(`the HUD's phase track is at turn ${t} phase ${p}`)
    }
    if (track && /game over/.test(track.textContent ?? '') && !w.over) flag('the phase track says game over')
    if (doc.querySelector('[data-testid="game-end"]') && !w.over) flag('the end screen is up')
    for (const row of doc.querySelectorAll('.damage-row')) {
      const id = (row.getAttribute('data-testid') ?? '').replace(/^damage-/, '')
      const chip = row.querySelector('.chip.status')?.textContent ?? ''
      if (chip && (!w.fates[id] || STATUS[w.fates[id]] !== chip)) flag(`the damage panel says ${id} ${chip}`)
      const count = Number(/(\d+) card/.exec(row.querySelector(`[data-testid="damage-count-${id}"]`)?.textContent ?? '')?.[1] ?? 0)
      if (count > (w.cards[id] ?? 0)) flag(`the damage panel gives ${id} ${count} damage cards, ${w.cards[id] ?? 0} played`)
      if (row.querySelector(`[data-testid="damage-total-${id}"]`) && !w.over) flag(`the damage panel shows ${id}'s damage total to a spectator`)
    }
    const hint = doc.querySelector('[data-testid="damage-panel"] .hint')?.textContent ?? ''
    if (/every card face up/.test(hint) && !w.over) flag('the damage panel turns every card face up')
  }

  /** The view the panels are given, against what the table has played. */
  const checkStore = (game: Game) => {
    const shown = hooks.shownView()
    const latest = game.view
    if (!shown || !latest) return
    if (latest.turn > shown.turn || (latest.step === 'over' && shown.step !== 'over')) w.ahead++
    if (shown.turn > w.pos[0]) flag(`the shown view is at turn ${shown.turn}`)
    if (shown.step === 'over' && !w.over) flag('the shown view is over')
    for (const p of shown.planes) {
      if (p.status !== 'flying' && !w.fates[p.id]) flag(`the shown view has ${p.id} ${p.status}`)
      if (p.damageCount > (w.cards[p.id] ?? 0)) flag(`the shown view gives ${p.id} ${p.damageCount} damage cards`)
    }
  }

  const onStore = () => {
    w.storeChanges++
    const game = hooks.store.getState().game
    learn(game)
    if (!w.slate) return
    checkStore(game)
    checkPage()
  }
  const unsubscribe = hooks.store.subscribe(onStore)
  const observer = new g.MutationObserver(() => {
    learn(hooks.store.getState().game)
    checkPage()
  })
  observer.observe(g.document.body, { childList: true, subtree: true, characterData: true, attributes: true })
  g.__playbackWatch = {
    report: () => ({ violations: w.violations, checks: w.checks, storeChanges: w.storeChanges, played: w.played, ahead: w.ahead, maxTurn: w.maxTurn, over: w.over, fates: w.fates }),
    stop: () => (unsubscribe(), observer.disconnect()),
  }
}

function report(page: Page): Promise<Report> {
  return page.evaluate(() => (globalThis as unknown as { __playbackWatch: { report(): Report } }).__playbackWatch.report())
}

test('playback: a bot-against-bot game at speed 1 never shows a result before the table has played it', async ({ page }, testInfo) => {
  test.setTimeout(330_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  // speed 1: no ?speed in the address
  await page.goto(screenUrl('/'))
  await expect(page.getByTestId('new-game')).toBeEnabled()
  await hooksReady(page)
  await expect.poll(async () => page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { ui: { speed: number; connection: string } } } }).__overdive.state().ui), { message: 'connected, at speed 1' }).toMatchObject({ speed: 1, connection: 'open' })
  await page.evaluate(installWatcher)

  await test.step('a free dogfight of two bots on a small table; the host’s screen watches', async () => {
    await page.getByTestId('new-game').click()
    await page.getByTestId('mode-free').click()
    await page.getByTestId('table-width').fill('60')
    await page.getByTestId('table-depth').fill('60')
    await page.getByTestId('seat-kind-allied').selectOption('bot:heuristic')
    await page.getByTestId('seat-kind-central').selectOption('bot:heuristic')
    await page.getByTestId('start-game').click()
    await expect(page.getByTestId('hud')).toBeVisible({ timeout: 60_000 })
    expect((await page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { game: { seat: string | null } } } }).__overdive.state().game.seat)), 'the screen is a spectator').toBeNull()
  })

  await test.step('the table plays the whole game; the end screen comes once the end has been played', async () => {
    await page.waitForTimeout(8_000)
    await snap(page, testInfo, 'playback 01 mid-game, 1280x800')
    await expect(page.getByTestId('game-end')).toBeVisible({ timeout: 270_000 })
    const r = await report(page)
    testInfo.annotations.push({ type: 'watcher', description: `${r.storeChanges} store changes, ${r.checks} page checks, ${r.played} events played, ahead ${r.ahead} times, turn ${r.maxTurn}, fates ${JSON.stringify(r.fates)}` })
    expect(r.violations, 'no panel showed a fact before the table played it').toEqual([])
    expect(r.over, 'the game-over event was played before the end screen').toBe(true)
    expect(r.played, 'the watcher followed the events played').toBeGreaterThan(5)
    expect(r.checks, 'the page was checked as it changed').toBeGreaterThan(r.played / 4)
    expect(r.ahead, 'the host’s view was ahead of the table at times (the bots decide faster than the table plays)').toBeGreaterThan(0)
    const reason = await page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { game: { view: { result: { reason: string } | null } | null } } } }).__overdive.state().game.view?.result?.reason)
    if (reason !== 'turn-limit') expect(Object.keys(r.fates).length, 'the game ended with a plane out: its fate was played').toBeGreaterThan(0)
  })

  await test.step('the end screen speaks to a spectator, explains its numbers, and the phase track says game over', async () => {
    const result = (await page.getByTestId('game-result').textContent()) ?? ''
    expect(result, 'a spectator is told which side won (or a draw), not "You won"').toMatch(/^(.+ win|A draw)$/)
    await expect(page.getByTestId('phase-track')).toHaveText('game over')
    await expect(page.locator('.summary thead')).toContainText('Damage cards')
    await expect(page.locator('.summary td.cards').first()).toContainText(/\d+ dealt \/ \d+ taken/)
    await snap(page, testInfo, 'playback 02 end screen, 1280x800')
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.waitForTimeout(500)
    await snap(page, testInfo, 'playback 03 end screen, 1920x1080')
    await page.getByTestId('game-end-fold').click()
    await snap(page, testInfo, 'playback 04 the table after the end, 1920x1080')
    const r = await report(page)
    expect(r.violations).toEqual([])
    await page.evaluate(() => (globalThis as unknown as { __playbackWatch: { stop(): void } }).__playbackWatch.stop())
  })
})
