/**
 * The glossary (issue 26) explains the words and signs the table prints: the test takes them from the modules that
 * print them (a nameplate's level, an AA gun's rings, a ground piece's damage) and finds each in the glossary, with
 * no rule codes in the words.
 */
import { describe, expect, it } from 'vitest'
import { aaRings } from '../../tables/card/scene/piece-effects'
import { levelTag } from '../../tables/card/panels/altitude-words'
import { GLOSSARY } from './glossary'

const all = GLOSSARY.map((g) => [g.term, ...(g.also ?? []), g.text].join(' ')).join('\n')
const find = (word: string) => GLOSSARY.find((g) => g.term === word || g.also?.includes(word))

describe('the glossary', () => {
  it('has the words a newcomer meets at the table', () => {
    for (const w of ['Ghost', 'Peg', 'Archie', 'h1–h4', 'Silences at 5', 'Jam', 'Tailing', 'Steep', 'Immelmann turn', 'Split-S', 'Bump', 'Ruler and its halves', 'Fire and smoke counters', 'Level', 'Climb counter', 'Slot', 'Commit', 'Hand-off']) {
      expect(find(w), w).toBeDefined()
    }
  })

  it('explains the signs as the table prints them', () => {
    // a nameplate at level 2 with one climb counter of three: "L2 ▲1/3"
    const tag = levelTag({ level: 2, climbs: 1, climbRate: 3 } as Parameters<typeof levelTag>[0]).text
    expect(tag).toBe('L2 ▲1/3')
    expect(all).toContain('“▲1/3”')
    expect(all).toContain('“L2”')
    // the AA gun's rings are labelled h1 .. h4
    for (const r of aaRings(34)) expect(find(r.label), r.label).toBeDefined()
    expect(all).toContain('“3/5 (silences at 5)”')
  })

  it('speaks plain words: no rule documents, no line numbers', () => {
    expect(all).not.toMatch(/\b00\d\b|\blines? \d/)
    for (const g of GLOSSARY) expect(g.text.length, g.term).toBeGreaterThan(40)
    // in alphabetical order, so a word is easy to find
    const terms = GLOSSARY.map((g) => g.term.toLowerCase())
    expect(terms).toEqual([...terms].sort())
  })
})
