/**
 * Planes that enter later (003 Scenarios): A Lonely Sentinel (lines 1288-1292: "An Albatros D.III is kept off the
 * table: The German player puts either a left or a right manoeuvre card facedown ... At the end of the second turn, he
 * shows the card and puts the Albatros on the German side of the table, in the left or in the right corner ... It will
 * move and fire normally from the third turn onward"), A Pair of Sentinels (lines 1437-1441), A Hard Task (lines
 * 1369-1370, 1378-1379: "At the start of the second turn, a Halberstadt D.III arrives at the far left corner") and
 * Into the Mud's variant (lines 1200-1203).
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType } from '../../../electron/testing/engine-helpers'
import { cardOf, content, setupWith } from '../../../electron/testing/fixtures'
import { HeuristicBot } from '../../bots/heuristic-bot'
import { gameStateSchema } from '../state-schema'
import { CommandError } from '../commands'
import { Game } from '../game'
import { scenarioSetup } from '../setup'
import type { GameSetup } from '../types'

/** A Camel (Allied) and an Albatros D.III kept off the table until turn 3, entering at the left or right corner. */
function lonely(extra: Partial<GameSetup> = {}): Game {
  const setup = setupWith([
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 20, heading: 0 },
    { id: 'albatros', aircraft: 'albatros-d-iii', team: 'central', x: 10, y: 190, heading: 180 },
  ])
  setup.planes[1].enters = {
    turn: 3,
    places: [
      { id: 'left', x: 190, y: 190, heading: 180 },
      { id: 'right', x: 10, y: 190, heading: 180 },
    ],
  }
  return Game.start(content, { ...setup, ...extra }, 1)
}

/** Turns of gentle flying for the Camel (three banks), holding fire if asked. */
function camelCards(game: Game): string[] {
  const bank = (way: string) => cardOf(game, 'camel', (c) => c.turn === way && !c.steep && !c.immelmann && !c.stall)
  return [bank('left'), cardOf(game, 'camel', (c) => c.straight && !c.steep), bank('right')]
}

function camelTurn(game: Game): void {
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: camelCards(game) })
  while (!game.over && game.state.step === 'firing') for (const id of game.waitingFor()) game.apply({ type: 'fire', seat: game.state.planes.find((p) => p.id === id)!.seat, plane: id })
}

describe('a plane kept off the table (003 A Lonely Sentinel, lines 1288-1292)', () => {
  it('waits off the table: it plans nothing, its seat cannot act for it, its side has not lost', () => {
    const game = lonely()
    expect(game.state.planes.map((p) => p.status)).toEqual(['flying', 'waiting'])
    expect(() => game.apply({ type: 'plan', seat: 'central', plane: 'albatros', cards: ['A01', 'A02', 'A03'] })).toThrow(/kept off the table until turn 3/)
    // with last-standing victory, the Germans have not lost while their Albatros is still to come
    expect(game.over).toBe(false)
  })

  it('its seat chooses left or right in secret before the first card of turn 1, and the game waits for it', () => {
    const game = lonely()
    expect(game.waitingFor().sort()).toEqual(['albatros', 'camel'])
    camelTurn(game)
    // the Camel's plan is in, but the first card is not revealed until the choice is made
    expect(game.state.phase).toBe(0)
    expect(game.waitingFor()).toEqual(['albatros'])
    expect(() => game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'middle' })).toThrow(CommandError)
    expect(() => game.apply({ type: 'enter', seat: 'allied', plane: 'albatros', place: 'left' })).toThrow(/does not fly/)
    const events = game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'left' })
    expect(eventsOfType(events, 'entry-chosen')[0].to).toBe('all')
    expect(eventsOfType(events, 'entry-recorded')[0]).toMatchObject({ to: ['central'], place: 'left' })
    // "puts ... a manoeuvre card facedown": the other seat sees that a choice was made, not which
    expect(game.view('allied').planes[1].effects).toMatchObject({ entry: { chosen: true, place: null } })
    expect(game.view('central').planes[1].effects).toMatchObject({ entry: { chosen: true, place: 'left' } })
    // the choice made, turn 1's cards are revealed
    expect(eventsOfType(events, 'manoeuvre-revealed').length).toBeGreaterThan(0)
    expect(() => game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'right' })).toThrow(CommandError)
  })

  it('"at the end of the second turn ... puts the Albatros ... in the left or in the right corner"; it flies from turn 3', () => {
    const game = lonely()
    game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'left' })
    camelTurn(game)
    expect(game.state.turn).toBe(2)
    expect(game.state.planes[1].status).toBe('waiting')
    expect(game.waitingFor()).toEqual(['camel'])
    const events: ReturnType<Game['apply']> = []
    events.push(...game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: camelCards(game) }))
    while (!game.over && game.state.step === 'firing') for (const id of game.waitingFor()) events.push(...game.apply({ type: 'fire', seat: 'allied', plane: id }))
    expect(game.state.turn).toBe(3)
    const entered = eventsOfType(events, 'entered')
    expect(entered).toHaveLength(1)
    expect(entered[0]).toMatchObject({ to: 'all', turn: 3, plane: 'albatros', place: 'left', at: { x: 190, y: 190 } })
    const albatros = game.state.planes[1]
    expect([albatros.status, albatros.x, albatros.y, albatros.last]).toEqual(['flying', 190, 190, null])
    expect(game.waitingFor().sort()).toEqual(['albatros', 'camel'])
    // the save holds the game with a plane that entered later
    expect(gameStateSchema.safeParse(game.state).success).toBe(true)
  })

  it('a save holds a game with a plane still waiting and its secret choice', () => {
    const game = lonely()
    game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'right' })
    expect(gameStateSchema.safeParse(game.state).success).toBe(true)
  })

  it('a bot chooses a place for its waiting plane and the game goes on (shared/bots/seat-bot.ts)', () => {
    const game = lonely()
    const bot = new HeuristicBot(content, 'central', 7)
    const cmds = bot.decide(game.view('central'))
    expect(cmds).toHaveLength(1)
    expect(cmds[0]).toMatchObject({ type: 'enter', plane: 'albatros' })
    expect(['left', 'right']).toContain((cmds[0] as { place: string }).place)
    game.apply(cmds[0])
    expect(game.waitingFor()).toEqual(['camel'])
  })
})

