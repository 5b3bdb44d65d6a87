import { describe, expect, it } from 'vitest'
import { fireTargetChosen } from '../tables/card/scene/target-choice'
import { hostError, leftGame, viewReceived, type ViewMessage } from './game-slice'
import { handOffConfirmed, handOffStarted } from './hand-off-actions'
import { planeChosen } from './planning-slice'
import { cameraModeCycled, deckToggled, fireHeld, fireSent, taxiGhostShown, threatsToggled, uiSlice, type UiState } from './ui-slice'

const reduce = uiSlice.reducer

function run(...actions: Parameters<typeof reduce>[1][]): UiState {
  return actions.reduce((s, a) => reduce(s, a), reduce(undefined, { type: 'init' }))
}

function viewMsg(seat: string | null, turn: number, phase: number, re?: string): ViewMessage {
  return { type: 'view', ...(re ? { re } : {}), session: 'g1', seat, mine: ['allied', 'central'], seats: [], view: { turn, phase } as ViewMessage['view'], events: [], waitingFor: [] }
}

describe('ui-slice: fire orders being chosen', () => {
  it('one target per gun arc; choosing selects the shooter', () => {
    const s = run(fireTargetChosen({ plane: 'bristol', arc: 'front', target: 'dr1' }))
    expect(s.fireDraft.bristol).toEqual({ front: 'dr1' })
    expect(s.selected).toBe('bristol')
  })

  it('a two-seater fires front and rear at two different targets: the same target moves to the arc chosen last', () => {
    let s = run(fireTargetChosen({ plane: 'bristol', arc: 'front', target: 'dr1' }), fireTargetChosen({ plane: 'bristol', arc: 'rear', target: 'albatros' }))
    expect(s.fireDraft.bristol).toEqual({ front: 'dr1', rear: 'albatros' })
    s = reduce(s, fireTargetChosen({ plane: 'bristol', arc: 'rear', target: 'dr1' }))
    expect(s.fireDraft.bristol).toEqual({ front: null, rear: 'dr1' })
    s = reduce(s, fireTargetChosen({ plane: 'bristol', arc: 'front', target: 'dr1' }))
    expect(s.fireDraft.bristol).toEqual({ front: 'dr1', rear: null })
  })

  it('holding fire, and the orders of one plane sent leave the others', () => {
    const s = run(fireTargetChosen({ plane: 'a', arc: 'front', target: 'x' }), fireTargetChosen({ plane: 'b', arc: 'front', target: 'y' }), fireHeld({ plane: 'a', arc: 'front' }))
    expect(s.fireDraft.a).toEqual({ front: null })
    expect(reduce(s, fireSent('a')).fireDraft).toEqual({ b: { front: 'y' } })
  })

  it('are good for one seat and one phase: a new phase, a new seat or a hand-off drops them', () => {
    const chosen = [viewReceived(viewMsg('allied', 1, 1)), fireTargetChosen({ plane: 'camel', arc: 'front', target: 'dr1' })]
    expect(run(...chosen, viewReceived(viewMsg('allied', 1, 1))).fireDraft).toEqual({ camel: { front: 'dr1' } })
    expect(run(...chosen, viewReceived(viewMsg('allied', 1, 2))).fireDraft).toEqual({})
    expect(run(...chosen, viewReceived(viewMsg('central', 1, 1))).fireDraft).toEqual({})
    expect(run(...chosen, handOffStarted({ session: 'g1', seat: 'central', name: 'German' })).fireDraft).toEqual({})
  })
})

describe('ui-slice: fire orders sent once (issue 26: a double Enter after firing)', () => {
  it('a plane whose orders went is remembered for the phase, so that the panel asks nothing more of it', () => {
    const s = run(viewReceived(viewMsg('allied', 1, 1)), fireSent('camel'), fireSent('camel'))
    expect(s.fireSentPlanes).toEqual(['camel'])
    // the host's view of the same phase (another seat's orders taken) keeps it
    expect(reduce(s, viewReceived(viewMsg('allied', 1, 1))).fireSentPlanes).toEqual(['camel'])
  })

  it('is forgotten at the next phase, on a refusal, a changed connection, a hand-off and on leaving', () => {
    const s = run(viewReceived(viewMsg('allied', 1, 1)), fireSent('camel'))
    expect(reduce(s, viewReceived(viewMsg('allied', 1, 2))).fireSentPlanes).toEqual([])
    expect(reduce(s, hostError({ message: 'plane "camel" has already given its fire orders' })).fireSentPlanes).toEqual([])
    expect(reduce(s, uiSlice.actions.connectionChanged('closed')).fireSentPlanes).toEqual([])
    expect(reduce(s, handOffStarted({ session: 'g1', seat: 'central', name: 'German' })).fireSentPlanes).toEqual([])
    expect(reduce(s, leftGame()).fireSentPlanes).toEqual([])
  })
})

