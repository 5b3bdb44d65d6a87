/**
 * Issue 9, "results after the animation": the panels show the view the table has played up to. Each view the host
 * sends comes with the events since the previous one; it is shown once all of them have been played.
 */
import { describe, expect, it } from 'vitest'
import { arriving, fire, holdUntilPlanning, planNumbers } from '../../../electron/testing/engine-helpers'
import { startGame } from '../../../electron/testing/fixtures'
import { stackDeck } from '../../../shared/engine/damage'
import type { Game } from '../../../shared/engine/game'
import type { GameEvent, SeatId } from '../../../shared/engine/types'
import { eventsFor, type GameView } from '../../../shared/engine/view'
import { eventsPlayed, gameSlice, replayFrameShown, viewReceived, type GameSliceState, type ViewMessage } from './game-slice'
import { handOffStarted } from './hand-off-actions'
import { publicView } from './public-view'
import { caughtUp, shownView, tablePosition } from './shown-view'

const reduce = gameSlice.reducer
type Action = Parameters<typeof reduce>[1]

function run(...actions: Action[]): GameSliceState {
  return actions.reduce((s, a) => reduce(s, a), reduce(undefined, { type: 'init' }))
}

/** The Camel of 'pilot' 15 cm behind the Dr.I of 'hun', both heading north. */
function duel(): Game {
  return startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0)])
}

/** A host that sends a seat its view with the events since the last view it sent (as electron/host/session.ts does). */
function host(game: Game, seat: SeatId | null, session = 'g1') {
  let cursor = game.events.length
  return (): ViewMessage => {
    const events = eventsFor(game.events.slice(cursor), seat)
    cursor = game.events.length
    return { type: 'view', session, seat, mine: seat ? [seat] : [], seats: [], view: game.view(seat), events, waitingFor: game.waitingFor() }
  }
}

const statusOf = (v: GameView | null, plane: string) => v?.planes.find((p) => p.id === plane)?.status

/**
 * Three views: the start (turn 1 planning), after both planned (phase 1, fire orders wanted), and after the Camel's
 * fire drew the explosion for the Dr.I (the game over, every card face up).
 */
function explodedDuel() {
  const game = duel()
  const send = host(game, 'pilot')
  const start = send()
  planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
  const planned = send()
  stackDeck(game.state, 'A', ['A48', 'A01'])
  fire(game, { a: { front: 't' } })
  const over = send()
  return { game, start, planned, over }
}

