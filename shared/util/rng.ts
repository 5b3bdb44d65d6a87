/**
 * The game's random generator. Its whole state lives inside the game state, so a game replays exactly from its
 * setup, seed and commands.
 *
 * A game on a host is seeded with a secret of 128 bits drawn from the operating system (32 hex digits) and
 * draws from ChaCha20 (RFC 8439), a cryptographic generator: no number of cards seen lets a player work out
 * the secret, the other seats' hidden cards or the next draws.
 *
 * A whole-number seed is the small reproducible seed of the headless tools and tests (and of saves written
 * before secrets): it feeds sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), fast and well tested
 * but predictable, so a host never uses one.
 */

/** A game's seed: a 128-bit secret as 32 lowercase hex digits, or a whole number (tools, tests, old saves). */
export type Seed = number | string

/**
 * sfc32's state is four 32-bit words. ChaCha20's is 29: the key (8 words), the nonce (3), the block counter
 * (1), the next word of the current block to hand out (1; 16 when it is used up) and that block (16).
 */
export type RngState = number[]

export const SECRET_PATTERN = /^[0-9a-f]{32}$/

export function isSecret(seed: Seed): seed is string {
  return typeof seed === 'string' && SECRET_PATTERN.test(seed)
}

const CHACHA_WORDS = 29
const KEY = 0
const COUNTER = 11
const NEXT = 12
const BLOCK = 13

/** A fresh state from a seed. */
export function seedRng(seed: Seed): RngState {
  if (typeof seed === 'string') return seedChaCha(seed)
  const s: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, (seed >>> 0) ^ 0x5bd1e995]
  // mix in the high part of seeds beyond 32 bits
  s[1] ^= Math.floor(seed / 0x100000000) >>> 0
  // warm up so that nearby seeds diverge at once
  for (let i = 0; i < 15; i++) sfc32(s)
  return s
}

function seedChaCha(secret: string): RngState {
  if (!SECRET_PATTERN.test(secret)) throw new Error('a secret seed is 32 lowercase hex digits (128 bits)')
  const s: RngState = new Array<number>(CHACHA_WORDS).fill(0)
  // the key: the secret's 16 bytes as little-endian words, then 16 zero bytes
  for (let w = 0; w < 4; w++) {
    let v = 0
    for (let b = 3; b >= 0; b--) v = (v << 8) | parseInt(secret.substr(w * 8 + b * 2, 2), 16)
    s[KEY + w] = v >>> 0
  }
  s[NEXT] = 16
  return s
}

/** The next 32-bit unsigned integer; advances the state in place. */
export function nextUint32(s: RngState): number {
  if (s.length === 4) return sfc32(s)
  if (s[NEXT] >= 16) {
    chachaBlock(s, s, BLOCK)
    s[COUNTER] = (s[COUNTER] + 1) >>> 0
    s[NEXT] = 0
  }
  return s[BLOCK + s[NEXT]++]
}

