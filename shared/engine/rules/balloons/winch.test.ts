/**
 * 003 Balloon busting: winching a balloon down (lines 574-583; A Race against Time, lines 1489-1490) and Bailing Out
 * (Balloons) (lines 787-801), both given by the 'winch' command.
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, expectRejected, fire, holdUntilPlanning, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import type { DamageSpecial } from '../../../content/types'
import { stackDeck } from '../../damage'
import { Game } from '../../game'
import { scenarioSetup } from '../../setup'
import { runScript } from '../../../sim/script'
import { eventsFor } from '../../view'
import type { GameEvent, GameSetup, RulesOptions, WinchCommand } from '../../types'

function cardWith(deck: string, points: number | null, special: DamageSpecial[] = []): string {
  const c = Object.values(content.damageCards).find((d) => d.deck === deck && (d.points ?? null) === points && d.special.length === special.length && special.every((s) => d.special.includes(s)))
  if (!c) throw new Error(`no ${deck} card of ${points} points with ${special.join(', ')}`)
  return c.id
}

function start(planes: PlaneSpec[], options: Partial<RulesOptions> = {}, change: (s: GameSetup) => void = () => {}): Game {
  const setup = setupWith(planes, { options, table: { width: 1000, depth: 1000 } })
  change(setup)
  return Game.start(content, setup, 1)
}

/** Planes far from each other and from the balloon: turns go by with no one firing. */
const quiet: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 800, y: 50, heading: 0 },
  { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 950, heading: 180 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 200, y: 50, heading: 0 },
]
const quietAt3 = quiet.map((p) => ({ ...p, altitude: 3 }))

function playTurns(game: Game, n: number): void {
  for (let t = 0; t < n && !game.over; t++) {
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    holdUntilPlanning(game)
  }
}

function winch(game: Game, order: Omit<WinchCommand, 'type' | 'seat' | 'plane'>, plane = 'drachen'): GameEvent[] {
  return game.apply({ type: 'winch', seat: planeOf(game, plane).seat, plane, ...order })
}

const raceAgainstTime = (s: GameSetup) => (s.balloons = { winch: 12, observers: 2 })

describe('003 A Race against Time: "the German player can order the balloon to be taken to the ground ... 12 turns after the order is given, it is considered on the ground" (lines 1489-1490)', () => {
  it('unordered, the balloon stays up past the agreed turn; ordered while turn 3 is planned it is down at the end of turn 14 (12 after turn 2)', () => {
    const game = start(quiet, {}, raceAgainstTime)
    playTurns(game, 2)
    const events = winch(game, { down: true })
    expect(eventsOfType(events, 'winch-ordered')[0]).toMatchObject({ plane: 'drachen', down: true, lands: 14, to: 'all' })
    // the order never makes the game wait: it is still planning turn 3
    expect([game.state.step, game.state.turn]).toEqual(['planning', 3])
    playTurns(game, 11)
    expect(planeOf(game, 'drachen').status).toBe('standing')
    playTurns(game, 1)
    expect(planeOf(game, 'drachen').status).toBe('landed')
    expect(eventsOfType(game.events, 'balloon-landed')[0]).toMatchObject({ plane: 'drachen', turn: 14 })
  })

  it('the order is public, given only by the balloon\'s seat, once, and not taken back; it is no rule where the balloons come down at the agreed turn', () => {
    const game = start(quiet, {}, raceAgainstTime)
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'camel').seat, plane: 'drachen', down: true }, 'not-your-plane', /does not fly/)
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'camel').seat, plane: 'camel', down: true }, 'illegal-plan', /not a balloon/)
    winch(game, { down: true })
    expect(game.view(planeOf(game, "camel").seat).planes.find((p) => p.id === 'drachen')!.effects).toMatchObject({ winch: { down: true, from: 0 } })
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'drachen').seat, plane: 'drachen', down: true }, 'illegal-plan', /already coming down/)
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'drachen').seat, plane: 'drachen', down: false }, 'illegal-plan', /not stopped/)
    const agreed = start(quiet)
    expectRejected(agreed, { type: 'winch', seat: planeOf(agreed, 'drachen').seat, plane: 'drachen', down: true }, 'illegal-plan', /agreed turn/)
  })
})

