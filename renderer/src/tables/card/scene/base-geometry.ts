/**
 * The pieces a model stands on: the base (a plate whose rim shows the side's colour, and a printed top with the
 * fire arcs, the front mark and the rear arrowhead), the altitude pegs, and the soft shadow and propeller disc
 * drawn with every model. Textures are painted in code.
 */
import { BoxGeometry, BufferGeometry, CanvasTexture, Color, CylinderGeometry, Float32BufferAttribute, PlaneGeometry, SRGBColorSpace } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { BASE_HEIGHT, PEG_HEIGHT } from './coords'
import { squareCanvas } from '../../common/scene/canvas-2d'

/** How much of the rim, in cm, shows the side's colour around the printed top. */
export const BASE_RIM = 0.5

function paint(g: BufferGeometry, hex: string): BufferGeometry {
  const c = new Color(hex)
  const n = g.getAttribute('position').count
  const a = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) a.set([c.r, c.g, c.b], 3 * i)
  g.setAttribute('color', new Float32BufferAttribute(a, 3))
  return g
}

/** The plate: white on top so that the instance colour (the side's) shows fully, a little darker on the sides. */
export function baseBodyGeometry(width: number, depth: number): BufferGeometry {
  const g = new BoxGeometry(width, BASE_HEIGHT, depth).translate(0, BASE_HEIGHT / 2, 0)
  const colours: number[] = []
  // BoxGeometry's faces: +x, -x, +y, -y, +z, -z, four vertices each
  for (let f = 0; f < 6; f++) {
    const k = f === 2 ? 1 : f === 3 ? 0.4 : 0.72
    for (let v = 0; v < 4; v++) colours.push(k, k, k)
  }
  g.setAttribute('color', new Float32BufferAttribute(colours, 3))
  return g
}

/** The printed top of the base, inside the rim. */
export function basePrintGeometry(width: number, depth: number): BufferGeometry {
  return new PlaneGeometry(width - 2 * BASE_RIM, depth - 2 * BASE_RIM).rotateX(-Math.PI / 2).translate(0, BASE_HEIGHT + 0.004, 0)
}

/**
 * The print on a base top: the front arc from the stand to the front edge, the rear arc of a two-seater, the
 * stand's socket, the front mark and the rear arrowhead (003: the card's arrow starts at the front mark, the base
 * is put down with its rear arrowhead on the card's arrowhead).
 */
export function basePrintTexture(width: number, depth: number, front: number, rear: number | null): CanvasTexture {
  const px = 48
  const w = width - 2 * BASE_RIM
  const d = depth - 2 * BASE_RIM
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(w * px)
  canvas.height = Math.round(d * px)
  const g = canvas.getContext('2d')!
  const grad = g.createLinearGradient(0, 0, 0, canvas.height)
  grad.addColorStop(0, '#2c3234')
  grad.addColorStop(1, '#1d2123')
  g.fillStyle = grad
  g.fillRect(0, 0, canvas.width, canvas.height)
  const cx = canvas.width / 2
  const cy = canvas.height / 2
  const far = Math.hypot(canvas.width, canvas.height)
  // canvas up is the nose (-z): an angle measured from "up", clockwise
  const wedge = (centre: number, half: number, fill: string, line: string) => {
    const a0 = centre - half - Math.PI / 2
    const a1 = centre + half - Math.PI / 2
    g.fillStyle = fill
    g.beginPath()
    g.moveTo(cx, cy)
    g.arc(cx, cy, far, a0, a1)
    g.closePath()
    g.fill()
    g.strokeStyle = line
    g.lineWidth = 0.12 * px
    for (const a of [a0, a1]) {
      g.beginPath()
      g.moveTo(cx, cy)
      g.lineTo(cx + Math.cos(a) * far, cy + Math.sin(a) * far)
      g.stroke()
    }
  }
  if (rear !== null) wedge(Math.PI, ((rear / 2) * Math.PI) / 180, 'rgba(143,211,255,0.22)', 'rgba(160,220,255,0.9)')
  wedge(0, ((front / 2) * Math.PI) / 180, 'rgba(255,214,90,0.3)', 'rgba(255,226,120,0.95)')
  // a thin line just inside the edge
  g.strokeStyle = 'rgba(255,255,255,0.18)'
  g.lineWidth = 0.05 * px
  g.strokeRect(0.15 * px, 0.15 * px, canvas.width - 0.3 * px, canvas.height - 0.3 * px)
  // the stand's socket
  g.fillStyle = '#111416'
  g.beginPath()
  g.arc(cx, cy, 0.55 * px, 0, Math.PI * 2)
  g.fill()
  g.strokeStyle = 'rgba(255,255,255,0.35)'
  g.lineWidth = 0.06 * px
  g.stroke()
  // the front mark and the rear arrowhead, in white
  g.fillStyle = '#f4f1e6'
  g.fillRect(cx - 0.13 * px, 0, 0.26 * px, 0.75 * px)
  g.beginPath()
  g.moveTo(cx - 0.7 * px, canvas.height)
  g.lineTo(cx + 0.7 * px, canvas.height)
  g.lineTo(cx, canvas.height - 1.0 * px)
  g.closePath()
  g.fill()
  const tex = new CanvasTexture(canvas)
  tex.colorSpace = SRGBColorSpace
  tex.anisotropy = 4
  return tex
}

