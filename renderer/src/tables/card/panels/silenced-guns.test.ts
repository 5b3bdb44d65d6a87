import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { silencedGuns } from './silenced-guns'

describe('silencedGuns: the guns a wound silences, for their own seat (003 Special Damage)', () => {
  function game(options = { specialDamage: true }) {
    return startGame(
      [
        { id: 'dh', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 40, heading: 0 },
        { id: 'dr', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 70, heading: 180 },
      ],
      { options },
    )
  }

  it('names none for a plane unhurt, and none in the basic game', () => {
    const g = game()
    expect(silencedGuns(g.rules, g.view('allied'), 'dh')).toEqual({})
    const basic = game({ specialDamage: false })
    expect(silencedGuns(basic.rules, basic.view('allied'), 'dh')).toEqual({})
  })

  it("a wounded observer silences the rear guns; a wounded pilot just after a steep card the front ones", () => {
    const g = game()
    const dh = g.state.planes[0]
    dh.effects!.observerWounded = true
    expect(silencedGuns(g.rules, g.view('allied'), 'dh')).toEqual({ rear: 'the observer is wounded: the rear guns are silent' })
    dh.effects!.wounds = 1
    dh.last = { steep: true, straight: false, immelmann: false }
    const s = silencedGuns(g.rules, g.view('allied'), 'dh')
    expect(s.front).toMatch(/pilot is wounded: no forward fire just after a steep/)
    expect(s.rear).toBeDefined()
    // another seat's view holds only the public effects: it cannot tell
    expect(silencedGuns(g.rules, g.view('central'), 'dh')).toEqual({})
  })
})