describe('003 A Race against Time: "The German player scores 1 point for every turn he waits before bringing the balloon to the ground, provided at least one observer was on the balloon at the end of each turn" (lines 1492-1493)', () => {
  const waited = (game: Game) => planeOf(game, 'drachen').effects?.observers?.waited ?? 0

  it('each turn ended aloft with observers aboard counts; ordered down while turn 4 is planned, turns 1-3 count and no later one', () => {
    const game = start(quiet, {}, raceAgainstTime)
    playTurns(game, 3)
    expect(waited(game)).toBe(3)
    winch(game, { down: true })
    playTurns(game, 2)
    expect(waited(game)).toBe(3)
  })

  it('ordered during turn 2 (after its plans), the order counts from the end of turn 2: turns 1 and 2 count', () => {
    const game = start(quiet, {}, raceAgainstTime)
    playTurns(game, 1)
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    winch(game, { down: true })
    holdUntilPlanning(game)
    playTurns(game, 2)
    expect(waited(game)).toBe(2)
  })

  it('a turn that ends with no observer aboard does not count', () => {
    const game = start(quiet, {}, raceAgainstTime)
    playTurns(game, 2)
    winch(game, { bail: true })
    playTurns(game, 2)
    expect(planeOf(game, 'drachen').effects!.observers).toMatchObject({ aboard: 0, waited: 2 })
  })
})

describe('003 Using Balloons with the Altitude Rules: "place them on the table with two climb counters each" (lines 576-577)', () => {
  it('every balloon of every shipped scenario played with the altitude rules starts with two climb counters', () => {
    const seen: string[] = []
    for (const [id, scenario] of Object.entries(content.scenarios)) {
      for (const variant of [null, ...scenario.variants.map((v) => v.id)]) {
        const setup = scenarioSetup(content, { scenario: id, variant })
        if (setup.options.altitude !== true) continue
        const game = Game.start(content, setup, 1)
        game.state.planes.forEach((p, i) => {
          if (game.rules.planes[i].kind !== 'balloon') return
          expect(p.effects?.alt?.climbs, `${id}${variant ? `/${variant}` : ''}: ${p.id}`).toBe(2)
          seen.push(`${id}/${variant}/${p.id}`)
        })
      }
    }
    expect(seen.length).toBeGreaterThan(10)
  })
})

