/**
 * What the specs share: reading the app's test hooks (window.__overdive), waiting for the table to settle, the
 * prompt the table shows next, and a pilot for the human seat (the heuristic bot's choices, entered through the
 * UI) so that a game closes on the enemy and ends in a few turns.
 *
 * The callbacks passed to page.evaluate run in the page; the Node type check has no DOM, hence the casts.
 */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { BOTS } from '../../shared/bots'
import { compileRules } from '../../shared/engine/compiled'
import type { Command } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import { loadAssets } from '../../electron/content/load-assets'

export const content = loadAssets()

export interface DisplayedPose {
  id: string
  x: number
  y: number
  h: number
  look: string
  /** 003 Altitude: the level its pegs show, and the rise (cm) of a climb or a dive under way */
  level?: number
  lift?: number
}

export interface Ghost {
  plane: string
  slot: number
  card: string
  x: number
  y: number
  h: number
  drawn: { x: number; y: number; h: number } | null
}

export interface SceneState {
  frames: number
  drawCalls: number
  triangles: number
  frameTime: number
  animating: boolean
  camera: 'orbit' | 'top' | 'follow'
  cameraPosition: { x: number; y: number; z: number } | null
  planes: DisplayedPose[]
  planeModels: string[]
  ghosts: Ghost[]
  tracers: number
  tracersSeen: number
  objects: string[]
}

/** The part of the store the specs read. */
export interface StoreState {
  game: {
    session: string | null
    seat: string | null
    mine: string[]
    view: GameView | null
    waitingFor: string[]
    pending: unknown[]
  }
  ui: { screen: string; camera: string; animating: boolean; handOff: { seat: string; name: string } | null; connection: string }
  planning: { drafts: Record<string, (string | null)[]> }
}

interface Hooks {
  state(): StoreState
  scene(): SceneState
  resetFrameTimes(): void
}

/**
 * Wait until the page's app has installed its hooks: right after a goto or a reload the page may not have run its
 * script yet, and reading window.__overdive then throws (an exception, which expect.poll does not retry).
 */
export async function hooksReady(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as { __overdive?: Hooks }).__overdive !== undefined, undefined, { timeout, polling: 50 })
}

export async function scene(page: Page): Promise<SceneState> {
  await hooksReady(page)
  return page.evaluate(() => (globalThis as unknown as { __overdive: Hooks }).__overdive.scene())
}

export async function state(page: Page): Promise<StoreState> {
  await hooksReady(page)
  return page.evaluate(() => {
    const s = (globalThis as unknown as { __overdive: Hooks }).__overdive.state()
    // only the serializable slices the specs read
    return JSON.parse(JSON.stringify({ game: s.game, ui: s.ui, planning: s.planning })) as StoreState
  })
}

export async function view(page: Page): Promise<GameView> {
  const s = await state(page)
  if (!s.game.view) throw new Error('no game view in the store')
  return s.game.view
}

/** Wait until nothing plays on the table: the animations ended and no event is left to play. */
export async function settle(page: Page, timeout = 90_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = (globalThis as unknown as { __overdive?: Hooks }).__overdive?.state()
      return s !== undefined && !s.ui.animating && s.game.pending.length === 0
    },
    undefined,
    { timeout, polling: 100 },
  )
}

export type Prompt = 'plan' | 'fire' | 'handoff' | 'end'

const PROMPTS: [Prompt, string][] = [
  ['end', 'game-end'],
  ['handoff', 'handoff'],
  ['fire', 'fire-panel'],
  ['plan', 'planning-panel'],
]

/** What the table asks for next: a plan, fire orders, a hand-off or nothing more (the game is over). */
export async function nextPrompt(page: Page, timeout = 120_000): Promise<Prompt> {
  const handle = await page.waitForFunction(
    (prompts) => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document
      for (const [name, id] of prompts) if (doc.querySelector(`[data-testid="${id}"]`)) return name
      return null
    },
    PROMPTS,
    { timeout, polling: 100 },
  )
  return (await handle.jsonValue()) as Prompt
}

/**
 * Holds fire with every gun of the shooter the fire panel asks about, and gives the orders. (An arc with one target
 * starts with it chosen: holding fire is a choice, as it is for a player.)
 */
export async function holdFire(page: Page): Promise<void> {
  await blur(page)
  for (const hold of await page.getByTestId('fire-panel').locator('button[data-testid^="hold-"]').all()) await hold.click()
  await page.getByTestId('confirm-fire').click()
}

/** Plays on, holding fire when asked, until this seat is asked to plan turn `turn` (or the game ends). */
export async function playToPlanning(page: Page, turn: number): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const what = await nextPrompt(page)
    const v = await view(page)
    if (what === 'end') return
    if (what === 'plan' && v.turn >= turn) return
    if (what === 'fire') await holdFire(page)
    await page.waitForTimeout(300)
  }
}

/** A screenshot attached to the report (and kept under test-results/ with its name). */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/[^\w.-]+/g, '-')}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** Plane ids of a view that carry a seat's secrets (a plan, damage cards or their total). */
export function planesWithSecrets(v: GameView): string[] {
  return v.planes.filter((p) => 'plan' in p || 'damage' in p || 'damageTotal' in p).map((p) => p.id)
}

