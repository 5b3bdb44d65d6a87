/**
 * 003 Balloon Barrages (lines 803-816): a line of balloons whose cables eliminate the aircraft between two of them, or
 * between an end balloon and the side, or over a balloon, at their altitude or lower; played with the altitude rules.
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { Game } from '../../game'
import { scenarioSetup } from '../../setup'
import type { GameEvent, RulesOptions } from '../../types'
import { barrageCatches } from './barrage'

const BARRAGE = ['b1', 'b2', 'b3']
/** Three Drachens in a line along y = 50 at level 3 (30 cm apart), a Dr.I far away at the south edge. */
function start(nieuport: Omit<PlaneSpec, 'id' | 'aircraft' | 'team'>, options: Partial<RulesOptions> = { altitude: true }, change: (g: Game) => void = () => {}): { g: Game; events: GameEvent[] } {
  const planes: PlaneSpec[] = [
    { id: 'nieuport', aircraft: 'nieuport-16', team: 'allied', ...nieuport },
    { id: 'b1', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 40, y: 50, heading: 180, altitude: 3 },
    { id: 'b2', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 70, y: 50, heading: 180, altitude: 3 },
    { id: 'b3', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 100, y: 50, heading: 180, altitude: 3 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 10, y: 95, heading: 90, altitude: 2 },
  ]
  const setup = setupWith(planes, { options, table: { width: 150, depth: 100 } })
  setup.balloons = { barrage: BARRAGE }
  const g = Game.start(content, setup, 1)
  change(g)
  // the Nieuport's straights (7.5 cm), level; the Dr.I's straights along the south edge
  const events = planNumbers(g, { nieuport: [1, 2, 3], dr1: [1, 2, 3] })
  return { g, events }
}

