/**
 * 003 Ground fire: what silences a trench (lines 670-671), an AA gun (lines 690-691) and an AA machine gun or only its
 * gun (lines 725-727).
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, optionsOf, planeOf } from '../../../../electron/testing/engine-helpers'
import type { PlaneSpec } from '../../../../electron/testing/fixtures'
import { cardWith, FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'

/** A Camel (A-firing) whose first straight ends with a ground piece 20 cm ahead: within half a ruler, two cards. */
function strafing(aircraft: string): PlaneSpec[] {
  return [arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 500, 470, 0), { id: 'piece', aircraft, team: 'central', x: 500, y: 490, heading: 180 }, FAR_DR1]
}

/** The Camel strafes the piece with the two A cards given; `third`: the A card the piece's infantry fire draws, if any. */
function strafe(aircraft: string, cards: [string, string], third = cardWith('A', 0), options = {}) {
  const game = start(strafing(aircraft), options)
  const events = phaseOfStraights(game, { A: [...cards, third] }, { camel: { front: 'piece' } })
  return { game, events, piece: planeOf(game, 'piece') }
}

describe('003 Trenches: "When a trench card suffers 5 or more points of damage, or if it takes an explosion card, it is silenced" (lines 670-671)', () => {
  it('5 points silence a trench', () => {
    const { piece, events } = strafe('trench', [cardWith('A', 3), cardWith('A', 2)])
    expect(piece.status).toBe('silenced')
    expect(eventsOfType(events, 'silenced').map((e) => e.plane)).toEqual(['piece'])
  })

  it('4 points do not', () => {
    const { piece } = strafe('trench', [cardWith('A', 3), cardWith('A', 1)])
    expect([piece.status, piece.damageTotal]).toEqual(['standing', 4])
  })

  it('an explosion card silences it (it does not explode)', () => {
    const { piece, events } = strafe('trench', [cardWith('A', null, ['explosion']), cardWith('A', 0)])
    expect(piece.status).toBe('silenced')
    expect(eventsOfType(events, 'exploded')).toEqual([])
  })

  it('"Trenches ignore other types of special damage": rudder, engine and fire leave it standing, untouched, with Special Damage in force', () => {
    const { piece } = strafe('trench', [cardWith('A', 2, ['engine']), cardWith('A', 1, ['rudder-left'])], cardWith('A', 0), { specialDamage: true })
    expect(piece.status).toBe('standing')
    expect([piece.effects!.engine, piece.effects!.rudder, piece.effects!.flame]).toEqual([0, null, 0])
  })
})

describe('003 AA guns: "Five points of damage or any special damage card (except Jammed guns) silences them" (lines 690-691)', () => {
  it('any special damage card silences an AA gun, even of 1 point', () => {
    expect(strafe('aa-gun', [cardWith('A', 1, ['rudder-left']), cardWith('A', 0)]).piece.status).toBe('silenced')
  })

  it('a jammed guns card does not (it jams the strafer)', () => {
    const { piece, game } = strafe('aa-gun', [cardWith('A', 0, ['jam'], 'red'), cardWith('A', 0)])
    expect(piece.status).toBe('standing')
    expect(planeOf(game, 'camel').jam.front).toBeGreaterThan(0)
  })

  it('5 points silence it', () => {
    expect(strafe('aa-gun', [cardWith('A', 4), cardWith('A', 1)]).piece.status).toBe('silenced')
  })
})

describe('003 AA machine guns (lines 725-727)', () => {
  /** the strafing Camel, and a second Camel that comes into the gun's arc, short of its card, in the second phase */
  function twoCamels(cards: [string, string]) {
    const game = start([...strafing('aamg-a'), arriving({ id: 'camel2', aircraft: 'sopwith-camel', team: 'allied' }, 505, 462, 0, 2)])
    phaseOfStraights(game, { A: [...cards, cardWith('A', 0), cardWith('A', 0, [], undefined)] }, { camel: { front: 'piece' } })
    expect(game.state.phase).toBe(2)
    return { game, piece: planeOf(game, 'piece') }
  }

  it('"Any special damage card (except for jammed guns) silences the machine gun, but the card can still make one shot of infantry fire per round"', () => {
    const { game, piece } = twoCamels([cardWith('A', 1, ['smoke']), cardWith('A', 0)])
    expect(piece.status).toBe('standing')
    // the second Camel is in the gun's arc, but the gun is silent; the infantry fires at the Camel over the card
    expect(optionsOf(game, 'camel2')).toEqual(['front>piece:1'])
    expect(optionsOf(game, 'piece')).toEqual([])
    const events = fire(game)
    expect(eventsOfType(events, 'infantry-fire').filter((e) => e.phase === 2).map((e) => [e.piece, e.target])).toEqual([['piece', 'camel']])
  })

  it('its gun fires on after a jam card or plain points', () => {
    const { game, piece } = twoCamels([cardWith('A', 0, ['jam'], 'red'), cardWith('A', 2)])
    expect(piece.status).toBe('standing')
    expect(optionsOf(game, 'piece')).toEqual(['front>camel2:1'])
  })

  it('"When it suffers 5 points of damage or more, or if it takes an explosion card, the machine gun card is completely silenced (infantry fire included)"', () => {
    for (const cards of [[cardWith('A', null, ['explosion']), cardWith('A', 0)], [cardWith('A', 4), cardWith('A', 1)]] as [string, string][]) {
      const { game, piece } = strafe('aamg-a', cards)
      expect(piece.status).toBe('silenced')
      const events = phaseOfStraights(game)
      expect(eventsOfType(events, 'infantry-fire')).toEqual([])
    }
  })
})
