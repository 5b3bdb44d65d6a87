/**
 * Issue 31's fifteenth pass (docs/ai-passes.md): the opening book. A game set up exactly as a book was worked out for
 * flies its first turn from the book, drawn by weight; any other setup, any later turn and a plan the rules refuse are
 * searched.
 */
import { describe, expect, it } from 'vitest'
import { cardArena } from '../../arena/card-arena'
import { content } from '../../../electron/testing/fixtures'
import type { Content, OpeningBook } from '../../content/types'
import { compileRules } from '../../engine/compiled'
import { scenarioSetup } from '../../engine/setup'
import type { GameSetup } from '../../engine/types'
import { viewFor } from '../../engine/view'
import type { CardGame } from '../../rulesets/card'
import { legalPlans } from './candidates'
import { LEVELS } from './levels'
import { bookOf, bookPlans, openingKey } from './opening-book'
import { SearchBot, type Searched } from './search-bot'

const setup = cardArena.setup(content, { scenario: 'face-to-face', variant: null })
const seat = setup.planes.find((p) => p.id === 'albatros')!.seat

/** The content with one book for Face to Face's Albatros. */
function withBook(plans: OpeningBook['planes'][string], key = openingKey(setup)): Content {
  return { ...content, openings: { 'face-to-face': { id: 'face-to-face', scenario: 'face-to-face', variant: null, key, made: 'a test', planes: { albatros: plans } } } }
}

class Watched extends SearchBot {
  readonly searchedOn: number[] = []
  protected override searched(s: Searched): void {
    this.searchedOn.push(s.view.turn)
  }
}

/** A small ace (the book is the level's option) and the plan it flies for the Albatros at the first turn of `game`. */
function firstPlan(c: Content, game: CardGame, seed: number, book = true): { cards: string[]; searched: number[] } {
  const bot = new Watched(c, seat, seed, { ...LEVELS.ace, candidates: 6, replies: 4, replyPool: 6, budget: null, book }, { clock: false })
  const cmds = bot.decide(viewFor(game.game.state, seat))
  const plan = cmds.find((x) => x.type === 'plan' && x.plane === 'albatros')
  return { cards: plan && plan.type === 'plan' ? plan.cards : [], searched: bot.searchedOn }
}

describe('the opening book', () => {
  const game = cardArena.start(content, setup, 3, 0) as CardGame
  const view = viewFor(game.game.state, seat)
  const legal = legalPlans(compileRules(content, setup), view, view.planes.find((p) => p.id === 'albatros')!)
  // two legal plans far down the cheap ranking, which the search would not fly
  const [x, y] = [legal[legal.length - 1].cards, legal[legal.length - 2].cards]

  it("fingerprints what decides the first turn: the same for the arena's setup (a turn limit) and New game's, another for other stands or rules", () => {
    const plain = scenarioSetup(content, { scenario: 'face-to-face', variant: null })
    expect(openingKey({ ...plain, options: { ...plain.options, turnLimit: 30 } })).toBe(openingKey(plain))
    // who sits where and the airmen's names do not count
    expect(openingKey({ ...plain, planes: plain.planes.map((p) => ({ ...p, seat: 'someone', crew: { pilot: 'Werner Voss' } })) })).toBe(openingKey(plain))
    const moved: GameSetup = { ...plain, planes: plain.planes.map((p, i) => (i ? p : { ...p, x: p.x + 0.5 })) }
    expect(openingKey(moved)).not.toBe(openingKey(plain))
    expect(openingKey({ ...plain, options: { ...plain.options, altitude: true } })).not.toBe(openingKey(plain))
    expect(openingKey(scenarioSetup(content, { scenario: 'face-to-face', variant: 'pfalz-vs-bullet-checker' }))).not.toBe(openingKey(plain))
  })

  it('is the first turn only, and only for the setup it was worked out for', () => {
    const c = withBook([{ cards: x, weight: 1 }])
    expect(bookPlans(c, view, 'albatros')).toEqual([{ cards: x, weight: 1 }])
    expect(bookPlans(c, { ...view, turn: 2 }, 'albatros')).toBeNull()
    expect(bookPlans(c, view, 'nieuport')).toBeNull()
    expect(bookOf(withBook([{ cards: x, weight: 1 }], '0123456789abcdef'), setup)).toBeNull()
  })

  it("a level with the book flies the book's plan at the first turn without searching it; without the book it searches", () => {
    const c = withBook([{ cards: x, weight: 1 }])
    expect(firstPlan(c, game, 1)).toEqual({ cards: x, searched: [] })
    const searched = firstPlan(c, game, 1, false)
    expect(searched.cards).not.toEqual(x)
    expect(searched.searched).toEqual([1])
  })

  it('draws by weight with its own generator', () => {
    const c = withBook([
      { cards: x, weight: 0.75 },
      { cards: y, weight: 0.25 },
    ])
    const flown = Array.from({ length: 80 }, (_, seed) => firstPlan(c, game, seed).cards.join())
    const xs = flown.filter((f) => f === x.join()).length
    expect(xs + flown.filter((f) => f === y.join()).length).toBe(80)
    // 80 draws of a 3-in-4 chance: 60 expected, 50-70 holds with a chance above 99%
    expect(xs).toBeGreaterThanOrEqual(50)
    expect(xs).toBeLessThanOrEqual(70)
    // the same seed draws the same plan
    expect(firstPlan(c, game, 7).cards).toEqual(flown[7].split(','))
  })

  it("searches where the book's plans are not legal for the plane", () => {
    const illegal = ['B12', 'B12', 'B12']
    expect(legal.some((p) => p.cards.join() === illegal.join())).toBe(false)
    expect(firstPlan(withBook([{ cards: illegal, weight: 1 }]), game, 1).searched).toEqual([1])
  })
})
