import { describe, expect, it } from 'vitest'
import { handOffStarted } from './hand-off-actions'
import { connectionChanged } from './ui-slice'
import { hostError, leftGame, viewReceived, type ViewMessage } from './game-slice'
import { cardPlaced, commitSent, planCleared, planeChosen, planRedone, planUndone, planningSlice, slotChosen, slotCleared, type PlanningState } from './planning-slice'

const reduce = planningSlice.reducer
const P = 'camel'

function run(...actions: Parameters<typeof reduce>[1][]): PlanningState {
  return actions.reduce((s, a) => reduce(s, a), reduce(undefined, { type: 'init' }))
}

/** A view message with only what the planning slice reads. */
function viewMsg(session: string, seat: string | null, turn: number): ViewMessage {
  return { type: 'view', session, seat, mine: seat ? [seat] : [], seats: [], view: { turn, phase: 0 } as ViewMessage['view'], events: [], waitingFor: [] }
}

describe('planning-slice: placing cards', () => {
  it('fills the slot chosen and moves on to the next empty one', () => {
    const s = run(cardPlaced({ plane: P, slot: 0, card: 'C01' }))
    expect(s.drafts[P]).toEqual(['C01', null, null])
    expect(s.slot[P]).toBe(1)
    const t = run(cardPlaced({ plane: P, slot: 0, card: 'C01' }), cardPlaced({ plane: P, slot: 1, card: 'C05' }), cardPlaced({ plane: P, slot: 2, card: 'C03' }))
    expect(t.drafts[P]).toEqual(['C01', 'C05', 'C03'])
    // a full plan stays on the last slot filled
    expect(t.slot[P]).toBe(2)
  })

  it('wraps round to an empty slot before the one filled', () => {
    const s = run(cardPlaced({ plane: P, slot: 2, card: 'C03' }))
    expect(s.slot[P]).toBe(0)
    const t = run(cardPlaced({ plane: P, slot: 0, card: 'C01' }), cardPlaced({ plane: P, slot: 2, card: 'C03' }))
    expect(t.slot[P]).toBe(1)
  })

  it('keeps the slot within the three slots', () => {
    expect(run(slotChosen({ plane: P, slot: 5 })).slot[P]).toBe(2)
    expect(run(slotChosen({ plane: P, slot: -1 })).slot[P]).toBe(0)
  })

  it('clears one slot, or the whole plan', () => {
    const full = [cardPlaced({ plane: P, slot: 0, card: 'C01' }), cardPlaced({ plane: P, slot: 1, card: 'C05' }), cardPlaced({ plane: P, slot: 2, card: 'C03' })]
    const one = run(...full, slotCleared({ plane: P, slot: 1 }))
    expect(one.drafts[P]).toEqual(['C01', null, 'C03'])
    expect(one.slot[P]).toBe(1)
    const all = run(...full, planCleared(P))
    expect(all.drafts[P]).toEqual([null, null, null])
    expect(all.slot[P]).toBe(0)
  })

  it('keeps drafts per plane', () => {
    const s = run(cardPlaced({ plane: 'a', slot: 0, card: 'C01' }), cardPlaced({ plane: 'b', slot: 0, card: 'B02' }), planUndone('a'))
    expect(s.drafts.a).toEqual([null, null, null])
    expect(s.drafts.b).toEqual(['B02', null, null])
  })
})

describe('planning-slice: undo and redo', () => {
  const three = [cardPlaced({ plane: P, slot: 0, card: 'C01' }), cardPlaced({ plane: P, slot: 1, card: 'C05' }), cardPlaced({ plane: P, slot: 2, card: 'C03' })]

  it('undoes step by step, restoring the slot being filled, and redoes in order', () => {
    const u1 = run(...three, planUndone(P))
    expect(u1.drafts[P]).toEqual(['C01', 'C05', null])
    expect(u1.slot[P]).toBe(2)
    const u3 = run(...three, planUndone(P), planUndone(P), planUndone(P))
    expect(u3.drafts[P]).toEqual([null, null, null])
    expect(u3.slot[P]).toBe(0)
    const r2 = run(...three, planUndone(P), planUndone(P), planUndone(P), planRedone(P), planRedone(P))
    expect(r2.drafts[P]).toEqual(['C01', 'C05', null])
    expect(r2.slot[P]).toBe(2)
    const all = run(...three, planUndone(P), planUndone(P), planRedone(P), planRedone(P))
    expect(all.drafts[P]).toEqual(['C01', 'C05', 'C03'])
  })

  it('does nothing with nothing to undo or redo', () => {
    const s = run(planUndone(P), planRedone(P))
    expect(s.drafts[P]).toBeUndefined()
    const t = run(...three, planRedone(P))
    expect(t.drafts[P]).toEqual(['C01', 'C05', 'C03'])
  })

  it('a new choice after an undo forgets what was undone', () => {
    const s = run(...three, planUndone(P), cardPlaced({ plane: P, slot: 2, card: 'C09' }), planRedone(P))
    expect(s.drafts[P]).toEqual(['C01', 'C05', 'C09'])
    expect(s.future[P]).toEqual([])
  })

  it('undoes a cleared slot and a cleared plan', () => {
    expect(run(...three, slotCleared({ plane: P, slot: 0 }), planUndone(P)).drafts[P]).toEqual(['C01', 'C05', 'C03'])
    expect(run(...three, planCleared(P), planUndone(P)).drafts[P]).toEqual(['C01', 'C05', 'C03'])
  })

  it('a change that changes nothing is not a step to undo', () => {
    const s = run(cardPlaced({ plane: P, slot: 0, card: 'C01' }), slotCleared({ plane: P, slot: 2 }), planCleared('other'))
    expect(s.past[P]).toHaveLength(1)
    expect(s.past.other ?? []).toHaveLength(0)
  })

  it('keeps a bounded history', () => {
    const many = Array.from({ length: 200 }, (_, i) => cardPlaced({ plane: P, slot: 0, card: i % 2 ? 'C01' : 'C02' }))
    expect(run(...many).past[P].length).toBeLessThanOrEqual(60)
  })
})

