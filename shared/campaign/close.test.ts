/**
 * Closing a sortie (close.ts): the victories, losses, draws and promotions of 003's campaign rules (lines 919-941) and
 * 004's (lines 340, 374-424), each checked on a report of victories as the engine gives it.
 */
import { describe, expect, it } from 'vitest'
import { D10_TABLE } from '../engine/rules/aces/abilities'
import { cloneJson } from '../util/clone'
import { closeSortie } from './close'
import { CampaignError } from './errors'
import { bloodyApril, CREWS, decksWith, DECKS, reportOf } from '../../electron/testing/campaign-fixtures'
import { airman } from './roster'
import { startSortie } from './sortie'
import type { Campaign } from './types'

const fly = (c: Campaign, crews = CREWS) => startSortie(c, { scenario: 'free-dogfight', variant: null, title: 'Dogfight over Douai', crews }).campaign
const downed = { status: 'shot-down' as const, downed: 'shot-down' as const }

describe('003 lines 921-924: "An airman gets a victory for each aircraft he shoots down. If the aircraft destroying the enemy is a two-seater, a victory is awarded both to the pilot and to the observer. If more planes damage the same plane in the phase that it is eliminated, the victory is given to each one of them."', () => {
  it('the Bristol and the Camel both credited with a Dr.I: Rowe, his observer Lacey and Kemp get one each; the Dr.I pilot is out', () => {
    const c = closeSortie(fly(bloodyApril()), 1, reportOf({ dr1: downed }, [{ victim: 'dr1', how: 'shot-down', turn: 2, phase: 1, by: ['bristol', 'camel'] }], null), DECKS)
    expect(['a1', 'a4', 'a2', 'a3'].map((id) => airman(c, id).victories)).toEqual([1, 1, 1, 0])
    const r = c.sorties[0].result!
    expect(r.awards).toEqual([
      { airman: 'a1', victims: ['dr1'], victories: 1 },
      { airman: 'a4', victims: ['dr1'], victories: 1 },
      { airman: 'a2', victims: ['dr1'], victories: 1 },
    ])
    expect(c.sorties[0].status).toBe('done')
  })

  it("a plane credited with two victories gives each of its airmen two; the winner is the squadron of the winning team's planes", () => {
    const credits = [
      { victim: 'dr1', how: 'shot-down' as const, turn: 2, phase: 1, by: ['bristol'] },
      { victim: 'dr2', how: 'exploded' as const, turn: 3, phase: 2, by: ['bristol'] },
    ]
    const c = closeSortie(fly(bloodyApril()), 1, reportOf({ dr1: downed, dr2: { status: 'exploded', downed: 'exploded' } }, credits, 'allied'), DECKS)
    expect(airman(c, 'a1').victories).toBe(2)
    expect(airman(c, 'a4').victories).toBe(2)
    expect(c.sorties[0].result!.winners).toEqual(['sq1'])
  })
})

