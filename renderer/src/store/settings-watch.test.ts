/**
 * The page's classes the settings watcher sets on the root (page-width.ts): on a stream's stage the width class
 * counts the stream's zoom, which zooms the table's panels too (StreamMode.tsx); the height class does not.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from './settings-slice'
import { applySettings } from './settings-watch'
import { streamZoom } from './page-width'

const board = { setVolume: () => undefined }
const had = (globalThis as { window?: unknown }).window

function rootAt(width: number, height: number, staged: boolean): Record<string, string | undefined> {
  ;(globalThis as { window?: unknown }).window = { innerWidth: width, innerHeight: height }
  const dataset: Record<string, string | undefined> = {}
  applySettings(DEFAULT_SETTINGS, { dataset, style: { setProperty: () => undefined } } as unknown as HTMLElement, board, staged)
  return dataset
}

afterEach(() => {
  ;(globalThis as { window?: unknown }).window = had
})

describe("the page's classes on a stream's stage", () => {
  it('zooms by the page height: 18 px text at 660 px a page, never under 1 nor over 2.2', () => {
    expect(streamZoom(1080)).toBeCloseTo(1.636, 3)
    expect(streamZoom(600)).toBe(1)
    expect(streamZoom(2160)).toBe(2.2)
  })

  it('at 1920x1080 the stage is a 1,173 px page: narrow, where the player’s own screen is wide', () => {
    expect(rootAt(1920, 1080, true).page).toBe('narrow')
    expect(rootAt(1920, 1080, false).page).toBe('wide')
    // at 2560x1440, 1,173 px again
    expect(rootAt(2560, 1440, true).page).toBe('narrow')
  })

  it('keeps the height class of the window over the UI scale (the stage’s lobby fits its own text for an audience)', () => {
    expect(rootAt(1920, 1080, true).pageHeight).toBe('tall')
    expect(rootAt(1280, 720, true).pageHeight).toBe('short')
  })
})
