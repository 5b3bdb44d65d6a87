/**
 * The bots and 003's AA guns placed by their players (lines 679-684, groundFire.aa 'player'): a bot gun owner puts the
 * artillery counter where the nearest enemy aircraft will likely be after two straights, or does not fire.
 */
import { describe, expect, it } from 'vitest'
import { content, setupWith, type PlaneSpec } from '../../electron/testing/fixtures'
import { eventsOfType, fire, planeOf } from '../../electron/testing/engine-helpers'
import { Game } from '../engine/game'
import { BOTS } from '.'

function game(camel: Partial<PlaneSpec>): Game {
  const planes: PlaneSpec[] = [
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 520, heading: 90, ...camel },
    { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 },
  ]
  const setup = setupWith(planes, { table: { width: 1000, depth: 1000 } })
  setup.groundFire = { aa: 'player' }
  const g = Game.start(content, setup, 1)
  // every flying plane flies straights (the Camel's two long ones first, C01 and C02, then a short one)
  for (const p of g.state.planes) if (p.status === 'flying') g.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: [...g.rules.byId.get(p.id)!.cards.values()].filter((c) => c.card.straight).slice(0, 3).map((c) => c.card.id) })
  return g
}

describe('a bot places its AA gun\'s counter (003 lines 679-684)', () => {
  it('where the Camel flying straight will be after two manoeuvres: it is hit', () => {
    const g = game({})
    expect(g.state.step).toBe('archie')
    const seat = planeOf(g, 'gun').seat
    const bot = BOTS.heuristic.make(content, seat, 1)
    const cmds = bot.decide(g.view(seat)).filter((c) => c.type === 'archie')
    expect(cmds).toHaveLength(1)
    const events = cmds.flatMap((c) => g.apply(c))
    // the Camel may strafe the gun in phase 2: it holds its fire
    while (g.state.step === 'firing') events.push(...fire(g))
    expect(eventsOfType(events, 'archie-burst').map((b) => b.hit)).toEqual([['camel']])
  })

  it('no enemy aircraft whose spot is in reach: the gun does not fire (at: null)', () => {
    const g = game({ x: 900, y: 900 })
    const seat = planeOf(g, 'gun').seat
    const bot = BOTS.heuristic.make(content, seat, 1)
    expect(bot.decide(g.view(seat)).filter((c) => c.type === 'archie')).toEqual([{ type: 'archie', seat, plane: 'gun', at: null }])
  })
})
