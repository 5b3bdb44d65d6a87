import { describe, expect, it } from 'vitest'
import { arriving, fire, planNumbers } from '../../../electron/testing/engine-helpers'
import { startGame } from '../../../electron/testing/fixtures'
import { stackDeck } from '../../../shared/engine/damage'
import type { Game } from '../../../shared/engine/game'
import type { GameEvent, SeatId } from '../../../shared/engine/types'
import { eventsFor } from '../../../shared/engine/view'
import { droppedAcknowledged, errorDismissed, eventsPlayed, gameSlice, hostError, leftGame, seatDropped, seatsChanged, sessionBroken, viewReceived, type GameSliceState, type ViewMessage } from './game-slice'
import { handOffStarted } from './hand-off-actions'
import { publicView } from './public-view'

const reduce = gameSlice.reducer

function run(...actions: Parameters<typeof reduce>[1][]): GameSliceState {
  return actions.reduce((s, a) => reduce(s, a), reduce(undefined, { type: 'init' }))
}

/** Two seats: 'hun' flies the Dr.I 15 cm ahead of the Camel of 'pilot', both heading north. */
function duel(): Game {
  return startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0)])
}

/** The host's view message for a seat, with the events since `from`. */
function msg(game: Game, seat: SeatId | null, from = 0, session = 'g1'): ViewMessage {
  return { type: 'view', session, seat, mine: ['pilot', 'hun'], seats: [], view: game.view(seat), events: eventsFor(game.events.slice(from), seat), waitingFor: game.waitingFor() }
}

/** The duel after a turn's first phase with the Dr.I hit by the Camel: both seats hold secrets. */
function damaged(): Game {
  const game = duel()
  planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
  stackDeck(game.state, 'A', ['A44', 'A07'])
  fire(game, { a: { front: 't' } })
  return game
}

const ev = (type: 'turn-started', to: GameEvent['to'] = 'all'): GameEvent => ({ type, to, turn: 1, phase: 0 })

describe('game-slice: the view and the events to play', () => {
  it('takes the host view and queues its events to be played', () => {
    const game = duel()
    const s = run(viewReceived(msg(game, 'pilot')))
    expect(s.session).toBe('g1')
    expect(s.seat).toBe('pilot')
    expect(s.view?.viewer).toBe('pilot')
    expect(s.pending.map((e) => e.type)).toEqual(eventsFor(game.events, 'pilot').map((e) => e.type))
    expect(s.played).toEqual([])
  })

  it('appends the events of later views of the same seat; played events move to the narration in order', () => {
    const game = duel()
    const first = msg(game, 'pilot')
    const n = first.events.length
    planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    const second = msg(game, 'pilot', n)
    let s = run(viewReceived(first), viewReceived(second))
    expect(s.pending).toHaveLength(first.events.length + second.events.length)
    s = reduce(s, eventsPlayed(2))
    expect(s.played).toEqual([...first.events, ...second.events].slice(0, 2))
    expect(s.pending).toEqual([...first.events, ...second.events].slice(2))
    s = reduce(s, eventsPlayed(1000))
    expect(s.pending).toEqual([])
    // the combat log keeps every event played (issue 26)
    expect(s.played).toEqual([...first.events, ...second.events])
    expect(s.played[s.played.length - 1]).toEqual(second.events[second.events.length - 1])
  })

  it('a new seat starts with a clean slate: nothing the previous seat saw is kept but the public events the log told', () => {
    const game = damaged()
    let s = run(viewReceived(msg(game, 'hun')), eventsPlayed(1000))
    expect(JSON.stringify(s)).toContain('A44')
    const told = s.played
    s = reduce(s, viewReceived(msg(game, 'pilot', game.events.length)))
    expect(s.seat).toBe('pilot')
    expect(s.pending).toEqual([])
    // issue 26: in the same game (hotseat), the combat log goes on with what everyone saw
    expect(told.some((e) => e.to !== 'all')).toBe(true)
    expect(s.played).toEqual(told.filter((e) => e.to === 'all'))
    expect(JSON.stringify(s)).not.toContain('A44')
  })

  it('another game is another slate too', () => {
    const game = duel()
    const s = run(viewReceived(msg(game, 'pilot')), eventsPlayed(1), viewReceived(msg(game, 'pilot', game.events.length, 'g2')))
    expect(s.played).toEqual([])
  })
})

