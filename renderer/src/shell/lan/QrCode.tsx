/**
 * A QR code of a piece of text (the address guests open), drawn as SVG: dark squares on white, the quiet zone
 * included, sharp at any size (it fills the width it is given).
 */
import { useMemo } from 'react'
import { darkRuns, qrMatrix } from './qr-matrix'

export function QrCode({ text, label, testId = 'qr-code' }: { text: string; label?: string; testId?: string }) {
  const { size, runs } = useMemo(() => {
    const matrix = qrMatrix(text)
    return { size: matrix.length, runs: darkRuns(matrix) }
  }, [text])
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" role="img" aria-label={label ?? `QR code: ${text}`} data-testid={testId} data-text={text}>
      <rect x={0} y={0} width={size} height={size} fill="#ffffff" />
      {runs.map((r) => (
        <rect key={`${r.x},${r.y}`} x={r.x} y={r.y} width={r.width} height={1} fill="#000000" />
      ))}
    </svg>
  )
}
