/**
 * The feed between the store and the animator: what moves on the table holds the panels back until it has been
 * played; what takes no time (the other seat's plan committed, 003 Turn: plans are made in secret and committed) is
 * let go at once, so the planning panel never hides for it and no key typed meanwhile is lost (the e2e flake of
 * no-shot.spec.ts and tailing.spec.ts: "slot 1 holds C01", a first key typed as the bot committed its plan).
 */
import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { straights } from '../../../../../electron/testing/rule-helpers'
import type { Game } from '../../../../../shared/engine/game'
import type { GameEvent } from '../../../../../shared/engine/state-types'
import { eventsFor } from '../../../../../shared/engine/view'
import { makeStore } from '../../../store'
import { viewReceived, type ViewMessage } from '../../../store/game-slice'
import { Animator } from './animator'
import { PlaybackFeed } from './playback-feed'

/** A Camel (the screen's seat) and an Albatros far apart: nobody can fire, a turn is flown at once. */
function duel(): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 300, y: 400, heading: 180 },
    ],
    { table: { width: 400, depth: 500 } },
  )
}

/** The allied seat's view of the game, with the events since `from`. */
function msg(game: Game, from: number): ViewMessage {
  return { type: 'view', session: 'g1', seat: 'allied', mine: ['allied'], seats: [], view: game.view('allied'), events: eventsFor(game.events.slice(from), 'allied'), waitingFor: game.waitingFor() }
}

/** Both seats plan straights: the turn is flown at once. The events of the turn, as the host sends them to no seat. */
function flyTurn(game: Game): GameEvent[] {
  const from = game.events.length
  game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
  return eventsFor(game.events.slice(from), null)
}

function fed(game: Game) {
  const store = makeStore()
  const animator = new Animator()
  const feed = new PlaybackFeed(store, animator)
  store.subscribe(() => feed.changed())
  store.dispatch(viewReceived(msg(game, game.events.length)))
  return { store, animator, feed }
}

describe('PlaybackFeed', () => {
  it("the other seat's plan committed is let go at once: the table never counts as moving, the panel stays", () => {
    const game = duel()
    const { store, animator } = fed(game)
    const seen: boolean[] = []
    store.subscribe(() => seen.push(store.getState().ui.animating))
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    const news = eventsFor(game.events.slice(from), 'allied')
    expect(news.map((e) => e.type)).toEqual(['plan-committed'])
    store.dispatch(viewReceived(msg(game, from)))
    expect(store.getState().game.pending).toEqual([])
    expect(store.getState().game.played.at(-1)?.type).toBe('plan-committed')
    expect(animator.busy).toBe(false)
    expect(seen).not.toContain(true)
  })

  it('moves hold the table: the events wait in the store, the table counts as moving until the frames have played them', () => {
    const game = duel()
    const { store, animator, feed } = fed(game)
    const from = game.events.length
    flyTurn(game)
    store.dispatch(viewReceived(msg(game, from)))
    const { pending } = store.getState().game
    // the plans committed before the first move are let go; the moves are not
    expect(pending[0]?.type).not.toBe('plan-committed')
    expect(pending.some((e) => e.type === 'moved')).toBe(true)
    expect(store.getState().ui.animating).toBe(true)
    expect(animator.busy).toBe(true)
    for (let i = 0; i < 10_000 && store.getState().ui.animating; i++) feed.frame(1 / 60)
    expect(store.getState().game.pending).toEqual([])
    expect(store.getState().ui.animating).toBe(false)
    expect(animator.planes.get('camel')).toMatchObject({ x: game.view(null).planes.find((p) => p.id === 'camel')!.x })
  })

  it('what takes no time waits its turn behind a beat still playing', () => {
    const game = duel()
    const { store, animator, feed } = fed(game)
    let from = game.events.length
    flyTurn(game)
    store.dispatch(viewReceived(msg(game, from)))
    feed.frame(1 / 60)
    expect(animator.busy).toBe(true)
    const before = store.getState().game.pending.length
    // the next turn's plan of the other seat arrives while the first turn is still flying
    from = game.events.length
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    store.dispatch(viewReceived(msg(game, from)))
    expect(store.getState().game.pending.length).toBe(before + 1)
    expect(store.getState().game.pending.at(-1)?.type).toBe('plan-committed')
  })
})

describe('Animator.playInstant', () => {
  it('plays only the beats that take no time at the head of the queue, and none while a beat plays', () => {
    const game = duel()
    const animator = new Animator()
    animator.sync(game.view(null))
    const events = flyTurn(game)
    const lead = events.findIndex((e) => e.type === 'moved')
    expect(lead).toBeGreaterThan(0)
    const camel = { ...animator.planes.get('camel')! }
    animator.enqueue(events, game.rules)
    expect(animator.playInstant()).toBe(lead)
    expect(animator.busy).toBe(true)
    expect(animator.planes.get('camel')).toMatchObject({ x: camel.x, y: camel.y })
    expect(animator.playInstant()).toBe(0)
    animator.update(1 / 60)
    expect(animator.playInstant()).toBe(0)
  })
})
