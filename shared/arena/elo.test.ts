/** The arena's Elo fit (Bradley-Terry, maximum likelihood): known values, draws, the anchor, a clean sweep. */
import { describe, expect, it } from 'vitest'
import { expectedScore, fitElo } from './elo'

const GAP_3_TO_1 = 400 * Math.log10(3)

describe('Elo ratings fitted to all results at once', () => {
  it('puts a bot that wins 3 games in 4 400·log10(3) ≈ 191 points above its opponent, at the anchor', () => {
    const r = fitElo([{ a: 'x', b: 'y', wins: 75, draws: 0, losses: 25 }], { bot: 'y', rating: 1500 }, 0)
    expect(r.get('y')).toBeCloseTo(1500, 6)
    expect(r.get('x')! - r.get('y')!).toBeCloseTo(GAP_3_TO_1, 6)
    expect(expectedScore(r.get('x')!, r.get('y')!)).toBeCloseTo(0.75, 9)
  })

  it('fits three bots whose results agree with the model exactly: 3:1, 3:1 and 9:1 give two equal gaps', () => {
    const r = fitElo(
      [
        { a: 'a', b: 'b', wins: 75, draws: 0, losses: 25 },
        { a: 'c', b: 'b', wins: 25, draws: 0, losses: 75 },
        { a: 'a', b: 'c', wins: 90, draws: 0, losses: 10 },
      ],
      { bot: 'c', rating: 0 },
      0,
    )
    expect(r.get('c')).toBeCloseTo(0, 6)
    expect(r.get('b')).toBeCloseTo(GAP_3_TO_1, 4)
    expect(r.get('a')).toBeCloseTo(2 * GAP_3_TO_1, 4)
  })

  it('counts a draw half a win to each: 50 wins and 50 draws of 100 is the 3:1 of 75 wins', () => {
    const r = fitElo([{ a: 'x', b: 'y', wins: 50, draws: 50, losses: 0 }], { bot: 'y', rating: 0 }, 0)
    expect(r.get('x')).toBeCloseTo(GAP_3_TO_1, 6)
  })

  it('keeps a clean sweep finite with the prior of one drawn game a pair: 100 wins of 100 fit as 100.5 to 0.5', () => {
    const r = fitElo([{ a: 'x', b: 'y', wins: 100, draws: 0, losses: 0 }], { bot: 'y', rating: 0 })
    expect(r.get('x')).toBeCloseTo(400 * Math.log10(100.5 / 0.5), 4)
  })

  it('refuses an anchor that played no game', () => {
    expect(() => fitElo([{ a: 'x', b: 'y', wins: 1, draws: 0, losses: 0 }], { bot: 'z', rating: 0 })).toThrow(/anchor z/)
  })
})
