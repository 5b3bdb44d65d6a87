/**
 * 000 Player Controlled Archie (document 000, lines 520-530), option playerArchie000, with guns placed by their players
 * (groundFire.aa 'player'): where it plays differently from 003's AA guns (player-aa.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType, planeOf } from '../../../../electron/testing/engine-helpers'
import type { PlaneSpec } from '../../../../electron/testing/fixtures'
import { cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'
import type { Game } from '../../game'
import type { GameSetup, RulesOptions } from '../../types'
import { scenarioSetup } from '../../setup'
import { content } from '../../../../electron/testing/fixtures'
import { stackDeck } from '../../damage'

const ARCHIE: Partial<RulesOptions> = { playerArchie000: true }
const shell = cardWith('C', 8, ['smoke'])
function game(extra: PlaneSpec[] = [], options: Partial<RulesOptions> = ARCHIE, altitude?: number): Game {
  const planes: PlaneSpec[] = [{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90, ...(altitude ? { altitude } : {}) }, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1, ...extra]
  return start(planes, options, (s) => {
    s.groundFire = { aa: 'player' }
    // "that player may not fly any aircraft" (line 518): the gun has a seat of its own
    if (options.playerArchie000) archieSeat(s)
  })
}
/** The German gun laid from a seat of its own, as New game seats it under 000's Player Controlled Archie. */
function archieSeat(s: GameSetup): void {
  s.seats.push({ id: 'central-archie', name: 'German Archie', team: 'central' })
  s.planes.find((p) => p.id === 'gun')!.seat = 'central-archie'
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
  it('the marker may go on a friendly balloon and past balloons (003 lines 702-703, 706-708 refuse both)', () => {
    const g = game([drachen('central', 500, 440)])
    phaseOfStraights(g)
    expect(() => archie(g, { x: 500, y: 440 })).not.toThrow()
    const past = game([drachen('allied', 500, 470)])
    phaseOfStraights(past)
    expect(() => archie(past, { x: 500, y: 445 })).not.toThrow()
  })

  it('a balloon within half a ruler of the burst takes no card (003 lines 704-706: it takes a C card)', () => {
    const g = game([drachen('allied', 530, 460)])
    phaseOfStraights(g)
    stackDeck(g.state, 'C', [shell])
    const events = archie(g, { x: 530, y: 460 + g.rules.byId.get('drachen-allied')!.shape.depth / 2 + 1.25 + 5 })
    expect(eventsOfType(events, 'archie-burst').map((e) => e.hit)).toEqual([[]])
    expect(planeOf(g, 'drachen-allied').damage).toEqual([])
  })
})

describe('000: "Archie can be player controlled in which case that player may not fly any aircraft" (line 518)', () => {
  it('a game whose seat lays the gun and flies an aircraft is refused as it starts, naming both', () => {
    const planes: PlaneSpec[] = [{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90 }, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1]
    expect(() => start(planes, ARCHIE, (s) => (s.groundFire = { aa: 'player' }))).toThrow(/may not fly any aircraft.*"gun".*"dr1"/)
    // the solo rules lay it: no player, nothing to refuse; 003's player-laid guns: the same player may fly
    expect(() => start(planes, ARCHIE, (s) => (s.groundFire = { aa: 'solo' }))).not.toThrow()
    expect(() => start(planes, {}, (s) => (s.groundFire = { aa: 'player' }))).not.toThrow()
  })

  it("a scenario's AA guns get a seat of their own, which flies nothing (Look Up!)", () => {
    const setup = scenarioSetup(content, { scenario: 'look-up', options: ARCHIE, groundFire: { aa: 'player' } })
    const guns = setup.planes.filter((p) => p.kind === 'aa-gun')
    expect(guns.length).toBeGreaterThan(0)
    const seat = setup.seats.find((s) => s.id === guns[0].seat)!
    expect(seat).toMatchObject({ id: `${guns[0].team}-archie` })
    expect(guns.every((g) => g.seat === seat.id)).toBe(true)
    expect(setup.planes.filter((p) => p.seat === seat.id && !p.kind)).toEqual([])
    // without the option they stay with their team's seat
    const plain = scenarioSetup(content, { scenario: 'look-up', options: { playerArchie000: false }, groundFire: { aa: 'player' } })
    expect(plain.seats.map((s) => s.id)).not.toContain(`${guns[0].team}-archie`)
  })
})
