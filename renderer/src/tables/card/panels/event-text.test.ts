import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../../../shared/engine/types'
import { describeEvent } from './event-text'

const n = { name: (id: string) => ({ a: 'Sopwith Camel', t: 'Fokker Dr.I' })[id] ?? id, mine: (id: string) => id === 'a' }
const base = { to: 'all' as const, turn: 2, phase: 1 }

describe('describeEvent: the narration', () => {
  it('tells fire with its range band', () => {
    expect(describeEvent({ ...base, type: 'fired', plane: 'a', arc: 'front', target: 't', cards: 2, distance: 4 }, n)).toBe('Sopwith Camel fires at Fokker Dr.I (short range, 2 cards)')
    expect(describeEvent({ ...base, type: 'fired', plane: 't', arc: 'rear', target: 'a', cards: 1, distance: 30 }, n)).toBe('Fokker Dr.I fires its rear guns at Sopwith Camel (long range, 1 card)')
  })

  it('tells the owner its damage points, and the others only how many cards were taken', () => {
    const taken = (plane: string): GameEvent => ({ ...base, type: 'damage-taken', plane, from: 'x', cards: 2, cause: 'fire' })
    expect(describeEvent(taken('t'), n)).toBe('Fokker Dr.I takes 2 damage cards')
    // the owner reads the points from its own event instead
    expect(describeEvent(taken('a'), n)).toBeNull()
    expect(describeEvent({ ...base, to: ['pilot'], type: 'damage-cards', plane: 'a', from: 't', cards: ['A01', 'A02'], points: 3, total: 5 }, n)).toBe('Sopwith Camel takes 3 damage (5 in all)')
  })

  it('tells jams, losses and turns; keeps quiet about the rest', () => {
    expect(describeEvent({ ...base, type: 'jammed', plane: 'a', arc: 'front', by: 't', card: 'A07' }, n)).toBe("Sopwith Camel's front guns jam")
    expect(describeEvent({ ...base, type: 'shot-down', plane: 't' }, n)).toBe('Fokker Dr.I is shot down')
    expect(describeEvent({ ...base, type: 'exited', plane: 't', edge: 'north' }, n)).toBe('Fokker Dr.I leaves the table')
    // 003 lines 441-442: below Flying Higher's floor, out "just as if it went out of the gaming surface", by no edge
    expect(describeEvent({ ...base, type: 'exited', plane: 't', edge: null }, n)).toBe('Fokker Dr.I dives below the floor: out of the game, as if it had left the table')
    expect(describeEvent({ ...base, type: 'turn-started' }, n)).toMatch(/Turn 2/)
    expect(describeEvent({ ...base, type: 'plan-committed', plane: 'a' }, n)).toBeNull()
    expect(describeEvent({ ...base, type: 'bumped', plane: 'a', order: 1, draw: 'B01', draws: ['B01'], planned: { x: 0, y: 0 }, placed: { x: 0, y: 0 } }, n)).toBeNull()
  })
})

