/**
 * Hotseat: two people share one screen at 1280×800, for several turns with fire. A watcher in the page checks,
 * on every change of the store and of the page, that no seat's secrets are there outside that seat's own turn
 * behind the hand-off: the store sits at a seat only after the hand-off to that seat was confirmed in the same
 * step, while the game waits for that seat and the table is still (no moves or fire playing); otherwise it holds
 * only the spectator's view (viewer null, no plan, damage or damage total, no fire orders, no drafts, no private
 * event), and the page shows no damage card face up, no damage total and no planning or fire panel of any seat
 * but the one at its turn. The moves and the fire of each turn play in that public view (their events counted).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import type { FireCommand, PlanCommand } from '../shared/engine/types'
import { activePlane, blur, hooksReady, nextPrompt, pilotChoice, planByKeys, planesWithSecrets, snap, state, view } from './support/table'

test.use({ viewport: { width: 1280, height: 800 } })

interface Watched {
  /** hand-off screens shown */
  handOffs: number
  /** the seat of each hand-off confirmed, in order */
  confirms: string[]
  /** what was found, each different finding once, with how often */
  violations: Record<string, number>
  /** the types of the events the table played while it showed the public view */
  publicEvents: Record<string, number>
  /** store changes and page changes checked */
  checks: number
}

/** Install the in-page watcher (before the game starts): every store change and every change of the page is checked. */
async function watchForSecrets(page: Page): Promise<void> {
  await hooksReady(page)
  await page.evaluate(() => {
    type Plane = { id: string; seat: string }
    type Ev = { type: string; to: unknown }
    type View = { viewer: string | null; step: string; turn: number; phase: number; planes: Plane[]; fireOrders: Record<string, unknown>; setup: { planes: { kind?: string }[] } }
    type S = {
      ui: { handOff: { seat: string; confirmed: boolean } | null; fireDraft: Record<string, unknown>; animating: boolean }
      game: { seat: string | null; mine: string[]; view: View | null; waitingFor: string[]; pending: Ev[]; played: Ev[] }
      planning: { drafts: Record<string, (string | null)[]> }
    }
    type Doc = { body: unknown; querySelectorAll(s: string): ArrayLike<{ getAttribute(n: string): string | null }> }
    const g = globalThis as unknown as {
      __overdive: { store: { subscribe(f: () => void): void }; state(): S }
      __watched: Watched
      document: Doc
      MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void }
    }
    const w: Watched = { handOffs: 0, confirms: [], violations: {}, publicEvents: {}, checks: 0 }
    g.__watched = w
    const found = (what: string) => (w.violations[what] = (w.violations[what] ?? 0) + 1)
    let handOffUp = false
    let confirmedFor: string | null = null
    /** the view's turn, phase and step when the hand-off was confirmed: the seat acts in that step only */
    let confirmedAt = ''
    let pendingSeen = 0
    /** a seat's secrets on a plane; a ground piece's damage cards lie face up for all (003 line 668) */
    const secretsOf = (v: View, i: number): string[] => {
      const kind = v.setup.planes[i]?.kind
      return kind !== undefined && kind !== 'balloon' ? ['plan'] : ['plan', 'damage', 'damageTotal', 'noPoints']
    }
    const at = (v: View | null) => (v ? `turn ${v.turn} phase ${v.phase} ${v.step}` : '')
    /** the seat at its own turn behind a confirmed hand-off, or null when the screen is everyone's */
    const seatAtItsTurn = (s: S): string | null => {
      const seat = s.game.seat
      const v = s.game.view
      if (seat === null || !v || s.ui.handOff) return null
      const waited = v.planes.some((p) => p.seat === seat && s.game.waitingFor.includes(p.id))
      return confirmedFor === seat && confirmedAt === at(v) && waited && !s.ui.animating && s.game.pending.length === 0 ? seat : null
    }
    const checkStore = () => {
      const s = g.__overdive.state()
      if (s.game.mine.length < 2) return
      w.checks++
      const h = s.ui.handOff
      if (h && !handOffUp) {
        w.handOffs++
        confirmedFor = null
      }
      handOffUp = !!h
      if (h?.confirmed && confirmedFor !== h.seat) {
        confirmedFor = h.seat
        confirmedAt = at(s.game.view)
        w.confirms.push(h.seat)
      }
      // the table went public: the next seat needs a hand-off of its own
      if (s.game.seat === null && !h) confirmedFor = null
      const v = s.game.view
      // the events the table is given to play while the screen is public
      if (s.game.seat === null && s.game.pending.length > pendingSeen) for (const e of s.game.pending.slice(pendingSeen)) w.publicEvents[e.type] = (w.publicEvents[e.type] ?? 0) + 1
      pendingSeen = s.game.pending.length
      if (!v || v.step === 'over') return
      const seat = s.game.seat
      if (seat !== null) {
        if (seatAtItsTurn(s) === null) {
          const why = h ? 'behind the hand-off screen' : confirmedFor !== seat ? 'with no hand-off to it confirmed' : confirmedAt !== at(v) ? `in ${at(v)}, handed over for ${confirmedAt}` : !v.planes.some((p) => p.seat === seat && s.game.waitingFor.includes(p.id)) ? 'which the game does not wait for' : `while the table plays ${s.game.pending.length} events (${[...new Set(s.game.pending.map((e) => e.type))].join(', ')})${s.ui.animating ? ', animating' : ''}`
          found(`the store sits at seat ${seat} ${why}`)
        }
        v.planes.forEach((p, i) => {
          for (const k of secretsOf(v, i)) if (p.seat !== seat && k in p) found(`seat ${seat}'s view holds ${p.id}.${k} of seat ${p.seat}`)
        })
        return
      }
      if (v.viewer !== null) found(`the view is seat ${v.viewer}'s`)
      v.planes.forEach((p, i) => {
        for (const k of secretsOf(v, i)) if (k in p) found(`the public view holds ${p.id}.${k}`)
      })
      if (Object.keys(v.fireOrders).length) found('the public view holds fire orders')
      for (const [plane, d] of Object.entries(s.planning.drafts)) if (d.some((c) => c !== null)) found(`drafts of ${plane} with no seat on screen`)
      if (Object.keys(s.ui.fireDraft).length) found('fire drafts with no seat on screen')
      for (const e of [...s.game.pending, ...s.game.played]) if (e.to !== 'all') found(`private event ${e.type} with no seat on screen`)
    }
    /** The page: no damage card face up, no damage total, no planning or fire panel but those of the seat at its turn. */
    const checkPage = () => {
      const s = g.__overdive.state()
      const v = s.game.view
      if (s.game.mine.length < 2 || !v || v.step === 'over') return
      w.checks++
      const seat = seatAtItsTurn(s)
      const seatOf = new Map(v.planes.map((p) => [p.id, p.seat]))
      const pieces = new Set(v.planes.filter((_, i) => secretsOf(v, i).length === 1).map((p) => p.id))
      for (const prefix of ['damage-total-', 'damage-cards-', 'damage-effects-']) {
        for (const el of Array.from(g.document.querySelectorAll(`[data-testid^="${prefix}"]`))) {
          const id = el.getAttribute('data-testid')!.slice(prefix.length)
          if (pieces.has(id)) continue
          if (seatOf.get(id) !== seat || seat === null) found(`the page shows ${prefix}${id} (seat ${seatOf.get(id)}) ${seat ? `at seat ${seat}'s turn` : 'to everyone'}`)
        }
      }
      if (seat === null) for (const id of ['planning-panel', 'fire-panel', 'committed-plan', 'tailing-panel', 'taxi-panel', 'archie-panel', 'entry-choice']) if (g.document.querySelectorAll(`[data-testid="${id}"]`).length) found(`the page shows the ${id} with no seat at its turn (store at ${s.game.seat})`)
    }
    g.__overdive.store.subscribe(checkStore)
    new g.MutationObserver(checkPage).observe(g.document.body, { childList: true, subtree: true, characterData: true, attributes: true })
    checkStore()
  })
}