function sfc32(s: RngState): number {
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

/**
 * The ChaCha20 block function (RFC 8439, 2.3) for the key, counter and nonce held in `state` (words 0 to 11):
 * writes the 16 words of the block into `out` from `at`.
 */
export function chachaBlock(state: readonly number[], out: number[], at: number): void {
  const i0 = 0x61707865
  const i1 = 0x3320646e
  const i2 = 0x79622d32
  const i3 = 0x6b206574
  const i4 = state[0] | 0
  const i5 = state[1] | 0
  const i6 = state[2] | 0
  const i7 = state[3] | 0
  const i8 = state[4] | 0
  const i9 = state[5] | 0
  const i10 = state[6] | 0
  const i11 = state[7] | 0
  const i12 = state[11] | 0
  const i13 = state[8] | 0
  const i14 = state[9] | 0
  const i15 = state[10] | 0
  let x0 = i0, x1 = i1, x2 = i2, x3 = i3, x4 = i4, x5 = i5, x6 = i6, x7 = i7
  let x8 = i8, x9 = i9, x10 = i10, x11 = i11, x12 = i12, x13 = i13, x14 = i14, x15 = i15
  let t: number
  for (let r = 0; r < 10; r++) {
    // columns
    x0 = (x0 + x4) | 0; t = x12 ^ x0; x12 = (t << 16) | (t >>> 16)
    x8 = (x8 + x12) | 0; t = x4 ^ x8; x4 = (t << 12) | (t >>> 20)
    x0 = (x0 + x4) | 0; t = x12 ^ x0; x12 = (t << 8) | (t >>> 24)
    x8 = (x8 + x12) | 0; t = x4 ^ x8; x4 = (t << 7) | (t >>> 25)
    x1 = (x1 + x5) | 0; t = x13 ^ x1; x13 = (t << 16) | (t >>> 16)
    x9 = (x9 + x13) | 0; t = x5 ^ x9; x5 = (t << 12) | (t >>> 20)
    x1 = (x1 + x5) | 0; t = x13 ^ x1; x13 = (t << 8) | (t >>> 24)
    x9 = (x9 + x13) | 0; t = x5 ^ x9; x5 = (t << 7) | (t >>> 25)
    x2 = (x2 + x6) | 0; t = x14 ^ x2; x14 = (t << 16) | (t >>> 16)
    x10 = (x10 + x14) | 0; t = x6 ^ x10; x6 = (t << 12) | (t >>> 20)
    x2 = (x2 + x6) | 0; t = x14 ^ x2; x14 = (t << 8) | (t >>> 24)
    x10 = (x10 + x14) | 0; t = x6 ^ x10; x6 = (t << 7) | (t >>> 25)
    x3 = (x3 + x7) | 0; t = x15 ^ x3; x15 = (t << 16) | (t >>> 16)
    x11 = (x11 + x15) | 0; t = x7 ^ x11; x7 = (t << 12) | (t >>> 20)
    x3 = (x3 + x7) | 0; t = x15 ^ x3; x15 = (t << 8) | (t >>> 24)
    x11 = (x11 + x15) | 0; t = x7 ^ x11; x7 = (t << 7) | (t >>> 25)
    // diagonals
    x0 = (x0 + x5) | 0; t = x15 ^ x0; x15 = (t << 16) | (t >>> 16)
    x10 = (x10 + x15) | 0; t = x5 ^ x10; x5 = (t << 12) | (t >>> 20)
    x0 = (x0 + x5) | 0; t = x15 ^ x0; x15 = (t << 8) | (t >>> 24)
    x10 = (x10 + x15) | 0; t = x5 ^ x10; x5 = (t << 7) | (t >>> 25)
    x1 = (x1 + x6) | 0; t = x12 ^ x1; x12 = (t << 16) | (t >>> 16)
    x11 = (x11 + x12) | 0; t = x6 ^ x11; x6 = (t << 12) | (t >>> 20)
    x1 = (x1 + x6) | 0; t = x12 ^ x1; x12 = (t << 8) | (t >>> 24)
    x11 = (x11 + x12) | 0; t = x6 ^ x11; x6 = (t << 7) | (t >>> 25)
    x2 = (x2 + x7) | 0; t = x13 ^ x2; x13 = (t << 16) | (t >>> 16)
    x8 = (x8 + x13) | 0; t = x7 ^ x8; x7 = (t << 12) | (t >>> 20)
    x2 = (x2 + x7) | 0; t = x13 ^ x2; x13 = (t << 8) | (t >>> 24)
    x8 = (x8 + x13) | 0; t = x7 ^ x8; x7 = (t << 7) | (t >>> 25)
    x3 = (x3 + x4) | 0; t = x14 ^ x3; x14 = (t << 16) | (t >>> 16)
    x9 = (x9 + x14) | 0; t = x4 ^ x9; x4 = (t << 12) | (t >>> 20)
    x3 = (x3 + x4) | 0; t = x14 ^ x3; x14 = (t << 8) | (t >>> 24)
    x9 = (x9 + x14) | 0; t = x4 ^ x9; x4 = (t << 7) | (t >>> 25)
  }
  out[at] = (x0 + i0) >>> 0
  out[at + 1] = (x1 + i1) >>> 0
  out[at + 2] = (x2 + i2) >>> 0
  out[at + 3] = (x3 + i3) >>> 0
  out[at + 4] = (x4 + i4) >>> 0
  out[at + 5] = (x5 + i5) >>> 0
  out[at + 6] = (x6 + i6) >>> 0
  out[at + 7] = (x7 + i7) >>> 0
  out[at + 8] = (x8 + i8) >>> 0
  out[at + 9] = (x9 + i9) >>> 0
  out[at + 10] = (x10 + i10) >>> 0
  out[at + 11] = (x11 + i11) >>> 0
  out[at + 12] = (x12 + i12) >>> 0
  out[at + 13] = (x13 + i13) >>> 0
  out[at + 14] = (x14 + i14) >>> 0
  out[at + 15] = (x15 + i15) >>> 0
}

/** A uniform integer in [0, n). */
export function nextInt(s: RngState, n: number): number {
  // reject the top of the 32-bit range so that every value is exactly as likely
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
