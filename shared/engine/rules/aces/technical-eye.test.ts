import { describe, expect, it } from 'vitest'
import { eventsOfType, expectViewsHideSecrets, planeOf } from '../../../../electron/testing/engine-helpers'
import { startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { gameStateSchema } from '../../state-schema'
import { commandSchema } from '../../command-schema'
import { CommandError } from '../../commands'
import type { Game } from '../../game'
import { eventsFor, viewFor } from '../../view'
import { lookTargets } from './technical-eye'

/**
 * The ace's Camel, a Dr.I 14 cm ahead of it (within a ruler), a friendly SE5a beside it and a far Albatros; the Dr.I
 * has taken two damage cards (dealt here by hand, as fire would: the cards are its seat's secret).
 */
function eyeGame(camel: Partial<PlaneSpec> = { aceSkills: ['technical-eye'] }, options: Record<string, boolean> = {}): Game {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0, ...camel },
      { id: 'se5a', aircraft: 'raf-se-5a', team: 'allied', seat: 'allied', x: 120, y: 100, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
      { id: 'albatros', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 190, heading: 180 },
    ],
    { options },
  )
  const dr1 = planeOf(game, 'dr1')
  const deck = game.state.decks.A.draw
  dr1.damage.push(deck.pop()!, deck.pop()!)
  dr1.damageTotal = 3
  return game
}

const look = (game: Game, target: string, plane = 'camel', seat = 'allied') => game.apply({ type: 'look', seat, plane, target })

describe('Technical eye (003 lines 985-989)', () => {
  it('985-986: "look at the damage cards of an aircraft, friend or foe": the cards go to the ace\'s seat alone; everyone learns he looked, and at whom', () => {
    const game = eyeGame()
    const cards = [...planeOf(game, 'dr1').damage]
    const events = look(game, 'dr1')
    expect(eventsOfType(events, 'looked')).toEqual([expect.objectContaining({ to: 'all', turn: 1, phase: 0, plane: 'camel', target: 'dr1', again: 3 })])
    expect(eventsOfType(events, 'looked-cards')).toEqual([expect.objectContaining({ to: ['allied'], plane: 'camel', target: 'dr1', cards, total: 3 })])
    // what was seen stays in the seat's view
    expect((viewFor(game.state, 'allied').planes[0].effects as { looked?: unknown }).looked).toEqual({ target: 'dr1', turn: 1, phase: 0, cards, total: 3 })
    // and nowhere else: not in the other seat's view, not the spectator's, not in their events
    for (const viewer of ['central', null]) {
      expect(JSON.stringify(viewFor(game.state, viewer).planes[0])).not.toContain('looked')
      expect(eventsOfType(eventsFor(events, viewer), 'looked-cards')).toEqual([])
      expect(eventsOfType(eventsFor(events, viewer), 'looked')).toHaveLength(1)
    }
    expectViewsHideSecrets(game.state, ['allied', 'central', null])
    expect(gameStateSchema.safeParse(game.state).success).toBe(true)
  })

  it('985: "friend or foe": a friendly plane may be looked at too', () => {
    const game = eyeGame()
    expect(eventsOfType(look(game, 'se5a'), 'looked-cards')).toEqual([expect.objectContaining({ target: 'se5a', cards: [], total: 0 })])
  })

  it('986-987: "at a ruler distance from the ace\'s plane, in any direction (from the central dot to any point of the examined plane)"', () => {
    const game = eyeGame()
    expect(lookTargets(game.rules, game.state, 0).map((j) => game.state.planes[j].id)).toEqual(['se5a', 'dr1'])
    expect(() => look(game, 'albatros')).toThrow(/cm away: Technical eye reaches a plane within a ruler/)
    // a base whose near edge is just within the ruler is reached, its stand well beyond it
    const alb = planeOf(game, 'albatros')
    const depth = game.rules.byId.get('albatros')!.shape.depth
    alb.y = 100 + game.rules.ruler + depth / 2 - 0.01
    expect(() => look(game, 'albatros')).not.toThrow()
  })

  it('988-989: "Once this ability is used, it can not be re-used for the rest of the turn and for the whole of the next one"', () => {
    const game = eyeGame()
    look(game, 'dr1')
    expect(planeOf(game, 'camel').aceUsed).toEqual({ 'technical-eye': 1 })
    expect(() => look(game, 'se5a')).toThrow(/used in turn 1: not again before turn 3/)
    game.state.turn = 2
    expect(() => look(game, 'dr1')).toThrow(CommandError)
    game.state.turn = 3
    expect(() => look(game, 'dr1')).not.toThrow()
  })

  it('987-988: "In any moment of the turn ... before all planes move or after all of them have finished moving": in the firing step too', () => {
    const game = eyeGame()
    for (const p of game.state.planes) if (p.status === 'flying') game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: [...game.rules.byId.get(p.id)!.cards.values()].filter((c) => c.card.straight).slice(0, 3).map((c) => c.card.id) })
    expect(game.state.step).toBe('firing')
    const events = look(game, 'dr1')
    expect(eventsOfType(events, 'looked')).toEqual([expect.objectContaining({ phase: 1 })])
    // the game still waits for the fire orders
    expect(game.state.step).toBe('firing')
  })

  it('only an airman with the ability looks; the command is refused clearly and changes nothing', () => {
    const game = eyeGame({})
    const before = JSON.stringify(game.state)
    expect(() => look(game, 'dr1')).toThrow(/no airman of "camel" has Technical eye/)
    expect(() => look(game, 'dr1', 'dr1', 'allied')).toThrow(/does not fly/)
    expect(JSON.stringify(game.state)).toBe(before)
    const eye = eyeGame()
    expect(() => look(eye, 'camel')).toThrow(/another plane than his own/)
    expect(() => look(eye, 'nobody')).toThrow(/no plane "nobody"/)
  })

  it('950-951: an individual ability: the observer\'s Technical eye ends when he is incapacitated', () => {
    const game = eyeGame({ aircraft: 'bristol-f2b', observerSkills: ['technical-eye'] }, { specialDamage: true })
    const cmd = { type: 'look' as const, seat: 'allied', plane: 'camel', target: 'dr1' }
    // the observer's eye serves while he is well
    const copy = JSON.parse(JSON.stringify(game.state))
    planeOf(game, 'camel').effects!.observerWounded = true
    expect(() => game.apply(cmd)).toThrow(/observer of "camel" is incapacitated/)
    game.state = copy
    expect(eventsOfType(game.apply(cmd), 'looked')).toHaveLength(1)
  })

  it('the command is in the save\'s command schema', () => {
    expect(commandSchema.safeParse({ type: 'look', seat: 'allied', plane: 'camel', target: 'dr1' }).success).toBe(true)
    expect(commandSchema.safeParse({ type: 'look', seat: 'allied', plane: 'camel' }).success).toBe(false)
  })
})
