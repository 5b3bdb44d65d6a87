/**
 * Elo ratings fitted to an arena's results: the Bradley-Terry model, in which bot i beats bot j with probability
 * 1 / (1 + 10^((Rj - Ri) / 400)), fitted by maximum likelihood to every game at once (not updated game by game, so
 * the order the games were played in does not matter). A draw counts half a win to each side. The fit is Hunter's
 * minorise-maximise iteration (2004), which climbs the likelihood at every step.
 *
 * A bot that won every game it played has no finite maximum; so every pair that met is given `prior` drawn games
 * besides (1 by default), which pulls a clean sweep to a large but finite gap and moves a 100-game result by a few
 * points. Ratings are shifted so that the anchor bot has the anchor's rating: only differences mean anything.
 */
export interface PairResult {
  a: string
  b: string
  /** games a won, drew and lost against b */
  wins: number
  draws: number
  losses: number
}

export interface Anchor {
  bot: string
  rating: number
}

const SCALE = 400 / Math.LN10

export function fitElo(results: readonly PairResult[], anchor: Anchor, prior = 1): Map<string, number> {
  const bots = [...new Set(results.flatMap((r) => [r.a, r.b]))]
  if (!bots.includes(anchor.bot)) throw new Error(`the anchor ${anchor.bot} played no game`)
  const index = new Map(bots.map((b, i) => [b, i]))
  const n = bots.length
  // games[i][j]: games between i and j; score[i]: points i took (a draw half)
  const games = bots.map(() => new Array<number>(n).fill(0))
  const score = new Array<number>(n).fill(0)
  for (const r of results) {
    const i = index.get(r.a)!
    const j = index.get(r.b)!
    if (i === j) continue
    const played = r.wins + r.draws + r.losses + prior
    games[i][j] += played
    games[j][i] += played
    score[i] += r.wins + (r.draws + prior) / 2
    score[j] += r.losses + (r.draws + prior) / 2
  }
  let gamma = new Array<number>(n).fill(1)
  for (let round = 0; round < 100_000; round++) {
    const next = gamma.map((g, i) => {
      let d = 0
      for (let j = 0; j < n; j++) if (games[i][j] > 0) d += games[i][j] / (g + gamma[j])
      return d > 0 ? score[i] / d : g
    })
    // the scale is free: keep the geometric mean at 1
    const mean = Math.exp(next.reduce((s, g) => s + Math.log(g), 0) / n)
    const normed = next.map((g) => g / mean)
    const change = Math.max(...normed.map((g, i) => Math.abs(Math.log(g) - Math.log(gamma[i]))))
    gamma = normed
    if (change < 1e-12) break
  }
  const shift = anchor.rating - SCALE * Math.log(gamma[index.get(anchor.bot)!])
  return new Map(bots.map((b, i) => [b, SCALE * Math.log(gamma[i]) + shift]))
}

/** The expected score of a bot rated `ra` against one rated `rb`, by the same model. */
export function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400))
}
