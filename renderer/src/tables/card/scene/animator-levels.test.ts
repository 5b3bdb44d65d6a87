import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { straights } from '../../../../../electron/testing/rule-helpers'
import { eventsFor } from '../../../../../shared/engine/view'
import { Animator } from './animator'
import { DEFAULT_ALTITUDE, PEG_HEIGHT, pegCount } from './coords'

describe('Animator: 003 Altitude on the table', () => {
  it('a plane stands at its level; a climb to the next level lifts the model after the card is flown, and the peg comes when it arrives', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 1 },
        { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 60, y: 160, heading: 180, altitude: 3 },
      ],
      { options: { altitude: true } },
    )
    const animator = new Animator()
    animator.sync(game.view(null))
    expect(animator.planes.get('camel')!.level).toBe(1)
    expect(animator.planes.get('dva')!.level).toBe(3)
    // the Camel (climb rate 2) climbs twice: a level up after its second card
    game.state.planes[0].effects!.alt!.climbs = 1
    game.state.planes[0].effects!.alt!.turnStart.climbs = 1
    const climb = [...game.rules.byId.get('camel')!.cards.values()].find((c) => c.card.altitude === 'climb')!.card.id
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, ...straights(game, 'camel').slice(0, 2)] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    const events = eventsFor(game.events.slice(from), null)
    expect(events.some((e) => e.type === 'altitude' && e.plane === 'camel' && e.level === 2)).toBe(true)
    animator.enqueue(events, game.rules)
    const camel = animator.planes.get('camel')!
    let rose = 0
    for (let i = 0; i < 10_000 && animator.busy; i++) {
      animator.update(1 / 30)
      if (camel.level === 1) rose = Math.max(rose, camel.lift)
    }
    expect(rose, 'lifted towards the next peg while still on its old stack').toBeGreaterThan(0.5 * PEG_HEIGHT)
    expect(camel.level).toBe(2)
    expect(camel.lift).toBe(0)
  })

  it('003 Flying Higher (lines 437-438): "one stand ... plus one for each level agreed above the floor"; a dive counts from it too, and pegs follow the floor when it moves', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 6 },
        { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 60, y: 160, heading: 180, altitude: 4 },
      ],
      { options: { altitude: true, floor: 4 } },
    )
    const animator = new Animator()
    animator.sync(game.view(null))
    // level 6 over a floor of 4 stands on three pegs (pegCount 2 + 1), the Albatros at the floor on one
    expect(pegCount(animator.planes.get('camel')!.level)).toBe(3)
    expect(pegCount(animator.planes.get('dva')!.level)).toBe(1)
    const dive = [...game.rules.byId.get('camel')!.cards.values()].find((c) => c.card.altitude === 'dive')!.card.id
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [dive, ...straights(game, 'camel').slice(0, 2)] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    animator.enqueue(eventsFor(game.events.slice(from), null), game.rules)
    for (let i = 0; i < 10_000 && animator.busy; i++) animator.update(1 / 30)
    expect(game.state.planes[0].effects!.alt!.level).toBe(5)
    expect(pegCount(animator.planes.get('camel')!.level)).toBe(2)
    // the floor moved to 3 (lines 442-445): one peg more under each
    for (const p of game.state.planes) p.effects!.alt!.floor = 3
    animator.sync(game.view(null))
    expect([...animator.planes.values()].map((p) => pegCount(p.level))).toEqual([3, 2])
  })

  it('the basic game has no levels: every plane at the default', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 60, y: 160, heading: 180 },
    ])
    const animator = new Animator()
    animator.sync(game.view(null))
    expect([...animator.planes.values()].map((p) => p.level)).toEqual([DEFAULT_ALTITUDE, DEFAULT_ALTITUDE])
  })

  it('003 Collisions (lines 474-486): two planes that collide flash together as it happens', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 2 },
        { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 180, altitude: 2 },
      ],
      { options: { altitude: true, collisions: true } },
    )
    const animator = new Animator()
    animator.sync(game.view(null))
    const stall = (plane: string) => [...game.rules.byId.get(plane)!.cards.values()].find((c) => c.card.stall)!.card.id
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall('camel'), ...straights(game, 'camel').slice(0, 2)] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [stall('dva'), ...straights(game, 'dva').slice(0, 2)] })
    const events = eventsFor(game.events.slice(from), null)
    expect(events.some((e) => e.type === 'collided')).toBe(true)
    animator.enqueue(events, game.rules)
    const flashed = new Set<string>()
    for (let i = 0; i < 10_000 && animator.busy; i++) {
      animator.update(1 / 30)
      for (const f of animator.flashes) if (f.kind === 'hit') flashed.add(f.plane)
    }
    expect([...flashed].sort()).toEqual(['camel', 'dva'])
  })
})
