import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../../../electron/testing/fixtures'
import { publicView } from '../../../store/public-view'
import { damageShare, deOverlapPlates, effectTagWords, nameplatesFor, nearestOnBox, pieceShowsPlate, plannedPlane, shortPieceName, type PlateShift, type PlateToPlace, type ScreenBox, type ScreenObstacle, placePlates, belowCeiling } from './nameplates'
import { withinSides } from '../../common/scene/within-sides'
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

describe('nameplate de-overlap (issue 9: plates of planes close together never cover each other)', () => {
  const plate = (id: string, x: number, y: number, width = 100, height = 30): PlateToPlace => ({ id, x, y, width, height })
  const boxOf = (p: PlateToPlace, s: PlateShift): ScreenBox => ({ left: p.x + s.dx - p.width / 2, right: p.x + s.dx + p.width / 2, top: p.y + s.dy - p.height, bottom: p.y + s.dy })
  const overlaps = (a: ScreenBox, b: ScreenBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

  it('leaves plates that do not touch where they stand', () => {
    const shifts = deOverlapPlates([plate('a', 100, 100), plate('b', 400, 100)])
    expect(shifts.get('a')).toEqual({ dx: 0, dy: 0 })
    expect(shifts.get('b')).toEqual({ dx: 0, dy: 0 })
  })

  it('keeps the lower plate in place and moves the higher one clear of it, a short way', () => {
    const a = plate('a', 200, 200)
    const b = plate('b', 210, 190)
    const shifts = deOverlapPlates([b, a])
    expect(shifts.get('a')).toEqual({ dx: 0, dy: 0 })
    const s = shifts.get('b')!
    expect(overlaps(boxOf(a, shifts.get('a')!), boxOf(b, s))).toBe(false)
    // the nearest free spot: just above (about 20 px up plus the gap), not across the screen
    expect(Math.hypot(s.dx, s.dy)).toBeLessThan(40)
  })

  it('settles a cluster of five plates on one spot with none over another', () => {
    const ps = Array.from({ length: 5 }, (_, i) => plate(`p${i}`, 300 + i * 4, 300 - i * 3, 120, 34))
    const shifts = deOverlapPlates(ps, [], { maxShift: 400, tries: 40 })
    const boxes = ps.map((p) => boxOf(p, shifts.get(p.id)!))
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j]), `${i} and ${j}`).toBe(false)
  })

  it("keeps off obstacles (a ghost's warning label, another plane's base) but may cover its own plane's base", () => {
    const a = plate('a', 200, 200)
    const label: ScreenBox = { left: 150, right: 260, top: 180, bottom: 196 }
    const shifted = deOverlapPlates([a], [label]).get('a')!
    expect(overlaps(boxOf(a, shifted), label)).toBe(false)
    expect(deOverlapPlates([a], [{ ...label, owner: 'a' }]).get('a')).toEqual({ dx: 0, dy: 0 })
  })

  it('goes under its own plane, pointing up, when another plane stands just above it (beside it would read as the other’s)', () => {
    // its plane drawn at 160-240 x 200-260; the plate's spot over it is the other plane's base, and beside it too
    const own: ScreenObstacle = { left: 160, right: 240, top: 200, bottom: 260, owner: 'a' }
    const other: ScreenObstacle = { left: 60, right: 340, top: 120, bottom: 195, owner: 'b' }
    const a = plate('a', 200, 192)
    const s = deOverlapPlates([a], [own, other]).get('a')!
    expect(s.under).toBe(true)
    expect(s.dx).toBe(0)
    const box = boxOf(a, s)
    expect(box.top).toBeGreaterThanOrEqual(own.bottom)
    expect(overlaps(box, other)).toBe(false)
    // with the place above free, it stays there
    expect(deOverlapPlates([a], [own]).get('a')).toEqual({ dx: 0, dy: 0 })
  })

  it('goes no further than its limit: where nothing is free it takes the spot that covers least', () => {
    const a = plate('a', 200, 200)
    const wall: ScreenBox = { left: -1000, right: 1000, top: -1000, bottom: 1000 }
    const s = deOverlapPlates([a], [wall], { maxShift: 50 }).get('a')!
    expect(Math.hypot(s.dx, s.dy)).toBeLessThanOrEqual(50)
  })

  it('meets the leader line at the point of the box nearest the plane', () => {
    const box = { left: 10, right: 50, top: 10, bottom: 30 }
    expect(nearestOnBox(box, 30, 60)).toEqual([30, 30])
    expect(nearestOnBox(box, 0, 20)).toEqual([10, 20])
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

describe('plates of pieces keep their places, and no plate goes under the bar (issue 26)', () => {
  // two AA guns side by side, their plates overlapping where they stand, and a plane passing near them
  const guns: PlateToPlace[] = [
    { id: 'aa-left', x: 300, y: 200, width: 90, height: 30 },
    { id: 'aa-centre', x: 340, y: 205, width: 90, height: 30 },
  ]
  const pieces = new Set(guns.map((g) => g.id))
  const plane = (x: number, y: number): PlateToPlace => ({ id: 'nieuport', x, y, width: 120, height: 34 })

  it('places the pieces the same whichever way a plane comes past them', () => {
    const a = placePlates([...guns, plane(310, 240)], pieces, [{ left: 290, right: 330, top: 210, bottom: 260, owner: 'nieuport' }])
    const b = placePlates([...guns, plane(360, 190)], pieces, [{ left: 340, right: 380, top: 180, bottom: 230, owner: 'nieuport' }])
    for (const g of guns) expect(a.get(g.id), g.id).toEqual(b.get(g.id))
    // and clear of each other
    const box = (p: PlateToPlace, m: Map<string, { dx: number; dy: number }>) => ({ l: p.x + m.get(p.id)!.dx - p.width / 2, r: p.x + m.get(p.id)!.dx + p.width / 2, t: p.y + m.get(p.id)!.dy - p.height, b: p.y + m.get(p.id)!.dy })
    const [l, c] = guns.map((g) => box(g, a))
    expect(Math.min(l.r, c.r) - Math.max(l.l, c.l) <= 0 || Math.min(l.b, c.b) - Math.max(l.t, c.t) <= 0).toBe(true)
  })

  it("keeps the plane's plate off the pieces' plates", () => {
    const m = placePlates([...guns, plane(320, 215)], pieces, [])
    const p = plane(320, 215)
    const s = m.get('nieuport')!
    for (const g of guns) {
      const gs = m.get(g.id)!
      const overlapX = Math.min(p.x + s.dx + p.width / 2, g.x + gs.dx + g.width / 2) - Math.max(p.x + s.dx - p.width / 2, g.x + gs.dx - g.width / 2)
      const overlapY = Math.min(p.y + s.dy, g.y + gs.dy) - Math.max(p.y + s.dy - p.height, g.y + gs.dy - g.height)
      expect(overlapX <= 0 || overlapY <= 0, `the plane's plate against ${g.id}'s`).toBe(true)
    }
  })

  it("moves a plate down below the bar's foot, and leaves one below it alone", () => {
    const balloon: PlateToPlace = { id: 'balloon', x: 400, y: 30, width: 100, height: 26 }
    const m = placePlates([balloon], new Set(['balloon']), [], 48)
    expect(balloon.y + m.get('balloon')!.dy - balloon.height).toBe(48)
    expect(belowCeiling(200, -10, 26, 48)).toBe(-10)
    expect(belowCeiling(60, 0, 26, 48)).toBe(14)
  })

  it("keeps a plate inside the window's sides: a plane at the table's side on a phone had its plate cut by the edge", () => {
    const albatros: PlateToPlace = { id: 'albatros', x: 40, y: 300, width: 120, height: 26 }
    const m = placePlates([albatros], new Set(), [], -Infinity, { left: 2, right: 388 })
    expect(albatros.x + m.get('albatros')!.dx - albatros.width / 2).toBe(2)
    // at the right-hand side, and one inside left alone
    expect(withinSides(350, 0, 120, 2, 388)).toBe(-22)
    expect(withinSides(200, 5, 120, 2, 388)).toBe(5)
    // a plate wider than the window keeps its place
    expect(withinSides(40, 0, 500, 2, 388)).toBe(0)
    // with no sides given, as before
    expect(placePlates([albatros], new Set(), []).get('albatros')!.dx).toBe(0)
  })

  it("keeps a plate brought inside the window clear of a piece's plate it would then cover", () => {
    const albatros: PlateToPlace = { id: 'albatros', x: 40, y: 300, width: 120, height: 26 }
    const gun: PlateToPlace = { id: 'gun', x: 150, y: 300, width: 80, height: 26 }
    const m = placePlates([albatros, gun], new Set(['gun']), [], -Infinity, { left: 2, right: 388 })
    const a = m.get('albatros')!
    const g = m.get('gun')!
    expect(albatros.x + a.dx - albatros.width / 2).toBeGreaterThanOrEqual(2)
    const overlapX = Math.min(albatros.x + a.dx + 60, gun.x + g.dx + 40) - Math.max(albatros.x + a.dx - 60, gun.x + g.dx - 40)
    const overlapY = Math.min(albatros.y + a.dy, gun.y + g.dy) - Math.max(albatros.y + a.dy - 26, gun.y + g.dy - 26)
    expect(overlapX <= 0 || overlapY <= 0, JSON.stringify({ a, g })).toBe(true)
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