async function watched(page: Page): Promise<Watched> {
  return page.evaluate(() => (globalThis as unknown as { __watched: Watched }).__watched)
}

test('hotseat: moves and fire play in public, and the screen is handed over before every secret action, for several turns', async ({ page }, testInfo) => {
  test.setTimeout(420_000)
  await page.goto(screenUrl())
  await watchForSecrets(page)
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('seat-kind-central').selectOption('human')
  await page.getByTestId('seat-kind-allied').selectOption('human')
  await snap(page, testInfo, 'hotseat 01 new game, both seats human')
  await page.getByTestId('start-game').click()

  /** the seat the screen was last handed to */
  let handedTo: string | null = null
  const acted: { turn: number; seat: string; what: string }[] = []
  let shots = 0
  /** the confirmed hand-offs counted at the last secret action */
  let confirmsBefore = 0
  for (let i = 0; i < 80; i++) {
    const prompt = await nextPrompt(page)
    if (prompt === 'end') break
    if (prompt === 'handoff') {
      const s = await state(page)
      const v = s.game.view!
      expect(s.ui.handOff, 'the hand-off names the next player').not.toBeNull()
      expect(v.viewer, 'behind the hand-off the view is the spectator’s').toBeNull()
      expect(s.game.seat).toBeNull()
      if (v.step !== 'over') expect(planesWithSecrets(v), 'no plane shows a plan or damage').toEqual([])
      expect(Object.values(s.planning.drafts).flat().filter(Boolean), 'no drafts in the store').toEqual([])
      expect(s.ui.animating || s.game.pending.length > 0, 'the hand-off comes once the table is still').toBe(false)
      await expect(page.getByTestId('planning-panel')).toBeHidden()
      await expect(page.getByTestId('fire-panel')).toBeHidden()
      await expect(page.getByTestId('handoff')).toContainText(s.ui.handOff!.name)
      if (!handedTo) await snap(page, testInfo, `hotseat 02 hand-off to ${s.ui.handOff!.name}`)
      else if (v.step === 'planning' && v.turn === 2 && !acted.some((a) => a.turn === 2)) await snap(page, testInfo, `hotseat 05 hand-off at the start of turn 2`)
      handedTo = s.ui.handOff!.seat
      if (i % 2) {
        await blur(page)
        await page.keyboard.press('Enter')
      } else await page.getByTestId('handoff-confirm').click()
      await expect(page.getByTestId('handoff')).toBeHidden()
      await expect.poll(async () => (await state(page)).game.seat, { message: `the table shows ${handedTo}'s view` }).toBe(handedTo)
      continue
    }
    const s = await state(page)
    const seat = s.game.seat!
    const v = s.game.view!
    expect.soft(seat, `the hand-off went to the seat that now ${prompt === 'plan' ? 'plans' : 'fires'}`).toBe(handedTo)
    expect(v.viewer).toBe(seat)
    expect(planesWithSecrets(v).every((id) => v.planes.find((p) => p.id === id)!.seat === seat), 'only this seat’s secrets are shown').toBe(true)
    // every secret action has its own hand-off, confirmed since the last one: even the seat that acted last
    const w = await watched(page)
    expect.soft(w.confirms.length, `a hand-off confirmed before ${seat} ${prompt}s in turn ${v.turn}`).toBeGreaterThan(confirmsBefore)
    expect.soft(w.confirms[w.confirms.length - 1], 'the last hand-off confirmed was to this seat').toBe(seat)
    confirmsBefore = w.confirms.length
    acted.push({ turn: v.turn, seat, what: prompt })
    if (prompt === 'plan') {
      const plane = await activePlane(page, v, seat, 'plan')
      const cards = (pilotChoice(v, seat).find((c): c is PlanCommand => c.type === 'plan' && c.plane === plane) ?? { cards: [] }).cards
      if (acted.filter((a) => a.what === 'plan').length <= 2) {
        // two people at one screen: the bar names no bot across the table (a quick duel's names the quick bot: solo.spec)
        await expect(page.getByTestId('hud-seat')).toBeVisible()
        await expect(page.getByTestId('hud-against')).toHaveCount(0)
        await snap(page, testInfo, `hotseat 03 ${seat} plans turn ${v.turn}`)
      }
      await planByKeys(page, v, plane, cards)
    } else {
      const plane = await activePlane(page, v, seat, 'fire')
      const order = pilotChoice(v, seat).find((c): c is FireCommand => c.type === 'fire' && c.plane === plane)
      const arcs = [...new Set(v.fireOptions.filter((o) => o.plane === plane).map((o) => o.arc))]
      for (const arc of arcs) {
        // fire is held in turn 1: a lucky explosion there would end the game before turn 2 is planned (a run failed
        // so, the Camel exploding in phase 2); from turn 2 the seats fire and the damage cards' secrecy is watched
        const target = v.turn >= 2 ? order?.[arc] : undefined
        if (target) {
          await page.getByTestId(`target-${arc}-${target}`).click()
          shots++
        } else await page.getByTestId(`hold-${arc}`).click()
      }
      await page.getByTestId('confirm-fire').click()
      await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire orders' }).toBeGreaterThan(v.seq)
    }
    // enough seen: three turns begun, and fire orders given
    const now = await view(page)
    if (now.turn >= 3 && acted.some((a) => a.what === 'fire') && acted.some((a) => a.turn === 2 && a.what === 'plan')) break
  }
  const w = await watched(page)
  const summary = `${w.handOffs} hand-offs (${w.confirms.join(' ')}), ${acted.length} secret actions (${acted.map((a) => `${a.turn}:${a.seat}:${a.what}`).join(' ')}), ${shots} shots, ${w.checks} checks; played in public: ${JSON.stringify(w.publicEvents)}`
  testInfo.annotations.push({ type: 'hotseat', description: summary })
  console.log(summary)
  await snap(page, testInfo, 'hotseat 04 after the hand-offs')
  expect(w.violations, 'no secret of a seat outside its own turn behind the hand-off').toEqual({})
  for (const turn of [1, 2]) expect(acted.filter((a) => a.what === 'plan' && a.turn === turn).map((a) => a.seat).sort(), `both players planned turn ${turn}`).toEqual(['allied', 'central'])
  expect(acted.some((a) => a.what === 'fire'), 'fire orders were given').toBe(true)
  expect(w.handOffs, 'a hand-off before every secret action').toBeGreaterThanOrEqual(acted.length)
  // the moves and the fire of the turns played on the table, in the public view: at least a whole turn of both planes
  expect(w.publicEvents['moved'] ?? 0, 'the moves played in public').toBeGreaterThanOrEqual(2 * 3)
  expect((w.publicEvents['fired'] ?? 0) + (w.publicEvents['held-fire'] ?? 0), 'the fire played in public').toBeGreaterThan(0)
})
