import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { afterAltitudeCard, isAirborne, type AltitudeLimits } from './levels'

/** the basic altitude game's limits for an aircraft of the catalog: levels 0 to 3 */
function basic(aircraft: string): AltitudeLimits {
  return { climbRate: content.aircraft[aircraft].climbRate, top: 3, floor: 0 }
}

describe('003 Altitude (lines 295-377): levels and climb counters', () => {
  it('the climb rates of the table at line 487 are in the catalog (Albatros D.Va 3, Sopwith Camel 2, Siemens-Schuckert D.IV 1)', () => {
    expect(content.aircraft['albatros-d-va'].climbRate).toBe(3)
    expect(content.aircraft['sopwith-camel'].climbRate).toBe(2)
    expect(content.aircraft['fokker-dr-i'].climbRate).toBe(2)
  })

  it('003 lines 337-339, the climb example: a D.Va at level 2 with two counters climbs, takes its third and goes to level 3 with none (the table\'s rate of 3; the example\'s "climb rate is 4" contradicts its own first line)', () => {
    expect(afterAltitudeCard({ level: 2, climbs: 2 }, 'climb', basic('albatros-d-va'))).toEqual({ alt: { level: 3, climbs: 0 }, event: null, levelChanged: true })
    expect(afterAltitudeCard({ level: 2, climbs: 1 }, 'climb', basic('albatros-d-va'))).toEqual({ alt: { level: 2, climbs: 2 }, event: null, levelChanged: false })
  })

  it('003 line 310: "a manoeuvre card that would bring the plane to 4 is considered an illegal manoeuvre": the level stays 3', () => {
    const r = afterAltitudeCard({ level: 3, climbs: 1 }, 'climb', basic('sopwith-camel'))
    expect(r.event).toBe('above-top')
    expect(r.alt).toEqual({ level: 3, climbs: 1 })
    expect(afterAltitudeCard({ level: 3, climbs: 1 }, 'immelmann', basic('sopwith-camel')).event).toBe('above-top')
    // one counter short of the rate is no problem
    expect(afterAltitudeCard({ level: 3, climbs: 0 }, 'climb', basic('albatros-d-va')).alt).toEqual({ level: 3, climbs: 1 })
  })

  it('003 lines 317-319, Dive: "loses a level ... and discard any climb counters"; diving to 0 leaves one counter, given if it had none', () => {
    expect(afterAltitudeCard({ level: 3, climbs: 2 }, 'dive', basic('albatros-d-va')).alt).toEqual({ level: 2, climbs: 0 })
    expect(afterAltitudeCard({ level: 1, climbs: 0 }, 'dive', basic('albatros-d-va')).alt).toEqual({ level: 0, climbs: 1 })
    expect(afterAltitudeCard({ level: 1, climbs: 2 }, 'dive', basic('albatros-d-va')).alt).toEqual({ level: 0, climbs: 1 })
  })

  it('003 line 386, Landing: a dive at level 0 "discard[s] all the climb markers (it touched the ground)"', () => {
    const r = afterAltitudeCard({ level: 0, climbs: 1 }, 'dive', basic('sopwith-camel'))
    expect(r).toEqual({ alt: { level: 0, climbs: 0 }, event: 'touched-down', levelChanged: false })
    expect(isAirborne(r.alt)).toBe(false)
  })

  it('003 line 343, Immelmann turns: "the plane also gets a climb counter as soon as it is executed"', () => {
    expect(afterAltitudeCard({ level: 1, climbs: 0 }, 'immelmann', basic('albatros-d-va')).alt).toEqual({ level: 1, climbs: 1 })
    expect(afterAltitudeCard({ level: 1, climbs: 1 }, 'immelmann', basic('sopwith-camel')).alt).toEqual({ level: 2, climbs: 0 })
  })

  it('003 lines 358-361, the Split-S example: a D.Va at level 3 without counters goes to level 2 with 2 (3-1) counters; a Camel would take 1 (2-1)', () => {
    expect(afterAltitudeCard({ level: 3, climbs: 0 }, 'split-s', basic('albatros-d-va')).alt).toEqual({ level: 2, climbs: 2 })
    expect(afterAltitudeCard({ level: 3, climbs: 0 }, 'split-s', basic('sopwith-camel')).alt).toEqual({ level: 2, climbs: 1 })
    // with counters, it loses one and keeps its level
    expect(afterAltitudeCard({ level: 2, climbs: 2 }, 'split-s', basic('albatros-d-va'))).toEqual({ alt: { level: 2, climbs: 1 }, event: null, levelChanged: false })
  })

  it('003 line 353: "If a plane at 0 altitude loses its last climb marker because of a Split-S, it crashes to the ground"', () => {
    expect(afterAltitudeCard({ level: 0, climbs: 1 }, 'split-s', basic('albatros-d-va')).event).toBe('split-s-crash')
    expect(afterAltitudeCard({ level: 0, climbs: 2 }, 'split-s', basic('albatros-d-va'))).toEqual({ alt: { level: 0, climbs: 1 }, event: null, levelChanged: false })
  })

  it('003 lines 311-312: "The minimum altitude for flying planes is 0, if they have at least a climb marker on them. At 0 level without climb markers, the plane is considered landed"', () => {
    expect(isAirborne({ level: 0, climbs: 1 })).toBe(true)
    expect(isAirborne({ level: 0, climbs: 0 })).toBe(false)
    expect(isAirborne({ level: 1, climbs: 0 })).toBe(true)
  })

  it('003 lines 441-442, Flying Higher: "No plane can dive below the floor of the scenario. Accidentally doing so means that the plane is eliminated"', () => {
    const limits = { climbRate: 2, top: 7, floor: 4 }
    expect(afterAltitudeCard({ level: 5, climbs: 1 }, 'dive', limits).alt).toEqual({ level: 4, climbs: 0 })
    expect(afterAltitudeCard({ level: 4, climbs: 0 }, 'dive', limits).event).toBe('below-floor')
    expect(afterAltitudeCard({ level: 4, climbs: 0 }, 'split-s', limits).event).toBe('below-floor')
    expect(afterAltitudeCard({ level: 7, climbs: 1 }, 'climb', limits).event).toBe('above-top')
  })
})
