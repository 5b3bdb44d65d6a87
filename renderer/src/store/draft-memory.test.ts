/**
 * Issue 26: "a guest's half-made plan is lost on reload". The seat's drafts are kept in the tab (sessionStorage) under
 * its game, seat and turn; a reload at the same seat and turn brings them back; a commit, a new turn, a hand-off or
 * leaving drops them; another seat's or a damaged entry never comes back.
 */
import { describe, expect, it } from 'vitest'
import type { GameView } from '../../../shared/engine/view'
import { makeStore } from '.'
import { watchDrafts } from './draft-memory'
import { leftGame, viewReceived, type ViewMessage } from './game-slice'
import { handOffStarted } from './hand-off-actions'
import { cardPlaced, planeChosen } from './planning-slice'

/** A tab's sessionStorage: what a reload keeps. */
function tabStorage() {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
    raw: m,
  }
}

const DECK = new Set(['C01', 'C02', 'C03', 'C05'])
const inDeck = () => (_plane: string, card: string) => DECK.has(card)

function viewMsg(seat: string | null, turn: number, committed: string[] = [], session = 'g1'): ViewMessage {
  const stats = { manoeuvres: 0, shots: 0, cardsDealt: 0, cardsTaken: 0, illegal: 0 }
  const planes = [
    { id: 'camel', seat: 'allied', status: 'flying', committed: committed.includes('camel'), stats },
    { id: 'spad', seat: 'allied', status: 'flying', committed: committed.includes('spad'), stats },
    { id: 'dr1', seat: 'central', status: 'flying', committed: committed.includes('dr1'), stats },
  ]
  const view = { turn, phase: 0, step: 'planning', planes } as unknown as GameView
  return { type: 'view', session, seat, mine: seat ? [seat] : [], seats: [], view, events: [], waitingFor: [] }
}

/** A page of the tab: a fresh store with the watcher on the tab's storage. */
function page(storage: ReturnType<typeof tabStorage>) {
  const store = makeStore()
  watchDrafts(store, storage, inDeck)
  return store
}

describe('draft-memory: a half-made plan survives a reload', () => {
  it('the same seat and turn after a reload gets its drafts back, the slot and the plane being planned too', () => {
    const tab = tabStorage()
    const before = page(tab)
    before.dispatch(viewReceived(viewMsg('allied', 2)))
    before.dispatch(planeChosen('spad'))
    before.dispatch(cardPlaced({ plane: 'spad', slot: 0, card: 'C01' }))
    before.dispatch(cardPlaced({ plane: 'spad', slot: 1, card: 'C05' }))
    before.dispatch(cardPlaced({ plane: 'camel', slot: 0, card: 'C02' }))

    const after = page(tab)
    expect(after.getState().planning.drafts, 'nothing before the seat is taken back').toEqual({})
    after.dispatch(viewReceived(viewMsg('allied', 2)))
    const p = after.getState().planning
    expect(p.drafts).toEqual({ spad: ['C01', 'C05', null], camel: ['C02', null, null] })
    expect(p.slot.spad).toBe(2)
    expect(p.active).toBe('spad')
  })

  it('is dropped for a plane once its plan is committed, and all of it at a new turn', () => {
    const tab = tabStorage()
    const s = page(tab)
    s.dispatch(viewReceived(viewMsg('allied', 1)))
    s.dispatch(cardPlaced({ plane: 'camel', slot: 0, card: 'C01' }))
    s.dispatch(cardPlaced({ plane: 'spad', slot: 0, card: 'C02' }))
    s.dispatch(viewReceived(viewMsg('allied', 1, ['camel'])))
    expect(Object.keys(JSON.parse(tab.raw.get('overdive.plan-draft')!).drafts)).toEqual(['spad'])
    s.dispatch(viewReceived(viewMsg('allied', 2)))
    expect(tab.raw.size, 'nothing kept at a new turn').toBe(0)
    const after = page(tab)
    after.dispatch(viewReceived(viewMsg('allied', 2)))
    expect(after.getState().planning.drafts).toEqual({})
  })

  it('a draft of another seat, another game or another turn is never restored', () => {
    for (const [seat, turn, session] of [
      ['central', 1, 'g1'],
      ['allied', 2, 'g1'],
      ['allied', 1, 'g2'],
    ] as const) {
      const tab = tabStorage()
      const s = page(tab)
      s.dispatch(viewReceived(viewMsg('allied', 1)))
      s.dispatch(cardPlaced({ plane: 'camel', slot: 0, card: 'C01' }))
      const after = page(tab)
      after.dispatch(viewReceived(viewMsg(seat, turn, [], session)))
      expect(after.getState().planning.drafts, `${seat} turn ${turn} of ${session}`).toEqual({})
      expect(tab.raw.size, 'and the stale entry is dropped').toBe(0)
    }
  })

  it('a hand-off to another player (hotseat) or leaving the game drops it; a spectator keeps nothing', () => {
    for (const end of [handOffStarted({ session: 'g1', seat: 'central', name: 'German' }), leftGame()]) {
      const tab = tabStorage()
      const s = page(tab)
      s.dispatch(viewReceived(viewMsg('allied', 1)))
      s.dispatch(cardPlaced({ plane: 'camel', slot: 0, card: 'C01' }))
      expect(tab.raw.size).toBe(1)
      s.dispatch(end)
      expect(tab.raw.size, end.type).toBe(0)
    }
    const tab = tabStorage()
    const s = page(tab)
    s.dispatch(viewReceived(viewMsg(null, 1)))
    s.dispatch(cardPlaced({ plane: 'camel', slot: 0, card: 'C01' }))
    expect(tab.raw.size).toBe(0)
  })

  it('a damaged entry, or one with a card not in the deck or a plane not of the seat, brings nothing back', () => {
    for (const text of [
      '{not json',
      JSON.stringify({ key: 'g1|allied|1', drafts: { camel: ['X99', null, null] }, slot: {}, active: null }),
      JSON.stringify({ key: 'g1|allied|1', drafts: { dr1: ['C01', null, null] }, slot: {}, active: null }),
      JSON.stringify({ key: 'g1|allied|1', drafts: { camel: 'C01' }, slot: {}, active: null }),
    ]) {
      const tab = tabStorage()
      tab.setItem('overdive.plan-draft', text)
      const s = page(tab)
      s.dispatch(viewReceived(viewMsg('allied', 1)))
      expect(s.getState().planning.drafts, text).toEqual({})
    }
  })
})
