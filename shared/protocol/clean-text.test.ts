import { describe, expect, it } from 'vitest'
import { cleanText } from './clean-text'

describe('cleanText: the one rule for what a guest writes that others read', () => {
  it('takes out bidi overrides and isolates, zero-width characters, controls and line breaks', () => {
    // "evil" written to show as "live" to the reader, with a zero-width space and a newline inside
    expect(cleanText('\u202eevil\u202c\u200b ok\nnext\u2028line\u2066x\u2069\u00ad')).toBe('evil ok next line x')
    expect(cleanText('a\u0000b\u001bc\u007fd')).toBe('a b c d')
    expect(cleanText('  many     spaces\t\there  ')).toBe('many spaces here')
    expect(cleanText('\u200b\u200d\ufeff')).toBe('')
  })

  it('keeps at most max characters, never half of one', () => {
    expect(cleanText('abcdef', 3)).toBe('abc')
    expect(cleanText('ab😀cd', 3)).toBe('ab😀')
    expect(cleanText('Albatros D.III', 160)).toBe('Albatros D.III')
  })
})
