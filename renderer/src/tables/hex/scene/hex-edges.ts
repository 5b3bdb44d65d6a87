/**
 * The bands of the hex table's canvas its panels cover, for the camera's framing (HexCamera.tsx, framing.ts). Each
 * panel marks its band with `data-hex-edge="top" | "bottom" | "left" | "right"`. A side panel that hangs from the top
 * and may be counted as a band along the top instead (`data-hex-edge-or="top"`: the planes' list, which on a stream's
 * page stands alone in its column) offers a second area, the map framed below it across the width; the camera takes
 * it when it frames the map clearly bigger (frameMap).
 */
import { bestFraming, type Framed, type Framing, type FreeArea, type Vec3 } from '../../common/scene/framing'

export interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

export interface MarkedPanel {
  edge: string | undefined
  /** the band it may be counted as instead */
  or?: string
  rect: Rect
}

/** the most of the canvas's height a side panel counted as a top band may take (the HUD's own band is less) */
export const MAX_TOP_WITH_PANEL = 0.4
/**
 * the most of the height the bands at the top and the foot may take together: on a phone held upright (hex-phone.css)
 * the planes' list, the move's steps and the hand take some two thirds, and a map framed smaller beats one framed
 * under the panels
 */
export const MAX_BANDS = 0.72

/**
 * The band a side panel covers where the page has put it: its mark, unless a narrow screen moved it (hex-phone.css).
 * A side panel across more than half the width is a band along the top or the bottom, by its middle; one whose middle
 * is in the other half of the width stands on that side.
 */
export function placedEdge(canvas: Rect, p: MarkedPanel): string | undefined {
  if (p.edge !== 'left' && p.edge !== 'right') return p.edge
  const r = p.rect
  if (r.right - r.left > (canvas.right - canvas.left) / 2) return (r.top + r.bottom) / 2 < (canvas.top + canvas.bottom) / 2 ? 'top' : 'bottom'
  return (r.left + r.right) / 2 < (canvas.left + canvas.right) / 2 ? 'left' : 'right'
}

function covered(canvas: Rect, panels: readonly MarkedPanel[], alternative: boolean): FreeArea {
  const area: FreeArea = { top: 0, right: 0, bottom: 0, left: 0 }
  for (const p of panels) {
    const r = p.rect
    if (r.right - r.left <= 0 || r.bottom - r.top <= 0) continue
    const edge = alternative && p.or ? p.or : placedEdge(canvas, p)
    if (edge === 'top') area.top = Math.max(area.top, r.bottom - canvas.top)
    else if (edge === 'bottom') area.bottom = Math.max(area.bottom ?? 0, canvas.bottom - r.top)
    else if (edge === 'left') area.left = Math.max(area.left ?? 0, r.right - canvas.left)
    else if (edge === 'right') area.right = Math.max(area.right, canvas.right - r.left)
  }
  return area
}

/** The free areas to frame the map in: the panels' bands as marked, then, if any panel may be counted otherwise, so. */
export function edgeAreas(canvas: Rect, panels: readonly MarkedPanel[]): FreeArea[] {
  if (!panels.length) return [{ top: (canvas.bottom - canvas.top) * 0.08, right: 0, bottom: (canvas.bottom - canvas.top) * 0.26 }]
  const shown = panels.filter((p) => p.rect.right - p.rect.left > 0 && p.rect.bottom - p.rect.top > 0)
  const marked = covered(canvas, shown, false)
  return shown.some((p) => p.or) ? [marked, covered(canvas, shown, true)] : [marked]
}

/** the alternative area must frame the map at least this much nearer (a share of the distance) to be taken */
const BETTER_BY = 0.03

/**
 * The map framed in the marked area, or in the alternative when that frames it clearly bigger: a tie (the map as
 * wide in either) keeps the panels' bands as marked, so that the map does not move for a pixel's margin. An
 * alternative whose band along the top is longer than a band may be (the planes' list of four planes on a stream's
 * page) is not taken: clamped, the map would be framed under the panel's foot.
 */
export function frameMap(f: Omit<Framing, 'area'>, areas: readonly FreeArea[], points: readonly Vec3[]): Framed & { area: FreeArea } {
  const limits = { maxTop: MAX_TOP_WITH_PANEL, maxBottom: MAX_BANDS }
  const marked = bestFraming(f, areas.slice(0, 1), points, undefined, limits)
  if (areas.length < 2 || areas[1].top > f.viewport.height * MAX_TOP_WITH_PANEL) return marked
  const other = bestFraming(f, areas.slice(1), points, undefined, limits)
  return other.distance < marked.distance * (1 - BETTER_BY) ? other : marked
}
