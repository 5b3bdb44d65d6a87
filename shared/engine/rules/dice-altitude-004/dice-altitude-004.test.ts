import { describe, expect, it } from 'vitest'
import { cardOf, content, setupWith, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { orders } from '../../../../electron/testing/rule-helpers'
import { HeuristicBot, RandomBot } from '../../../bots'
import type { Policy } from '../../../bots/policy'
import { playGame } from '../../../sim/play'
import { commandSchema, clientCommandSchema } from '../../command-schema'
import { CommandError } from '../../commands'
import { Game } from '../../game'
import { freeDogfightSetup, scenarioSetup, SetupError } from '../../setup'
import type { DiceIntent, GameEvent, GameSetup, PlanCommand } from '../../types'
import { cardsAcrossDice, DICE_START, diceRuleOut, flownAs, slowestStraight } from '.'
import { cardsAtDistance } from '../../../geometry/ruler'
import { chaseIntents } from '../../../bots/dice-intents'
import { eventsFor } from '../../view'

const ON = { diceAltitude004: true }

/** A deck's straights, slowest first, and the other cards by kind. */
function cardsOf(game: Game, plane: string) {
  const deck = [...game.rules.byId.get(plane)!.cards.values()]
  const straights = deck.filter((c) => c.card.straight && 'straight' in c.card.move).sort((a, b) => a.forward - b.forward)
  return {
    straights: straights.map((c) => c.card.id),
    length: (id: string) => game.rules.byId.get(plane)!.cards.get(id)!.forward,
    turn: deck.find((c) => c.card.turn && !c.card.steep)!.card.id,
    steep: deck.find((c) => c.card.steep && !c.card.stall)!.card.id,
  }
}

function plan(game: Game, plane: string, cards: string[], dice?: DiceIntent[]): GameEvent[] {
  const p = game.state.planes.find((q) => q.id === plane)!
  return game.apply({ type: 'plan', seat: p.seat, plane, cards, ...(dice ? { dice } : {}) })
}

/** Two Camels, one each side, `plane` at (100, 40) and `other` `gap` cm straight ahead, both heading north. */
function chase(levels: [number, number], gap: number, other: Omit<PlaneSpec, 'x' | 'y' | 'heading' | 'id'> = { aircraft: 'sopwith-camel', team: 'central' }, otherFirst = false): Game {
  const mine: PlaneSpec = { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: otherFirst ? 40 + gap : 40, heading: 0, altitude: levels[0] }
  const theirs: PlaneSpec = { id: 'hun', ...other, team: 'central', x: 100, y: otherFirst ? 40 : 40 + gap, heading: 0, altitude: levels[1] }
  return startGame([mine, theirs], { options: ON })
}

/** How far forward a plane moved at each of its moves (its heading north). */
const forward = (game: Game, plane: string) => game.events.flatMap((e) => (e.type === 'moved' && e.plane === plane ? [e.at.y - e.from.y] : []))

const phase = (game: Game, n: number) => game.events.filter((e) => e.turn === 1 && e.phase === n)

describe('004 dice altitude (lines 171-201)', () => {
  it('004 dice altitude (rule 1, line 175): every plane starts at level 3, or where its scenario puts it on the die (1 to 6)', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
        { id: 'hun', aircraft: 'sopwith-camel', team: 'central', x: 100, y: 160, heading: 180, altitude: 6 },
      ],
      { options: ON },
    )
    expect(game.state.planes.map((p) => p.effects!.alt!.level)).toEqual([DICE_START, 6])
    expect(DICE_START).toBe(3)
    // the table's pegs read effects.alt.level: the die shows for free
    expect(game.view(null).planes.map((p) => p.effects && 'alt' in p.effects && p.effects.alt!.level)).toEqual([3, 6])
    expect(() => startGame([{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 7 }, { id: 'hun', aircraft: 'sopwith-camel', team: 'central', x: 100, y: 160, heading: 180 }], { options: ON })).toThrow(/1 to 6, not 7/)
    const free = freeDogfightSetup(content, { table: { width: 200, depth: 200 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied', altitude: 5 }, { aircraft: 'albatros-d-va', team: 'central' }], options: ON })
    expect(free.planes[0].altitude).toBe(5)
    expect(() => freeDogfightSetup(content, { table: { width: 200, depth: 200 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied', altitude: 0 }, { aircraft: 'albatros-d-va', team: 'central' }], options: ON })).toThrow(SetupError)
  })

  it("judgement call: 004's dice altitude is refused with 003's Altitude and with the turn-less game, in words", () => {
    const both = { table: { width: 200, depth: 200 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' as const }, { aircraft: 'albatros-d-va', team: 'central' as const }] }
    expect(() => freeDogfightSetup(content, { ...both, options: { ...ON, altitude: true } })).toThrow(/dice altitude and 003's Altitude .* choose one/)
    expect(() => freeDogfightSetup(content, { ...both, options: { ...ON, turnless: 'three' } })).toThrow(/turn-less/)
    expect(() => scenarioSetup(content, { scenario: Object.keys(content.scenarios)[0], options: { ...ON, altitude: true } })).toThrow(SetupError)
    // a setup made by hand is refused when the game starts
    const setup: GameSetup = setupWith([{ id: 'a', aircraft: 'sopwith-camel', team: 'allied', x: 50, y: 50, heading: 0 }, { id: 'b', aircraft: 'sopwith-camel', team: 'central', x: 150, y: 150, heading: 0 }], { options: { ...ON, altitude: true } })
    expect(() => Game.start(content, setup, 1)).toThrow(/choose one/)
  })

  it('004 dice altitude (rule 2, line 177): a plane climbs only with a straight card, and descends with any card but a steep one; the plan says so beside its cards', () => {
    const game = chase([3, 3], 60)
    const c = cardsOf(game, 'camel')
    const refused = (cards: string[], dice: unknown) => {
      try {
        plan(game, 'camel', cards, dice as DiceIntent[])
      } catch (e) {
        expect(e).toBeInstanceOf(CommandError)
        return `${(e as CommandError).code}: ${(e as Error).message}`
      }
      return null
    }
    expect(refused([c.turn, c.straights[0], c.straights[1]], ['up', 'level', 'level'])).toMatch(/illegal-plan: .*cannot climb: a plane climbs only with a straight card \(004 dice altitude, rule 2, line 177\)/)
    expect(refused([c.steep, c.straights[0], c.straights[1]], ['down', 'level', 'level'])).toMatch(/illegal-plan: .*cannot descend: a steep card/)
    expect(refused([c.straights[0], c.straights[1], c.straights[2]], ['up', 'level'])).toMatch(/illegal-plan: the plan has 3 cards but 2 altitude intents/)
    expect(refused([c.straights[0], c.straights[1], c.straights[2]], ['up', 'sideways', 'level'])).toMatch(/^malformed: /)
    expect(game.state.planes[0].plan).toBeNull()
    // a turn may descend, a straight may climb
    plan(game, 'camel', [c.turn, c.straights[0], c.straights[1]], ['down', 'up', 'level'])
    expect(game.state.planes[0].plan).not.toBeNull()
    // intents only where the option is in force
    const basic = startGame([{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 }, { id: 'hun', aircraft: 'sopwith-camel', team: 'central', x: 100, y: 160, heading: 180 }])
    const b = cardsOf(basic, 'camel')
    expect(() => plan(basic, 'camel', b.straights.slice(0, 3), ['level', 'level', 'level'])).toThrow(/only with 004's dice altitude in force/)
  })

  it('004 dice altitude (rule 3, line 179, and line 172): one level a manoeuvre, never above 6; a plan without intents flies level', () => {
    const game = chase([4, 3], 60)
    const c = cardsOf(game, 'camel')
    expect(() => plan(game, 'camel', c.straights.slice(0, 3), ['up', 'up', 'up'])).toThrow(/cannot climb: level 6 is the highest \(004 dice altitude, line 172\)/)
    plan(game, 'camel', c.straights.slice(0, 3), ['up', 'up', 'level'])
    plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
    const levels: number[] = []
    while (game.state.turn === 1 && !game.over) {
      levels.push(game.state.planes[0].effects!.alt!.level)
      orders(game, {})
    }
    expect(game.events.filter((e) => e.type === 'altitude').map((e) => e.type === 'altitude' && [e.plane, e.from, e.level])).toEqual([
      ['camel', 4, 5],
      ['camel', 5, 6],
    ])
    expect(game.state.planes.map((p) => p.effects!.alt!.level)).toEqual([6, 3])
  })

  it('004 dice altitude (rule 4, line 181): a climbing straight moves half its length; the slowest straight climbs its full length, and no climb is slower', () => {
    const game = chase([3, 3], 100)
    const c = cardsOf(game, 'camel')
    const [slow, , fast] = c.straights
    expect(c.length(fast)).toBeGreaterThan(c.length(slow))
    plan(game, 'camel', [fast, slow, c.straights[1]], ['up', 'up', 'level'])
    plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
    const moved = forward(game, 'camel')
    expect(moved[0]).toBeCloseTo(Math.max(c.length(fast) / 2, c.length(slow)), 9)
    expect(moved[1]).toBeCloseTo(c.length(slow), 9)
    expect(moved[2]).toBeCloseTo(c.length(c.straights[1]), 9)
    // the rule itself: half, never under the slowest straight
    const cp = game.rules.byId.get('camel')!
    const slowest = slowestStraight(cp.cards.values())
    expect(slowest).toBe(c.length(slow))
    expect(flownAs(cp.cards.get(fast)!, 'up', slowest).forward).toBe(Math.max(c.length(fast) / 2, slowest))
    expect(flownAs(cp.cards.get(fast)!, 'level', slowest)).toBe(cp.cards.get(fast))
  })

  it('004 dice altitude (rule 5, line 183): a descending straight moves double; a descending turn moves as its card', () => {
    const game = chase([5, 3], 120)
    const c = cardsOf(game, 'camel')
    plan(game, 'camel', [c.straights[2], c.turn, c.straights[0]], ['down', 'down', 'level'])
    plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
    const moves = game.events.filter((e) => e.type === 'moved' && e.plane === 'camel')
    expect(forward(game, 'camel')[0]).toBeCloseTo(2 * c.length(c.straights[2]), 9)
    const turn = game.rules.byId.get('camel')!.cards.get(c.turn)!
    const m = moves[1]
    if (m.type !== 'moved') throw new Error('no move')
    expect(m.at.x).toBeCloseTo(m.from.x + turn.right * Math.cos(m.from.h) + turn.forward * Math.sin(m.from.h), 9)
    expect(m.at.y).toBeCloseTo(m.from.y - turn.right * Math.sin(m.from.h) + turn.forward * Math.cos(m.from.h), 9)
    expect(game.state.planes[0].effects!.alt!.level).toBe(3)
  })

  it('004 dice altitude (rule 6, line 185): a plane fires at another level only climbing or descending towards it', () => {
    const fly = (levels: [number, number], first: DiceIntent) => {
      const game = chase(levels, 14)
      const c = cardsOf(game, 'camel')
      // both fly their slowest straight first: climbing, it moves its full length (rule 4), so the gap stays
      plan(game, 'camel', c.straights.slice(0, 3), [first, 'level', 'level'])
      plan(game, 'hun', c.straights.slice(0, 3))
      return game.state.fireOptions.filter((o) => o.plane === 'camel').map((o) => o.target)
    }
    expect(fly([3, 3], 'level')).toEqual(['hun'])
    // two levels up, level: no shot; climbing to a level below it: a shot
    expect(fly([2, 4], 'level')).toEqual([])
    expect(fly([2, 4], 'up')).toEqual(['hun'])
    // a level up, descending away from it: no shot
    expect(fly([3, 5], 'down')).toEqual([])
    expect(diceRuleOut(3, 4, 'down', 'front')).toMatch(/only a climbing plane attacks a higher one \(004 dice altitude, rule 6, line 185\)/)
    expect(diceRuleOut(4, 3, 'level', 'front')).toMatch(/only a descending plane attacks a lower one/)
    expect(diceRuleOut(3, 3, 'level', 'front')).toBeNull()
  })

  it('004 dice altitude (rule 7, line 187): each level apart adds half a ruler to the distance measured; the range bands stay', () => {
    const game = chase([2, 4], 14)
    const c = cardsOf(game, 'camel')
    plan(game, 'camel', c.straights.slice(0, 3), ['up', 'level', 'level'])
    plan(game, 'hun', c.straights.slice(0, 3))
    const ruler = game.state.setup.options.ruler
    const option = game.state.fireOptions.find((o) => o.plane === 'camel')!
    // short range at one level: long range a level apart
    expect(cardsAtDistance(option.distance, ruler)).toBe(2)
    expect(option.cards).toBe(1)
    expect(cardsAcrossDice(1, option.distance, ruler)).toBe(1)
    expect(cardsAcrossDice(2, 0, ruler)).toBe(1)
    expect(cardsAcrossDice(2, 1, ruler)).toBeNull()
    expect(cardsAcrossDice(1, ruler / 2 + 1, ruler)).toBeNull()
    expect(cardsAcrossDice(0, ruler / 2, ruler)).toBe(2)
  })

  it('004 dice altitude (rule 8, line 189, and rule 9, line 191): diving on a target adds a damage card; from below the damage stays', () => {
    // the Camel dives from 4 onto the hun at 3 with its slowest straight (double), the hun flying the same straight level
    const c = cardsOf(chase([4, 3], 100), 'camel')
    const slow = c.straights[0]
    const start = 14 + c.length(slow)
    const dive = chase([4, 3], start)
    plan(dive, 'camel', [slow, c.straights[1], c.straights[2]], ['down', 'level', 'level'])
    plan(dive, 'hun', [slow, c.straights[1], c.straights[2]])
    const option = dive.state.fireOptions.find((o) => o.plane === 'camel' && o.target === 'hun')!
    expect(option).toBeDefined()
    const fired = orders(dive, { camel: { front: 'hun' } }).find((e) => e.type === 'fired')
    expect(fired).toMatchObject({ plane: 'camel', cards: option.cards + 1 })
    const dealt = dive.events.filter((e) => e.type === 'damage-taken' && e.plane === 'hun' && e.cause === 'fire')
    expect(dealt.reduce((n, e) => n + (e.type === 'damage-taken' ? e.cards : 0), 0)).toBe(option.cards + 1)
    // climbing from 2 onto its level: the cards the ruler gives
    const climb = chase([2, 3], 14)
    plan(climb, 'camel', [slow, c.straights[1], c.straights[2]], ['up', 'level', 'level'])
    plan(climb, 'hun', [slow, c.straights[1], c.straights[2]])
    const o2 = climb.state.fireOptions.find((o) => o.plane === 'camel' && o.target === 'hun')!
    expect(orders(climb, { camel: { front: 'hun' } }).find((e) => e.type === 'fired')).toMatchObject({ cards: o2.cards })
  })

  it("004 dice altitude (rule 10, line 193): a two-seater's rear gun fires at the same level or above, not below", () => {
    // a D.H.4 just ahead of a Camel, both descending their slowest straight: at one level the rear gun fires, above the Camel it does not
    const shot = (levels: [number, number]) => {
      const probe = chase(levels, 100, { aircraft: 'airco-dh-4', team: 'central' })
      const gap = 16 - 2 * (cardsOf(probe, 'hun').length(cardsOf(probe, 'hun').straights[0]) - cardsOf(probe, 'camel').length(cardsOf(probe, 'camel').straights[0]))
      const game = chase(levels, gap, { aircraft: 'airco-dh-4', team: 'central' })
      plan(game, 'camel', cardsOf(game, 'camel').straights.slice(0, 3), ['down', 'level', 'level'])
      plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3), ['down', 'level', 'level'])
      return game.state.fireOptions.filter((o) => o.plane === 'hun' && o.arc === 'rear')
    }
    expect(shot([3, 3]).map((o) => o.target)).toEqual(['camel'])
    expect(shot([2, 3])).toEqual([])
    expect(diceRuleOut(4, 3, 'down', 'rear')).toMatch(/a rear gun fires only at the same level or above \(004 dice altitude, rule 10, line 193\)/)
    expect(diceRuleOut(3, 4, 'up', 'rear')).toBeNull()
  })

  it('004 dice altitude (rule 11, line 195): an Immelmann turn cannot follow a climb (illegal when revealed), but may follow a descent', () => {
    const run = (first: DiceIntent) => {
      const game = chase([3, 3], 120)
      const c = cardsOf(game, 'camel')
      const immelmann = cardOf(game, 'camel', (x) => x.immelmann)
      plan(game, 'camel', [c.straights[1], immelmann, c.straights[0]], [first, 'level', 'level'])
      plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
      while (game.state.turn === 1 && !game.over) orders(game, {})
      return game.events.filter((e) => e.type === 'illegal-manoeuvre' && e.plane === 'camel')
    }
    expect(run('up')).toEqual([expect.objectContaining({ reason: expect.stringMatching(/cannot be flown just after a climb \(004 dice altitude, rule 11, line 195\)/) })])
    expect(run('down')).toEqual([])
    expect(run('level')).toEqual([])
  })

  it('004 dice altitude (rule 11, line 195): the climb may be the last card of the turn before', () => {
    const run = (last: DiceIntent) => {
      const game = chase([3, 3], 60)
      const c = cardsOf(game, 'camel')
      const immelmann = cardOf(game, 'camel', (x) => x.immelmann)
      plan(game, 'camel', [c.straights[0], c.straights[1], c.straights[2]], ['level', 'level', last])
      plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
      while (game.state.turn === 1 && !game.over) orders(game, {})
      expect(game.over).toBe(false)
      // the planning panel is told before the plan is sent: the first slot's Immelmann is illegal after the climb
      plan(game, 'camel', [immelmann, c.straights[0], c.straights[1]])
      plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
      return game.events.filter((e) => e.type === 'illegal-manoeuvre' && e.plane === 'camel' && e.turn === 2).length
    }
    expect(run('up')).toBe(1)
    expect(run('level')).toBe(0)
  })

  it('004 dice altitude (rule 12, line 197): planes overlapping at the same level after the manoeuvres collide, 4 A cards each; at different levels they pass', () => {
    const headOn = (levels: [number, number]) => {
      const game = startGame(
        [
          { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: levels[0] },
          { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 180, altitude: levels[1] },
        ],
        { options: ON },
      )
      const stall = (plane: string) => cardOf(game, plane, (c) => c.stall)
      plan(game, 'camel', [stall('camel'), ...cardsOf(game, 'camel').straights.slice(0, 2)])
      plan(game, 'dva', [stall('dva'), ...cardsOf(game, 'dva').straights.slice(0, 2)])
      return { game, events: phase(game, 1) }
    }
    const { game, events } = headOn([3, 3])
    expect(events.filter((e) => e.type === 'collided')).toEqual([expect.objectContaining({ plane: 'camel', other: 'dva' })])
    for (const id of ['camel', 'dva']) {
      const cards = events.flatMap((e) => (e.type === 'damage-cards' && e.from === null && e.plane === id ? e.cards : []))
      const out = game.state.planes.find((p) => p.id === id)!.status !== 'flying'
      if (!out) expect(cards).toHaveLength(4)
      expect(cards.every((card) => card.startsWith('A'))).toBe(true)
    }
    expect(headOn([3, 4]).events.some((e) => e.type === 'collided')).toBe(false)
  })

  it("judgement call (rule 12, line 197): with 004's collisions by silhouette ticked too, they decide, at the same level only", () => {
    const headOn = (levels: [number, number]) => {
      const game = startGame(
        [
          { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: levels[0] },
          { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 180, altitude: levels[1] },
        ],
        { options: { ...ON, collisionsBySilhouette004: true } },
      )
      const stall = (plane: string) => cardOf(game, plane, (c) => c.stall)
      plan(game, 'camel', [stall('camel'), ...cardsOf(game, 'camel').straights.slice(0, 2)])
      plan(game, 'dva', [stall('dva'), ...cardsOf(game, 'dva').straights.slice(0, 2)])
      return phase(game, 1)
    }
    // the silhouette rule draws arrows (collision-draw) and no longer deals rule 12's four A cards
    const same = headOn([3, 3])
    expect(same.some((e) => e.type === 'collision-draw')).toBe(true)
    const collided = same.some((e) => e.type === 'collided')
    const knocks = same.filter((e) => e.type === 'damage-taken' && e.cause === 'collision').length
    expect(knocks).toBe(collided ? 6 : 0)
    expect(headOn([3, 4]).some((e) => e.type === 'collision-draw' || e.type === 'collided')).toBe(false)
  })

  it('004 dice altitude (line 201): a plane that descends at level 1 hits the ground and is destroyed', () => {
    const game = chase([1, 3], 100)
    const c = cardsOf(game, 'camel')
    plan(game, 'camel', c.straights.slice(0, 3), ['down', 'level', 'level'])
    plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
    expect(game.state.planes[0].status).toBe('crashed')
    expect(game.state.planes[0].out).toMatchObject({ turn: 1, phase: 1 })
  })

  it('004 dice altitude: the intents are secret with the plan; each is shown when its card is revealed (alt.dice)', () => {
    const game = chase([3, 3], 120)
    const c = cardsOf(game, 'camel')
    plan(game, 'camel', c.straights.slice(0, 3), ['up', 'down', 'level'])
    const theirs = game.view('central').planes.find((p) => p.id === 'camel')!
    const mine = game.view('allied').planes.find((p) => p.id === 'camel')!
    expect(JSON.stringify(theirs)).not.toContain('byCard')
    expect(JSON.stringify(game.view(null))).not.toContain('byCard')
    expect(mine.effects && 'dice' in mine.effects && mine.effects.dice).toEqual({ turn: 1, byCard: { [c.straights[0]]: 'up', [c.straights[1]]: 'down', [c.straights[2]]: 'level' } })
    plan(game, 'hun', cardsOf(game, 'hun').straights.slice(0, 3))
    // each shown with its card: the climb, the descent, then level
    const seen = eventsFor(game.events, 'central').filter((e) => e.type === 'altitude' && e.plane === 'camel')
    expect(seen.map((e) => e.type === 'altitude' && [e.phase, e.from, e.level])).toEqual([
      [1, 3, 4],
      [2, 4, 3],
    ])
    const after = game.view('central').planes.find((p) => p.id === 'camel')!
    expect(after.effects && 'alt' in after.effects && after.effects.alt!.dice).toBe('level')
    expect(JSON.stringify(after)).not.toContain('byCard')
  })

  it('004 dice altitude: the plan command carries its intents through the schemas, and a game with them replays exactly', () => {
    const cmd: PlanCommand = { type: 'plan', seat: 'allied', plane: 'camel', cards: ['A01', 'A02', 'A03'], dice: ['up', 'down', 'level'] }
    expect(commandSchema.parse(cmd)).toEqual(cmd)
    expect(clientCommandSchema.safeParse({ ...cmd, dice: ['up', 'sideways', 'level'] }).success).toBe(false)
    const setup = scenarioSetup(content, { scenario: 'dawn-patrols', options: { ...ON, turnLimit: 8 } })
    const bots: Record<string, Policy> = {}
    for (const s of setup.seats) bots[s.id] = new RandomBot(content, s.id, 5)
    const original = playGame(content, setup, 5, bots, { maxTurns: 8 })
    const plans = original.commands.filter((x): x is PlanCommand => x.type === 'plan')
    expect(plans.some((x) => x.dice?.includes('up')) && plans.some((x) => x.dice?.includes('down'))).toBe(true)
    expect(original.events.some((e) => e.type === 'altitude')).toBe(true)
    const replay = Game.start(content, original.state.setup, 5)
    for (const x of original.commands) replay.apply(commandSchema.parse(JSON.parse(JSON.stringify(x))))
    expect(JSON.stringify(replay.state)).toBe(JSON.stringify(original.state))
    expect(JSON.stringify(replay.events)).toBe(JSON.stringify(original.events))
  })

  it('004 dice altitude: random and heuristic bots play games to the end with the option on, sending only legal commands', () => {
    const climbs = { random: 0, heuristic: 0 }
    // the scenarios that fly at 003's levels (A Hard Task: "Rules needed: ... Altitude section") are played without dice
    const dice = Object.values(content.scenarios).filter((s) => !s.options?.altitude).map((s) => s.id)
    for (const [k, scenario] of dice.slice(0, 6).entries()) {
      for (const kind of ['random', 'heuristic'] as const) {
        const setup = scenarioSetup(content, { scenario, options: { ...ON, turnLimit: 6 } })
        const bots: Record<string, Policy> = {}
        for (const s of setup.seats) bots[s.id] = kind === 'random' ? new RandomBot(content, s.id, 40 + k) : new HeuristicBot(content, s.id, 40 + k)
        // playGame applies each command through the engine, which throws a CommandError on any illegal one
        const game = playGame(content, setup, 40 + k, bots, { maxTurns: 6 })
        expect(game.over, `${scenario} ${kind}`).toBe(true)
        climbs[kind] += game.events.filter((e) => e.type === 'altitude').length
      }
    }
    // the random bot climbs and descends at random; the heuristic one heads for the nearest enemy's level, which in
    // these scenarios (everyone at 3, rule 1) keeps it level
    expect(climbs.random).toBeGreaterThan(0)
  })

  it("004 dice altitude: the heuristic bot heads for the nearest enemy's level, one level a card the card allows (rule 2), then stays", () => {
    const game = chase([3, 5], 100)
    const c = cardsOf(game, 'camel')
    const view = game.view('allied')
    const me = view.planes.find((p) => p.id === 'camel')!
    const plane = game.rules.byId.get('camel')!
    expect(chaseIntents(view, me, plane, c.straights.slice(0, 3))).toEqual(['up', 'up', 'level'])
    // a turn cannot climb: level, and the straight after it climbs
    expect(chaseIntents(view, me, plane, [c.turn, c.straights[0], c.straights[1]])).toEqual(['level', 'up', 'up'])
  })
})
