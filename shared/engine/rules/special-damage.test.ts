import { describe, expect, it } from 'vitest'
import { cardOf, content, startGame } from '../../../electron/testing/fixtures'
import { CommandError } from '../commands'
import { stackDeck } from '../damage'
import type { Game } from '../game'
import type { RulesOptions } from '../types'
import { eventsFor } from '../view'
import { damageCard, orders, planStraights, straights } from '../../../electron/testing/rule-helpers'

/** A Camel chasing a Dr.I 14 cm ahead: every phase the Camel has a short-range shot and the Dr.I none. */
function chase(options: Partial<RulesOptions> = { specialDamage: true }, target = 'fokker-dr-i'): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
      { id: 'dr1', aircraft: target, team: 'central', x: 100, y: 114, heading: 0 },
    ],
    { options },
  )
}

/** The Camel's next shot at the Dr.I deals these two A cards. */
function shoot(game: Game, a: string, b: string) {
  stackDeck(game.state, 'A', [a, b])
  return orders(game, { camel: { front: 'dr1' } })
}

function cardTurning(game: Game, plane: string, dir: 'left' | 'right'): string {
  return [...game.rules.byId.get(plane)!.cards.values()].find((c) => c.card.turn === dir && !c.card.steep && !c.card.immelmann)!.card.id
}

function refusal(f: () => void): string {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(CommandError)
    return (e as Error).message
  }
  throw new Error('the command was accepted')
}

const zero = () => damageCard('A', 0)

/** The A deck's blank cards (no points, no symbol), each a card of its own. */
const blanks = Object.values(content.damageCards)
  .filter((d) => d.deck === 'A' && d.points === 0 && d.special.length === 0)
  .map((d) => d.id)

/** The ids of a plane's cards that match. */
function cardsWhere(game: Game, plane: string, pred: (c: { name: string; steep: boolean; straight: boolean; immelmann: boolean; stall: boolean; turn: string | null }) => boolean): string[] {
  return [...game.rules.byId.get(plane)!.cards.values()].filter((c) => pred(c.card)).map((c) => c.card.id)
}

