import { describe, expect, it } from 'vitest'
import { edgeYaw, orbitDirection } from './camera-facing'
import { areaRect, areaShift, bestFraming, clampArea, frameTable, framedCamera, horizontalFov, panelAreas, tableCorners, toPixels, type FreeArea, type Framing, type Vec3, type Viewport } from '../../common/scene/framing'

/** the screens of issue 9: 16:9, 16:10, 4:3 and a tall portrait one */
const SCREENS: { name: string; vp: Viewport; area: FreeArea }[] = [
  { name: '16:9 1920x1080', vp: { width: 1920, height: 1080 }, area: { top: 40, right: 310 } },
  { name: '16:10 1280x800', vp: { width: 1280, height: 800 }, area: { top: 40, right: 310 } },
  { name: '4:3 800x600 (the planning panel too wide to see past)', vp: { width: 800, height: 600 }, area: { top: 40, right: 235, bottom: 270 } },
  { name: 'tall 1080x1350', vp: { width: 1080, height: 1350 }, area: { top: 40, right: 310 } },
  { name: 'tall 1080x1350 (the planning panel too wide to see past)', vp: { width: 1080, height: 1350 }, area: { top: 40, right: 310, bottom: 250 } },
]
const TABLES = [
  { name: 'a duel table 90x90', width: 90, depth: 90 },
  { name: 'a long table 180x90', width: 180, depth: 90 },
]
const FOV = 40
const ELEVATION = (54 * Math.PI) / 180
const TOP_LEAN = 0.002

function views(yaw: number): { name: string; dir: Vec3 }[] {
  const top = [Math.sin(yaw) * TOP_LEAN, 1, Math.cos(yaw) * TOP_LEAN]
  const n = Math.hypot(...top)
  return [
    { name: 'orbit', dir: orbitDirection(yaw, ELEVATION) },
    { name: 'top-down', dir: [top[0] / n, top[1] / n, top[2] / n] },
  ]
}

