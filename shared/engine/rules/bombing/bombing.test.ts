/**
 * 003 Bombing (lines 817-896) and the reconnaissance photographs of 003's scenarios (Raid over Istriana, line 1104;
 * Outnumbered!, lines 1342-1344).
 */
import { describe, expect, it } from 'vitest'
import { arriving, card, eventsOfType, fire, optionsOf, planeOf } from '../../../../electron/testing/engine-helpers'
import { cardOf, content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { CommandError } from '../../commands'
import { stackDeck } from '../../damage'
import { Game } from '../../game'
import type { GameEvent, RulesOptions } from '../../types'
import { viewFor } from '../../view'
import { BOMB_CARD } from './bomb-card'
import { markersFor } from '.'

const DR1: PlaneSpec = { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 185, y: 190, heading: 180 }

/** a Camel with bombs heading north from (100, 40), a target card where the test puts it, and a Dr.I out of the way */
function bomber(target: { x: number; y: number; heading?: number }, load: number[], options: Partial<RulesOptions> = {}, extra: Partial<{ camera: string[]; bombRun: { maxLevel?: number }; altitude: number }> = {}): Game {
  const setup = setupWith(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'target', aircraft: 'target', team: 'central', x: target.x, y: target.y, heading: target.heading ?? 0 },
      DR1,
    ],
    { options },
  )
  setup.planes[0].bombs = load
  if (extra.camera) setup.planes[0].camera = extra.camera
  if (extra.bombRun) setup.planes[0].bombRun = extra.bombRun
  if (extra.altitude !== undefined) setup.planes[0].altitude = extra.altitude
  return Game.start(content, setup, 1)
}

/** the length of the Camel's straight (the card put in front of it) */
const straightOf = (game: Game) => {
  const m = game.rules.byId.get('camel')!.straight.card.move
  return 'straight' in m ? m.straight : NaN
}

/** plan the Camel's three cards (dropping with `drop`) and the Dr.I's, holding fire, and return the events */
function fly(game: Game, camel: string[], drop?: { slot: number; groups: number[] }[]): GameEvent[] {
  const out: GameEvent[] = []
  out.push(...game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: camel, ...(drop ? { drop } : {}) }))
  out.push(...game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [card(game, 'dr1', 1), card(game, 'dr1', 7), card(game, 'dr1', 2)] }))
  while (game.state.step === 'firing') out.push(...fire(game))
  return out
}

/** the Camel's three straights: C deck cards 1 and 2 (8 cm, the straight put in front of it) and 3 (short) */
const straights = (game: Game) => [card(game, 'camel', 1), card(game, 'camel', 2), card(game, 'camel', 3)]
const straightId = (game: Game) => card(game, 'camel', 1)
const straight2 = (game: Game) => card(game, 'camel', 2)

