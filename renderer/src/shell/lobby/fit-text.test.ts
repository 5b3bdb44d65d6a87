import { describe, expect, it } from 'vitest'
import { fitText, HOW_WON_PX } from './fit-text'

/** A box whose text is `lines` lines of 1.4 times its size high, over `room` px of its own. */
function box(lines: number, room: number) {
  const text = { style: { fontSize: '' } }
  return { text, box: { clientHeight: room, get scrollHeight() { return lines * 1.4 * parseFloat(text.style.fontSize) } } }
}

describe("fitText: a stream overlay's lobby, which cannot scroll, holds how the game is won whole", () => {
  it('keeps the largest size where it fits', () => {
    const b = box(10, 1000)
    expect(fitText(b.box, b.text)).toBe(HOW_WON_PX.max)
    expect(b.text.style.fontSize).toBe(`${HOW_WON_PX.max}px`)
  })

  it('steps down until it fits', () => {
    // 30 lines in 500 px: 11.9 px at most, so 11.5 px
    const b = box(30, 500)
    expect(fitText(b.box, b.text)).toBe(11.5)
    expect(b.box.scrollHeight).toBeLessThanOrEqual(500)
  })

  it('stops at its floor, however little room there is', () => {
    const b = box(100, 200)
    expect(fitText(b.box, b.text)).toBe(HOW_WON_PX.min)
  })
})
