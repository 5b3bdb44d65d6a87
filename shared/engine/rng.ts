/**
 * The seeded random generator. Its whole state is four 32-bit integers that live inside the game state, so
 * a game replays exactly from its setup, seed and commands.
 *
 * The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): fast, small and well tested
 * by PractRand.
 */
export type RngState = [number, number, number, number]

/** A fresh state from a seed, warmed up so that nearby seeds diverge at once. */
export function seedRng(seed: number): RngState {
  const s: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, (seed >>> 0) ^ 0x5bd1e995]
  // mix in the high part of seeds beyond 32 bits
  s[1] ^= Math.floor(seed / 0x100000000) >>> 0
  for (let i = 0; i < 15; i++) nextUint32(s)
  return s
}

/** The next 32-bit unsigned integer; advances the state in place. */
export function nextUint32(s: RngState): number {
  let a = s[0] | 0
  let b = s[1] | 0
  let c = s[2] | 0
  let d = s[3] | 0
  const t = (((a + b) | 0) + d) | 0
  d = (d + 1) | 0
  a = b ^ (b >>> 9)
  b = (c + (c << 3)) | 0
  c = (c << 21) | (c >>> 11)
  c = (c + t) | 0
  s[0] = a >>> 0
  s[1] = b >>> 0
  s[2] = c >>> 0
  s[3] = d >>> 0
  return t >>> 0
}

/** A uniform integer in [0, n). */
export function nextInt(s: RngState, n: number): number {
  // n is small (a deck), so the modulo bias of a 32-bit draw is below 1e-8; reject it anyway to be exact
  const limit = 0x100000000 - (0x100000000 % n)
  let x = nextUint32(s)
  while (x >= limit) x = nextUint32(s)
  return x % n
}

/** Fisher-Yates shuffle in place. */
export function shuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1)
    const t = items[i]
    items[i] = items[j]
    items[j] = t
  }
  return items
}
