import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { aircraftOf, campaignRequest, defaultForm, filledWithNames, formProblem, nationsOf, needsObservers } from './new-campaign-form'

describe("New campaign's form", () => {
  it('opens on two squadrons of two sides, four pilots each, and is good to go as it is (the host names the empty names)', () => {
    const f = defaultForm(content)
    expect(f.squadrons.map((s) => [s.side, s.nation, s.aircraft, s.pilots.length])).toEqual([
      ['allied', 'britain', ['sopwith-camel'], 4],
      ['central', 'germany', ['fokker-dr-i'], 4],
    ])
    expect(formProblem(content, f)).toBeNull()
  })

  it('offers the nations of a side and the aeroplanes of a nation', () => {
    expect(nationsOf(content, 'central').map((n) => n.id)).toContain('germany')
    expect(nationsOf(content, 'central').map((n) => n.id)).not.toContain('britain')
    const british = aircraftOf(content, 'britain')
    expect(british.map((a) => a.id)).toContain('bristol-f2b')
    expect(british.every((a) => content.aircraft[a.id].nation === 'britain')).toBe(true)
  })

  it('says what is wrong in words: one side only, no pilot, a two-seater with no observer, a name twice', () => {
    const f = defaultForm(content)
    expect(formProblem(content, { ...f, name: ' ' })).toBe('The campaign needs a name.')
    expect(formProblem(content, { ...f, squadrons: f.squadrons.map((s) => ({ ...s, side: 'allied' as const })) })).toMatch(/two sides/)
    expect(formProblem(content, { ...f, squadrons: [f.squadrons[0], { ...f.squadrons[1], pilots: [] }] })).toBe('Jasta 11 needs at least one pilot.')
    const brisfit = { ...f.squadrons[0], aircraft: ['bristol-f2b'] }
    expect(needsObservers(content, brisfit)).toBe(true)
    expect(formProblem(content, { ...f, squadrons: [brisfit, f.squadrons[1]] })).toMatch(/two-seaters: it needs at least one observer/)
    expect(formProblem(content, { ...f, squadrons: [{ ...f.squadrons[0], pilots: ['Ball', ''] }, { ...f.squadrons[1], pilots: [' Ball'] }] })).toMatch(/Ball is named twice/)
  })

  it('fills the empty names only, each drawn for its squadron\'s nation and never one already taken', () => {
    const f = defaultForm(content)
    f.squadrons[0].pilots = ['Albert Ball', '', '', '']
    let n = 0
    const seen: string[] = []
    const filled = filledWithNames(f, (nation, taken) => {
      seen.push(nation)
      expect(taken.has('Albert Ball')).toBe(true)
      return `${nation}-${++n}`
    })
    expect(filled.squadrons[0].pilots).toEqual(['Albert Ball', 'britain-1', 'britain-2', 'britain-3'])
    expect(filled.squadrons[1].pilots).toEqual(['germany-4', 'germany-5', 'germany-6', 'germany-7'])
    expect(seen).toHaveLength(7)
  })

  it('sends the names trimmed and the options as chosen', () => {
    const f = { ...defaultForm(content), survivalDraw: true }
    f.squadrons[0].pilots = [' Albert Ball ']
    const r = campaignRequest(f)
    expect(r.options).toEqual({ survivalDraw: true, d10Abilities: false, genericAces: false })
    expect(r.squadrons[0].pilots).toEqual(['Albert Ball'])
  })
})
