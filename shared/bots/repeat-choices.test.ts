/**
 * The bots plan an Exceptional pilot's blank "1" and "2" (003 lines 972-981: "you can use the "1" as the second or
 * third manoeuvre, the "2" as third: when you show the "1" use the first manoeuvre of the turn again, when you show the
 * "2" use the second again" ... "The restrictions of the "1" and "2" are the same as the card they replace"): the
 * search bot's candidates (search/candidates.ts) and the heuristic bot's card-by-card search (heuristic-bot.ts), both
 * through repeat-choices.ts, and only legal plans.
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType } from '../../electron/testing/engine-helpers'
import { content, setupWith, startGame, type PlaneSpec } from '../../electron/testing/fixtures'
import { checkPlan, planShapeProblem } from '../engine/planning'
import { isRepeatCard, resolveRepeats } from '../engine/rules/aces/exceptional-pilot'
import type { Game } from '../engine/game'
import { playGame } from '../sim/play'
import { BOTS } from '.'
import { HeuristicBot } from './heuristic-bot'
import { planRulesOf } from './plan-rules'
import { legalPlans } from './search/candidates'

/** A SPAD XIII (its pilot's abilities in `spad`) and a far Albatros on a large table. */
function duel(spad: Partial<PlaneSpec>): Game {
  return startGame(
    [
      { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 300, y: 300, heading: 0, ...spad },
      { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 60, y: 60, heading: 90 },
    ],
    { table: { width: 600, depth: 600 } },
  )
}

/** Why the engine would refuse or replace a card of the plan, or null when it flies as planned. */
function problem(game: Game, cards: readonly string[]): string | null {
  const view = game.view('allied')
  const p = view.planes.find((q) => q.id === 'spad')!
  const plane = game.rules.byId.get('spad')!
  return planShapeProblem(plane, cards) ?? checkPlan(plane, p.last, resolveRepeats(cards), planRulesOf(game.rules, view, p)).find((s) => s.reason)?.reason ?? null
}

const key = (cards: readonly string[]) => cards.join(',')

/** Where the SPAD's cards move it, card by card (a blank card as the card it repeats). */
function movement(game: Game, cards: readonly string[]): string {
  const deck = game.rules.byId.get('spad')!.cards
  return resolveRepeats(cards)
    .map((id) => [deck.get(id)!.right, deck.get(id)!.forward, deck.get(id)!.turn].map((v) => v.toFixed(3)).join('/'))
    .join(' ')
}