describe('framing the table in the free area (issue 9: "layout that fills the free screen at any aspect ratio")', () => {
  for (const s of SCREENS)
    for (const t of TABLES)
      for (const edge of ['south', 'east'] as const)
        for (const v of views(edgeYaw(edge)))
          it(`${s.name}, ${t.name}, ${v.name} from the ${edge}: every corner inside the free area, the table spanning at least 85% of its limiting side`, () => {
            const f: Framing = { fovY: FOV, viewport: s.vp, area: s.area, target: [0, 0, 0], dir: v.dir }
            const corners = tableCorners(t.width, t.depth, 0, 0)
            const { distance, shift } = frameTable(f, tableCorners(t.width, t.depth, 2.5, 7))
            const cam = framedCamera(f, distance, shift)
            const px = corners.map((c) => toPixels(cam, s.vp, c))
            const r = areaRect(clampArea(s.area, s.vp), s.vp)
            for (const [x, y] of px) {
              expect(x).toBeGreaterThanOrEqual(r.left)
              expect(x).toBeLessThanOrEqual(r.right)
              expect(y).toBeGreaterThanOrEqual(r.top)
              expect(y).toBeLessThanOrEqual(r.bottom)
            }
            const xs = px.map((p) => p[0])
            const ys = px.map((p) => p[1])
            const across = (Math.max(...xs) - Math.min(...xs)) / (r.right - r.left)
            const up = (Math.max(...ys) - Math.min(...ys)) / (r.bottom - r.top)
            expect(Math.max(across, up), `spans ${across.toFixed(2)} across, ${up.toFixed(2)} up`).toBeGreaterThanOrEqual(0.85)
          })

  it('centres the view in the free area: the lens shifts right by half the column and down by half the band', () => {
    expect(areaShift({ top: 40, right: 300 })).toEqual([150, -20])
    const vp = { width: 1920, height: 1080 }
    const cam = framedCamera({ fovY: FOV, viewport: vp, area: { top: 40, right: 300 }, target: [0, 0, 0], dir: orbitDirection(0, ELEVATION) }, 200, areaShift({ top: 40, right: 300 }))
    const [x, y] = toPixels(cam, vp, [0, 0, 0])
    expect(x).toBeCloseTo((1920 - 300) / 2, 3)
    expect(y).toBeCloseTo(40 + (1080 - 40) / 2, 3)
  })

  it('offers the planning panel as a band along the bottom or a column down the left, and centres the view in either', () => {
    expect(panelAreas({ top: 40, right: 310 }, null)).toEqual([{ top: 40, right: 310 }])
    expect(panelAreas({ top: 40, right: 310 }, { width: 620, height: 280 }, 10)).toEqual([
      { top: 40, right: 310, bottom: 290 },
      { top: 40, right: 310, left: 630 },
    ])
    expect(areaShift({ top: 40, right: 200, bottom: 260 })).toEqual([100, 110])
    // a column on the left moves the middle of the free area right: the lens shifts the other way
    expect(areaShift({ top: 40, right: 300, left: 500 })).toEqual([-100, -20])
    expect(areaRect({ top: 40, right: 300, left: 500 }, { width: 1920, height: 1080 })).toEqual({ left: 500, top: 40, right: 1620, bottom: 1080 })
  })

  // issue 26: "the planning panel covers the plane being planned (its base and the first ghost at 1280x800; half
  // the base even at 1920x1080)": the table is framed clear of the panel's rectangle, wherever its planes stand
  const PANELS = [
    { name: '1024x640, the deck open', vp: { width: 1024, height: 640 }, area: { top: 40, right: 236 }, panel: { width: 600, height: 280 } },
    { name: '1280x800, the deck open', vp: { width: 1280, height: 800 }, area: { top: 40, right: 310 }, panel: { width: 617, height: 280 } },
    { name: '1280x800, the deck folded', vp: { width: 1280, height: 800 }, area: { top: 40, right: 310 }, panel: { width: 617, height: 105 } },
    { name: '1920x1080, the deck open', vp: { width: 1920, height: 1080 }, area: { top: 40, right: 310 }, panel: { width: 617, height: 280 } },
    { name: 'tall 1080x1350', vp: { width: 1080, height: 1350 }, area: { top: 40, right: 310 }, panel: { width: 617, height: 280 } },
  ]
  for (const s of PANELS)
    for (const v of views(0))
      it(`${s.name}, ${v.name}: no corner of the table (nor the air over it) falls in the planning panel's rectangle`, () => {
        const f = { fovY: FOV, viewport: s.vp, target: [0, 0, 0] as Vec3, dir: v.dir }
        const pts = tableCorners(90, 90, 2.5, 16)
        const best = bestFraming(f, panelAreas(s.area, s.panel, 10), pts)
        const cam = framedCamera({ ...f, area: best.area }, best.distance, best.shift)
        const panel = { left: 0, right: s.panel.width, top: s.vp.height - s.panel.height, bottom: s.vp.height }
        const px = pts.map((p) => toPixels(cam, s.vp, p))
        // the table's screen box (its edges are straight lines between the corners) is clear of the panel
        const box = { left: Math.min(...px.map((p) => p[0])), right: Math.max(...px.map((p) => p[0])), top: Math.min(...px.map((p) => p[1])), bottom: Math.max(...px.map((p) => p[1])) }
        const overlap = Math.min(box.right, panel.right) - Math.max(box.left, panel.left) > 0.5 && Math.min(box.bottom, panel.bottom) - Math.max(box.top, panel.top) > 0.5
        expect(overlap, `table ${JSON.stringify(box)} against the panel ${JSON.stringify(panel)}`).toBe(false)
        // and below the HUD, left of the right-hand column
        expect(box.top).toBeGreaterThanOrEqual(s.area.top - 0.5)
        expect(box.right).toBeLessThanOrEqual(s.vp.width - s.area.right + 0.5)
      })

  it('chooses the side that frames the table bigger: beside a tall panel on a wide screen, above a wide one', () => {
    const f = { fovY: FOV, viewport: { width: 1920, height: 1080 }, target: [0, 0, 0] as Vec3, dir: views(0)[1].dir }
    const pts = tableCorners(90, 90, 1, 0)
    // a narrow tall panel: the column beside it leaves more height for a square table
    expect(bestFraming(f, panelAreas({ top: 40, right: 310 }, { width: 300, height: 700 }), pts).area.left).toBe(300)
    // a wide short panel (the deck folded to a row) on a 16:10 screen: the band above it
    const f1280 = { ...f, viewport: { width: 1280, height: 800 } }
    expect(bestFraming(f1280, panelAreas({ top: 40, right: 310 }, { width: 620, height: 110 }), pts).area.bottom).toBe(110)
    // folding the deck frames the top-down table bigger than the open deck does
    const open = bestFraming(f1280, panelAreas({ top: 40, right: 310 }, { width: 620, height: 290 }), pts)
    const folded = bestFraming(f1280, panelAreas({ top: 40, right: 310 }, { width: 620, height: 110 }), pts)
    expect(folded.distance).toBeLessThan(open.distance)
  })

  it('never frames into less than most of the window, however big the panels', () => {
    expect(clampArea({ top: 900, right: 1500 }, { width: 1000, height: 1000 })).toEqual({ top: 200, right: 320, bottom: 0 })
  })

  it('a tall window is limited by its width: its horizontal field of view is the narrower', () => {
    expect(horizontalFov(40, 1080 / 1350)).toBeLessThan(40)
    expect(horizontalFov(40, 16 / 9)).toBeGreaterThan(40)
    const f = (vp: Viewport): number => frameTable({ fovY: FOV, viewport: vp, area: { top: 0, right: 0 }, target: [0, 0, 0], dir: [0, 1, 0] }, tableCorners(90, 90, 0, 0), 0).distance
    // the same lens backs away further on the tall screen to fit the table's width
    expect(f({ width: 1080, height: 1350 })).toBeGreaterThan(f({ width: 1920, height: 1080 }) * 1.2)
  })
})