describe('003 Bombing, How To Bomb (lines 821-838)', () => {
  it('"put a straight in front of the plane" and the bomb card at its arrowhead: covering the red dot, full damage (lines 830, 832-833)', () => {
    // after its first straight the Camel is at 40 + 6.3 + s; the bomb card lies one more card length on
    const probe = bomber({ x: 20, y: 20 }, [4])
    const s = straightOf(probe)
    const game = bomber({ x: 100, y: 40 + 2 * (BOMB_CARD.depth + s) }, [4])
    const events = fly(game, straights(game), [{ slot: 0, groups: [0] }])
    const dropped = eventsOfType(events, 'bombs-dropped')
    expect(dropped).toHaveLength(1)
    expect(dropped[0]).toMatchObject({ plane: 'camel', points: 4, markers: 0, phase: 1 })
    expect(dropped[0].at.y).toBeCloseTo(40 + 2 * (BOMB_CARD.depth + s))
    expect(eventsOfType(events, 'bombs-hit')).toEqual([expect.objectContaining({ plane: 'camel', target: 'target', points: 4, result: 'full', phase: 1 })])
    expect(game.state.planes[0].effects!.bombs!.dropped).toEqual([true])
  })

  it('"If the red dot is not totally covered but even a little part of the target card is, the damage is halved (round down)" (lines 833-834); else a miss (lines 834-835)', () => {
    const s = straightOf(bomber({ x: 20, y: 20 }, [5]))
    const half = bomber({ x: 100 + 6, y: 40 + 2 * (BOMB_CARD.depth + s) }, [5])
    const e1 = fly(half, straights(half), [{ slot: 0, groups: [0] }])
    expect(eventsOfType(e1, 'bombs-hit')[0]).toMatchObject({ target: 'target', points: 2, result: 'half' })
    const miss = bomber({ x: 100 + 12, y: 40 + 2 * (BOMB_CARD.depth + s) }, [5])
    const e2 = fly(miss, straights(miss), [{ slot: 0, groups: [0] }])
    expect(eventsOfType(e2, 'bombs-hit')[0]).toMatchObject({ target: null, points: 0, result: 'miss' })
  })

  it('"If the last manoeuvre of the bomber was a stall, put a stall in front of the aircraft" (lines 828-829)', () => {
    const game = bomber({ x: 20, y: 20 }, [4])
    const stall = cardOf(game, 'camel', (c) => c.stall)
    const m = content.cards[stall].move
    const len = 'straight' in m ? m.straight : NaN
    const events = fly(game, [stall, straightId(game), straight2(game)], [{ slot: 0, groups: [0] }])
    const camelAfterStall = 40 + BOMB_CARD.depth + len
    expect(eventsOfType(events, 'bombs-dropped')[0].at.y).toBeCloseTo(camelAfterStall + BOMB_CARD.depth + len)
  })

  it('a load in groups: one group now, the other later; a group gone cannot go again (lines 823-826)', () => {
    const game = bomber({ x: 20, y: 20 }, [2, 3])
    const events = fly(game, straights(game), [{ slot: 1, groups: [1] }])
    expect(eventsOfType(events, 'bombs-dropped')).toEqual([expect.objectContaining({ points: 3, phase: 2 })])
    expect(game.state.planes[0].effects!.bombs!.dropped).toEqual([false, true])
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game), drop: [{ slot: 0, groups: [1] }] })).toThrow(/already gone/)
  })

  it('"Bombs cannot be dropped just after an Immelmann or Split-S" (lines 837-838): the plan is refused', () => {
    const game = bomber({ x: 20, y: 20 }, [4])
    const immelmann = cardOf(game, 'camel', (c) => c.immelmann)
    const cmd = { type: 'plan' as const, seat: 'allied', plane: 'camel', cards: [straightId(game), immelmann, straight2(game)], drop: [{ slot: 1, groups: [0] }] }
    expect(() => game.apply(cmd)).toThrow(CommandError)
    expect(() => game.apply(cmd)).toThrow(/Immelmann or Split-S/)
  })

  it('the drop is secret with the plan ("Before revealing any manoeuvre", line 825): the other seat sees none planned', () => {
    const game = bomber({ x: 20, y: 20 }, [4])
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game), drop: [{ slot: 2, groups: [0] }] })
    const mine = viewFor(game.state, 'allied').planes[0].effects as { bombs?: { planned: unknown[] } }
    const theirs = viewFor(game.state, 'central').planes[0].effects as { bombs?: { planned: unknown[] } }
    expect(mine.bombs!.planned).toHaveLength(1)
    expect(theirs.bombs!.planned).toEqual([])
  })

  it('a plane with no bombs drops none', () => {
    const game = bomber({ x: 20, y: 20 }, [4])
    expect(() => game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [card(game, 'dr1', 1), card(game, 'dr1', 2), card(game, 'dr1', 3)], drop: [{ slot: 0, groups: [0] }] })).toThrow(/carries no bombs/)
  })
})

