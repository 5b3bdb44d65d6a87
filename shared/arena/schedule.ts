/**
 * Which games an arena match plays: game g plays seed gameSeed(seed, ⌊g/2⌋), bot A holding the scenario's first
 * side in the even games and the second in the odd ones. Each seed is so played twice with the sides swapped,
 * which cancels the luck of the draw and any advantage of a side; and a run repeats exactly from its --seed.
 */
export interface ArenaGame {
  /** the game's number in its match, from 0 */
  game: number
  /** the game's seed (the engine's dice and decks, and each bot's own generator through seatSeed) */
  seed: number
  /** A holds the scenario's first side (its first team) */
  aFirst: boolean
}

/** seeds a run may use: --seed × this + the pair's number stays a safe integer */
export const PAIRS_PER_SEED = 1_000_000
export const MAX_GAMES = 2 * PAIRS_PER_SEED
export const MAX_SEED = Math.floor(Number.MAX_SAFE_INTEGER / PAIRS_PER_SEED) - 1

export function gameSeed(seed: number, pair: number): number {
  return seed * PAIRS_PER_SEED + pair
}

export function schedule(seed: number, games: number): ArenaGame[] {
  return Array.from({ length: games }, (_, g) => ({ game: g, seed: gameSeed(seed, g >> 1), aFirst: g % 2 === 0 }))
}