describe('game-slice: a hand-off drops the seat\'s secrets at once', () => {
  it('the view becomes what a spectator sees, exactly', () => {
    const game = damaged()
    for (const seat of ['pilot', 'hun']) {
      expect(publicView(game.view(seat))).toEqual(game.view(null))
    }
  })

  it('plans, damage cards and totals, fire orders and seat-only events leave the store', () => {
    const game = damaged()
    // the Dr.I's seat has seen its damage cards and its plan
    const before = run(viewReceived(msg(game, 'hun')), eventsPlayed(5))
    expect(JSON.stringify(before)).toContain('A44')
    const s = reduce(before, handOffStarted({ session: 'g1', seat: 'pilot', name: 'Allied' }))
    expect(s.seat).toBeNull()
    expect(s.view).toEqual(game.view(null))
    expect(s.view!.planes.some((p) => 'plan' in p || 'damage' in p || 'damageTotal' in p)).toBe(false)
    expect([...s.pending, ...s.played].every((e) => e.to === 'all')).toBe(true)
    expect(JSON.stringify(s)).not.toContain('A44')
    expect(JSON.stringify(s)).not.toContain('"plan-recorded"')
  })

  it('keeps the public narration', () => {
    const s = run(viewReceived({ ...msg(duel(), 'pilot'), events: [ev('turn-started'), ev('turn-started', ['pilot'])] }), eventsPlayed(2), handOffStarted({ session: 'g1', seat: 'hun', name: 'German' }))
    expect(s.played).toEqual([ev('turn-started')])
  })

  it('the public view that follows continues the same narration', () => {
    const game = duel()
    let s = run(viewReceived(msg(game, 'pilot')), eventsPlayed(100), handOffStarted({ session: 'g1', seat: 'hun', name: 'German' }))
    const played = s.played
    s = reduce(s, viewReceived(msg(game, null, game.events.length)))
    expect(s.played).toEqual(played)
  })
})

describe('game-slice: a game this client arrives at under way', () => {
  it('starts the log with what happened before it came (`past`), without playing it on the table', () => {
    const game = damaged()
    const before = eventsFor(game.events, null)
    const s = run(viewReceived({ ...msg(game, null, game.events.length), past: before }))
    expect(s.played).toEqual(before)
    expect(s.pending).toEqual([])
  })

  it('keeps the log it has when the same game and seat come again (a reconnection), past or not', () => {
    const game = damaged()
    let s = run(viewReceived(msg(game, 'pilot')), eventsPlayed(1000))
    const played = s.played
    s = reduce(s, viewReceived({ ...msg(game, 'pilot', game.events.length), past: [ev('turn-started')] }))
    expect(s.played).toEqual(played)
  })
})

describe('game-slice: the host\'s refusals', () => {
  it('are kept until dismissed, even as views come in', () => {
    const game = duel()
    let s = run(viewReceived(msg(game, 'pilot')), hostError({ message: 'plane "a" has already committed its plan for turn 1', re: 'r9' }))
    expect(s.error).toMatch(/already committed/)
    const id = s.errorId
    s = reduce(s, viewReceived(msg(game, 'pilot', game.events.length)))
    expect(s.error).toMatch(/already committed/)
    s = reduce(s, hostError({ message: 'plane "a" has already committed its plan for turn 1' }))
    expect(s.errorId).toBe(id + 1)
    s = reduce(s, errorDismissed())
    expect(s.error).toBeNull()
  })

  it('leaving the game forgets it', () => {
    const s = run(viewReceived(msg(duel(), 'pilot')), hostError({ message: 'x' }), leftGame())
    expect(s).toEqual(run())
  })
})

describe('game: the seats of a game on a LAN (issue 7: "the host\'s screen is told who dropped")', () => {
  const seat = (id: string, extra: object = {}) => ({ id, name: id, team: 'central', kind: 'guest' as const, taken: false, ...extra })

  it('a dropped guest waits for the screen to decide, until it is back or the screen decided', () => {
    const game = duel()
    const dropped = run(viewReceived(msg(game, 'pilot')), seatDropped({ session: 'g1', seat: 'hun', name: 'German' }), seatsChanged({ session: 'g1', seats: [seat('hun', { held: true })] }))
    expect(dropped.dropped).toEqual([{ seat: 'hun', name: 'German' }])
    expect(reduce(dropped, seatsChanged({ session: 'g1', seats: [seat('hun', { taken: true })] })).dropped, 'the guest came back').toEqual([])
    expect(reduce(dropped, droppedAcknowledged('hun')).dropped, 'the screen chose to wait').toEqual([])
    expect(reduce(dropped, seatDropped({ session: 'other', seat: 'x', name: 'X' })).dropped, "another game's news is not this table's").toHaveLength(1)
  })

  it('a broken game is shown as broken', () => {
    const s = run(viewReceived(msg(duel(), 'pilot')), sessionBroken({ session: 'g1', message: 'the game failed' }))
    expect(s.broken).toBe('the game failed')
    expect(reduce(s, leftGame()).broken).toBeNull()
  })
})
