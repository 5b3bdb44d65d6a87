import { describe, expect, it } from 'vitest'
import { fnv1a } from './fnv'

describe('FNV-1a, 32 bits', () => {
  it('gives the published values (the FNV reference test vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
    expect(fnv1a('foobar')).toBe(0xbf9cf968)
  })

  it('starts from another basis when given one', () => {
    expect(fnv1a('a', 1)).not.toBe(fnv1a('a'))
  })
})