describe('003 lines 930-931: "If a plane is shot down, the airmen in it are out of the campaign and in the next game the plane will have a new crew with zero victories."', () => {
  it("the Bristol shot down: Rowe and Lacey are lost; a new pilot and a new observer join No. 48 with zero victories and a name from the list", () => {
    const before = fly(bloodyApril())
    const c = closeSortie(before, 1, reportOf({ bristol: downed }, [{ victim: 'bristol', how: 'shot-down', turn: 1, phase: 3, by: ['dr1'] }]), DECKS)
    expect(airman(c, 'a1').status).toEqual({ kind: 'lost', sortie: 1, why: 'shot-down' })
    expect(airman(c, 'a4').status).toEqual({ kind: 'lost', sortie: 1, why: 'shot-down' })
    const r = c.sorties[0].result!
    expect(r.losses).toEqual([
      { airman: 'a1', plane: 'bristol', why: 'shot-down', outcome: 'lost' },
      { airman: 'a4', plane: 'bristol', why: 'shot-down', outcome: 'lost' },
    ])
    expect(r.replacements).toHaveLength(2)
    const fresh = r.replacements.map((id) => airman(c, id))
    expect(fresh.map((a) => [a.squadron, a.role, a.victories, a.joined, a.status.kind])).toEqual([
      ['sq1', 'pilot', 0, 1, 'flying'],
      ['sq1', 'observer', 0, 1, 'flying'],
    ])
    for (const a of fresh) expect(a.name).toMatch(/^\S+ \S+/)
    // the squadron has as many airmen able to fly as before
    const able = (x: Campaign, role: string) => x.airmen.filter((a) => a.squadron === 'sq1' && a.role === role && a.status.kind === 'flying').length
    expect([able(c, 'pilot'), able(c, 'observer')]).toEqual([able(before, 'pilot'), able(before, 'observer')])
  })

  it('every elimination counts as shot down for its crew (docs/rules.md): out of control, crashed, burned', () => {
    for (const how of ['out-of-control', 'crashed', 'burned'] as const) {
      const c = closeSortie(fly(bloodyApril()), 1, reportOf({ camel: { status: how === 'burned' ? 'exited' : how, downed: how } }), DECKS)
      expect(airman(c, 'a2').status).toEqual({ kind: 'lost', sortie: 1, why: how })
    }
  })

  it('a plane that left the table and was not brought down: its crew flies on', () => {
    const c = closeSortie(fly(bloodyApril()), 1, reportOf({ camel: { status: 'exited' } }), DECKS)
    expect(airman(c, 'a2').status).toEqual({ kind: 'flying' })
    expect(c.sorties[0].result!.losses).toEqual([])
  })
})

describe('004 line 340: "When a plane is shot down then the pilot takes the next card from the A damage deck. If it is a 4 or 5 then the pilot is deemed to have landed safely [...] If the plane uses up its last damage point due to fire then the pilot only lands safely when a 5 is turned rather than 4 or 5."', () => {
  const survival = { survivalDraw: true }
  const close = (points: number | null, fate: object, c = fly(bloodyApril(survival))) => closeSortie(c, 1, reportOf({ camel: { ...downed, ...fate } }), decksWith('A', points, points === null ? ['explosion'] : []))

  const cases: [number | null, boolean, boolean][] = [
    [4, false, true],
    [5, false, true],
    [3, false, false],
    [0, false, false],
    [null, false, false],
    [4, true, false],
    [5, true, true],
  ]
  for (const [points, byFire, safe] of cases) {
    it(`${points === null ? 'an explosion' : `a ${points}`}${byFire ? ', downed by fire' : ''}: ${safe ? 'he lands safely and flies on' : 'he is lost'}`, () => {
      const c = close(points, { byFire })
      expect(airman(c, 'a2').status.kind).toBe(safe ? 'flying' : 'lost')
      const draw = c.sorties[0].result!.draws
      expect(draw).toEqual([expect.objectContaining({ airman: 'a2', why: 'survival', deck: 'A' })])
      expect(draw[0].outcome).toContain(safe ? 'lands safely' : 'does not come back')
    })
  }

  it('004 line 396, Longevity: "If shot down, pilot survives on a damage card of 3,4,5 (not just 4,5). If downed due to fire, pilot survives on a turn of 4 or 5."', () => {
    const c = fly(bloodyApril(survival))
    airman(c, 'a2').abilities = ['longevity']
    expect(airman(close(3, {}, c), 'a2').status.kind).toBe('flying')
    expect(airman(close(2, {}, c), 'a2').status.kind).toBe('lost')
    expect(airman(close(4, { byFire: true }, c), 'a2').status.kind).toBe('flying')
    expect(airman(close(3, { byFire: true }, c), 'a2').status.kind).toBe('lost')
  })

  it("the draw is the pilot's (line 340 names him alone): the Bristol's observer is out even when Rowe lands safely", () => {
    const c = closeSortie(fly(bloodyApril(survival)), 1, reportOf({ bristol: downed }), decksWith('A', 5))
    expect(airman(c, 'a1').status.kind).toBe('flying')
    expect(airman(c, 'a4').status.kind).toBe('lost')
  })

  it('without the option (003 line 930) there is no draw', () => {
    const c = closeSortie(fly(bloodyApril()), 1, reportOf({ camel: downed }), decksWith('A', 5))
    expect(airman(c, 'a2').status.kind).toBe('lost')
    expect(c.sorties[0].result!.draws).toEqual([])
  })
})

