import { describe, expect, it } from 'vitest'
import { arriving, card, planeOf } from '../../electron/testing/engine-helpers'
import { startGame } from '../../electron/testing/fixtures'
import { CommandError } from './commands'
import type { Command } from './types'

function game() {
  return startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 140, 180)])
}

const plan = (g: ReturnType<typeof game>, plane: string): Command => ({ type: 'plan', seat: planeOf(g, plane).seat, plane, cards: [1, 2, 3].map((n) => card(g, plane, n)) })

describe('Game.play and Game.apply (engine/game.ts): the host and save files play commands into the game\'s logs; apply also returns the events', () => {
  it('play puts the command and its events in the logs, as apply does, and apply returns the same events', () => {
    const played = game()
    const applied = game()
    for (const plane of ['a', 't']) {
      const before = played.events.length
      expect(played.play(plan(played, plane))).toBeUndefined()
      const returned = applied.apply(plan(applied, plane))
      expect(played.events.slice(before)).toEqual(returned)
    }
    expect(played.state).toEqual(applied.state)
    expect(played.commands).toEqual(applied.commands)
    expect(played.events).toEqual(applied.events)
  })

  it('a refused command changes nothing: not the state, nor either log', () => {
    const g = game()
    g.play(plan(g, 'a'))
    const state = structuredClone(g.state)
    const events = g.events.length
    const commands = g.commands.length
    expect(() => g.play(plan(g, 'a'))).toThrow(CommandError)
    expect(g.state).toEqual(state)
    expect(g.events.length).toBe(events)
    expect(g.commands.length).toBe(commands)
  })
})
