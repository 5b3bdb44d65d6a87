/**
 * The QR code guests scan: the matrix is drawn into pixels, dark on white, and read back with a real QR decoder
 * (jsQR), as a phone's camera would.
 */
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { darkRuns, QUIET_ZONE, qrMatrix } from './qr-matrix'

/** RGBA pixels of a matrix, `scale` pixels a module. */
function pixels(matrix: boolean[][], scale = 4): { data: Uint8ClampedArray; width: number; height: number } {
  const width = matrix.length * scale
  const data = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const v = matrix[Math.floor(y / scale)][Math.floor(x / scale)] ? 0 : 255
      data.set([v, v, v, 255], (y * width + x) * 4)
    }
  }
  return { data, width, height: width }
}

function decode(matrix: boolean[][]): string | null {
  const { data, width, height } = pixels(matrix)
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null
}

describe('qrMatrix: the QR code of a guest address', () => {
  it.each(['http://192.168.1.20:4317/', 'http://[fe80::1c2b:3dff:fe4a:5e6f]:4317/', 'http://my-laptop.local:65535/?lobby=1#seat'])('reads back as %s', (url) => {
    expect(decode(qrMatrix(url))).toBe(url)
  })

  it('is square, with the quiet zone light all round', () => {
    const m = qrMatrix('http://192.168.1.20:4317/')
    expect(m.every((row) => row.length === m.length)).toBe(true)
    // version 2 or 3 (25 or 29 modules) for an address this short, plus the border
    expect(m.length).toBeGreaterThanOrEqual(25 + 2 * QUIET_ZONE)
    const border = m.flatMap((row, y) => row.filter((_, x) => y < QUIET_ZONE || y >= m.length - QUIET_ZONE || x < QUIET_ZONE || x >= m.length - QUIET_ZONE))
    expect(border.some((d) => d)).toBe(false)
    // the top-left finder pattern's corner is dark, just inside the border
    expect(m[QUIET_ZONE][QUIET_ZONE]).toBe(true)
  })

  it('darkRuns covers exactly the dark modules, each once', () => {
    const m = qrMatrix('http://10.0.0.7:4317/')
    const covered = m.map((row) => row.map(() => 0))
    for (const r of darkRuns(m)) for (let x = r.x; x < r.x + r.width; x++) covered[r.y][x]++
    expect(covered.map((row) => row.map((c) => c === 1))).toEqual(m)
  })
})
