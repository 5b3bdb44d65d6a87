import { describe, expect, it } from 'vitest'
import { cardOf, content, startGame } from '../../../electron/testing/fixtures'
import { straights } from '../../../electron/testing/rule-helpers'
import { HeuristicBot, RandomBot } from '../../bots'
import { scenarioSetup } from '../setup'
import { makeSave, readSave, serializeSave, verifyReplay } from '../../save/save-file'
import { playGame } from '../../sim/play'
import { CommandError } from '../commands'
import { Game } from '../game'
import type { GameEvent, RulesOptions } from '../types'
import { viewFor } from '../view'
import { queueOf, queueOptions } from './turnless'

/** Two planes far apart, flying away from each other: nobody fires, the phases run on their own. */
function apart(options: Partial<RulesOptions>, seed = 1): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 20, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 140, y: 180, heading: 180 },
    ],
    { options, table: { width: 200, depth: 400 } },
    seed,
  )
}

const camel = (game: Game) => game.state.planes[0]
const revealed = (game: Game, plane: string) => game.events.filter((e): e is Extract<GameEvent, { type: 'manoeuvre-revealed' }> => e.type === 'manoeuvre-revealed' && e.plane === plane).map((e) => e.card)

/** the camel's and the dr1's cards, straights and gentle turns: legal in any order */
function gentle(game: Game, plane: string): string[] {
  return [...game.rules.byId.get(plane)!.cards.values()].filter((c) => !c.card.steep && !c.card.immelmann && !c.card.stall).map((c) => c.card.id)
}

function queue(game: Game, plane: string, card: string) {
  const p = game.state.planes.find((q) => q.id === plane)!
  game.apply({ type: 'plan', seat: p.seat, plane, cards: [card] })
}

describe('004 The "Turn less" Game (149-152): three cards queued, "each card you play takes effect three phases later"', () => {
  it('the first plan is the whole queue; after each phase every plane puts one card behind it, flown three phases later', () => {
    const game = apart({ turnless: 'three' })
    const [c, d] = [gentle(game, 'camel'), gentle(game, 'dr1')]
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: c.slice(0, 3) })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: d.slice(0, 3) })
    // phase 1 flown: the game waits in the planning step before phase 2 for one card from each plane
    expect([game.state.step, game.state.turn, game.state.phase]).toEqual(['planning', 1, 2])
    expect(game.waitingFor()).toEqual(['camel', 'dr1'])
    expect(queueOf(camel(game).plan, game.state.phase)).toEqual(c.slice(1, 3))
    const played: string[] = []
    for (let k = 3; k < 12 && !game.over; k++) {
      played.push(c[k])
      queue(game, 'camel', c[k])
      expect(game.waitingFor()).toEqual(['dr1'])
      queue(game, 'dr1', d[k])
    }
    // ten phases flown (three turns and the first phase of the fourth): the cards in the order played
    expect([game.state.turn, game.state.phase]).toEqual([4, 2])
    expect(revealed(game, 'camel')).toEqual(c.slice(0, 10))
    // the card played after phase n is revealed in phase n + 3
    const phaseOf = (card: string) => {
      const e = game.events.find((x) => x.type === 'manoeuvre-revealed' && x.plane === 'camel' && x.card === card)!
      return (e.turn - 1) * 3 + e.phase
    }
    const playedAfter = (card: string) => {
      const e = game.events.find((x) => x.type === 'plan-recorded' && x.plane === 'camel' && x.cards.includes(card))!
      // queued in the planning step before phase p (0: the turn's start) = after phase p - 1
      return (e.turn - 1) * 3 + Math.max(e.phase, 1) - 1
    }
    for (const card of c.slice(3, 10)) expect(phaseOf(card) - playedAfter(card)).toBe(3)
  })

  it('the turn limit counts turns of three phases, as in the basic game', () => {
    const game = apart({ turnless: 'three', turnLimit: 2 })
    const [c, d] = [gentle(game, 'camel'), gentle(game, 'dr1')]
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: c.slice(0, 3) })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: d.slice(0, 3) })
    for (let k = 3; !game.over; k++) {
      queue(game, 'camel', c[k])
      queue(game, 'dr1', d[k])
    }
    expect(game.state.result?.reason).toBe('turn-limit')
    expect(revealed(game, 'camel')).toHaveLength(6)
  })
})

describe('004 The "Turn less" Game (153-160): the designer\'s two cards, "each card you play takes effect two phases later"', () => {
  it('"you start planning two cards. You reveal and use the first, and fire. You put a third one. You reveal and use the second"', () => {
    const game = apart({ turnless: 'two' })
    const [c, d] = [gentle(game, 'camel'), gentle(game, 'dr1')]
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: c.slice(0, 3) })).toThrow(/the first plan is the whole queue of 2 cards, not 3/)
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: c.slice(0, 2) })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: d.slice(0, 2) })
    expect(revealed(game, 'camel')).toEqual([c[0]])
    queue(game, 'camel', c[2])
    queue(game, 'dr1', d[2])
    expect(revealed(game, 'camel')).toEqual(c.slice(0, 2))
    for (let k = 3; k < 8; k++) {
      queue(game, 'camel', c[k])
      queue(game, 'dr1', d[k])
      // before each reveal the queue held two cards: the one just played is flown two phases later
      expect(revealed(game, 'camel')).toEqual(c.slice(0, k))
    }
    expect([game.state.turn, game.state.phase]).toEqual([3, 2])
  })
})

