import { describe, expect, it } from 'vitest'
import { acrobatOf } from './acrobatic-pilot'
import { daredevilOf } from './daredevil'
import { waiverOf, waiverSets } from './manoeuvres'

// the plans flown with these abilities are tested in manoeuvres.test.ts (planning, reveal, counters) and once-a-dogfight.test.ts
describe('Daredevil (003 lines 959-962; 004 line 404) and Acrobatic pilot (003 lines 964-965; 1175-1177; 004 line 420)', () => {
  it('959: "Can do two steep manoeuvres in a row": the Daredevil lifts the steep rule, the two-turn one before the once-a-game one', () => {
    expect(daredevilOf(['daredevil'])).toBe('daredevil')
    expect(daredevilOf(['daredevil-once', 'daredevil'])).toBe('daredevil')
    expect(daredevilOf(['daredevil-once'])).toBe('daredevil-once')
    expect(daredevilOf(['acrobatic', 'sniper'])).toBeNull()
    expect(waiverOf(['daredevil'])).toEqual({ steep: true, straightAfter: false })
  })

  it('964: "Can do an Immelmann turn without having to do a straight after it": the acrobat lifts the straight after, Face to Face\'s ace with no limit first', () => {
    expect(acrobatOf(['acrobatic', 'free-immelmann'])).toBe('free-immelmann')
    expect(acrobatOf(['acrobat-once'])).toBe('acrobat-once')
    expect(acrobatOf(['daredevil'])).toBeNull()
    expect(waiverOf(['acrobat-once'])).toEqual({ steep: false, straightAfter: true })
  })

  it('a card that needs both uses both; the fewest first', () => {
    expect(waiverSets(['daredevil', 'acrobatic'])).toEqual([['acrobatic'], ['daredevil'], ['acrobatic', 'daredevil']])
    expect(waiverSets(['technical-eye'])).toEqual([])
  })
})
