/**
 * 003 Le Prieur Rockets (lines 601-633): fired after a straight or a stall at a target in the front arc within a ruler,
 * hitting after the next manoeuvre with a D card a rocket, or missing.
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import type { DamageSpecial } from '../../../content/types'
import { CommandError } from '../../commands'
import { stackDeck } from '../../damage'
import { Game } from '../../game'
import type { GameEvent, GameSetup, RulesOptions } from '../../types'
import { BOTS } from '../../../bots'
import { baseCorners, rectanglesOverlap } from '../../../geometry/base'

function cardWith(deck: string, points: number | null, special: DamageSpecial[] = []): string {
  const c = Object.values(content.damageCards).find((d) => d.deck === deck && (d.points ?? null) === points && d.special.length === special.length && special.every((s) => d.special.includes(s)))
  if (!c) throw new Error(`no ${deck} card of ${points} points with ${special.join(', ')}`)
  return c.id
}

/** A Nieuport 16 with two rockets whose first straight ends 20 cm short of a Drachen; a Dr.I far away. */
const attack: PlaneSpec[] = [
  arriving({ id: 'nieuport', aircraft: 'nieuport-16', team: 'allied' }, 500, 480, 0),
  { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 500, heading: 180 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 },
]

function start(planes: PlaneSpec[] = attack, options: Partial<RulesOptions> = {}, change: (s: GameSetup) => void = () => {}): Game {
  const setup = setupWith(planes, { options, table: { width: 1000, depth: 1000 } })
  setup.planes.find((p) => p.id === 'nieuport')!.rockets = 2
  change(setup)
  return Game.start(content, setup, 1)
}

// the Nieuport's deck (E): 1 and 2 straights, 3 a short straight, 4 the stall, 5 and 6 banks left, 15 a sideslip right
const STRAIGHT = 1
const STRAIGHT2 = 2
const SHORT = 3
const STALL = 4
const BANK = 5
const BANK2 = 6
const SIDESLIP = 15

/** Plan the Nieuport's three cards by number (the Dr.I flies straights far away). */
function plan(g: Game, nums: number[]): GameEvent[] {
  return planNumbers(g, { nieuport: nums, dr1: [1, 2, 3] })
}

function fireRockets(g: Game, n: 1 | 2): GameEvent[] {
  const phase = g.state.phase
  const out = g.apply({ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: n })
  if (g.state.step === 'firing' && g.state.phase === phase) out.push(...fire(g))
  return out
}

