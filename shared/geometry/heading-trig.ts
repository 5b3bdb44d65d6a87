/** headings remembered across planes and games: a power of two */
const SEEN = 1024
const SEEN_SHIFT = 32 - Math.log2(SEEN)

/**
 * The sine and cosine of a plane's heading, kept per plane index: the movement, the bases' corners and the fire
 * arcs all ask for them, mostly for a heading that has not changed since the last ask, and a sine costs more than
 * a comparison. Keyed by the heading itself, so any caller (another game, a bot's search) gets the right figures:
 * Math.sin of the same number is the same number, to the last bit.
 *
 * Behind the per-plane figures, a table of the headings last worked out, whatever the plane (a slot per heading, found
 * by the bits of the number): the cards turn by a few fixed angles, so a game's headings recur (and a bot's search
 * flies the same turn from the same start again and again), and a recalled sine costs a few instructions where
 * Math.sin and Math.cos cost about 150 (issue 31, a phase's cost).
 */
export class HeadingTrig {
  private h = new Float64Array(64).fill(NaN)
  private sc = new Float64Array(128)
  private seenH = new Float64Array(SEEN).fill(NaN)
  private seenSc = new Float64Array(2 * SEEN)
  /** a heading's bits, to find its slot */
  private bits = new Float64Array(1)
  private bitsW = new Uint32Array(this.bits.buffer)
  /** the sine and cosine of the last heading asked for */
  sin = 0
  cos = 1

  /** Work out (or recall) the sine and cosine of heading h for plane index i, into this.sin and this.cos. */
  of(i: number, h: number): this {
    if (i >= this.h.length) this.grow(i + 1)
    // (0 and -0 compare equal but have sines of their own signs)
    if (this.h[i] === h && (h !== 0 || 1 / h === 1 / this.h[i])) {
      this.sin = this.sc[2 * i]
      this.cos = this.sc[2 * i + 1]
      return this
    }
    this.bits[0] = h
    const slot = Math.imul(this.bitsW[0] ^ this.bitsW[1], 0x9e3779b1) >>> SEEN_SHIFT
    let s: number
    let c: number
    const seen = this.seenH[slot]
    if (seen === h && (h !== 0 || 1 / h === 1 / seen)) {
      s = this.seenSc[2 * slot]
      c = this.seenSc[2 * slot + 1]
    } else {
      s = Math.sin(h)
      c = Math.cos(h)
      this.seenH[slot] = h
      this.seenSc[2 * slot] = s
      this.seenSc[2 * slot + 1] = c
    }
    this.h[i] = h
    this.sc[2 * i] = s
    this.sc[2 * i + 1] = c
    this.sin = s
    this.cos = c
    return this
  }

  private grow(n: number): void {
    const h = new Float64Array(2 * n).fill(NaN)
    h.set(this.h)
    const sc = new Float64Array(4 * n)
    sc.set(this.sc)
    this.h = h
    this.sc = sc
  }
}

/** The engine's one memo (the engine runs on one thread at a time). */
export const headingTrig = new HeadingTrig()
