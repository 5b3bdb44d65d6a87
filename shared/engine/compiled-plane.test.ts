import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../electron/testing/fixtures'
import { compileRules } from './compiled'
import { cardOf, plannedCard, planeById } from './compiled-plane'
import { planShapeProblem } from './planning'

describe('compiled planes', () => {
  it('finds a card of the deck by its id (cardOf) exactly as the deck\'s Map does, and no card for any other id', () => {
    const rules = compileRules(content, setupWith([{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 }]))
    const camel = rules.planes[0]
    expect(camel.cards.size).toBeGreaterThan(10)
    for (const [id, card] of camel.cards) {
      expect(cardOf(camel, id)).toBe(card)
      // the id as a command's JSON gives it
      expect(cardOf(camel, JSON.parse(JSON.stringify(id)))).toBe(card)
    }
    const letter = camel.aircraft.manoeuvreDeck
    const other = letter === 'A' ? 'B' : 'A'
    for (const id of [`${letter}99`, `${letter}00`, `${letter}7`, `${letter}100`, `${other}01`, `${letter}/0`, '1', '']) expect(cardOf(camel, id)).toBeUndefined()
  })

  it('takes the card of a plan\'s slot that the plan\'s check noted (plannedCard) only when it is the card named, else looks it up', () => {
    const rules = compileRules(content, setupWith([{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 }]))
    const camel = rules.planes[0]
    const ids = [...camel.cards.keys()]
    const plan = [ids[3], ids[0], ids[5]]
    // nothing noted yet: every card looked up
    for (let k = 0; k < 3; k++) expect(plannedCard(camel, k, plan[k])).toBe(camel.cards.get(plan[k]))
    expect(planShapeProblem(camel, plan)).toBeNull()
    expect([...camel.planned]).toEqual(plan.map((id) => camel.cards.get(id)!.card.n))
    for (let k = 0; k < 3; k++) expect(plannedCard(camel, k, plan[k])).toBe(camel.cards.get(plan[k]))
    // another plan than the one checked (a plan reordered, a saved game): the ids differ and the card is looked up
    const other = [ids[1], ids[2], ids[4]]
    for (let k = 0; k < 3; k++) expect(plannedCard(camel, k, other[k])).toBe(camel.cards.get(other[k]))
    // a slot past a turn's three (004's queues), an id of no card of the deck
    expect(plannedCard(camel, 3, ids[6])).toBe(camel.cards.get(ids[6]))
    expect(plannedCard(camel, 0, 'Z99')).toBeUndefined()
  })

  it('finds a plane by its id (planeById) exactly as rules.byId does, on small tables and large', () => {
    for (const n of [1, 2, 3, 4, 5, 16]) {
      const planes = Array.from({ length: n }, (_, k) => ({ id: `p${k}`, aircraft: 'sopwith-camel', team: k % 2 ? ('central' as const) : ('allied' as const), x: 100 + 10 * k, y: 100, heading: 0 }))
      const rules = compileRules(content, setupWith(planes))
      for (const p of planes) {
        expect(planeById(rules, JSON.parse(JSON.stringify(p.id)))).toBe(rules.byId.get(p.id))
        expect(planeById(rules, p.id)!.id).toBe(p.id)
      }
      for (const id of ['p99', '', 'P0']) expect(planeById(rules, id)).toBeUndefined()
    }
  })

  it('lists the arcs a plane has guns in, front first, and the other teams\' planes in table order (the fire checks read these)', () => {
    const rules = compileRules(
      content,
      setupWith([
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 140, heading: 180 },
        { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 140, y: 100, heading: 0 },
        { id: 'alb', aircraft: 'fokker-dr-i', team: 'central', x: 140, y: 140, heading: 180 },
      ]),
    )
    const [camel, dr1, dh4, alb] = rules.planes
    expect(camel.armedArcs.map((a) => a.arc)).toEqual(['front'])
    expect(dh4.armedArcs.map((a) => a.arc)).toEqual(['front', 'rear'])
    expect(dh4.armedArcs.map((a) => a.shape)).toEqual([dh4.arcs.front, dh4.arcs.rear])
    expect(camel.enemies).toEqual([1, 3])
    expect(dh4.enemies).toEqual([1, 3])
    expect(dr1.enemies).toEqual([0, 2])
    expect(alb.enemies).toEqual([0, 2])
  })
})
