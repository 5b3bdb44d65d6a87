import { describe, expect, it } from 'vitest'
import { illegalReason } from '../../../../../shared/engine/planning'
import { lastManoeuvreLabel, plainReason, shortReason } from './card-reasons'

const steep = { steep: true, straight: false, immelmann: false }
const straight = { steep: false, straight: true, immelmann: false }
const immelmann = { steep: false, straight: false, immelmann: true }
const card = (c: Partial<{ steep: boolean; straight: boolean; immelmann: boolean }>) => ({ id: 'X', deck: 'C', n: 1, name: 'x', move: { straight: 8 }, steep: false, straight: false, stall: false, immelmann: false, turn: null, altitude: null, ...c })

describe('shortReason: the reason printed on a disabled card', () => {
  it('puts each rule of the engine in a few words', () => {
    // "you may not plan two steep manoeuvres in a row"
    expect(shortReason(illegalReason(steep, card({ steep: true }))!)).toBe('steep after steep')
    // "you must play a straight manoeuvre ... just before the Immelmann and another just after"
    // two lines on the card at most: the straight is named by its symbol, as printed on the cards
    expect(shortReason(illegalReason(null, card({ immelmann: true }))!)).toBe('needs ↑ before')
    expect(shortReason(illegalReason(immelmann, card({}))!)).toBe('needs ↑ after')
    expect(shortReason('the next card would then be illegal: two steep manoeuvres in a row')).toBe('next card illegal')
  })

  it('names the slot a card is already planned in', () => {
    expect(shortReason('already planned in another slot', 1)).toBe('in slot 2')
    expect(shortReason('already planned in another slot')).toBe('already planned')
  })

  it('keeps an unknown reason short, never cut with an ellipsis (the whole one is under the deck)', () => {
    const long = shortReason('a reason nobody has thought of yet, quite long')
    expect(long.length).toBeLessThanOrEqual(24)
    expect(long).not.toMatch(/…/)
    expect(long).toBe('not here: see below')
    expect(shortReason('short one')).toBe('short one')
  })
})

describe('plainReason: the whole reason under the deck, in a newcomer\'s words', () => {
  it('003 Planning, "you may not plan two steep manoeuvres in a row": says it carries across turns', () => {
    expect(plainReason(illegalReason(steep, card({ steep: true }))!)).toBe('two steep manoeuvres in a row (◆ after ◆) are not allowed, not even across turns')
  })

  it('003 Planning, "a straight manoeuvre ... just before the Immelmann and another just after": names the symbols', () => {
    // the engine's words stay whole (the solo spec finds them under the deck), the symbols follow
    const before = illegalReason(null, card({ immelmann: true }))!
    expect(plainReason(before)).toBe(`${before} (↑ before ↓, in this turn or as the last card of the turn before)`)
    expect(plainReason(illegalReason(immelmann, card({}))!)).toBe('an Immelmann turn needs a straight just after it (↑ after ↓)')
    expect(plainReason('the next card would then be illegal: two steep manoeuvres in a row')).toBe('the next card would then be illegal: two steep manoeuvres in a row (◆ after ◆) are not allowed, not even across turns')
  })

  it('a card already planned says in which slot; an unknown reason is kept whole', () => {
    expect(plainReason('already planned in another slot', 2)).toBe('already planned in another slot: slot 3, and a deck holds one of each card')
    const long = 'a reason nobody has thought of yet, quite long and with a lot of words in it'
    expect(plainReason(long)).toBe(long)
  })
})

describe('lastManoeuvreLabel: the counter from the previous turn', () => {
  it('says what it allows or forbids first', () => {
    expect(lastManoeuvreLabel(null)).toMatch(/no Immelmann/)
    expect(lastManoeuvreLabel(steep)).toMatch(/no steep/)
    expect(lastManoeuvreLabel(straight)).toMatch(/Immelmann may open/)
    expect(lastManoeuvreLabel(immelmann)).toMatch(/open with a straight/)
    expect(lastManoeuvreLabel({ steep: false, straight: false, immelmann: false })).toBe('')
  })
})

describe("shortReason: 003 Special Damage's refusals on the card", () => {
  it('says a jammed rudder and a damaged engine in a few words', () => {
    expect(shortReason('the rudder is jammed left: no turns to the left this turn')).toBe('rudder jammed ←')
    expect(shortReason('the rudder is jammed right: no turns to the right this turn')).toBe('rudder jammed →')
    expect(shortReason('the engine is damaged: every turn needs a stall manoeuvre')).toBe('engine: needs a stall')
  })
})

describe('the altitude reasons on a disabled card (003 lines 310, 333, 346-349, 424-431)', () => {
  it('003 lines 346-349: an Immelmann card needs a straight before it, or a stall to be a Split-S', () => {
    const why = 'an Immelmann turn needs a straight just before it (a Split-S, a stall)'
    expect(shortReason(why)).toBe('needs ↑ or stall before')
    expect(plainReason(why)).toContain('after a stall the same card is a Split-S')
  })

  it('003 line 310: an Immelmann turn at the top with a counter to make is refused in a few words, and in full under the deck', () => {
    expect(shortReason('it would take the plane above level 3')).toBe('too high: over the top')
    expect(plainReason('it would take the plane above level 3')).toBe('it would take the plane above level 3: an Immelmann turn adds a climb counter, and no plane flies higher')
  })

  it('003 lines 424-431, Overdive: a straight after the dive; no overdive without an Immelmann card', () => {
    expect(shortReason('an overdive needs a straight just after its dive')).toBe('needs ↑ after the dive')
    expect(shortReason('a plane without an Immelmann turn in its deck cannot overdive')).toBe('overdive: no Immelmann')
    for (const s of ['needs ↑ or stall before', 'too high: over the top', 'needs ↑ after the dive', 'overdive: no Immelmann']) expect(s.length).toBeLessThanOrEqual(24)
  })
})
