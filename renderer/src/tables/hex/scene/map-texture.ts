/**
 * The hex map painted once on a canvas (002 BOARD: "The map should depict a sky with clouds, or a WWI battlefield"):
 * a battlefield seen from the air (mud, fields, shell holes, a road), the hex outlines dark and light so that they
 * read on every patch, the columns and rows numbered round the edge, and each objective's hex ringed with its
 * name. One texture, one draw call: the outlines are drawn into it rather than as lines, so that they stay smooth
 * (mipmapped) at every camera slant on a software renderer with no antialiasing.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { HexSetup } from '../../../../../shared/rulesets/hex/types'
import { HEX_RADIUS, hexCorners, hexToWorld, mapExtent } from './hex-coords'

/** the margin round the hexes for the edge numbers, cm */
export const MAP_MARGIN = 5

/** what each objective kind is called on the map */
const OBJECTIVE_NAMES: Record<string, string> = {
  balloon: 'Balloon',
  spotting: 'Spot here',
  photography: 'Photograph',
  strafing: 'Strafe',
  bombing: 'Bomb',
  leaflets: 'Leaflets',
}

/** The painted map's size in the world, cm (the hexes and the margin). */
export function mapBoard(setup: Pick<HexSetup, 'map'>): { width: number; depth: number } {
  const e = mapExtent(setup.map)
  return { width: 2 * (e.halfX + MAP_MARGIN), depth: 2 * (e.halfZ + MAP_MARGIN) }
}

/** A seeded generator for the painting, so the same map always looks the same. */
function painter(seed: number): () => number {
  let s = seed % 2147483647 || 7
  return () => (s = (s * 16807) % 2147483647) / 2147483647
}