/** One altitude peg: a dark shaft on a pale collar, so that a stack can be counted. */
export function pegGeometry(): BufferGeometry {
  const collar = paint(new CylinderGeometry(0.44, 0.46, 0.2, 12).translate(0, 0.1, 0), '#b7bec2')
  const shaft = paint(new CylinderGeometry(0.27, 0.3, PEG_HEIGHT - 0.2, 10, 1, true).translate(0, 0.2 + (PEG_HEIGHT - 0.2) / 2, 0), '#30363a')
  return mergeGeometries([collar.toNonIndexed(), shaft.toNonIndexed()])!
}

/** A unit square lying flat, for shadows. */
export function flatQuad(): BufferGeometry {
  return new PlaneGeometry(1, 1).rotateX(-Math.PI / 2)
}

/** The soft shadow of an aeroplane seen from above: wings, fuselage and tailplane, blurred. */
export function shadowTexture(): CanvasTexture {
  const s = 128
  const { canvas, g } = squareCanvas(s)
  g.filter = 'blur(5px)'
  g.fillStyle = 'rgba(0,0,0,0.9)'
  g.fillRect(s * 0.08, s * 0.22, s * 0.84, s * 0.22) // wings
  g.fillRect(s * 0.44, s * 0.08, s * 0.12, s * 0.84) // fuselage
  g.fillRect(s * 0.32, s * 0.8, s * 0.36, s * 0.1) // tailplane
  return new CanvasTexture(canvas)
}

/** A spinning propeller's blur: a faint disc with two darker sweeps. */
export function propTexture(): CanvasTexture {
  const s = 128
  const { canvas, g } = squareCanvas(s)
  const c = s / 2
  const grad = g.createRadialGradient(c, c, s * 0.06, c, c, s / 2)
  grad.addColorStop(0, 'rgba(90,70,50,0.5)')
  grad.addColorStop(0.8, 'rgba(120,105,85,0.22)')
  grad.addColorStop(1, 'rgba(120,105,85,0)')
  g.fillStyle = grad
  g.fillRect(0, 0, s, s)
  g.fillStyle = 'rgba(60,45,30,0.28)'
  for (const a of [0, Math.PI]) {
    g.beginPath()
    g.moveTo(c, c)
    g.arc(c, c, s / 2 - 2, a, a + 0.5)
    g.closePath()
    g.fill()
  }
  const tex = new CanvasTexture(canvas)
  tex.colorSpace = SRGBColorSpace
  return tex
}
