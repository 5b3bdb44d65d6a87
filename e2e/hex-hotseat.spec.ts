/**
 * A hex game of 002 in hotseat (issue 30): two players share one screen at 1280×800. The game starts behind the
 * hand-off screen; each player's turn, and each question the rules put to a player in the middle of the other's move,
 * comes behind a hand-off of its own. The secrecy watcher (e2e/support/hex-secrets.ts) checks every store change and
 * every change of the page: no hand but that of the seat on screen in the store, a seat on screen only after its
 * hand-off was confirmed and while the game waits for it, and no card of a hand on screen behind the hand-off screen.
 * The commands are given as the seat on screen through the test hook a click of the hand sends them by (the solo
 * spec plays the hand by click and by key); the hand-offs are confirmed by the button and by Enter.
 */
import { expect, test } from './support/fixtures'
import { hexWatched, watchHexSecrets } from './support/hex-secrets'
import { offScreen } from './support/on-screen'
import { screenUrl } from './support/screen'
import { snap } from './support/table'

test.use({ viewport: { width: 1280, height: 800 } })

interface HexState {
  rulesetGame: { seat: string | null; mine: string[]; waitingFor: string[]; view: { round: number; result: unknown; hand: unknown[]; seq: number } | null } | null
  ui: { handOff: { seat: string; confirmed: boolean } | null }
}

test('hex hotseat: every turn and every question behind its own hand-off, no other hand ever in the store or on screen', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  await page.goto(screenUrl())
  await expect(page.getByTestId('main-menu')).toBeVisible()
  await watchHexSecrets(page)
  await page.evaluate(() => (globalThis as unknown as { __overdive: { newHexGame(s: string, seats: string[]): boolean } }).__overdive.newHexGame('duel', ['human', 'human']))
  const hexState = () => page.evaluate(() => (globalThis as unknown as { __overdive: { state(): HexState } }).__overdive.state())

  await test.step('the game starts behind the hand-off screen, the table public', async () => {
    await expect(page.getByTestId('handoff')).toBeVisible()
    const s = await hexState()
    expect(s.rulesetGame!.mine.length).toBe(2)
    expect(s.rulesetGame!.seat).toBeNull()
    await expect(page.getByTestId('handoff-when')).toContainText('Round 1')
    await snap(page, testInfo, 'hex hotseat 01 the hand-off screen')
    expect(await offScreen(page)).toEqual([])
  })

  await test.step('the players take turns behind hand-offs, by button and by Enter', async () => {
    let confirms = 0
    for (let step = 0; step < 120 && confirms < 6; step++) {
      const s = await hexState()
      const g = s.rulesetGame!
      if (g.view?.result) break
      if (s.ui.handOff) {
        if (s.ui.handOff.confirmed) {
          await page.waitForTimeout(50)
          continue
        }
        const seat = s.ui.handOff.seat
        // the confirm button, or Enter once the screen has been up a moment (a held key is not taken)
        if (confirms % 2 === 0) await page.getByTestId('handoff-confirm').click()
        else {
          await page.waitForTimeout(450)
          await page.keyboard.press('Enter')
        }
        await expect.poll(async () => (await hexState()).rulesetGame!.seat, { message: `the table of ${seat}` }).toBe(seat)
        confirms++
        if (confirms === 1) {
          expect((await hexState()).rulesetGame!.view!.hand.length, 'the first player sees their hand').toBeGreaterThan(0)
          // the table is framed at once with its panels: the camera stands still, not gliding in from the hand-off's
          // frame of no panels (it glided for a second or so, the map under the log and the hand meanwhile)
          const scene = () => page.evaluate(() => (globalThis as unknown as { __overdive: { scene(): { frames: number; cameraPosition: { x: number; y: number; z: number } | null } } }).__overdive.scene())
          const framesPast = async (n: number) => {
            const from = (await scene()).frames
            await expect.poll(async () => (await scene()).frames, { message: `${n} frames drawn` }).toBeGreaterThanOrEqual(from + n)
          }
          await framesPast(2)
          const a = (await scene()).cameraPosition!
          await page.waitForTimeout(300)
          await framesPast(3)
          const b = (await scene()).cameraPosition!
          expect(Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z), `the camera still after the hand-off: ${JSON.stringify([a, b])}`).toBeLessThan(0.05)
          await snap(page, testInfo, 'hex hotseat 02 the first player at their table')
          expect(await offScreen(page)).toEqual([])
        }
        continue
      }
      if (g.seat === null || !g.waitingFor.includes(g.seat)) {
        await page.waitForTimeout(50)
        continue
      }
      // the seat on screen plays, keeping its plane on the map: slow down, turn, fly its speed, end the move (and
      // the first answer offered to any question)
      const sent = await page.evaluate(() => {
        const o = (globalThis as unknown as { __overdive: { hexLegal(): { type: string; delta?: number }[]; hexSend(c: object): boolean } }).__overdive
        const legal = o.hexLegal()
        if (!legal.length) return null
        const pick = legal.find((c) => c.type === 'end-move') ?? legal.find((c) => c.type === 'speed' && c.delta === -1) ?? legal.find((c) => c.type === 'face') ?? legal.find((c) => c.type === 'move') ?? legal[0]
        o.hexSend(pick)
        return pick.type
      })
      if (sent === null) {
        await page.waitForTimeout(50)
        continue
      }
      const seq = g.view!.seq
      await expect.poll(async () => {
        const now = await hexState()
        return now.ui.handOff !== null || (now.rulesetGame!.view?.seq ?? seq) > seq
      }, { message: `the game took the ${sent}` }).toBe(true)
    }
    const w = await hexWatched(page)
    expect(w.violations).toEqual({})
    expect(confirms).toBeGreaterThanOrEqual(4)
    expect(new Set(w.confirms).size, 'both players had the screen').toBe(2)
    expect(w.checks).toBeGreaterThan(20)
    // a seat's table never followed the other's without the public table (a hand-off) between them
    const seats = w.seats.filter((x, i) => i === 0 || x !== w.seats[i - 1])
    for (let i = 1; i < seats.length; i++) expect(seats[i] !== null && seats[i - 1] !== null, `seats on screen: ${seats.join(', ')}`).toBe(false)
  })
})
