/**
 * The generator: ChaCha20 for a host's secret seeds (checked against RFC 8439's test vector), sfc32 for the
 * small seeds of tools and tests, both replaying exactly from a state saved as JSON.
 */
import { describe, expect, it } from 'vitest'
import { chachaBlock, isSecret, nextInt, nextUint32, seedRng, shuffle } from './rng'

const hex = (words: number[]) => words.map((w) => w.toString(16).padStart(8, '0')).join(' ')

describe('ChaCha20 (RFC 8439)', () => {
  it('gives the block of the RFC’s test vector 2.3.2', () => {
    // key 00:01:...:1f, nonce 00:00:00:09:00:00:00:4a:00:00:00:00, block counter 1, as little-endian words
    const state = [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c, 0x13121110, 0x17161514, 0x1b1a1918, 0x1f1e1d1c, 0x09000000, 0x4a000000, 0x00000000, 1]
    const out: number[] = []
    chachaBlock(state, out, 0)
    expect(hex(out)).toBe(
      'e4e7f110 15593bd1 1fdd0f50 c47120a3 c7f4d1c7 0368c033 9aaa2204 4e6cd4c3 466482d2 09aa9f07 05d7c214 a2028bd9 d19c12b5 b94e16de e883d0cb 4e3c50a2',
    )
  })

  it('draws the keystream of the secret, block after block', () => {
    const secret = '000102030405060708090a0b0c0d0e0f'
    const s = seedRng(secret)
    const drawn = Array.from({ length: 40 }, () => nextUint32(s))
    const key = [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c, 0, 0, 0, 0, 0, 0, 0]
    const expected: number[] = []
    for (let counter = 0; counter < 3; counter++) chachaBlock([...key, counter], expected, counter * 16)
    expect(drawn).toEqual(expected.slice(0, 40))
  })

  it('tells a secret from a small seed, and refuses a malformed secret', () => {
    expect(isSecret('0123456789abcdef0123456789abcdef')).toBe(true)
    expect(isSecret('0123456789ABCDEF0123456789ABCDEF')).toBe(false)
    expect(isSecret(7)).toBe(false)
    expect(() => seedRng('beef')).toThrow(/32 lowercase hex/)
  })

  it('replays exactly from a state that went through JSON, and secrets a bit apart diverge', () => {
    const a = seedRng('0123456789abcdef0123456789abcdef')
    for (let i = 0; i < 21; i++) nextUint32(a)
    const b = JSON.parse(JSON.stringify(a)) as number[]
    expect(Array.from({ length: 50 }, () => nextUint32(a))).toEqual(Array.from({ length: 50 }, () => nextUint32(b)))
    const c = seedRng('0123456789abcdef0123456789abcdee')
    const d = seedRng('0123456789abcdef0123456789abcdef')
    const same = Array.from({ length: 64 }, () => nextUint32(c) === nextUint32(d)).filter(Boolean).length
    expect(same).toBeLessThan(2)
  })
})

describe('draws', () => {
  it('sfc32 still gives the streams of the small seeds (the CLI, the tests and older saves replay unchanged)', () => {
    // the first draws of the generator as it was before secrets, pinned
    const one = seedRng(1)
    expect(one).toHaveLength(4)
    expect(Array.from({ length: 4 }, () => nextUint32(one))).toEqual([1697142754, 1793240216, 356645184, 688989336])
    const big = seedRng(2 ** 40 + 5)
    expect(Array.from({ length: 4 }, () => nextUint32(big))).toEqual([2581884640, 2564730002, 3258639229, 86692310])
  })

  it.each([['a secret', '89abcdef0123456789abcdef01234567'], ['a small seed', 42]] as const)('nextInt is uniform for %s (chi-square over 60,000 draws)', (_name, seed) => {
    const s = seedRng(seed)
    const n = 6
    const counts = new Array(n).fill(0)
    const draws = 60_000
    for (let i = 0; i < draws; i++) counts[nextInt(s, n)]++
    const e = draws / n
    const chi = counts.reduce((acc, c) => acc + (c - e) ** 2 / e, 0)
    // 5 degrees of freedom: p = 0.001 at 20.5
    expect(chi).toBeLessThan(20.5)
  })

  it('shuffles every card into every place', () => {
    const s = seedRng('fedcba9876543210fedcba9876543210')
    const seen = Array.from({ length: 5 }, () => new Set<number>())
    for (let k = 0; k < 400; k++) shuffle(s, [0, 1, 2, 3, 4]).forEach((v, i) => seen[i].add(v))
    for (const places of seen) expect(places.size).toBe(5)
  })
})
