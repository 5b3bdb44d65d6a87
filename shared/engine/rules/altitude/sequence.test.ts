import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import type { ManoeuvreCard } from '../../../content/types'
import { altitudeCounterOf, altitudeKind, altitudePlanRefusals, altitudeSequenceReason, type AltitudeCounter } from './sequence'

// the Albatros D.Va's deck: one card of each kind the sequences need
const deck = content.manoeuvreDecks[content.aircraft['albatros-d-va'].manoeuvreDeck!].cards
const pick = (f: (c: ManoeuvreCard) => boolean) => deck.find(f)!
const straight = pick((c) => c.straight)
const stall = pick((c) => c.stall)
const climb = pick((c) => c.altitude === 'climb')
const dive = pick((c) => c.altitude === 'dive')
const immelmann = pick((c) => c.immelmann)
const bank = pick((c) => c.turn !== null && !c.steep)
const limits = { climbRate: 3, top: 3, floor: 0 }
const opts = { overdive: false, hasImmelmann: true }

/** The counters through a plan, from `prev`. */
function through(cards: ManoeuvreCard[], prev: AltitudeCounter | null = null, overdive = false): (string | null)[] {
  const out: (string | null)[] = []
  let p = prev
  for (const c of cards) {
    out.push(altitudeSequenceReason(p, c, { overdive, hasImmelmann: true }))
    p = altitudeCounterOf(c, p, overdive)
  }
  return out
}

describe('003 Altitude: the order of cards', () => {
  it('003 lines 321-323: "An aircraft cannot plan a dive, an Immelmann turn, and a straight, since it must do a straight before the Immelmann"', () => {
    expect(dive.straight).toBe(false)
    expect(through([dive, immelmann, straight])[1]).toMatch(/straight just before/)
    expect(through([straight, immelmann, straight])).toEqual([null, null, null])
  })

  it('003 line 331: "The Climb card looks like a stall, but it is not a stall": a climb before an Immelmann card makes no Split-S', () => {
    expect(climb.stall).toBe(false)
    const afterClimb = altitudeCounterOf(climb, null, false)
    expect(altitudeKind(immelmann, afterClimb)).toBe('immelmann')
    expect(altitudeSequenceReason(afterClimb, immelmann, opts)).toMatch(/straight just before/)
  })

  it('003 lines 346-349, Split-S: an Immelmann card after a stall is a Split-S, and it needs a straight after', () => {
    const afterStall = altitudeCounterOf(stall, null, false)
    expect(altitudeKind(immelmann, afterStall)).toBe('split-s')
    expect(through([stall, immelmann, straight])).toEqual([null, null, null])
    expect(through([stall, immelmann, bank])[2]).toMatch(/straight just after/)
    // the example at lines 358-360: a right sideslip, a stall, and an Immelmann/Split-S
    expect(through([bank, stall, immelmann])).toEqual([null, null, null])
  })

  it('003 line 344: "The Immelmann turn cannot be executed in the same turn as a climb"; lines 353-354: "The Split-S cannot be executed in the same turn as a Dive"', () => {
    expect(altitudePlanRefusals([climb, straight, immelmann], { level: 1, climbs: 0 }, null, limits, opts)).toEqual(['an Immelmann turn cannot be flown in the same turn as a climb'])
    expect(altitudePlanRefusals([dive, stall, immelmann], { level: 3, climbs: 0 }, null, limits, opts)).toEqual(['a Split-S cannot be flown in the same turn as a dive'])
    // a Split-S and a climb are allowed together, as an Immelmann turn and a dive are
    expect(altitudePlanRefusals([stall, immelmann, straight], { level: 2, climbs: 0 }, { steep: false, straight: true, straightNext: null, stall: false }, limits, opts)).toEqual([])
  })

  it('003 line 333: "A climb cannot be planned if it would bring the plane to an altitude of 4"', () => {
    expect(altitudePlanRefusals([climb, straight, climb], { level: 3, climbs: 1 }, null, limits, opts)).toEqual(['a climb cannot take the plane above level 3'])
    expect(altitudePlanRefusals([climb, straight, straight], { level: 3, climbs: 1 }, null, limits, opts)).toEqual([])
    expect(altitudePlanRefusals([climb, straight, climb], { level: 2, climbs: 1 }, null, limits, opts)).toEqual([])
  })

  it('003 lines 426-431, Overdive (optional): a dive just after a stall if a straight follows; without the rule, two steep cards in a row', () => {
    expect(dive.steep && stall.steep).toBe(true)
    expect(through([stall, dive, straight])[1]).toBe('two steep manoeuvres in a row')
    expect(through([stall, dive, straight], null, true)).toEqual([null, null, null])
    expect(through([stall, dive, bank], null, true)[2]).toMatch(/overdive needs a straight/)
    const afterStall = altitudeCounterOf(stall, null, true)
    expect(altitudeSequenceReason(afterStall, dive, { overdive: true, hasImmelmann: false })).toMatch(/without an Immelmann/)
  })
})