describe('the bots plan the Exceptional pilot\'s "1" and "2" (003 lines 972-981)', () => {
  it('the search bot\'s candidates hold "1" and "2" plans for an exceptional pilot, every one legal, and none for another pilot', () => {
    const plain = duel({})
    const ace = duel({ aceSkills: ['exceptional'] })
    const candidates = (g: Game) => legalPlans(g.rules, g.view('allied'), g.view('allied').planes.find((q) => q.id === 'spad')!)
    const mine = candidates(ace)
    const theirs = candidates(plain)
    const blanks = mine.filter((c) => c.cards.some(isRepeatCard))
    expect(theirs.some((c) => c.cards.some(isRepeatCard))).toBe(false)
    expect(blanks.some((c) => c.cards[1] === '1')).toBe(true)
    expect(blanks.some((c) => c.cards[2] === '1')).toBe(true)
    expect(blanks.some((c) => c.cards[2] === '2')).toBe(true)
    // "when you show the "1" use the first manoeuvre of the turn again": three of the same movement
    expect(blanks.some((c) => key(c.cards.slice(1)) === '1,2')).toBe(true)
    for (const c of blanks) expect(problem(ace, c.cards), key(c.cards)).toBeNull()
    // the ability adds plans and takes none away; each blank card flies a movement no card left in the deck flies
    expect(new Set(mine.filter((c) => !c.cards.some(isRepeatCard)).map((c) => key(c.cards)))).toEqual(new Set(theirs.map((c) => key(c.cards))))
    const moves = new Set(theirs.map((c) => movement(plain, c.cards)))
    for (const c of blanks) expect(moves.has(movement(ace, c.cards)), key(c.cards)).toBe(false)
  })

  it('"The restrictions of the "1" and "2" are the same as the card they replace": no candidate repeats a card where it would be illegal', () => {
    const ace = duel({ aceSkills: ['exceptional'] })
    const plane = ace.rules.byId.get('spad')!
    const view = ace.view('allied')
    const blanks = legalPlans(ace.rules, view, view.planes.find((q) => q.id === 'spad')!).filter((c) => c.cards.some(isRepeatCard))
    // an Immelmann repeated by the "1" needs a straight before it (003 lines 980-981), so never right after the first card
    const imm = (id: string) => plane.cards.get(id)?.card.immelmann === true
    for (const c of blanks) if (c.cards[1] === '1') expect(imm(c.cards[0]), key(c.cards)).toBe(false)
  })

  it('chasing an Albatros that flies away ahead, the heuristic bot flies three full straights, the third a blank card (the deck has two)', () => {
    for (const seed of [1, 2, 3]) {
      const chase = (skills: PlaneSpec['aceSkills']) => {
        const game = startGame(
          [
            { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 300, y: 100, heading: 0, aceSkills: skills },
            { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 300, y: 250, heading: 0 },
          ],
          { table: { width: 600, depth: 1200 } },
          seed,
        )
        const cmd = new HeuristicBot(content, 'allied', seed).decide(game.view('allied')).find((c) => c.type === 'plan')
        if (!cmd || cmd.type !== 'plan') throw new Error('the bot gave no plan for the SPAD')
        expect(problem(game, cmd.cards), key(cmd.cards)).toBeNull()
        const deck = game.rules.byId.get('spad')!.cards
        return { cards: cmd.cards, names: resolveRepeats(cmd.cards).map((id) => deck.get(id)!.card.name) }
      }
      const ace = chase(['exceptional'])
      expect(ace.names).toEqual(['Straight', 'Straight', 'Straight'])
      expect(ace.cards.filter(isRepeatCard)).toHaveLength(1)
      // without the ability the SPAD cannot fly it (deck A holds two full straights)
      expect(chase([]).names).not.toEqual(['Straight', 'Straight', 'Straight'])
    }
  })

  it('the heuristic bot plans a "1" or "2" where it flies best, and the engine takes every such plan', () => {
    let repeats = 0
    // positions around the table, the Albatros near or far
    for (let k = 0; k < 12; k++) {
      const game = startGame(
        [
          { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 150 + 25 * k, y: 200 + 15 * (k % 5), heading: (k * 47) % 360, aceSkills: ['exceptional'] },
          { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 300 - 10 * k, y: 330 - 12 * (k % 4), heading: (k * 83) % 360 },
        ],
        { table: { width: 600, depth: 600 } },
        k + 1,
      )
      const bot = new HeuristicBot(content, 'allied', k + 1)
      const cmd = bot.decide(game.view('allied')).find((c) => c.type === 'plan' && c.plane === 'spad')
      if (!cmd || cmd.type !== 'plan') throw new Error('the bot gave no plan for the SPAD')
      if (cmd.cards.some(isRepeatCard)) repeats++
      expect(problem(game, cmd.cards), key(cmd.cards)).toBeNull()
      expect(() => game.apply(cmd)).not.toThrow()
    }
    expect(repeats).toBeGreaterThan(0)
  })

  for (const bot of ['heuristic', 'recruit']) {
    it(`${bot} bots flying an exceptional pilot play a game to its end and use the ability (event 'repeated')`, () => {
      const setup = setupWith(
        [
          { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 250, y: 150, heading: 0, aceSkills: ['exceptional'] },
          { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 350, y: 450, heading: 180, aceSkills: ['exceptional'] },
        ],
        { options: { turnLimit: 8 }, table: { width: 600, depth: 600 } },
      )
      const g = playGame(content, setup, 5, { allied: BOTS[bot].make(content, 'allied', 5), central: BOTS[bot].make(content, 'central', 5) }, { maxTurns: 8 })
      expect(g.state.result).not.toBeNull()
      const repeated = eventsOfType(g.events, 'repeated')
      expect(repeated.length).toBeGreaterThan(0)
      // each told with the manoeuvre it repeats, which the plane flew in that phase
      for (const e of repeated) expect(eventsOfType(g.events, 'moved').some((m) => m.plane === e.plane && m.turn === e.turn && m.phase === e.phase && m.card === e.repeats)).toBe(true)
      expect(eventsOfType(g.events, 'illegal-manoeuvre').filter((e) => repeated.some((r) => r.plane === e.plane && r.turn === e.turn && r.phase === e.phase))).toEqual([])
    })
  }
})
