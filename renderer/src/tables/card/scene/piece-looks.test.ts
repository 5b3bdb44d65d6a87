import { describe, expect, it } from 'vitest'
import { standHeight } from './coords'
import { BALLOON_DEFAULT_LEVEL, balloonHeight, LANDED_SINK, balloonSway, emission, groundModelOf, isPiece, lookTint, pieceLook, seedOf, type Sway } from './piece-looks'

describe('the look of a piece for its status (003 Balloon busting, Ground fire)', () => {
  it('a balloon is up while standing, on the ground when winched down (lines 579-581), a wreck when it exploded, deflated when destroyed unburnt (lines 571-572)', () => {
    expect(pieceLook('balloon', 'standing')).toBe('up')
    expect(pieceLook('balloon', 'landed')).toBe('landed')
    expect(pieceLook('balloon', 'exploded')).toBe('wreck')
    expect(pieceLook('balloon', 'shot-down')).toBe('deflated')
  })
  it('a ground piece is up while standing, silenced when silenced (lines 670, 690-691, 725-727), a wreck when destroyed', () => {
    for (const kind of ['trench', 'aa-gun', 'aamg', 'target'] as const) {
      expect(pieceLook(kind, 'standing')).toBe('up')
      expect(pieceLook(kind, 'silenced')).toBe('silenced')
      expect(pieceLook(kind, 'exploded')).toBe('wreck')
      expect(pieceLook(kind, 'shot-down')).toBe('wreck')
    }
    // a ground piece is never winched down: 'landed' is not one of its looks
    expect(pieceLook('trench', 'landed')).toBe('up')
  })
  it('aeroplanes are left to Planes.tsx; a balloon stands on its winch lorry, each ground piece on its own model', () => {
    expect(isPiece('aeroplane')).toBe(false)
    expect(isPiece('balloon')).toBe(true)
    expect(isPiece('aamg')).toBe(true)
    expect(groundModelOf('balloon')).toBe('winch')
    expect(groundModelOf('aa-gun')).toBe('aa-gun')
  })
})

describe('how high a balloon hangs', () => {
  it('over the stand of its level with the altitude rules, higher the higher the level', () => {
    expect(balloonHeight('up', 2)).toBe(standHeight(2))
    expect(balloonHeight('up', 5)).toBeGreaterThan(balloonHeight('up', 4))
    // a level change being played lifts it between the two
    expect(balloonHeight('up', 2, 1.2)).toBeCloseTo(standHeight(2) + 1.2)
  })
  it('without the altitude rules at level 3, above a plane of the basic game (level 1)', () => {
    expect(BALLOON_DEFAULT_LEVEL).toBe(3)
    expect(balloonHeight('up', undefined)).toBe(standHeight(3))
    expect(balloonHeight('up', undefined)).toBeGreaterThan(standHeight(1) + 3)
  })
  it('bedded down on the ground once landed, whatever the level it came down from', () => {
    expect(balloonHeight('landed', 4)).toBe(-LANDED_SINK)
    expect(balloonHeight('landed', undefined)).toBe(-LANDED_SINK)
    // the envelope (2.6 cm over the basket, 1.6 round) rests on the table, not under it
    expect(2.6 - 1.6 - LANDED_SINK).toBeLessThan(0.1)
    expect(2.6 - 1.6 * 0.85 - LANDED_SINK).toBeGreaterThan(0)
  })
  it('the remains of a destroyed balloon lie on the table', () => {
    for (const look of ['deflated', 'wreck'] as const) expect(balloonHeight(look, 4)).toBe(0)
  })
})

describe('the tint and the smoke', () => {
  it('a silenced piece is darker than one in play, a wreck darker still', () => {
    expect(lookTint('up')).toBe(1)
    expect(lookTint('silenced')).toBeLessThan(1)
    expect(lookTint('wreck')).toBeLessThan(lookTint('silenced'))
  })
  it('a burning balloon flames and smokes black, more with each flame counter (lines 561, 565); none without one', () => {
    expect(emission('up', 0)).toEqual({ smoke: 0, fire: 0, black: false })
    const one = emission('up', 1)
    const two = emission('up', 2)
    expect(one.black).toBe(true)
    expect(one.fire).toBeGreaterThan(0)
    expect(two.fire).toBeGreaterThan(one.fire)
    expect(two.smoke).toBeGreaterThan(one.smoke)
  })
  it('a silenced piece smoulders in grey wisps without flames; a landed balloon does not smoke', () => {
    expect(emission('silenced', 0)).toMatchObject({ fire: 0, black: false })
    expect(emission('silenced', 0).smoke).toBeGreaterThan(0)
    expect(emission('landed', 3)).toEqual({ smoke: 0, fire: 0, black: false })
  })
})

describe('the sway of a balloon', () => {
  const s: Sway = { dx: 0, dz: 0, yaw: 0, roll: 0, pitch: 0 }
  it('stays within half a centimetre and a few degrees', () => {
    for (let t = 0; t < 120; t += 0.37) {
      balloonSway(t, 0.3, s)
      expect(Math.hypot(s.dx, s.dz)).toBeLessThan(0.6)
      for (const a of [s.yaw, s.roll, s.pitch]) expect(Math.abs(a)).toBeLessThan((5 * Math.PI) / 180)
    }
  })
  it('moves with time, and two balloons sway out of step', () => {
    const a = { ...balloonSway(1, seedOf('b1'), s) }
    const later = { ...balloonSway(3, seedOf('b1'), s) }
    const other = { ...balloonSway(1, seedOf('b2'), s) }
    expect(later.dx).not.toBeCloseTo(a.dx, 3)
    expect(other.dx).not.toBeCloseTo(a.dx, 3)
  })
  it('seeds are stable and in [0, 1)', () => {
    expect(seedOf('balloon-1')).toBe(seedOf('balloon-1'))
    for (const id of ['a', 'b', 'drachen', '']) {
      expect(seedOf(id)).toBeGreaterThanOrEqual(0)
      expect(seedOf(id)).toBeLessThan(1)
    }
  })
})
