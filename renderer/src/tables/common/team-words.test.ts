import { describe, expect, it } from 'vitest'
import { content } from '../../content'
import { teamPeople, teamWins } from './team-words'

describe('a team\'s win in a natural phrase (issue 26: not "German win")', () => {
  it('a team named by its adjective is said as its people, plural', () => {
    expect(teamWins('German')).toBe('The Germans win')
    expect(teamWins('Allied')).toBe('The Allies win')
    expect(teamWins('Italian', true)).toBe('The Italians won')
    expect(teamWins('Austro-Hungarian')).toBe('The Austro-Hungarians win')
    expect(teamWins('German (Fokker Dr.I)')).toBe('The Germans (Fokker Dr.I) win')
  })

  it('the free dogfight\'s sides, named as peoples already, win in the plural (playback.spec read "Allies wins")', () => {
    expect(teamWins('Allies')).toBe('The Allies win')
    expect(teamWins('Central Powers', true)).toBe('The Central Powers won')
  })

  it('any other name is one winner', () => {
    expect(teamWins('German pilot (Albatros D.III)')).toBe('German pilot (Albatros D.III) wins')
    expect(teamWins('Ann', true)).toBe('Ann won')
  })

  it("every scenario team that is an adjective with its aircraft is said as a people", () => {
    const names = new Set(Object.values(content.scenarios).flatMap((s) => s.teams.map((t) => t.name)))
    for (const n of names) if (/^[A-Z][A-Za-z-]*( \(.*\))?$/.test(n)) expect(teamPeople(n), n).toMatch(/^the [A-Z]/)
  })
})
