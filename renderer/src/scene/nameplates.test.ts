import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
import { publicView } from '../store/public-view'
import { damageShare, nameplatesFor, plannedPlane } from './nameplates'
import { teamColour } from './team-colours'

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
