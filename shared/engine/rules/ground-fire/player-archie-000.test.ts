/**
 * 000 Player Controlled Archie (document 000, lines 520-530), option playerArchie000, with guns placed by their players
 * (groundFire.aa 'player'): where it plays differently from 003's AA guns (player-aa.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType, planeOf } from '../../../../electron/testing/engine-helpers'
import type { PlaneSpec } from '../../../../electron/testing/fixtures'
import { cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'
import type { Game } from '../../game'
import type { RulesOptions } from '../../types'
import { stackDeck } from '../../damage'

const ARCHIE: Partial<RulesOptions> = { playerArchie000: true }
const shell = cardWith('C', 8, ['smoke'])
function game(extra: PlaneSpec[] = [], options: Partial<RulesOptions> = ARCHIE, altitude?: number): Game {
  const planes: PlaneSpec[] = [{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90, ...(altitude ? { altitude } : {}) }, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1, ...extra]
  return start(planes, options, (s) => (s.groundFire = { aa: 'player' }))
}
function archie(g: Game, at: { x: number; y: number } | null, more: { level?: number } = {}) {
  return g.apply({ type: 'archie', seat: planeOf(g, 'gun').seat, plane: 'gun', at, ...more })
}
const drachen = (team: 'allied' | 'central', x: number, y: number): PlaneSpec => ({ id: `drachen-${team}`, aircraft: 'parseval-sigsfeld-drachen', team, x, y, heading: 0 })

describe('000 Player Controlled Archie: "place an Archie fire marker anywhere on the table within a range of 2 rulers distance except directly above the Archie base ... (minimum level 1, maximum level 5)" (lines 524-526)', () => {
  it('with altitude the marker reaches 2 rulers at every level, 1 to 5 (003: 1.5 at 2 ... over the card at 5), and never over the gun card', () => {
    const r = start([FAR_DR1], {}).rules.ruler
    for (const level of [2, 4, 5]) {
      const g = game([], { ...ARCHIE, altitude: true }, 1)
      phaseOfStraights(g)
      expect(() => archie(g, { x: 500, y: 500 + 2 * r + 1 }, { level })).not.toThrow()
    }
    const far = game([], { ...ARCHIE, altitude: true }, 1)
    phaseOfStraights(far)
    expect(() => archie(far, { x: 500, y: 500 + 2 * r + 1.25 + 0.5 }, { level: 3 })).toThrow(/within 2 rulers/)
    const over = game([], { ...ARCHIE, altitude: true }, 1)
    phaseOfStraights(over)
    expect(() => archie(over, { x: 500, y: 500 }, { level: 5 })).toThrow(/directly above the Archie base/)
    expect(() => archie(over, { x: 500, y: 500 }, { level: 1 })).toThrow(/directly above the Archie base/)
  })

  it('without the option 003 plays: at level 4 the reach is half a ruler', () => {
    const g = game([], { altitude: true }, 1)
    phaseOfStraights(g)
    expect(() => archie(g, { x: 500, y: 500 + 2 * g.rules.ruler + 1 }, { level: 4 })).toThrow(/0.5 ruler/)
  })
})

describe('000 Player Controlled Archie has no balloon rules: "if one or more airplanes (friend or foe) overlap ... each of them takes a C damage card" (line 528)', () => {
  it('the marker may go on a friendly balloon and past balloons (003 lines 702, 705-706 refuse both)', () => {
    const g = game([drachen('central', 500, 440)])
    phaseOfStraights(g)
    expect(() => archie(g, { x: 500, y: 440 })).not.toThrow()
    const past = game([drachen('allied', 500, 470)])
    phaseOfStraights(past)
    expect(() => archie(past, { x: 500, y: 445 })).not.toThrow()
  })

  it('a balloon within half a ruler of the burst takes no card (003 line 704: it takes a C card)', () => {
    const g = game([drachen('allied', 530, 460)])
    phaseOfStraights(g)
    stackDeck(g.state, 'C', [shell])
    const events = archie(g, { x: 530, y: 460 + g.rules.byId.get('drachen-allied')!.shape.depth / 2 + 1.25 + 5 })
    expect(eventsOfType(events, 'archie-burst').map((e) => e.hit)).toEqual([[]])
    expect(planeOf(g, 'drachen-allied').damage).toEqual([])
  })
})
