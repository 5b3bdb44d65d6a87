import { describe, expect, it } from 'vitest'
import { aceAbilitiesText, aceChips, aceSlotTag, aceUseText } from './ace-words'
import { describeEvent } from './event-text'

describe('the aces\' abilities in words (003 lines 962-967, 1175-1180)', () => {
  it('Daredevil (003 line 962): ready, then "used: again from turn N" while the blank counter is on the plane', () => {
    expect(aceChips(['daredevil'], undefined, 1)).toEqual([expect.objectContaining({ text: 'Daredevil: ready', spent: false })])
    expect(aceChips(['daredevil'], { daredevil: 3 }, 3)[0]).toMatchObject({ text: 'Daredevil used: again from turn 5', spent: true })
    expect(aceChips(['daredevil'], { daredevil: 3 }, 4)[0]).toMatchObject({ text: 'Daredevil used: again from turn 5', spent: true })
    expect(aceChips(['daredevil'], { daredevil: 3 }, 4)[0].title).toMatch(/until the end of turn 4/)
    expect(aceChips(['daredevil'], { daredevil: 3 }, 5)[0]).toMatchObject({ text: 'Daredevil: ready', spent: false })
  })

  it('004 Daredevil and Acrobat (lines 404, 420), "Only available once per dogfight": ready once, then used for good', () => {
    expect(aceChips(['daredevil-once'], undefined, 1)[0]).toMatchObject({ text: 'Daredevil, once a game: ready, once', spent: false })
    expect(aceChips(['acrobat-once'], { 'acrobat-once': 2 }, 9)[0]).toMatchObject({ text: 'Acrobat, once a game used (once a dogfight)', spent: true })
    expect(aceUseText(['daredevil-once'], 2)).toBe('uses Daredevil, once a game: not again this dogfight')
    expect(aceSlotTag(['acrobat-once'])).toBe('acrobatic')
    expect(describeEvent({ type: 'ace-ability', to: 'all', turn: 2, phase: 1, plane: 'nieuport', card: 'B09', ability: 'daredevil-once' }, { name: () => 'Nieuport 17', mine: () => false })).toBe("Nieuport 17's ace: Daredevil, two steep manoeuvres in a row, once a game")
  })

  it('Face to Face\'s ace Pfalz (003 lines 1175-1177): one chip, never spent; a plane with no ability has none', () => {
    expect(aceChips(['free-immelmann'], undefined, 7)).toEqual([expect.objectContaining({ text: 'Ace: no ↑ needed after ↓', spent: false })])
    expect(aceChips(undefined, undefined, 1)).toEqual([])
  })

  it('a card that uses an ability says so', () => {
    expect(aceUseText(['daredevil'], 2)).toBe('uses Daredevil: not again before turn 4')
    expect(aceUseText(['acrobatic'], 1)).toBe('uses Acrobatic pilot: not again before turn 3')
    expect(aceUseText(['free-immelmann'], 1)).toBe('no straight needed after the Immelmann (ace)')
    expect(aceUseText(undefined, 1)).toBe('')
    expect(aceSlotTag(['free-immelmann', 'daredevil'])).toBe('ace + daredevil')
  })
})

describe("every ability's chip (issue 28): ready or used for those with a counter, a plain chip for the others", () => {
  it('Perfect aim, once a turn (003 lines 991-992): used this turn, ready the next; the observer\'s counts on its own (the rear guns)', () => {
    expect(aceChips(['perfect-aim'], { 'perfect-aim': 4 }, 4)[0]).toMatchObject({ text: 'Perfect aim used this turn', spent: true })
    expect(aceChips(['perfect-aim'], { 'perfect-aim': 4 }, 5)[0]).toMatchObject({ text: 'Perfect aim: ready', spent: false })
    expect(aceChips([], { 'perfect-aim': 4 }, 4, { observer: ['perfect-aim'] })[0]).toMatchObject({ text: "Observer's Perfect aim: ready", who: 'observer', spent: false })
    expect(aceChips([], { 'perfect-aim-rear': 4 }, 4, { observer: ['perfect-aim'] })[0]).toMatchObject({ text: "Observer's Perfect aim used this turn", spent: true })
  })

  it('Sniper and Technical eye, a blank counter this turn and the next (003 lines 985-998)', () => {
    expect(aceChips(['sniper', 'technical-eye'], { sniper: 2 }, 3).map((c) => c.text)).toEqual(['Sniper used: again from turn 4', 'Technical eye: ready'])
  })

  it('Good at evading, once a game (003 lines 966-967): used for good once spent', () => {
    expect(aceChips(['good-at-evading'], undefined, 1)[0].text).toBe('Good at evading: ready, once')
    expect(aceChips(['good-at-evading'], undefined, 6, { spent: ['good-at-evading'] })[0]).toMatchObject({ text: 'Good at evading used (once a dogfight)', spent: true })
  })

  it('an ability with no counter is a plain chip whose tooltip gives its words and source', () => {
    const [c] = aceChips(['itchy-trigger'], undefined, 1)
    expect(c).toMatchObject({ text: 'Itchy trigger finger', spent: false })
    expect(c.title).toBe('Itchy trigger finger: fires first: its damage is dealt before anyone without the ability fires, and planes it downs do not fire back\nRule source: 003 lines 1000-1002')
  })
})

describe('the event log tells an ace\'s ability as its card is revealed', () => {
  const n = { name: (p: string) => (p === 'nieuport' ? 'Nieuport 17' : 'Pfalz D.III'), mine: () => false }
  it('Daredevil, with its blank counter; Face to Face\'s ace Pfalz, with none', () => {
    expect(describeEvent({ type: 'ace-ability', to: 'all', turn: 2, phase: 1, plane: 'nieuport', card: 'B09', ability: 'daredevil', again: 4 }, n)).toBe("Nieuport 17's ace: Daredevil, two steep manoeuvres in a row (a blank counter: not again before turn 4)")
    expect(describeEvent({ type: 'ace-ability', to: 'all', turn: 1, phase: 3, plane: 'pfalz', card: 'B10', ability: 'free-immelmann' }, n)).toBe("Pfalz D.III's ace: no straight after the Immelmann turn")
  })
})

describe("aceAbilitiesText: a scenario's aces in New game (003 Special abilities, lines 939-1031)", () => {
  it("says what each ability lets the pilot do, the bullet checker's too, and nothing for a pilot who is no ace", () => {
    expect(aceAbilitiesText(['daredevil'], true)).toMatch(/^Daredevil: may fly two steep manoeuvres in a row.*; bullet checker: its guns jam only on a card with a red cross/)
    expect(aceAbilitiesText(['free-immelmann'], false)).toMatch(/^no straight needed after an Immelmann turn or a Split-S/)
    expect(aceAbilitiesText(undefined, undefined)).toBeNull()
    expect(aceAbilitiesText([], false)).toBeNull()
  })
})
