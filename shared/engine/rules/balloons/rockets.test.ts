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

  it('a next manoeuvre that is neither a straight nor a stall wastes the rocket (condition 1, line 616); the other may be fired later (line 612)', () => {
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

  it('a special damage card from enemy fire in the two rounds spoils the salvo (condition 3, line 620)', () => {
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

  it('with the altitude rules the firer must be at the target level or one above (line 633)', () => {
    const g = start(attack.map((p) => (p.id === 'nieuport' ? { ...p, altitude: 2 } : p.id === 'drachen' ? { ...p, altitude: 3 } : p)), { altitude: true })
    plan(g, [STRAIGHT, STALL, SHORT])
    expect(g.state.fireOptions.some((o) => o.plane === 'nieuport' && o.target === 'drachen'), 'the guns reach the Drachen a level up').toBe(true)
    expect(() => g.apply({ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: 1 })).toThrow(/same level/)
  })

  it('the heuristic bot fires both rockets at a balloon when its next card is a straight or a stall (lines 608-616)', () => {
    const g = start()
    plan(g, [STRAIGHT, STALL, BANK])
    const bot = BOTS.heuristic.make(content, 'allied', 1)
    expect(bot.decide(g.view('allied')).filter((c) => c.type === 'fire')).toEqual([{ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen', rockets: 2 }])
    const banks = start()
    plan(banks, [STRAIGHT, BANK, BANK2])
    expect(BOTS.heuristic.make(content, 'allied', 1).decide(banks.view('allied')).filter((c) => c.type === 'fire')).toEqual([{ type: 'fire', seat: 'allied', plane: 'nieuport', front: 'drachen' }])
  })
})
