import { describe, expect, it } from 'vitest'
import { content } from '../../../../../electron/testing/fixtures'
import type { AltitudeState } from '../../../../../shared/engine/types'
import { compileRules } from '../../../../../shared/engine/compiled'
import { setupWith } from '../../../../../electron/testing/fixtures'
import { altitudeAfterCards, cardAltitude, cardsEnd, deckAltitudes, groundCardAltitude, levelTag, planAltitudes, refusalsBrought, shotLevelNote } from './altitude-words'
import type { GroundStage } from '../../../../../shared/engine/rules/altitude/landing'

// the Camel's deck (C): a straight, a stall, an Immelmann card, a climb and a dive; its climb rate is 2
const card = (id: string) => content.cards[id]
const STRAIGHT = card('C01')
const STALL = card('C04')
const BANK = card('C05')
const IMMELMANN = card('C12')
const CLIMB = card('C19')
const DIVE = card('C20')

/** A Camel's altitude record at the start of a turn. */
function camel(level: number, climbs = 0, counter: AltitudeState['counter'] = null): AltitudeState {
  return { level, climbs, climbRate: 2, floor: 0, top: 3, counter, turnStart: { level, climbs, counter } }
}
const limits = camel(2)
const start = (level: number, climbs = 0) => ({ level, climbs, counter: null })

describe('the level on a nameplate (003 lines 306-308: pegs show the level; climb counters on the control panel)', () => {
  it('003 lines 306-308: reads "L2" for a plane at level 2 without counters, on three pegs', () => {
    expect(levelTag({ level: 2, climbs: 0, climbRate: 3 })).toEqual({ text: 'L2', title: 'Altitude level 2, on 3 pegs' })
    // 003 Cloud Cover (lines 460-463): in the clouds
    expect(levelTag({ level: 4, climbs: 0, climbRate: 3, clouds: true }).text).toBe('☁ L4')
    expect(levelTag({ level: 4, climbs: 0, climbRate: 3, clouds: true }).title).toMatch(/In the clouds at level 4: hidden/)
  })

  it('003 lines 325-327: shows the climb counters against the climb rate, "L1 ▲2/3"', () => {
    const t = levelTag({ level: 1, climbs: 2, climbRate: 3 })
    expect(t.text).toBe('L1 ▲2/3')
    expect(t.title).toContain('2 climb counters of the 3 that take it up a level')
  })

  it('003 lines 311-312: a plane at level 0 flies while it keeps a climb counter', () => {
    expect(levelTag({ level: 0, climbs: 1, climbRate: 2 }).text).toBe('L0 ▲1/2')
    expect(levelTag({ level: 0, climbs: 1, climbRate: 2 }).title).toContain('flies while it keeps a climb counter')
  })
})