describe('planning-slice: drafts are secret to their seat and turn', () => {
  const drafted = [viewReceived(viewMsg('g1', 'allied', 1)), cardPlaced({ plane: P, slot: 0, card: 'C01' }), planeChosen(P)]

  it('keeps drafts while views of the same seat and turn come in', () => {
    const s = run(...drafted, viewReceived(viewMsg('g1', 'allied', 1)))
    expect(s.drafts[P]).toEqual(['C01', null, null])
    expect(s.active).toBe(P)
  })

  it('drops them when the turn changes', () => {
    const s = run(...drafted, viewReceived(viewMsg('g1', 'allied', 2)))
    expect(s.drafts).toEqual({})
    expect(s.past).toEqual({})
    expect(s.turn).toBe(2)
  })

  it('drops them when another seat (or a spectator) takes the screen, or another game', () => {
    expect(run(...drafted, viewReceived(viewMsg('g1', 'central', 1))).drafts).toEqual({})
    expect(run(...drafted, viewReceived(viewMsg('g1', null, 1))).drafts).toEqual({})
    expect(run(...drafted, viewReceived(viewMsg('g2', 'allied', 1))).drafts).toEqual({})
  })

  it('drops them the moment a hand-off starts, and when the game is left', () => {
    const h = run(...drafted, handOffStarted({ session: 'g1', seat: 'central', name: 'German' }))
    expect(h.drafts).toEqual({})
    expect(h.past).toEqual({})
    expect(h.active).toBeNull()
    expect(run(...drafted, leftGame()).drafts).toEqual({})
  })
})

describe('planning-slice: Commit is idempotent from the player\'s side', () => {
  /** A planning view in which `P` has (or has not yet) committed. */
  const planningView = (committed: boolean, step = 'planning'): ViewMessage => {
    const m = viewMsg('g1', 'allied', 1)
    return { ...m, view: { ...m.view, step, planes: [{ id: P, status: 'flying', committed }] } as unknown as ViewMessage['view'] }
  }
  const sent = [viewReceived(viewMsg('g1', 'allied', 1)), commitSent(P)]

  it('remembers a plan in flight once, however often Commit is pressed', () => {
    expect(run(...sent, commitSent(P)).committing).toEqual([P])
  })

  it('keeps it in flight while views that do not yet show the plane committed come in', () => {
    expect(run(...sent, viewReceived(planningView(false))).committing).toEqual([P])
  })

  it('settles when the host took the plan, the step moved on, or the turn changed', () => {
    expect(run(...sent, viewReceived(planningView(true))).committing).toEqual([])
    expect(run(...sent, viewReceived(planningView(false, 'firing'))).committing).toEqual([])
    expect(run(...sent, viewReceived(viewMsg('g1', 'allied', 2))).committing).toEqual([])
  })

  it('a refusal from the host, or a connection lost or back, lets the plan be sent again', () => {
    expect(run(...sent, hostError({ message: 'no' })).committing).toEqual([])
    expect(run(...sent, connectionChanged('closed')).committing).toEqual([])
  })
})

describe("planning-slice: 004's turn-less game (issue 11)", () => {
  function queueView(turn: number, phase: number, turnless?: 'three' | 'two'): ViewMessage {
    const m = viewMsg('s1', 'allied', turn)
    return { ...m, view: { turn, phase, setup: { options: turnless ? { turnless } : {} } } as ViewMessage['view'] }
  }

  it('a new phase starts the next card from nothing: the card drafted before phase 2 is in the queue now', () => {
    const s = run(viewReceived(queueView(1, 2, 'three')), cardPlaced({ plane: P, slot: 0, card: 'C01' }), viewReceived(queueView(1, 2, 'three')))
    expect(s.drafts[P]).toEqual(['C01', null, null])
    const t = reduce(s, viewReceived(queueView(1, 3, 'three')))
    expect(t.drafts[P]).toBeUndefined()
    expect(t.phase).toBe(3)
  })

  it('with turns, the phases of a turn keep its drafts (the basic game is unchanged)', () => {
    const s = run(viewReceived(queueView(1, 0)), cardPlaced({ plane: P, slot: 0, card: 'C01' }), viewReceived(queueView(1, 2)))
    expect(s.drafts[P]).toEqual(['C01', null, null])
    expect(s.phase).toBeUndefined()
  })
})