describe('003 Using Balloons with the Altitude Rules: winching down (lines 574-583)', () => {
  function atLevel3(): Game {
    const game = start(quietAt3, { altitude: true })
    planeOf(game, 'drachen').effects!.alt!.climbs = 2
    return game
  }

  it('"loses one climb counter at the end of each turn. If it has no climb counters, it loses a level ... and it receives two"; at level 0 with no counters it is out, not eliminated', () => {
    const game = atLevel3()
    winch(game, { down: true })
    const alt = () => planeOf(game, 'drachen').effects!.alt!
    playTurns(game, 1)
    expect([alt().level, alt().climbs]).toEqual([3, 1])
    playTurns(game, 2)
    expect([alt().level, alt().climbs]).toEqual([2, 2])
    expect(eventsOfType(game.events, 'balloon-descends')[0]).toMatchObject({ plane: 'drachen', level: 2, turn: 3 })
    playTurns(game, 7)
    expect([alt().level, alt().climbs, planeOf(game, 'drachen').status]).toEqual([0, 1, 'standing'])
    playTurns(game, 1)
    expect(planeOf(game, 'drachen').status).toBe('landed')
    expect(eventsOfType(game.events, 'balloon-landed')[0]).toMatchObject({ turn: 11 })
  })

  it('"At the start of any turn ... can decide to stop its descent. The balloon stays at the altitude ... resume descent at the start of any turn"', () => {
    const game = atLevel3()
    winch(game, { down: true })
    playTurns(game, 1)
    winch(game, { down: false })
    playTurns(game, 3)
    expect(planeOf(game, 'drachen').effects!.alt).toMatchObject({ level: 3, climbs: 1 })
    winch(game, { down: true })
    playTurns(game, 1)
    expect(planeOf(game, 'drachen').effects!.alt).toMatchObject({ level: 3, climbs: 0 })
    // and the agreed turn is not played: the balloon is still up after turn 12 while stopped
    winch(game, { down: false })
    playTurns(game, 8)
    expect(planeOf(game, 'drachen').status).toBe('standing')
  })

  it('"The player can decide to resume descent at the start of any turn" (lines 582-583): with no enemy left on the table too; the enemy is asked of the first order only (line 578)', () => {
    const game = atLevel3()
    winch(game, { down: true })
    playTurns(game, 1)
    winch(game, { down: false })
    playTurns(game, 1)
    // the Camel, the balloon's only enemy, gone from the table
    planeOf(game, 'camel').status = 'exited'
    winch(game, { down: true })
    expect(planeOf(game, 'drachen').effects!.winch).toMatchObject({ down: true })
  })

  it('line 578, "after the planning phase but before any manoeuvres are revealed": the others plan without knowing the order; it is told to all as the first card is revealed', () => {
    const game = atLevel3()
    const owner = planeOf(game, 'drachen').seat
    const other = planeOf(game, 'camel').seat
    const winchOf = (seat: string | null) => game.view(seat).planes.find((p) => p.id === 'drachen')!.effects!.winch
    const ordered = eventsOfType(winch(game, { down: true }), 'winch-ordered')
    expect(ordered).toMatchObject([{ to: [owner], down: true, secret: true }])
    expect(winchOf(owner)).toMatchObject({ down: true })
    expect(winchOf(other)).toBeUndefined()
    expect(winchOf(null)).toBeUndefined()
    expect(eventsFor(game.events, other).some((e) => e.type === 'winch-ordered')).toBe(false)
    const from = game.events.length
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(eventsOfType(game.events.slice(from), 'winch-ordered')).toMatchObject([{ to: 'all', down: true }])
    expect(winchOf(other)).toMatchObject({ down: true })
    holdUntilPlanning(game)
    // a stop given while turn 2 is planned: the others still see it coming down until the reveal
    winch(game, { down: false })
    expect(winchOf(owner)).toMatchObject({ down: false })
    expect(winchOf(other)).toMatchObject({ down: true })
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(winchOf(other)).toMatchObject({ down: false })
  })

  it('"in which an enemy aircraft is on the table, after the planning phase but before any manoeuvres are revealed"', () => {
    const noEnemy = start(quietAt3.filter((p) => p.team === 'central'), { altitude: true })
    expectRejected(noEnemy, { type: 'winch', seat: planeOf(noEnemy, 'drachen').seat, plane: 'drachen', down: true }, 'illegal-plan', /enemy aircraft/)
    // a Camel that fires at the balloon in turn 1: the firing step is after the first reveal
    const near: PlaneSpec[] = [
      arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', altitude: 3 }, 500, 475, 0),
      { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 490, heading: 180, altitude: 3 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90, altitude: 3 },
    ]
    const game = start(near, { altitude: true })
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(game.state.step).toBe('firing')
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'drachen').seat, plane: 'drachen', down: true }, 'illegal-plan', /before any manoeuvre is revealed/)
  })
})