export function paintHexMap(setup: Pick<HexSetup, 'map' | 'objectives' | 'scenario'>): CanvasTexture {
  const board = mapBoard(setup)
  // about 10 pixels a centimetre, at most 2048 on the long side
  const scale = Math.min(10, 2048 / Math.max(board.width, board.depth))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(board.width * scale)
  canvas.height = Math.round(board.depth * scale)
  const g = canvas.getContext('2d')!
  const px = (x: number, z: number): [number, number] => [(x + board.width / 2) * scale, (z + board.depth / 2) * scale]
  const rnd = painter([...setup.scenario].reduce((a, c) => a * 31 + c.charCodeAt(0), 11))

  // the ground: olive and brown fields under a churned strip of no man's land
  g.fillStyle = '#4d5236'
  g.fillRect(0, 0, canvas.width, canvas.height)
  for (let i = 0; i < 40; i++) {
    const w = (0.1 + rnd() * 0.25) * canvas.width
    const h = (0.06 + rnd() * 0.16) * canvas.height
    g.fillStyle = ['#56603a', '#5d5a3a', '#47502f', '#625a3c', '#4a4a30'][i % 5]
    g.save()
    g.translate(rnd() * canvas.width, rnd() * canvas.height)
    g.rotate((rnd() - 0.5) * 0.5)
    g.fillRect(-w / 2, -h / 2, w, h)
    g.restore()
  }
  // no man's land down the middle, north to south, pocked with shell holes
  const mid = canvas.width / 2
  g.fillStyle = 'rgba(92, 78, 58, 0.75)'
  g.beginPath()
  g.moveTo(mid - canvas.width * 0.09, 0)
  for (let y = 0; y <= canvas.height; y += canvas.height / 12) g.lineTo(mid - canvas.width * (0.07 + rnd() * 0.04), y)
  for (let y = canvas.height; y >= 0; y -= canvas.height / 12) g.lineTo(mid + canvas.width * (0.07 + rnd() * 0.04), y)
  g.closePath()
  g.fill()
  for (let i = 0; i < 160; i++) {
    const x = mid + (rnd() - 0.5) * canvas.width * (i < 110 ? 0.22 : 1)
    const y = rnd() * canvas.height
    const r = (0.25 + rnd() * 0.6) * scale
    g.fillStyle = 'rgba(40, 32, 24, 0.55)'
    g.beginPath()
    g.arc(x, y, r, 0, Math.PI * 2)
    g.fill()
    g.strokeStyle = 'rgba(150, 130, 100, 0.35)'
    g.lineWidth = Math.max(1, r * 0.3)
    g.stroke()
  }
  // a road across the map, west to east
  g.strokeStyle = 'rgba(170, 155, 120, 0.55)'
  g.lineWidth = 0.8 * scale
  g.beginPath()
  g.moveTo(0, canvas.height * (0.3 + rnd() * 0.4))
  for (let x = 0; x <= canvas.width; x += canvas.width / 8) g.lineTo(x, canvas.height * (0.3 + rnd() * 0.4))
  g.stroke()

  // the margin, darker, so the map's edge reads (a plane flying past it leaves the fight)
  const e = mapExtent(setup.map)
  g.fillStyle = 'rgba(16, 18, 14, 0.55)'
  const [ex0, ez0] = px(-e.halfX, -e.halfZ)
  const [ex1, ez1] = px(e.halfX, e.halfZ)
  g.fillRect(0, 0, canvas.width, ez0)
  g.fillRect(0, ez1, canvas.width, canvas.height - ez1)
  g.fillRect(0, ez0, ex0, ez1 - ez0)
  g.fillRect(ex1, ez0, canvas.width - ex1, ez1 - ez0)

  // the hexes: a dark outline under a light one, so the grid reads on mud and on grass alike
  const corners = hexCorners(HEX_RADIUS)
  const outline = () => {
    for (let row = 0; row < setup.map.height; row++) {
      for (let col = 0; col < setup.map.width; col++) {
        const [cx, cz] = hexToWorld({ col, row }, setup.map)
        g.moveTo(...px(cx + corners[0][0], cz + corners[0][1]))
        for (let k = 1; k <= 6; k++) g.lineTo(...px(cx + corners[k % 6][0], cz + corners[k % 6][1]))
      }
    }
  }
  g.beginPath()
  outline()
  g.strokeStyle = 'rgba(10, 12, 8, 0.8)'
  g.lineWidth = 0.42 * scale
  g.lineJoin = 'round'
  g.stroke()
  g.strokeStyle = 'rgba(236, 228, 196, 0.85)'
  g.lineWidth = 0.16 * scale
  g.stroke()

  // the columns numbered along the top and bottom, the rows down both sides
  g.fillStyle = '#e9e2c6'
  g.font = `600 ${Math.round(2.6 * scale)}px system-ui, sans-serif`
  g.textAlign = 'center'
  g.textBaseline = 'middle'
  for (let col = 0; col < setup.map.width; col++) {
    const [x] = hexToWorld({ col, row: 0 }, setup.map)
    g.fillText(String(col), ...px(x, -e.halfZ - MAP_MARGIN / 2))
    const [xb] = hexToWorld({ col, row: setup.map.height - 1 }, setup.map)
    g.fillText(String(col), ...px(xb, e.halfZ + MAP_MARGIN / 2))
  }
  for (let row = 0; row < setup.map.height; row++) {
    const [, z] = hexToWorld({ col: 0, row }, setup.map)
    g.fillText(String(row), ...px(-e.halfX - MAP_MARGIN / 2, z))
    g.fillText(String(row), ...px(e.halfX + MAP_MARGIN / 2, z))
  }

  // the objectives' hexes: a gold ring and the name
  for (const o of setup.objectives) {
    if (!o.hex) continue
    const [cx, cz] = hexToWorld(o.hex, setup.map)
    const [x, y] = px(cx, cz)
    g.strokeStyle = 'rgba(255, 205, 80, 0.95)'
    g.lineWidth = 0.5 * scale
    g.setLineDash([1.2 * scale, 0.8 * scale])
    g.beginPath()
    g.arc(x, y, HEX_RADIUS * 0.72 * scale, 0, Math.PI * 2)
    g.stroke()
    g.setLineDash([])
    g.font = `700 ${Math.round(1.9 * scale)}px system-ui, sans-serif`
    const label = OBJECTIVE_NAMES[o.kind] ?? o.kind
    g.fillStyle = 'rgba(20, 16, 8, 0.75)'
    const w = g.measureText(label).width + 0.8 * scale
    g.fillRect(x - w / 2, y + HEX_RADIUS * 0.35 * scale - 1.2 * scale, w, 2.4 * scale)
    g.fillStyle = '#ffd56a'
    g.fillText(label, x, y + HEX_RADIUS * 0.35 * scale)
  }

  const tex = new CanvasTexture(canvas)
  tex.colorSpace = SRGBColorSpace
  tex.anisotropy = 8
  return tex
}
