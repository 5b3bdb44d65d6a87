import { describe, expect, it } from 'vitest'
import { arrowhead, arrowPath, standDelta, standPath } from './manoeuvre'
import { DEG } from './pose'

const depth = 6.3

describe('Movement: "the beginning of the arrow matches the little black line in front of the base ... the black arrowhead on the rear of the base matches the arrowhead of the manoeuvre"', () => {
  it('a straight moves the stand by the arrow plus one base depth', () => {
    expect(standDelta({ straight: 9 }, null, depth)).toEqual({ right: 0, forward: 9 + depth, turn: 0 })
  })

  it('a 90-degree right turn leaves the rear arrowhead on the card arrowhead, facing right', () => {
    const a = arrowhead({ arc: { radius: 5, angle: 90 } }, 'right')
    expect(a.right).toBeCloseTo(5)
    expect(a.forward).toBeCloseTo(5)
    expect(a.turn).toBeCloseTo(90 * DEG)
    const d = standDelta({ arc: { radius: 5, angle: 90 } }, 'right', depth)
    // stand = front mark (0, d/2) + arrowhead (5, 5) + half a depth along the new heading (east)
    expect(d.right).toBeCloseTo(5 + depth / 2)
    expect(d.forward).toBeCloseTo(depth / 2 + 5)
  })

  it('a left card mirrors the right one', () => {
    const r = standDelta({ arc: { radius: 11.5, angle: 45 } }, 'right', depth)
    const l = standDelta({ arc: { radius: 11.5, angle: 45 } }, 'left', depth)
    expect(l.right).toBeCloseTo(-r.right)
    expect(l.forward).toBeCloseTo(r.forward)
    expect(l.turn).toBeCloseTo(-r.turn)
  })

  it('a sideslip shifts the base without turning it', () => {
    expect(standDelta({ slip: { forward: 6, lateral: 3 } }, 'left', depth)).toEqual({ right: -3, forward: 6 + depth, turn: 0 })
  })

  it('an Immelmann turns the plane about: its rear arrowhead sits on the arrowhead, facing back', () => {
    const d = standDelta({ immelmann: { forward: 2 } }, null, depth)
    // the stand is half a depth short of the arrowhead, which is 2 cm beyond the front mark
    expect(d.forward).toBeCloseTo(2)
    expect(d.right).toBeCloseTo(0)
    expect(d.turn).toBeCloseTo(Math.PI)
  })

  it('the drawn arrow starts at the front mark and ends on the arrowhead', () => {
    for (const [move, turn] of [[{ straight: 9 }, null], [{ arc: { radius: 4, angle: 120 } }, 'left'], [{ slip: { forward: 5, lateral: 3 } }, 'right'], [{ immelmann: { forward: 2 } }, null]] as const) {
      const path = arrowPath(move, turn)
      const end = arrowhead(move, turn)
      expect(path[0].right).toBeCloseTo(0)
      expect(path[0].forward).toBeCloseTo(0)
      expect(path[path.length - 1].right).toBeCloseTo(end.right)
      expect(path[path.length - 1].forward).toBeCloseTo(end.forward)
      const stand = standPath(move, turn, depth)
      expect(stand[0]).toEqual({ right: 0, forward: 0, turn: 0 })
      expect(stand[stand.length - 1]).toEqual(standDelta(move, turn, depth))
    }
  })
})
