/**
 * Issue 28, New game's choice of the aces' abilities as the host takes it (create-game's `aces`): bounded by the
 * protocol's schema, checked by the setup (shared/engine/rules/aces/choice.ts), refused in words, and given to the
 * planes of the game it creates.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { content } from '../testing/fixtures'
import { Client } from '../testing/host-client'
import { Host } from './host'
import { inlineBots } from './inline-bots'

const hosts: Host[] = []
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

function screen() {
  const host = new Host({ content, botFactory: inlineBots(content), seed: () => 5 })
  hosts.push(host)
  return new Client(host)
}
const duel = { kind: 'scenario' as const, scenario: 'duel-over-the-trenches' }

describe("create-game's aces", () => {
  it('a game is created with the abilities chosen for its pilots (003 lines 903-905)', () => {
    const c = screen()
    c.send({ type: 'create-game', choice: duel, seats: ['human', 'bot:heuristic'], aces: { count: 2, crews: { camel: { pilot: ['sniper', 'daredevil'] }, dr1: { pilot: ['perfect-aim'] } } } })
    expect(c.errors()).toEqual([])
    const setup = c.all('game-created')[0].setup
    expect(setup.planes.find((p) => p.id === 'camel')!.aceSkills).toEqual(['sniper', 'daredevil'])
    expect(setup.planes.find((p) => p.id === 'dr1')!.aceSkills).toEqual(['perfect-aim'])
  })

  it('a choice the rules refuse is refused in words and creates no game', () => {
    const c = screen()
    c.send({ type: 'create-game', choice: duel, seats: ['human', 'bot:heuristic'], aces: { count: 1, crews: { camel: { pilot: ['sniper', 'daredevil'] } } } })
    expect(c.errors().map((e) => [e.code, e.message])).toEqual([['bad-setup', 'the pilot of the Sopwith Camel: 2 abilities chosen where 1 is allowed']])
    expect(c.all('game-created')).toEqual([])
  })

  it('the schema bounds it: a number above 3, an unknown ability, six abilities', () => {
    for (const aces of [{ count: 4, crews: {} }, { count: 1, crews: { camel: { pilot: ['levitation'] } } }, { count: 3, crews: { camel: { pilot: ['sniper', 'daredevil', 'acrobatic', 'perfect-aim', 'technical-eye', 'chivalrous'] } } }]) {
      const c = screen()
      c.send({ type: 'create-game', choice: duel, seats: ['human', 'bot:heuristic'], aces } as never)
      expect(c.errors().map((e) => e.code)).toEqual(['malformed'])
      expect(c.all('game-created')).toEqual([])
    }
  })
})
