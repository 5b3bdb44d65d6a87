/**
 * A uniform grid over the stands of the flying planes, rebuilt for every fire check of a phase, so that a firer
 * looks only at the planes within a ruler of it and a shot only at the bases near its line of fire. With it the
 * cost of a plane pair stays flat as dogfights grow (issue 10: every fire check used to scan every base).
 *
 * Cells are square; planes are filed by the cell of their stand (counting sort into one array). A query returns
 * the planes of the cells overlapping a rectangle, in ascending plane order, so that results never depend on
 * where the grid's cells happen to fall.
 */
export class StandGrid {
  private cell = 1
  private minX = 0
  private minY = 0
  private cols = 0
  private rows = 0
  private start = new Int32Array(0)
  private items = new Int32Array(0)
  private cellOf = new Int32Array(0)
  private fill = new Int32Array(0)
  /** the planes found by the last query, ascending: the first `found` of them */
  hits = new Int32Array(0)
  found = 0

  /**
   * File the planes whose `include` is true by their stands (xs[i], ys[i]) in cells of about `cell` cm. The grid
   * keeps to at most about 4 cells a plane: planes spread far apart get bigger cells.
   */
  build(n: number, xs: ArrayLike<number>, ys: ArrayLike<number>, include: (i: number) => boolean, cell: number): void {
    if (this.cellOf.length < n) {
      this.cellOf = new Int32Array(n)
      this.items = new Int32Array(n)
      this.hits = new Int32Array(n)
    }
    let minX = Infinity
    let minY = Infinity
    let maxX = -Infinity
    let maxY = -Infinity
    let count = 0
    for (let i = 0; i < n; i++) {
      if (!include(i)) continue
      count++
      if (xs[i] < minX) minX = xs[i]
      if (xs[i] > maxX) maxX = xs[i]
      if (ys[i] < minY) minY = ys[i]
      if (ys[i] > maxY) maxY = ys[i]
    }
    if (count === 0) {
      minX = minY = maxX = maxY = 0
    }
    const limit = 4 * count + 16
    while (((maxX - minX) / cell + 1) * ((maxY - minY) / cell + 1) > limit) cell *= 2
    this.cell = cell
    this.minX = minX
    this.minY = minY
    this.cols = Math.floor((maxX - minX) / cell) + 1
    this.rows = Math.floor((maxY - minY) / cell) + 1
    const cells = this.cols * this.rows
    if (this.start.length < cells + 1) {
      this.start = new Int32Array(cells + 1)
      this.fill = new Int32Array(cells + 1)
    }
    const start = this.start
    start.fill(0, 0, cells + 1)
    for (let i = 0; i < n; i++) {
      if (!include(i)) {
        this.cellOf[i] = -1
        continue
      }
      const c = Math.floor((ys[i] - minY) / cell) * this.cols + Math.floor((xs[i] - minX) / cell)
      this.cellOf[i] = c
      start[c + 1]++
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c]
    // fill in ascending plane order, so that every cell lists its planes ascending
    const fill = this.fill
    fill.set(start.subarray(0, cells))
    for (let i = 0; i < n; i++) {
      const c = this.cellOf[i]
      if (c >= 0) this.items[fill[c]++] = i
    }
  }

  /** The planes whose stands lie in cells overlapping the rectangle [x0, x1] x [y0, y1], into `hits`, ascending. */
  query(x0: number, y0: number, x1: number, y1: number): number {
    const c0 = Math.max(0, Math.floor((x0 - this.minX) / this.cell))
    const c1 = Math.min(this.cols - 1, Math.floor((x1 - this.minX) / this.cell))
    const r0 = Math.max(0, Math.floor((y0 - this.minY) / this.cell))
    const r1 = Math.min(this.rows - 1, Math.floor((y1 - this.minY) / this.cell))
    const hits = this.hits
    let found = 0
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.cols + c
        for (let k = this.start[cell]; k < this.start[cell + 1]; k++) {
          // insertion into the ascending list: cells hold few planes
          const v = this.items[k]
          let at = found++
          while (at > 0 && hits[at - 1] > v) {
            hits[at] = hits[at - 1]
            at--
          }
          hits[at] = v
        }
      }
    }
    this.found = found
    return found
  }
}
