/**
 * Where the table's panels stand on the page, for the layout specs (layout.spec at the desk's sizes, phone.spec on a
 * phone): their rectangles by data-testid, whether two overlap, and every shown pair apart.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

export type Box = Rect & { id: string }

/** Two rectangles share more than half a pixel each way. */
export const overlap = (a: Rect, b: Rect): boolean => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5

/** The shown panels' rectangles, by test id, in the order asked (a panel not drawn, or of no size, is left out). */
export async function panelBoxes(page: Page, ids: readonly string[]): Promise<Box[]> {
  return page.evaluate((ids) => {
    const d = (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): Rect; checkVisibility(): boolean } | null } }).document
    const out: Box[] = []
    for (const id of ids) {
      const el = d.querySelector(`[data-testid="${id}"]`)
      if (!el || !el.checkVisibility()) continue
      const r = el.getBoundingClientRect()
      if (r.right - r.left >= 1 && r.bottom - r.top >= 1) out.push({ id, left: r.left, top: r.top, right: r.right, bottom: r.bottom })
    }
    return out
  }, ids)
}

/** No two of the shown panels overlap. */
export function expectApart(boxes: readonly Box[], where: string): void {
  for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${where}: ${a.id} ${JSON.stringify(a)} and ${b.id} ${JSON.stringify(b)} do not overlap`).toBe(false)
}
