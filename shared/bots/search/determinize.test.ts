import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { scrambled } from '../../../electron/testing/engine-helpers'
import { Game } from '../../engine/game'
import { seedRng } from '../../engine/rng'
import { scenarioSetup } from '../../engine/setup'
import { waitingFor } from '../../engine/turn'
import { viewFor } from '../../engine/view'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'
import { determinize } from './determinize'
import { playTurn } from './rollout'
import { SearchBot } from './search-bot'

/** Heuristic bots play dawn-patrols until some plane holds damage cards and a new turn is being planned. */
function damagedGame(): Game {
  const setup = scenarioSetup(content, { scenario: 'dawn-patrols' })
  for (let seed = 1; seed < 40; seed++) {
    const game = Game.start(content, setup, seed)
    const bots = new Map(setup.seats.map((s) => [s.id, new HeuristicBot(content, s.id, seed)]))
    while (!game.over && game.state.turn < 12) {
      const seats = new Set(game.waitingFor().map((id) => game.state.planes.find((p) => p.id === id)!.seat))
      for (const seat of seats) for (const cmd of bots.get(seat)!.decide(game.view(seat))) game.apply(cmd)
      const damaged = game.state.planes.some((p) => p.status === 'flying' && p.damage.length > p.shown.length && p.seat !== setup.seats[0].id)
      if (!game.over && damaged && game.state.step === 'planning' && game.state.planes.every((p) => !p.plan)) return game
    }
  }
  throw new Error('no game with damage found')
}

describe('determinize: a whole state from a seat view', () => {
  const game = damagedGame()
  const seat = game.state.setup.seats[0].id
  const view = game.view(seat)
  const rules = game.rules

  it('keeps every public fact: the seat sees the sampled state exactly as it sees the real one', () => {
    const sampled = determinize(rules, view, seedRng(7))
    expect(viewFor(sampled, seat)).toEqual(view)
  })

  it('is a state the engine plays: plans for every plane and the whole turn through the engine', () => {
    const sampled = determinize(rules, view, seedRng(8))
    const plans = new Map(waitingFor(rules, sampled).map((id) => [id, game.state.planes.find((p) => p.id === id)!] as const).map(([id]) => [id, safeCards(game, id)]))
    const bots = new Map<string, Policy>()
    const responders = (s: string) => bots.get(s) ?? bots.set(s, new HeuristicBot(content, s, 1)).get(s)!
    const after = playTurn(rules, sampled, plans, responders)
    expect(after.step === 'over' || after.turn === view.turn + 1).toBe(true)
    // and a Game resumed on it accepts the same commands
    expect(() => Game.resume(content, determinize(rules, view, seedRng(8)))).not.toThrow()
  })

  it('draws the hidden parts with the generator: two seeds give two different worlds', () => {
    const a = determinize(rules, view, seedRng(1))
    const b = determinize(rules, view, seedRng(2))
    const hiddenOf = (s: typeof a) => JSON.stringify({ decks: s.decks, damage: s.planes.filter((p) => p.seat !== seat).map((p) => p.damage), rng: s.rng })
    expect(hiddenOf(a)).not.toBe(hiddenOf(b))
    expect(JSON.stringify(determinize(rules, view, seedRng(1)))).toBe(JSON.stringify(a))
    // the other side's face-down cards are cards this seat has not seen, and never ones that would have been shown
    const mine = new Set(a.planes.filter((p) => p.seat === seat).flatMap((p) => p.damage))
    for (const p of a.planes.filter((q) => q.seat !== seat)) for (const id of p.damage.filter((d) => !p.shown.includes(d))) {
      expect(mine.has(id)).toBe(false)
      expect(content.damageCards[id].special).toEqual([])
    }
  })

  it('never reads the true state: with every secret of the state changed, the bot decides the same', () => {
    const real = new SearchBot(content, seat, 5, 'recruit').decide(view)
    const other = new SearchBot(content, seat, 5, 'recruit').decide(viewFor(scrambled(game.state, seat), seat, { cards: content.damageCards }))
    expect(other).toEqual(real)
    expect(real.length).toBeGreaterThan(0)
  })
})

function safeCards(game: Game, id: string): string[] {
  const plane = game.rules.byId.get(id)!
  return [...plane.cards.values()].filter((c) => c.card.straight).slice(0, 3).map((c) => c.card.id)
}
