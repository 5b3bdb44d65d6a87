import { describe, expect, it } from 'vitest'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { straights } from '../../../../electron/testing/rule-helpers'
import { stackDeck } from '../../damage'
import { fireReasons } from '../../fire-reasons'
import { Game } from '../../game'
import type { GameEvent, LandingField, RulesOptions } from '../../types'
import { fieldAt, fieldsProblem } from './landing'

// the Camel's deck: C01 straight (14.3 cm), C04 stall (7.1), C05 bank left, C06 bank left, C19 climb, C20 dive (17.3)
const STRAIGHT = 'C01'
const STRAIGHT2 = 'C02'
const STALL = 'C04'
const BANK = 'C05'
const BANK2 = 'C06'
const CLIMB = 'C19'
const DIVE = 'C20'

/** A field 12 cm wide and 40 deep whose long side runs along the Camel's path (x 40, heading 0: +y). */
const FIELD: LandingField = { id: 'field', x: 40, y: 95, width: 12, depth: 40 }

function game(camel: Partial<PlaneSpec>, fields: LandingField[] = [FIELD], options: Partial<RulesOptions> = {}, seed = 1): Game {
  const planes: PlaneSpec[] = [
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 20, heading: 0, altitude: 1, ...camel },
    { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 180, heading: 90, altitude: 3 },
  ]
  // a long table: the D.Va flies straight on, out of the way, for many turns
  return Game.start(content, { ...setupWith(planes, { options: { altitude: true, ...options }, table: { width: 1000, depth: 200 } }), fields }, seed)
}

/** Fire held and planes on the ground left where they are before the second card (ground-move.test.ts plays that). */
function settle(g: Game): void {
  while (g.state.step === 'firing' || g.state.step === 'taxiing') {
    if (g.state.step === 'taxiing') for (const id of g.waitingFor()) g.apply({ type: 'taxi', seat: g.state.planes.find((p) => p.id === id)!.seat, plane: id, to: null })
    else for (const p of g.state.planes) if (p.status === 'flying' && !g.state.fireOrders[p.id] && g.state.fireOptions.some((o) => o.plane === p.id)) g.apply({ type: 'fire', seat: p.seat, plane: p.id, front: null, rear: null })
  }
}

function turn(g: Game, camel: string[]): GameEvent[] {
  const from = g.events.length
  const dva = g.state.planes[1]
  if (dva.status === 'flying') g.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(g, 'dva').slice(0, 2).concat(g.state.turn % 2 ? ['B03'] : ['B11']) })
  g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: camel })
  settle(g)
  // the taxi step's own events are ground-move.test.ts's
  return g.events.slice(from).filter((e) => !(e.type === 'ground' && (e.what === 'taxiing' || e.what === 'taxied')))
}

const ground = (events: GameEvent[]) => events.filter((e) => e.type === 'ground').map((e) => e.type === 'ground' && e.what)
const camelOf = (g: Game) => g.state.planes[0]

describe('003 lines 379-381: landing fields', () => {
  it('003 line 380: a field "at least 9 x 27 cm", on the table; a point is in it when inside its rectangle', () => {
    const table = { width: 200, depth: 200 }
    expect(fieldsProblem({ table, fields: [FIELD] })).toBeNull()
    expect(fieldsProblem({ table, fields: [{ ...FIELD, depth: 26 }] })).toMatch(/at least 9 x 27/)
    expect(fieldsProblem({ table, fields: [{ ...FIELD, width: 8, depth: 40 }] })).toMatch(/at least 9 x 27/)
    expect(fieldsProblem({ table, fields: [{ ...FIELD, x: 195 }] })).toMatch(/does not lie on the table/)
    expect(fieldsProblem({ table, fields: [FIELD, FIELD] })).toMatch(/twice/)
    expect(fieldAt([FIELD], 40, 76)?.id).toBe('field')
    expect(fieldAt([FIELD], 40, 74)).toBeNull()
    expect(fieldAt([FIELD], 47, 95)).toBeNull()
    expect(() => game({}, [{ ...FIELD, width: 5 }])).toThrow(/at least 9 x 27/)
  })
})

