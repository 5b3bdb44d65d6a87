import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { repeatCards, resolvedDraft } from './repeat-cards'

/** 003 Exceptional pilot (lines 972-981) in the planning panel: the blank "1" and "2" and where each may go. */
function spad(aceSkills: ['exceptional'] | [] = ['exceptional']) {
  const g = startGame([
    { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 100, y: 60, heading: 0, aceSkills },
    { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 180, heading: 180 },
  ])
  return { g, cp: g.rules.byId.get('spad')! }
}

describe('the "1" and "2" of an Exceptional pilot (003 lines 972-981)', () => {
  it('a draft is judged with each as the card it repeats', () => {
    expect(resolvedDraft(['A12', 'A01', '1'])).toEqual(['A12', 'A01', 'A12'])
    expect(resolvedDraft(['A05', '1', '2'])).toEqual(['A05', 'A05', 'A05'])
    expect(resolvedDraft([null, '1', null])).toEqual([null, null, null])
  })

  it('974: "the "1" as the second or third manoeuvre, the "2" as third"; 980: its restrictions are the card\'s', () => {
    const { cp } = spad()
    const [one0, two0] = repeatCards(cp, null, [null, null, null], 0, undefined)
    expect(one0.reason).toBe('the "1" goes second or third')
    expect(two0.reason).toBe('the "2" goes third')
    const [one1] = repeatCards(cp, null, ['A05', null, null], 1, undefined)
    expect(one1).toMatchObject({ reason: null, repeats: 'A05' })
    // a steep card repeated right after itself: two steep manoeuvres in a row
    const [steep] = repeatCards(cp, null, ['A09', null, null], 1, undefined)
    expect(steep.reason).toBe('two steep manoeuvres in a row')
    const [, two2] = repeatCards(cp, null, ['A01', 'A05', null], 2, undefined)
    expect(two2).toMatchObject({ reason: null, repeats: 'A05' })
    expect(repeatCards(cp, null, ['A01', null, null], 2, undefined)[1].reason).toBe('plan card 2 first')
  })

  it('no blank cards for a pilot who is not exceptional', () => {
    expect(repeatCards(spad([]).cp, null, [null, null, null], 1, undefined)).toEqual([])
  })
})