describe('shownView: the view the table has played up to', () => {
  it('a view is shown only once all the events it came with have been played (partial playback)', () => {
    const { start, planned, over } = explodedDuel()
    expect(start.events, 'a seat is sent no past events on sitting down').toEqual([])
    expect(planned.events.length).toBeGreaterThan(2)
    expect(over.view.step).toBe('over')
    expect(over.events.some((e) => e.type === 'exploded')).toBe(true)

    let s = run(viewReceived(start), viewReceived(planned), viewReceived(over))
    expect(s.view, 'the latest view still drives the logic').toEqual(over.view)
    expect(shownView(s), 'nothing played yet: the table shows the start').toEqual(start.view)
    expect(caughtUp(s)).toBe(false)

    // all but the last event of the planned view: still the start
    s = reduce(s, eventsPlayed(planned.events.length - 1))
    expect(shownView(s)).toEqual(start.view)
    expect(tablePosition(s)).toMatchObject({ turn: 1, over: false })

    // its last event: the planned view (phase 1, the Dr.I still flying, not a card drawn)
    s = reduce(s, eventsPlayed(1))
    expect(shownView(s)).toEqual(planned.view)
    expect(statusOf(shownView(s), 't')).toBe('flying')
    expect(tablePosition(s)).toEqual({ turn: 1, phase: 1, over: false })

    // the fire is being played but the explosion not yet: no "exploded", no end, no card face up
    const boom = over.events.findIndex((e) => e.type === 'exploded')
    s = reduce(s, eventsPlayed(boom))
    expect(statusOf(shownView(s), 't')).toBe('flying')
    expect(shownView(s)!.step).not.toBe('over')
    expect(shownView(s)!.planes.find((p) => p.id === 't')!.damage, 'the Dr.I’s cards are secret to the Allied seat until the end is played').toBeUndefined()
    expect(tablePosition(s)!.over).toBe(false)

    // the rest: the end, the explosion, every card face up
    s = reduce(s, eventsPlayed(over.events.length - boom))
    expect(shownView(s)).toEqual(over.view)
    expect(statusOf(shownView(s), 't')).toBe('exploded')
    expect(tablePosition(s)).toMatchObject({ over: true })
    expect(caughtUp(s)).toBe(true)
    expect(s.views, 'views the table has left behind are let go').toHaveLength(1)
  })

  it('a view that came with no events waits for those before it', () => {
    const game = duel()
    const send = host(game, 'pilot')
    const start = send()
    planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    const planned = send()
    const again = send()
    expect(again.events).toEqual([])
    let s = run(viewReceived(start), viewReceived(planned), viewReceived(again))
    expect(shownView(s)).toEqual(start.view)
    s = reduce(s, eventsPlayed(planned.events.length))
    expect(shownView(s)).toBe(s.views[0].view)
    expect(s.views).toHaveLength(1)
    expect(shownView(s)).toEqual(again.view)
  })

  it('the table position goes on with the events played past the shown view (a turn’s phases between two views)', () => {
    const game = duel()
    const send = host(game, 'pilot')
    const start = send()
    planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    fire(game)
    fire(game)
    fire(game)
    holdUntilPlanning(game)
    const turn2 = send()
    expect(turn2.view.turn).toBe(2)
    let s = run(viewReceived(start), viewReceived(turn2))
    const phase2 = turn2.events.findIndex((e) => e.phase === 2)
    s = reduce(s, eventsPlayed(phase2 + 1))
    expect(shownView(s)).toEqual(start.view)
    expect(tablePosition(s)).toEqual({ turn: 1, phase: 2, over: false })
    const turnStarted = turn2.events.findIndex((e) => e.type === 'turn-started')
    s = reduce(s, eventsPlayed(turnStarted - phase2))
    expect(tablePosition(s)).toEqual({ turn: 2, phase: 0, over: false })
    s = reduce(s, eventsPlayed(1000))
    expect(shownView(s)).toEqual(turn2.view)
    expect(tablePosition(s)).toEqual({ turn: 2, phase: 0, over: false })
  })

  it('a new seat or game starts over from its first view', () => {
    const { game, start, planned } = explodedDuel()
    const s = run(viewReceived(start), viewReceived(planned))
    const other = host(game, 'hun')()
    const t = reduce(s, viewReceived(other))
    expect(shownView(t)).toEqual(other.view)
    expect(t.views).toHaveLength(1)
    expect(t.playedCount).toBe(0)
  })

  it('a hand-off strips the secrets of every queued view, and keeps what the table has played', () => {
    const game = duel()
    const send = host(game, 'hun')
    const start = send()
    planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    const planned = send()
    stackDeck(game.state, 'A', ['A44', 'A07'])
    fire(game, { a: { front: 't' } })
    const hit = send()
    expect(JSON.stringify(hit)).toContain('A44')
    const publicPlanned = planned.events.filter((e) => e.to === 'all').length
    let s = run(viewReceived(start), viewReceived(planned), viewReceived(hit), eventsPlayed(planned.events.length))
    expect(shownView(s)).toEqual(planned.view)
    s = reduce(s, handOffStarted({ session: 'g1', seat: 'pilot', name: 'Allied' }))
    expect(JSON.stringify(s)).not.toContain('A44')
    expect(JSON.stringify(s)).not.toContain('"plan-recorded"')
    expect(shownView(s)).toEqual(publicView(planned.view))
    // the public events of the hit still play before its view is shown
    const rest = hit.events.filter((e) => e.to === 'all').length
    expect(s.pending).toHaveLength(rest)
    s = reduce(s, eventsPlayed(rest - 1))
    expect(shownView(s)).toEqual(publicView(planned.view))
    s = reduce(s, eventsPlayed(1))
    expect(shownView(s)).toEqual(publicView(hit.view))
    expect(publicPlanned).toBeGreaterThan(0)
  })

  it('replay frames: a step plays its events before its frame is shown; a jump shows the frame at once', () => {
    const { start, planned, over } = explodedDuel()
    const ev = (m: ViewMessage): GameEvent[] => m.events
    let s = run(replayFrameShown({ key: 'r1', view: start.view, events: [], viewer: null }), replayFrameShown({ key: 'r1', view: planned.view, events: ev(planned), viewer: null }))
    expect(shownView(s)).toEqual(start.view)
    s = reduce(s, eventsPlayed(ev(planned).length))
    expect(shownView(s)).toEqual(planned.view)
    s = reduce(s, replayFrameShown({ key: 'r2', view: over.view, events: ev(over), viewer: null }))
    expect(shownView(s), 'a jump').toEqual(over.view)
    expect(s.pending).toEqual([])
  })

  it('before any view: nothing to show', () => {
    expect(shownView(run())).toBeNull()
    expect(tablePosition(run())).toBeNull()
  })
})
