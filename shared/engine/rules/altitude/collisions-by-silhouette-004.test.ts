import { describe, expect, it } from 'vitest'
import { content, rulesFor, setupWith, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { damageCard, straights } from '../../../../electron/testing/rule-helpers'
import { baseCorners, rectanglesOverlap } from '../../../geometry/base'
import { Game } from '../../game'
import type { GameEvent, RulesOptions } from '../../types'
import { quadsOverlap } from '../../../geometry/base'
import { collidingPairs, collisionCards004, couldCollide } from './collisions-by-silhouette-004'

const ON: Partial<RulesOptions> = { collisionsBySilhouette004: true }

/** Planes flying straights side by side, in formation: their bases stay where they started, one against another. */
function formation(planes: PlaneSpec[], options: Partial<RulesOptions> = ON, seed = 1, stack?: string[]): Game {
  const game = Game.start(content, setupWith(planes, { options }), seed)
  if (stack) game.state.decks.A.draw.push(...stack)
  for (const p of game.state.planes) game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: straights(game, p.id) })
  return game
}

const camels = (xs: number[], ys: number[] = xs.map(() => 60), altitude?: number[]): PlaneSpec[] =>
  xs.map((x, i) => ({ id: `c${i}`, aircraft: 'sopwith-camel', team: i % 2 ? 'central' : 'allied', x, y: ys[i], heading: 0, ...(altitude ? { altitude: altitude[i] } : {}) }))

const phase1 = (game: Game) => game.events.filter((e) => e.turn === 1 && e.phase === 1)
const collisionCards = (events: GameEvent[], plane: string) => events.flatMap((e) => (e.type === 'damage-cards' && e.from === null && e.plane === plane ? e.cards : []))

