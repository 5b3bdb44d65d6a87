import { describe, expect, it } from 'vitest'
import { eventsOfType, planNumbers } from '../../electron/testing/engine-helpers'
import { content, startGame } from '../../electron/testing/fixtures'
import { standDelta } from './manoeuvre'
import { advance, DEG, type Pose } from './pose'
import { exitCost, flownStands, planWarnings, type KnownStand, type PlannedStand } from './plan-warnings'

const CLEARANCE = content.table.standClearance
const DEPTH = content.table.bases.standard.depth
const TABLE = { width: 90, depth: 70 }
const deckC = content.manoeuvreDecks.C.cards

/** The stands after each card of deck C numbered `ns`, from `start` (as the planning preview computes them). */
function stands(plane: string, start: Pose, ns: number[]): PlannedStand[] {
  let pose = start
  return ns.map((n, slot) => {
    const c = deckC.find((k) => k.n === n)!
    const d = standDelta(c.move, c.turn, DEPTH)
    pose = advance(pose, d.right, d.forward, d.turn)
    return { plane, slot, end: pose }
  })
}

describe('003 Exiting the Gaming Surface: "If, at the end of a manoeuvre, the centre of any aircraft base is outside the playing area, that aircraft is removed from the game"', () => {
  it('warns on the first card whose stand ends beyond an edge, naming the edge', () => {
    // straights of 14.3 cm north from 12 cm below the north edge: the first already leaves
    const w = planWarnings(TABLE, CLEARANCE, stands('a', { x: 45, y: 58, h: 0 }, [1, 2, 3]), [])
    expect(w).toEqual([{ kind: 'leaves-table', plane: 'a', slot: 0, edge: 'north' }])
  })

  it('a stand exactly on the edge stays on the table', () => {
    const w = planWarnings(TABLE, CLEARANCE, [{ plane: 'a', slot: 2, end: { x: 90, y: 0, h: 0 } }], [])
    expect(w).toEqual([])
  })

  it('the cards after the exit are never flown: they are dropped and warn of nothing', () => {
    const planned = stands('a', { x: 80, y: 35, h: 90 * DEG }, [1, 1, 1])
    expect(flownStands(TABLE, planned).map((s) => s.slot)).toEqual([0])
    expect(planWarnings(TABLE, CLEARANCE, planned, []).map((w) => [w.kind, w.slot, 'edge' in w && w.edge])).toEqual([['leaves-table', 0, 'east']])
  })

  it('agrees with the engine: the plane is removed on the very card the warning names', () => {
    const game = startGame(
      [
        { id: 'a', aircraft: 'sopwith-camel', team: 'allied', x: 45, y: 35, heading: 0 },
        { id: 'x', aircraft: 'fokker-dr-i', team: 'central', x: 20, y: 20, heading: 90 },
      ],
      { table: TABLE },
    )
    const warnings = planWarnings(TABLE, CLEARANCE, stands('a', { x: 45, y: 35, h: 0 }, [1, 2, 3]), [])
    expect(warnings).toEqual([{ kind: 'leaves-table', plane: 'a', slot: 2, edge: 'north' }])
    planNumbers(game, { a: [1, 2, 3], x: [4, 5, 6] })
    const exited = eventsOfType(game.events, 'exited').find((e) => e.plane === 'a')!
    expect(exited).toMatchObject({ phase: 3, edge: 'north' })
  })
})

describe('003 Overlapping during Movement: stands closer than the stand clearance cannot both stand (a bump, B cards drawn)', () => {
  const here = (x: number, y: number): PlannedStand[] => [{ plane: 'a', slot: 1, end: { x, y, h: 0 } }]

  it('a stand ending within the clearance of another plane as it stands now says a bump is likely', () => {
    const known: KnownStand[] = [{ plane: 'x', x: 40, y: 40, slot: null }]
    const w = planWarnings(TABLE, CLEARANCE, here(41, 40.5), known)
    expect(w).toHaveLength(1)
    expect(w[0]).toMatchObject({ kind: 'bump', plane: 'a', slot: 1, other: 'x' })
    expect((w[0] as { distance: number }).distance).toBeCloseTo(Math.hypot(1, 0.5))
  })

  it('the clearance itself is clear (the engine compares with "closer than")', () => {
    expect(planWarnings(TABLE, CLEARANCE, here(40 + CLEARANCE, 40), [{ plane: 'x', x: 40, y: 40, slot: null }])).toEqual([])
  })

  it("an own plane's committed stand counts only after the same card: the planes fly each card at the same time", () => {
    const known: KnownStand[] = [
      { plane: 'b', x: 40, y: 40, slot: 0 },
      { plane: 'c', x: 60, y: 40, slot: 1 },
    ]
    expect(planWarnings(TABLE, CLEARANCE, here(40, 40), known)).toEqual([])
    expect(planWarnings(TABLE, CLEARANCE, here(60, 41), known)).toMatchObject([{ kind: 'bump', other: 'c' }])
  })

  it('names the nearest of several bases, and never the plane itself', () => {
    const known: KnownStand[] = [
      { plane: 'a', x: 50, y: 50, slot: null },
      { plane: 'x', x: 51.5, y: 50, slot: null },
      { plane: 'y', x: 50.5, y: 50, slot: null },
    ]
    expect(planWarnings(TABLE, CLEARANCE, here(50, 50), known)).toMatchObject([{ kind: 'bump', other: 'y' }])
  })

  it('refuses a clearance that is not a length', () => {
    expect(() => planWarnings(TABLE, Number.NaN, here(1, 1), [])).toThrow(/stand clearance/)
  })
})

describe('003 Victory: what leaving the table costs', () => {
  const duel = { victory: 'last-standing' as const, teams: [{ id: 'allied' }, { id: 'central' }] }
  const patrols = { victory: 'score' as const, teams: [{ id: 'allied' }, { id: 'central' }] }
  const two = [
    { id: 'a', team: 'allied', status: 'flying' },
    { id: 'b', team: 'allied', status: 'flying' },
    { id: 'x', team: 'central', status: 'flying' },
  ]

  it('Duel over the Trenches, "the player who ... leaves the table loses the game": the last plane of a side loses it', () => {
    const c = exitCost(duel, [two[0], two[2]], 'a')
    expect(c.losesGame).toBe(true)
    expect(c.text).toMatch(/loses the game/)
    expect(c.short).toBe('loses the game')
  })

  it('"the last player having one or more planes on the playing area ... wins": a side with another plane fights on', () => {
    const c = exitCost(duel, two, 'a')
    expect(c.losesGame).toBe(false)
    expect(c.text).toBe('it is out of the game: your side fights on with 1 plane')
    // a plane already gone, or one whose own plan leaves this turn, does not stay
    expect(exitCost(duel, [two[0], { ...two[1], status: 'shot-down' }, two[2]], 'a').losesGame).toBe(true)
    expect(exitCost(duel, two, 'a', new Set(['b'])).losesGame).toBe(true)
  })

  it('Dawn Patrols, "score 1 point for each enemy aircraft leaving the gaming field": the enemy scores a point', () => {
    expect(exitCost(patrols, two, 'a').text).toBe('it is out of the game and the enemy scores 1 point')
    const last = exitCost(patrols, [two[0], two[2]], 'a')
    expect(last.losesGame).toBe(false)
    expect(last.text).toMatch(/enemy scores 1 point.*game ends: the higher score wins/)
  })

  it('an unknown plane is a clear error', () => {
    expect(() => exitCost(duel, two, 'zz')).toThrow(/no plane "zz"/)
  })
})
