import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
import { straights } from '../../../electron/testing/rule-helpers'
import type { Game } from '../../engine/game'
import type { GameEvent } from '../../engine/types'
import { HeuristicBot } from '../heuristic-bot'
import { LEVELS } from './levels'
import { SearchBot } from './search-bot'

/** The ace plans for the allied Camel; the enemy flies three straights; the turn is played with heuristic fire orders. */
function playAceTurn(game: Game, bot: SearchBot): GameEvent[] {
  const events: GameEvent[] = []
  for (const cmd of bot.decide(game.view('allied'))) events.push(...game.apply(cmd))
  const enemy = game.rules.byId.get('dr1')!
  const straights = [...enemy.cards.values()].filter((c) => c.card.straight).slice(0, 3).map((c) => c.card.id)
  events.push(...game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights }))
  const them = new HeuristicBot(content, 'central', 1)
  while (!game.over && game.state.step !== 'planning') {
    const seat = game.state.planes.find((p) => game.waitingFor().includes(p.id))!.seat
    const who = seat === 'allied' ? bot : them
    for (const cmd of who.decide(game.view(seat))) events.push(...game.apply(cmd))
  }
  return events
}

/** A frozen clock: the ace never runs out of time, so its game is the same for a seed. */
const frozen = { now: () => 0 }

describe('the search bot flies and fights', () => {
  it('with an enemy dead ahead in range, the ace keeps it in its guns and fires', () => {
    // Since issue 31's tenth pass the ace also expects an enemy that breaks away from its likely plans (its reply pool
    // holds a share ranked against them, docs/ai-passes.md "Tenth pass"), and its mixed strategy sometimes gives up the
    // second phase's shot for a plan that serves against the break: over seeds 1-12 it fired in two phases 8 times and
    // in one 4 times (before, 12 and 0). It always fires, and keeps the enemy in its guns twice in most seeds.
    const fired = [1, 2, 3, 4, 5, 6].map((seed) => {
      const game = startGame([
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 78, heading: 0 },
      ])
      return playAceTurn(game, new SearchBot(content, 'allied', seed, 'ace', frozen)).filter((e) => e.type === 'fired' && e.plane === 'camel').length
    })
    for (const [k, n] of fired.entries()) expect(n, `seed ${k + 1}`).toBeGreaterThanOrEqual(1)
    expect(fired.filter((n) => n >= 2).length, fired.join()).toBeGreaterThanOrEqual(4)
  })

  it('with the table edge just ahead, the ace does not fly off it', () => {
    for (const seed of [1, 2, 3, 4]) {
      const game = startGame([
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 180, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 60, y: 60, heading: 90 },
      ])
      playAceTurn(game, new SearchBot(content, 'allied', seed, 'ace', frozen))
      expect(game.state.planes[0].status, `seed ${seed}`).toBe('flying')
    }
  })

  it('states its intent for the plan it chose, and has none before planning', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 140, heading: 180 },
    ])
    const bot = new SearchBot(content, 'allied', 1, 'veteran')
    expect(bot.intentOf('camel')).toBeNull()
    bot.decide(game.view('allied'))
    expect(bot.intentOf('camel')).toMatch(/Dr\.I|table|course/)
  })

  it('sends its intent with its plan, and the engine tells it to every seat once the turn has been flown (issue 14: "shown only after the phase it describes")', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 140, heading: 180 },
    ])
    const bot = new SearchBot(content, 'allied', 1, 'veteran')
    const plan = bot.decide(game.view('allied')).find((c) => c.type === 'plan')!
    expect(plan).toMatchObject({ type: 'plan', plane: 'camel', intent: bot.intentOf('camel') })
    game.apply(plan)
    expect(JSON.stringify(game.view('central'))).not.toContain(bot.intentOf('camel')!)
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    while (game.state.step === 'firing') for (const p of game.waitingFor()) game.apply({ type: 'fire', seat: game.state.planes.find((q) => q.id === p)!.seat, plane: p, front: null, rear: null })
    expect(game.events.filter((e) => e.type === 'intent')).toMatchObject([{ plane: 'camel', text: bot.intentOf('camel'), to: 'all' }])
  })
})