describe('a plane that simply arrives (003 A Hard Task, lines 1369-1370, 1378-1379)', () => {
  const setup = () => scenarioSetup(content, { scenario: 'a-hard-task' })

  it('the Halberstadt and the Siemens-Schuckert arrive at the start of turn 2, the D.H. 4 at the start of turn 3, with nothing to choose', () => {
    const s = setup()
    const by = new Map(s.planes.map((p) => [p.id, p]))
    expect(by.get('halberstadt')!.enters).toMatchObject({ turn: 2, places: [{ id: 'left' }] })
    expect(by.get('siemens')!.enters).toMatchObject({ turn: 2, places: [{ id: 'right' }] })
    expect(by.get('dh4')!.enters).toMatchObject({ turn: 3, places: [{ id: 'middle', x: 75 }] })
    const game = Game.start(content, s, 1)
    expect(game.state.planes.filter((p) => p.status === 'waiting').map((p) => p.id)).toEqual(['halberstadt', 'siemens', 'dh4'])
    // one place each: the game waits for no choice
    expect(game.waitingFor().sort()).toEqual(['albatros', 'hanriot', 'nieuport'])
    expect(() => game.apply({ type: 'enter', seat: 'central', plane: 'halberstadt', place: 'left' })).toThrow(/nothing to choose/)
  })

  it('they arrive at their turn and fly from it (played by bots)', () => {
    const game = Game.start(content, setup(), 3)
    // "The balloons are all at altitude level 4" (line 1375), before the German bot winches any down
    expect(game.state.planes.filter((p) => p.id.startsWith('balloon')).map((p) => p.effects?.alt?.level)).toEqual([4, 4, 4, 4])
    const bots = [new HeuristicBot(content, 'central', 1), new HeuristicBot(content, 'allied', 2)]
    const seen: string[] = []
    while (!game.over && game.state.turn < 4) {
      for (const b of bots) for (const c of b.decide(game.view(b.seat))) if (!game.over) for (const e of game.apply(c)) if (e.type === 'entered') seen.push(`${e.turn}:${e.plane}`)
    }
    expect(seen).toEqual(['2:halberstadt', '2:siemens', '3:dh4'])
  })
})

describe('two planes choosing the same corner (003 A Pair of Sentinels, lines 1437-1441)', () => {
  it('the second is put at the nearest free spot along the German side', () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'a-pair-of-sentinels' }), 1)
    game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'left' })
    game.apply({ type: 'enter', seat: 'central', plane: 'dr1', place: 'left' })
    const bot = new HeuristicBot(content, 'allied', 2)
    const events: ReturnType<Game['apply']> = []
    while (!game.over && game.state.turn < 3) for (const c of bot.decide(game.view('allied'))) events.push(...game.apply(c))
    const entered = eventsOfType(events, 'entered')
    expect(entered.map((e) => [e.plane, e.place])).toEqual([
      ['albatros', 'left'],
      ['dr1', 'left'],
    ])
    const [a, d] = entered.map((e) => e.at)
    expect(a.y).toBeCloseTo(d.y)
    expect(Math.hypot(a.x - d.x, a.y - d.y)).toBeGreaterThanOrEqual(game.rules.standClearance - 1e-9)
    // toward the middle of the table
    expect(d.x).toBeLessThan(a.x)
  })
})

describe("Into the Mud's variant (003 lines 1199-1211)", () => {
  it('the Allied seat keeps its Nieuport off the table until turn 3, on the left or right half of its side', () => {
    const s = scenarioSetup(content, { scenario: 'into-the-mud', variant: 'two-players' })
    const nieuport = s.planes.find((p) => p.id === 'nieuport')!
    expect(nieuport.enters).toMatchObject({ turn: 3, places: [{ id: 'left', x: 22.5 }, { id: 'right', x: 67.5 }] })
    const game = Game.start(content, s, 1)
    expect(game.waitingFor().sort()).toEqual(['nieuport', 'pfalz'])
  })
})
