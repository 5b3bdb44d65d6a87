/**
 * The markings atlas: one small canvas texture holding a plain white cell and every nation's roundel or cross,
 * shared by all the aircraft models (their decals point into it). Painted in code; nothing is downloaded.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { Nation } from '../../../../../shared/content/types'
import { ATLAS_GRID, markingCell, registeredMarkings, type Marking } from './markings-layout'

const CELL_PX = 128

function paintRoundel(g: CanvasRenderingContext2D, rings: string[]): void {
  const r = CELL_PX * 0.46
  rings.forEach((colour, k) => {
    g.fillStyle = colour
    g.beginPath()
    g.arc(0, 0, r * (1 - k / rings.length), 0, Math.PI * 2)
    g.fill()
  })
}

/** The cross pattée on a square white field, as on German and Austro-Hungarian aircraft until 1918. */
function paintCross(g: CanvasRenderingContext2D, colour: string, field: string): void {
  const s = CELL_PX * 0.46
  g.fillStyle = field
  g.fillRect(-s, -s, 2 * s, 2 * s)
  g.fillStyle = colour
  const arm = s * 0.9
  const inner = s * 0.16
  const outer = s * 0.5
  for (let k = 0; k < 4; k++) {
    g.save()
    g.rotate((k * Math.PI) / 2)
    g.beginPath()
    g.moveTo(-inner, 0)
    g.lineTo(-outer, -arm)
    g.quadraticCurveTo(0, -arm * 0.86, outer, -arm)
    g.lineTo(inner, 0)
    g.closePath()
    g.fill()
    g.restore()
  }
}

function paintCell(g: CanvasRenderingContext2D, index: number, m: Marking): void {
  g.save()
  g.translate(((index % ATLAS_GRID) + 0.5) * CELL_PX, (Math.floor(index / ATLAS_GRID) + 0.5) * CELL_PX)
  if (m.kind === 'roundel') paintRoundel(g, m.rings)
  else paintCross(g, m.colour, m.field)
  g.restore()
}

let atlas: CanvasTexture | null = null

/** The shared atlas, with a cell for each of these nations (and any marking asked for before). */
export function markingsAtlas(nations: Nation[]): CanvasTexture {
  for (const n of nations) markingCell(n.marking)
  if (!atlas) {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = CELL_PX * ATLAS_GRID
    atlas = new CanvasTexture(canvas)
    atlas.colorSpace = SRGBColorSpace
    atlas.anisotropy = 4
  }
  const canvas = atlas.image as HTMLCanvasElement
  const g = canvas.getContext('2d')!
  g.clearRect(0, 0, canvas.width, canvas.height)
  g.fillStyle = '#ffffff'
  g.fillRect(0, 0, CELL_PX, CELL_PX)
  for (const { index, marking } of registeredMarkings()) paintCell(g, index, marking)
  atlas.needsUpdate = true
  return atlas
}
