import { describe, expect, it } from 'vitest'
import { BOOKKEEPING, splitRuleSource, titleWithSource } from './rule-source'

describe('rulebook bookkeeping moved out of a player\'s text (issue 26)', () => {
  it('a bracket that is all citation goes to the rule source', () => {
    expect(splitRuleSource('rockets are fired after a straight or a stall (lines 608, 631)')).toEqual({ text: 'rockets are fired after a straight or a stall', source: 'lines 608, 631' })
    expect(splitRuleSource('no take-off can start from here (003 line 388).')).toEqual({ text: 'no take-off can start from here.', source: '003 line 388' })
    expect(splitRuleSource('the Archie fire marker may not be placed directly above the Archie base (000 line 524)').source).toBe('000 line 524')
  })

  it('a bracket of words and a citation keeps its words', () => {
    const s = splitRuleSource('no straight needed after an Immelmann (the stall of a Split-S before it still needed; 003 Face to Face, lines 1175-1177)')
    expect(s).toEqual({ text: 'no straight needed after an Immelmann (the stall of a Split-S before it still needed)', source: '003 Face to Face, lines 1175-1177' })
  })

  it('words with line numbers keep the words', () => {
    expect(splitRuleSource('A queue of three (the house rule, lines 149-152)')).toEqual({ text: 'A queue of three (the house rule)', source: 'lines 149-152' })
  })

  it('text with no citation is left alone, brackets and all', () => {
    expect(splitRuleSource('the Camel (level 2) is out of range')).toEqual({ text: 'the Camel (level 2) is out of range', source: null })
  })

  it('what is left names no document nor line', () => {
    for (const t of ['x (lines 608, 631)', 'y (003 lines 385-387: a landing is a dive)', 'z (line 695)', 'w (000 Collisions, line 456)']) {
      const left = splitRuleSource(t).text
      expect(BOOKKEEPING.filter((re) => re.test(left)), `${t} -> ${left}`).toEqual([])
    }
  })

  it('a tooltip keeps its source on a last line', () => {
    expect(titleWithSource('The ceiling is 3 levels above the floor (003 line 436)')).toBe('The ceiling is 3 levels above the floor\nRule source: 003 line 436')
  })
})

describe('the planning panel\'s reasons leave the engine\'s citations out (issue 26)', () => {
  it('plainReason: a ground refusal keeps its words, not its line', async () => {
    const { plainReason } = await import('../../tables/card/panels/card-reasons')
    expect(plainReason('a take-off starts inside a landing field (003 line 388)')).toBe('a take-off starts inside a landing field')
  })
})
