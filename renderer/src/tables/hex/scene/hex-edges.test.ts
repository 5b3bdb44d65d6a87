import { describe, expect, it } from 'vitest'
import { bestFraming, tableCorners } from '../../common/scene/framing'
import { edgeAreas, frameMap, placedEdge, type MarkedPanel } from './hex-edges'

const canvas = { left: 0, top: 0, right: 1920, bottom: 1080 }
const rect = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom })
// a stream's page: the bar, the planes' list alone in the left column, the cards and the log on the right
const audience: MarkedPanel[] = [
  { edge: 'top', rect: rect(10, 10, 1910, 64) },
  { edge: 'left', or: 'top', rect: rect(10, 76, 440, 354) },
  { edge: 'right', rect: rect(1460, 76, 1910, 218) },
  { edge: 'right', rect: rect(1460, 224, 1910, 818) },
]

describe('the hex map framed where the panels leave room (hex-edges.ts)', () => {
  it('offers the planes’ list as a column down the left, or as a band along the top', () => {
    expect(edgeAreas(canvas, audience)).toEqual([
      { top: 64, right: 460, bottom: 0, left: 440 },
      { top: 354, right: 460, bottom: 0, left: 0 },
    ])
  })

  it('a panel with no alternative, or hidden, gives one area', () => {
    const player = [audience[0], { edge: 'left', rect: rect(10, 76, 360, 354) }, { edge: 'left', rect: rect(10, 700, 360, 1070) }, { edge: 'right', or: 'top', rect: rect(0, 0, 0, 0) }]
    expect(edgeAreas(canvas, player)).toEqual([{ top: 64, right: 0, bottom: 0, left: 360 }])
  })

  it('on a stream the wide map is framed below the planes’ list, bigger than beside it', () => {
    const map = tableCorners(150, 90, 0, 20)
    const f = { fovY: 40, viewport: { width: 1920, height: 1080 }, target: [0, 0, 0] as const, dir: [0, Math.sin(0.96), Math.cos(0.96)] as const }
    const areas = edgeAreas(canvas, audience)
    const best = frameMap(f, areas, map)
    expect(best.area.left ?? 0).toBe(0)
    expect(best.area.top).toBe(354)
    expect(best.distance).toBeLessThan(frameMap(f, areas.slice(0, 1), map).distance * 0.9)
  })

  it('on a stream with four planes the list reaches past the band a top may be: the map is framed beside it, never under it', () => {
    const map = tableCorners(150, 90, 0, 20)
    const f = { fovY: 40, viewport: { width: 1920, height: 1080 }, target: [0, 0, 0] as const, dir: [0, Math.sin(0.96), Math.cos(0.96)] as const }
    // as drawn at 1920x1080 with two on two: the list's foot at 567 px, 52% of the height (the band may take 40%)
    const four = [audience[0], { ...audience[1], rect: rect(13, 76, 432, 567) }, audience[2], audience[3]]
    const framed = frameMap(f, edgeAreas(canvas, four), map)
    expect(framed.area.left).toBe(432)
    expect(framed.area.top).toBe(64)
  })

  it('on a player’s page, with the move panel below the planes’ list, the map stays beside the column where it is', () => {
    const map = tableCorners(150, 90, 0, 20)
    const f = { fovY: 40, viewport: { width: 1920, height: 1080 }, target: [0, 0, 0] as const, dir: [0, Math.sin(0.96), Math.cos(0.96)] as const }
    // a player's page at 1920x1080 as drawn: the planes' list and the move panel one column wide, the hand along the bottom
    const player: MarkedPanel[] = [
      { edge: 'top', rect: rect(10, 10, 1910, 49) },
      { edge: 'left', or: 'top', rect: rect(10, 58, 330, 270) },
      { edge: 'left', rect: rect(10, 820, 330, 1070) },
      { edge: 'bottom', rect: rect(340, 890, 1560, 1070) },
      { edge: 'right', rect: rect(1570, 58, 1910, 148) },
      { edge: 'right', rect: rect(1570, 170, 1910, 877) },
    ]
    const areas = edgeAreas(canvas, player)
    expect(areas).toHaveLength(2)
    // the second area frames it no bigger (its margin is a pixel or two smaller, the map nearer by 0.1%): the marked one is kept
    expect(frameMap(f, areas, map).area).toEqual(bestFraming(f, areas.slice(0, 1), map).area)
  })
})

describe('on a phone the panels stand where hex-phone.css puts them, whatever their marks (placedEdge)', () => {
  const phone = { left: 0, top: 0, right: 390, bottom: 844 }
  // held upright, as drawn: the bar, the planes side by side and the log under it, the steps and the hand at the foot
  const upright: MarkedPanel[] = [
    { edge: 'top', rect: rect(6, 6, 384, 64) },
    { edge: 'left', or: 'top', rect: rect(6, 70, 384, 138) },
    { edge: 'right', rect: rect(6, 172, 314, 218) },
    { edge: 'left', rect: rect(6, 570, 384, 696) },
    { edge: 'bottom', rect: rect(6, 702, 384, 838) },
  ]

  it('a side panel across the width is a band along the top or the foot, by its middle', () => {
    expect(placedEdge(phone, upright[1])).toBe('top')
    expect(placedEdge(phone, upright[2])).toBe('top')
    expect(placedEdge(phone, upright[3])).toBe('bottom')
    expect(edgeAreas(phone, upright)[0]).toEqual({ top: 218, right: 0, bottom: 274, left: 0 })
  })

  it('held sideways, the planes’ list marked left but standing on the right counts on the right', () => {
    const sideways = { left: 0, top: 0, right: 844, bottom: 390 }
    expect(placedEdge(sideways, { edge: 'left', or: 'top', rect: rect(609, 44, 839, 216) })).toBe('right')
    expect(placedEdge(sideways, { edge: 'left', rect: rect(5, 44, 225, 385) })).toBe('left')
  })

  it('the desk is as marked: a column is a column', () => {
    expect(audience.map((p) => placedEdge(canvas, p))).toEqual(['top', 'left', 'right', 'right'])
  })

  it('the map is framed above the foot’s panels, not under them, though they take a third of the height', () => {
    const map = tableCorners(150, 90, 0, 20)
    const f = { fovY: 40, viewport: { width: 390, height: 844 }, target: [0, 0, 0] as const, dir: [0, Math.sin(0.96), Math.cos(0.96)] as const }
    const framed = frameMap(f, edgeAreas(phone, upright), map)
    expect(framed.area.top).toBe(218)
    expect(framed.area.bottom).toBe(274)
  })
})