describe('003 Bombing using Altitude Rules (lines 840-853)', () => {
  it('markers: "1 marker if the altitude is 2 or 3, two markers if it is 4-6, three markers if it is 7-10, and four markers if it is above altitude 10"; at 1 they hit at once (lines 842-846)', () => {
    expect([1, 2, 3, 4, 6, 7, 10, 11].map(markersFor)).toEqual([0, 1, 1, 2, 2, 3, 3, 4])
  })

  it('"A bombing run can be made at any altitude above level 0" (line 842): a drop with a card that ends at level 0 keeps the bombs aboard, and says so', () => {
    const game = bomber({ x: 20, y: 20 }, [4], { altitude: true }, { altitude: 1 })
    const dive = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'dive')
    const events = fly(game, [dive, straightId(game), straight2(game)], [{ slot: 0, groups: [0] }])
    expect(game.state.planes[0].effects!.alt!.level).toBe(0)
    expect(eventsOfType(events, 'bombs-dropped')).toEqual([])
    expect(eventsOfType(events, 'bombs-held')).toEqual([expect.objectContaining({ plane: 'camel', phase: 1, why: 'at level 0 no bombs are dropped' })])
    expect(game.state.planes[0].effects!.bombs!.dropped).toEqual([false])
  })

  it('a plane in the cloud cover (003 lines 460-463: it waits there, its base "just a reminder") keeps its bombs aboard, and says so', () => {
    const game = bomber({ x: 20, y: 20 }, [4], { altitude: true, cloudCover: 4 }, { altitude: 3 })
    const alt = game.state.planes[0].effects!.alt!
    alt.climbs = alt.turnStart.climbs = alt.climbRate - 1
    const climb = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'climb')
    const events = fly(game, [climb, straightId(game), straight2(game)], [{ slot: 1, groups: [0] }])
    expect(game.state.planes[0].effects!.alt!.level).toBe(4)
    expect(eventsOfType(events, 'bombs-dropped')).toEqual([])
    expect(eventsOfType(events, 'bombs-held')).toEqual([expect.objectContaining({ plane: 'camel', phase: 2, why: 'in the clouds no bombs are dropped' })])
    expect(game.state.planes[0].effects!.bombs!.dropped).toEqual([false])
  })

  it("the rulebook's example (lines 857-863): a Camel at altitude 4 drops four 9 kg bombs (4 points) after a right turn; two markers; the bombs land two phases later covering part of the card but not the red dot: 2 points", () => {
    const probe = bomber({ x: 20, y: 20 }, [4], { altitude: true })
    const right = cardOf(probe, 'camel', (c) => c.turn === 'right' && !c.steep && !c.stall)
    const s = straightOf(probe)
    // where the right turn puts the Camel, then three cards' lengths on along its new heading: the bombs' last place
    const c = probe.rules.byId.get('camel')!.cards.get(right)!
    const h = c.turn
    const at = { x: 100 + c.right * Math.cos(0) + c.forward * Math.sin(0), y: 40 - c.right * Math.sin(0) + c.forward * Math.cos(0) }
    const along = 3 * (BOMB_CARD.depth + s)
    const land = { x: at.x + along * Math.sin(h), y: at.y + along * Math.cos(h) }
    // the target card square to the bombs' path, 6 cm to their right: the bomb card covers 3 cm of it, not its centre
    const target = { x: land.x + 6 * Math.cos(h), y: land.y - 6 * Math.sin(h), heading: (h * 180) / Math.PI }
    const game = bomber(target, [4], { altitude: true })
    const alt = game.state.planes[0].effects!.alt!
    alt.level = 4
    alt.turnStart.level = 4
    const events = fly(game, [right, straightId(game), straight2(game)], [{ slot: 0, groups: [0] }])
    expect(eventsOfType(events, 'bombs-dropped')).toEqual([expect.objectContaining({ plane: 'camel', points: 4, markers: 2, phase: 1 })])
    const hits = eventsOfType(events, 'bombs-hit')
    expect(hits).toEqual([expect.objectContaining({ plane: 'camel', target: 'target', points: 2, result: 'half', phase: 3 })])
    expect(game.state.planes[0].effects!.bombs!.falling).toEqual([])
  })
})

