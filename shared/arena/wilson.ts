/**
 * The Wilson score interval: where a rate measured as `successes` out of `n` trials lies, with the confidence that
 * z standard deviations give (1.96: 95%). Unlike the plain p ± z·√(p(1-p)/n) it stays inside [0, 1] and is not
 * zero wide at 0 or n successes, which a bot that wins every game gives often.
 */
export const Z95 = 1.959963984540054

export function wilson(successes: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1]
  const p = successes / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  // at none or all the bound is exactly 0 or 1 (rounding would leave it a hair inside)
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === n ? 1 : Math.min(1, centre + half)]
}
