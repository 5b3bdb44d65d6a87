/**
 * The bots and 003 Balloon busting: a balloon's owner has it winched down once an enemy aircraft is within two rulers
 * (lines 574-583; A Race against Time, lines 1473-1475) and bails its observers out when it burns (lines 794-797).
 */
import { describe, expect, it } from 'vitest'
import { content, setupWith, type PlaneSpec } from '../../electron/testing/fixtures'
import { Game } from '../engine/game'
import { scenarioSetup } from '../engine/setup'
import { playGame } from '../sim/play'
import { BOTS } from '.'

function game(camelY: number): Game {
  const planes: PlaneSpec[] = [
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 500, y: camelY, heading: 0 },
    { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 900, heading: 180 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 0 },
  ]
  const setup = setupWith(planes, { table: { width: 1000, depth: 1000 } })
  setup.balloons = { winch: 12, observers: 2 }
  return Game.start(content, setup, 1)
}

describe('the bots winch their balloons down and bail the observers out (003 lines 574-583, 794-797, 1473-1475)', () => {
  it('an enemy aircraft within two rulers (68 cm) of the balloon: ordered down; farther: not', () => {
    const near = game(900 - 60)
    const bot = BOTS.heuristic.make(content, near.state.planes[1].seat, 1)
    expect(bot.decide(near.view(near.state.planes[1].seat)).filter((c) => c.type === 'winch')).toEqual([{ type: 'winch', seat: near.state.planes[1].seat, plane: 'drachen', down: true }])
    const far = game(900 - 80)
    expect(bot.decide(far.view(far.state.planes[1].seat)).filter((c) => c.type === 'winch')).toEqual([])
  })

  it('a burning balloon: its observers bail out', () => {
    const g = game(100)
    g.state.planes[1].effects!.flame = 1
    const bot = BOTS.heuristic.make(content, g.state.planes[1].seat, 1)
    expect(bot.decide(g.view(g.state.planes[1].seat)).filter((c) => c.type === 'winch')).toEqual([{ type: 'winch', seat: g.state.planes[1].seat, plane: 'drachen', bail: true }])
  })

  it('A Race against Time between heuristic bots: the German balloon is ordered down', () => {
    const setup = scenarioSetup(content, { scenario: 'a-race-against-time' })
    expect(setup.balloons).toEqual({ winch: 12, observers: 2 })
    const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 1)]))
    const played = playGame(content, setup, 1, policies, { maxTurns: 40 })
    expect(played.events.some((e) => e.type === 'winch-ordered' && e.plane === 'balloon')).toBe(true)
  })
})
