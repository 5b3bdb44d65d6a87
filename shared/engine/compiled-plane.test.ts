import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../electron/testing/fixtures'
import { compileRules } from './compiled'
import { cardOf, planeById } from './compiled-plane'

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