describe("describeEvent: 003's optional rules", () => {
  it('tells the owner its secret special damage, each with what it forbids', () => {
    const sd = (effect: Extract<GameEvent, { type: 'special-damage' }>['effect']): GameEvent => ({ ...base, to: ['allied'], type: 'special-damage', plane: 'a', card: 'C05', effect })
    expect(describeEvent(sd('rudder-left'), n)).toBe('Sopwith Camel: the rudder is jammed left: no left turns may be planned next turn (secret to you)')
    expect(describeEvent(sd('pilot-wounded'), n)).toMatch(/pilot is wounded: no forward fire just after a steep manoeuvre/)
    expect(describeEvent(sd('observer-wounded'), n)).toMatch(/rear guns are silent/)
    expect(describeEvent(sd('engine'), n)).toMatch(/every plan needs a stall manoeuvre/)
  })

  it('tells the target its aim bonus', () => {
    expect(describeEvent({ ...base, to: ['central'], type: 'aim-bonus', plane: 'a', arc: 'front', target: 't', phases: 2, cards: 1 }, n)).toBe(
      'Aim: Sopwith Camel has fired at Fokker Dr.I 2 phases in a row, its damaging card does one more',
    )
    expect(describeEvent({ ...base, to: ['central'], type: 'aim-bonus', plane: 'a', arc: 'front', target: 't', phases: 3, cards: 2 }, n)).toMatch(/its 2 damaging cards each do one more/)
  })

  it('tells everyone of smoke and flame as the counters come and go', () => {
    expect(describeEvent({ ...base, type: 'smoke', plane: 't', counters: 3 }, n)).toBe('Fokker Dr.I is smoking (3 smoke counters, one goes at the end of each turn)')
    expect(describeEvent({ ...base, type: 'smoke', plane: 't', counters: 1 }, n)).toBe('Fokker Dr.I smokes less: 1 smoke counter left')
    expect(describeEvent({ ...base, type: 'smoke', plane: 't', counters: 0 }, n)).toBe('Fokker Dr.I stops smoking')
    expect(describeEvent({ ...base, type: 'flame', plane: 't', counters: 3 }, n)).toMatch(/^Fokker Dr.I is on fire \(3 flame counters/)
    expect(describeEvent({ ...base, type: 'flame', plane: 't', counters: 2 }, n)).toBe('Fokker Dr.I burns: a flame counter goes, 2 left')
    expect(describeEvent({ ...base, type: 'damage-taken', plane: 't', from: null, cards: 1, cause: 'flame' }, n)).toBe('Fokker Dr.I takes a damage card from the flames')
    // the card shown is told by the smoke or flame line that follows it
    expect(describeEvent({ ...base, type: 'card-shown', plane: 't', card: 'B12', why: 'smoke' }, n)).toBeNull()
  })

  it("tells 004's house rules: ammunition, twin guns, a halved card, a shot lost to the order of firing", () => {
    expect(describeEvent({ ...base, type: 'out-of-ammunition', plane: 'a', arc: 'front' }, n)).toBe('Sopwith Camel is out of ammunition: its guns cannot fire any more')
    expect(describeEvent({ ...base, type: 'gun-jammed', plane: 'a', arc: 'front', by: 't', card: 'A07' }, n)).toMatch(/^One of Sopwith Camel's twin guns jams: the other fires at B/)
    expect(describeEvent({ ...base, type: 'gun-cleared', plane: 'a', arc: 'front' }, n)).toBe("Sopwith Camel's jammed gun is clear again")
    expect(describeEvent({ ...base, to: ['central'], type: 'halved', plane: 'a', arc: 'front', target: 't', card: 'A40', less: 2 }, n)).toBe("Single machinegun: Sopwith Camel's A card counts 2 less (halved, rounded up)")
    expect(describeEvent({ ...base, type: 'fire-lost', plane: 'a', arc: 'front', target: 't', by: 'a' }, n)).toMatch(/downed Fokker Dr.I: Sopwith Camel does not fire$/)
  })

  it('tells who tails whom', () => {
    expect(describeEvent({ ...base, type: 'tailing', plane: 'a', target: 't' }, n)).toBe("Sopwith Camel is on Fokker Dr.I's tail")
    expect(describeEvent({ ...base, type: 'tailing-lost', plane: 'a', target: 't' }, n)).toBe("Sopwith Camel is no longer on Fokker Dr.I's tail")
  })

  it("tells 000's jam roll and wound tiers to the plane's own seat", () => {
    const roll = (r: number, cleared: boolean): GameEvent => ({ ...base, to: ['allied'], type: 'jam-roll', plane: 'a', arc: 'front', roll: r, cleared })
    expect(describeEvent(roll(5, true), n)).toBe("Sopwith Camel's front guns: 5 on the die for the last jam counter, clear")
    expect(describeEvent(roll(2, false), n)).toBe("Sopwith Camel's front guns: 2 on the die for the last jam counter, still jammed")
    expect(describeEvent(roll(6, false), n)).toMatch(/wounded crew's extra counter goes first/)
    const wound = (effect: 'pilot-wounded' | 'observer-wounded', wounds: number): GameEvent => ({ ...base, to: ['allied'], type: 'special-damage', plane: 'a', card: 'A05', effect, wounds })
    expect(describeEvent(wound('pilot-wounded', 2), n)).toBe('Sopwith Camel: the pilot is badly wounded: he may not fire and must fly home by the shortest route (secret to you)')
    expect(describeEvent(wound('observer-wounded', 1), n)).toMatch(/observer is wounded: no aimed fire from the rear guns/)
  })

  it("tells 000's dice for who gives way when stands collide", () => {
    const bump = (plane: string, order: number, rolls: number[]): GameEvent => ({ ...base, type: 'bumped', plane, order, rolls, planned: { x: 0, y: 0 }, placed: { x: 0, y: 0 } })
    expect(describeEvent(bump('t', 1, [5]), n)).toBe('Fokker Dr.I rolls 5 for the way: moves first, as planned')
    expect(describeEvent(bump('a', 2, [3, 2]), n)).toBe('Sopwith Camel rolls 3, then 2 for the way: gives way to avoid a collision')
  })
})

describe('describeEvent: 003 Altitude', () => {
  it('tells a climb or a dive to another level, the counters, and a crash', () => {
    expect(describeEvent({ ...base, type: 'altitude', plane: 'a', card: 'C19', from: 1, level: 2, climbs: 0 }, n)).toBe('Sopwith Camel climbs to level 2')
    expect(describeEvent({ ...base, type: 'altitude', plane: 't', card: 'C20', from: 1, level: 0, climbs: 1 }, n)).toBe('Fokker Dr.I dives to level 0, 1 climb counter')
    expect(describeEvent({ ...base, type: 'altitude', plane: 'a', card: 'C19', from: 2, level: 2, climbs: 1 }, n)).toBe('Sopwith Camel at level 2, 1 climb counter')
    expect(describeEvent({ ...base, type: 'crashed', plane: 't' }, n)).toBe('Fokker Dr.I crashes to the ground')
    // 003 lines 429-430: "aircraft at 1 or 0 level cannot execute overdives: If they plan one by mistake, they crash"
    expect(describeEvent({ ...base, type: 'crashed', plane: 't', why: 'overdive', card: 'C20' }, n)).toMatch(/^Fokker Dr\.I crashes to the ground: its overdive dive \(.*C20.*\) at level 1 or 0 is not possible; the plane is eliminated$/)
    expect(describeEvent({ ...base, type: 'collided', plane: 'a', other: 't' }, n)).toBe('Sopwith Camel and Fokker Dr.I collide')
    expect(describeEvent({ ...base, type: 'collision-draw', plane: 'a', other: 't', arrows: ['left', 'right'] }, n)).toBe('Sopwith Camel and Fokker Dr.I could collide: left and right drawn, they miss')
    expect(describeEvent({ ...base, type: 'ramming', plane: 'a', other: 't' }, n)).toBe('Sopwith Camel rams Fokker Dr.I')
    expect(describeEvent({ ...base, type: 'floor-moved', floor: 3, ceiling: 6 }, n)).toBe('The floor moves to level 3, the ceiling to level 6')
  })
})

describe('the words of issue 28 slice B (003 lines 972-975, 985-989)', () => {
  it('Technical eye: all are told who looked at whom; the cards are told to the ace\'s seat, as its secret', () => {
    expect(describeEvent({ ...base, type: 'looked', plane: 'a', target: 't', again: 4 }, n)).toBe("Sopwith Camel's ace uses Technical eye on Fokker Dr.I's damage cards (a blank counter: not again before turn 4)")
    expect(describeEvent({ ...base, to: ['allied'], type: 'looked-cards', plane: 'a', target: 't', cards: ['A03', 'A11'], total: 3 }, n)).toBe('Technical eye: Fokker Dr.I holds 2 damage cards (A03, A11), 3 points (secret to you)')
    expect(describeEvent({ ...base, to: ['allied'], type: 'looked-cards', plane: 'a', target: 't', cards: [], total: 0 }, n)).toBe('Technical eye: Fokker Dr.I holds no damage cards (secret to you)')
  })

  it('Exceptional pilot: the "1" or "2" shown, with the manoeuvre it repeats', () => {
    const withCards = { ...n, card: (_p: string, c: string) => (c === 'A12' ? 'card 12: Immelmann turn' : null) }
    expect(describeEvent({ ...base, phase: 3, type: 'repeated', plane: 'a', card: '1', repeats: 'A12' }, withCards)).toBe('Sopwith Camel shows the "1": the first manoeuvre of the turn again (card 12: Immelmann turn)')
    expect(describeEvent({ ...base, phase: 3, type: 'repeated', plane: 'a', card: '2', repeats: 'A05' }, n)).toBe('Sopwith Camel shows the "2": the second manoeuvre of the turn again')
  })
})
