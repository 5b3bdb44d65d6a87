import { describe, expect, it } from 'vitest'
import { freeArenaSetup } from '../arena/free'
import { Game } from '../engine/game'
import { content } from '../../electron/testing/fixtures'
import { cloneJson } from './clone'

const viaJson = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T
/** JSON text is the same: what a save or a socket would carry of each */
const sameText = (v: unknown) => expect(JSON.stringify(cloneJson(v))).toBe(JSON.stringify(viaJson(v)))

describe('cloneJson: a deep copy, as a JSON round trip gives it', () => {
  it('leaves out undefined and function values in objects, turns them into null in arrays', () => {
    const v = { a: 1, b: undefined, c: () => 1, d: [1, undefined, () => 2, 'x'], e: { f: undefined } }
    expect(cloneJson(v)).toStrictEqual(viaJson(v))
    expect(Object.keys(cloneJson(v))).toEqual(['a', 'd', 'e'])
    expect(cloneJson(v).d).toEqual([1, null, null, 'x'])
  })

  it('turns NaN and the infinities into null, and -0 into 0', () => {
    const v = { n: NaN, p: Infinity, m: -Infinity, z: -0, list: [NaN, -0, 0.5] }
    const c = cloneJson(v)
    expect(c).toStrictEqual(viaJson(v))
    expect(Object.is(c.z, 0)).toBe(true)
    expect(Object.is(c.list[1], 0)).toBe(true)
  })

  it('copies a value with toJSON as JSON does (a Date becomes its text)', () => {
    const v = { when: new Date(Date.UTC(2026, 10, 23)) }
    expect(cloneJson(v)).toStrictEqual(viaJson(v))
    expect(cloneJson(v).when).toBe('2026-11-23T00:00:00.000Z')
  })

  it('keeps key order, integer-like keys included, and shares nothing with the original', () => {
    const v = { b: { x: [1, { y: 2 }] }, 2: 'two', a: 'a', 1: 'one' }
    const c = cloneJson(v)
    expect(JSON.stringify(c)).toBe(JSON.stringify(v))
    c.b.x.push(3)
    ;(c.b.x[1] as { y: number }).y = 9
    expect(v.b.x).toEqual([1, { y: 2 }])
  })

  it("copies an 8v8's game state (planes, decks, setup) to the same JSON text", () => {
    const game = Game.start(content, freeArenaSetup(content, 8), 7)
    sameText(game.state)
    expect(cloneJson(game.state)).toStrictEqual(viaJson(game.state))
    expect(cloneJson(game.state.planes)).not.toBe(game.state.planes)
  })
})
