/**
 * Choosing the aces' abilities in New game (choice.ts), as the setup applies it. 003 "Scenario Rules", lines 903-910:
 * "When you play a dogfight scenario where each player has a single plane, you can decide that each one of them is
 * flown by an ace. Set a number of special abilities: for example one or two. Each player can freely choose that
 * number of abilities for the pilot of his plane. The same ability can be chosen by two or more pilots, if they want
 * it. Beware that planes choosing "Chivalrous aptitude" (see list) can choose another two abilities and all the three
 * of them count as just one." / "When you design a different kind of scenario, you can decide that one or more planes
 * can have pilots with a specific ace ability".
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { freeDogfightSetup, scenarioSetup } from '../../setup'
import { choosableAbilities, scenarioAceOffer } from './choice'

const duel = (aces: Parameters<typeof scenarioSetup>[1]['aces'], options = {}, scenario = 'duel-over-the-trenches', variant: string | null = null) => scenarioSetup(content, { scenario, variant, options, ...(aces ? { aces } : {}) })
const plane = (setup: ReturnType<typeof duel>, id: string) => setup.planes.find((p) => p.id === id)!

describe('which scenarios offer the choice (003 lines 903-910)', () => {
  it('a dogfight with one plane a side and no ability fixed offers it to both planes (Duel over the Trenches, Face to Face)', () => {
    expect(scenarioAceOffer(content.scenarios['duel-over-the-trenches'], null)).toEqual({ planes: ['dr1', 'camel'] })
    expect(scenarioAceOffer(content.scenarios['face-to-face'], null)?.planes).toHaveLength(2)
  })

  it('a variant whose book fixes the abilities (Face to Face, lines 1175-1180), a scenario with balloons or pieces, and a patrol of three do not', () => {
    expect(scenarioAceOffer(content.scenarios['face-to-face'], 'aces')).toBeNull()
    expect(scenarioAceOffer(content.scenarios['on-the-way-to-become-aces'], null)).toBeNull()
    expect(scenarioAceOffer(content.scenarios['a-lonely-sentinel'], null)).toBeNull()
    expect(scenarioAceOffer(content.scenarios['twin-targets'], null)).toBeNull()
  })

  it("Twin Targets' third Allied choice: the two Nieuport 16 pilots choose two skills each (003 line 1551)", () => {
    expect(scenarioAceOffer(content.scenarios['twin-targets'], 'sides-reversed-aces')).toEqual({ planes: ['nieuport', 'nieuport-2'], count: 2 })
  })
})

describe('the setup gives the chosen abilities to the planes', () => {
  it('each pilot freely chooses the number set; the same ability may be chosen by both (003 lines 904-905)', () => {
    const s = duel({ count: 2, crews: { dr1: { pilot: ['sniper', 'daredevil'] }, camel: { pilot: ['sniper'] } } })
    expect(plane(s, 'dr1').aceSkills).toEqual(['sniper', 'daredevil'])
    expect(plane(s, 'camel').aceSkills).toEqual(['sniper'])
  })

  it('no choice, no abilities: the setup is the scenario\'s', () => {
    expect(duel(undefined).planes.every((p) => p.aceSkills === undefined)).toBe(true)
  })

  it('more than the number set is refused, in words', () => {
    expect(() => duel({ count: 1, crews: { dr1: { pilot: ['sniper', 'daredevil'] } } })).toThrow('the pilot of the Fokker Dr.I: 2 abilities chosen where 1 is allowed')
    expect(() => duel({ count: 0, crews: { dr1: { pilot: ['sniper'] } } })).toThrow('1 abilities chosen where 0 are allowed')
  })

  it('Chivalrous attitude and two more count as one (003 lines 906-907), never with Incendiary bullets (line 1015)', () => {
    expect(plane(duel({ count: 1, crews: { camel: { pilot: ['chivalrous', 'sniper', 'daredevil'] } } }), 'camel').aceSkills).toEqual(['chivalrous', 'sniper', 'daredevil'])
    expect(() => duel({ count: 1, crews: { camel: { pilot: ['chivalrous', 'sniper', 'daredevil', 'perfect-aim'] } } })).toThrow('(Chivalrous attitude and two more count as one)')
    expect(() => duel({ count: 3, crews: { camel: { pilot: ['chivalrous', 'incendiary'] } } })).toThrow('Incendiary bullets cannot be taken with Chivalrous attitude (003 line 1015)')
  })

  it('an observer only on a two-seater, and never the pilots-only set (003 lines 948-949)', () => {
    expect(() => duel({ count: 1, crews: { camel: { observer: ['sniper'] } } })).toThrow('the Sopwith Camel has no observer: it is not a two-seater')
    const free = (observer: ('sniper' | 'daredevil')[]) => freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: [{ aircraft: 'airco-dh-4', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], aces: { count: 1, crews: { 'airco-dh-4-1': { observer } } } })
    expect(free(['sniper']).planes[0].observerSkills).toEqual(['sniper'])
    expect(() => free(['daredevil'])).toThrow('the observer of the Airco D.H.4: Daredevil is for pilots only (003 lines 948-949)')
  })

  it("a scenario's fixed abilities cannot be changed where it offers no choice (003 lines 909-910)", () => {
    expect(() => duel({ count: 1, crews: { nieuport: { pilot: ['sniper'] } } }, {}, 'face-to-face', 'aces')).toThrow('the scenario fixes the abilities of the airmen of the Nieuport 17 (A-firing) (003 lines 909-910)')
    expect(() => duel({ count: 1, crews: { ghost: { pilot: ['sniper'] } } })).toThrow('"ghost", which is not one of the game\'s aeroplanes')
  })

  it("Twin Targets' Nieuport 16s: two each, the book's number whatever New game sends; their data's two until they choose", () => {
    const tt = (aces?: Parameters<typeof duel>[0]) => duel(aces, { specialDamage: true }, 'twin-targets', 'sides-reversed-aces')
    expect(plane(tt(), 'nieuport').aceSkills).toEqual(['daredevil', 'acrobatic'])
    const s = tt({ count: 0, crews: { nieuport: { pilot: ['sniper', 'perfect-aim'] } } })
    expect(plane(s, 'nieuport').aceSkills).toEqual(['sniper', 'perfect-aim'])
    expect(plane(s, 'nieuport-2').aceSkills).toEqual(['daredevil', 'acrobatic'])
    expect(() => tt({ count: 3, crews: { nieuport: { pilot: ['sniper', 'perfect-aim', 'itchy-trigger'] } } })).toThrow('3 abilities chosen where 2 are allowed')
  })

  it("Face to Face's own ace (lines 1175-1177) is the scenario's, not one to choose", () => {
    expect(choosableAbilities(true)).not.toContain('free-immelmann')
    expect(() => duel({ count: 1, crews: { dr1: { pilot: ['free-immelmann'] } } })).toThrow('is the scenario\'s own, not an ability to choose')
  })
})

describe("004's ace package: the ace mark and the D10 table's abilities only with their options", () => {
  it('the ace mark needs "Aces: generic abilities" (004 lines 346-360)', () => {
    expect(() => duel({ count: 0, crews: { dr1: { ace: true } } })).toThrow("that is 004's rule")
    expect(plane(duel({ count: 0, crews: { dr1: { ace: true } } }, { acesGeneric004: true }), 'dr1').ace).toBe(true)
  })

  it('a specific ability of 004\'s table needs the D10 table option (004 lines 374-424)', () => {
    expect(() => duel({ count: 1, crews: { dr1: { pilot: ['tenacity'] } } }, { acesGeneric004: true })).toThrow("Tenacity is in 004's table")
    expect(plane(duel({ count: 1, crews: { dr1: { pilot: ['tenacity'], ace: true } } }, { acesGeneric004: true, acesD10Table004: true }), 'dr1').aceSkills).toEqual(['tenacity'])
    expect(choosableAbilities(false).some((id) => ['anticipation', 'longevity', 'tenacity'].includes(id))).toBe(false)
  })
})