describe("a card's altitude effect on the planning panel (003 lines 315-353)", () => {
  it('003 lines 325-327: a climb adds a counter, "▲ 1/2", and the one that makes the climb rate goes up a level', () => {
    expect(cardAltitude(CLIMB, start(2), limits, false)).toMatchObject({ short: '▲ 1/2', text: '▲ counter (1/2)' })
    expect(cardAltitude(CLIMB, start(2, 1), limits, false)).toMatchObject({ short: '▲ level 3', text: '▲ to level 3' })
  })

  it('003 lines 310 and 333: a climb that would bring the plane to level 4 is illegal', () => {
    expect(cardAltitude(CLIMB, start(3, 1), limits, false)).toMatchObject({ short: '▲ over 3', refused: true })
    // a counter more at level 3 is still allowed
    expect(cardAltitude(CLIMB, start(3), limits, false)).toMatchObject({ short: '▲ 1/2' })
  })

  it('003 lines 315-317: a dive loses a level and its counters; to level 0 it keeps one counter', () => {
    expect(cardAltitude(DIVE, start(2, 1), limits, false)).toMatchObject({ short: '▼ level 1', text: '▼ to level 1', why: 'A dive loses a level' })
    expect(cardAltitude(DIVE, start(1), limits, false)).toMatchObject({ short: '▼ level 0', text: '▼ to level 0 with 1 climb counter' })
  })

  it('003 lines 386 and 405-407: a dive at level 0 takes the last counter: with no landing field the plane crashes', () => {
    expect(cardAltitude(DIVE, start(0, 1), limits, false)).toMatchObject({ short: '▼ crash', fatal: true })
  })

  it('003 line 343: an Immelmann turn (after a straight) adds a climb counter', () => {
    const afterStraight = altitudeAfterCards(start(1), [STRAIGHT], limits, false)
    expect(cardAltitude(IMMELMANN, afterStraight, limits, false)).toMatchObject({ short: '▲ 1/2', why: expect.stringContaining('An Immelmann turn adds a climb counter') })
  })

  it('003 lines 346-351: the Immelmann card after a stall is a Split-S: a counter off, or with none a level and the climb rate less one counters', () => {
    const withCounter = altitudeAfterCards({ level: 2, climbs: 1, counter: null }, [STALL], limits, false)
    expect(cardAltitude(IMMELMANN, withCounter, limits, false)).toMatchObject({ short: '▼ 0/2', text: '▼ counter (0/2)', why: 'A Split-S takes a climb counter away' })
    const without = altitudeAfterCards(start(3), [BANK, STALL], limits, false)
    // the rulebook's example: "A Sopwith Camel would take a single climb counter (2-1) instead"
    expect(cardAltitude(IMMELMANN, without, limits, false)).toMatchObject({ short: '▼ level 2', text: '▼ to level 2 with 1 climb counter', why: 'A Split-S loses a level' })
  })

  it('003 lines 383-387 and 405-407: the dive to the ground over a landing field lands ("▼ lands"), where its moves leave the centre of the base; out of the fields it crashes', () => {
    const rules = compileRules(content, setupWith([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 40, heading: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 180, heading: 90 },
    ]))
    const plane = rules.byId.get('camel')!
    // the dive (17.3 cm) after a straight (14.3) ends near y 71.6; a field over y 60-100 holds it, one over y 80-120 does not
    const at = cardsEnd(plane, { x: 40, y: 40, h: 0 })
    const on = { id: 'meadow', x: 40, y: 80, width: 12, depth: 40 }
    const beyond = { ...on, y: 100 }
    const low = { ...camel(0, 1), turnStart: { level: 0, climbs: 1, counter: null } }
    const landed = planAltitudes([STRAIGHT, DIVE, null], [STRAIGHT, DIVE, STRAIGHT], low, false, 0, { fields: [on], end: at })
    expect(landed[1]).toMatchObject({ short: '▼ lands', text: expect.stringContaining('meadow') })
    expect(landed[1]?.fatal).toBeUndefined()
    expect(planAltitudes([STRAIGHT, DIVE, null], [STRAIGHT, DIVE, STRAIGHT], low, false, 0, { fields: [beyond], end: at })[1]).toMatchObject({ short: '▼ crash', fatal: true, why: expect.stringContaining('out of every landing field') })
    // the deck's words for the second slot say the same
    expect(deckAltitudes([DIVE], low, [STRAIGHT], false, 0, { fields: [on], end: at }).get(DIVE.id)?.short).toBe('▼ lands')
    expect(deckAltitudes([DIVE], low, [STRAIGHT], false, 0).get(DIVE.id)?.short, 'no fields known: a crash, as before').toBe('▼ crash')
  })

  it('003 lines 383-387: a plane flying at level 0 that plans dive, straight, stall reads "▼ lands", "landing 2/3", "landing 3/3" (issue 12)', () => {
    const rules = compileRules(content, setupWith([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 40, heading: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 180, heading: 90 },
    ]))
    const at = cardsEnd(rules.byId.get('camel')!, { x: 40, y: 40, h: 0 })
    // the dive (17.3 cm) ends near y 57.3: a field over y 40-100 holds it
    const look = { fields: [{ id: 'meadow', x: 40, y: 70, width: 12, depth: 60 }], end: at }
    const low = camel(0, 1)
    const plan = [DIVE, STRAIGHT, STALL]
    const labels = planAltitudes(plan, plan, low, false, 0, look)
    expect(labels.map((a) => a?.short)).toEqual(['▼ lands', 'landing 2/3', 'landing 3/3'])
    expect(labels.some((a) => a?.refused || a?.fatal)).toBe(false)
    expect(labels[2]?.text).toBe('landing: the stall, the plane has landed')
    // the deck for slot 2 after the dive: the straight goes on with the landing, any other card breaks it (the engine's reason)
    const second = deckAltitudes([STRAIGHT, BANK, STALL], low, [DIVE], false, 0, look)
    expect(second.get(STRAIGHT.id)?.short).toBe('landing 2/3')
    expect(second.get(BANK.id)).toMatchObject({ short: '✕ ground', refused: true, text: expect.stringContaining('after the dive that touched the ground, a straight') })
    expect(second.get(STALL.id)?.refused).toBe(true)
    const third = deckAltitudes([STALL, STRAIGHT], low, [DIVE, STRAIGHT], false, 0, look)
    expect(third.get(STALL.id)?.short).toBe('landing 3/3')
    expect(third.get(STRAIGHT.id)).toMatchObject({ refused: true, text: expect.stringContaining("after the landing's straight, a stall") })
    // the dive in slot 2 after a straight: only the straight of slot 3 follows it
    expect(planAltitudes([BANK, DIVE, STRAIGHT], [BANK, DIVE, STRAIGHT], low, false, 0, { ...look, fields: [{ id: 'wide', x: 40, y: 70, width: 80, depth: 60 }] }).map((a) => a?.short)).toEqual([undefined, '▼ lands', 'landing 2/3'])
  })

  it('003 lines 405-407: the dive to the ground out of every field crashes; the landing\'s cards after it are not flown (issue 12)', () => {
    const rules = compileRules(content, setupWith([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 40, heading: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 180, heading: 90 },
    ]))
    const at = cardsEnd(rules.byId.get('camel')!, { x: 40, y: 40, h: 0 })
    const beyond = { fields: [{ id: 'far', x: 40, y: 150, width: 12, depth: 60 }], end: at }
    const plan = [DIVE, STRAIGHT, STALL]
    const labels = planAltitudes(plan, plan, camel(0, 1), false, 0, beyond)
    expect(labels.map((a) => a?.short)).toEqual(['▼ crash', 'still', 'still'])
    expect(labels[1]?.why).toContain('out of every landing field: the plane crashed')
    // no fields known: the same crash
    expect(planAltitudes(plan, plan, camel(0, 1), false).map((a) => a?.short)).toEqual(['▼ crash', 'still', 'still'])
  })

  it('003 line 353: a Split-S at level 0 that takes the last counter crashes the plane', () => {
    const low = altitudeAfterCards({ level: 0, climbs: 1, counter: null }, [STALL], limits, false)
    expect(cardAltitude(IMMELMANN, low, limits, false)).toMatchObject({ short: '▼ crash', fatal: true })
  })

  it('003 lines 424-431, Overdive: a dive just after a stall, and the straight after it loses another level', () => {
    const afterStall = altitudeAfterCards(start(3), [STALL], limits, true)
    expect(cardAltitude(DIVE, afterStall, limits, true)).toMatchObject({ short: '▼ level 2', why: expect.stringContaining('an overdive: the straight after it loses another level') })
    const afterDive = altitudeAfterCards(start(3), [STALL, DIVE], limits, true)
    expect(afterDive.level).toBe(2)
    expect(cardAltitude(STRAIGHT, afterDive, limits, true)).toMatchObject({ short: '▼ level 1', why: expect.stringContaining('The straight after an overdive') })
  })

  it('003 lines 429-430: "aircraft at 1 or 0 level cannot execute overdives: If they plan one by mistake, they crash to the ground and they are eliminated": the dive says so, in red', () => {
    for (const level of [1, 0]) {
      const afterStall = altitudeAfterCards(start(level, level === 0 ? 1 : 0), [STALL], limits, true)
      expect(cardAltitude(DIVE, afterStall, limits, true)).toMatchObject({ short: '▼ crash', fatal: true, text: `▼ an overdive at level ${level}: the plane crashes` })
    }
    // the cards after the crash are not flown: the straight after it says so, not a second crash
    const [, dive, after] = planAltitudes([STALL, DIVE, STRAIGHT], [STALL, DIVE, STRAIGHT], camel(1), true)
    expect(dive).toMatchObject({ short: '▼ crash', fatal: true })
    expect(after).toMatchObject({ short: 'not flown', text: 'not flown: the overdive before it crashed the plane' })
    expect(after?.fatal).toBeUndefined()
    // from level 2 the overdive is legal; without the option the dive after a stall is no overdive
    expect(cardAltitude(DIVE, altitudeAfterCards(start(2), [STALL], limits, true), limits, true)?.fatal).toBeUndefined()
    expect(cardAltitude(DIVE, altitudeAfterCards(start(1), [STALL], limits, false), limits, false)?.short).toBe('▼ level 0')
  })

  it('cards that leave the level alone have no label', () => {
    expect(cardAltitude(STRAIGHT, start(2), limits, false)).toBeNull()
    expect(cardAltitude(STALL, start(2), limits, false)).toBeNull()
  })

  it('003 lines 325-329: each slot is judged after the cards before it, from where the turn began', () => {
    const alt = camel(2, 1)
    // two climbs in a turn: the first takes the Camel to level 3, the second is a counter there
    const [first, , second] = planAltitudes([CLIMB, STRAIGHT, card('C03')], [], alt, false)
    expect(first?.short).toBe('▲ level 3')
    expect(second).toBeNull()
    const deck = deckAltitudes(content.manoeuvreDecks.C.cards, alt, [CLIMB], false)
    expect(deck.get('C20')?.short).toBe('▼ level 2')
    expect(deck.has('C01')).toBe(false)
    // after a stall in slot 1, the Immelmann card in slot 2 is a Split-S
    const afterStall = deckAltitudes(content.manoeuvreDecks.C.cards, camel(2), [STALL], false)
    expect(afterStall.get('C12')?.short).toBe('▼ level 1')
  })
})

