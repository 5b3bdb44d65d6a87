/**
 * The app's window: its size when it opens, and the smallest it may be made. Both tables are laid out and tested
 * down to the minimum (e2e/phone.spec.ts flies a hex move at it; below it the hex table's map was a strip); smaller
 * windows are phones, which join in a browser.
 */
export const WINDOW_SIZE = { width: 1440, height: 900, minWidth: 800, minHeight: 600 } as const
