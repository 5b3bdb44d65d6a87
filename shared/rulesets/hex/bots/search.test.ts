/**
 * The search bot reads its view only. Its samples (determinize.ts) agree with everything its seat sees and hold the
 * 52 cards; its decisions are the same in two games that differ only in what its seat cannot see (the other hand,
 * the deck's order, the game's generator), and repeat from the same seed.
 */
import { describe, expect, it } from 'vitest'
import { seedRng, shuffle } from '../../../util/rng'
import { hexContent } from '../content-fixture'
import { HexGame } from '../game'
import { hexRuleset } from '../index'
import type { HexState } from '../types'
import { viewFor } from '../view'
import { determinize, unseenCards } from './determinize'
import { heuristicStep } from './rollout'
import { HexSearchBot } from './search'

/** A duel played on by the heuristic until `seat`'s move begins in round `round` or later. */
function atMoveOf(seat: string, round: number, seed: number): HexGame {
  const setup = hexRuleset.setupFor(hexContent, 'duel')
  const g = hexRuleset.start(hexContent, setup, seed) as HexGame
  for (let i = 0; i < 2000 && !g.over; i++) {
    const s = g.state
    if (s.round >= round && s.order[s.turn] === seat && !s.pending.length && s.move && s.move.moved === 0 && s.move.cards === 0) return g
    if (!heuristicStep(g)) break
  }
  throw new Error(`the duel of seed ${seed} never reached ${seat}'s move in round ${round}`)
}

/** The same game with what `seat` cannot see dealt otherwise: the other hands and the deck reshuffled, another generator. */
function hiddenOtherwise(state: HexState, seat: string, seed: number): HexState {
  const s = structuredClone(state)
  const rng = seedRng(seed)
  const others = Object.keys(s.hands).filter((k) => k !== seat)
  const pool = shuffle(rng, [...s.deck, ...others.flatMap((k) => s.hands[k])])
  for (const k of others) s.hands[k] = pool.splice(0, s.hands[k].length)
  s.deck = pool
  s.rng = seedRng(seed + 1)
  return s
}

describe('the hex search bot never reads what its seat cannot see', () => {
  it('a sample agrees with the view it was drawn from, at every decision of a game, and holds the 52 cards', () => {
    const setup = hexRuleset.setupFor(hexContent, 'two-seaters')
    const g = hexRuleset.start(hexContent, setup, 7) as HexGame
    const rng = seedRng(3)
    for (let i = 0; i < 400 && !g.over; i++) {
      const seat = g.waitingFor()[0]
      const view = g.view(seat)
      const sample = determinize(hexContent, view, rng)
      expect(viewFor(sample, seat)).toEqual(view)
      const cards = [...sample.deck, ...sample.discard, ...Object.values(sample.hands).flat()].map((c) => c.id).sort((a, b) => a - b)
      expect(cards).toEqual(Array.from({ length: 52 }, (_, k) => k))
      expect(unseenCards(hexContent, view).length).toBe(52 - view.hand.length - view.discard.length)
      heuristicStep(g)
    }
  })

  it('two games that differ only in hidden cards and the generator give the same decisions, move after move', () => {
    for (const [round, seed] of [
      [1, 4],
      [3, 9],
    ]) {
      const a = atMoveOf('allies', round, seed)
      const b = HexGame.resume(hiddenOtherwise(a.state, 'allies', 77))
      expect(b.state.deck).not.toEqual(a.state.deck)
      expect(b.view('allies')).toEqual(a.view('allies'))
      const botA = new HexSearchBot(hexContent, 'allies', 11)
      const botB = new HexSearchBot(hexContent, 'allies', 11)
      let compared = 0
      // while the allies' views agree (a trade's draw may show the seat different cards), so do its commands
      while (!a.over && a.waitingFor()[0] === 'allies' && JSON.stringify(a.view('allies')) === JSON.stringify(b.view('allies'))) {
        const ca = botA.decide(a.view('allies'))
        const cb = botB.decide(b.view('allies'))
        expect(cb).toEqual(ca)
        if (!ca.length) break
        a.play(ca[0])
        b.play(cb[0])
        compared++
      }
      expect(compared).toBeGreaterThan(2)
    }
  }, 60_000)

  it('the same seed and view give the same decision; its budget is counted, not timed', () => {
    const g = atMoveOf('germans', 2, 5)
    const view = g.view('germans')
    expect(new HexSearchBot(hexContent, 'germans', 3).decide(view)).toEqual(new HexSearchBot(hexContent, 'germans', 3).decide(view))
  }, 60_000)
})