describe('003 Le Prieur Rockets (lines 601-633)', () => {
  it('two rockets fired after a straight hit after a stall with the Drachen still in the front arc: a D card each (lines 608-622)', () => {
    const g = start()
    const events = plan(g, [STRAIGHT, STALL, BANK])
    stackDeck(g.state, 'D', [cardWith('D', 0), cardWith('D', 3, ['fire'])])
    events.push(...fireRockets(g, 2))
    expect(eventsOfType(events, 'rockets-fired')).toMatchObject([{ plane: 'nieuport', target: 'drachen', rockets: 2 }])
    // "Players may fire machine guns or rockets, but not both" (line 610): no shot from the guns
    expect(eventsOfType(events, 'fired')).toEqual([])
    expect(planeOf(g, 'nieuport').effects!.rockets).toMatchObject({ left: 0, salvoes: [{ target: 'drachen', count: 2 }] })
    expect(planeOf(g, 'drachen').damageTotal).toBe(0)
    expect(g.state.phase).toBe(2)
    if (g.state.step === 'firing') events.push(...fire(g))
    expect(eventsOfType(events, 'rockets-hit')).toMatchObject([{ plane: 'nieuport', target: 'drachen', rockets: 2 }])
    const d = planeOf(g, 'drachen')
    expect(d.damageTotal).toBe(3)
    // the D card's fire puts a flame counter on the balloon (003 line 561)
    expect(d.effects!.flame).toBe(1)
    expect(planeOf(g, 'nieuport').effects!.rockets!.salvoes).toEqual([])
  })

  it('a next manoeuvre that is neither a straight nor a stall wastes the rocket (condition 1, line 615); the other may be fired later (line 612)', () => {
    const g = start()
    const events = plan(g, [STRAIGHT, BANK, BANK2])
    events.push(...fireRockets(g, 1))
    // the banks take the Drachen out of the arc: no more firing this turn, the salvo resolved after the first bank
    while (g.state.step === 'firing') events.push(...fire(g))
    expect(eventsOfType(events, 'rockets-missed')).toMatchObject([{ plane: 'nieuport', rockets: 1, why: 'manoeuvre' }])
    expect(planeOf(g, 'drachen').damageTotal).toBe(0)
    expect(planeOf(g, 'nieuport').effects!.rockets).toMatchObject({ left: 1, salvoes: [] })
  })

  it('rockets are refused after a sideslip, beyond the counters, and without rockets on the plane (lines 606-612)', () => {
    const g = start()
    plan(g, [SIDESLIP, STRAIGHT, STRAIGHT2])
    const refused = (n: 1 | 2) => {
      try {
        g.apply({ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: n })
        return ''
      } catch (e) {
        return (e as CommandError).message
      }
    }
    expect(g.state.fireOptions.some((o) => o.plane === 'nieuport' && o.target === 'drachen'), 'the sideslip leaves the Drachen in the arc').toBe(true)
    expect(refused(2)).toMatch(/after a straight or a stall/)
    const none = start(attack, {}, (s) => delete s.planes.find((p) => p.id === 'nieuport')!.rockets)
    plan(none, [STRAIGHT, STALL, SHORT])
    expect(() => none.apply({ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: 1 })).toThrow(/no rockets/)
  })

  it('a special damage card from enemy fire in the two rounds spoils the salvo (condition 3, lines 619-620)', () => {
    // a trench beside the Nieuport's path fires infantry at it every round (003 lines 662-666)
    const g = start([...attack, { id: 'trench', aircraft: 'trench', team: 'central', x: 510, y: 470, heading: 0 }])
    const events = plan(g, [STRAIGHT, STALL, SHORT])
    stackDeck(g.state, 'A', [cardWith('A', 1, ['smoke'])])
    events.push(...fireRockets(g, 2))
    expect(g.state.phase).toBe(2)
    if (g.state.step === 'firing') events.push(...fire(g))
    expect(eventsOfType(events, 'infantry-fire').length).toBeGreaterThan(0)
    expect(eventsOfType(events, 'rockets-missed')).toMatchObject([{ why: 'damage', rockets: 2 }])
    expect(planeOf(g, 'drachen').damageTotal).toBe(0)
  })

  it('with the altitude rules the firer must be at the target level or one above (lines 632-633)', () => {
    const g = start(attack.map((p) => (p.id === 'nieuport' ? { ...p, altitude: 2 } : p.id === 'drachen' ? { ...p, altitude: 3 } : p)), { altitude: true })
    plan(g, [STRAIGHT, STALL, SHORT])
    expect(g.state.fireOptions.some((o) => o.plane === 'nieuport' && o.target === 'drachen'), 'the guns reach the Drachen a level up').toBe(true)
    expect(() => g.apply({ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: 1 })).toThrow(/same level/)
  })

  it('"if the target balloon is still in the arc of fire but an aircraft blocks the view, then the blocking aircraft (friend or foe) is hit instead and takes a D- Damage card" (lines 623-625)', () => {
    for (const [id, aircraft, team] of [['camel', 'sopwith-camel', 'allied'], ['albatros', 'albatros-d-iii', 'central']] as const) {
      // the Nieuport fires both rockets 21.85 cm from the Drachen, then stalls; the other plane, flying east two straights,
      // crosses between them in the second phase (its base over the whole line of sight, touching neither)
      const g = start([
        arriving({ id: 'nieuport', aircraft: 'nieuport-16', team: 'allied' }, 500, 475, 0),
        attack[1],
        arriving({ id, aircraft, team }, 500, 491, 90, 2),
        attack[2],
      ])
      const events = planNumbers(g, { nieuport: [STRAIGHT, STALL, BANK], [id]: [1, 2, 3], dr1: [1, 2, 3] })
      stackDeck(g.state, 'D', [cardWith('D', 3, ['fire']), cardWith('D', 0)])
      events.push(...fireRockets(g, 2))
      while (g.state.step === 'firing' && g.state.phase < 3) events.push(...fire(g))
      expect(eventsOfType(events, 'rockets-hit')).toMatchObject([{ plane: 'nieuport', target: id, aimed: 'drachen', rockets: 2, phase: 2 }])
      // one D card, whatever the rockets fired; the Drachen is untouched
      expect(eventsOfType(events, 'damage-taken').filter((e) => e.from === 'nieuport')).toMatchObject([{ plane: id, cards: 1 }])
      expect([planeOf(g, id).damageTotal, planeOf(g, 'drachen').damageTotal]).toEqual([3, 0])
    }
  })

  describe('condition 2: "after this second manoeuvre the same target is in the plane\'s front firing cone, or the aircraft overlaps the target" (line 617)', () => {
    /**
     * The Nieuport, `beside` cm east of the Drachen's line, fires both rockets after a straight ending 9 cm short of
     * the Drachen's stand, then flies a second straight that carries its stand 1.65 cm past the back of the Drachen's
     * card: the Drachen is then wholly behind it, out of the front cone. In line (0) the Nieuport's card still lies across
     * the Drachen's; 9.5 cm aside (more than a card's width) it does not.
     */
    function overflies(beside: number): { g: Game; events: GameEvent[] } {
      const g = start([arriving({ id: 'nieuport', aircraft: 'nieuport-16', team: 'allied' }, 500 + beside, 491, 0), attack[1], attack[2]])
      const events = plan(g, [STRAIGHT, STRAIGHT2, SHORT])
      expect(g.state.fireOptions.some((o) => o.plane === 'nieuport' && o.target === 'drachen'), 'the Drachen in the front arc at the firing').toBe(true)
      stackDeck(g.state, 'D', [cardWith('D', 3, ['fire']), cardWith('D', 0)])
      events.push(...fireRockets(g, 2))
      while (g.state.step === 'firing' && g.state.turn === 1) events.push(...fire(g))
      // where the second straight left the Nieuport (the salvo is resolved at the end of that phase)
      const n = eventsOfType(events, 'moved').find((e) => e.plane === 'nieuport' && e.phase === 2)!.at
      const shape = content.table.bases.standard
      expect([n.x, n.y]).toEqual([expect.closeTo(500 + beside, 6), expect.closeTo(491 + 7.5 + shape.depth, 6)])
      // every corner of the Drachen's card behind the Nieuport's stand: nothing of it in the front cone
      const dc = baseCorners(planeOf(g, 'drachen'), content.table.bases.balloon)
      for (let k = 1; k < 8; k += 2) expect(dc[k]).toBeLessThan(n.y)
      expect(rectanglesOverlap(baseCorners(n, shape), dc), 'the Nieuport overlaps the Drachen').toBe(beside === 0)
      return { g, events }
    }

    it('003 line 617: the aircraft overlaps the target out of its front cone: the rockets hit, a D card each', () => {
      const { g, events } = overflies(0)
      expect(eventsOfType(events, 'rockets-missed')).toEqual([])
      expect(eventsOfType(events, 'rockets-hit')).toMatchObject([{ plane: 'nieuport', target: 'drachen', aimed: 'drachen', rockets: 2, phase: 2 }])
      expect(eventsOfType(events, 'damage-taken').filter((e) => e.from === 'nieuport')).toMatchObject([{ plane: 'drachen', cards: 2 }])
      expect(planeOf(g, 'drachen').damageTotal).toBe(3)
    })

    it('003 lines 617, 622-623: out of the front cone and not overlapped, the target is missed and the counters wasted', () => {
      const { g, events } = overflies(9.5)
      expect(eventsOfType(events, 'rockets-hit')).toEqual([])
      expect(eventsOfType(events, 'rockets-missed')).toMatchObject([{ plane: 'nieuport', target: 'drachen', rockets: 2, why: 'target', phase: 2 }])
      expect(planeOf(g, 'drachen').damageTotal).toBe(0)
      expect(planeOf(g, 'nieuport').effects!.rockets).toMatchObject({ left: 0, salvoes: [] })
    })
  })

  describe('003 Using Rockets with the Altitude Rules (lines 629-633)', () => {
    const DIVE = 20
    const CLIMB = 19
    /** The Nieuport at `level` whose first card (`first`) ends 20 cm short of the Drachen at level 2. */
    function atLevel(level: number, first: number): Game {
      const depth = content.table.bases[content.aircraft['nieuport-16'].base].depth
      const travel = (first === DIVE ? 10 : first === CLIMB ? 1.5 : 7.5) + depth
      const planes: PlaneSpec[] = [
        { id: 'nieuport', aircraft: 'nieuport-16', team: 'allied', x: 500, y: 480 - travel, heading: 0, altitude: level },
        { ...attack[1], altitude: 2 },
        attack[2],
      ]
      return start(planes, { altitude: true })
    }
    const salvo = (g: Game, cards: number[]): GameEvent[] => {
      const events = plan(g, cards)
      events.push(...fireRockets(g, 1))
      while (g.state.step === 'firing' && g.state.turn === 1) events.push(...fire(g))
      return events
    }

    it('"Rockets can be fired in a turn in which a straight, a stall, or a dive (but not a climb) is executed" (line 631)', () => {
      // the dive takes the Nieuport from level 3 to the Drachen's level 2; the straight after it hits
      const dived = atLevel(3, DIVE)
      const events = salvo(dived, [DIVE, STRAIGHT, SHORT])
      expect(eventsOfType(events, 'rockets-fired')).toMatchObject([{ phase: 1 }])
      expect(eventsOfType(events, 'rockets-hit')).toMatchObject([{ target: 'drachen', phase: 2 }])
      const climbed = atLevel(2, CLIMB)
      plan(climbed, [CLIMB, STRAIGHT, SHORT])
      expect(climbed.state.fireOptions.some((o) => o.plane === 'nieuport' && o.target === 'drachen'), 'the guns may fire after the climb').toBe(true)
      expect(() => climbed.apply({ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: 1 })).toThrow(/after a straight or a stall or a dive/)
    })

    it('"To hit, the next manoeuvre must be a stall, a straight, or a dive" (lines 631-632): a dive hits, a climb misses', () => {
      // fired one level above the Drachen; the dive brings the Nieuport to its level
      expect(eventsOfType(salvo(atLevel(3, STRAIGHT), [STRAIGHT, DIVE, SHORT]), 'rockets-hit')).toMatchObject([{ target: 'drachen', phase: 2 }])
      expect(eventsOfType(salvo(atLevel(3, STRAIGHT), [STRAIGHT, CLIMB, SHORT]), 'rockets-missed')).toMatchObject([{ why: 'manoeuvre', phase: 2 }])
    })

    it('"After both the manoeuvres, the aircraft has to be at the same altitude level or just one level above the target" (lines 632-633): a dive to a level below misses', () => {
      expect(eventsOfType(salvo(atLevel(2, STRAIGHT), [STRAIGHT, DIVE, SHORT]), 'rockets-missed')).toMatchObject([{ why: 'level', phase: 2 }])
    })
  })

  it('the heuristic bot fires both rockets at a balloon when its next card is a straight or a stall (lines 608-615)', () => {
    const g = start()
    plan(g, [STRAIGHT, STALL, BANK])
    const bot = BOTS.heuristic.make(content, 'allied', 1)
    expect(bot.decide(g.view('allied')).filter((c) => c.type === 'fire')).toEqual([{ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: 2 }])
    const banks = start()
    plan(banks, [STRAIGHT, BANK, BANK2])
    expect(BOTS.heuristic.make(content, 'allied', 1).decide(banks.view('allied')).filter((c) => c.type === 'fire')).toEqual([{ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen' }])
  })
})

describe('003 Le Prieur Rockets: the counters, the ruler and the arc (lines 606-613)', () => {
  const refusal = (g: Game, n: 1 | 2, target = 'drachen') => {
    try {
      g.apply({ type: 'fire', seat: 'allied', plane: 'nieuport', front: target, rockets: n })
      return ''
    } catch (e) {
      expect(e).toBeInstanceOf(CommandError)
      return (e as CommandError).message
    }
  }

  it('"put two rocket counters" (line 606), "it can fire the other one later on" (lines 612-613): after one, two more are refused, one is fired', () => {
    const g = start()
    const events = plan(g, [STRAIGHT, STALL, SHORT])
    stackDeck(g.state, 'D', [cardWith('D', 0), cardWith('D', 0)])
    events.push(...fireRockets(g, 1))
    expect(g.state.phase).toBe(2)
    expect(g.state.fireOptions.some((o) => o.plane === 'nieuport' && o.target === 'drachen'), 'the Drachen still in the arc after the stall').toBe(true)
    expect(refusal(g, 2)).toMatch(/has only 1 rocket left/)
    events.push(...fireRockets(g, 1))
    expect(eventsOfType(events, 'rockets-fired')).toMatchObject([{ phase: 1, rockets: 1 }, { phase: 2, rockets: 1 }])
    expect(planeOf(g, 'nieuport').effects!.rockets!.left).toBe(0)
  })

  it('"have the target in its front arc of fire at one ruler of distance or less" (lines 608-610): beyond a ruler, or out of the front arc, refused', () => {
    // the Dr.I 15 cm ahead gives the Nieuport a fire option; the Drachen is a ruler and more ahead, then beside it
    const dr1Ahead = arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central' }, 500, 495, 0)
    for (const drachen of [{ x: 500, y: 480 + content.table.ruler + 10 }, { x: 480, y: 480 }]) {
      const g = start([attack[0], { ...attack[1], ...drachen }, dr1Ahead])
      plan(g, [STRAIGHT, STALL, SHORT])
      expect(g.state.fireOptions.some((o) => o.plane === 'nieuport' && o.target === 'dr1'), 'a fire option at the Dr.I').toBe(true)
      expect(refusal(g, 1)).toMatch(/not in the front arc of fire within a ruler/)
      expect(refusal(g, 1, 'dr1')).toBe('')
    }
  })
})