describe('003 Special Damage (lines 151-189)', () => {
  it('Rudder Jammed (line 159): "cannot plan turns in the direction shown for the next turn only"; it is kept secret', () => {
    const game = chase()
    planStraights(game)
    const events = shoot(game, damageCard('A', 1, ['rudder-left']), zero())
    const dr1 = game.state.planes[1]
    expect(dr1.effects!.rudder).toEqual({ dir: 'left', turn: 2 })
    // "This special damage is kept secret"
    const special = events.filter((e) => e.type === 'special-damage')
    expect(special).toHaveLength(1)
    expect(eventsFor(special, 'allied')).toHaveLength(0)
    expect(game.view('allied').planes[1].effects).toEqual({ smoke: 0, flame: 0, aim: { front: null, rear: null }, tail: null })
    expect((game.view('central').planes[1].effects as { rudder: unknown }).rudder).toEqual({ dir: 'left', turn: 2 })
    // "Any manoeuvres already selected for the remainder of this turn are carried out as placed"
    orders(game, {})
    orders(game, {})
    expect(game.state.turn).toBe(2)
    const left = cardTurning(game, 'dr1', 'left')
    const plan = [left, ...straights(game, 'dr1').slice(0, 2)]
    expect(refusal(() => game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: plan }))).toMatch(/rudder is jammed left: no turns to the left this turn/)
    const right = cardTurning(game, 'dr1', 'right')
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [right, ...straights(game, 'dr1').slice(0, 2)] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    while (game.state.turn === 2) orders(game, {})
    // the next turn only: turn 3 may turn left again
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: plan })
  })

  it('"count the most recent one": a rudder jammed right replaces one jammed left', () => {
    const game = chase()
    planStraights(game)
    shoot(game, damageCard('A', 1, ['rudder-left']), damageCard('A', 2, ['rudder-right']))
    expect(game.state.planes[1].effects!.rudder).toEqual({ dir: 'right', turn: 2 })
  })

  it('Crew Wounded (line 164): no forward fire just after a steep manoeuvre; a second wound eliminates the plane', () => {
    const game = chase()
    const camel = game.state.planes[0]
    camel.effects!.wounds = 1
    camel.last = { steep: true, straight: false, immelmann: false }
    planStraights(game)
    // the straight just flown is not steep: the wounded pilot may fire
    expect(() => shoot(game, zero(), zero())).not.toThrow()
    camel.last = { steep: true, straight: false, immelmann: false }
    expect(refusal(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' }))).toMatch(/pilot is wounded: no forward fire just after a steep manoeuvre/)
    // the fire option is still offered to everyone: on the table, not firing gives nothing away
    expect(game.view('central').fireOptions.some((o) => o.plane === 'camel')).toBe(true)
    camel.last = { steep: false, straight: true, immelmann: false }
    const dr1 = game.state.planes[1]
    dr1.effects!.wounds = 1
    shoot(game, damageCard('A', 2, ['wounded']), zero())
    expect(dr1.status).toBe('shot-down')
  })

  it('Crew Wounded (lines 163-164): with the altitude rules, no forward fire "just after ... a climb" either', () => {
    const game = chase({ specialDamage: true, altitude: true })
    for (const p of game.state.planes) p.effects!.alt!.level = p.effects!.alt!.turnStart.level = 2
    const camel = game.state.planes[0]
    camel.effects!.wounds = 1
    const cards = (plane: string) => [...game.rules.byId.get(plane)!.cards.values()].map((c) => c.card)
    const climb = cards('camel').find((c) => c.altitude === 'climb')!.id
    const stall = cards('dr1').find((c) => c.stall && !c.altitude)!.id
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, ...straights(game, 'camel').slice(0, 2)] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [stall, ...straights(game, 'dr1').slice(0, 2)] })
    expect(game.state.step).toBe('firing')
    expect(game.state.fireOptions.some((o) => o.plane === 'camel' && o.target === 'dr1')).toBe(true)
    expect(refusal(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' }))).toMatch(/pilot is wounded: no forward fire just after .*a climb/)
    // unwounded, the same shot is fired
    camel.effects!.wounds = 0
    expect(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' })).not.toThrow()
  })

  it('Crew Wounded: jammed guns "may not fire after the next four manoeuvres", with three counters shown as always', () => {
    const game = chase()
    const camel = game.state.planes[0]
    camel.effects!.wounds = 1
    planStraights(game)
    const events = shoot(game, damageCard('A', 0, ['jam']), zero())
    expect(events.some((e) => e.type === 'jammed' && e.plane === 'camel')).toBe(true)
    // phases 2 and 3 of the turn and phase 1 of the next have the counters (3, 2, 1) and no shot: they pass by themselves
    expect(game.state.turn).toBe(2)
    expect(camel.jam.front).toBe(1)
    planStraights(game)
    expect(game.state.phase).toBe(2)
    expect(camel.jam.front).toBe(0)
    // the fourth manoeuvre: the counters are gone and the shot is offered to everyone, but the wounded pilot may not take it
    expect(game.state.fireOptions.some((o) => o.plane === 'camel')).toBe(true)
    expect(refusal(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' }))).toMatch(/one more manoeuvre to clear/)
    orders(game, {})
    expect(() => shoot(game, zero(), zero())).not.toThrow()
    expect(camel.stats.shots).toBe(2)
  })

  it('Crew Wounded (lines 163-168) is the pilot\'s: a two-seater\'s rear guns, the observer\'s (lines 245-248), clear their jam after three manoeuvres as always', () => {
    const game = chase({ specialDamage: true }, 'airco-dh-4')
    const dh4 = game.state.planes[1]
    dh4.effects!.wounds = 1
    planStraights(game)
    stackDeck(game.state, 'A', [damageCard('A', 0, ['jam'])])
    orders(game, { dr1: { rear: 'camel' } })
    expect(dh4.jam.rear).toBe(3)
    // phases 2 and 3 and the next turn's phase 1 have the counters; in phase 2 of turn 2 the rear guns fire again
    while (dh4.jam.rear > 0 || game.state.step !== 'firing') {
      if (game.state.step === 'planning') planStraights(game)
      else orders(game, {})
    }
    expect([game.state.turn, game.state.phase]).toEqual([2, 2])
    expect(() => game.apply({ type: 'fire', seat: 'central', plane: 'dr1', rear: 'camel' })).not.toThrow()
  })

  it('Observer Wounded (Two-Seaters, lines 241-252): a card worth 3 wounds the pilot, any other the observer, and the rear guns fall silent', () => {
    const game = chase({ specialDamage: true }, 'airco-dh-4')
    const dh4 = game.state.planes[1]
    planStraights(game)
    shoot(game, damageCard('A', 2, ['wounded']), zero())
    expect(dh4.effects!.observerWounded).toBe(true)
    expect(dh4.effects!.wounds).toBe(0)
    // the DH.4 has the Camel in its rear arc: the shot is offered, and refused to a wounded observer
    expect(game.state.fireOptions.some((o) => o.plane === 'dr1' && o.arc === 'rear')).toBe(true)
    expect(refusal(() => game.apply({ type: 'fire', seat: 'central', plane: 'dr1', rear: 'camel' }))).toMatch(/observer is wounded: the rear guns are silent/)
    shoot(game, damageCard('A', 3, ['wounded']), zero())
    expect(dh4.effects!.wounds).toBe(1)
  })

  it('Engine Damage (line 171): "at least one stall manoeuvre each turn"; a second engine damage explodes the plane', () => {
    const game = chase()
    planStraights(game)
    shoot(game, damageCard('A', 2, ['engine']), zero())
    expect(game.state.planes[1].effects!.engine).toBe(1)
    orders(game, {})
    orders(game, {})
    expect(refusal(() => game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') }))).toMatch(/engine is damaged: every turn needs a stall manoeuvre/)
    const stall = [...game.rules.byId.get('dr1')!.cards.values()].find((c) => c.card.stall)!.card.id
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [...straights(game, 'dr1').slice(0, 2), stall] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    const events = shoot(game, damageCard('A', 2, ['engine']), zero())
    expect(game.state.planes[1].status).toBe('exploded')
    expect(events.some((e) => e.type === 'exploded' && e.plane === 'dr1')).toBe(true)
  })

  it('003 line 172 ("If an aircraft takes a second engine damage card, it explodes and it is eliminated"): the exploded event names that second card', () => {
    const game = chase()
    planStraights(game)
    const first = damageCard('A', 2, ['engine'])
    shoot(game, first, zero())
    orders(game, {})
    orders(game, {})
    const stall = [...game.rules.byId.get('dr1')!.cards.values()].find((c) => c.card.stall)!.card.id
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [...straights(game, 'dr1').slice(0, 2), stall] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    const second = damageCard('A', 4, ['engine'])
    const events = shoot(game, second, zero())
    const boom = events.find((e) => e.type === 'exploded' && e.plane === 'dr1')
    expect(boom && boom.type === 'exploded' && boom.card).toBe(second)
    expect(second).not.toBe(first)
  })

  it('lines 168, 172 and 187-189: two engine cards, or two pilot wounds, in one volley are a second one: the plane explodes, or is shot down (docs/rules.md)', () => {
    const engines = chase()
    planStraights(engines)
    shoot(engines, damageCard('A', 2, ['engine']), damageCard('A', 4, ['engine']))
    expect(engines.state.planes[1].status).toBe('exploded')
    const wounds = chase()
    planStraights(wounds)
    shoot(wounds, damageCard('A', 2, ['wounded']), damageCard('A', 3, ['wounded']))
    expect(wounds.state.planes[1].status).toBe('shot-down')
  })

  it('Smoke (line 174) is shown to everyone, with three counters, one discarded at the end of each turn; its card\'s points stay secret (line 156)', () => {
    const game = chase()
    planStraights(game)
    const events = shoot(game, damageCard('A', 1, ['smoke']), zero())
    // "reveal the smoke symbol": the smoke and its counters to everyone
    expect(eventsFor(events, 'allied').some((e) => e.type === 'smoke' && e.plane === 'dr1' && e.counters === 3)).toBe(true)
    expect(game.view(null).planes[1].effects).toMatchObject({ smoke: 3 })
    // "do not reveal the amount of damage points": the card itself to its own seat alone, face down to the others
    expect(eventsFor(events, 'allied').filter((e) => e.type === 'card-shown')).toEqual([])
    expect(eventsFor(events, 'central').some((e) => e.type === 'card-shown' && e.why === 'smoke')).toBe(true)
    expect(game.view('allied').planes[1].shown).toEqual([])
    expect(game.view(null).planes[1].shown).toEqual([])
    expect(game.view('allied').planes[1].damageCount).toBe(2)
    expect(game.view('central').planes[1].shown).toEqual([])
    expect(game.view('central').planes[1].damage).toContain(game.state.planes[1].shown[0])
    expect(game.state.planes[1].shown).toHaveLength(1)
    orders(game, {})
    orders(game, {})
    expect(game.state.planes[1].effects!.smoke).toBe(2)
  })

  it('Flame (lines 179-183): each turn, before the first reveal, a counter goes and an A card is taken: only points and explosions count', () => {
    const game = chase()
    planStraights(game)
    shoot(game, damageCard('A', 3, ['fire']), zero())
    const dr1 = game.state.planes[1]
    expect(dr1.effects!.flame).toBe(3)
    orders(game, {})
    orders(game, {})
    const before = dr1.damageTotal
    // the flame card: a 1 that would jam the guns; the jam is ignored
    stackDeck(game.state, 'A', [damageCard('A', 1, ['jam'])])
    planStraights(game)
    expect(dr1.effects!.flame).toBe(2)
    expect(dr1.damageTotal - before).toBe(1)
    expect(game.state.planes[0].jam.front).toBe(0)
  })
})

describe('003 Special Damage (lines 151-189, 248-252): the rows the audit found untested', () => {
  it('003 lines 163-164: a wounded pilot "can no longer fire it\'s forward machine guns just after executing ... an Immelmann turn"', () => {
    // the Camel flies straight, then its Immelmann turn, and comes out of it facing the Dr.I
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 80, heading: 0 },
      ],
      { options: { specialDamage: true } },
    )
    const camel = game.state.planes[0]
    camel.effects!.wounds = 1
    const [straight, straight2] = cardsWhere(game, 'camel', (c) => c.straight && c.name === 'Straight')
    const immelmann = cardOf(game, 'camel', (c) => c.immelmann)
    const shorts = cardsWhere(game, 'dr1', (c) => c.straight && c.name === 'Short straight')
    const stall = cardOf(game, 'dr1', (c) => c.stall)
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [straight, immelmann, straight2] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [shorts[0], shorts[1], stall] })
    // phase 1: the Dr.I is behind the Camel
    expect(game.state.fireOptions.some((o) => o.plane === 'camel')).toBe(false)
    orders(game, {})
    // phase 2: just after the Immelmann the Dr.I is ahead and in range
    expect(game.state.phase).toBe(2)
    expect(game.state.planes[0].executed).toEqual([straight, immelmann])
    expect(camel.last).toEqual({ steep: false, straight: false, immelmann: true })
    expect(game.state.fireOptions.some((o) => o.plane === 'camel' && o.arc === 'front' && o.target === 'dr1')).toBe(true)
    expect(refusal(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' }))).toMatch(/pilot is wounded: no forward fire just after a steep manoeuvre, an Immelmann turn/)
    // unwounded, the same shot is fired
    camel.effects!.wounds = 0
    stackDeck(game.state, 'A', [blanks[0], blanks[1]])
    expect(() => orders(game, { camel: { front: 'dr1' } })).not.toThrow()
    expect(camel.stats.shots).toBe(1)
  })

  it('003 lines 163-164: only the wounded pilot\'s "forward machine guns" are silent: a DH.4 after a steep card is refused its front shot and fires its rear gun', () => {
    // a Camel behind the DH.4, another ahead of it; the DH.4 stalls (a steep card) in phase 1
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dh4', aircraft: 'airco-dh-4', team: 'central', x: 100, y: 114, heading: 0 },
        { id: 'camel2', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 128, heading: 0 },
      ],
      { options: { specialDamage: true } },
    )
    const dh4 = game.state.planes[1]
    dh4.effects!.wounds = 1
    const stall = cardOf(game, 'dh4', (c) => c.stall && c.steep)
    const short = cardOf(game, 'camel', (c) => c.straight && c.name === 'Short straight')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [short, ...straights(game, 'camel').filter((c) => c !== short).slice(0, 2)] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel2', cards: straights(game, 'camel2') })
    game.apply({ type: 'plan', seat: 'central', plane: 'dh4', cards: [stall, ...straights(game, 'dh4').slice(0, 2)] })
    expect(dh4.last).toEqual({ steep: true, straight: false, immelmann: false })
    expect(game.state.fireOptions.filter((o) => o.plane === 'dh4').map((o) => [o.arc, o.target])).toEqual([
      ['front', 'camel2'],
      ['rear', 'camel'],
    ])
    // the pilot's front guns: refused just after the steep card
    expect(refusal(() => game.apply({ type: 'fire', seat: 'central', plane: 'dh4', front: 'camel2' }))).toMatch(/pilot is wounded: no forward fire just after a steep manoeuvre/)
    expect(refusal(() => game.apply({ type: 'fire', seat: 'central', plane: 'dh4', front: 'camel2', rear: 'camel' }))).toMatch(/pilot is wounded/)
    // the observer's rear gun fires
    stackDeck(game.state, 'A', [blanks[0], blanks[1]])
    expect(() => game.apply({ type: 'fire', seat: 'central', plane: 'dh4', rear: 'camel' })).not.toThrow()
    orders(game, {})
    expect(dh4.stats.shots).toBe(1)
    expect(game.state.planes[0].damage).toEqual([blanks[0], blanks[1]])
  })

  it('003 lines 182-183: the flame card\'s explosion destroys the burning plane before the first manoeuvre is revealed', () => {
    const game = chase()
    const dr1 = game.state.planes[1]
    dr1.effects!.flame = 2
    const explosion = damageCard('A', null, ['explosion'])
    stackDeck(game.state, 'A', [explosion])
    planStraights(game)
    expect(dr1.status).toBe('exploded')
    expect(dr1.effects!.flame).toBe(1)
    const boom = game.events.find((e) => e.type === 'exploded' && e.plane === 'dr1')
    expect(boom).toMatchObject({ turn: 1, phase: 0, card: explosion })
    // no card of the turn was revealed for it
    expect(dr1.executed).toEqual([])
    expect(game.events.some((e) => e.type === 'moved' && e.plane === 'dr1')).toBe(false)
  })

  it('003 lines 182-183: "only damage points ... are taken into account": a burning plane one point from its limit is shot down by a flame card worth 1', () => {
    const game = chase()
    const dr1 = game.state.planes[1]
    planStraights(game)
    // set on fire in phase 1, 9 points; 3 more in phase 2: 12 of the Dr.I's 13
    shoot(game, damageCard('A', 5, ['fire']), damageCard('A', 4))
    shoot(game, damageCard('A', 3), blanks[0])
    orders(game, {})
    expect(game.state.turn).toBe(2)
    expect(game.rules.planes[1].aircraft.damagePoints).toBe(13)
    expect(dr1).toMatchObject({ status: 'flying', damageTotal: 12 })
    expect(dr1.effects!.flame).toBe(3)
    stackDeck(game.state, 'A', [damageCard('A', 1)])
    planStraights(game)
    expect(dr1).toMatchObject({ status: 'shot-down', damageTotal: 13 })
    expect(game.events.find((e) => e.type === 'shot-down' && e.plane === 'dr1')).toMatchObject({ turn: 2, phase: 0 })
    expect(dr1.executed).toEqual([])
  })

  it('003 line 188: "If a plane takes more than one special damage of the same type ... count the most recent one": a new fire card on a burning plane starts three flame counters again', () => {
    // the chase starts near the south edge: three turns of straights stay on the table
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 10, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 24, heading: 0 },
      ],
      { options: { specialDamage: true } },
    )
    const dr1 = game.state.planes[1]
    planStraights(game)
    shoot(game, damageCard('A', 5, ['fire']), blanks[0])
    expect(dr1.effects!.flame).toBe(3)
    orders(game, {})
    orders(game, {})
    // turns 2 and 3: a counter goes before each first reveal (blank flame cards)
    stackDeck(game.state, 'A', [blanks[1]])
    planStraights(game)
    expect(dr1.effects!.flame).toBe(2)
    for (let k = 0; k < 3 && game.state.turn === 2; k++) orders(game, {})
    stackDeck(game.state, 'A', [blanks[2]])
    planStraights(game)
    expect(dr1.effects!.flame).toBe(1)
    expect([game.state.turn, game.state.phase]).toEqual([3, 1])
    // one counter left: the Camel's second fire card
    const events = shoot(game, damageCard('A', 3, ['fire']), blanks[3])
    expect(dr1.effects!.flame).toBe(3)
    expect(events.filter((e) => e.type === 'flame').map((e) => e.type === 'flame' && [e.to, e.counters])).toEqual([['all', 3]])
  })

  it('003 line 187: "When a plane takes more than one special damage of different types, all of them take effect": smoke and engine damage in one volley', () => {
    const game = chase()
    const dr1 = game.state.planes[1]
    planStraights(game)
    shoot(game, damageCard('A', 1, ['smoke']), damageCard('A', 2, ['engine']))
    expect(dr1.effects).toMatchObject({ smoke: 3, engine: 1 })
    // the smoke on the table for all, the engine kept secret
    expect(game.view('allied').planes[1].effects).toMatchObject({ smoke: 3 })
    expect(game.view('allied').planes[1].effects).not.toHaveProperty('engine')
    orders(game, {})
    orders(game, {})
    // both bite on the next turn: one smoke counter gone, and a stall is wanted
    expect(dr1.effects!.smoke).toBe(2)
    expect(refusal(() => game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') }))).toMatch(/engine is damaged/)
  })

  it('003 lines 248 and 252: a second observer wound "has no additional effect": the observer stays wounded, the pilot is not, the plane flies on, and it is kept secret', () => {
    // a Dr.I (A deck) and a Halberstadt (B deck) behind a DH.4: each deck holds one observer card (wounded, 2 points)
    const game = startGame(
      [
        { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 114, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 0 },
        { id: 'halb', aircraft: 'halberstadt-d-iii', team: 'central', x: 110, y: 88, heading: 0 },
      ],
      { options: { specialDamage: true } },
    )
    const dh4 = game.state.planes[0]
    planStraights(game)
    stackDeck(game.state, 'A', [damageCard('A', 2, ['wounded']), blanks[0]])
    const first = orders(game, { dr1: { front: 'dh4' } })
    expect(dh4.effects).toMatchObject({ observerWounded: true, wounds: 0 })
    stackDeck(game.state, 'B', [damageCard('B', 2, ['wounded'])])
    const second = orders(game, { halb: { front: 'dh4' } })
    expect(second.filter((e) => e.type === 'special-damage').map((e) => e.type === 'special-damage' && e.effect)).toEqual(['observer-wounded'])
    expect(dh4.effects).toMatchObject({ observerWounded: true, wounds: 0 })
    expect(dh4).toMatchObject({ status: 'flying', damageTotal: 4 })
    // "This special damage is kept secret": the German seat is told nothing of either card, and its view shows no wound
    expect(eventsFor([...first, ...second], 'central').filter((e) => e.type === 'special-damage')).toEqual([])
    expect(game.view('central').planes[0].effects).not.toHaveProperty('observerWounded')
    expect(game.view('allied').planes[0].effects).toMatchObject({ observerWounded: true, wounds: 0 })
    // the plane flies on into the next turn
    orders(game, {})
    expect(game.state).toMatchObject({ turn: 2, step: 'planning' })
    expect(game.waitingFor()).toContain('dh4')
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'dh4', cards: straights(game, 'dh4') })).not.toThrow()
  })

  it('003 lines 159-160: a rudder jammed left refuses "turns" of every kind that way: a left sideslip and a steep left turn', () => {
    const game = chase()
    planStraights(game)
    shoot(game, damageCard('A', 1, ['rudder-left']), blanks[0])
    orders(game, {})
    orders(game, {})
    expect(game.state).toMatchObject({ turn: 2, step: 'planning' })
    const s = straights(game, 'dr1').slice(0, 2)
    const slipLeft = cardOf(game, 'dr1', (c) => c.turn === 'left' && c.name.startsWith('Sideslip'))
    const hardLeft = cardOf(game, 'dr1', (c) => c.turn === 'left' && c.steep)
    for (const left of [slipLeft, hardLeft]) {
      expect(refusal(() => game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [left, ...s] }))).toMatch(/rudder is jammed left: no turns to the left this turn/)
      expect(refusal(() => game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [...s, left] }))).toMatch(/rudder is jammed left/)
    }
    // the same kinds to the right are planned
    const slipRight = cardOf(game, 'dr1', (c) => c.turn === 'right' && c.name.startsWith('Sideslip'))
    const hardRight = cardOf(game, 'dr1', (c) => c.turn === 'right' && c.steep)
    expect(() => game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [slipRight, s[0], hardRight] })).not.toThrow()
  })
})

