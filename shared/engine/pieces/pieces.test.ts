/**
 * Pieces that are not aeroplanes (issue 13): balloons (003 Balloon busting, lines 530-648) and ground pieces (003
 * Ground fire, lines 649-816) stand on the table among the planes. They never plan nor move; guns fire at them as
 * at planes; only aircraft fight on for victory.
 */
import { describe, expect, it } from 'vitest'
import { planNumbers } from '../../../electron/testing/engine-helpers'
import { content, startGame } from '../../../electron/testing/fixtures'
import { CommandError } from '../commands'
import { scenarioSetup, SetupError } from '../setup'
import { viewFor } from '../view'

describe('pieces stand on the table among the planes (003 lines 551, 676, 714-715: "never moved")', () => {
  const pieces = () =>
    startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 100, y: 90, heading: 180 },
      { id: 'trench', aircraft: 'trench', team: 'central', x: 60, y: 150, heading: 180 },
      { id: 'target', aircraft: 'target', team: 'central', x: 140, y: 150, heading: 180 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 190, heading: 180 },
    ])

  it('they stand ("standing"), never plan and never move', () => {
    const game = pieces()
    expect(game.state.planes.map((p) => p.status)).toEqual(['flying', 'standing', 'standing', 'standing', 'flying'])
    expect(game.waitingFor().sort()).toEqual(['camel', 'dr1'])
    expect(() => game.apply({ type: 'plan', seat: 'central', plane: 'drachen', cards: ['B01', 'B02', 'B03'] })).toThrow(CommandError)
    expect(() => game.apply({ type: 'plan', seat: 'central', plane: 'drachen', cards: ['B01', 'B02', 'B03'] })).toThrow(/Drachen: it never moves/)
    const before = game.state.planes.slice(1, 4).map((p) => [p.x, p.y, p.h])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(game.state.planes.slice(1, 4).map((p) => [p.x, p.y, p.h])).toEqual(before)
  })

  it('a balloon, a trench and an AA gun can be fired at; a target card cannot (003 lines 552-555, 666, 690)', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 100, y: 65, heading: 180 },
      { id: 'target', aircraft: 'target', team: 'central', x: 100, y: 48, heading: 180 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 20, y: 190, heading: 180 },
    ])
    // the Camel's straight (B-deck card 2) brings the balloon within half a ruler, over the target card
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    const targets = game.state.fireOptions.filter((o) => o.plane === 'camel').map((o) => o.target)
    expect(targets).toContain('drachen')
    expect(targets).not.toContain('target')
  })

  it("a ground piece's damage is face up for everyone; a balloon's is secret to its owner (003 lines 559, 668)", () => {
    const game = pieces()
    const view = viewFor(game.state, 'allied')
    expect(view.planes.find((p) => p.id === 'trench')!.damage).toEqual([])
    expect(view.planes.find((p) => p.id === 'drachen')!.damage).toBeUndefined()
  })

  it('only aircraft fight on: the game ends when the last enemy aircraft is gone, whatever pieces stand', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
      { id: 'trench', aircraft: 'trench', team: 'central', x: 60, y: 150, heading: 180 },
      // the Dr.I flies off the north edge at once
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 198, heading: 0 },
    ])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(game.state.result).toMatchObject({ winner: 'allied', reason: 'last-standing' })
    expect(game.state.result!.scores).toEqual({ allied: 1, central: 0 })
  })
})

describe('scenarios place pieces', () => {
  it('a scenario piece gets its team\'s seat, its place and what it is', () => {
    const setup = scenarioSetup(
      { ...content, scenarios: { ...content.scenarios, probe: { ...content.scenarios['face-to-face'], id: 'probe', pieces: [{ id: 'b1', type: 'caquot-m', team: content.scenarios['face-to-face'].teams[1].id, place: { edge: 'south' as const, rulers: 0.5, alongCm: 35 } }] } } },
      { scenario: 'probe' },
    )
    const b = setup.planes.find((p) => p.id === 'b1')!
    expect(b).toMatchObject({ kind: 'balloon', aircraft: 'caquot-m', x: 35, y: 17 })
  })

  it('a piece of a type the content lacks is refused with its name', () => {
    const broken = { ...content, scenarios: { ...content.scenarios, probe: { ...content.scenarios['face-to-face'], id: 'probe', pieces: [{ id: 'x', type: 'sopwith-camel', team: 'allied', place: { edge: 'south' as const, rulers: 1, along: 0.5 } }] } } }
    expect(() => scenarioSetup(broken, { scenario: 'probe' })).toThrow(SetupError)
    expect(() => scenarioSetup(broken, { scenario: 'probe' })).toThrow(/no balloon or ground piece "sopwith-camel"/)
  })
})

describe('a scenario of attackers and pieces ends when the attackers are gone (003 Into the Mud: "The game ends when the aircraft leaves the gaming surface or is destroyed")', () => {
  it('the lone Albatros fights on against the pieces, and its leaving ends the game', async () => {
    const { Game } = await import('../game')
    const { checkVictory } = await import('../victory')
    const game = Game.start(content, scenarioSetup(content, { scenario: 'into-the-mud' }), 1)
    expect(game.state.setup.endsWhenGone).toEqual(['central'])
    expect(checkVictory(game.rules, game.state)).toBeNull()
    const albatros = game.state.planes.find((p) => p.id === 'albatros')!
    albatros.status = 'exited'
    albatros.out = { turn: 1, phase: 1, edge: 'north' }
    // it left by its own side with nothing done: 4 points lost, and the German player does not win (003 lines 1196-1197)
    expect(checkVictory(game.rules, game.state)).toMatchObject({ reason: 'no-planes-left', winner: 'allied', scores: { central: -4 } })
  })

  it("a scenario's optional rules are on when it is chosen (003 Fireworks over the Front: \"Rules needed: ... Special damage optional rule\")", () => {
    expect(scenarioSetup(content, { scenario: 'fireworks-over-the-front' }).options.specialDamage).toBe(true)
    expect(scenarioSetup(content, { scenario: 'fireworks-over-the-front', options: { specialDamage: false } }).options.specialDamage).toBe(false)
  })
})

describe('pieces with the altitude rules', () => {
  const game = (balloonLevel: number) =>
    startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
        { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 100, y: 120, heading: 180, altitude: balloonLevel },
        { id: 'trench', aircraft: 'trench', team: 'central', x: 60, y: 150, heading: 180 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 190, heading: 180 },
      ],
      { options: { altitude: true } },
    )

  it('"Trenches and anti-aircraft batteries are at 0-level altitude" (003 line 736); a balloon flies at its level, up to its ceiling (003 A Hard Task: "all at altitude level 4")', () => {
    const g = game(4)
    expect(g.state.planes.map((p) => p.effects?.alt?.level)).toEqual([2, 4, 0, 2])
  })

  it("a balloon above its ceiling (003 line 487: the Drachen's is 4) is refused", () => {
    expect(() => game(5)).toThrow(/balloon drachen: altitude 5: a Parseval-Sigsfeld Drachen flies at level 1 to 4/)
  })
})
