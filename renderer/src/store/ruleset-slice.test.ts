/**
 * The store of a game of another ruleset (issue 30, the hex game): views and their events come in, the log keeps
 * every event in order, a picked card stays picked only while it is in the hand, a hand-off drops the seat's
 * secrets, and leaving clears it.
 */
import { describe, expect, it } from 'vitest'
import { makeStore } from '.'
import { leftGame } from './game-slice'
import { handOffStarted } from './hand-off-actions'
import { cardPicked, rulesetGameCreated, rulesetSeatsChanged, rulesetViewReceived, type RulesetViewMessage } from './ruleset-slice'

const seats = [
  { id: 'allies', name: 'Allies', team: 'allies', kind: 'human' as const, taken: true },
  { id: 'germans', name: 'Germans', team: 'germans', kind: 'bot:heuristic' as const, taken: true },
]

function viewMsg(over: Partial<RulesetViewMessage> & { hand?: { id: number; type: string }[]; events?: unknown[] } = {}): RulesetViewMessage {
  const { hand = [{ id: 1, type: 'left' }, { id: 7, type: 'shoot' }], ...rest } = over
  return { type: 'ruleset-view', session: 's1', ruleset: 'hex', seat: 'allies', mine: ['allies'], seats, view: { seat: rest.seat === undefined ? 'allies' : rest.seat, hand, round: 1 }, events: [], waitingFor: ['allies'], ...rest }
}

describe('the ruleset game slice (issue 30)', () => {
  it('is empty until a game of another ruleset comes; its creation shows the session and seats before any view', () => {
    const store = makeStore()
    expect(store.getState().rulesetGame).toBeNull()
    store.dispatch(rulesetGameCreated({ session: 's1', ruleset: 'hex', seats }))
    expect(store.getState().rulesetGame).toMatchObject({ session: 's1', ruleset: 'hex', view: null, seat: null, log: [], picked: null })
    // a card game's slice is untouched
    expect(store.getState().game.session).toBeNull()
  })

  it('a game this client arrives at under way: the log starts with what happened before (`past`), once', () => {
    const store = makeStore()
    const e = (n: number) => ({ type: 'roll', to: 'all', words: `roll ${n}` })
    store.dispatch(rulesetViewReceived(viewMsg({ seat: null, past: [e(1), e(2)], events: [e(3)] })))
    expect(store.getState().rulesetGame!.log).toEqual([e(1), e(2), e(3)])
    expect(store.getState().rulesetGame!.events).toEqual([e(3)])
    // the same game again (a reconnection): what the log has stays, no second copy
    store.dispatch(rulesetViewReceived(viewMsg({ seat: null, past: [e(1), e(2), e(3)], events: [] })))
    expect(store.getState().rulesetGame!.log).toEqual([e(1), e(2), e(3)])
  })

  it('keeps the latest view and batch, and every event in order in the log', () => {
    const store = makeStore()
    const e = (n: number) => ({ type: 'roll', to: 'all', words: `roll ${n}` })
    store.dispatch(rulesetViewReceived(viewMsg({ events: [e(1), e(2)] })))
    store.dispatch(rulesetViewReceived(viewMsg({ events: [e(3)], waitingFor: ['germans'] })))
    const g = store.getState().rulesetGame!
    expect(g.events).toEqual([e(3)])
    expect(g.batch).toBe(2)
    expect(g.log).toEqual([e(1), e(2), e(3)])
    expect(g.waitingFor).toEqual(['germans'])
    expect(g.answer).toBeNull()
    expect(g.seat).toBe('allies')
    expect(g.mine).toEqual(['allies'])
    // an empty batch is still a new batch
    store.dispatch(rulesetViewReceived(viewMsg({ events: [] })))
    expect(store.getState().rulesetGame!.batch).toBe(3)
    // an answer time on the question asked: kept with its view, gone with the next view that has none
    store.dispatch(rulesetViewReceived(viewMsg({ answer: { seat: 'germans', seconds: 25 } })))
    expect(store.getState().rulesetGame!.answer).toEqual({ seat: 'germans', seconds: 25 })
    store.dispatch(rulesetViewReceived(viewMsg()))
    expect(store.getState().rulesetGame!.answer).toBeNull()
    expect(store.getState().rulesetGame!.log).toHaveLength(3)
  })

  it('a view of another session starts afresh: nothing of the last game stays', () => {
    const store = makeStore()
    store.dispatch(rulesetViewReceived(viewMsg({ events: [{ type: 'x', to: 'all', words: 'old' }] })))
    store.dispatch(cardPicked(0))
    store.dispatch(rulesetViewReceived(viewMsg({ session: 's2', events: [] })))
    expect(store.getState().rulesetGame).toMatchObject({ session: 's2', log: [], picked: null, batch: 1 })
  })

  it('a picked card stays picked while it is at its place in the hand, and goes when it is played', () => {
    const store = makeStore()
    store.dispatch(cardPicked(0))
    expect(store.getState().rulesetGame, 'nothing to pick with no game').toBeNull()
    store.dispatch(rulesetViewReceived(viewMsg()))
    store.dispatch(cardPicked(1))
    expect(store.getState().rulesetGame!.picked).toEqual({ index: 1, id: 7 })
    // a view that changes nothing of the hand (a roll seen) keeps it
    store.dispatch(rulesetViewReceived(viewMsg()))
    expect(store.getState().rulesetGame!.picked).toEqual({ index: 1, id: 7 })
    // the card played: another card (or none) at its place
    store.dispatch(rulesetViewReceived(viewMsg({ hand: [{ id: 1, type: 'left' }] })))
    expect(store.getState().rulesetGame!.picked).toBeNull()
    store.dispatch(cardPicked(0))
    store.dispatch(rulesetViewReceived(viewMsg({ hand: [{ id: 9, type: 'right' }, { id: 1, type: 'left' }] })))
    expect(store.getState().rulesetGame!.picked, 'the card moved in the hand: not the one picked').toBeNull()
    store.dispatch(cardPicked(1))
    store.dispatch(cardPicked(null))
    expect(store.getState().rulesetGame!.picked).toBeNull()
  })

  it('a hand-off drops the hand, the picked card and the seat’s own events; the public ones stay in the log', () => {
    const store = makeStore()
    const drawn = { type: 'draw', to: 'allies', words: 'You draw Left' }
    const rolled = { type: 'roll', to: 'all', words: 'allies roll 4' }
    store.dispatch(rulesetViewReceived(viewMsg({ events: [drawn, rolled], mine: ['allies', 'germans'] })))
    store.dispatch(cardPicked(0))
    store.dispatch(handOffStarted({ session: 's1', seat: 'germans', name: 'Germans' }))
    const g = store.getState().rulesetGame!
    expect(g.seat).toBeNull()
    expect(g.picked).toBeNull()
    expect((g.view as { hand: unknown[] }).hand).toEqual([])
    expect(JSON.stringify(g)).not.toContain('You draw Left')
    expect(g.log).toEqual([rolled])
  })

  it('seats change for its own session only; leaving clears it', () => {
    const store = makeStore()
    store.dispatch(rulesetViewReceived(viewMsg()))
    store.dispatch(rulesetSeatsChanged({ session: 'other', seats: [] }))
    expect(store.getState().rulesetGame!.seats).toHaveLength(2)
    store.dispatch(rulesetSeatsChanged({ session: 's1', seats: seats.slice(0, 1) }))
    expect(store.getState().rulesetGame!.seats).toHaveLength(1)
    store.dispatch(leftGame())
    expect(store.getState().rulesetGame).toBeNull()
  })
})
