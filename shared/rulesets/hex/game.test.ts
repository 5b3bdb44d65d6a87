/**
 * The hex game behind the contract: refusals change nothing, bad input gets a clear refusal, a game replays from
 * its setup, seed and commands, a saved state checks against the schema and plays on the same, legalCommands agrees
 * with the game, and the report names who downed whom.
 */
import { describe, expect, it } from 'vitest'
import { rulesetOf } from '../index'
import { hexContent } from './content-fixture'
import { HexGame } from './game'
import { hexRuleset } from './index'
import { candidates, legalCommands } from './legal'
import { playRandomGame } from './random-play'
import { hexSetupFor } from './setup'
import { hexStateSchema } from './schema'
import { playHexScript, refusalOf as refusal } from './script'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const duel = (seed = 1) => HexGame.start(hexSetupFor(hexContent, 'duel'), seed)

describe('the hex ruleset behind the contract', () => {
  it('is registered as "hex", version 2, with its scenarios and seats', () => {
    expect(rulesetOf('hex')).toBe(hexRuleset)
    expect(hexRuleset.version).toBe(2)
    expect(hexRuleset.scenarios(hexContent).map((s) => s.id)).toContain('two-on-two')
    expect(hexRuleset.seats(hexRuleset.setupFor(hexContent, 'two-on-two'))).toEqual(['allies-1', 'allies-2', 'germans-1', 'germans-2'])
    expect(() => hexRuleset.setupFor(hexContent, 'moon')).toThrow(/no hex scenario "moon"/)
    // the options are 001's, checked: a misspelt toggle is refused, naming them
    expect(hexRuleset.setupFor(hexContent, 'duel', { fuel: true }).options).toEqual({ fuel: true })
    expect(() => hexRuleset.setupFor(hexContent, 'duel', { fule: true })).toThrow(/the 001 options are fuel, /)
  })

  it('a refused command throws a RuleRefusal in words a player understands and changes nothing', () => {
    const game = duel()
    const before = JSON.stringify(game.state)
    const events = game.events.length
    expect(refusal(game, { type: 'end-move', seat: 'allies' })).toBe('spaces-left: camel must fly 3 spaces (its velocity); it has flown 0')
    expect(refusal(game, { type: 'move', seat: 'germans' })).toBe('not-your-turn: It is the turn of allies, not of germans')
    expect(refusal(game, { type: 'loop-the-loop', seat: 'allies' })).toMatch(/^bad-command: Not a command of the hex game: There is no command "loop-the-loop"/)
    expect(refusal(game, { type: 'face', seat: 'allies', dir: 'up' })).toMatch(/^bad-command/)
    expect(refusal(game, { type: 'move', seat: 'zeppelin' })).toBe('no-seat: There is no seat "zeppelin" in this game')
    expect(game.events.length).toBe(events)
    expect(game.commands).toHaveLength(0)
    expect(JSON.stringify(game.state)).toBe(before)
    // a command refused half-way (Forward -1 after three spaces flown: its card is taken before the velocity is
    // judged) leaves the hand, the discard pile and the log as they were
    for (let i = 0; i < 3; i++) game.play({ type: 'move', seat: 'allies' })
    game.state.hands.allies.push(...game.state.deck.splice(game.state.deck.findIndex((c) => c.type === 'forward'), 1))
    const mid = JSON.stringify(game.state)
    const n = game.events.length
    expect(refusal(game, { type: 'card', seat: 'allies', card: game.state.hands.allies.at(-1)!.id, velocity: -1 })).toBe('velocity: camel has already flown 3 spaces this move: its velocity cannot be less')
    expect(JSON.stringify(game.state)).toBe(mid)
    expect(game.events.length).toBe(n)
  })

  it('a game replays exactly from its setup, seed and commands; its saved state checks against the schema and plays on the same', () => {
    const game = duel(42)
    playRandomGame(game, 42, undefined, 15)
    const again = HexGame.start(hexSetupFor(hexContent, 'duel'), 42)
    for (const c of game.commands) again.play(c)
    expect(again.state).toEqual(game.state)
    expect(again.events).toEqual(game.events)
    const saved = JSON.parse(JSON.stringify(game.state))
    expect(hexStateSchema.safeParse(saved).success).toBe(true)
    expect(hexStateSchema.safeParse({ ...saved, planes: [{ ...saved.planes[0], altitude: 'high' }] }).success).toBe(false)
    // the saved state resumed plays on exactly as the game it was saved from
    const resumed = hexRuleset.resume(hexContent, saved, game.commands)
    expect(resumed.commands.length).toBe(game.commands.length)
    expect(game.over).toBe(false)
    const before = game.commands.length
    playRandomGame(game, 7, undefined, 40)
    expect(game.commands.length).toBeGreaterThan(before)
    for (const c of game.commands.slice(before)) resumed.play(c)
    expect(resumed.state).toEqual(game.state)
  })

  it('legalCommands, judged from the seat view alone, agrees with the game on every candidate', () => {
    for (const seed of [3, 11, 19]) {
      const game = HexGame.start(hexSetupFor(hexContent, seed === 19 ? 'two-seaters' : 'duel'), seed)
      let steps = 0
      while (!game.over && steps++ < 25) {
        const seat = game.waitingFor()[0]
        const view = game.view(seat)
        const legal = legalCommands(view, seat).map((c) => JSON.stringify(c))
        for (const c of candidates(view, seat)) {
          const copy = HexGame.resume(game.state)
          const taken = refusal(copy, c) === 'taken'
          expect(taken, `${JSON.stringify(c)} at seed ${seed} step ${steps}`).toBe(legal.includes(JSON.stringify(c)))
        }
        expect(legal.length).toBeGreaterThan(0)
        game.play(JSON.parse(legal[steps % legal.length]))
      }
    }
  })

  it('the report names who downed whom and what became of each plane (a campaign counts the kills: 002 ACES "Aces have 5+ kills")', () => {
    const script = JSON.parse(readFileSync(join(__dirname, '../../../docs/examples/hex/shot-down.json'), 'utf8'))
    const { game } = playHexScript(hexContent, script)
    expect(game!.report()).toEqual({
      credits: [{ victim: 'fokker', how: 'shot-down', turn: 1, phase: 0, by: ['camel'] }],
      fates: [
        { plane: 'camel', team: 'allies', downed: null, byFire: false, observerOut: false },
        { plane: 'fokker', team: 'germans', downed: 'shot-down', byFire: true, observerOut: false },
      ],
      winner: 'allies',
    })
    expect(game!.result()).toEqual({ over: true, winner: 'allies', words: 'allies win: no enemy plane is left flying' })
    expect(game!.waitingFor()).toEqual([])
  })

  it('every die is an event all seats see, and comes from the game state generator (a replay rolls the same)', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'two-on-two'), 5)
    playRandomGame(game, 5, undefined, 30)
    const rolls = game.events.filter((e) => e.type === 'roll')
    expect(rolls.length).toBeGreaterThan(4)
    expect(rolls.every((e) => e.to === 'all' && e.roll! >= 1 && e.roll! <= 6)).toBe(true)
    for (const seat of [...hexRuleset.seats(game.state.setup), null]) expect(game.eventsFor(game.events, seat).filter((e) => e.type === 'roll')).toEqual(rolls)
  })

  it('a seat sees its own cards drawn, and only how many the others drew', () => {
    const game = duel()
    const mine = game.eventsFor(game.events, 'allies').filter((e) => e.cards)
    expect(mine.every((e) => e.to === 'allies' || e.type === 'discard')).toBe(true)
    const theirs = game.eventsFor(game.events, 'germans').filter((e) => e.type === 'drew')
    expect(theirs.every((e) => e.to === 'germans')).toBe(true)
    expect(game.eventsFor(game.events, null).some((e) => e.type === 'drew')).toBe(false)
    const v = game.view('germans')
    expect(v.hand).toHaveLength(2)
    expect(v.handCounts).toEqual({ allies: 4, germans: 2 })
    expect(Object.keys(v)).not.toContain('deck')
    expect(game.view(null).hand).toEqual([])
  })
})