describe('004 Collisions (lines 118-127)', () => {
  it('118-119: "If the card of the larger plane covers ... the silhouette of the smaller one, there could be a collision": bases overlapping at a corner only, off the drawing, could not', () => {
    const rules = rulesFor(setupWith(camels([100, 103, 109], [60, 60, 66])))
    const poses = rules.setup.planes.map((p) => ({ x: p.x, y: p.y, h: (p.heading * Math.PI) / 180 }))
    const corners = new Float64Array(24)
    poses.forEach((p, i) => baseCorners(p, rules.planes[i].shape, corners, 8 * i))
    const aircraft = rules.planes.map((p) => p.aircraft)
    const planes = poses as never
    // c0 and c1 side by side, 3 cm apart: each base covers the other's wing
    expect(couldCollide(aircraft, planes, corners, 0, 1)).toBe(true)
    // c1 and c2: the bases overlap at a corner, where neither drawing reaches
    expect(rectanglesOverlap(corners, corners, 8, 16)).toBe(true)
    expect(couldCollide(aircraft, planes, corners, 1, 2)).toBe(false)
  })

  it('118-119: the larger plane is on top: a two-seater\'s base over a Camel\'s drawing (not the Camel\'s base over the two-seater\'s)', () => {
    const two = Object.values(content.aircraft).find((a) => a.twoSeater && a.kind !== 'balloon')!
    const camel = content.aircraft['sopwith-camel']
    const shape = { width: 9, depth: 6.3 }
    const at = (x1: number) => {
      const poses = [
        { x: 100, y: 60, h: 0 },
        { x: x1, y: 60, h: 0 },
      ]
      const corners = new Float64Array(16)
      poses.forEach((p, i) => baseCorners(p, shape, corners, 8 * i))
      return couldCollide([camel, two], poses as never, corners, 0, 1)
    }
    // 8.05 cm apart: the Camel's base (4.5 out) reaches over the two-seater's wing (8.6 span: 4.3 out), but the
    // two-seater's base, on top, ends short of the Camel's wing tip (3.5 out)
    expect(at(108.05)).toBe(false)
    // 7.5 cm apart: the two-seater's base covers the Camel's wing tip
    expect(at(107.5)).toBe(true)
  })

  it('120, 122: one arrow per plane, compared with every other plane it could collide with: the same arrow collides', () => {
    const arrows = new Map([
      [0, 'left' as const],
      [1, 'left' as const],
      [2, 'right' as const],
    ])
    expect(
      collidingPairs(
        [
          [0, 1],
          [0, 2],
          [1, 2],
        ],
        arrows,
      ),
    ).toEqual([[0, 1]])
  })

  it('121, 123: 3 A cards a collision (6 B without an A deck), an extra A card (2 B) for an explosion', () => {
    expect(collisionCards004(true, 3)).toEqual({ deck: 'A', cards: 3 })
    expect(collisionCards004(false, 3)).toEqual({ deck: 'B', cards: 6 })
    expect(collisionCards004(false, 1)).toEqual({ deck: 'B', cards: 2 })
  })

  it('119-121: two planes side by side, friend or foe, draw an arrow each every phase; the same arrow: 3 A cards each, points and explosions only', () => {
    let collided = 0
    let missed = 0
    for (let seed = 1; seed <= 24; seed++) {
      for (const teams of [['allied', 'central'], ['allied', 'allied']] as const) {
        const planes = camels([100, 103]).map((p, i) => ({ ...p, team: teams[i] }))
        const events = phase1(formation(planes, ON, seed))
        const draws = events.filter((e) => e.type === 'collision-draw')
        expect(draws, 'one draw for the pair').toHaveLength(1)
        const d = draws[0] as Extract<GameEvent, { type: 'collision-draw' }>
        const hit = events.some((e) => e.type === 'collided')
        expect(hit, 'they collide when the arrows are the same').toBe(d.arrows[0] === d.arrows[1])
        if (hit) {
          collided++
          for (const p of ['c0', 'c1']) {
            const cards = collisionCards(events, p)
            const downed = (q: string) => events.some((e) => (e.type === 'exploded' || e.type === 'shot-down') && e.plane === q)
            const other = p === 'c0' ? 'c1' : 'c0'
            const partnerExploded = events.some((e) => e.type === 'exploded' && e.plane === other)
            // line 123: the other's explosion deals one more
            if (!downed(p)) expect(cards.length).toBe(partnerExploded ? 4 : 3)
            expect(cards.every((c) => c.startsWith('A'))).toBe(true)
          }
        } else {
          missed++
          expect(collisionCards(events, 'c0')).toEqual([])
        }
      }
    }
    expect(collided, 'some draws match').toBeGreaterThan(5)
    expect(missed, 'some do not').toBeGreaterThan(5)
    // none without the option, nor far apart
    expect(phase1(formation(camels([100, 103]), {})).some((e) => e.type === 'collision-draw')).toBe(false)
    expect(phase1(formation(camels([100, 120]))).some((e) => e.type === 'collision-draw')).toBe(false)
  })

  it('122-123: three planes in a row, all the same arrow: damage for each collision; the first explodes, the two that collided with it take an extra A card', () => {
    const explosion = damageCard('A', null, ['explosion'])
    const nothing = Object.values(content.damageCards).find((c) => c.deck === 'A' && (c.points ?? 0) === 0 && c.special.length === 0)!.id
    // the top card (drawn first) explodes c0; the rest count nothing
    const stack = [...Array(20).fill(nothing), explosion]
    let found = false
    for (let seed = 1; seed <= 60 && !found; seed++) {
      const game = formation(camels([100, 103, 106]), ON, seed, stack)
      const events = phase1(game)
      if (events.filter((e) => e.type === 'collided').length !== 3) continue
      found = true
      expect(game.state.planes[0].status).toBe('exploded')
      // c1: 3 with c0, 3 with c2, 1 for c0's explosion; c2 the same; c0 the explosion only
      expect(collisionCards(events, 'c0')).toEqual([explosion])
      expect(collisionCards(events, 'c1')).toHaveLength(7)
      expect(collisionCards(events, 'c2')).toHaveLength(7)
    }
    expect(found, 'a seed where the three arrows are the same').toBe(true)
  })

  it('judgement call, with Altitude: only planes that could collide by 003\'s rule (the same level) draw; 003\'s Collisions is played in its place', () => {
    const alt = { altitude: true, collisionsBySilhouette004: true, collisions: true }
    expect(phase1(formation(camels([100, 103], undefined, [2, 1]), alt)).some((e) => e.type === 'collision-draw')).toBe(false)
    const same = phase1(formation(camels([100, 103], undefined, [2, 2]), alt))
    expect(same.filter((e) => e.type === 'collision-draw')).toHaveLength(1)
    // 003's rule would have dealt a C card to each, with no draw
    expect(same.flatMap((e) => (e.type === 'damage-cards' ? e.cards : [])).every((c) => c.startsWith('A'))).toBe(true)
  })

  it('replays stay exact: the draws come from the game\'s seeded generator', () => {
    const game = formation(camels([100, 103, 106]), ON, 7)
    const again = startGame(camels([100, 103, 106]), { options: ON }, 7)
    for (const c of game.commands) again.apply(c)
    expect(again.state).toEqual(game.state)
  })

  it('quadsOverlap: convex quadrilaterals, touching is not overlapping', () => {
    const sq = (x: number, y: number) => [x, y + 1, x + 1, y + 1, x + 1, y, x, y]
    expect(quadsOverlap(sq(0, 0), 0, sq(0.5, 0.5), 0)).toBe(true)
    expect(quadsOverlap(sq(0, 0), 0, sq(1, 0), 0)).toBe(false)
    // a trapezoid whose slanted edge separates it from the square's corner
    const trap = [0, 2, 1, 2, 3, 0, 0, 0]
    expect(quadsOverlap(trap, 0, sq(2.6, 0.6), 0)).toBe(false)
    expect(quadsOverlap(trap, 0, sq(2, 0.5), 0)).toBe(true)
  })
})
