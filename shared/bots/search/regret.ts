/**
 * Regret matching (Hart and Mas-Colell), in its "plus" form, for a two-player zero-sum matrix game: the row player
 * maximizes payoff[i][j], the column player minimizes it. Each iteration both play the strategy proportional to their
 * positive cumulative regrets; the average strategies converge to a Nash equilibrium, a mixed strategy no reply can
 * exploit. Deterministic: no randomness at all.
 */

export interface Equilibrium {
  /** the row player's average strategy (sums to 1) */
  row: number[]
  /** the column player's average strategy */
  col: number[]
}

function strategy(regrets: number[], out: number[]): number[] {
  let sum = 0
  for (const r of regrets) sum += r > 0 ? r : 0
  for (let i = 0; i < regrets.length; i++) out[i] = sum > 0 ? Math.max(0, regrets[i]) / sum : 1 / regrets.length
  return out
}

/**
 * The column player's model (a restricted Nash response, Johanson, Zinkevich and Bowling 2007): with probability
 * `weight` the column player plays `prior` (what the row player expects of it), and only otherwise a strategy of its
 * own choosing. Weight 0 is the plain equilibrium; weight 1 the best reply to the model.
 */
export interface ColumnModel {
  prior: readonly number[]
  weight: number
}

/** Solve the matrix game `payoff` (rows by columns) with `iterations` rounds of regret matching+. */
export function regretMatching(payoff: readonly (readonly number[])[], iterations: number, model?: ColumnModel): Equilibrium {
  const n = payoff.length
  const m = payoff[0]?.length ?? 0
  if (n === 0 || m === 0) return { row: new Array<number>(n).fill(n ? 1 / n : 0), col: new Array<number>(m).fill(m ? 1 / m : 0) }
  const rowRegret = new Array<number>(n).fill(0)
  const colRegret = new Array<number>(m).fill(0)
  const rowSum = new Array<number>(n).fill(0)
  const colSum = new Array<number>(m).fill(0)
  const x = new Array<number>(n)
  const y = new Array<number>(m)
  const rowValue = new Array<number>(n)
  const colValue = new Array<number>(m)
  for (let t = 1; t <= iterations; t++) {
    strategy(rowRegret, x)
    strategy(colRegret, y)
    let value = 0
    let free = 0
    for (let i = 0; i < n; i++) {
      let v = 0
      let f = 0
      for (let j = 0; j < m; j++) {
        f += payoff[i][j] * y[j]
        v += payoff[i][j] * (model ? model.weight * model.prior[j] + (1 - model.weight) * y[j] : y[j])
      }
      free += x[i] * f
      rowValue[i] = v
      value += x[i] * v
    }
    for (let j = 0; j < m; j++) {
      let v = 0
      for (let i = 0; i < n; i++) v += payoff[i][j] * x[i]
      colValue[j] = v
    }
    // regret matching+: regrets floored at zero; later iterations weigh more in the average (linear averaging)
    for (let i = 0; i < n; i++) {
      rowRegret[i] = Math.max(0, rowRegret[i] + rowValue[i] - value)
      rowSum[i] += t * x[i]
    }
    for (let j = 0; j < m; j++) {
      colRegret[j] = Math.max(0, colRegret[j] + free - colValue[j])
      colSum[j] += t * y[j]
    }
  }
  const norm = (a: number[]) => {
    const s = a.reduce((p, q) => p + q, 0)
    return a.map((q) => q / s)
  }
  return { row: norm(rowSum), col: norm(colSum) }
}
