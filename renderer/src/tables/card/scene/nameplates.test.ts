import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../../../electron/testing/fixtures'
import { publicView } from '../../../store/public-view'
import { damageShare, effectTagWords, nameplatesFor, pieceShowsPlate, plannedPlane, plateStateTag, shortPieceName } from './nameplates'
import { teamColour } from '../../common/team-colours'

/** A duel with damage already taken: the Camel holds two cards (3 points), the Dr.I one (2 points). */
function damagedDuel() {
  const game = startGame([
    { id: 'a1', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
    { id: 'a2', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 40, heading: 0 },
    { id: 'c1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180 },
  ])
  const [a1, , c1] = game.state.planes
  a1.damage = [...a1.damage, 'x', 'y']
  a1.damageTotal = 3
  c1.damage = [...c1.damage, 'z']
  c1.damageTotal = 2
  return game
}

describe('nameplates (003: damage cards are kept face down, their total secret to the plane’s owner)', () => {
  it("show a seat its own planes' damage against their damage points, and only the card count of the enemy's", () => {
    const game = damagedDuel()
    const plates = nameplatesFor(game.view('allied'), content)
    const camel = content.aircraft['sopwith-camel']
    expect(plates.map((p) => p.name)).toEqual(['Sopwith Camel 1', 'Sopwith Camel 2', 'Fokker Dr.I'])
    expect(plates[0]).toMatchObject({ mine: true, damage: { total: 3, of: camel.damagePoints }, cards: 2, colour: teamColour('allied') })
    expect(plates[1]).toMatchObject({ mine: true, damage: { total: 0, of: camel.damagePoints }, cards: 0 })
    expect(plates[2]).toMatchObject({ mine: false, damage: null, cards: 1, colour: teamColour('central') })
  })

  it('show the other seat the mirror image: its Dr.I damaged, the Camels as face-down cards only', () => {
    const plates = nameplatesFor(damagedDuel().view('central'), content)
    expect(plates[2]).toMatchObject({ mine: true, damage: { total: 2, of: content.aircraft['fokker-dr-i'].damagePoints } })
    expect(plates[0]).toMatchObject({ mine: false, damage: null, cards: 2 })
    expect(plates[1]).toMatchObject({ mine: false, damage: null, cards: 0 })
  })

  it('show a spectator, and the screen while it is handed over, no damage total at all', () => {
    const game = damagedDuel()
    for (const v of [game.view(null), publicView(game.view('allied'))]) {
      const plates = nameplatesFor(v, content)
      expect(plates.every((p) => p.damage === null && !p.mine)).toBe(true)
      expect(plates.map((p) => p.cards)).toEqual([2, 0, 1])
    }
  })

  it('show every total once the game is over', () => {
    const game = damagedDuel()
    game.state.step = 'over'
    const plates = nameplatesFor(game.view(null), content)
    expect(plates.map((p) => p.damage?.total)).toEqual([3, 0, 2])
  })

  it('fill the damage bar by the share of damage points taken, never past full', () => {
    expect(damageShare({ total: 3, of: 12 })).toBe(0.25)
    expect(damageShare({ total: 20, of: 12 })).toBe(1)
    expect(damageShare({ total: 0, of: 0 })).toBe(0)
  })
})

describe('the plane being planned', () => {
  it("is the seat's chosen plane, else its first plane still to plan; none for another seat's plane or a spectator", () => {
    const game = damagedDuel()
    const v = game.view('allied')
    expect(plannedPlane(v, 'allied', null)).toBe('a1')
    expect(plannedPlane(v, 'allied', 'a2')).toBe('a2')
    expect(plannedPlane(v, 'allied', 'c1')).toBe('a1')
    expect(plannedPlane(game.view(null), null, 'a1')).toBeNull()
  })

  it('moves on once the chosen plane is committed, and is none outside the planning step', () => {
    const game = damagedDuel()
    const cards = [...game.rules.byId.get('a1')!.cards.values()].filter((c) => c.card.straight).map((c) => c.card.id)
    game.apply({ type: 'plan', seat: 'allied', plane: 'a1', cards: cards.slice(0, 3) })
    expect(plannedPlane(game.view('allied'), 'allied', 'a1')).toBe('a2')
    expect(plannedPlane({ ...game.view('allied'), step: 'firing' } as never, 'allied', 'a2')).toBeNull()
  })
})

describe("nameplates with 003's optional rules: the public effects, never the secret ones", () => {
  function effectsDuel() {
    const game = startGame(
      [
        { id: 'a1', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
        { id: 'c1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180 },
      ],
      { options: { specialDamage: true, aim: true, disruption: true } },
    )
    const [a1, c1] = game.state.planes
    a1.effects!.smoke = 2
    a1.effects!.aim.front = { target: 'c1', phases: 2 }
    a1.effects!.rudder = { dir: 'left', turn: 2 }
    c1.effects!.flame = 3
    c1.effects!.wounds = 1
    return game
  }

  it('tag smoke and flame counters and a run of aimed fire, to every seat and a spectator', () => {
    const game = effectsDuel()
    for (const v of [game.view('allied'), game.view('central'), game.view(null)]) {
      const [a1, c1] = nameplatesFor(v, content)
      expect(a1).toMatchObject({ smoke: 2, flame: 0, aim: [{ arc: 'front', target: 'c1', targetName: 'Fokker Dr.I', phases: 2 }] })
      expect(c1).toMatchObject({ smoke: 0, flame: 3, aim: [] })
      expect(effectTagWords(a1).map((t) => t.text)).toEqual(['smoke 2', 'aiming at Fokker Dr.I ×2'])
      expect(effectTagWords(c1).map((t) => t.text)).toEqual(['fire 3'])
    }
  })

  it('say nothing in the basic game', () => {
    const plates = nameplatesFor(damagedDuel().view('allied'), content)
    expect(plates.every((p) => effectTagWords(p).length === 0)).toBe(true)
  })

  it('a screen handed over keeps only the public effects (publicView drops the rudder and the wounds)', () => {
    const game = effectsDuel()
    const own = game.view('allied').planes[0].effects as { rudder?: unknown }
    expect(own.rudder).toEqual({ dir: 'left', turn: 2 })
    const pub = publicView(game.view('allied'))
    expect(pub.planes[0].effects).toMatchObject({ smoke: 2, flame: 0, aim: { front: { target: 'c1', phases: 2 }, rear: null }, tail: null })
    expect(pub.planes[0].effects).not.toHaveProperty('rudder')
    // exactly what the host shows a spectator
    expect(pub.planes.map((p) => p.effects)).toEqual(game.view(null).planes.map((p) => p.effects))
  })
})

describe('nameplates under 003 Altitude (lines 306-308: pegs show the level, climb counters stand on the control panel)', () => {
  it('003 lines 306-308, 325-327: every seat and a spectator read each plane\'s level and climb counters', () => {
    const game = startGame(
      [
        { id: 'a1', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 1 },
        { id: 'c1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180, altitude: 3 },
      ],
      { options: { altitude: true } },
    )
    game.state.planes[0].effects!.alt!.climbs = 1
    for (const v of [game.view('allied'), game.view('central'), game.view(null), publicView(game.view('allied'))]) {
      const [a1, c1] = nameplatesFor(v, content)
      expect(a1.alt).toEqual({ level: 1, climbs: 1, climbRate: content.aircraft['sopwith-camel'].climbRate })
      expect(c1.alt).toEqual({ level: 3, climbs: 0, climbRate: content.aircraft['fokker-dr-i'].climbRate })
    }
  })

  it('say no level without the altitude rules', () => {
    expect(nameplatesFor(damagedDuel().view('allied'), content).every((p) => p.alt === null)).toBe(true)
  })
})

describe('plates of balloons and ground pieces (issue 13; 003 lines 530-777)', () => {
  it('a piece is named short ("AA MG (A)") with its state; a plane\'s plate is as before; a ground piece\'s public damage shows to all', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 20, y: 60, heading: 0 },
      { id: 'mg', aircraft: 'aamg-a', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dr', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 100, y: 160, heading: 180 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 180, y: 190, heading: 180 },
    ])
    game.state.planes.find((p) => p.id === 'mg')!.status = 'silenced'
    const plates = nameplatesFor(game.view('central'), content)
    const mg = plates.find((p) => p.id === 'mg')!
    expect(mg.name).toBe('AA MG (A)')
    expect(mg.piece).toEqual({ kind: 'aamg', state: 'silenced' })
    expect(mg.damage).toEqual({ total: 0, of: 5 })
    expect(plates.find((p) => p.id === 'dr')!.piece).toEqual({ kind: 'balloon', state: 'up' })
    expect(plates.find((p) => p.id === 'camel')!.piece).toBeUndefined()
    expect(shortPieceName('Anti-aircraft gun 2')).toBe('AA gun 2')
    expect(shortPieceName('Parseval-Sigsfeld Drachen 1')).toBe('Drachen 1')
    expect(['standing', 'silenced', 'landed', 'shot-down', 'exploded'].filter(pieceShowsPlate)).toEqual(['standing', 'silenced'])
  })

  it('names a state beside a piece only where it is not as placed: not "target" beside a target card named Target', () => {
    const game = startGame([
      { id: 'ufag', aircraft: 'ufag-c-i', team: 'central', x: 50, y: 20, heading: 0 },
      { id: 'target', aircraft: 'target', team: 'allied', x: 50, y: 100, heading: 180 },
      { id: 'dr', aircraft: 'parseval-sigsfeld-drachen', team: 'allied', x: 100, y: 160, heading: 180 },
      { id: 'mg', aircraft: 'aamg-a', team: 'allied', x: 100, y: 40, heading: 0 },
    ])
    game.state.planes.find((p) => p.id === 'mg')!.status = 'silenced'
    const plates = nameplatesFor(game.view('central'), content)
    const tag = (id: string) => plateStateTag(plates.find((p) => p.id === id)!.piece)
    expect(plates.find((p) => p.id === 'target')!.piece).toEqual({ kind: 'target', state: 'target' })
    expect(tag('target')).toBeNull()
    expect(tag('dr')).toBeNull()
    expect(tag('mg')).toBe('silenced')
    expect(tag('ufag')).toBeNull()
    expect(plateStateTag({ state: 'burning (2 flames)' })).toBe('burning (2 flames)')
  })
})

describe("nameplates: an ace's blank counter (003 lines 962-967: \"Use a blank counter to show when you use the ability\")", () => {
  it("is on the plate for every seat while it stays on the plane (the turn used and the next), and gone after", () => {
    const game = startGame([
      { id: 'nieuport', aircraft: 'nieuport-17-twin', team: 'allied', x: 100, y: 40, heading: 0, aceSkills: ['daredevil', 'free-immelmann'] },
      { id: 'pfalz', aircraft: 'pfalz-d-iii', team: 'central', x: 100, y: 160, heading: 180 },
    ])
    const tags = (seat: string | null) => effectTagWords(nameplatesFor(game.view(seat), content)[0])
    // not used yet: each ability by its name (issue 28: every ability on the plate, its words in the tooltip)
    expect(tags('central').map((t) => [t.text, t.cls])).toEqual([
      ['Daredevil', 'ace'],
      ['Ace: no ↑ needed after ↓', 'ace'],
    ])
    game.state.planes[0].aceUsed = { daredevil: 1 }
    for (const seat of ['allied', 'central', null]) expect(tags(seat).map((t) => t.text)).toEqual(['Daredevil used: again from turn 3', 'Ace: no ↑ needed after ↓'])
    game.state.turn = 2
    expect(tags('central').map((t) => t.text)[0]).toBe('Daredevil used: again from turn 3')
    game.state.turn = 3
    expect(tags('central').map((t) => t.text)[0]).toBe('Daredevil')
  })
})

describe("nameplates: every ability of the pilot and the observer, and the crew's names (issue 28)", () => {
  it('a plain tag for an ability with no counter, its words in the tooltip; the observer\'s said so; the names under the plane\'s', () => {
    const game = startGame([
      { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 40, heading: 0, aceSkills: ['itchy-trigger'], observerSkills: ['sniper'], crew: { pilot: 'Capt. Ball', observer: 'Sgt. Hall' } },
      { id: 'pfalz', aircraft: 'pfalz-d-iii', team: 'central', x: 100, y: 160, heading: 180 },
    ])
    const [dh4, pfalz] = nameplatesFor(game.view('central'), content)
    expect(effectTagWords(dh4).map((t) => t.text)).toEqual(['Itchy trigger finger', "Observer's Sniper"])
    expect(effectTagWords(dh4)[0].title).toMatch(/^Itchy trigger finger: fires first/)
    expect(dh4.crew).toBe('Capt. Ball · Sgt. Hall')
    expect(pfalz.crew).toBeUndefined()
    expect(effectTagWords(pfalz)).toEqual([])
  })
})
