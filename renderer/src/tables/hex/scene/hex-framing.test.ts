import { describe, expect, it } from 'vitest'
import { areaRect, framedCamera, tableCorners, toPixels, type Vec3 } from '../../common/scene/framing'
import { allHexes, hexToWorld, LABEL_OVER_PEG, pegTop } from './hex-coords'
import { edgeAreas, frameMap, type MarkedPanel } from './hex-edges'
import { framedPoints, PLANE_REACH, presetDirection } from './hex-framing'
import { mapBoard } from './map-texture'

const viewport = { width: 1920, height: 1080 }
const rect = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom })
// a stream's page at 1920 x 1080 (the planes' list alone on the left, the cards, log and key on the right) and the
// player's own (the planes and the move on the left, the key and the hand at the foot), as the pages lay them out
const pages: Record<string, MarkedPanel[]> = {
  stream: [
    { edge: 'top', rect: rect(10, 10, 1910, 64) },
    { edge: 'left', or: 'top', rect: rect(10, 76, 432, 354) },
    { edge: 'right', rect: rect(1460, 76, 1910, 818) },
    { edge: 'right', rect: rect(1460, 968, 1910, 1068) },
  ],
  player: [
    { edge: 'top', rect: rect(10, 10, 1910, 50) },
    { edge: 'left', rect: rect(10, 58, 330, 1070) },
    { edge: 'right', rect: rect(1570, 58, 1910, 878) },
    { edge: 'bottom', rect: rect(340, 890, 1560, 1070) },
  ],
}
// the scenarios' maps (assets/hex/scenarios.json)
const maps = [
  { width: 14, height: 9 },
  { width: 16, height: 10 },
]
/** half a label's height, px: its middle is LABEL_OVER_PEG over the peg */
const HALF_LABEL = 11

describe("the hex map's oblique framing keeps a plane's label in sight and no more air (hex-framing.ts)", () => {
  for (const [page, panels] of Object.entries(pages)) {
    for (const map of maps) {
      it(`${page}, a ${map.width}x${map.height} map: a plane at altitude 6 over any hex shows its label inside the area`, () => {
        const f = { fovY: 40, viewport, target: [0, 0, 0] as Vec3, dir: presetDirection('orbit') }
        const framed = frameMap(f, edgeAreas(rect(0, 0, 1920, 1080), panels), framedPoints(map, true))
        const cam = framedCamera({ ...f, area: framed.area }, framed.distance, framed.shift)
        const area = areaRect(framed.area, viewport)
        for (const hex of allHexes(map)) {
          const [x, z] = hexToWorld(hex, map)
          const [px, py] = toPixels(cam, viewport, [x, pegTop(6) + LABEL_OVER_PEG, z])
          expect(py - HALF_LABEL, `the label over (${hex.col},${hex.row})`).toBeGreaterThanOrEqual(area.top)
          expect(px).toBeGreaterThanOrEqual(area.left)
          expect(px).toBeLessThanOrEqual(area.right)
          // and the plane's model round its hex, on its peg
          for (const [dx, dz] of [[-PLANE_REACH, -PLANE_REACH], [PLANE_REACH, -PLANE_REACH]]) {
            const [mx, my] = toPixels(cam, viewport, [x + dx, pegTop(6), z + dz])
            expect(my).toBeGreaterThanOrEqual(area.top)
            expect(mx).toBeGreaterThanOrEqual(area.left - 0.5)
            expect(mx).toBeLessThanOrEqual(area.right + 0.5)
          }
        }
      })

      it(`${page}, a ${map.width}x${map.height} map: framed nearer than with the air over the board's own corners`, () => {
        // before: the air (a peg 6 high and 4 cm) was kept over the corners of the board, margin of numbers and all
        const f = { fovY: 40, viewport, target: [0, 0, 0] as Vec3, dir: presetDirection('orbit') }
        const areas = edgeAreas(rect(0, 0, 1920, 1080), panels)
        const board = mapBoard({ map })
        const before = frameMap(f, areas, tableCorners(board.width, board.depth, 0, pegTop(6) + 4))
        const now = frameMap(f, areas, framedPoints(map, true))
        expect(now.distance).toBeLessThan(before.distance * 0.97)
      })
    }
  }

  it('seen from straight above, the board alone', () => {
    const board = mapBoard({ map: maps[0] })
    expect(framedPoints(maps[0], false)).toEqual(tableCorners(board.width, board.depth, 0, 0))
  })
})
