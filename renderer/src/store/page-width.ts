/**
 * The page's width as its panels see it: the window's width divided by the UI scale. A stylesheet's width
 * breakpoint (`@media (max-width: …)`) sees the window, not the zoomed page, so at a UI scale of 1.5 a 1920 px
 * window took its wide forms at 1280 px a page, and the replay bar ran off the window's right edge. The settings
 * watcher says the page's class on the root (`data-page`, and `data-page-height`), and the rules that depend on the
 * page's size read it. On a stream's stage the table's panels are zoomed by the stream's zoom too, so its width class
 * counts that zoom (at 1920x1080 a 1173 px page: the hex bar's seats were cut short, each with its "(bot)"); its
 * height class does not, for the stage's lobby keeps its full-sized forms for an audience and fits its text itself.
 */
export type PageWidth = 'narrow' | 'medium' | 'large' | 'wide'

/** The class's upper bounds in the page's CSS pixels: the HUD's compact form, its controls' words, the long labels. */
export const PAGE_WIDTHS = { narrow: 1180, medium: 1400, large: 1499 } as const

export function pageWidth(windowWidth: number, scale: number): PageWidth {
  const w = windowWidth / (scale > 0 ? scale : 1)
  if (w <= PAGE_WIDTHS.narrow) return 'narrow'
  if (w <= PAGE_WIDTHS.medium) return 'medium'
  if (w <= PAGE_WIDTHS.large) return 'large'
  return 'wide'
}

/** a stream's panels are drawn for 11 px text: at this page height they read at 18 px */
const HEIGHT_FOR_18PX = 660

/**
 * The zoom of a stream's stage over the UI scale (StreamMode.tsx): its table's panels zoomed by the page's height so
 * that their text reads at 18 px or more on a 1080p stream, 1 to 2.2.
 */
export function streamZoom(height: number): number {
  return Math.min(2.2, Math.max(1, height / HEIGHT_FOR_18PX))
}

/** A page this short or shorter takes the tighter forms (the lobby's): a laptop, or a taller window zoomed. */
export const SHORT_PAGE = 760

export function pageHeight(windowHeight: number, scale: number): 'short' | 'tall' {
  return windowHeight / (scale > 0 ? scale : 1) <= SHORT_PAGE ? 'short' : 'tall'
}
