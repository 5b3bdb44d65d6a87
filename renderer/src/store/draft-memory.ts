/**
 * A half-made plan survives a reload of the tab (issue 26: a LAN guest who reloads mid-planning). The seat's drafts
 * (the cards in the slots, the slot being filled, the plane being planned) are kept in this tab's sessionStorage,
 * under one entry naming the game, the seat, the turn (and the phase of 004's turn-less game). When the tab is back
 * at that seat in that turn (net/resume-seat.ts takes the seat back) and has drafted nothing yet, the drafts come
 * back.
 *
 * The entry is this tab's alone: it is never sent to anyone (not even the host) and a browser keeps a tab's
 * sessionStorage from every other tab and site. It is dropped when it can no longer be of use: the plane's plan is
 * committed, a new turn begins, the screen is handed to another player (a hotseat), the game is left. A draft of
 * another seat or another game is never restored, and a damaged entry, or one naming a card not in the plane's
 * deck, is forgotten.
 */
import type { GameView } from '../../../shared/engine/view'
import { rulesFor } from '../content'
import type { AppStore } from '.'
import { draftsRestored, type Draft, type PlanningState } from './planning-slice'

const KEY = 'overdive.plan-draft'

export interface DraftMemory {
  /** "session|seat|turn" (and "|phase" in the turn-less game): the drafts are good for this and nothing else */
  key: string
  drafts: Record<string, Draft>
  slot: Record<string, number>
  active: string | null
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function storage(): Store | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** What the drafts are good for, or null when there is nothing of a seat's to keep (a spectator, no game). */
export function draftKey(p: Pick<PlanningState, 'owner' | 'turn' | 'phase'>): string | null {
  if (p.owner === null || p.owner.endsWith('|null')) return null
  return `${p.owner}|${p.turn}${p.phase !== undefined ? `|${p.phase}` : ''}`
}

/**
 * The entry to keep for the planning state: the drafts of the seat's planes still to plan that hold a card (a
 * committed plan needs no draft), or null for nothing to keep.
 */
export function memoryOf(p: PlanningState, view: Pick<GameView, 'planes'> | null, seat: string | null): DraftMemory | null {
  const key = draftKey(p)
  if (!key || !view || seat === null) return null
  const open = new Set(view.planes.filter((x) => x.seat === seat && !x.committed).map((x) => x.id))
  const drafts: Record<string, Draft> = {}
  const slot: Record<string, number> = {}
  for (const [plane, d] of Object.entries(p.drafts)) {
    if (!open.has(plane) || !d.some((c) => c !== null)) continue
    drafts[plane] = [...d]
    if (p.slot[plane] !== undefined) slot[plane] = p.slot[plane]
  }
  if (Object.keys(drafts).length === 0) return null
  return { key, drafts, slot, active: p.active !== null && open.has(p.active) ? p.active : null }
}

/**
 * The entry read back, checked against where the tab sits now: the same key, planes of this seat still to plan,
 * and cards of each plane's own deck (`inDeck`); anything else reads as nothing.
 */
export function restorable(raw: unknown, key: string, view: Pick<GameView, 'planes'>, seat: string, inDeck: (plane: string, card: string) => boolean): DraftMemory | null {
  const m = raw as Partial<DraftMemory> | null
  if (!m || typeof m !== 'object' || m.key !== key || !m.drafts || typeof m.drafts !== 'object') return null
  const open = new Set(view.planes.filter((x) => x.seat === seat && !x.committed && x.status === 'flying').map((x) => x.id))
  const drafts: Record<string, Draft> = {}
  const slot: Record<string, number> = {}
  for (const [plane, d] of Object.entries(m.drafts)) {
    if (!open.has(plane) || !Array.isArray(d) || d.length < 1 || d.length > 3) return null
    if (!d.every((c) => c === null || (typeof c === 'string' && inDeck(plane, c)))) return null
    drafts[plane] = d
    const s = m.slot?.[plane]
    if (typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < 3) slot[plane] = s
  }
  if (Object.keys(drafts).length === 0) return null
  const active = typeof m.active === 'string' && open.has(m.active) ? m.active : null
  return { key, drafts, slot, active }
}

function read(s: Store | null): unknown {
  try {
    return JSON.parse(s?.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
}

function write(s: Store | null, m: DraftMemory | null): void {
  try {
    if (m) s?.setItem(KEY, JSON.stringify(m))
    else s?.removeItem(KEY)
  } catch {
    /* storage full or switched off: a reload then starts the plan afresh */
  }
}

/** A plane's deck, as the game on the table compiled it. */
function deckOf(view: GameView): (plane: string, card: string) => boolean {
  const rules = rulesFor(view.setup)
  return (plane, card) => !!rules.byId.get(plane)?.cards.has(card)
}

/**
 * Keep the seat's drafts in the tab and bring them back after a reload. Returns a function that stops it.
 * `inDeck` is for the tests (the game's compiled decks otherwise).
 */
export function watchDrafts(store: AppStore, s: Store | null = storage(), inDeck?: (view: GameView) => (plane: string, card: string) => boolean): () => void {
  let lastPlanning: PlanningState | null = null
  let lastView: GameView | null = null
  /** the key of the drafts brought back (or found nothing to bring back) in this tab */
  let looked: string | null = null
  const onChange = () => {
    const state = store.getState()
    const p = state.planning
    const view = state.game.view
    if (p === lastPlanning && view === lastView) return
    const before = lastPlanning
    lastPlanning = p
    lastView = view
    const key = draftKey(p)
    if (key === null) {
      // the planning was reset by a hand-off or by leaving the game (not the page starting): nothing is kept
      if (before && before.owner !== null) write(s, null)
      return
    }
    if (!view || state.game.seat === null) return
    if (looked !== key) {
      looked = key
      const found = Object.keys(p.drafts).length === 0 ? restorable(read(s), key, view, state.game.seat, (inDeck ?? deckOf)(view)) : null
      if (found) {
        store.dispatch(draftsRestored({ drafts: found.drafts, slot: found.slot, active: found.active }))
        return
      }
    }
    write(s, memoryOf(p, view, state.game.seat))
  }
  onChange()
  return store.subscribe(onChange)
}
