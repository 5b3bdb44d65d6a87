import { describe, expect, it } from 'vitest'
import { content } from '../../../../../electron/testing/fixtures'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { goalWords, termWords } from './goal-words'
import { planeName } from './plane-name'

/** the words a game of this scenario (and variant) is told, as the table's Goal reads them */
function goalOf(scenario: string, variant: string | null = null, options: Record<string, unknown> = {}) {
  const setup = scenarioSetup(content, { scenario, variant, options })
  return goalWords(setup, (id) => planeName(setup.planes, id, content), content.table.ruler / 2)
}

describe('goalWords: how a game is won, read from the scenario as the engine scores it', () => {
  it('003 Raid over Istriana (lines 1104-1111): each side\'s points, the photograph\'s terms, and how the Ufag takes it', () => {
    const g = goalOf('raid-over-istriana')
    expect(g.ends).toBe('The game ends when only one side has aeroplanes on the table.')
    expect(g.wins).toBe('The side with more points wins; equal points, a draw.')
    expect(g.points).toEqual([
      {
        team: 'austrian',
        name: 'The Austro-Hungarians',
        heading: 'The Austro-Hungarians score',
        lines: [
          '+1 for each enemy aeroplane that leaves the table',
          '+2 for each enemy aeroplane that is shot down',
          '\u22121 for each own aeroplane that is shot down',
          "+2 if the UFAG C.I leaves the table by its own side's edge, once the photograph has been taken",
        ],
      },
      {
        team: 'italian',
        name: 'The Italians',
        heading: 'The Italians score',
        lines: [
          '+1 for each enemy aeroplane that leaves the table by another edge',
          "+1 for each enemy aeroplane that leaves the table by its own side's edge, while no photograph has been taken",
          '+2 for each enemy aeroplane that is shot down',
          '\u22121 for each own aeroplane that is shot down',
        ],
      },
    ])
    expect(g.how).toEqual(['The UFAG C.I takes its photograph with a stall manoeuvre begun with its centre within half a ruler (17 cm) of the target card; not once its observer is out of action.'])
  })

  it('003 Outnumbered! (lines 1342-1344): the Ufag photographs the trench card', () => {
    expect(goalOf('outnumbered').how).toEqual(['The UFAG C.I takes its photograph with a stall manoeuvre begun with its centre within half a ruler (17 cm) of the trench card; not once its observer is out of action.'])
    expect(goalOf('outnumbered').points.find((p) => p.team === 'allied')!.lines).toContain('+3 if at the end the photograph has not left the table')
  })

  it('003 Fireworks over the Front (lines 1262-1271): a balloon\'s states, the edges, and the one-sided win with its margins', () => {
    const g = goalOf('fireworks-over-the-front')
    expect(g.ends).toBe('The game ends when no Allied aeroplane is left on the table (shot down or gone off it).')
    expect(g.wins).toBe('The Allies win with more than 0 points (up to 7 points is a marginal victory; 12 points or more a decisive one); otherwise the Germans win.')
    expect(g.points).toHaveLength(1)
    expect(g.points[0].name).toBe('The Allies')
    expect(g.points[0].lines).toEqual([
      '+10 for each enemy balloon that is shot down',
      '+6 for each enemy balloon still on fire at the end, not destroyed',
      '+2 for each enemy balloon damaged at the end, neither destroyed nor on fire',
      '\u221215 for each own aeroplane that is shot down',
      '\u221212 for each own aeroplane that leaves the table by another edge',
      "\u22128 for each own aeroplane that leaves the table by its own side's edge, while a balloon is still up",
    ])
    expect(g.how).toEqual([])
  })

  it('003 Victory (lines 132-141): a duel is won by the last plane on the table; a scenario scored by 003\'s points (Dawn Patrols, lines 1068-1069) says them once for every side', () => {
    const duel = goalOf('duel-over-the-trenches')
    expect(duel.wins).toBe('The side with the last aeroplane on the table wins; with none left, it is a draw.')
    expect(duel.points).toEqual([])
    const dawn = goalOf('dawn-patrols')
    expect(dawn.wins).toBe('The side with more points wins; equal points, a draw.')
    expect(dawn.points).toEqual([{ team: '', name: 'Each side', heading: 'Each side scores', lines: ['+1 for each enemy aeroplane that leaves the table', '+2 for each enemy aeroplane that is shot down', '\u22121 for each own aeroplane that is shot down'] }])
  })

  it('003 A Hard Task (lines 1385-1389): a game that ends when no plane flies, a term of the whole game, and the bomb run at altitude 2 or less', () => {
    const g = goalOf('a-hard-task')
    expect(g.ends).toBe('The game ends when no German or Allied aeroplane is left on the table (shot down or gone off it).')
    const allies = g.points.find((p) => p.team === 'allied')!
    expect(allies.lines.slice(0, 3)).toEqual(['+8 if at the end bombs have hit the target', '\u22126 if at the end no bomb has hit the target', '+4 for each enemy balloon that is shot down'])
    expect(g.how).toEqual([
      'The Airco D.H.4 (Clayburn Atkey) bombs the target by passing over the centre of the target card during the card it drops its bombs after (Bombs, beside its plan), at altitude 2 or lower; not once its observer is out of action.',
    ])
  })

  it('003 Look Up!\'s variant (lines 1240-1249): scores kept separately, a damage term with its cap; and 004\'s turn limit ends the game', () => {
    const g = goalOf('look-up', 'two-players', { turnLimit: 10 })
    expect(g.ends).toBe('The game ends when no German aeroplane is left on the table (shot down or gone off it), or at the end of turn 10.')
    expect(g.wins).toBe('Each player scores for his own plane: the one with more points wins; equal points, a draw.')
    expect(g.points[0].lines[0]).toBe("+1 for each point of damage on the enemy's trenches and AA machine guns (at most 5 from each)")
  })

  it('a term of a balloon\'s observers (003 Bailing Out, lines 795-801; A Race against Time, line 1489)', () => {
    const g = goalOf('a-race-against-time')
    const germans = g.points.find((p) => p.team === 'central')!
    expect(germans.lines).toContain('\u22122 for each observer lost from an own balloon')
    expect(germans.lines).toContain('+1 for each turn an own balloon stays up with an observer aboard before it is ordered down')
  })

  it('a term of several named planes counts each; a damage term of its own pieces says so (the schema allows both)', () => {
    const nameOf = (id: string) => ({ a: 'Camel', b: 'SPAD XIII' })[id] ?? id
    expect(termWords({ team: 'x', points: 3, when: 'destroyed', of: 'enemy', planes: ['a', 'b'] }, nameOf)).toBe('+3 for each of the Camel and the SPAD XIII that is shot down')
    expect(termWords({ team: 'x', points: -1, when: 'damage', of: 'own', kinds: ['trench'] }, nameOf)).toBe("\u22121 for each point of damage on its own trenches")
  })

  it('every scenario and variant in the content is worded, each of its terms in a line', () => {
    for (const s of Object.values(content.scenarios)) {
      for (const v of [null, ...s.variants.map((x) => x.id)]) {
        const g = goalOf(s.id, v)
        const terms = (v ? s.variants.find((x) => x.id === v)!.score : undefined) ?? s.score
        expect(g.points.flatMap((p) => p.lines).length, `${s.id} ${v ?? ''}`).toBe(terms ? terms.terms.length : s.victory === 'score' ? 3 : 0)
        for (const line of [g.ends, g.wins, ...g.points.flatMap((p) => p.lines), ...g.how]) expect(line, `${s.id} ${v ?? ''}`).not.toMatch(/undefined|NaN|\s,|\s\s/)
      }
    }
  })
})
