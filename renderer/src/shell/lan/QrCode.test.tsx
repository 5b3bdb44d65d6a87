/**
 * The QR code as the hosting screen draws it: the SVG's rectangles, painted into pixels, read back with a real
 * QR decoder (jsQR) as the address it was given.
 */
import jsQR from 'jsqr'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QrCode } from './QrCode'

/** Paint the svg's rects (white background first, then the dark ones) at `scale` pixels a unit. */
function paint(svg: string, scale = 4): { data: Uint8ClampedArray; width: number; height: number } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1])
  expect(size).toBeGreaterThan(20)
  const width = size * scale
  const data = new Uint8ClampedArray(width * width * 4)
  let painted = 0
  for (const m of svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" fill="#([0-9a-f]{6})"(?:\/>|><\/rect>)/g)) {
    painted++
    const [x, y, w, h] = m.slice(1, 5).map(Number)
    const v = m[5] === 'ffffff' ? 255 : m[5] === '000000' ? 0 : -1
    expect(v).toBeGreaterThanOrEqual(0)
    for (let py = y * scale; py < (y + h) * scale; py++) for (let px = x * scale; px < (x + w) * scale; px++) data.set([v, v, v, 255], (py * width + px) * 4)
  }
  // every rectangle drawn was understood
  expect(painted).toBe(svg.split('<rect').length - 1)
  return { data, width, height: width }
}

describe('QrCode: an SVG a phone can scan', () => {
  it('draws the address, quiet zone included, dark on white, scalable', () => {
    const url = 'http://192.168.1.20:4317/'
    const svg = renderToStaticMarkup(<QrCode text={url} testId="lan-qr" />)
    expect(svg).toContain('data-testid="lan-qr"')
    // no fixed pixel size: it takes the width its box gives it
    expect(svg).not.toMatch(/<svg[^>]* width=/)
    const { data, width, height } = paint(svg)
    expect(jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data).toBe(url)
  })
})
