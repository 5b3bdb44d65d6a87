import { describe, expect, it } from 'vitest'
import { describeEvent, type Narrator } from './event-text'

const n: Narrator = { name: (id) => ({ camel: 'Sopwith Camel', dr1: 'Fokker Dr.I' })[id] ?? id, mine: () => false }
const base = { to: 'all' as const, turn: 2, phase: 1 }

describe("the aces' firing in the log's words (003 lines 991-1023, 004 lines 358-360)", () => {
  it('Chivalrous attitude (003 lines 1021-1023): the explosion shown, the card drawn openly, and what came of it', () => {
    expect(describeEvent({ ...base, type: 'chivalrous-redraw', plane: 'dr1', by: 'camel', card: 'A48', redraw: 'A30', worth: 3, eliminated: false }, n)).toBe(
      "Chivalrous attitude: Sopwith Camel's explosion card (A48) on Fokker Dr.I is shown, and A30 drawn openly: a 3, taken instead of the explosion (its jam ignored)",
    )
    expect(describeEvent({ ...base, type: 'chivalrous-redraw', plane: 'dr1', by: 'camel', card: 'A48', redraw: 'A01', worth: 0, eliminated: true }, n)).toMatch(/A01 drawn openly: a 0, Fokker Dr.I is eliminated$/)
    expect(describeEvent({ ...base, type: 'fire-ignored', plane: 'dr1', by: 'camel', card: 'A36' }, n)).toMatch(/does not catch fire/)
  })

  it('Itchy trigger finger and the 004 aces: who fires first, and the shot a downed plane never fires', () => {
    expect(describeEvent({ ...base, type: 'fires-first', plane: 'camel', arc: 'front', target: 'dr1', why: 'itchy-trigger' }, n)).toBe('Itchy trigger finger: Sopwith Camel fires first at Fokker Dr.I, before anyone without it')
    expect(describeEvent({ ...base, type: 'fires-first', plane: 'camel', arc: 'front', target: 'dr1', why: 'ace-004' }, n)).toMatch(/an ace, fires first/)
    expect(describeEvent({ ...base, type: 'fires-after', plane: 'camel', arc: 'front', target: 'dr1' }, n)).toMatch(/lets the others firing at Fokker Dr.I fire first/)
    expect(describeEvent({ ...base, type: 'fire-lost', plane: 'dr1', arc: 'front', target: 'camel', by: 'camel', firerDown: true }, n)).toBe('Sopwith Camel fired first and downed Fokker Dr.I: its shot at Sopwith Camel is never fired')
  })

  it('Perfect aim (003 lines 991-992): the use told to all, the bonus to the target only', () => {
    expect(describeEvent({ ...base, type: 'perfect-aim', plane: 'camel', arc: 'front', target: 'dr1', again: 3 }, n)).toMatch(/^Perfect aim: Sopwith Camel takes the \+1 aim bonus at Fokker Dr.I .*not again before turn 3/)
    expect(describeEvent({ ...base, to: ['central'], type: 'aim-bonus', plane: 'camel', arc: 'front', target: 'dr1', phases: 1, cards: 2, perfectAim: true }, n)).toBe("Perfect aim: Sopwith Camel's 2 damaging cards each do one more")
  })
})