describe('003 lines 933-937: "If an observer is incapacitated, at the end of the game shuffle the B- Damage deck and draw a damage card. If the card is a 0 or an explosion, the observer is permanently incapacitated [...] If the card has a different number of damage points, the observer will be able to fly again after that number of matches (1 - next game, 2 - in the second game, 3 - in the third game)."', () => {
  const wounded = (deck: ReturnType<typeof decksWith>, c = fly(bloodyApril())) => closeSortie(c, 1, reportOf({ bristol: { observerOut: true } }), deck)

  it('a 0: Lacey is incapacitated for good, and a new observer with zero victories joins', () => {
    const c = wounded(decksWith('B', 0))
    expect(airman(c, 'a4').status).toEqual({ kind: 'wounded-out', sortie: 1 })
    expect(c.sorties[0].result!.losses).toEqual([{ airman: 'a4', plane: 'bristol', why: 'observer-incapacitated', outcome: 'wounded-out' }])
    expect(c.sorties[0].result!.replacements.map((id) => airman(c, id).role)).toEqual(['observer'])
  })

  it('an explosion: incapacitated for good', () => {
    expect(airman(wounded(decksWith('B', null, ['explosion'])), 'a4').status.kind).toBe('wounded-out')
  })

  it('a 1: "1 - next game": he flies the next sortie', () => {
    const c = wounded(decksWith('B', 1))
    expect(airman(c, 'a4').status).toEqual({ kind: 'flying' })
    expect(c.sorties[0].result!.losses[0]).toMatchObject({ outcome: 'recovering', sorties: 0 })
  })

  it('a 3: "3 - in the third game": he misses two sorties, counted as they close, then flies again', () => {
    let c = wounded(decksWith('B', 3))
    expect(airman(c, 'a4').status).toEqual({ kind: 'recovering', sorties: 2, since: 1 })
    expect(c.sorties[0].result!.draws[0].outcome).toMatch(/a 3: misses the next 2 sorties, then flies again$/)
    expect(() => fly(c)).toThrow('John Lacey is recovering: back after 2 more sorties')
    const crews = [CREWS[1], CREWS[2]]
    c = closeSortie(fly(c, crews), 2, reportOf({}), DECKS)
    expect(airman(c, 'a4').status).toEqual({ kind: 'recovering', sorties: 1, since: 1 })
    c = closeSortie(fly(c, crews), 3, reportOf({}), DECKS)
    expect(airman(c, 'a4').status).toEqual({ kind: 'flying' })
    expect(c.sorties[2].result!.returned).toEqual(['a4'])
    // the third game: he flies
    expect(() => fly(c)).not.toThrow()
  })

  it("a downed plane's observer draws nothing: he is lost with it", () => {
    const c = closeSortie(fly(bloodyApril()), 1, reportOf({ bristol: { ...downed, observerOut: true } }), decksWith('B', 1))
    expect(airman(c, 'a4').status.kind).toBe('lost')
    expect(c.sorties[0].result!.draws).toEqual([])
  })
})

