/**
 * The tool that works out an opening book (issue 31's fifteenth pass, docs/ai-passes.md): its book is the searches'
 * draws, for the setup's fingerprint, and loads as content.
 */
import { describe, expect, it } from 'vitest'
import { cardArena } from '../../shared/arena/card-arena'
import { LEVELS } from '../../shared/bots/search/levels'
import { bookOf, openingKey } from '../../shared/bots/search/opening-book'
import { loadContent } from '../../shared/content/load'
import { readContentFiles } from '../content/load-assets'
import { content } from '../testing/fixtures'
import { MIN_WEIGHT, workOutOpening } from './opening-book'

describe('opening-book.ts', () => {
  it("works out each plane's first-turn plans by the searches' draws, a book the content loads and the game uses", () => {
    const level = { ...LEVELS.ace, candidates: 6, replies: 4, replyPool: 6, budget: null, nextGame: 0.5 }
    const book = workOutOpening(content, 'face-to-face', null, level, 3, 11, 'a test')
    const setup = cardArena.setup(content, { scenario: 'face-to-face', variant: null })
    expect(book.key).toBe(openingKey(setup))
    expect(Object.keys(book.planes).sort()).toEqual(['albatros', 'nieuport'])
    for (const plans of Object.values(book.planes)) {
      expect(plans.reduce((a, p) => a + p.weight, 0)).toBeCloseTo(1, 3)
      for (const p of plans) expect(p.weight).toBeGreaterThanOrEqual(MIN_WEIGHT)
      // heaviest first, each plan once
      expect(plans.map((p) => p.weight)).toEqual(plans.map((p) => p.weight).sort((a, b) => b - a))
      expect(new Set(plans.map((p) => p.cards.join())).size).toBe(plans.length)
    }
    // the same runs, the same book
    expect(workOutOpening(content, 'face-to-face', null, level, 3, 11, 'a test')).toEqual(book)
    const loaded = loadContent({ ...readContentFiles(), 'openings/face-to-face.json': JSON.stringify(book) })
    expect(bookOf(loaded, setup)?.planes).toEqual(book.planes)
  })

  it('refuses a seat of several planes', () => {
    expect(() => workOutOpening(content, 'dawn-patrols', null, { ...LEVELS.ace, candidates: 2, replies: 1 }, 1, 1, 'a test')).toThrow(/flies 2 planes/)
  })
})
