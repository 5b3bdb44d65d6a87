import { describe, expect, it } from 'vitest'
import { taxiFieldNote, taxiMoveText, taxiNudge } from './taxi-words'

const FIELD = { id: 'field', x: 40, y: 45, width: 14, depth: 36 }
const at = (x: number, y: number, heading = 0) => ({ x, y, heading })

describe('the taxi panel words (003 Planes on the Ground, lines 409-411)', () => {
  it('says how far the base moves and which way it turns (headings clockwise from north)', () => {
    expect(taxiMoveText(at(40, 40), at(40, 40))).toBe('where it stands')
    expect(taxiMoveText(at(40, 40), at(43, 44))).toBe('moved 5.0 cm')
    expect(taxiMoveText(at(40, 40), at(40, 38, 15))).toBe('moved 2.0 cm, turned 15° right')
    expect(taxiMoveText(at(40, 40, 0), at(40, 40, 345))).toBe('turned 15° left')
    expect(taxiMoveText(at(40, 40, 350), at(40, 40, 20))).toBe('turned 30° right')
  })

  it('003 line 388: a take-off starts with the centre of the base in a landing field; the note says whether this place allows one', () => {
    expect(taxiFieldNote([FIELD], at(40, 38), true)).toEqual({ text: 'Its centre is in a landing field: a take-off can start here.', warn: false })
    // the field's edge counts as in it, as the engine's fieldAt judges
    expect(taxiFieldNote([FIELD], at(47, 38), true)?.warn).toBe(false)
    const out = taxiFieldNote([FIELD], at(48, 38), true)!
    expect(out.warn).toBe(true)
    expect(out.text).toContain('the take-off you planned will not start')
    expect(taxiFieldNote([FIELD], at(48, 38), false)).toEqual({ text: 'Its centre is out of every landing field: no take-off can start from here.', warn: false })
    expect(taxiFieldNote(undefined, at(48, 38), true)).toBeNull()
    expect(taxiFieldNote([], at(48, 38), true)).toBeNull()
  })

  it('003 lines 409-411 (move and turn the base freely): the arrows move the base relative to its own nose, not to the table (issue 12)', () => {
    // facing north (the far edge): forward is +y, its right +x
    expect(taxiNudge(at(40, 40), 0, 1, 0)).toEqual(at(40, 41))
    expect(taxiNudge(at(40, 40), 1, 0, 0)).toEqual(at(41, 40))
    // facing south (towards the near edge, as the other side sees it): ↑ still moves it towards its nose, -y
    expect(taxiNudge(at(40, 40, 180), 0, 1, 0)).toEqual(at(40, 39, 180))
    expect(taxiNudge(at(40, 40, 180), 1, 0, 0)).toEqual(at(39, 40, 180))
    // facing east: forward +x, its left +y
    expect(taxiNudge(at(40, 40, 90), 0, 1, 0)).toEqual(at(41, 40, 90))
    expect(taxiNudge(at(40, 40, 90), -1, 0, 0)).toEqual(at(40, 41, 90))
    // at 15°: a cm along its nose, and the same cm back brings it exactly where it was
    const ahead = taxiNudge(at(40, 38, 15), 0, 1, 0)
    expect(ahead.x).toBeCloseTo(40 + Math.sin(Math.PI / 12), 6)
    expect(ahead.y).toBeCloseTo(38 + Math.cos(Math.PI / 12), 6)
    expect(taxiNudge(ahead, 0, -1, 0)).toEqual(at(40, 38, 15))
    let p = at(40, 38, 15)
    for (let i = 0; i < 18; i++) p = taxiNudge(p, 1, 0, 0)
    for (let i = 0; i < 18; i++) p = taxiNudge(p, -1, 0, 0)
    expect(p).toEqual(at(40, 38, 15))
    // the turn is about its centre, in whole degrees clockwise
    expect(taxiNudge(at(40, 40, 0), 0, 0, -15)).toEqual(at(40, 40, 345))
    expect(taxiNudge(at(40, 40, 350), 0, 0, 15)).toEqual(at(40, 40, 5))
  })
})