describe('003 lines 383-387: landing', () => {
  it('003 lines 383-387: at level 0 with a counter, a dive touches down in the field, a straight and a stall roll on; the cards after the stall are bluff; the plane stays on the ground, level 0, no counters', () => {
    const g = game({})
    // turn 1: down to level 0 with a counter (y 20 -> 65.9)
    turn(g, [STRAIGHT, DIVE, STRAIGHT2])
    expect(camelOf(g).effects!.alt).toMatchObject({ level: 0, climbs: 1 })
    // turn 2: the dive touches down at y 83.2, in the field
    const events = turn(g, [DIVE, STRAIGHT, STALL])
    expect(ground(events)).toEqual(['touched-down', 'rolled', 'landed'])
    expect(camelOf(g).status).toBe('flying')
    expect(camelOf(g).effects!.alt).toMatchObject({ level: 0, climbs: 0, ground: { stage: 'parked', field: 'field' } })
    expect(camelOf(g).y).toBeCloseTo(20 + 14.3 + 17.3 + 14.3 + 17.3 + 14.3 + 7.1, 0)
    expect(g.view('central').planes[0].effects!.alt!.ground, 'the ground is public: the model sits on its base').toMatchObject({ stage: 'parked' })
  })

  it('003 line 386: "Any manoeuvre planned after the stall is just for bluffing and will not be executed"', () => {
    const g = game({ y: 15 })
    turn(g, [STRAIGHT, DIVE, STRAIGHT2])
    // a short straight in the air (y 72.2), the dive touches down (89.5), the straight rolls (103.8)
    const first = turn(g, ['C03', DIVE, STRAIGHT])
    expect(ground(first)).toEqual(['touched-down', 'rolled'])
    expect(camelOf(g).effects!.alt!.ground!.stage).toBe('rolling')
    // next turn: the stall, then two cards of bluff
    const second = turn(g, [STALL, BANK2, DIVE])
    expect(ground(second)).toEqual(['landed'])
    expect(second.filter((e) => e.type === 'moved' && e.plane === 'camel')).toHaveLength(1)
    expect(second.filter((e) => e.type === 'altitude' && e.plane === 'camel')).toEqual([])
    expect(camelOf(g).y).toBeCloseTo(110.9, 0)
    expect(camelOf(g).effects!.alt!.ground!.stage, 'parked from the next turn').toBe('parked')
  })

  it('003 line 385: after the dive that touches the ground the plan must go on with a straight, then a stall (refused otherwise, across turns too)', () => {
    const g = game({})
    turn(g, [STRAIGHT, DIVE, STRAIGHT2])
    expect(() => g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [DIVE, BANK, STALL] })).toThrow(/a straight/)
    expect(() => g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [DIVE, STRAIGHT, BANK] })).toThrow(/a stall/)
  })
})

describe('003 lines 394-407: crashes', () => {
  it('003 lines 394-398: the centre out of the field after the landing\'s stall: two A cards; grounded, still all the next turn, free the turn after', () => {
    // the field ends at y 100: the stall ends at 104.6
    const g = game({}, [{ id: 'short', x: 40, y: 87.5, width: 27, depth: 25 }])
    turn(g, [STRAIGHT, DIVE, STRAIGHT2])
    const events = turn(g, [DIVE, STRAIGHT, STALL])
    expect(ground(events)).toEqual(['touched-down', 'rolled', 'crashed'])
    expect(events.find((e) => e.type === 'ground' && e.what === 'crashed')).toMatchObject({ cards: 2 })
    expect(events.filter((e) => e.type === 'damage-taken' && e.cause === 'crash').length).toBe(2)
    // the next turn: still, whatever is planned (a take-off's cards too)
    expect(camelOf(g).effects!.alt!.ground!.stage).toBe('still')
    const y = camelOf(g).y
    const still = turn(g, [STALL, STRAIGHT, CLIMB])
    expect(still.filter((e) => e.type === 'moved' && e.plane === 'camel')).toEqual([])
    expect(camelOf(g).y).toBe(y)
    expect(camelOf(g).effects!.alt!.ground!.stage).toBe('parked')
    // the turn after it is parked again; out of the field it cannot take off
    expect(() => g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [STALL, STRAIGHT, CLIMB] })).toThrow(/inside a landing field/)
  })

  it('003 lines 394-398: out of the field after the landing\'s straight: three A cards', () => {
    const g = game({}, [{ id: 'short', x: 40, y: 80, width: 27, depth: 16 }])
    turn(g, [STRAIGHT, DIVE, STRAIGHT2])
    const events = turn(g, [DIVE, STRAIGHT, STALL])
    expect(events.filter((e) => e.type === 'ground').map((e) => e.type === 'ground' && e.what === 'crashed' && e.cards)).toEqual([false, 3])
    // the stall after the crash is not flown
    expect(events.filter((e) => e.type === 'moved' && e.plane === 'camel')).toHaveLength(2)
  })

  it('003 lines 405-407: losing the last counter at level 0 out of a field: four A cards, and the plane stays on the ground', () => {
    const g = game({}, [])
    turn(g, [STRAIGHT, DIVE, STRAIGHT2])
    // stack A cards worth 1 point each so that the Camel survives
    stackDeck(g.state, 'A', ['A08', 'A09', 'A10', 'A11'])
    const events = turn(g, [DIVE, STRAIGHT, STALL])
    expect(events.find((e) => e.type === 'ground')).toMatchObject({ what: 'crashed', cards: 4 })
    expect(camelOf(g)).toMatchObject({ status: 'flying', damageTotal: 4 })
    expect(camelOf(g).effects!.alt).toMatchObject({ level: 0, climbs: 0, ground: { stage: 'still' } })
    expect(events.some((e) => e.type === 'crashed'), 'not removed from the game').toBe(false)
  })

  it('003 lines 399, 406: the crash\'s fire cards count (Special Damage): three flame counters', () => {
    const g = game({}, [], { specialDamage: true })
    turn(g, [STRAIGHT, DIVE, STRAIGHT2])
    // the fourth card is the next turn's Fire on the Ground card, not a 0
    stackDeck(g.state, 'A', ['A36', 'A01', 'A02', 'A03', 'A19'])
    turn(g, [DIVE, STRAIGHT, STALL])
    expect(camelOf(g).effects!.flame).toBe(3)
  })
})