describe('003 Bombing: lines not covered above (825, 828, 848-849)', () => {
  it('"the bomber can decide to drop one or more groups of bombs, or even all the load" (line 825): two groups dropped with one card fall as one bomb card worth their sum', () => {
    const s = straightOf(bomber({ x: 20, y: 20 }, [2, 3, 4]))
    const game = bomber({ x: 100, y: 40 + 2 * (BOMB_CARD.depth + s) }, [2, 3, 4])
    const events = fly(game, straights(game), [{ slot: 0, groups: [0, 2] }])
    expect(eventsOfType(events, 'bombs-dropped')).toEqual([expect.objectContaining({ plane: 'camel', points: 6, phase: 1 })])
    expect(eventsOfType(events, 'bombs-hit')).toEqual([expect.objectContaining({ plane: 'camel', target: 'target', points: 6, result: 'full', phase: 1 })])
    expect(game.state.planes[0].effects!.bombs!.dropped).toEqual([true, false, true])
  })

  it('"Execute the manoeuvre and, before weapon fire is resolved, put the bombs in play" (line 828): a bomber shot down in the phase it drops has still bombed', () => {
    const setup = setupWith([
      arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0),
      arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central' }, 100, 120, 180),
      { id: 'target', aircraft: 'target', team: 'central', x: 20, y: 20, heading: 0 },
    ])
    setup.planes[0].bombs = [4]
    const game = Game.start(content, setup, 1)
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game), drop: [{ slot: 0, groups: [0] }] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [card(game, 'dr1', 1), card(game, 'dr1', 2), card(game, 'dr1', 3)] })
    expect(optionsOf(game, 'dr1')).toEqual(['front>camel:2'])
    // the Dr.I's first card for the Camel is the explosion
    stackDeck(game.state, 'A', ['A48', 'A01'])
    fire(game, { dr1: { front: 'camel' } })
    expect(planeOf(game, 'camel').status).toBe('exploded')
    expect(eventsOfType(game.events, 'bombs-dropped')).toEqual([expect.objectContaining({ plane: 'camel', points: 4, phase: 1 })])
    expect(eventsOfType(game.events, 'bombs-hit')).toEqual([expect.objectContaining({ plane: 'camel', result: 'miss', phase: 1 })])
    expect(planeOf(game, 'camel').effects!.bombs!.dropped).toEqual([true])
  })

  it('"they are again moved with the same manoeuvre card with which they are placed (stall ...)" (lines 848-849): bombs dropped with a stall at level 2 fall a stall\'s length, not a straight\'s', () => {
    const probe = bomber({ x: 20, y: 20 }, [4], { altitude: true }, { altitude: 2 })
    const stall = cardOf(probe, 'camel', (c) => c.stall)
    const m = content.cards[stall].move
    const len = 'straight' in m ? m.straight : NaN
    // the Camel after its stall, the bomb card a stall in front of it, then moved a stall on in phase 2
    const land = 40 + 3 * (BOMB_CARD.depth + len)
    const game = bomber({ x: 100, y: land }, [4], { altitude: true }, { altitude: 2 })
    const events = fly(game, [stall, straightId(game), straight2(game)], [{ slot: 0, groups: [0] }])
    expect(eventsOfType(events, 'bombs-dropped')).toEqual([expect.objectContaining({ plane: 'camel', markers: 1, phase: 1 })])
    expect(eventsOfType(events, 'bombs-hit')).toEqual([expect.objectContaining({ plane: 'camel', target: 'target', points: 4, result: 'full', phase: 2 })])
  })

  it('"in each subsequent phase, they are again moved" (lines 848-849): bombs dropped in the last phase at level 4 go on falling into the next turn', () => {
    /** a Camel at level 4 (above the start limit of 3: put there as in the example above) */
    const at4 = (target: { x: number; y: number }) => {
      const g = bomber(target, [4], { altitude: true })
      const alt = g.state.planes[0].effects!.alt!
      alt.level = alt.turnStart.level = 4
      return g
    }
    const probe = at4({ x: 20, y: 20 })
    const s = straightOf(probe)
    const first = fly(probe, straights(probe), [{ slot: 2, groups: [0] }])
    const at = eventsOfType(first, 'bombs-dropped')[0].at
    const game = at4({ x: at.x, y: at.y + 2 * (BOMB_CARD.depth + s) })
    const turn1 = fly(game, straights(game), [{ slot: 2, groups: [0] }])
    expect(eventsOfType(turn1, 'bombs-dropped')).toEqual([expect.objectContaining({ plane: 'camel', markers: 2, turn: 1, phase: 3 })])
    expect(eventsOfType(turn1, 'bombs-hit')).toEqual([])
    expect(game.state.planes[0].effects!.bombs!.falling).toEqual([expect.objectContaining({ markers: 2 })])
    const turn2 = fly(game, straights(game))
    expect(eventsOfType(turn2, 'bombs-hit')).toEqual([expect.objectContaining({ plane: 'camel', target: 'target', points: 4, result: 'full', turn: 2, phase: 2 })])
    expect(game.state.planes[0].effects!.bombs!.falling).toEqual([])
  })
})

describe('reconnaissance photographs (003 Raid over Istriana, line 1104; Outnumbered!, lines 1342-1344)', () => {
  it('"perform a stall manoeuvre, starting it when its centre is at half ruler distance from any point of the target card"', () => {
    // the target card's near edge 15 cm ahead of the stand: within half a ruler (17 cm)
    const game = bomber({ x: 100, y: 40 + 15 + 6.3 / 2 }, [4], {}, { camera: ['target'] })
    const stall = cardOf(game, 'camel', (c) => c.stall)
    const events = fly(game, [stall, straightId(game), straight2(game)])
    expect(eventsOfType(events, 'photographed')).toEqual([expect.objectContaining({ plane: 'camel', target: 'target', phase: 1 })])
    expect(game.state.planes[0].effects!.photo).toEqual({ target: 'target', turn: 1, phase: 1 })
  })

  it('not from further than half a ruler, not without a stall, not with the observer incapacitated', () => {
    const far = bomber({ x: 100, y: 40 + 19 + 6.3 / 2 }, [4], {}, { camera: ['target'] })
    expect(eventsOfType(fly(far, [cardOf(far, 'camel', (c) => c.stall), straightId(far), straight2(far)]), 'photographed')).toEqual([])
    const straight = bomber({ x: 100, y: 40 + 15 + 6.3 / 2 }, [4], {}, { camera: ['target'] })
    expect(eventsOfType(fly(straight, straights(straight)), 'photographed')).toEqual([])
    const wounded = bomber({ x: 100, y: 40 + 15 + 6.3 / 2 }, [4], {}, { camera: ['target'] })
    wounded.state.planes[0].effects!.observerWounded = true
    expect(eventsOfType(fly(wounded, [cardOf(wounded, 'camel', (c) => c.stall), straightId(wounded), straight2(wounded)]), 'photographed')).toEqual([])
  })
})