/**
 * The heuristic bot's choice for a human seat, to be entered through the UI. It sees only the seat's view,
 * like the player at the screen.
 */
export function pilotChoice(v: GameView, seat: string, seed = 11): Command[] {
  return BOTS.heuristic.make(content, seat, seed).decide(v)
}

/** Three straight cards that are legal now: the way off the table when a game has to end. */
export function straightPlan(v: GameView, plane: string): string[] {
  const cp = compileRules(content, v.setup).byId.get(plane)!
  return [...cp.cards.values()].filter((c) => c.card.straight).map((c) => c.card.id).slice(0, 3)
}

/** The id of the card in the deck plane `plane` flies that is named `which` ('Turn right'), or has that number. */
export function deckCard(v: GameView, plane: string, which: string | number): string {
  const deck = content.aircraft[v.planes.find((p) => p.id === plane)!.aircraft].manoeuvreDeck
  const card = Object.values(content.cards).find((c) => c.deck === deck && (typeof which === 'number' ? c.n === which : c.name === which))
  if (!card) throw new Error(`${plane}'s deck ${deck} has no card ${JSON.stringify(which)}`)
  return card.id
}

/** The key that picks a card in the planning panel: its place in the deck (1-9, 0, then Q-P). */
export function keyForCard(v: GameView, plane: string, card: string): string {
  const cp = compileRules(content, v.setup).byId.get(plane)!
  const idx = [...cp.cards.keys()].indexOf(card)
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p']
  if (idx < 0 || idx >= keys.length) throw new Error(`card ${card} has no key`)
  return keys[idx]
}

/** Take the focus off any button: Enter on a focused button presses it instead of the panel's shortcut. */
export async function blur(page: Page): Promise<void> {
  await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { activeElement: { blur?: () => void } | null } }).document
    doc.activeElement?.blur?.()
  })
}

/**
 * Draft cards into the empty slots with the keyboard, one key at a time: each key waits for its card to show in the
 * store before the next is pressed, as a player looks at the panel between keys (keys pressed within the same few
 * milliseconds on the slow software renderer have been seen to lose the second card; see the closing note).
 */
export async function draftByKeys(page: Page, v: GameView, plane: string, cards: string[]): Promise<void> {
  // the panel hears keys for this plane (its listener is on): a key pressed before that would be lost
  await expect(page.locator(`[data-testid="planning-panel"][data-keys="${plane}"]`), `the planning panel takes keys for ${plane}`).toBeAttached()
  await blur(page)
  for (let i = 0; i < cards.length; i++) {
    await page.keyboard.press(keyForCard(v, plane, cards[i]))
    await expect.poll(async () => (await state(page)).planning.drafts[plane]?.[i] ?? null, { message: `slot ${i + 1} holds ${cards[i]}` }).toBe(cards[i])
  }
  await expect
    .poll(async () => (await state(page)).planning.drafts[plane], { message: `the drafts hold the plan ${cards.join(', ')}` })
    .toEqual(cards)
}

/** Plan with the keyboard (fast on a slow software renderer) and commit. */
export async function planByKeys(page: Page, v: GameView, plane: string, cards: string[]): Promise<void> {
  await draftByKeys(page, v, plane, cards)
  await page.keyboard.press('Enter')
  // a plan that leaves the table is asked about once (plan-warnings.spec.ts): Enter again commits it anyway
  if (await page.getByTestId('commit-confirm').isVisible()) await page.keyboard.press('Enter')
  // the host took the plan: the plane is committed, or the turn already went on (a quick turn with no shots
  // can bring the next planning panel back before a check for the panel being hidden would run)
  await expect
    .poll(
      async () => {
        const now = (await state(page)).game.view
        return !!now && (now.turn > v.turn || now.step !== 'planning' || !!now.planes.find((p) => p.id === plane)?.committed)
      },
      { message: `the host took the plan ${cards.join(', ')}` },
    )
    .toBe(true)
}

/** The plane this seat is asked to plan or fire with now. */
export async function activePlane(page: Page, v: GameView, seat: string, kind: 'plan' | 'fire'): Promise<string> {
  const mine = kind === 'plan' ? v.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed) : v.planes.filter((p) => p.seat === seat && v.fireOptions.some((o) => o.plane === p.id) && !v.ordered.includes(p.id))
  const sel = await page.evaluate(() => (globalThis as unknown as { __overdive: { state(): { ui: { selected: string | null } } } }).__overdive.state().ui.selected)
  return (mine.find((p) => p.id === sel) ?? mine[0]).id
}

/**
 * A control of the table's top bar, to click: on a narrow window the bar folds the controls it has no room for into
 * its "☰ More" menu (renderer/src/tables/card/panels/HudTools.tsx), which is opened first when the control is in it.
 */
export async function barControl(page: Page, testId: string): Promise<Locator> {
  const control = page.getByTestId(testId)
  const folded = page.locator(`[data-testid="hud-menu"] [data-testid="${testId}"]`)
  if ((await folded.count()) > 0 && !(await control.isVisible())) await page.getByTestId('hud-more').click()
  await expect(control).toBeVisible()
  return control
}
