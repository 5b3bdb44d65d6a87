import { describe, expect, it } from 'vitest'
import { arriving, planNumbers } from '../../../../../electron/testing/engine-helpers'
import { startGame } from '../../../../../electron/testing/fixtures'
import { eventsFor, viewFor } from '../../../../../shared/engine/view'
import { skippedFireNotes } from './fire-notes'

const names: Record<string, string> = { a: 'Camel', u: 'Dr.I', t: 'Dr.I 2' }
const name = (id: string) => names[id] ?? id

describe('003 Firing: a fire step skipped because nobody had a target is explained to the seat', () => {
  it('a Camel with the only enemy behind it is told, after each phase, that it is out of the fire arc', () => {
    // the Dr.I flies south, away from the Camel flying north: no one ever has a target this turn
    const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0), arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central' }, 100, 70, 180)])
    planNumbers(game, { a: [1, 2, 3], u: [1, 2, 3] })
    expect(game.state.step).toBe('planning')
    const played = eventsFor(game.events, 'allied')
    const notes = skippedFireNotes(game.rules, viewFor(game.state, 'allied'), 'allied', played, name)
    // one note per phase, each after the movement of its phase
    expect([...notes.values()]).toEqual([['Camel has no shot: Dr.I out of the fire arc'], ['Camel has no shot: Dr.I out of the fire arc'], ['Camel has no shot: Dr.I out of the fire arc']])
    for (const i of notes.keys()) expect(['moved', 'bumped', 'exited']).toContain(played[i].type)
    // the German seat's plane had no shot either, but that is told to its own seat only
    expect(skippedFireNotes(game.rules, viewFor(game.state, null), null, eventsFor(game.events, null), name).size).toBe(0)
  })

  it('no note while the next event of the phase has not been played, nor for a phase with a fire step', () => {
    const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 120, 0)])
    planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    expect(game.state.step).toBe('firing')
    const played = eventsFor(game.events, 'allied')
    expect(skippedFireNotes(game.rules, viewFor(game.state, 'allied'), 'allied', played, name).size).toBe(0)
    const cut = played.findIndex((e) => e.type === 'fire-options')
    expect(skippedFireNotes(game.rules, viewFor(game.state, 'allied'), 'allied', played.slice(0, cut), name).size).toBe(0)
  })
})

describe('003 Altitude (lines 367-371): a skipped fire step says when the levels rule the shot out', () => {
  it('003 lines 369-371: "at two or more levels of difference, can\'t fire each other": the Camel at level 1 is told the Dr.I at 3 is out of reach', () => {
    // the same chase as a fire step above, but two levels apart: no one has a target, so the step is skipped
    const game = startGame(
      [arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', altitude: 1 }, 100, 100, 0), arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central', altitude: 3 }, 100, 120, 0)],
      { options: { altitude: true } },
    )
    planNumbers(game, { a: [1, 2, 3], u: [1, 2, 3] })
    expect(game.state.step).toBe('planning')
    const notes = skippedFireNotes(game.rules, viewFor(game.state, 'allied'), 'allied', eventsFor(game.events, 'allied'), name)
    expect([...notes.values()][0]).toEqual(['Camel has no shot: Dr.I 2 levels apart: no shot'])
  })
})

describe('003 Altitude: each skipped phase is judged at the levels of that phase', () => {
  it('003 lines 325-327 and 369-371: the Camel two levels below the Dr.I, then one after a climb in phase 2', () => {
    const game = startGame(
      [arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', altitude: 1 }, 100, 100, 0), arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central', altitude: 3 }, 100, 120, 0)],
      { options: { altitude: true } },
    )
    // a climb counter already: the climb in phase 2 takes the Camel (climb rate 2) up to level 2
    const alt = game.state.planes[0].effects!.alt!
    alt.climbs = 1
    alt.turnStart.climbs = 1
    planNumbers(game, { a: [1, 19, 3], u: [1, 2, 3] })
    expect(game.state.planes[0].effects!.alt!.level).toBe(2)
    const notes = skippedFireNotes(game.rules, viewFor(game.state, 'allied'), 'allied', eventsFor(game.events, 'allied'), name)
    expect([...notes.values()]).toEqual([
      ['Camel has no shot: Dr.I 2 levels apart: no shot'],
      ['Camel has no shot: Dr.I one level apart and beyond half a ruler: no shot'],
      ['Camel has no shot: Dr.I one level apart and beyond half a ruler: no shot'],
    ])
  })
})

describe('003 Ground fire (lines 712-732): pieces in a skipped fire step', () => {
  it("an AA machine gun whose only enemy flies away behind it is told why; the enemy's trench stands as a target to the Camel's note, not to the gun's (it fires at what flies)", () => {
    // the Dr.I flies south, away from the Camel and the AA machine gun facing north; the trench lies far behind the Camel
    const game = startGame([
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0),
      { id: 'mg', aircraft: 'aamg-a', team: 'allied', x: 40, y: 120, heading: 0 },
      arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central' }, 100, 70, 180),
      { id: 'tr', aircraft: 'trench', team: 'central', x: 100, y: 10, heading: 180 },
    ])
    planNumbers(game, { a: [1, 2, 3], u: [1, 2, 3] })
    expect(game.state.step).toBe('planning')
    const notes = [...skippedFireNotes(game.rules, viewFor(game.state, 'allied'), 'allied', eventsFor(game.events, 'allied'), name).values()]
    expect(notes).toHaveLength(3)
    expect(notes[0]).toEqual(['Camel has no shot: Dr.I out of the fire arc; tr out of the fire arc', 'mg has no shot: Dr.I out of the fire arc'])
  })
})
