import { describe, expect, it } from 'vitest'
import { sidewaysPhone, uprightWindow } from './upright-window'

describe('a window held upright and narrow (upright-window.ts)', () => {
  it('a phone or a tablet held upright; not on its side, nor the desk', () => {
    expect(uprightWindow(390, 844)).toBe(true)
    expect(uprightWindow(768, 1024)).toBe(true)
    expect(uprightWindow(900, 900)).toBe(true)
    expect(uprightWindow(640, 360)).toBe(false)
    expect(uprightWindow(844, 390)).toBe(false)
    expect(uprightWindow(1024, 768)).toBe(false)
    expect(uprightWindow(901, 1200)).toBe(false)
    expect(uprightWindow(1280, 800)).toBe(false)
  })
  it('a phone held sideways; not upright, nor a tablet on its side, nor a short laptop', () => {
    expect(sidewaysPhone(844, 390)).toBe(true)
    expect(sidewaysPhone(640, 360)).toBe(true)
    expect(sidewaysPhone(932, 430)).toBe(true)
    expect(sidewaysPhone(390, 844)).toBe(false)
    expect(sidewaysPhone(480, 480)).toBe(false)
    expect(sidewaysPhone(1024, 768)).toBe(false)
    expect(sidewaysPhone(1024, 640)).toBe(false)
  })
})