describe("the ace's budget", () => {
  const duel = () =>
    startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 140, heading: 180 },
    ])

  it('stops on its clock: with a clock moving 1 ms a reading, after the columns finished within its second', () => {
    let t = 0
    const bot = new SearchBot(content, 'allied', 1, 'ace', { now: () => (t += 1) })
    const cmds = bot.decide(duel().view('allied'))
    const d = bot.decisionOf('camel')!
    expect(d).toMatchObject({ stopped: true, candidates: bot.level.candidates })
    expect(d.columns).toBeGreaterThan(1)
    expect(d.columns).toBeLessThan(bot.level.replies)
    expect(cmds).toHaveLength(1)
  })

  it('stops within the first column if it must: with 100 ms a reading, on the candidates it played', () => {
    let t = 0
    const bot = new SearchBot(content, 'allied', 1, 'ace', { now: () => (t += 100) })
    const cmds = bot.decide(duel().view('allied'))
    const d = bot.decisionOf('camel')!
    expect(d).toMatchObject({ stopped: true, columns: 1 })
    expect(d.candidates).toBeGreaterThanOrEqual(1)
    expect(d.candidates).toBeLessThan(bot.level.candidates)
    expect(cmds).toHaveLength(1)
  })

  it('with time to spare it uses its whole count, and the same seed gives the same plan', () => {
    const a = new SearchBot(content, 'allied', 1, 'ace', frozen)
    const b = new SearchBot(content, 'allied', 1, 'ace', frozen)
    const view = duel().view('allied')
    expect(a.decide(view)).toEqual(b.decide(view))
    expect(a.decisionOf('camel')).toMatchObject({ stopped: false, columns: a.level.replies })
  })

  it('a duel plays every column within the counted budget: 48 columns of 48 rollouts, each counted for its 2 planes', () => {
    const bot = new SearchBot(content, 'allied', 1, 'ace', frozen)
    bot.decide(duel().view('allied'))
    expect(bot.decisionOf('camel')).toMatchObject({ stopped: false, columns: 48, candidates: 48, spent: 48 * 48 * 2 })
    expect(bot.level.budget).toBeGreaterThanOrEqual(48 * 48 * 2)
  })

  it('stops on its counted budget, whole columns, whatever the clock says: the same plan at any speed', () => {
    // a budget of 5 columns of a duel and a bit: the sixth would not fit
    const level = { ...LEVELS.ace, budget: 5 * 48 * 2 + 50 }
    let t = 0
    const slow = new SearchBot(content, 'allied', 1, level, { now: () => (t += 1000), clock: false })
    const quick = new SearchBot(content, 'allied', 1, level, frozen)
    const view = duel().view('allied')
    expect(slow.decide(view)).toEqual(quick.decide(view))
    expect(slow.decisionOf('camel')).toMatchObject({ stopped: false, columns: 5, candidates: 48, spent: 5 * 48 * 2 })
  })

  it('plays its first column whole even when that alone is over the budget', () => {
    const bot = new SearchBot(content, 'allied', 1, { ...LEVELS.ace, budget: 10 }, frozen)
    expect(bot.decide(duel().view('allied'))).toHaveLength(1)
    expect(bot.decisionOf('camel')).toMatchObject({ stopped: false, columns: 1, candidates: 48, spent: 48 * 2 })
  })

  it('without the clock (the arena unless --clock), a clock that races does not stop it', () => {
    let t = 0
    const bot = new SearchBot(content, 'allied', 1, 'ace', { now: () => (t += 100), clock: false })
    bot.decide(duel().view('allied'))
    expect(bot.decisionOf('camel')).toMatchObject({ stopped: false, columns: 48 })
  })
})

describe('every level counts its budget and keeps the clock as a guard', () => {
  const duel = () =>
    startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 140, heading: 180 },
    ])

  it('the recruit and veteran count their columns alone (no budget across planes), every level has a guard', () => {
    expect(LEVELS.recruit.budget).toBeNull()
    expect(LEVELS.veteran.budget).toBeNull()
    for (const lv of Object.values(LEVELS)) expect(lv.guardMs).toBeGreaterThan(0)
  })

  it('the veteran stops on its guard too: with a clock moving 100 ms a reading it stops within its first column', () => {
    let t = 0
    const bot = new SearchBot(content, 'allied', 1, 'veteran', { now: () => (t += 100) })
    bot.decide(duel().view('allied'))
    expect(bot.decisionOf('camel')).toMatchObject({ stopped: true, columns: 1 })
  })
})