describe('004 The "Turn less" Game (149-152): what may be queued', () => {
  it('one card at a time, of the deck, not one still in the queue ("a deck holds one of each card"); a flown card comes back', () => {
    const game = apart({ turnless: 'three' })
    const c = gentle(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: c.slice(0, 3) })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: gentle(game, 'dr1').slice(0, 3) })
    const refused = (cards: string[]) => {
      try {
        game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards })
      } catch (e) {
        expect(e).toBeInstanceOf(CommandError)
        return (e as CommandError).message
      }
      return null
    }
    expect(refused([c[3], c[4]])).toMatch(/puts one card behind its queue before each phase, not 2/)
    expect(refused([c[1]])).toMatch(/card .* is already in the queue: a deck holds one of each card/)
    expect(refused(['Z99'])).toMatch(/is not in the .* deck of camel/)
    // c[0] was flown in phase 1: it is back in the hand
    expect(refused([c[0]])).toBeNull()
    expect(refused([c[3]])).toMatch(/already planned its cards for phase 2 of turn 1/)
  })

  it("with 003's Altitude (line 333, no climb above level 3): the turn's first cards must leave a way to finish it, or a plane would be stuck with no third card the rules take", () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 20, heading: 0, altitude: 3 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 140, y: 180, heading: 180, altitude: 2 },
      ],
      { options: { turnless: 'two', altitude: true }, table: { width: 200, depth: 400 } },
    )
    // one climb counter already: the Camel's next climb takes it a level up, above the top
    game.state.planes[0].effects!.alt!.climbs = 1
    game.state.planes[0].effects!.alt!.turnStart.climbs = 1
    const climb = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'climb')
    const [s1] = straights(game, 'camel')
    // the first two of the turn: refused at once, with the reason, not accepted to leave every third card refused
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1] })).toThrow(/no card can complete the turn \(.*above level 3/)
    // the planning panel and the bots are told the same of the climb
    const p = game.state.planes[0]
    const options = queueOptions(game.rules.planes[0], p, game.state.phase, { rules: game.rules, effects: p.effects, turn: game.state.turn, stand: p })
    expect(options.get(climb)).toMatch(/no card could complete the turn after it/)
    expect(options.get(s1)).toBeNull()
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel').slice(0, 2) })
  })

  it("an ace's ability (003 Daredevil, line 962) lets the queue offer a second steep card in a row, which the reveal flies as planned", () => {
    const ace = (skills: ('daredevil')[]) =>
      startGame(
        [
          { id: 'nieuport', aircraft: 'nieuport-17-twin', team: 'allied', x: 60, y: 20, heading: 0, ...(skills.length ? { aceSkills: skills } : {}) },
          { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 140, y: 380, heading: 180 },
        ],
        { options: { turnless: 'three' }, table: { width: 200, depth: 400 } },
      )
    const steep = (g: Game) => [...g.rules.byId.get('nieuport')!.cards.values()].filter((c) => c.card.steep && !c.card.stall).map((c) => c.card.id)
    const offered = (g: Game) => {
      const p = g.state.planes[0]
      return queueOptions(g.rules.planes[0], p, g.state.phase, { rules: g.rules, effects: p.effects, turn: g.state.turn, stand: p })
    }
    for (const skills of [['daredevil'] as const, [] as const]) {
      const g = ace([...skills])
      const [first, second] = steep(g)
      const straight = straights(g, 'nieuport')[0]
      // the queue: a straight, then a steep turn; a second steep turn behind it is offered to the daredevil only
      const p = g.state.planes[0]
      const judged = queueOptions(g.rules.planes[0], { plan: [straight, first], last: p.last }, 0, { rules: g.rules, effects: p.effects, turn: 1, stand: p })
      if (skills.length) expect(judged.get(second)).toBeNull()
      else expect(judged.get(second)).toMatch(/two steep manoeuvres in a row/)
      expect(offered(g).get(first)).toBeNull()
    }
    // flown: the daredevil's second steep card is not replaced by a straight
    const g = ace(['daredevil'])
    const [first, second] = steep(g)
    g.apply({ type: 'plan', seat: 'allied', plane: 'nieuport', cards: [straights(g, 'nieuport')[0], first, second] })
    g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: gentle(g, 'dr1').slice(0, 3) })
    // each later phase: every plane queues the first card it is offered
    for (let k = 0; k < 3 && g.state.step === 'planning'; k++) {
      for (const w of g.waitingFor()) {
        const i = g.rules.byId.get(w)!.index
        const q = g.state.planes[i]
        const pick = [...queueOptions(g.rules.planes[i], q, g.state.phase, { rules: g.rules, effects: q.effects, turn: g.state.turn, stand: q })].find(([id, why]) => why === null && !g.rules.content.cards[id].steep)![0]
        g.apply({ type: 'plan', seat: q.seat, plane: w, cards: [pick] })
      }
    }
    expect(revealed(g, 'nieuport').slice(0, 3)).toContain(second)
    expect(g.events.some((e) => e.type === 'illegal-manoeuvre' && e.plane === 'nieuport')).toBe(false)
  })

  it('legality is judged against the last card of the queue: a steep card behind a steep card is illegal, found when revealed', () => {
    const game = apart({ turnless: 'three' })
    const cp = game.rules.byId.get('camel')!
    const steep = [...cp.cards.values()].filter((x) => x.card.steep).map((x) => x.card.id)
    const s = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [s[0], s[1], steep[0]] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: gentle(game, 'dr1').slice(0, 3) })
    const options = queueOptions(cp, camel(game), game.state.phase, undefined)
    expect(options.get(steep[1])).toBe('two steep manoeuvres in a row')
    expect(options.get(s[0])).toBeNull() // flown: back in the hand
    expect(options.get(s[1])).toBe('already in the queue')
    // as in the basic game an illegal card may be planned, and is replaced by a straight when revealed (003)
    queue(game, 'camel', steep[1])
    queue(game, 'dr1', gentle(game, 'dr1')[3])
    queue(game, 'camel', s[0])
    queue(game, 'dr1', gentle(game, 'dr1')[4])
    queue(game, 'camel', s[2])
    queue(game, 'dr1', gentle(game, 'dr1')[5])
    const illegal = game.events.filter((e) => e.type === 'illegal-manoeuvre')
    expect(illegal.map((e) => e.type === 'illegal-manoeuvre' && [e.plane, e.card, e.turn, e.phase])).toEqual([['camel', steep[1], 2, 1]])
  })
})