describe('003 lines 939-941: "An airman (pilot or observer) with five or more victories is considered an ace. Aces can freely choose a special ability for each five victories they get. The special ability is effective from the next game"', () => {
  it('Kemp, at four victories, downs a Dr.I: an ace with one ability to choose (not given: he chooses it, abilities.ts)', () => {
    const c0 = bloodyApril()
    airman(c0, 'a2').victories = 4
    const c = closeSortie(fly(c0), 1, reportOf({ dr1: downed }, [{ victim: 'dr1', how: 'shot-down', turn: 1, phase: 1, by: ['camel'] }]), DECKS)
    expect(airman(c, 'a2')).toMatchObject({ victories: 5, toChoose: 1, abilities: [] })
    expect(c.sorties[0].result!.promotions).toEqual([{ airman: 'a2', earned: 1, rolled: [], ace: true }])
  })

  it('from 9 to 11 victories: one more (the tenth), and he was an ace already', () => {
    const c0 = bloodyApril()
    airman(c0, 'a2').victories = 9
    const credits = ['dr1', 'dr2'].map((v) => ({ victim: v, how: 'shot-down' as const, turn: 1, phase: 1, by: ['camel'] }))
    const c = closeSortie(fly(c0), 1, reportOf({ dr1: downed, dr2: downed }, credits), DECKS)
    expect(c.sorties[0].result!.promotions).toEqual([{ airman: 'a2', earned: 1, rolled: [], ace: false }])
  })

  it("004 lines 374-375 (option d10Abilities): \"Roll once on the following table when a pilot earns five kills\": the pilot's D10 gives the ability at once; his observer chooses as in 003", () => {
    const c0 = bloodyApril({ d10Abilities: true })
    airman(c0, 'a1').victories = 4
    airman(c0, 'a4').victories = 4
    const c = closeSortie(fly(c0), 1, reportOf({ dr1: downed }, [{ victim: 'dr1', how: 'shot-down', turn: 1, phase: 1, by: ['bristol'] }]), DECKS)
    const rowe = airman(c, 'a1')
    expect(rowe.toChoose).toBe(0)
    expect(rowe.abilities).toHaveLength(1)
    const draw = c.sorties[0].result!.draws.filter((d) => d.why === 'ability')
    expect(draw.length).toBeGreaterThanOrEqual(1)
    expect(D10_TABLE[Number(draw[draw.length - 1].card) - 1]).toBe(rowe.abilities[0])
    expect(airman(c, 'a4')).toMatchObject({ toChoose: 1, abilities: [] })
  })

  it('a D10 roll of an ability he already holds is rolled again (docs/rules.md)', () => {
    const c0 = bloodyApril({ d10Abilities: true })
    airman(c0, 'a2').victories = 4
    // he holds all the table but one: the roll must come to that one
    airman(c0, 'a2').abilities = D10_TABLE.filter((a) => a !== 'tenacity')
    const c = closeSortie(fly(c0), 1, reportOf({ dr1: downed }, [{ victim: 'dr1', how: 'shot-down', turn: 1, phase: 1, by: ['camel'] }]), DECKS)
    expect(airman(c, 'a2').abilities.at(-1)).toBe('tenacity')
    expect(c.sorties[0].result!.draws.at(-1)!.card).toBe(String(D10_TABLE.indexOf('tenacity') + 1))
  })
})

describe('the campaign is left untouched by a bad close, and the draws are the seeded generator’s', () => {
  it('a sortie closed twice, one not in flight, a report of another game: refused with a reason; the campaign unchanged', () => {
    const c = fly(bloodyApril())
    const copy = cloneJson(c)
    expect(() => closeSortie(c, 2, reportOf({}), DECKS)).toThrow(/no sortie 2/)
    const other = reportOf({})
    other.fates = other.fates.filter((f) => f.plane !== 'camel')
    expect(() => closeSortie(c, 1, other, DECKS)).toThrow(/no plane "camel"/)
    const done = closeSortie(c, 1, reportOf({}), DECKS)
    expect(() => closeSortie(done, 1, reportOf({}), DECKS)).toThrow(CampaignError)
    expect(c).toEqual(copy)
  })

  it('the same campaign and report close the same way; the generator moves on', () => {
    const c = fly(bloodyApril({ survivalDraw: true }))
    const r = reportOf({ camel: downed, dr1: downed, bristol: { observerOut: true } })
    const a = closeSortie(c, 1, r, DECKS)
    expect(closeSortie(c, 1, r, DECKS)).toEqual(a)
    expect(a.rng).not.toEqual(c.rng)
    expect(a.sorties[0].result!.draws.map((d) => d.why)).toEqual(['observer', 'survival', 'survival'])
  })
})
