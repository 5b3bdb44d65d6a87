import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { damageCard, orders, planStraights, straights } from '../../../electron/testing/rule-helpers'
import { safePlan } from '../../bots/plan-rules'
import { CommandError } from '../commands'
import { stackDeck } from '../damage'
import type { Game } from '../game'
import type { RulesOptions } from '../types'
import { eventsFor } from '../view'
import { homeFor } from './wound-tiers'

const TIERS: Partial<RulesOptions> = { specialDamage: true, woundTiers: true }

/** A Camel chasing a plane 14 cm ahead: every phase the Camel has a short-range shot (and a DH.4 a rear shot back). */
function chase(options: Partial<RulesOptions> = TIERS, target = 'fokker-dr-i', camel = { x: 100, y: 100, heading: 0 }): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', ...camel },
      { id: 'dr1', aircraft: target, team: 'central', x: camel.x, y: camel.y + 14, heading: 0 },
    ],
    { options },
  )
}

function shoot(game: Game, a: string, b: string) {
  stackDeck(game.state, 'A', [a, b])
  return orders(game, { camel: { front: 'dr1' } })
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
const card = (game: Game, plane: string, f: (c: { steep: boolean; immelmann: boolean; stall: boolean; straight: boolean }) => boolean) => [...game.rules.byId.get(plane)!.cards.values()].find((c) => f(c.card))!.card.id

describe('000 Aircrew Wounded (lines 285-296), option woundTiers', () => {
  it('000 line 289: "For a scout, the pilot is wounded"; the wound is kept secret, and 003\'s second wound does not bring the plane down', () => {
    const game = chase()
    planStraights(game)
    const events = shoot(game, damageCard('A', 2, ['wounded']), zero())
    const dr1 = game.state.planes[1]
    expect(dr1.effects!.wounds).toBe(1)
    const told = events.filter((e) => e.type === 'special-damage')
    expect(told).toEqual([expect.objectContaining({ to: ['central'], effect: 'pilot-wounded', wounds: 1 })])
    expect(eventsFor(told, 'allied')).toHaveLength(0)
    shoot(game, damageCard('A', 2, ['wounded']), zero())
    expect(dr1.effects!.wounds).toBe(2)
    expect(dr1.status).toBe('flying')
  })

  it('000 line 289: "For a two-seater, the pilot is wounded if the card is a “3” damage, otherwise the observer is wounded"', () => {
    const game = chase(TIERS, 'airco-dh-4')
    const dh4 = game.state.planes[1]
    planStraights(game)
    shoot(game, damageCard('A', 2, ['wounded']), zero())
    expect(dh4.effects).toMatchObject({ wounds: 0, observerWounds: 1, observerWounded: false })
    // one observer wound: the rear guns still fire (003 silenced them)
    expect(game.state.fireOptions.some((o) => o.plane === 'dr1' && o.arc === 'rear')).toBe(true)
    expect(() => game.apply({ type: 'fire', seat: 'central', plane: 'dr1', rear: 'camel' })).not.toThrow()
    shoot(game, damageCard('A', 3, ['wounded']), zero())
    expect(dh4.effects).toMatchObject({ wounds: 1, observerWounds: 1 })
  })

  it('000 line 294, pilot 1 wound: "May not fire just after executing a steep manoeuvre"', () => {
    const game = chase()
    const camel = game.state.planes[0]
    camel.effects!.wounds = 1
    planStraights(game)
    camel.last = { steep: true, straight: false, immelmann: false }
    expect(refusal(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' }))).toMatch(/pilot is wounded: no fire just after a steep manoeuvre/)
    camel.last = { steep: false, straight: true, immelmann: false }
    expect(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' })).not.toThrow()
  })

  it('000 line 294, pilot 1 wound: "May not use the Immelmann turn card"', () => {
    const game = chase()
    game.state.planes[0].effects!.wounds = 1
    game.state.planes[0].last = { steep: false, straight: true, immelmann: false }
    const immelmann = card(game, 'camel', (c) => c.immelmann)
    const [s1, s2] = straights(game, 'camel')
    expect(refusal(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [immelmann, s1, s2] }))).toMatch(/may not use the Immelmann turn card/)
  })

  it('000 line 294, pilot and observer 1 wound: "May not use aimed fire"', () => {
    const game = chase({ ...TIERS, aim: true })
    const camel = game.state.planes[0]
    planStraights(game)
    shoot(game, damageCard('A', 1), zero())
    camel.effects!.wounds = 1
    const before = game.state.planes[1].damageTotal
    const events = shoot(game, damageCard('A', 1), zero())
    expect(events.some((e) => e.type === 'aim-bonus')).toBe(false)
    expect(game.state.planes[1].damageTotal - before).toBe(1)
    // the run of fire goes on: healed (a test's liberty), the next shot scores the bonus again
    camel.effects!.wounds = 0
    const events2 = shoot(game, damageCard('A', 1), zero())
    expect(events2.some((e) => e.type === 'aim-bonus')).toBe(true)
  })

  it('000 line 294, 1 wound: "Jammed machineguns take an additional “jammed” counter" (with 000\'s jams)', () => {
    const game = chase({ ...TIERS, jamRoll: true }, 'airco-dh-4')
    const dh4 = game.state.planes[1]
    dh4.effects!.observerWounds = 1
    planStraights(game)
    // the DH.4's rear gun fires back and jams: the observer is wounded, so the rear gun takes the extra counter
    stackDeck(game.state, 'A', [damageCard('A', 0, ['jam']), zero()])
    game.apply({ type: 'fire', seat: 'central', plane: 'dr1', rear: 'camel' })
    game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: null })
    expect(dh4.effects!.jamExtra).toEqual({ front: 0, rear: 1 })
  })

  it('000 line 295, pilot 2 wounds: "May not fire"; observer 2 wounds: "May not fire" (the rear guns), the pilot still does', () => {
    const game = chase(TIERS, 'airco-dh-4')
    const camel = game.state.planes[0]
    const dh4 = game.state.planes[1]
    planStraights(game)
    camel.effects!.wounds = 2
    dh4.effects!.observerWounds = 2
    expect(refusal(() => game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' }))).toMatch(/pilot is badly wounded: he may not fire/)
    expect(refusal(() => game.apply({ type: 'fire', seat: 'central', plane: 'dr1', rear: 'camel' }))).toMatch(/observer is badly wounded: he may not fire/)
    // the silent guns are still offered to everyone: not firing gives nothing away
    expect(game.view('central').fireOptions.some((o) => o.plane === 'camel')).toBe(true)
  })

  it('000 line 295, pilot 2 wounds: "Must turn for home and leave the playing area by the nearest friendly edge using the shortest possible route"', () => {
    // the Camel's edge is the south one (y = 0); it flies north, away from it
    const game = chase()
    const camel = game.state.planes[0]
    camel.effects!.wounds = 2
    const pr = { rules: game.rules, effects: camel.effects!, turn: 1, stand: camel }
    const home = homeFor(pr)!
    expect(home.plan).toHaveLength(3)
    expect(refusal(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') }))).toMatch(/badly wounded and must fly for home by the shortest route/)
    // the best plan turns for home, and a bot finds it
    expect(safePlan(game.rules.byId.get('camel')!, pr)).toEqual(home.plan)
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: home.plan })
  })

  it('000 line 295: a pilot close to his edge and flying towards it leaves the table over it with the first card', () => {
    const game = chase(TIERS, 'fokker-dr-i', { x: 100, y: 6, heading: 180 })
    const camel = game.state.planes[0]
    camel.effects!.wounds = 2
    const home = homeFor({ rules: game.rules, effects: camel.effects!, turn: 1, stand: camel })!
    // after card 1 (the score -10 is "left over the friendly edge after the first card")
    expect(home.best).toBe(-10)
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
  })

  it('000 line 296, pilot 3 wounds: "Dead. Aircraft crashes and explodes"', () => {
    const game = chase()
    const dr1 = game.state.planes[1]
    planStraights(game)
    dr1.effects!.wounds = 2
    const events = shoot(game, damageCard('A', 2, ['wounded']), zero())
    expect(dr1.status).toBe('exploded')
    expect(events.some((e) => e.type === 'exploded' && e.plane === 'dr1')).toBe(true)
  })

  it('without the option, 003\'s Crew Wounded: a second pilot wound eliminates the plane', () => {
    const game = chase({ specialDamage: true })
    const dr1 = game.state.planes[1]
    dr1.effects!.wounds = 1
    planStraights(game)
    shoot(game, damageCard('A', 2, ['wounded']), zero())
    expect(dr1.status).toBe('shot-down')
  })
})
