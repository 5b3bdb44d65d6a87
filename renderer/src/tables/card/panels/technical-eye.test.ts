import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { publicView } from '../../../store/public-view'
import { eyeRows, lookedWhen } from './technical-eye'

/** 003 Technical eye (lines 985-989) at the table: the panel's rows, from the seat's own view only. */
function game() {
  const g = startGame([
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0, aceSkills: ['technical-eye'] },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
    { id: 'albatros', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 190, heading: 180 },
  ])
  const deck = g.state.decks.A.draw
  g.state.planes[1].damage.push(deck.pop()!)
  g.state.planes[1].damageTotal = 2
  return g
}

describe('the Technical eye panel (003 lines 985-989)', () => {
  it('offers the planes within a ruler; once used, says when again and shows the cards seen', () => {
    const g = game()
    const [row] = eyeRows(g.view('allied'), g.rules)
    expect(row).toMatchObject({ plane: 'camel', state: 'ready', looked: null })
    expect(row.targets.map((t) => t.id)).toEqual(['dr1'])
    g.apply({ type: 'look', seat: 'allied', plane: 'camel', target: 'dr1' })
    const [after] = eyeRows(g.view('allied'), g.rules)
    expect(after).toMatchObject({ state: 'spent', again: 3, targets: [] })
    expect(after.looked).toMatchObject({ target: 'dr1', cards: g.state.planes[1].damage, total: 2 })
    expect(lookedWhen(after.looked!)).toBe('turn 1, before the moves')
    expect(lookedWhen({ turn: 4, phase: 2 })).toBe('turn 4, after the moves of phase 2')
  })

  it('shows nothing to the other seat, the spectator, or a hotseat table shown to all', () => {
    const g = game()
    g.apply({ type: 'look', seat: 'allied', plane: 'camel', target: 'dr1' })
    expect(eyeRows(g.view('central'), g.rules)).toEqual([])
    expect(eyeRows(g.view(null), g.rules)).toEqual([])
    expect(eyeRows(publicView(g.view('allied')), g.rules)).toEqual([])
  })
})