describe('the refusals of a whole plan a card would bring (003 lines 333, 344, 353-354)', () => {
  const opts = { overdive: false, hasImmelmann: true }
  it('003 line 344: "The Immelmann turn cannot be executed in the same turn as a climb"', () => {
    expect(refusalsBrought(IMMELMANN, 2, [CLIMB, STRAIGHT, null], STRAIGHT, camel(1), opts)).toEqual(['an Immelmann turn cannot be flown in the same turn as a climb'])
    // without the climb the Immelmann turn brings none
    expect(refusalsBrought(IMMELMANN, 2, [BANK, STRAIGHT, null], STRAIGHT, camel(1), opts)).toEqual([])
  })

  it('003 lines 353-354: "The Split-S cannot be executed in the same turn as a Dive"', () => {
    expect(refusalsBrought(DIVE, 0, [null, STALL, IMMELMANN], STRAIGHT, camel(2), opts)).toEqual(['a Split-S cannot be flown in the same turn as a dive'])
  })

  it('003 line 333: "A climb cannot be planned if it would bring the plane to an altitude of 4"', () => {
    expect(refusalsBrought(CLIMB, 0, [null, null, null], STRAIGHT, camel(3, 1), opts)).toEqual(['a climb cannot take the plane above level 3'])
    expect(refusalsBrought(CLIMB, 0, [null, null, null], STRAIGHT, camel(2, 1), opts)).toEqual([])
  })

  it('a refusal already in the plan is not laid on every card', () => {
    expect(refusalsBrought(BANK, 1, [CLIMB, null, IMMELMANN], STRAIGHT, camel(1), opts)).toEqual([])
  })
})

