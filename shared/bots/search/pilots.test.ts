/**
 * Issue 14, "It decides from its own seat's view only ... it samples the hidden information consistent with that view
 * (the opponents' plans ...)": the search bot's guess of the other seats' plans follows what it has seen of how they fly
 * (pilots.ts). It reads a pilot it knows within a few turns, and one it does not know sinks to "none of them".
 */
import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
import type { Game } from '../../engine/game'
import { FlowchartBot } from '../flowchart-bot'
import { GreedyBot } from '../greedy-bot'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'
import { RandomBot } from '../random-bot'
import { LEVELS } from './levels'
import { MATCH_IF_NOT, MATCH_IF_SO, PILOTS, PRIOR, takeFlown, update } from './pilots'
import { SearchBot } from './search-bot'

const frozen = { now: () => 0 }

describe("Bayes' rule for one plane's turn", () => {
  const prior = [...PILOTS.map(() => PRIOR), 1 - PILOTS.length * PRIOR]

  it('a pilot whose plan was borne out gains, the others lose, and the beliefs still sum to 1', () => {
    const post = update(prior, [false, false, true])
    expect(post[2]).toBeGreaterThan(PRIOR)
    expect(post[0]).toBeLessThan(PRIOR)
    expect(post[3]).toBeLessThan(prior[3])
    expect(post.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    // the odds of pilot 2 against none of them move by (SO / NOT) x ((1 - NOT) / (1 - NOT)) for its own hit
    expect(post[2] / post[3]).toBeCloseTo((prior[2] / prior[3]) * (MATCH_IF_SO / MATCH_IF_NOT), 12)
  })

  it('no plan borne out moves the beliefs towards none of them', () => {
    let b = prior
    for (let i = 0; i < 4; i++) b = update(b, [false, false, false])
    expect(b[3]).toBeGreaterThan(0.9)
  })

  it('two pilots that planned alike and were both borne out rise together', () => {
    const post = update(prior, [true, false, true])
    expect(post[0]).toBeCloseTo(post[2], 12)
    expect(post[0]).toBeGreaterThan(PRIOR)
  })
})

/** Turns of a duel: the ace (veteran level, for speed) for the allied Camel, `them` for the Dr.I; the beliefs about the Germans after each. */
function beliefsOver(them: (seat: string) => Policy, turns: number): number[][] {
  const game: Game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 40, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 120, y: 160, heading: 180 },
    ],
    { table: { width: 180, depth: 200 } },
  )
  const bot = new SearchBot(content, 'allied', 3, 'veteran', frozen)
  const other = them('central')
  const seen: number[][] = []
  for (let i = 0; i < 200 && !game.over && seen.length < turns; i++) {
    const waiting = game.waitingFor()
    if (game.state.step === 'planning' && waiting.includes('camel')) seen.push([...bot.beliefsAbout('central')!])
    const seat = game.state.planes.find((p) => waiting.includes(p.id))!.seat
    for (const cmd of (seat === 'allied' ? bot : other).decide(game.view(seat))) game.apply(cmd)
  }
  // the beliefs held at the planning of the turn after the last one flown
  if (!game.over) {
    bot.decide(game.view('allied'))
    seen.push([...bot.beliefsAbout('central')!])
  }
  return seen
}

describe('the search bot reads the other pilots from where their planes went', () => {
  it('before anything is seen, it holds the prior', () => {
    const bot = new SearchBot(content, 'allied', 1, 'ace', frozen)
    expect(bot.beliefsAbout('central')).toEqual([...PILOTS.map(() => PRIOR), 1 - PILOTS.length * PRIOR])
    expect(new SearchBot(content, 'allied', 1, 'recruit', frozen).beliefsAbout('central')).toBeNull()
  })

  for (const [name, make] of [
    ['flowchart', (s: string) => new FlowchartBot(content, s, 9)],
    ['greedy', (s: string) => new GreedyBot(content, s, 9)],
    ['heuristic', (s: string) => new HeuristicBot(content, s, 9)],
  ] as const) {
    it(`a seat flown by the ${name} bot is read as the ${name} pilot within three turns`, () => {
      const seen = beliefsOver(make, 4)
      expect(seen.length).toBeGreaterThanOrEqual(3)
      const last = seen[seen.length - 1]
      const k = PILOTS.indexOf(name)
      expect(last[k], JSON.stringify(seen)).toBeGreaterThan(0.6)
      expect(last[k]).toBe(Math.max(...last))
    })
  }

  it('told it does not know them (knows: false, the training tools\' blind level), it reads no pilot by name but still fits a model to how the seat flies', () => {
    const game: Game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 40, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 120, y: 160, heading: 180 },
      ],
      { table: { width: 180, depth: 200 } },
    )
    const blind = new SearchBot(content, 'allied', 3, { ...LEVELS.veteran, knows: false }, frozen)
    expect(blind.beliefsAbout('central')).toBeNull()
    blind.decide(game.view('allied'))
    expect(blind.beliefsAbout('central')).toBeNull()
    expect(blind.styleReader()).not.toBeNull()
    // the level as it is reads them
    const reading = new SearchBot(content, 'allied', 3, 'veteran', frozen)
    reading.decide(game.view('allied'))
    expect(reading.beliefsAbout('central')).not.toBeNull()
  })

  it('a seat that flies at random is read as none of them', () => {
    const seen = beliefsOver((s) => new RandomBot(content, s, 9), 4)
    const last = seen[seen.length - 1]
    expect(last[PILOTS.length], JSON.stringify(seen)).toBeGreaterThan(0.6)
  })
})

describe("a note made before a turn, taken once the next turn's view comes (takeFlown: the reader's, the fitted model's, the memory's)", () => {
  const view = { turn: 5 } as Parameters<typeof takeFlown>[1]
  it('is checked once when it is of the turn just flown, kept while its turn is to come, and dropped once past', () => {
    expect(takeFlown({ turn: 4 }, view)).toEqual({ flown: { turn: 4 }, keep: null })
    expect(takeFlown({ turn: 5 }, view)).toEqual({ flown: null, keep: { turn: 5 } })
    expect(takeFlown({ turn: 2 }, view)).toEqual({ flown: null, keep: null })
    expect(takeFlown(null, view)).toEqual({ flown: null, keep: null })
  })
})
