/**
 * The heuristic bot and the pieces of issue 13: it attacks enemy balloons and ground pieces as it does enemy planes,
 * and with nothing left to fight it goes home over its own edge ("The game ends when the aircraft leaves the gaming
 * surface or is destroyed", 003 Into the Mud).
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { scenarioSetup } from '../engine/setup'
import { playGame } from '../sim/play'
import { BOTS } from '.'

function botGame(scenario: string, seed: number) {
  const setup = scenarioSetup(content, { scenario })
  const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, seed)]))
  return playGame(content, setup, seed, policies, { maxTurns: 40 })
}

describe('the heuristic bot against pieces (issue 13)', () => {
  it('003 Into the Mud: the Albatros strafes the trenches and machine gun, and the game ends when it is gone', () => {
    const game = botGame('into-the-mud', 1)
    const albatros = game.state.planes.find((p) => p.id === 'albatros')!
    const strafed = game.events.filter((e) => e.type === 'fired' && e.plane === 'albatros').map((e) => (e as { target: string }).target)
    expect(strafed.length).toBeGreaterThan(0)
    expect(strafed.every((t) => ['trench-left', 'trench-right', 'aamg', 'aa-left', 'aa-right'].includes(t))).toBe(true)
    expect(albatros.status).not.toBe('flying')
    expect(game.state.result?.reason).toBe('no-planes-left')
  })

  it('with nothing left to fight it leaves over its own edge, not another', () => {
    const game = botGame('look-up', 1)
    const exits = game.events.filter((e) => e.type === 'exited') as { plane: string; edge: string }[]
    expect(exits.length).toBeGreaterThan(0)
    for (const e of exits) expect(e.edge, e.plane).toBe('north')
  })
})
