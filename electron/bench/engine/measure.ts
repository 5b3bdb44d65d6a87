/**
 * Timing for the engine benchmark. A figure is measured in rounds; each round runs turns for its share of the
 * time and counts the phases resolved per second of this process's CPU time (process.cpuUsage), which a busy
 * machine disturbs less than the wall clock. Figures are the median of the rounds; every round is kept for printing.
 */
export interface Rounds {
  /** phases per CPU second, one per round, in the order measured */
  rounds: number[]
  median: number
}

export interface Turns {
  /** play one turn; returns the phases it resolved */
  turn(): number
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export function measure(path: Turns, seconds: number, rounds: number): Rounds {
  // warm up: let the JIT settle on the code this path runs
  const w = performance.now()
  while (performance.now() - w < Math.max(500, (seconds * 1000) / rounds)) path.turn()
  const out: number[] = []
  for (let r = 0; r < rounds; r++) {
    let phases = 0
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    while (performance.now() - t0 < (seconds * 1000) / rounds) for (let k = 0; k < 32; k++) phases += path.turn()
    const cpu = process.cpuUsage(c0)
    out.push(phases / ((cpu.user + cpu.system) / 1e6))
  }
  return { rounds: out, median: median(out) }
}

/** Least-squares slope of log(cost) against log(planes): cost grows as planes^slope. */
export function exponent(planes: readonly number[], costs: readonly number[]): number {
  const xs = planes.map(Math.log)
  const ys = costs.map(Math.log)
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length
  const my = ys.reduce((a, b) => a + b, 0) / ys.length
  let num = 0
  let den = 0
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my)
    den += (xs[i] - mx) ** 2
  }
  return num / den
}
