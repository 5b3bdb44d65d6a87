import { describe, expect, it } from 'vitest'
import { arriving, card, eventsOfType, expectRejected, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { content, startGame, type PlaneSpec } from '../../electron/testing/fixtures'
import { baseCorners, rectanglesOverlap } from '../geometry/base'
import { standDelta } from '../geometry/manoeuvre'
import { advance, DEG, type Pose } from '../geometry/pose'
import { stackDeck } from './damage'
import { nearestFreeSpot } from './movement'
import { scores } from './victory'

const CLEARANCE = content.table.standClearance
const DEPTH = content.table.bases.standard.depth
// deck C (Camel, Dr.I): card 1 is a straight of 8 cm, 7 a bank right, 4 a stall
const STRAIGHT_C = 8
const TRAVEL_C = STRAIGHT_C + DEPTH

const camel = (id: string, x: number, y: number, heading: number, team: 'allied' | 'central' = 'allied'): PlaneSpec => ({ id, aircraft: 'sopwith-camel', team, x, y, heading })
const dr1 = (id: string, x: number, y: number, heading: number, team: 'allied' | 'central' = 'central'): PlaneSpec => ({ id, aircraft: 'fokker-dr-i', team, x, y, heading })

/** The poses after phase `phase` of turn `turn`, from the public 'moved' events. */
function movedIn(game: ReturnType<typeof startGame>, phase: number, turn = 1) {
  const out: Record<string, { x: number; y: number; h: number }> = {}
  for (const e of eventsOfType(game.events, 'moved')) if (e.turn === turn && e.phase === phase) out[e.plane] = e.at
  return out
}

function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

describe('Movement: "puts his manoeuvre card in front of his plane base ... the black arrowhead on the rear of the base matches the arrowhead of the manoeuvre"', () => {
  it('a straight moves the stand by the arrow length plus one base depth (8 + 6.3 cm for deck C)', () => {
    const game = startGame([camel('a', 100, 40, 0), camel('b', 40, 100, 90), dr1('x', 170, 170, 180)])
    planNumbers(game, { a: [1, 7, 3], b: [1, 7, 3], x: [1, 2, 3] })
    const p1 = movedIn(game, 1)
    expect(p1.a.x).toBeCloseTo(100, 9)
    expect(p1.a.y).toBeCloseTo(40 + TRAVEL_C, 9)
    expect(p1.a.h).toBeCloseTo(0, 12)
    // heading east: the same distance along x
    expect(p1.b.x).toBeCloseTo(40 + TRAVEL_C, 9)
    expect(p1.b.y).toBeCloseTo(100, 9)
    expect(p1.b.h).toBeCloseTo(90 * DEG, 12)
  })

  it('every card lands the base where geometry/manoeuvre.ts says: standDelta applied from the pose before the move', () => {
    const game = startGame([camel('a', 100, 40, 30), dr1('x', 170, 170, 180)])
    const deck = content.manoeuvreDecks.C.cards
    // bank right, sideslip right, short straight
    const plan = [7, 15, 3].map((n) => deck.find((c) => c.n === n)!)
    planNumbers(game, { a: [7, 15, 3], x: [1, 2, 3] })
    let pose = { x: 100, y: 40, h: 30 * DEG }
    for (const [k, c] of plan.entries()) {
      const d = standDelta(c.move, c.turn, DEPTH)
      pose = advance(pose, d.right, d.forward, d.turn)
      const at = movedIn(game, k + 1).a
      expect(at.x).toBeCloseTo(pose.x, 9)
      expect(at.y).toBeCloseTo(pose.y, 9)
      expect(at.h).toBeCloseTo(pose.h, 9)
    }
    // the bank turned the plane 45 degrees to the right
    expect(movedIn(game, 1).a.h).toBeCloseTo(75 * DEG, 9)
  })

  it('all planes move at the same time: a plane may fly onto the spot another one is leaving', () => {
    // the follower's straight ends exactly where the leader stands before moving
    const game = startGame([camel('follower', 100, 100 - TRAVEL_C, 0), camel('leader', 100, 100, 0), dr1('x', 170, 170, 180)])
    planNumbers(game, { follower: [1, 2, 3], leader: [1, 2, 3], x: [1, 2, 3] })
    expect(eventsOfType(game.events, 'bumped')).toHaveLength(0)
    const p1 = movedIn(game, 1)
    expect(p1.follower.y).toBeCloseTo(100, 9)
    expect(p1.leader.y).toBeCloseTo(100 + TRAVEL_C, 9)
  })
})

describe('"Overlapping during Movement": "Take a B damage card for each of them and show it: the aircraft drawing the card with the smaller number ... moves first, executing the manoeuvre exactly as planned. Then ... as close as possible to its planned destination, keeping the plane with the same orientation"', () => {
  /** The Camel flies north to (100, 100); the Dr.I flies west to (101, 100): their stands would be 1 cm apart. */
  function collision() {
    return startGame([camel('camel', 100, 100 - TRAVEL_C, 0), dr1('dr1', 101 + TRAVEL_C, 100, 270)])
  }

  it('the smaller B card moves first, exactly as planned; the other is put as close as possible, at the stand clearance, with its planned heading', () => {
    const game = collision()
    // the Camel (first in table order) draws B47 (3), the Dr.I B01 (0): the Dr.I moves first
    stackDeck(game.state, 'B', ['B47', 'B01'])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    const bumped = eventsOfType(game.events, 'bumped')
    expect(bumped).toHaveLength(2)
    expect(bumped[0]).toMatchObject({ plane: 'dr1', order: 1, draw: 'B01', to: 'all' })
    expect(bumped[1]).toMatchObject({ plane: 'camel', order: 2, draw: 'B47' })
    const p1 = movedIn(game, 1)
    // the first mover sits exactly on its planned spot
    expect(p1.dr1.x).toBeCloseTo(101, 9)
    expect(p1.dr1.y).toBeCloseTo(100, 9)
    expect(p1.dr1.h).toBeCloseTo(-90 * DEG, 9)
    // the second moves away from its destination by the minimum: straight away from the first stand
    expect(p1.camel.x).toBeCloseTo(101 - CLEARANCE, 9)
    expect(p1.camel.y).toBeCloseTo(100, 9)
    expect(p1.camel.h).toBeCloseTo(0, 9)
    expect(dist(p1.camel, p1.dr1)).toBeGreaterThanOrEqual(CLEARANCE - 1e-9)
    expect(bumped[1].planned.x).toBeCloseTo(100, 9)
    expect(bumped[1].placed.x).toBeCloseTo(101 - CLEARANCE, 9)
  })

  it('a plane whose manoeuvre ends off the table leaves it and makes no one else give way', () => {
    // the Camel ends 1 cm inside the west edge; the Dr.I ends 1 cm beyond it, their stands 2 cm apart
    const game = startGame([arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 1, 100, 270), arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central' }, -1, 100, 270)])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(eventsOfType(game.events, 'bumped')).toHaveLength(0)
    expect(movedIn(game, 1).camel.x).toBeCloseTo(1, 9)
    expect(planeOf(game, 'dr1').status).toBe('exited')
    expect(planeOf(game, 'dr1').out!.edge).toBe('west')
  })

  it('with the cards the other way round the other plane moves first', () => {
    const game = collision()
    stackDeck(game.state, 'B', ['B01', 'B47'])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    const bumped = eventsOfType(game.events, 'bumped')
    expect(bumped.map((e) => e.plane)).toEqual(['camel', 'dr1'])
    const p1 = movedIn(game, 1)
    expect(p1.camel.x).toBeCloseTo(100, 9)
    expect(p1.camel.y).toBeCloseTo(100, 9)
    expect(p1.dr1.x).toBeCloseTo(100 + CLEARANCE, 9)
    expect(p1.dr1.y).toBeCloseTo(100, 9)
  })

  it('"Damage cards drawn for this purpose must be discarded, the damage shown on these cards is not taken into account"', () => {
    const game = collision()
    stackDeck(game.state, 'B', ['B47', 'B01'])
    const drawBefore = game.state.decks.B.draw.length
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(game.state.decks.B.discard).toEqual(['B47', 'B01'])
    expect(game.state.decks.B.draw.length).toBe(drawBefore - 2)
    for (const p of game.state.planes) {
      expect(p.damage).toEqual([])
      expect(p.damageTotal).toBe(0)
      expect(p.stats.cardsTaken).toBe(0)
    }
  })

  it('equal numbers are drawn again; an explosion card shows no number and is drawn again', () => {
    const tie = collision()
    // both draw a 1, then the Camel a 3 and the Dr.I a 0
    stackDeck(tie.state, 'B', ['B14', 'B15', 'B47', 'B01'])
    planNumbers(tie, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(eventsOfType(tie.events, 'bumped').map((e) => e.plane)).toEqual(['dr1', 'camel'])
    expect(tie.state.decks.B.discard).toEqual(['B14', 'B15', 'B47', 'B01'])

    const boom = collision()
    // the Camel's first card is the explosion (no number): it draws again and gets a 3
    stackDeck(boom.state, 'B', ['B48', 'B47', 'B01'])
    planNumbers(boom, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(eventsOfType(boom.events, 'bumped').map((e) => e.plane)).toEqual(['dr1', 'camel'])
    for (const p of boom.state.planes) expect(p.status).toBe('flying')
  })

  it('three planes meeting at one spot: the first sits exactly on its spot, every stand ends at least the clearance from every other, headings as planned', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const game = startGame(
        [
          camel('s', 100, 100 - TRAVEL_C, 0),
          camel('e', 100.8 + TRAVEL_C, 100.3, 270),
          dr1('n', 99.6, 100.9 + TRAVEL_C, 180),
          dr1('far', 30, 170, 180),
        ],
        {},
        seed,
      )
      planNumbers(game, { s: [1, 2, 3], e: [1, 2, 3], n: [1, 2, 3], far: [1, 2, 3] })
      const bumped = eventsOfType(game.events, 'bumped').filter((e) => e.turn === 1 && e.phase === 1)
      expect(bumped.map((e) => e.order)).toEqual([1, 2, 3])
      expect(new Set(bumped.map((e) => e.plane))).toEqual(new Set(['s', 'e', 'n']))
      const p1 = movedIn(game, 1)
      const first = bumped[0]
      expect(p1[first.plane].x).toBeCloseTo(first.planned.x, 9)
      expect(p1[first.plane].y).toBeCloseTo(first.planned.y, 9)
      // the second moves away from its spot by exactly what the clearance needs
      const second = bumped[1]
      const need = CLEARANCE - dist(second.planned, first.planned)
      expect(dist(second.placed, second.planned)).toBeCloseTo(need, 6)
      const ids = ['s', 'e', 'n', 'far']
      for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) expect(dist(p1[ids[i]], p1[ids[j]])).toBeGreaterThanOrEqual(CLEARANCE - 1e-6)
      expect(p1.s.h).toBeCloseTo(0, 9)
      expect(p1.e.h).toBeCloseTo(-90 * DEG, 9)
      expect(Math.abs(p1.n.h)).toBeCloseTo(180 * DEG, 9)
      // the plane far away was not involved and flew exactly
      expect(p1.far.y).toBeCloseTo(170 - TRAVEL_C, 9)
      expect(bumped.some((e) => e.plane === 'far')).toBe(false)
    }
  })

  it('"A partial overlapping of the bases is acceptable": stands 3 cm apart are not moved although their bases overlap', () => {
    const game = startGame([camel('a', 100, 100 - TRAVEL_C, 0), dr1('b', 103 + TRAVEL_C, 100, 270)])
    planNumbers(game, { a: [1, 2, 3], b: [1, 2, 3] })
    expect(eventsOfType(game.events, 'bumped')).toHaveLength(0)
    const p1 = movedIn(game, 1)
    expect(p1.a.x).toBeCloseTo(100, 9)
    expect(p1.b.x).toBeCloseTo(103, 9)
    const shape = content.table.bases.standard
    expect(rectanglesOverlap(baseCorners(p1.a, shape), baseCorners(p1.b, shape))).toBe(true)
  })

  it('nearestFreeSpot keeps the wanted spot when it is free and otherwise moves by the minimum distance', () => {
    const placed = [{ x: 0, y: 0, h: 0 }]
    expect(nearestFreeSpot({ x: 5, y: 0, h: 0 }, placed, 2.5)).toEqual({ x: 5, y: 0 })
    const p = nearestFreeSpot({ x: 1, y: 0, h: 0 }, placed, 2.5)
    expect(p.x).toBeCloseTo(2.5, 12)
    expect(p.y).toBeCloseTo(0, 12)
    // between two stands 4 cm apart the nearest free spot is where both circles meet
    const two = [
      { x: -2, y: 0, h: 0 },
      { x: 2, y: 0, h: 0 },
    ]
    const q = nearestFreeSpot({ x: 0, y: 0.1, h: 0 }, two, 2.5)
    expect(q.x).toBeCloseTo(0, 9)
    expect(q.y).toBeCloseTo(1.5, 9)
  })

  it('nearestFreeSpot, which skips candidates that cannot be nearer than the best so far, finds exactly the spot that testing every candidate finds, on crowded tables', () => {
    // every candidate tested, as the function did before it skipped any: the reference
    function everyCandidate(want: Pose, placed: Pose[], clearance: number): { x: number; y: number } {
      const free = (x: number, y: number) => placed.every((q) => (x - q.x) ** 2 + (y - q.y) ** 2 >= clearance * clearance - 1e-7)
      if (free(want.x, want.y)) return { x: want.x, y: want.y }
      const candidates: { x: number; y: number }[] = []
      for (const q of placed) {
        let dx = want.x - q.x
        let dy = want.y - q.y
        let d = Math.hypot(dx, dy)
        if (d < 1e-9) {
          dx = -Math.sin(want.h)
          dy = -Math.cos(want.h)
          d = 1
        }
        candidates.push({ x: q.x + (dx / d) * clearance, y: q.y + (dy / d) * clearance })
      }
      for (let a = 0; a < placed.length; a++) {
        for (let b = a + 1; b < placed.length; b++) {
          const p = placed[a]
          const q = placed[b]
          const dx = q.x - p.x
          const dy = q.y - p.y
          const d = Math.hypot(dx, dy)
          if (d === 0 || d > 2 * clearance) continue
          const mid = d / 2
          const h = Math.sqrt(Math.max(0, clearance * clearance - mid * mid))
          const mx = p.x + (dx * mid) / d
          const my = p.y + (dy * mid) / d
          candidates.push({ x: mx - (dy * h) / d, y: my + (dx * h) / d }, { x: mx + (dy * h) / d, y: my - (dx * h) / d })
        }
      }
      let best: { x: number; y: number } | null = null
      let bestD = Infinity
      for (const c of candidates) {
        if (!free(c.x, c.y)) continue
        const d = Math.hypot(c.x - want.x, c.y - want.y)
        if (d < bestD) {
          bestD = d
          best = c
        }
      }
      return best ?? nearestFreeSpot(want, placed, clearance)
    }
    let seed = 12345
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
    let moved = 0
    for (let k = 0; k < 3000; k++) {
      // up to 40 stands packed in a square a few clearances wide, some on exactly the same spot
      const side = 2 + rand() * 20
      const placed: Pose[] = []
      const n = 1 + Math.floor(rand() * 40)
      for (let i = 0; i < n; i++) placed.push(i > 0 && rand() < 0.05 ? { ...placed[i - 1] } : { x: rand() * side, y: rand() * side, h: rand() * 6.3 })
      const want = rand() < 0.1 ? { ...placed[0] } : { x: rand() * side, y: rand() * side, h: rand() * 6.3 }
      const got = nearestFreeSpot(want, placed, 2.5)
      expect(got).toEqual(everyCandidate(want, placed, 2.5))
      if (got.x !== want.x || got.y !== want.y) moved++
    }
    // most of the layouts were crowded: the spot wanted was taken
    expect(moved).toBeGreaterThan(2000)
  })
})

describe('"Exiting the Gaming Surface": "If, at the end of a manoeuvre, the centre of any aircraft base is outside the playing area, that aircraft is removed from the game"', () => {
  function exitGame() {
    return startGame([camel('leaver', 100, 190, 0), camel('stayer', 30, 40, 0), dr1('dr1', 170, 170, 180)])
  }

  it('a plane whose stand ends past the north edge is removed at once, with the edge it crossed', () => {
    const game = exitGame()
    planNumbers(game, { leaver: [1, 2, 3], stayer: [1, 2, 3], dr1: [1, 2, 3] })
    const leaver = planeOf(game, 'leaver')
    expect(leaver.status).toBe('exited')
    expect(leaver.out).toEqual({ turn: 1, phase: 1, edge: 'north' })
    expect(leaver.y).toBeCloseTo(190 + TRAVEL_C, 9)
    expect(eventsOfType(game.events, 'exited')).toEqual([expect.objectContaining({ plane: 'leaver', edge: 'north', turn: 1, phase: 1, to: 'all' })])
    // the others play on
    expect(game.state.step).toBe('planning')
    expect(game.state.turn).toBe(2)
    // 1 point for the enemy when a plane leaves the gaming field
    expect(scores(game.rules, game.state)).toEqual({ allied: 0, central: 1 })
  })

  it('a plane that has left never moves or acts again, and commands for it are rejected', () => {
    const game = exitGame()
    planNumbers(game, { leaver: [1, 2, 3], stayer: [1, 2, 3], dr1: [1, 2, 3] })
    const at = { x: planeOf(game, 'leaver').x, y: planeOf(game, 'leaver').y, h: planeOf(game, 'leaver').h }
    const exitIndex = game.events.findIndex((e) => e.type === 'exited')
    expect(game.waitingFor()).not.toContain('leaver')
    expectRejected(game, { type: 'plan', seat: 'allied', plane: 'leaver', cards: [card(game, 'leaver', 1), card(game, 'leaver', 2), card(game, 'leaver', 3)] }, 'plane-out', /leaver.*left the table/)
    planNumbers(game, { stayer: [1, 2, 3], dr1: [1, 2, 3] })
    planNumbers(game, { stayer: [7, 2, 3], dr1: [1, 2, 3] })
    expect(game.state.turn).toBe(4)
    const leaver = planeOf(game, 'leaver')
    expect({ x: leaver.x, y: leaver.y, h: leaver.h }).toEqual(at)
    expect(leaver.plan).toBeNull()
    expect(leaver.out).toEqual({ turn: 1, phase: 1, edge: 'north' })
    const later = game.events.slice(exitIndex + 1).filter((e) => 'plane' in e && e.plane === 'leaver')
    expect(later).toEqual([])
    // and it is no longer counted in the turn-end counters
    for (const e of eventsOfType(game.events, 'turn-ended')) expect(e.counters.leaver).toBeUndefined()
  })

  it('a stand exactly on the edge is still on the table', () => {
    const y0 = 200 - TRAVEL_C
    expect(y0 + TRAVEL_C).toBe(200)
    const g2 = startGame([camel('edge', 100, y0, 0), dr1('dr1', 170, 100, 180)])
    planNumbers(g2, { edge: [1, 9, 3], dr1: [1, 2, 3] })
    expect(movedIn(g2, 1).edge.y).toBe(200)
    expect(eventsOfType(g2.events, 'exited').filter((e) => e.phase === 1)).toHaveLength(0)
  })

  it('a plane leaving across the east edge is removed with edge "east"; when a side has no plane left the game is over', () => {
    const game = startGame([camel('camel', 195, 100, 90), dr1('dr1', 30, 170, 180)])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(planeOf(game, 'camel').out).toEqual({ turn: 1, phase: 1, edge: 'east' })
    expect(game.over).toBe(true)
    expect(game.state.result).toEqual({ winner: 'central', scores: { allied: 0, central: 1 }, reason: 'last-standing' })
    // the Dr.I does not go on flying after the game ended
    expect(eventsOfType(game.events, 'moved').filter((e) => e.plane === 'dr1').map((e) => e.phase)).toEqual([1])
  })
})
