/**
 * Nothing off screen (issue 30's screens at 1280×800 and 1920×1080): the visible elements that carry a test id and
 * reach outside the window, by test id with how far, for a spec to expect none of.
 */
import type { Page } from '@playwright/test'

export async function offScreen(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const d = globalThis as unknown as { innerWidth: number; innerHeight: number; document: { querySelector(s: string): { querySelectorAll(s: string): ArrayLike<{ getAttribute(n: string): string | null; getBoundingClientRect(): { left: number; top: number; right: number; bottom: number; width: number; height: number }; checkVisibility?(): boolean }> } | null } }
    const out: string[] = []
    const els = d.document.querySelector(root)?.querySelectorAll('[data-testid]') ?? []
    for (const el of Array.from(els)) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0 || (el.checkVisibility && !el.checkVisibility())) continue
      if (r.left < -1 || r.top < -1 || r.right > d.innerWidth + 1 || r.bottom > d.innerHeight + 1) out.push(`${el.getAttribute('data-testid')} (${Math.round(r.left)},${Math.round(r.top)})-(${Math.round(r.right)},${Math.round(r.bottom)})`)
    }
    return out
  }, within)
}