describe('003 Bailing Out (Balloons) (lines 787-801)', () => {
  /** A Camel whose first straight ends 15 cm short of the Drachen: it has the balloon in its sights at short range. */
  const shootout: PlaneSpec[] = [
    arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 500, 475, 0),
    { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 490, heading: 180 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 },
  ]

  it('"Each balloon has two observers ... the owner of a balloon can decide to bail out his observers ... safely on the ground"', () => {
    const game = start(quiet, {}, raceAgainstTime)
    const events = winch(game, { bail: true })
    expect(eventsOfType(events, 'observers-bailed')[0]).toMatchObject({ plane: 'drachen', observers: 2 })
    expect(planeOf(game, 'drachen').effects!.observers).toEqual({ aboard: 0, lost: 0 })
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'drachen').seat, plane: 'drachen', bail: true }, 'illegal-plan', /no observers are left/)
    const none = start(quiet)
    expectRejected(none, { type: 'winch', seat: planeOf(none, 'drachen').seat, plane: 'drachen', bail: true }, 'illegal-plan', /no observers/)
  })

  it('"At the end of each round, after firing has been resolved": ordered while fire is ordered, they bail out after the round\'s fire', () => {
    const game = start(shootout, {}, raceAgainstTime)
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    stackDeck(game.state, 'A', [cardWith('A', 0), cardWith('A', 0)])
    winch(game, { bail: true })
    expect(planeOf(game, 'drachen').effects!.observers).toEqual({ aboard: 2, lost: 0, bailing: true })
    const events = fire(game, { camel: { front: 'drachen' } })
    expect(planeOf(game, 'drachen').effects!.observers).toEqual({ aboard: 0, lost: 0 })
    expect(events.findIndex((e) => e.type === 'observers-bailed')).toBeGreaterThan(events.findIndex((e) => e.type === 'damage-taken'))
  })

  it('"If a balloon explodes before the observers bail out, they are eliminated", even when ordered out in that round', () => {
    const game = start(shootout, {}, raceAgainstTime)
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    stackDeck(game.state, 'A', [cardWith('A', null, ['explosion']), cardWith('A', 0)])
    winch(game, { bail: true })
    const events = fire(game, { camel: { front: 'drachen' } })
    expect(planeOf(game, 'drachen').status).toBe('exploded')
    expect(eventsOfType(events, 'observers-lost')[0]).toMatchObject({ plane: 'drachen', observers: 2 })
    expect(planeOf(game, 'drachen').effects!.observers).toEqual({ aboard: 0, lost: 2 })
  })

  it('"a crew wounded special damage card causing 3 damage points, both observers are eliminated ... a different number ... only one"', () => {
    for (const [points, lost] of [
      [3, 2],
      [2, 1],
    ]) {
      const game = start(shootout, {}, raceAgainstTime)
      planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
      stackDeck(game.state, 'A', [cardWith('A', points, ['wounded']), cardWith('A', 0)])
      fire(game, { camel: { front: 'drachen' } })
      expect(planeOf(game, 'drachen').effects!.observers).toMatchObject({ aboard: 2 - lost, lost })
    }
  })

  it('"If altitude rules are not in use, the observers cannot bail out during the last 6 turns in which a balloon is brought to the ground"', () => {
    const game = start(quiet, {}, raceAgainstTime)
    winch(game, { down: true })
    // down at the end of turn 12: turns 7 to 12 are the last six
    playTurns(game, 5)
    expect(game.state.turn).toBe(6)
    playTurns(game, 1)
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'drachen').seat, plane: 'drachen', bail: true }, 'illegal-plan', /last 6 turns/)
    const early = start(quiet, {}, raceAgainstTime)
    winch(early, { down: true })
    playTurns(early, 5)
    expect(eventsOfType(winch(early, { bail: true }), 'observers-bailed')).toHaveLength(1)
  })

  it('"If altitude rules are used, they cannot bail out if the balloon is at an altitude of 1 or 0"', () => {
    const game = start(
      quiet.map((p) => ({ ...p, altitude: p.id === 'drachen' ? 1 : 3 })),
      { altitude: true },
      raceAgainstTime,
    )
    expectRejected(game, { type: 'winch', seat: planeOf(game, 'drachen').seat, plane: 'drachen', bail: true }, 'illegal-plan', /altitude 1/)
    const high = start(quietAt3, { altitude: true }, raceAgainstTime)
    expect(eventsOfType(winch(high, { bail: true }), 'observers-bailed')).toHaveLength(1)
  })
})

describe('scripts give the winch command (turns[].winch)', () => {
  it('a Drachen at level 3 ordered down in turn 1 loses a level at its end (no climb counters, 003 lines 579-580)', () => {
    const game = runScript(content, {
      format: 'overdive-script',
      title: 'winch',
      seed: 1,
      setup: {
        table: { width: 1000, depth: 1000 },
        options: { altitude: true },
        planes: [
          { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 800, y: 50, heading: 0, altitude: 3 },
          { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 200, y: 50, heading: 0, altitude: 3 },
        ],
        pieces: [{ id: 'drachen', type: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 950, heading: 180, altitude: 3 }],
      },
      autoFire: 'hold',
      turns: [{ winch: { drachen: { down: true } }, plans: { camel: ['C01', 'C02', 'C03'], dr1: ['C01', 'C02', 'C03'] } }],
    })
    expect(planeOf(game, 'drachen').effects).toMatchObject({ winch: { down: true }, alt: { level: 2, climbs: 2 } })
  })
})
