/**
 * A hex game of 002 on the LAN (issue 30) at 1280×800: the host's screen starts a duel with the German seat left for
 * a guest; a browser guest joins it from the menu's game list and sits there; a stream overlay watches it as a
 * spectator; the host's chat reaches the guest's table. Each page's store is watched (e2e/support/hex-secrets.ts): the host's holds only the Allied hand, the
 * guest's only the German, the overlay's none, and no page ever holds another seat's events.
 */
import { expect, test } from './support/fixtures'
import { hexWatched, watchHexSecrets } from './support/hex-secrets'
import { offScreen } from './support/on-screen'
import { screenUrl } from './support/screen'
import { snap } from './support/table'

test.use({ viewport: { width: 1280, height: 800 } })

interface HexState {
  rulesetGame: { session: string; seat: string | null; waitingFor: string[]; view: { hand: unknown[]; seq: number; handCounts: Record<string, number> } | null } | null
}
type Hooks = { __overdive: { state(): HexState; newHexGame(s: string, seats: string[], options?: object): boolean; hexLegal(): { type: string }[]; hexSend(c: object): boolean } }

test('hex LAN: a browser guest sits at the guest seat, an overlay watches, nobody sees another hand', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000)
  const guest = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
  const overlay = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
  const hexState = (p: typeof page) => p.evaluate(() => (globalThis as unknown as Hooks).__overdive.state())

  let session = ''
  await test.step('the host screen starts a hex duel with the German seat left for a guest, with 001 Wounds: its lobby', async () => {
    await page.goto(screenUrl())
    await expect(page.getByTestId('main-menu')).toBeVisible()
    await watchHexSecrets(page, 'allies')
    // 001 Wounds (lines 92-111): a wound is known to its own side only, which the secrets' watch checks too
    await page.evaluate(() => (globalThis as unknown as Hooks).__overdive.newHexGame('duel', ['human', 'guest'], { wounds: true }))
    await expect(page.getByTestId('lobby-screen')).toBeVisible()
    session = (await hexState(page)).rulesetGame!.session
  })

  await test.step('the guest joins from the menu and sits at the German seat; the host starts; the overlay watches', async () => {
    await guest.goto('/?speed=10')
    await guest.getByTestId('open-join').click()
    const sit = guest.getByTestId(`sit-${session}-germans`)
    await expect(sit).toBeVisible()
    await watchHexSecrets(guest, 'germans')
    await sit.click()
    await expect(guest.getByTestId('lobby-screen')).toBeVisible()
    // the duel's words, and how it is won folded under them (002 VICTORY: shoot your opponent down)
    await expect(guest.getByTestId('lobby-screen')).toContainText('Shoot your opponent down.')
    await guest.getByTestId('lobby-goal').locator('summary').click()
    await expect(guest.getByTestId('lobby-goal')).toContainText('A side wins when no enemy plane is left flying')
    // the rules the host chose, for a guest who did not set the game up
    await expect(guest.getByTestId('lobby-rules')).toContainText('Wounds: a hit on the crew wounds before it kills')
    await page.getByTestId('lobby-start').click()
    // 002 GAME SETUP's rolls (starting altitudes, the order of play) were made with the game; both tables roll them
    // when it starts, not before, under the lobby
    const startDice = '[data-testid="hex-scene"] [data-testid^="hex-dice-"] .hex-die[title*="starting altitude"]'
    for (const [p, who] of [[guest, 'guest'], [page, 'host']] as const) await expect(p.locator(startDice).first(), `the start's dice on the ${who}'s table`).toBeVisible({ timeout: 10_000 })
    await expect.poll(async () => (await hexState(guest)).rulesetGame?.view?.hand.length ?? 0, { message: "the guest's hand" }).toBeGreaterThan(0)
    await expect.poll(async () => (await hexState(page)).rulesetGame?.seat).toBe('allies')
    // and at the table: the bar names them (how many, on this page), a tap says them in full with their source
    await guest.getByTestId('hex-rules').click()
    await expect(guest.getByTestId('hex-rules-dialog')).toContainText('Wounds: a hit on the crew wounds before it kills')
    await guest.getByTestId('hex-rules-dialog').getByText('Rule source').click()
    await expect(guest.getByTestId('hex-rules-dialog')).toContainText('001 lines 54-56 and 92-111')
    await guest.keyboard.press('Escape')
    await expect(guest.getByTestId('hex-rules-dialog')).toBeHidden()

    await overlay.goto(`/?watch=${session}&stream=1&speed=10`)
    await expect.poll(async () => overlay.evaluate(() => !!(globalThis as unknown as { __overdive?: unknown }).__overdive)).toBe(true)
    await watchHexSecrets(overlay, null)
    await expect.poll(async () => (await hexState(overlay)).rulesetGame?.session ?? null, { message: 'the overlay watches the game' }).toBe(session)
    expect((await hexState(overlay)).rulesetGame!.view!.hand).toEqual([])
  })

  await test.step('both play from their own screens for a few commands; the overlay follows', async () => {
    let sent = 0
    for (let i = 0; i < 150 && sent < 14; i++) {
      for (const p of [page, guest]) {
        const s = await hexState(p)
        const g = s.rulesetGame
        if (!g?.seat || !g.waitingFor.includes(g.seat)) continue
        // each keeps its plane on the map: slow down, turn, fly its speed, end the move (the first answer to a question)
        const ok = await p.evaluate(() => {
          const o = (globalThis as unknown as Hooks).__overdive
          const legal = o.hexLegal() as { type: string; delta?: number }[]
          if (!legal.length) return false
          const pick = legal.find((c) => c.type === 'end-move') ?? legal.find((c) => c.type === 'speed' && c.delta === -1) ?? legal.find((c) => c.type === 'face') ?? legal.find((c) => c.type === 'move') ?? legal[0]
          return o.hexSend(pick)
        })
        if (ok) {
          sent++
          await expect.poll(async () => (await hexState(p)).rulesetGame!.view!.seq, { message: 'the host took the command' }).toBeGreaterThan(g.view!.seq)
        }
      }
      await page.waitForTimeout(40)
    }
    expect(sent).toBeGreaterThan(6)
    const hostSeq = (await hexState(page)).rulesetGame!.view!.seq
    await expect.poll(async () => (await hexState(overlay)).rulesetGame!.view!.seq, { message: 'the overlay is up to date' }).toBe(hostSeq)
    for (const p of [page, guest, overlay]) expect((await hexWatched(p)).violations).toEqual({})
    const counts = (await hexState(overlay)).rulesetGame!.view!.handCounts
    expect(Object.keys(counts).sort(), 'the overlay sees how many cards each hand holds').toEqual(['allies', 'germans'])
    // the table's chat, as at the card table: the host says something, the guest reads it at its hex table
    await page.getByTestId('chat-input').fill('Good hunting')
    await page.getByTestId('chat-send').click()
    await expect(guest.getByTestId('hex-table').getByTestId('chat-line').filter({ hasText: 'Good hunting' })).toBeVisible()
    await snap(guest, testInfo, 'hex lan 01 the guest at the German table')
    await snap(overlay, testInfo, 'hex lan 02 the stream overlay')
    expect(await offScreen(guest)).toEqual([])
    expect(await offScreen(overlay)).toEqual([])
    // the overlay frames the map across the width below the planes' list (alone in its column), the guest's page
    // beside the column of the planes and the move; the overlay's map key stands clear of its panels
    const mapArea = async (p: typeof page) => (await p.locator('[data-testid="hex-scene"] canvas').getAttribute('data-map-area'))!.split(' ').map(Number)
    const planes = (await overlay.getByTestId('hex-planes').boundingBox())!
    await expect.poll(async () => (await mapArea(overlay))[3], { message: 'the overlay frames the map with no left column' }).toBe(0)
    expect((await mapArea(overlay))[0]).toBeGreaterThanOrEqual(Math.floor(planes.y + planes.height))
    expect((await mapArea(guest))[3]).toBeGreaterThan(0)
    const key = (await overlay.getByTestId('hex-map-key').boundingBox())!
    for (const id of ['hex-planes', 'hex-table-cards', 'hex-log']) {
      const b = (await overlay.getByTestId(id).boundingBox())!
      expect(key.x >= b.x + b.width || b.x >= key.x + key.width || key.y >= b.y + b.height || b.y >= key.y + key.height, `the map key clear of ${id}`).toBe(true)
    }
    // the overlay sits at no seat: its table has no hand and no move panel, and its bar no "Watching" for an audience
    for (const id of ['hex-hand', 'hex-move']) await expect(overlay.getByTestId(id)).toHaveCount(0)
    await expect(overlay.getByTestId('hex-watching')).toBeHidden()
    await expect(guest.getByTestId('hex-hand')).toBeVisible()
  })
})