describe('004 The "Turn less" Game (149-152): the queue is secret, as the plan is', () => {
  it("another seat sees that a plane has queued, never which cards; its own seat sees the queue", () => {
    const game = apart({ turnless: 'three' })
    const c = gentle(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: c.slice(0, 3) })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: gentle(game, 'dr1').slice(0, 3) })
    queue(game, 'camel', c[3])
    const theirs = viewFor(game.state, 'central').planes[0]
    expect(theirs.committed).toBe(true)
    expect(theirs.plan).toBeUndefined()
    expect(JSON.stringify(viewFor(game.state, 'central'))).not.toContain(`"${c[3]}"`)
    const mine = viewFor(game.state, 'allied').planes[0]
    expect(queueOf(mine.plan, game.state.phase)).toEqual([c[1], c[2], c[3]])
    // the dr1 has not queued yet
    expect(viewFor(game.state, 'allied').planes[1].committed).toBe(false)
  })
})

describe('004 The "Turn less" Game (149-160): bots play it to the end, and it replays', () => {
  for (const turnless of ['three', 'two'] as const) {
    for (const kind of ['random', 'heuristic'] as const) {
      it(`${kind} bots, turnless "${turnless}": a whole game, every command accepted`, () => {
        const base = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
        const setup = { ...base, options: { ...base.options, turnless, turnLimit: 40 } }
        const bots = Object.fromEntries(setup.seats.map((s) => [s.id, kind === 'random' ? new RandomBot(content, s.id, 5) : new HeuristicBot(content, s.id, 5)]))
        const game = playGame(content, setup, 5, bots)
        expect(game.over).toBe(true)
        expect(game.state.result).not.toBeNull()
        // every card flown was played some phases before: a plan-recorded event names it
        const flown = game.events.filter((e) => e.type === 'manoeuvre-revealed').length
        const played = game.events.reduce((n, e) => n + (e.type === 'plan-recorded' ? e.cards.length : 0), 0)
        expect(played).toBeGreaterThanOrEqual(flown)
        // the same commands replay the same game; the save round-trips
        const replay = Game.start(content, game.state.setup, 5)
        for (const cmd of game.commands) replay.apply(cmd)
        expect(replay.state).toEqual(game.state)
        // a save in the middle of a turn, queues of five cards in the plans, reads back and replays to its snapshot
        const midway = Game.start(content, game.state.setup, 5)
        for (const cmd of game.commands.slice(0, Math.floor(game.commands.length / 2))) midway.apply(cmd)
        expect(midway.over).toBe(false)
        const { save } = readSave(content, serializeSave(makeSave(midway, { allied: 'human', central: 'human' })))
        expect(verifyReplay(content, save).identical).toBe(true)
        expect(save.snapshot).toEqual(midway.state)
      })
    }
  }
})
