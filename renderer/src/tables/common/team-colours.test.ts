import { describe, expect, it } from 'vitest'
import { deltaE2000, MACHADO_2009, parseHex, seenDifference, simulate, type Deficiency } from './colour-vision'
import { NEUTRAL_COLOURS, PALETTES, setTeamPalette, teamColour, teamPalette } from './team-colours'

const DEFICIENCIES: Deficiency[] = ['protanopia', 'deuteranopia', 'tritanopia']
/** CIEDE2000 at or above which the two teams read as different colours at a glance (2.3 is a just-noticeable difference) */
const TEAMS_APART = 30
/** a base stands out from the table's fields by at least this much */
const OFF_THE_TABLE = 10
/** the painted fields of the table (renderer/src/tables/card/scene/table-texture.ts: the ground, the fields, the ploughed strips and the woods) */
const FIELDS = ['#6f7f48', '#7f8c50', '#93894f', '#687a42', '#a09560', '#76874a', '#8a7c4c', '#5f7340', '#9c9a66', '#9c5a3c', '#8a4b33', '#3f5a2a', '#34502a']

describe('colour-vision simulation and difference', () => {
  it('computes CIEDE2000 as in Sharma, Wu and Dalal (2005), test pairs 1, 7 and 17', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4)
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4)
    expect(deltaE2000([50, 2.5, 0], [56, -27, -3])).toBeCloseTo(31.903, 3)
  })

  it('keeps greys grey under every Machado et al. (2009) matrix (each row sums to 1)', () => {
    for (const d of DEFICIENCIES) {
      for (const row of MACHADO_2009[d]) expect(row[0] + row[1] + row[2]).toBeCloseTo(1, 3)
      const grey = simulate([0.5, 0.5, 0.5], d)
      for (const c of grey) expect(c).toBeCloseTo(0.5, 2)
    }
  })

  it('makes red and green alike for protanopes and deuteranopes but not for tritanopes', () => {
    for (const d of ['protanopia', 'deuteranopia'] as const) expect(seenDifference('#d03020', '#708020', d)).toBeLessThan(15)
    expect(seenDifference('#d03020', '#708020', 'tritanopia')).toBeGreaterThan(30)
  })

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => parseHex('red')).toThrow(/not a #rrggbb colour/)
  })
})

describe('team colours', () => {
  it(`keeps the two teams apart (CIEDE2000 ≥ ${TEAMS_APART}) in the colour-blind-safe palette for protanopia, deuteranopia and tritanopia`, () => {
    const { allied, central } = PALETTES['colour-blind']
    expect(seenDifference(allied, central, null)).toBeGreaterThanOrEqual(TEAMS_APART)
    for (const d of DEFICIENCIES) expect(seenDifference(allied, central, d), d).toBeGreaterThanOrEqual(TEAMS_APART)
  })

  it(`keeps both safe team colours off the painted table (CIEDE2000 ≥ ${OFF_THE_TABLE} from every field) for every deficiency`, () => {
    for (const side of ['allied', 'central'])
      for (const d of [null, ...DEFICIENCIES]) for (const f of FIELDS) expect(seenDifference(PALETTES['colour-blind'][side], f, d), `${side} on ${f}, ${d ?? 'full colour'}`).toBeGreaterThanOrEqual(OFF_THE_TABLE)
  })

  it('keeps the neutral (no side) colour apart from both safe team colours', () => {
    for (const side of ['allied', 'central']) for (const d of [null, ...DEFICIENCIES]) expect(seenDifference(NEUTRAL_COLOURS['colour-blind'], PALETTES['colour-blind'][side], d)).toBeGreaterThanOrEqual(OFF_THE_TABLE)
  })

  it("shows where the standard palette fails: its two teams stay apart, but its red base melts into the table's ploughed fields for protanopes and deuteranopes", () => {
    const { allied, central } = PALETTES.standard
    // blue against red survives all three: the teams themselves are told apart
    for (const d of DEFICIENCIES) expect(seenDifference(allied, central, d), d).toBeGreaterThanOrEqual(TEAMS_APART)
    // the red base on the brown ploughed strips: under 5 for red-blind and green-blind players (under 2.3 is no visible difference)
    const worst = (d: Deficiency) => Math.min(...FIELDS.map((f) => seenDifference(central, f, d)))
    expect(worst('protanopia')).toBeLessThan(5)
    expect(worst('deuteranopia')).toBeLessThan(5)
    // the safe orange stays at least 2.5 times further off the fields in both
    const worstSafe = (d: Deficiency) => Math.min(...FIELDS.map((f) => seenDifference(PALETTES['colour-blind'].central, f, d)))
    for (const d of ['protanopia', 'deuteranopia'] as const) expect(worstSafe(d)).toBeGreaterThan(2.5 * worst(d))
  })

  it('colours by the palette in use, a given palette, or the neutral colour for no side', () => {
    try {
      expect(teamPalette()).toBe('standard')
      expect(teamColour('allied')).toBe(PALETTES.standard.allied)
      setTeamPalette('colour-blind')
      expect(teamColour('central')).toBe(PALETTES['colour-blind'].central)
      expect(teamColour('central', 'standard')).toBe(PALETTES.standard.central)
      expect(teamColour(undefined)).toBe(NEUTRAL_COLOURS['colour-blind'])
      setTeamPalette('nonsense' as never)
      expect(teamPalette()).toBe('standard')
    } finally {
      setTeamPalette('standard')
    }
  })
})