describe('003 Balloon Barrages (lines 803-816)', () => {
  it('a plane whose card ends on the cable between two adjacent balloons, lower than both, is eliminated (lines 808-810)', () => {
    const { g, events } = start({ x: 55, y: 40, heading: 0, altitude: 2 })
    expect(eventsOfType(events, 'barrage')).toMatchObject([{ plane: 'nieuport', between: ['b1', 'b2'], phase: 1 }])
    expect(eventsOfType(events, 'shot-down')).toMatchObject([{ plane: 'nieuport' }])
    expect(planeOf(g, 'nieuport').status).toBe('shot-down')
  })

  it('at the same altitude as the lowest balloon the plane is eliminated too; above it, it passes (line 809)', () => {
    expect(eventsOfType(start({ x: 55, y: 40, heading: 0, altitude: 3 }).events, 'barrage')).toHaveLength(1)
    // a plane starts no higher than level 3: this one has climbed to 4
    const { g, events } = start({ x: 55, y: 40, heading: 0, altitude: 3 }, { altitude: true }, (g) => {
      g.state.planes[0].effects!.alt!.level = 4
    })
    expect(eventsOfType(events, 'barrage')).toEqual([])
    expect(planeOf(g, 'nieuport').status).toBe('flying')
  })

  it('crossing the cable during a move counts: the path from stand to stand crosses it, though the card ends clear of it (judgement call)', () => {
    // from 4 cm short of the line to 3.5 cm past it: the base (6.3 cm nose to tail) is clear of it before and after
    const { events } = start({ x: 85, y: 46, heading: 0, altitude: 1 })
    expect(eventsOfType(events, 'barrage')).toMatchObject([{ plane: 'nieuport', between: ['b2', 'b3'] }])
  })

  it('between an end balloon and the side of the playing field, at its altitude or lower (lines 810-811)', () => {
    const { events } = start({ x: 120, y: 40, heading: 0, altitude: 2 })
    expect(eventsOfType(events, 'barrage')).toMatchObject([{ plane: 'nieuport', between: ['b3'] }])
  })

  it('a plane overlapping a balloon at its altitude or lower is destroyed (lines 811-812)', () => {
    const { g } = start({ x: 70, y: 40, heading: 0, altitude: 2 })
    // the stand ends 2.5 cm short of the balloon's: the base overlaps its card (and the cables meeting there)
    expect(planeOf(g, 'nieuport').status).toBe('shot-down')
    const rules = g.rules
    const planes = g.state.planes.map((p) => ({ ...p }))
    // away from the cables, over b2's card only when the cables are gone: b1 and b3 brought down
    planes[1].status = 'landed'
    planes[3].status = 'landed'
    expect(barrageCatches(rules, planes, 0, { x: 70, y: 47, h: 0 }, 3)).toEqual(['b2'])
    expect(barrageCatches(rules, planes, 0, { x: 70, y: 47, h: 0 }, 4)).toBeNull()
  })

  it('with a balloon brought to ground, planes pass between its neighbours, and between the end balloon\'s neighbour and the side (lines 813-815)', () => {
    const { g, events } = start({ x: 55, y: 40, heading: 0, altitude: 2 }, { altitude: true }, (g) => {
      g.state.planes[1].status = 'landed'
    })
    expect(eventsOfType(events, 'barrage')).toEqual([])
    expect(planeOf(g, 'nieuport').status).toBe('flying')
    // the side beyond b1 is open too (b1 is the end balloon), the cable b2-b3 still holds
    const planes = g.state.planes
    expect(barrageCatches(g.rules, planes, 0, { x: 20, y: 50, h: 0 }, 1)).toBeNull()
    expect(barrageCatches(g.rules, planes, 0, { x: 85, y: 50, h: 0 }, 1)).toEqual(['b2', 'b3'])
  })

  it('without the altitude rules the barrage is not played (its heights cannot be read)', () => {
    const { g, events } = start({ x: 55, y: 40, heading: 0 }, {})
    expect(eventsOfType(events, 'barrage')).toEqual([])
    expect(planeOf(g, 'nieuport').status).toBe('flying')
  })

  it('003 A Hard Task (lines 1375-1378) forms its barrage of four Drachens at level 4 across the table', () => {
    const g = Game.start(content, scenarioSetup(content, { scenario: 'a-hard-task' }), 1)
    expect(g.rules.setup.balloons?.barrage).toEqual(['balloon-1', 'balloon-2', 'balloon-3', 'balloon-4'])
    expect(g.rules.hooks.afterMovement.some((m) => m.id === 'barrage')).toBe(true)
    const b2 = planeOf(g, 'balloon-2')
    const i = g.rules.byId.get('albatros')!.index
    // a pose on the line between balloon-2 and balloon-3 at level 2 is caught (the bots count it as off the table)
    expect(barrageCatches(g.rules, g.state.planes, i, { x: 75, y: b2.y, h: 0 }, 2)).toEqual(['balloon-2', 'balloon-3'])
    expect(barrageCatches(g.rules, g.state.planes, i, { x: 75, y: b2.y, h: 0 }, 5)).toBeNull()
  })
})

describe('003 Balloon Barrages with the Collisions optional rule (lines 812-813): "if the altitude is the same - regardless of climb counters - give the balloon a C- Damage card"', () => {
  /** the Nieuport's first straight ends over b2, at b2's level (3); the balloon with `climbs` climb counters */
  const overB2 = (climbs: number, collisions: boolean) =>
    start({ x: 70, y: 40, heading: 0, altitude: 3 }, { altitude: true, collisions }, (g) => {
      planeOf(g, 'b2').effects!.alt!.climbs = climbs
    })
  const balloonCards = (events: GameEvent[]) => eventsOfType(events, 'damage-taken').filter((e) => e.plane === 'b2' && e.cause === 'collision')

  it('the plane is destroyed and the balloon takes one C card, whether or not their climb counters match', () => {
    for (const climbs of [0, 1]) {
      const { g, events } = overB2(climbs, true)
      expect(planeOf(g, 'nieuport').status, `b2 with ${climbs} climb counters`).toBe('shot-down')
      expect(balloonCards(events).map((e) => e.cards), `b2 with ${climbs} climb counters`).toEqual([1])
    }
  })

  it('without the Collisions rule the balloon takes no card', () => {
    const { g, events } = overB2(1, false)
    expect(planeOf(g, 'nieuport').status).toBe('shot-down')
    expect(balloonCards(events)).toEqual([])
  })
})
