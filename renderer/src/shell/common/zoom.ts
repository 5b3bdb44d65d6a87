/**
 * The UI scale's zoom, for what is placed by the window's pixels (getBoundingClientRect) inside a zoomed element:
 * such a place is zoomed again unless it is divided by the zoom (settings.css zooms the panels, never the canvas).
 */

/** A rectangle, in some element's pixels. */
type Rect = { left: number; top: number; width: number; height: number }

/** The zoom an element is drawn at (the UI scale, a stream's zoom): the browser's own figure, else the window's width over its own. */
export function zoomOf(el: HTMLElement | null): number {
  if (!el) return 1
  const z = (el as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom
  if (typeof z === 'number' && z > 0) return z
  return el.clientWidth > 0 ? window.innerWidth / el.clientWidth : 1
}

/** The UI scale in effect on the page's root (store/settings-watch.ts sets it), for an element zoomed by it alone. */
export function pageScale(): number {
  if (typeof document === 'undefined') return 1
  const z = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ui-scale'))
  return Number.isFinite(z) && z > 0 ? z : 1
}

/** A rectangle in the window's pixels as the pixels of an element zoomed by `zoom`. */
export function inZoom(r: Rect | null, zoom: number): Rect | null {
  if (!r || zoom === 1) return r
  return { left: r.left / zoom, top: r.top / zoom, width: r.width / zoom, height: r.height / zoom }
}