describe("000's variants of special damage (Tactical Rules v6), each an option", () => {
  it('000 line 302 (engineShotDown): "If an aircraft takes a second engine damage, it has been shot down" (003: it explodes)', () => {
    const game = chase({ specialDamage: true, engineShotDown: true })
    const dr1 = game.state.planes[1]
    planStraights(game)
    dr1.effects!.engine = 1
    const events = shoot(game, damageCard('A', 2, ['engine']), zero())
    expect(dr1.status).toBe('shot-down')
    expect(events.some((e) => e.type === 'exploded')).toBe(false)
    expect(events.some((e) => e.type === 'shot-down' && e.plane === 'dr1')).toBe(true)
  })

  it('000 line 308 (smokeBeforeReveal): "Each turn, before revealing the first manoeuvre of the turn, the player discards a “smoke” counter" (003: at the end of the turn)', () => {
    const game = chase({ specialDamage: true, smokeBeforeReveal: true })
    const dr1 = game.state.planes[1]
    planStraights(game)
    shoot(game, damageCard('A', 1, ['smoke']), zero())
    orders(game, {})
    orders(game, {})
    // the turn is over and the counters are all there
    expect(game.state).toMatchObject({ turn: 2, step: 'planning' })
    expect(dr1.effects!.smoke).toBe(3)
    // the plans are in: one goes before the first card is revealed
    planStraights(game)
    expect(dr1.effects!.smoke).toBe(2)
    const told = game.events.filter((e) => e.type === 'smoke' && e.turn === 2)
    expect(told).toEqual([expect.objectContaining({ to: 'all', phase: 0, counters: 2 })])
  })

  it('000 line 308: "If a smoking aircraft receives a second smoke special damage then treat as a fire special damage after first having removed all remaining smoke counters"', () => {
    const game = chase({ specialDamage: true, smokeBeforeReveal: true })
    const dr1 = game.state.planes[1]
    planStraights(game)
    shoot(game, damageCard('A', 1, ['smoke']), zero())
    expect(dr1.effects).toMatchObject({ smoke: 3, flame: 0 })
    const events = shoot(game, damageCard('A', 1, ['smoke']), zero())
    expect(dr1.effects).toMatchObject({ smoke: 0, flame: 3 })
    expect(events.filter((e) => e.type === 'smoke' || e.type === 'flame').map((e) => [e.type, (e as { counters: number }).counters])).toEqual([
      ['smoke', 0],
      ['flame', 3],
    ])
    // without the option a second smoke card starts three smoke counters again (003: "count the most recent one")
    const g003 = chase()
    planStraights(g003)
    shoot(g003, damageCard('A', 1, ['smoke']), zero())
    shoot(g003, damageCard('A', 1, ['smoke']), zero())
    expect(g003.state.planes[1].effects).toMatchObject({ smoke: 3, flame: 0 })
  })
})
