/**
 * The page's width class (page-width.ts): the window's width over the UI scale, as the zoomed panels see it.
 */
import { describe, expect, it } from 'vitest'
import { pageHeight, pageWidth } from './page-width'

describe('the page width the panels see (page-width.ts)', () => {
  it('at a UI scale of 1 is the window’s: the HUD’s breakpoints at 1180, 1400 and 1500 px', () => {
    expect(pageWidth(1024, 1)).toBe('narrow')
    expect(pageWidth(1180, 1)).toBe('narrow')
    expect(pageWidth(1280, 1)).toBe('medium')
    expect(pageWidth(1400, 1)).toBe('medium')
    expect(pageWidth(1440, 1)).toBe('large')
    expect(pageWidth(1500, 1)).toBe('wide')
    expect(pageWidth(1920, 1)).toBe('wide')
  })
  it('zoomed, is the window’s over the scale: 1920 px at 1.5 is a 1280 px page, 1280 at 1.25 a 1024 px one', () => {
    expect(pageWidth(1920, 1.5)).toBe('medium')
    expect(pageWidth(1280, 1.25)).toBe('narrow')
    expect(pageWidth(1800, 1.25)).toBe('large')
    expect(pageWidth(1920, 1.25)).toBe('wide')
  })
  it('a scale below 1 widens the page; a scale that is no number leaves the window’s', () => {
    expect(pageWidth(1280, 0.85)).toBe('wide')
    expect(pageWidth(1280, 0)).toBe('medium')
  })
  it('a page 760 px high or less is short: 720 px at 1, 800 px at 1.25 (a 640 px page), not 1080 at 1.25', () => {
    expect(pageHeight(720, 1)).toBe('short')
    expect(pageHeight(800, 1)).toBe('tall')
    expect(pageHeight(800, 1.25)).toBe('short')
    expect(pageHeight(1080, 1.25)).toBe('tall')
    expect(pageHeight(1080, 1.5)).toBe('short')
  })
})
