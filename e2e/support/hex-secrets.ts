/**
 * The secrecy watcher of a hex game (issue 30), in the page: on every change of the store it checks that no hand but
 * the one of the seat on screen is there, and that a seat is on screen only after a hand-off to it was confirmed and
 * while the game waits for it (a hotseat screen); behind the hand-off screen, or while the table is everyone's, the
 * store holds no hand at all and no event meant for one seat only. On every change of the page it checks that no
 * card of a hand is on screen while the hand-off screen is up. The card game's watcher (hotseat.spec.ts) checks the
 * same things of plans and damage cards.
 *
 * `seat` null: the page is a spectator's or a stream overlay's, and never holds a hand or a private event.
 * A page that holds one seat only (a LAN guest, solo) checks that its store never holds another seat's events.
 */
import type { Page } from '@playwright/test'
import { hooksReady } from './table'

export interface HexWatched {
  handOffs: number
  /** the seats handed the screen, in order */
  confirms: string[]
  /** what was found, each different finding once, with how often */
  violations: Record<string, number>
  checks: number
  /** the seats seen on screen, in order, each change once */
  seats: (string | null)[]
}

/** Install the watcher in the page (once its app has loaded: window.__overdive). `only`: a page that may hold only this seat (null: none). */
export async function watchHexSecrets(page: Page, only?: string | null): Promise<void> {
  await hooksReady(page)
  await page.evaluate((onlySeat) => {
    type Ev = { type: string; to: string }
    type View = { seat: string | null; hand: { id: number }[]; result: unknown }
    type S = {
      ui: { handOff: { seat: string; confirmed: boolean } | null }
      rulesetGame: { seat: string | null; mine: string[]; view: View | null; waitingFor: string[]; log: Ev[]; events: Ev[] } | null
    }
    type Doc = { body: unknown; querySelectorAll(s: string): ArrayLike<unknown> }
    const g = globalThis as unknown as {
      __overdive: { store: { subscribe(f: () => void): void }; state(): S }
      __hexWatched: HexWatched
      document: Doc
      MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void }
    }
    const w: HexWatched = { handOffs: 0, confirms: [], violations: {}, checks: 0, seats: [] }
    g.__hexWatched = w
    const found = (what: string) => (w.violations[what] = (w.violations[what] ?? 0) + 1)
    let up = false
    let confirmedFor: string | null = null
    const checkStore = () => {
      const s = g.__overdive.state()
      const r = s.rulesetGame
      const h = s.ui.handOff
      if (h && !up) w.handOffs++
      up = !!h
      if (h?.confirmed && confirmedFor !== h.seat) {
        confirmedFor = h.seat
        w.confirms.push(h.seat)
      }
      if (!r || !r.view || r.view === null) return
      w.checks++
      if (w.seats[w.seats.length - 1] !== r.seat) w.seats.push(r.seat)
      const v = r.view
      if (v.seat !== r.seat) found(`the view is seat ${v.seat}'s while the store shows seat ${r.seat}`)
      const others = [...r.log, ...r.events].filter((e) => e.to !== 'all' && e.to !== r.seat)
      if (others.length) found(`events of another seat: ${[...new Set(others.map((e) => `${e.type} to ${e.to}`))].join(', ')}`)
      if (onlySeat !== undefined && r.seat !== null && r.seat !== onlySeat) found(`this page shows seat ${r.seat}, it may show only ${onlySeat}`)
      if (r.seat === null) {
        if (v.hand.length) found('a hand in the store with no seat on screen')
        if (r.log.some((e) => e.to !== 'all')) found('a private event in the store with no seat on screen')
        if (r.mine.length < 2 && r.seat === null) confirmedFor = null
        if (!h) confirmedFor = null
        return
      }
      // a hotseat screen: the seat only after its hand-off, only while the game waits for it
      if (r.mine.length > 1 && v.result === null) {
        if (h) found(`seat ${r.seat} in the store behind the hand-off screen`)
        else if (confirmedFor !== r.seat) found(`seat ${r.seat} on screen with no hand-off to it confirmed`)
        if (!r.waitingFor.includes(r.seat)) found(`seat ${r.seat} on screen while the game waits for ${r.waitingFor.join(', ') || 'nobody'}`)
      }
    }
    /** The page: no card of a hand on screen behind the hand-off screen. */
    const checkPage = () => {
      const s = g.__overdive.state()
      if (!s.ui.handOff) return
      w.checks++
      const cards = g.document.querySelectorAll('[data-testid^="hex-card-"], [data-testid="hex-hand"]').length
      if (cards > 0) found(`${cards} cards of a hand on screen behind the hand-off screen`)
    }
    g.__overdive.store.subscribe(checkStore)
    new g.MutationObserver(checkPage).observe(g.document.body, { childList: true, subtree: true, attributes: true })
    checkStore()
    checkPage()
  }, only)
}

/** What the watcher saw so far. */
export async function hexWatched(page: Page): Promise<HexWatched> {
  return page.evaluate(() => (globalThis as unknown as { __hexWatched: HexWatched }).__hexWatched)
}
