import { describe, expect, it } from 'vitest'
import { illegalReason } from '../../../shared/engine/planning'
import { lastManoeuvreLabel, shortReason } from './card-reasons'

const steep = { steep: true, straight: false, immelmann: false }
const straight = { steep: false, straight: true, immelmann: false }
const immelmann = { steep: false, straight: false, immelmann: true }
const card = (c: Partial<{ steep: boolean; straight: boolean; immelmann: boolean }>) => ({ id: 'X', deck: 'C', n: 1, name: 'x', move: { straight: 8 }, steep: false, straight: false, stall: false, immelmann: false, turn: null, altitude: null, ...c })

describe('shortReason: the reason printed on a disabled card', () => {
  it('puts each rule of the engine in a few words', () => {
    // "you may not plan two steep manoeuvres in a row"
    expect(shortReason(illegalReason(steep, card({ steep: true }))!)).toBe('steep after steep')
    // "you must play a straight manoeuvre ... just before the Immelmann and another just after"
    expect(shortReason(illegalReason(null, card({ immelmann: true }))!)).toBe('needs a straight before')
    expect(shortReason(illegalReason(immelmann, card({}))!)).toBe('needs a straight after')
    expect(shortReason('the next card would then be illegal: two steep manoeuvres in a row')).toBe('next card illegal')
  })

  it('names the slot a card is already planned in', () => {
    expect(shortReason('already planned in another slot', 1)).toBe('in slot 2')
    expect(shortReason('already planned in another slot')).toBe('already planned')
  })

  it('keeps an unknown reason short', () => {
    expect(shortReason('a reason nobody has thought of yet, quite long').length).toBeLessThanOrEqual(24)
    expect(shortReason('short one')).toBe('short one')
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