describe("the scenarios' bomb run (003 Wings over the Flanders, lines 1146-1148; A Hard Task, lines 1385-1387)", () => {
  /** a target whose centre the Camel's base passes over during its first straight (it flies north from y = 40) */
  const underFirstStraight = (game: Game) => ({ x: 100, y: 40 + 6.3 / 2 + straightOf(game) / 2 })

  it('"the aircraft card or the manoeuvre card must overlap the centre of the target card to drop bombs": passed over during the card, the target is bombed in full', () => {
    const probe = bomber({ x: 20, y: 20 }, [4])
    const game = bomber(underFirstStraight(probe), [4], {}, { bombRun: {} })
    const events = fly(game, straights(game), [{ slot: 0, groups: [0] }])
    expect(eventsOfType(events, 'bombs-hit')).toEqual([expect.objectContaining({ plane: 'camel', target: 'target', points: 4, result: 'full', phase: 1 })])
    // by 003's own bombing the bomb card would have fallen a card's length ahead of the Camel, past the target: a miss
    const plain = bomber(underFirstStraight(probe), [4])
    expect(eventsOfType(fly(plain, straights(plain), [{ slot: 0, groups: [0] }]), 'bombs-hit')).toEqual([expect.objectContaining({ result: 'miss' })])
  })

  it('bombs dropped with a card that passes over no target centre miss, and are gone', () => {
    const game = bomber({ x: 130, y: 60 }, [4], {}, { bombRun: {} })
    const events = fly(game, straights(game), [{ slot: 0, groups: [0] }])
    expect(eventsOfType(events, 'bombs-hit')).toEqual([expect.objectContaining({ target: null, points: 0, result: 'miss' })])
    expect(game.state.planes[0].effects!.bombs!.dropped).toEqual([true])
  })

  it('"The bomb run cannot be made if the observer is incapacitated": refused with the plan, and held aboard if it happens after', () => {
    const probe = bomber({ x: 20, y: 20 }, [4])
    const refused = bomber(underFirstStraight(probe), [4], {}, { bombRun: {} })
    refused.state.planes[0].effects = { ...refused.state.planes[0].effects!, observerWounded: true }
    expect(() => refused.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(refused), drop: [{ slot: 0, groups: [0] }] })).toThrow(/observer incapacitated/)
    const held = bomber(underFirstStraight(probe), [4], {}, { bombRun: {} })
    held.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(held), drop: [{ slot: 0, groups: [0] }] })
    held.state.planes[0].effects!.observerWounded = true
    held.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [card(held, 'dr1', 1), card(held, 'dr1', 7), card(held, 'dr1', 2)] })
    expect(eventsOfType(held.events, 'bombs-held')).toEqual([expect.objectContaining({ plane: 'camel', why: expect.stringMatching(/observer/) })])
    expect(eventsOfType(held.events, 'bombs-hit')).toEqual([])
    expect(held.state.planes[0].effects!.bombs!.dropped).toEqual([false])
  })

  it('A Hard Task: "must pass over it at an altitude of 2 or less": at 3 the bombs stay aboard, at 2 they fall', () => {
    const probe = bomber({ x: 20, y: 20 }, [4])
    const high = bomber(underFirstStraight(probe), [4], { altitude: true }, { bombRun: { maxLevel: 2 }, altitude: 3 })
    expect(eventsOfType(fly(high, straights(high), [{ slot: 0, groups: [0] }]), 'bombs-held')).toEqual([expect.objectContaining({ why: expect.stringMatching(/altitude of 2 or less/) })])
    const low = bomber(underFirstStraight(probe), [4], { altitude: true }, { bombRun: { maxLevel: 2 }, altitude: 2 })
    expect(eventsOfType(fly(low, straights(low), [{ slot: 0, groups: [0] }]), 'bombs-hit')).toEqual([expect.objectContaining({ target: 'target', result: 'full' })])
  })
})
