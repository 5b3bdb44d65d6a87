/**
 * The modules of a QR code for a piece of text (a guest page's address), as rows of dark (true) and light
 * (false) squares, the quiet zone around it included: a scanner needs that light border to find the code.
 * Pure, so that it can be checked without a screen.
 */
import qrcode from 'qrcode-generator'

/** The light border scanners need, in modules (the QR standard asks for 4). */
export const QUIET_ZONE = 4

/**
 * @param text what the code says (a URL: plain ASCII, encoded as bytes)
 * @param level how much of the code may be damaged or covered and still read: M (15%) suits a screen
 */
export function qrMatrix(text: string, level: 'L' | 'M' | 'Q' | 'H' = 'M'): boolean[][] {
  const qr = qrcode(0, level)
  qr.addData(text, 'Byte')
  qr.make()
  const n = qr.getModuleCount()
  const size = n + 2 * QUIET_ZONE
  const rows: boolean[][] = []
  for (let y = 0; y < size; y++) {
    const row: boolean[] = []
    for (let x = 0; x < size; x++) {
      const r = y - QUIET_ZONE
      const c = x - QUIET_ZONE
      row.push(r >= 0 && r < n && c >= 0 && c < n && qr.isDark(r, c))
    }
    rows.push(row)
  }
  return rows
}

/** The dark runs of each row, left to right: one rectangle each instead of one per module. */
export function darkRuns(matrix: boolean[][]): { x: number; y: number; width: number }[] {
  const runs: { x: number; y: number; width: number }[] = []
  matrix.forEach((row, y) => {
    let start = -1
    for (let x = 0; x <= row.length; x++) {
      const dark = x < row.length && row[x]
      if (dark && start < 0) start = x
      else if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start })
        start = -1
      }
    }
  })
  return runs
}
