/**
 * The painted gaming surface: a patchwork of fields with hedges, woods, roads and villages, the front line across
 * the middle, a light grid every 10 cm, each side's name at its own edge and a bright line round the playing
 * area. The lamp over the table is painted in (the surface is drawn unlit, which is cheap on software renderers).
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { Edge } from '../../../../../shared/content/types'
import type { LandingField, SetupTeam } from '../../../../../shared/engine/types'

/** Each edge's name turned to read from that edge (the canvas's top is the north). */
const READS_FROM: Record<Edge, number> = { south: 0, north: Math.PI, west: Math.PI / 2, east: -Math.PI / 2 }
const alongX = (e: Edge) => e === 'north' || e === 'south'

/**
 * How a side's name along its edge is turned: to read from its own edge, as at the physical table where each player
 * reads their own; with `readFrom` (a spectator, who sees the table from one edge), the names on that edge and the
 * one across it read from there, so that an audience does not read a side's name upside down.
 */
export function edgeNameRotation(edge: Edge, readFrom?: Edge): number {
  return readFrom && alongX(readFrom) === alongX(edge) ? READS_FROM[readFrom] : READS_FROM[edge]
}

export function paintSurface(width: number, depth: number, teams: SetupTeam[], landing: readonly LandingField[] = [], readFrom?: Edge): CanvasTexture {
  const scale = Math.min(12, 2048 / Math.max(width, depth)) // pixels per cm
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(depth * scale)
  const s = canvas.width / width
  // on a table bigger than 150 x 150 cm the countryside is painted at a larger scale (fewer, bigger fields and
  // woods): the canvas is capped, and painting thousands of specks took a second and showed nothing
  const big = Math.max(1, Math.sqrt(width * depth) / 150)
  const f = s * big
  const W = canvas.width
  const H = canvas.height
  const g = canvas.getContext('2d')!
  // the same table size paints the same countryside
  let seed = Math.round(width * 1000 + depth)
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)

  g.fillStyle = '#6f7f48'
  g.fillRect(0, 0, W, H)
  const fields = ['#7f8c50', '#93894f', '#687a42', '#a09560', '#76874a', '#8a7c4c', '#5f7340', '#9c9a66']
  for (let i = 0; i < (width * depth) / 90 / (big * big); i++) {
    const w = (7 + rnd() * 14) * f
    const h = (5 + rnd() * 10) * f
    g.save()
    g.translate(rnd() * W, rnd() * H)
    g.rotate((rnd() - 0.5) * 0.6)
    g.globalAlpha = 0.7
    g.fillStyle = fields[Math.floor(rnd() * fields.length)]
    g.fillRect(-w / 2, -h / 2, w, h)
    // furrows on some fields, hedges round others
    g.globalAlpha = 0.18
    g.strokeStyle = '#3d3a22'
    g.lineWidth = 0.12 * f
    if (rnd() < 0.4)
      for (let y = -h / 2 + 0.6 * f; y < h / 2; y += 0.9 * f) {
        g.beginPath()
        g.moveTo(-w / 2, y)
        g.lineTo(w / 2, y)
        g.stroke()
      }
    g.globalAlpha = 0.45
    g.strokeStyle = '#3f4d26'
    g.lineWidth = 0.3 * f
    if (rnd() < 0.5) g.strokeRect(-w / 2, -h / 2, w, h)
    g.restore()
  }
  g.globalAlpha = 1
  const mid = H / 2
  // roads winding towards the front
  g.strokeStyle = 'rgba(196,178,134,0.75)'
  g.lineWidth = 0.55 * s
  g.lineCap = 'round'
  for (let r = 0; r < Math.max(2, Math.round(width / 45)); r++) {
    let x = rnd() * W
    const fromTop = r % 2 === 0
    g.beginPath()
    g.moveTo(x, fromTop ? 0 : H)
    for (let k = 1; k <= 8; k++) {
      x += (rnd() - 0.5) * 12 * s
      g.lineTo(x, fromTop ? (k * mid) / 8 - 6 * s * (k / 8) : H - (k * mid) / 8 + 6 * s * (k / 8))
    }
    g.stroke()
  }
  // woods: clumps of dark trees
  for (let i = 0; i < (width * depth) / 700 / (big * big); i++) {
    const cx = rnd() * W
    const cy = rnd() * H
    if (Math.abs(cy - mid) < 9 * f) continue
    for (let k = 0; k < 14; k++) {
      const x = cx + (rnd() - 0.5) * 7 * f
      const y = cy + (rnd() - 0.5) * 5 * f
      const r = (0.5 + rnd() * 0.6) * f
      g.fillStyle = 'rgba(20,32,14,0.35)'
      g.beginPath()
      g.arc(x + 0.25 * f, y + 0.25 * f, r, 0, Math.PI * 2)
      g.fill()
      g.fillStyle = k % 3 === 0 ? '#3f5a2a' : '#34502a'
      g.beginPath()
      g.arc(x, y, r, 0, Math.PI * 2)
      g.fill()
    }
  }
  // villages: a few roofs by a road
  for (let i = 0; i < Math.max(2, (width * depth) / 2500 / (big * big)); i++) {
    const cx = rnd() * W
    const cy = rnd() * H
    if (Math.abs(cy - mid) < 10 * f) continue
    for (let k = 0; k < 7; k++) {
      g.save()
      g.translate(cx + (rnd() - 0.5) * 5 * f, cy + (rnd() - 0.5) * 4 * f)
      g.rotate(rnd() * 0.5)
      g.fillStyle = 'rgba(0,0,0,0.3)'
      g.fillRect(-0.5 * f + 0.2 * f, -0.35 * f + 0.2 * f, 1.0 * f, 0.7 * f)
      g.fillStyle = k % 2 ? '#9c5a3c' : '#8a4b33'
      g.fillRect(-0.5 * f, -0.35 * f, 1.0 * f, 0.7 * f)
      g.restore()
    }
  }
  // no man's land and the trenches across the middle of the table
  const band = g.createLinearGradient(0, mid - 7 * s, 0, mid + 7 * s)
  band.addColorStop(0, 'rgba(123,106,79,0)')
  band.addColorStop(0.3, 'rgba(123,106,79,0.95)')
  band.addColorStop(0.7, 'rgba(123,106,79,0.95)')
  band.addColorStop(1, 'rgba(123,106,79,0)')
  g.fillStyle = band
  g.fillRect(0, mid - 7 * s, W, 14 * s)
  for (let i = 0; i < (width * 1.2) / big; i++) {
    const x = rnd() * W
    const y = mid + (rnd() - 0.5) * 11 * s
    const r = (0.25 + rnd() * 0.7) * f
    g.fillStyle = 'rgba(55,42,28,0.55)'
    g.beginPath()
    g.arc(x, y, r, 0, Math.PI * 2)
    g.fill()
    g.fillStyle = 'rgba(170,150,110,0.35)'
    g.beginPath()
    g.arc(x - r * 0.3, y - r * 0.3, r * 0.5, 0, Math.PI * 2)
    g.fill()
  }
  g.strokeStyle = '#3d2f22'
  g.lineWidth = 0.45 * s
  g.lineJoin = 'round'
  for (const off of [-3.2, 3.2]) {
    g.beginPath()
    for (let x = 0, k = 0; x <= W + 2.5 * s; x += 1.6 * s, k++) {
      const y = mid + off * s + (k % 2 === 0 ? 0.6 : -0.6) * s
      if (x === 0) g.moveTo(x, y)
      else g.lineTo(x, y)
    }
    g.stroke()
  }
  // a light grid every 10 cm helps to judge distances
  g.strokeStyle = 'rgba(255,255,240,0.09)'
  g.lineWidth = Math.max(1, 0.08 * s)
  for (let x = 10; x < width; x += 10) {
    g.beginPath()
    g.moveTo(x * s, 0)
    g.lineTo(x * s, H)
    g.stroke()
  }
  for (let y = 10; y < depth; y += 10) {
    g.beginPath()
    g.moveTo(0, H - y * s)
    g.lineTo(W, H - y * s)
    g.stroke()
  }
  // 003 Landings (lines 379-381): each landing field, a mown strip with its border marked and a landing T
  for (const lf of landing) {
    const x0 = (lf.x - lf.width / 2) * s
    const y0 = H - (lf.y + lf.depth / 2) * s
    const w = lf.width * s
    const h = lf.depth * s
    g.globalAlpha = 1
    g.fillStyle = '#a7b27a'
    g.fillRect(x0, y0, w, h)
    g.setLineDash([1.2 * s, 0.8 * s])
    g.strokeStyle = 'rgba(250,248,235,0.95)'
    g.lineWidth = 0.35 * s
    g.strokeRect(x0, y0, w, h)
    g.setLineDash([])
    // the T along the field's long side, and its name
    const long = h >= w
    g.save()
    g.translate(x0 + w / 2, y0 + h / 2)
    if (!long) g.rotate(Math.PI / 2)
    g.fillStyle = 'rgba(250,248,235,0.95)'
    const t = Math.min(w, h) * 0.35
    g.fillRect(-t / 2, -t * 1.2, t, t * 0.22)
    g.fillRect(-t * 0.11, -t * 1.2, t * 0.22, t * 1.1)
    g.font = `bold ${Math.round(1.6 * s)}px DejaVu Sans, sans-serif`
    g.textAlign = 'center'
    g.textBaseline = 'middle'
    g.rotate(-Math.PI / 2)
    g.fillText('LANDING FIELD', -Math.max(w, h) * 0.18, 0)
    g.restore()
  }
  // each side's name along its edge
  g.fillStyle = 'rgba(255,250,230,0.6)'
  g.font = `bold ${Math.round(2.6 * s)}px DejaVu Sans, sans-serif`
  g.textAlign = 'center'
  g.textBaseline = 'middle'
  for (const t of teams) {
    g.save()
    if (t.edge === 'south') g.translate(W / 2, H - 2.4 * s)
    else if (t.edge === 'north') g.translate(W / 2, 2.4 * s)
    else if (t.edge === 'west') g.translate(2.4 * s, H / 2)
    else g.translate(W - 2.4 * s, H / 2)
    g.rotate(edgeNameRotation(t.edge, readFrom))
    g.fillText(t.name.toUpperCase(), 0, 0)
    g.restore()
  }
  // the lamp over the table: bright in the middle, a little darker towards the edges
  const lamp = g.createRadialGradient(W / 2, H / 2, Math.min(W, H) * 0.2, W / 2, H / 2, Math.hypot(W, H) * 0.6)
  lamp.addColorStop(0, 'rgba(255,244,214,0.08)')
  lamp.addColorStop(1, 'rgba(10,14,10,0.3)')
  g.fillStyle = lamp
  g.fillRect(0, 0, W, H)
  // the edge of the playing area: a pale line inside a dark one
  g.strokeStyle = 'rgba(20,16,10,0.8)'
  g.lineWidth = 0.5 * s
  g.strokeRect(0, 0, W, H)
  g.strokeStyle = 'rgba(250,240,205,0.9)'
  g.lineWidth = 0.22 * s
  g.strokeRect(0.5 * s, 0.5 * s, W - 1 * s, H - 1 * s)

  const tex = new CanvasTexture(canvas)
  tex.colorSpace = SRGBColorSpace
  tex.anisotropy = 8
  return tex
}