describe('ui-slice: the hand-off', () => {
  const started = handOffStarted({ session: 'g1', seat: 'central', name: 'German' })

  it('starts unconfirmed, is confirmed with the request id of the join, and ends when that view comes in', () => {
    let s = run(started)
    expect(s.handOff).toEqual({ session: 'g1', seat: 'central', name: 'German', confirmed: false, re: null })
    // views while waiting (the public one) do not end it
    s = reduce(s, viewReceived(viewMsg(null, 1, 0, 'r5')))
    expect(s.handOff).not.toBeNull()
    s = reduce(s, handOffConfirmed({ re: 'r7' }))
    expect(s.handOff).toMatchObject({ confirmed: true, re: 'r7' })
    s = reduce(s, viewReceived(viewMsg(null, 1, 0)))
    expect(s.handOff).not.toBeNull()
    s = reduce(s, viewReceived(viewMsg('central', 1, 0, 'r7')))
    expect(s.handOff).toBeNull()
  })

  it('a refused join lets the player confirm again; another refusal leaves it be', () => {
    const confirmed = [started, handOffConfirmed({ re: 'r7' })]
    expect(run(...confirmed, hostError({ message: 'seat "central" is taken by another player', re: 'r7' })).handOff).toMatchObject({ confirmed: false, re: null })
    expect(run(...confirmed, hostError({ message: 'something else', re: 'r3' })).handOff).toMatchObject({ confirmed: true, re: 'r7' })
  })

  it('is dropped with the game', () => {
    expect(run(started, leftGame()).handOff).toBeNull()
  })
})

describe('ui-slice: the taxi ghost (003 Planes on the Ground, lines 409-411)', () => {
  const ghost = { plane: 'a', x: 40, y: 38, heading: 15, ok: true }
  it("holds the taxi panel's pending pose for the table to draw, until the panel says it is gone", () => {
    expect(run(taxiGhostShown(ghost)).taxiGhost).toEqual(ghost)
    expect(run(taxiGhostShown(ghost), taxiGhostShown(null)).taxiGhost).toBeNull()
  })
  it('is dropped by a hand-off and with the game: the next player sees none of it', () => {
    expect(run(taxiGhostShown(ghost), handOffStarted({ session: 'g1', seat: 'central', name: 'German' })).taxiGhost).toBeNull()
    expect(run(taxiGhostShown(ghost), leftGame()).taxiGhost).toBeNull()
  })
})

describe('ui-slice: the rest', () => {
  it('a refusal while a game is being set up lets the player try again', () => {
    const s = run(uiSlice.actions.joiningChanged(true), hostError({ message: 'the table must be between 20 and 1000 cm on each side' }))
    expect(s.joining).toBe(false)
  })

  it('choosing the plane to plan points the camera at it', () => {
    expect(run(planeChosen('spad')).selected).toBe('spad')
  })

  it('the camera cycles orbit, top-down, follow; the deck folds and unfolds', () => {
    expect(run(cameraModeCycled()).camera).toBe('top')
    expect(run(cameraModeCycled(), cameraModeCycled(), cameraModeCycled()).camera).toBe('orbit')
    expect(run(deckToggled()).deckCollapsed).toBe(true)
    expect(run(deckToggled(), deckToggled()).deckCollapsed).toBe(false)
  })
})

describe("ui-slice: the Threats toggle (003 Ground fire: what the ground pieces threaten)", () => {
  it('is off at first, and each toggle turns it over, apart from the Arcs', () => {
    expect(run().threats).toBe(false)
    expect(run(threatsToggled()).threats).toBe(true)
    expect(run(threatsToggled(), threatsToggled()).threats).toBe(false)
    expect(run(threatsToggled()).arcsFor).toEqual([])
  })
})