describe('003 lines 388-393: take-off', () => {
  it('003 lines 388-390: from a field, a stall and a straight on the ground, then the climb: flying at level 0 with a counter', () => {
    const g = game({ y: 80, altitude: 0 })
    expect(camelOf(g).effects!.alt).toMatchObject({ level: 0, climbs: 0, ground: { stage: 'parked', field: 'field' } })
    const events = turn(g, [STALL, STRAIGHT, CLIMB])
    expect(ground(events)).toEqual(['rolled', 'rolled', 'took-off'])
    expect(camelOf(g).effects!.alt!.ground).toBeUndefined()
    expect(camelOf(g).effects!.alt).toMatchObject({ level: 0, climbs: 1 })
    expect(camelOf(g).y).toBeCloseTo(80 + 7.1 + 14.3 + 7.8, 0)
  })

  it('003 lines 390-392: non-stall cards before the stall are ignored; the take-off goes on next turn', () => {
    const g = game({ y: 80, altitude: 0 })
    const first = turn(g, [BANK, BANK2, STALL])
    expect(first.filter((e) => e.type === 'moved' && e.plane === 'camel')).toHaveLength(1)
    expect(camelOf(g).effects!.alt!.ground!.stage).toBe('take-off')
    // the plan must go on with the straight and the climb
    expect(() => g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [BANK, STRAIGHT, CLIMB] })).toThrow(/a straight/)
    const second = turn(g, [STRAIGHT, CLIMB, STRAIGHT2])
    expect(ground(second)).toEqual(['rolled', 'took-off'])
    expect(camelOf(g).effects!.alt).toMatchObject({ level: 0, climbs: 1 })
  })

  it('003 lines 392-393: "just plan three non-stall cards: The plane can\'t be moved or turned that turn" (a dive and a climb among them too)', () => {
    const g = game({ y: 80, altitude: 0 })
    const events = turn(g, [DIVE, BANK, CLIMB])
    expect(events.filter((e) => e.type === 'moved' && e.plane === 'camel')).toEqual([])
    expect(events.filter((e) => e.type === 'altitude' && e.plane === 'camel')).toEqual([])
    expect(camelOf(g)).toMatchObject({ x: 40, y: 80 })
    expect(camelOf(g).effects!.alt!.ground!.stage).toBe('parked')
  })

  it('003 lines 394-396: out of the field after the take-off\'s straight: three A cards, and it stays on the ground', () => {
    const g = game({ y: 80, altitude: 0 }, [{ id: 'short', x: 40, y: 87, width: 27, depth: 27 }])
    stackDeck(g.state, 'A', ['A08', 'A09', 'A10'])
    const events = turn(g, [STALL, STRAIGHT, CLIMB])
    expect(ground(events)).toEqual(['rolled', 'crashed'])
    expect(camelOf(g).effects!.alt).toMatchObject({ level: 0, climbs: 0, ground: { stage: 'still' } })
  })

  it('003 line 388: a plane starts on the ground only in a field, and a stall off one is refused', () => {
    expect(() => game({ y: 20, altitude: 0 })).toThrow(/landing field/)
  })
})

