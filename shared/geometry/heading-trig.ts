/**
 * The sine and cosine of a plane's heading, kept per plane index: the movement, the bases' corners and the fire
 * arcs all ask for them, mostly for a heading that has not changed since the last ask, and a sine costs more than
 * a comparison. Keyed by the heading itself, so any caller (another game, a bot's search) gets the right figures:
 * Math.sin of the same number is the same number, to the last bit.
 */
export class HeadingTrig {
  private h = new Float64Array(64).fill(NaN)
  private sc = new Float64Array(128)
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
    const s = Math.sin(h)
    const c = Math.cos(h)
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
