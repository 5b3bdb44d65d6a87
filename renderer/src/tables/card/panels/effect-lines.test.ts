import { describe, expect, it } from 'vitest'
import { newEffects } from '../../../../../shared/engine/rules/effects'
import { effectLines, fullEffects } from './effect-lines'

describe("effectLines: 003 Special Damage's secret effects, each with what it forbids", () => {
  it('says nothing for a plane without secret effects, and knows a public record from a full one', () => {
    expect(effectLines(newEffects(), 3)).toEqual([])
    expect(fullEffects({ effects: { smoke: 1, flame: 0, aim: { front: null, rear: null }, tail: null } })).toBeNull()
    expect(fullEffects({ effects: newEffects() })).not.toBeNull()
    expect(fullEffects({})).toBeNull()
  })

  it('a rudder card jams the next turn: said as next turn while the card is fresh, this turn in it, gone after', () => {
    const fx = { ...newEffects(), rudder: { dir: 'left' as const, turn: 4 } }
    expect(effectLines(fx, 3)).toEqual([{ key: 'rudder', what: 'Rudder jammed left', forbids: 'no card turning left may be planned next turn (turn 4)' }])
    expect(effectLines(fx, 4)[0].forbids).toBe('no card turning left may be planned this turn')
    expect(effectLines(fx, 5)).toEqual([])
  })

  it('wounds and a damaged engine, in the order rudder, pilot, observer, engine', () => {
    const fx = { ...newEffects(), wounds: 1, observerWounded: true, engine: 1 }
    const lines = effectLines(fx, 2)
    expect(lines.map((l) => l.what)).toEqual(['Pilot wounded', 'Observer wounded', 'Engine damaged'])
    expect(lines[0].forbids).toMatch(/no forward fire just after a steep manoeuvre/)
    expect(lines[1].forbids).toMatch(/rear guns are silent/)
    expect(lines[2].forbids).toMatch(/stall manoeuvre/)
  })

  it("000's wound tiers and engine damage say what 000 forbids (Tactical Rules v6, lines 293-302)", () => {
    const fx = { ...newEffects(), wounds: 2, observerWounds: 1, engine: 1 }
    const lines = effectLines(fx, 2, { specialDamage: true, woundTiers: true, engineShotDown: true })
    expect(lines.map((l) => l.what)).toEqual(['Pilot wounded (2)', 'Observer wounded (1)', 'Engine damaged'])
    expect(lines[0].forbids).toMatch(/must fly home/)
    expect(lines[1].forbids).toMatch(/no aimed fire from the rear guns/)
    expect(lines[2].forbids).toMatch(/shoots the plane down/)
  })
})