describe('003 lines 409-419: planes on the ground', () => {
  it('003 line 409: a plane on the ground cannot fire, but can be fired at (at level 0)', () => {
    // the D.Va at level 1 nose to nose with the parked Camel, 20 cm away
    const planes: PlaneSpec[] = [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 80, heading: 0, altitude: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 40, y: 100, heading: 180, altitude: 1 },
    ]
    const g = Game.start(content, { ...setupWith(planes, { options: { altitude: true } }), fields: [FIELD] }, 1)
    expect(JSON.stringify(fireReasons(g.rules, g.state.planes, 'camel'))).toMatch(/on the ground: it cannot fire/)
    const atCamel = JSON.stringify(fireReasons(g.rules, g.state.planes, 'dva'))
    expect(atCamel).not.toMatch(/ground/)
    expect(atCamel).toMatch(/camel/)
  })

  it('003 lines 413-416: at the start of each turn a burning plane on the ground draws an A card: a 0 takes a flame counter away, without damage', () => {
    const g = game({ y: 80, altitude: 0 }, [FIELD], { specialDamage: true })
    camelOf(g).effects!.flame = 3
    // A19: the flame card before this turn's first reveal (3 -> 2); A20: the next turn's Fire on the Ground card, a 2:
    // the counters stay; A21 the flame card (2 -> 1); A01 the next Fire on the Ground card, a 0: the last one goes
    stackDeck(g.state, 'A', ['A19', 'A20', 'A21', 'A01'])
    const events = turn(g, [BANK, BANK2, DIVE])
    expect(events.find((e) => e.type === 'ground')).toMatchObject({ what: 'extinguish', card: 'A20', counters: 2 })
    expect(camelOf(g).damage, 'no damage from it').not.toContain('A20')
    const next = turn(g, [BANK, BANK2, DIVE])
    expect(next.find((e) => e.type === 'ground')).toMatchObject({ what: 'extinguish', card: 'A01', counters: 0 })
    expect(camelOf(g).effects!.flame).toBe(0)
    expect(camelOf(g).damage).toEqual(['A19', 'A21'])
  })

  it('003 line 412: a plane with fire counters cannot take off', () => {
    const g = game({ y: 80, altitude: 0 }, [FIELD], { specialDamage: true })
    camelOf(g).effects!.flame = 3
    expect(() => turn(g, [STALL, STRAIGHT, CLIMB])).toThrow(/fire counters cannot take off/)
  })

  it('003 lines 417-419: at the end of the turn a burning plane on the ground gives two flame counters to each plane on the ground, not on fire, that it overlaps', () => {
    const planes: PlaneSpec[] = [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 80, heading: 0, altitude: 0 },
      { id: 'camel2', aircraft: 'sopwith-camel', team: 'allied', x: 43, y: 82, heading: 0, altitude: 0 },
      { id: 'camel3', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 105, heading: 0, altitude: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 180, heading: 90, altitude: 3 },
    ]
    const g = Game.start(content, { ...setupWith(planes, { options: { altitude: true, specialDamage: true }, table: { width: 1000, depth: 200 } }), fields: [FIELD] }, 1)
    g.state.planes[0].effects!.flame = 3
    // the flame card before the first reveal, then the next turn's Fire on the Ground cards (none a 0)
    stackDeck(g.state, 'A', ['A19', 'A20', 'A21', 'A22'])
    const from = g.events.length
    for (const id of ['camel', 'camel2', 'camel3']) g.apply({ type: 'plan', seat: 'allied', plane: id, cards: [BANK, BANK2, DIVE] })
    g.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(g, 'dva').slice(0, 2).concat(['B03']) })
    settle(g)
    const spread = g.events.slice(from).filter((e) => e.type === 'ground' && e.what === 'fire-spread')
    expect(spread).toEqual([expect.objectContaining({ plane: 'camel2', from: 'camel', counters: 2 })])
    expect(g.state.planes[1].effects!.flame).toBe(2)
    expect(g.state.planes[2].effects!.flame).toBe(0)
  })
})