describe('003 lines 367-371: a shot one level apart', () => {
  it('takes one card and says why; a shot at the same level or at long range says nothing more', () => {
    expect(shotLevelNote(2, 3, 1)).toBe('one level apart: long range only')
    expect(shotLevelNote(2, 2, 1)).toBeNull()
    // 003 lines 287-291: the Roland C.II's ring, all round at a higher plane
    expect(shotLevelNote(2, 3, 1, true)).toBe('a level up: the ring fires all round, long range only')
    expect(shotLevelNote(2, 1, 1, true)).toBe('one level apart: long range only')
    expect(shotLevelNote(2, 2, 2)).toBeNull()
    expect(shotLevelNote(undefined, 2, 1)).toBeNull()
  })
})

/** A Camel on the ground at the start of a turn, at `stage`, in a landing field or not. */
function onGround(stage: GroundStage, field: string | null = 'home'): AltitudeState {
  const ground = { stage, field, knocks: 0 }
  return { level: 0, climbs: 0, climbRate: 2, floor: 0, top: 3, counter: null, ground, turnStart: { level: 0, climbs: 0, counter: null, ground: { ...ground } } }
}

describe('the planning labels of a plane on the ground (003 Landings, Takeoffs, and Crashes, lines 379-411; issue 12)', () => {
  it('003 Takeoff (388-390): parked in a field, the stall starts the take-off, then the straight, then the climb lifts it (no "crash" on a dive)', () => {
    const alt = onGround('parked')
    const deck = deckAltitudes([STALL, STRAIGHT, DIVE, CLIMB], alt, [], false)
    expect(deck.get('C04')).toMatchObject({ short: 'take-off 1/3' })
    expect(deck.get('C04')?.refused).toBeUndefined()
    // line 391: non-stall cards before the stall are ignored: the plane stays
    expect(deck.get('C20')).toMatchObject({ short: 'stays' })
    expect(deck.get('C20')?.fatal).toBeUndefined()
    expect(deck.get('C01')).toMatchObject({ short: 'stays' })
    expect(planAltitudes([STALL, STRAIGHT, CLIMB], [STALL, STRAIGHT, CLIMB], alt, false).map((a) => a?.short)).toEqual(['take-off 1/3', 'take-off 2/3', '▲ airborne 1/2'])
  })

  it('003 Takeoff (389-390): after the stall only a straight, after the straight only the climb; another card is refused with the engine\'s reason', () => {
    const alt = onGround('parked')
    const second = deckAltitudes([STRAIGHT, DIVE, BANK], alt, [STALL], false)
    expect(second.get('C01')?.short).toBe('take-off 2/3')
    expect(second.get('C20')).toMatchObject({ short: '✕ ground', refused: true })
    expect(second.get('C20')?.text).toContain("after the take-off's stall, a straight")
    const third = deckAltitudes([CLIMB, DIVE], alt, [STALL, STRAIGHT], false)
    expect(third.get('C19')?.short).toBe('▲ airborne 1/2')
    expect(third.get('C20')?.text).toContain("after the take-off's straight, the climb")
  })

  it('003 Takeoff (388) and Fire on the Ground (412): no take-off off a field, nor with fire counters', () => {
    expect(groundCardAltitude([STALL], onGround('parked', null), false)).toMatchObject({ refused: true, why: expect.stringContaining('inside a landing field') })
    expect(groundCardAltitude([STALL], onGround('parked'), false, 2)).toMatchObject({ refused: true, why: expect.stringContaining('fire counters cannot take off') })
  })

  it('003 Crashes (399-400): a crashed plane is still; its cards are not flown', () => {
    expect(groundCardAltitude([DIVE], onGround('still'), false)?.short).toBe('still')
    expect(groundCardAltitude([STALL], onGround('crashed'), false)?.short).toBe('still')
  })

  it('the plane in the air after the take-off: its next cards read as any flying plane\'s', () => {
    const alt = onGround('run-up')
    // the climb lifts it (1 counter of 2); the next climb takes it to level 1
    expect(planAltitudes([CLIMB, CLIMB, STRAIGHT], [CLIMB, CLIMB, STRAIGHT], alt, false).map((a) => a?.short)).toEqual(['▲ airborne 1/2', '▲ level 1', undefined])
    expect(refusalsBrought(DIVE, 0, [null, null, null], STRAIGHT, alt, { overdive: false, hasImmelmann: true })).toEqual([])
  })
})
