/**
 * The cards' tooltips (issue 26): each says how far the card flies, from the card's data, and what the rules ask of
 * it, with the engine's own checks as the proof that what the words say is what the table enforces.
 */
import { describe, expect, it } from 'vitest'
import { loadAssets } from '../../../../../electron/content/load-assets'
import { checkPlan } from '../../../../../shared/engine/planning'
import { compileRules } from '../../../../../shared/engine/compiled'
import { startGame } from '../../../../../electron/testing/fixtures'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import { cardLength, cardLines } from './card-words'

const content = loadAssets()
const deckA = content.manoeuvreDecks.A.cards
const named = (name: string, deck: readonly ManoeuvreCard[] = deckA) => deck.find((c) => c.name === name)!

describe('a card’s length, from its data', () => {
  it('says how far each kind of card flies', () => {
    expect(cardLength(named('Straight'))).toBe('flies 10 cm straight ahead')
    expect(cardLength(named('Short straight'))).toBe('flies 6.5 cm straight ahead')
    expect(cardLength(named('Stall'))).toMatch(/^flies only 1 cm: a stall/)
    // a quarter circle of radius 5: 5 × π / 2 = 7.85 cm
    expect(cardLength(named('Turn left'))).toBe('flies 7.9 cm, turning 90° to the left (a curve of 5 cm radius)')
    expect(cardLength(named('Sideslip right'))).toBe('flies 6.5 cm ahead and slides 3 cm to the right, still facing the same way')
    expect(cardLength(named('Immelmann turn'))).toMatch(/^flies 2 cm ahead, climbing and rolling over: it ends facing back the way it came$/)
  })

  it('gives every card of every deck a length in whole words (no NaN, no undefined)', () => {
    for (const deck of Object.values(content.manoeuvreDecks)) {
      for (const c of deck.cards) {
        const l = cardLength(c)
        expect(l, `${c.id} ${c.name}`).toMatch(/^flies (only )?\d+(\.\d)? cm/)
        expect(l).not.toMatch(/NaN|undefined/)
      }
    }
  })
})

describe('what the tooltip says a card needs, as the rules say and the engine checks', () => {
  const g = startGame([
    { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 60, y: 40, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 60, y: 80, heading: 180 },
  ])
  const plane = compileRules(content, g.state.setup).byId.get('spad')!
  const id = (name: string, k = 0) => [...plane.cards.values()].filter((c) => c.card.name === name)[k].card.id
  const card = (name: string) => plane.cards.get(id(name))!.card

  it('003 lines 36-39: a steep card says it cannot follow another steep card, and the engine refuses two in a row', () => {
    const turn = card('Turn left')
    expect(turn.steep).toBe(true)
    expect(cardLines(turn).join(' ')).toMatch(/Steep \(◆\): it cannot follow another steep card/)
    expect(cardLines(turn).join(' ')).toMatch(/if a turn ends with a steep card the next turn cannot begin with one/)
    const checks = checkPlan(plane, null, [id('Turn left'), id('Turn right'), id('Straight')])
    expect(checks[1].reason, 'a steep card just after a steep one').toBeTruthy()
    expect(checkPlan(plane, null, [id('Turn left'), id('Straight'), id('Turn right')]).every((c) => !c.reason)).toBe(true)
    // a card that is not steep says nothing of it
    expect(cardLines(card('Bank left')).join(' ')).not.toMatch(/Steep/)
    expect(cardLines(card('Bank left'))).toContain('Not steep: it may follow a steep card.')
    expect(checkPlan(plane, null, [id('Turn left'), id('Bank left'), id('Turn right')]).every((c) => !c.reason)).toBe(true)
  })

  it('003 line 39: the stall is a steep card with a short arrow', () => {
    const lines = cardLines(card('Stall'))
    expect(lines.join(' ')).toMatch(/Steep/)
    expect(lines).toContain('A stall: a steep card with a short arrow.')
  })

  it('003 lines 41-43: the Immelmann says it needs a straight before and after, and may open a turn only after a straight; so does the engine', () => {
    const words = cardLines(card('Immelmann turn')).join(' ')
    expect(words).toMatch(/needs a straight card just before it and another just after it/)
    expect(words).toMatch(/may open a turn only if the last card of the turn before was a straight/)
    expect(checkPlan(plane, null, [id('Straight'), id('Immelmann turn'), id('Straight', 1)]).every((c) => !c.reason)).toBe(true)
    expect(checkPlan(plane, null, [id('Bank left'), id('Immelmann turn'), id('Straight')])[1].reason, 'no straight before').toBeTruthy()
    expect(checkPlan(plane, null, [id('Straight'), id('Immelmann turn'), id('Bank left')]).some((c) => c.reason), 'no straight after').toBe(true)
    // a straight says what it is for
    expect(cardLines(card('Straight')).join(' ')).toMatch(/an Immelmann turn needs a straight just before it and another just after it/)
    // the Split-S and the climb counter only where altitude is played (003 lines 341-354)
    expect(words).not.toMatch(/Split-S/)
    const withAlt = cardLines(card('Immelmann turn'), { altitude: true }).join(' ')
    expect(withAlt).toMatch(/gives a climb counter, and it cannot be flown in the same turn as a Climb/)
    expect(withAlt).toMatch(/Split-S: with a stall just before it .* cannot be flown in the same turn as a Dive/)
  })

  it('003 lines 315-331: the dive and the climb say what they do and that they only look like a straight and a stall', () => {
    const dive = named('Dive')
    const climb = named('Climb')
    const d = cardLines(dive, { altitude: true }).join(' ')
    expect(d).toMatch(/goes down a level and loses its climb counters/)
    expect(d).toMatch(/looks like a straight but does not count as one/)
    expect(d, 'the dive is steep in the data (003 line 426)').toMatch(/Steep/)
    const c = cardLines(climb, { altitude: true }).join(' ')
    expect(c).toMatch(/cannot take the plane to level 4/)
    expect(c).toMatch(/looks like a stall but does not count as one/)
    expect(c).not.toMatch(/Steep/)
  })

  it('003 lines 158-161: a card with the little turn arrow says a jammed rudder forbids it', () => {
    expect(cardLines(card('Sideslip left')).join(' ')).toMatch(/a rudder jammed to the left \(Special Damage\) forbids it for the next turn/)
    expect(cardLines(card('Straight')).join(' ')).not.toMatch(/rudder/)
  })
})
