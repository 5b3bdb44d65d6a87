import { describe, expect, it } from 'vitest'
import { eventsOfType } from '../../electron/testing/engine-helpers'
import { tailChase } from '../../electron/testing/ace-fire-helpers'
import { content, setupWith } from '../../electron/testing/fixtures'
import { stackDeck } from '../engine/damage'
import { viewFor } from '../engine/view'
import { playGame } from '../sim/play'
import { aceAnswers, evadeChoice, snipeGift, withFiringChoices } from './ace-answers'
import { BOTS } from '.'

describe('the bots\' answers at the firing (ace-answers.ts)', () => {
  const rules = tailChase().rules

  it('a sniper gives the cards that hurt most: an explosion first, then fire, then points; a jam card last (003 lines 994-998)', () => {
    expect(snipeGift(rules, ['A30', 'A48', 'A01'], 1)).toEqual(['A48'])
    expect(snipeGift(rules, ['A44', 'A47', 'A01'], 2)).toEqual(['A44', 'A47'])
    expect(snipeGift(rules, ['A07', 'A01'], 1)).toEqual(['A01'])
  })

  it('an evader spends its one use on an explosion, on a card that would down it, or on a heavy card; not on a light one (003 lines 966-967)', () => {
    expect(evadeChoice(rules, ['A01', 'A48'], 0, 14)).toBe('A48')
    expect(evadeChoice(rules, ['A01', 'A17'], 0, 14)).toBeNull()
    // 12 points taken: a 3 downs it at 14, taking it out saves the plane
    expect(evadeChoice(rules, ['A30'], 12, 14)).toBe('A30')
    expect(evadeChoice(rules, ['A44', 'A01'], 0, 14)).toBe('A44')
  })

  it('declares a bull\'s-eye at short range when the engine allows it, not at long range', () => {
    const near = tailChase()
    expect(withFiringChoices(near.rules, viewFor(near.state, 'allied'), { type: 'fire', seat: 'allied', plane: 'a', front: 't' }).snipe).toBe('front')
    const far = tailChase({ gap: 30 })
    expect(withFiringChoices(far.rules, viewFor(far.state, 'allied'), { type: 'fire', seat: 'allied', plane: 'a', front: 't' }).snipe).toBeUndefined()
    const tenacious = tailChase({ sniper: { aceSkills: ['tenacity'] } })
    expect(withFiringChoices(tenacious.rules, viewFor(tenacious.state, 'allied'), { type: 'fire', seat: 'allied', plane: 'a', front: 't' }).tenacity).toBe('front')
  })

  it('each bot answers from its own view: the sniper\'s seat its snipe, then the target\'s seat its evade', () => {
    const game = tailChase({ target: { aceSkills: ['good-at-evading'] } })
    stackDeck(game.state, 'A', ['A48', 'A30', 'A01'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    expect(aceAnswers(game.rules, viewFor(game.state, 'central'), 'central')).toEqual([])
    const snipe = aceAnswers(game.rules, viewFor(game.state, 'allied'), 'allied')
    expect(snipe).toEqual([{ type: 'snipe', seat: 'allied', plane: 'a', give: ['A48', 'A30'] }])
    game.apply(snipe[0])
    const evade = aceAnswers(game.rules, viewFor(game.state, 'central'), 'central')
    expect(evade).toEqual([{ type: 'evade', seat: 'central', plane: 't', card: 'A48' }])
  })

  for (const bot of ['random', 'heuristic', 'greedy', 'flowchart', 'recruit']) {
    it(`${bot} against ${bot}, snipers and evaders on both sides: the game ends, and the abilities were used`, () => {
      const setup = setupWith([
        { id: 'a', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, aceSkills: ['sniper', 'good-at-evading'] },
        { id: 't', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180, aceSkills: ['sniper', 'good-at-evading'] },
      ])
      const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS[bot].make(content, s.id, 5)]))
      const game = playGame(content, setup, 5, policies, { maxTurns: 30 })
      expect(game.state.result).not.toBeNull()
      expect(game.state.step).toBe('over')
      const fired = eventsOfType(game.events, 'fired').length
      if (fired > 0) expect(eventsOfType(game.events, 'ace-fired').length + eventsOfType(game.events, 'evaded').length, `${fired} shots fired`).toBeGreaterThan(0)
    })
  }
})
