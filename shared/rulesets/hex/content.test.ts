import { describe, expect, it } from 'vitest'
import aircraft from '../../../assets/hex/aircraft.json' with { type: 'json' }
import deck from '../../../assets/hex/deck.json' with { type: 'json' }
import scenarios from '../../../assets/hex/scenarios.json' with { type: 'json' }
import { HexContentError, parseHexContent } from './content'
import { hexContent } from './content-fixture'

describe('002 content as data (assets/hex)', () => {
  it('AIRCRAFT TYPES: "Sopwith Camel Allies 2 No, Bristol F2b Allies 1 Yes, Fokker D-V11 German 2 No, Albatros C-V German 1 Yes"; "Planes with observers have a max speed of 5. Planes without observers have a max speed of 6."', () => {
    const a = hexContent.aircraft
    expect(Object.values(a).map((x) => [x.name, x.side, x.manoeuvrability, x.observer, x.maxSpeed])).toEqual([
      ['Sopwith Camel', 'allies', 2, false, 6],
      ['Bristol F2b', 'allies', 1, true, 5],
      ['Fokker D-VII', 'germans', 2, false, 6],
      ['Albatros C-V', 'germans', 1, true, 5],
    ])
  })

  it('CARD LIST: "Left 6 Right 6 Slide Left 3 Slide Right 3 Forward 9 Hard Left 3 Hard Right 3 Immelman 3 Stall 3 Recover 3 Shoot 9 Ace 1": 52 cards', () => {
    expect(hexContent.deck).toEqual({ left: 6, right: 6, 'slide-left': 3, 'slide-right': 3, forward: 9, 'hard-left': 3, 'hard-right': 3, immelman: 3, stall: 3, recover: 3, shoot: 9, ace: 1 })
    expect(Object.values(hexContent.deck).reduce((a, b) => a + b, 0)).toBe(52)
  })

  it('the scenarios: a duel, two-seaters, balloon busting, a ground attack with clouds and ground units, reconnaissance, and a 2v2', () => {
    const s = hexContent.scenarios
    expect(Object.keys(s)).toEqual(['duel', 'two-seaters', 'balloon-busting', 'ground-attack', 'reconnaissance', 'two-on-two'])
    expect(s['ground-attack'].clouds.length).toBeGreaterThan(0)
    expect(new Set(s['ground-attack'].ground.map((g) => g.kind))).toEqual(new Set(['rifle', 'machine-gun', 'flak']))
    expect(s['two-on-two'].planes.map((p) => p.seat)).toHaveLength(4)
    const kinds = new Set(Object.values(s).flatMap((x) => x.objectives.map((o) => o.kind)))
    expect(kinds).toEqual(new Set(['balloon', 'spotting', 'photography', 'strafing', 'bombing', 'leaflets']))
    // SETUP: "Planes start on opposite ends of the map facing towards the middle"
    for (const x of Object.values(s)) for (const p of x.planes) {
      const west = p.hex.col < x.map.width / 2
      expect(p.facing).toBe(west ? 0 : 3)
    }
  })

  it('bad content gets a clear error naming the file and what is wrong', () => {
    const bad = (patch: Partial<{ aircraft: unknown; deck: unknown; scenarios: unknown }>) => () => parseHexContent({ aircraft, deck, scenarios, ...patch })
    expect(bad({ deck: { cards: { ...deck.cards, ace: 2 } } })).toThrow(/deck.json: the deck holds 53 cards; 002's deck has 52/)
    expect(bad({ aircraft: { aircraft: [{ id: 'x', name: 'X', side: 'a', manoeuvrability: 'two', observer: false }] } })).toThrow(HexContentError)
    const s1 = structuredClone(scenarios)
    s1.scenarios[0].planes[0].aircraft = 'spad-xiii'
    expect(bad({ scenarios: s1 })).toThrow(/scenario "duel": plane "camel" flies "spad-xiii", which is not in aircraft.json/)
    const s2 = structuredClone(scenarios)
    s2.scenarios[0].planes[0].hex = { col: 20, row: 4 }
    expect(bad({ scenarios: s2 })).toThrow(/is off its 14x9 map/)
  })
})
