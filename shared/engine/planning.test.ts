import { describe, expect, it } from 'vitest'
import { card, eventsOfType, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { startGame } from '../../electron/testing/fixtures'
import { advance } from '../geometry/pose'
import { stackDeck } from './damage'
import { checkPlan, counterOf, illegalReason, slotOptions } from './planning'
import type { GameSetup, RulesOptions } from './types'

// Both planes fly deck C (Sopwith Camel and Fokker Dr.I):
//  1, 2 straight 8 cm; 3, 11 short straight; 4 stall (steep); 5, 6 bank left; 7, 8 bank right;
//  9, 10 90-degree turns (not steep in deck C); 12 Immelmann; 13 hard turn right (steep); 16 hard turn left (steep);
//  14, 17 wide banks; 15, 18 sideslips.
const STRAIGHT = 1
const STRAIGHT2 = 2
const SHORT = 3
const STALL = 4
const BANK_LEFT = 5
const BANK_RIGHT = 7
const SHORT2 = 11
const IMMELMANN = 12
const HARD_RIGHT = 13
const WIDE_RIGHT = 14
const HARD_LEFT = 16

/** Two planes far apart (never in range of each other), so that turns resolve without firing. */
function quietGame(options: Partial<RulesOptions> = {}, victory: GameSetup['victory'] = 'last-standing') {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 30, y: 30, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 170, y: 170, heading: 180 },
    ],
    { options, victory },
  )
}

/** The cards a plane flew in a turn, from the public 'moved' events. */
function flown(game: ReturnType<typeof quietGame>, plane = 'camel', turn = 1): string[] {
  return eventsOfType(game.events, 'moved')
    .filter((e) => e.plane === plane && e.turn === turn)
    .map((e) => e.card)
}

function illegalEvents(game: ReturnType<typeof quietGame>, plane = 'camel') {
  return eventsOfType(game.events, 'illegal-manoeuvre').filter((e) => e.plane === plane)
}

describe('Planning: "Cards with a diamond symbol are steep manoeuvres ... you may not plan two steep manoeuvres in a row"', () => {
  it('illegalReason refuses a steep card right after a steep one and allows it after a non-steep one', () => {
    const game = quietGame()
    const cp = game.rules.byId.get('camel')!
    const c = (n: number) => cp.cards.get(card(game, 'camel', n))!.card
    expect(c(STALL).steep && c(HARD_RIGHT).steep && c(HARD_LEFT).steep).toBe(true)
    expect(illegalReason(counterOf(c(STALL)), c(HARD_RIGHT))).toBe('two steep manoeuvres in a row')
    expect(illegalReason(counterOf(c(HARD_RIGHT)), c(STALL))).toBe('two steep manoeuvres in a row')
    expect(illegalReason(counterOf(c(BANK_LEFT)), c(HARD_RIGHT))).toBeNull()
    expect(illegalReason(null, c(STALL))).toBeNull()
  })

  it('a second steep card in a row is discovered when revealed and replaced by the deck\'s first straight', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STALL, HARD_RIGHT, BANK_LEFT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const camel = planeOf(game, 'camel')
    const ill = illegalEvents(game)
    expect(ill).toHaveLength(1)
    expect(ill[0]).toMatchObject({ phase: 2, card: card(game, 'camel', HARD_RIGHT), reason: 'two steep manoeuvres in a row', outcome: 'replaced', replacement: card(game, 'camel', STRAIGHT) })
    expect(ill[0].to).toBe('all')
    // the plane flew: stall, the replacement straight, then its bank
    expect(flown(game)).toEqual([card(game, 'camel', STALL), card(game, 'camel', STRAIGHT), card(game, 'camel', BANK_LEFT)])
    expect(camel.stats.illegal).toBe(1)
    expect(camel.status).toBe('flying')
  })

  it('the replacement straight moves the base exactly like the straight card would', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STALL, HARD_RIGHT, BANK_LEFT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const moved = eventsOfType(game.events, 'moved').filter((e) => e.plane === 'camel')
    expect(moved).toHaveLength(3)
    const straight = game.rules.byId.get('camel')!.cards.get(card(game, 'camel', STRAIGHT))!
    const want = advance(moved[1].from, straight.right, straight.forward, straight.turn)
    expect(moved[1].card).toBe(straight.card.id)
    expect(moved[1].at.x).toBeCloseTo(want.x, 9)
    expect(moved[1].at.y).toBeCloseTo(want.y, 9)
    expect(moved[1].at.h).toBeCloseTo(moved[1].from.h, 9)
    // a straight of 8 cm moves the stand 8 + 6.3 cm
    expect(Math.hypot(moved[1].at.x - moved[1].from.x, moved[1].at.y - moved[1].from.y)).toBeCloseTo(8 + 6.3, 9)
  })

  it('a non-steep card between two steep ones makes the plan legal', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STALL, BANK_LEFT, HARD_RIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(illegalEvents(game)).toHaveLength(0)
    expect(flown(game)).toEqual([card(game, 'camel', STALL), card(game, 'camel', BANK_LEFT), card(game, 'camel', HARD_RIGHT)])
  })

  it('"If the last card of the previous turn was a steep manoeuvre, you cannot use a steep manoeuvre as the first card of the new turn"', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STRAIGHT, BANK_LEFT, HARD_RIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(game.state.turn).toBe(2)
    // the counter carried into the new turn
    expect(planeOf(game, 'camel').last).toEqual({ steep: true, straight: false, immelmann: false })
    planNumbers(game, { camel: [HARD_LEFT, BANK_LEFT, STRAIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const ill = illegalEvents(game)
    expect(ill).toHaveLength(1)
    expect(ill[0]).toMatchObject({ turn: 2, phase: 1, card: card(game, 'camel', HARD_LEFT), reason: 'two steep manoeuvres in a row' })
  })

  it('a steep first card is legal when the previous turn ended with a non-steep card', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STRAIGHT, HARD_RIGHT, BANK_LEFT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    planNumbers(game, { camel: [HARD_LEFT, BANK_LEFT, STRAIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(illegalEvents(game)).toHaveLength(0)
  })
})

describe('Planning: "To play the Immelmann, you must play a straight manoeuvre ... just before the Immelmann and another just after"', () => {
  it('straight, Immelmann, straight is legal and turns the plane about', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STRAIGHT, IMMELMANN, STRAIGHT2], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(illegalEvents(game)).toHaveLength(0)
    const camel = planeOf(game, 'camel')
    expect(flown(game)).toEqual([card(game, 'camel', STRAIGHT), card(game, 'camel', IMMELMANN), card(game, 'camel', STRAIGHT2)])
    // heading north, then about: south
    expect(Math.abs(camel.h)).toBeCloseTo(Math.PI, 9)
  })

  it('an Immelmann after a bank is illegal: "an Immelmann turn needs a straight just before it"', () => {
    const game = quietGame()
    planNumbers(game, { camel: [BANK_RIGHT, IMMELMANN, STRAIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const ill = illegalEvents(game)
    expect(ill).toHaveLength(1)
    expect(ill[0]).toMatchObject({ phase: 2, card: card(game, 'camel', IMMELMANN), reason: 'an Immelmann turn needs a straight just before it' })
  })

  it('a bank right after an Immelmann is illegal: "an Immelmann turn needs a straight just after it"', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STRAIGHT, IMMELMANN, BANK_LEFT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const ill = illegalEvents(game)
    expect(ill).toHaveLength(1)
    expect(ill[0]).toMatchObject({ phase: 3, card: card(game, 'camel', BANK_LEFT), reason: 'an Immelmann turn needs a straight just after it' })
  })

  it('"If the last card of the previous turn was a straight, you can use an Immelmann as the first card of the new turn"', () => {
    const game = quietGame()
    planNumbers(game, { camel: [BANK_LEFT, BANK_RIGHT, SHORT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(planeOf(game, 'camel').last).toEqual({ steep: false, straight: true, immelmann: false })
    planNumbers(game, { camel: [IMMELMANN, STRAIGHT, BANK_LEFT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(illegalEvents(game)).toHaveLength(0)
  })

  it('an Immelmann first card after a turn that ended with a bank is illegal (the previous turn\'s last card counts)', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STRAIGHT, SHORT, WIDE_RIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    planNumbers(game, { camel: [IMMELMANN, STRAIGHT, BANK_LEFT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const ill = illegalEvents(game)
    expect(ill).toHaveLength(1)
    expect(ill[0]).toMatchObject({ turn: 2, phase: 1, reason: 'an Immelmann turn needs a straight just before it' })
  })

  it('an Immelmann as the last card of a turn obliges the next turn to begin with a straight', () => {
    const game = quietGame()
    planNumbers(game, { camel: [BANK_LEFT, STRAIGHT, IMMELMANN], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(planeOf(game, 'camel').last).toEqual({ steep: false, straight: false, immelmann: true })
    const turnEnded = eventsOfType(game.events, 'turn-ended')[0]
    expect(turnEnded.counters.camel).toEqual({ steep: false, straight: false, immelmann: true })
    planNumbers(game, { camel: [BANK_LEFT, STRAIGHT, SHORT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const ill = illegalEvents(game)
    expect(ill).toHaveLength(1)
    expect(ill[0]).toMatchObject({ turn: 2, phase: 1, card: card(game, 'camel', BANK_LEFT), reason: 'an Immelmann turn needs a straight just after it' })
  })

  it('at the start of the game nothing came before, so an Immelmann may not be the first card', () => {
    const game = quietGame()
    expect(planeOf(game, 'camel').last).toBeNull()
    planNumbers(game, { camel: [IMMELMANN, STRAIGHT, SHORT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const ill = illegalEvents(game)
    expect(ill).toHaveLength(1)
    expect(ill[0]).toMatchObject({ turn: 1, phase: 1, card: card(game, 'camel', IMMELMANN), replacement: card(game, 'camel', STRAIGHT) })
    expect(flown(game)[0]).toBe(card(game, 'camel', STRAIGHT))
    // while a steep first card is fine at the start
    const other = quietGame()
    planNumbers(other, { camel: [STALL, STRAIGHT, SHORT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(illegalEvents(other)).toHaveLength(0)
  })

  it('the replaced card counts as a straight for the next card: an Immelmann may follow a replaced card', () => {
    const game = quietGame()
    // the second steep card is replaced by a straight, and the Immelmann after it is judged after that straight
    planNumbers(game, { camel: [STALL, HARD_LEFT, IMMELMANN], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const ill = illegalEvents(game)
    expect(ill.map((e) => e.phase)).toEqual([2])
    expect(flown(game)[2]).toBe(card(game, 'camel', IMMELMANN))
  })
})

describe('"If a player plans an illegal move, when it is discovered replace it with a straight one" (003, option illegalPlan "straight")', () => {
  it('the illegal card is discovered only when its phase is revealed', () => {
    const game = quietGame()
    planNumbers(game, { camel: [STRAIGHT, SHORT, STALL], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(illegalEvents(game)).toHaveLength(0)
    planNumbers(game, { camel: [HARD_LEFT, BANK_LEFT, STRAIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const events = game.events
    const ill = events.findIndex((e) => e.type === 'illegal-manoeuvre')
    const reveal = events.findIndex((e) => e.type === 'manoeuvre-revealed' && e.plane === 'camel' && e.turn === 2 && e.phase === 1)
    // the revealed card is the planned one, then it is found illegal and replaced
    expect(reveal).toBeGreaterThan(0)
    expect(events[reveal]).toMatchObject({ card: card(game, 'camel', HARD_LEFT) })
    expect(ill).toBeGreaterThan(reveal)
    expect(planeOf(game, 'camel').damage).toEqual([])
    expect(planeOf(game, 'camel').damageTotal).toBe(0)
  })
})

describe('000 "Illegal Moves": "the illegal card is replaced by a straight manoeuvre. The aircraft immediately takes stress damage. Draw one card from the A deck, ignoring any special damage." (option illegalPlan "stress")', () => {
  it('an illegal card is flown as a straight and the plane takes one A card of damage', () => {
    const game = quietGame({ illegalPlan: 'stress' })
    stackDeck(game.state, 'A', ['A44'])
    planNumbers(game, { camel: [IMMELMANN, STRAIGHT, SHORT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const camel = planeOf(game, 'camel')
    expect(flown(game)[0]).toBe(card(game, 'camel', STRAIGHT))
    expect(camel.damage).toEqual(['A44'])
    expect(camel.damageTotal).toBe(5)
    expect(camel.status).toBe('flying')
    expect(illegalEvents(game)[0]).toMatchObject({ outcome: 'stress', replacement: card(game, 'camel', STRAIGHT) })
    const taken = eventsOfType(game.events, 'damage-taken')
    expect(taken).toEqual([expect.objectContaining({ plane: 'camel', from: null, cards: 1, cause: 'stress', to: 'all' })])
    const cards = eventsOfType(game.events, 'damage-cards')
    expect(cards).toEqual([expect.objectContaining({ plane: 'camel', cards: ['A44'], points: 5, total: 5, to: ['allied'] })])
    // the other plane planned legally and took nothing
    expect(planeOf(game, 'dr1').damage).toEqual([])
  })

  it('special damage on the stress card is ignored: an explosion card neither explodes the plane nor adds points', () => {
    const game = quietGame({ illegalPlan: 'stress' })
    stackDeck(game.state, 'A', ['A48'])
    expect(game.rules.content.damageCards.A48.special).toEqual(['explosion'])
    planNumbers(game, { camel: [IMMELMANN, STRAIGHT, SHORT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const camel = planeOf(game, 'camel')
    expect(camel.status).toBe('flying')
    expect(camel.damage).toEqual(['A48'])
    expect(camel.damageTotal).toBe(0)
    expect(camel.shown).toEqual([])
    expect(eventsOfType(game.events, 'exploded')).toHaveLength(0)
  })

  it('a jam on the stress card is ignored: nothing is shown and no guns jam', () => {
    const game = quietGame({ illegalPlan: 'stress' })
    stackDeck(game.state, 'A', ['A26'])
    expect(game.rules.content.damageCards.A26).toMatchObject({ points: 2, special: ['jam'] })
    planNumbers(game, { camel: [IMMELMANN, STRAIGHT, SHORT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const camel = planeOf(game, 'camel')
    expect(camel.damageTotal).toBe(2)
    expect(camel.shown).toEqual([])
    expect(camel.jam).toEqual({ front: 0, rear: 0 })
    expect(eventsOfType(game.events, 'card-shown')).toHaveLength(0)
  })

  it('stress damage can shoot the plane down: it is removed at once and never flies that manoeuvre', () => {
    const game = quietGame({ illegalPlan: 'stress' })
    // the Camel takes 14 damage points; three 5-point cards
    stackDeck(game.state, 'A', ['A44', 'A45', 'A46'])
    // turn 1: slot 1 (Immelmann first) and slot 3 (steep after steep) are illegal
    planNumbers(game, { camel: [IMMELMANN, STALL, HARD_RIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(planeOf(game, 'camel').damageTotal).toBe(10)
    // turn 2: after the replacement straight the hard turn is legal, the stall after it is not
    planNumbers(game, { camel: [HARD_RIGHT, STALL, STRAIGHT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const camel = planeOf(game, 'camel')
    expect(camel.status).toBe('shot-down')
    expect(camel.out).toEqual({ turn: 2, phase: 2, edge: null })
    expect(eventsOfType(game.events, 'moved').filter((e) => e.plane === 'camel' && e.turn === 2).map((e) => e.phase)).toEqual([1])
    expect(eventsOfType(game.events, 'shot-down')).toEqual([expect.objectContaining({ plane: 'camel', turn: 2, phase: 2 })])
    // the Dr.I is the last one flying: it wins, scoring 2 for a plane shot down
    expect(game.state.result).toMatchObject({ winner: 'central', reason: 'last-standing', scores: { central: 2, allied: -1 } })
  })
})

describe('004 "Getting out of control": "When a player plans an illegal move ... the plane goes out of control and it is eliminated." (option illegalPlan "out-of-control")', () => {
  it('the plane is eliminated when the illegal card is revealed and does not move', () => {
    const game = quietGame({ illegalPlan: 'out-of-control' })
    const start = { x: planeOf(game, 'camel').x, y: planeOf(game, 'camel').y }
    planNumbers(game, { camel: [STRAIGHT, STALL, HARD_LEFT], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    const camel = planeOf(game, 'camel')
    expect(camel.status).toBe('out-of-control')
    expect(camel.out).toEqual({ turn: 1, phase: 3, edge: null })
    expect(illegalEvents(game)[0]).toMatchObject({ outcome: 'out-of-control', replacement: null })
    expect(eventsOfType(game.events, 'out-of-control')).toEqual([expect.objectContaining({ plane: 'camel', to: 'all' })])
    const moved = eventsOfType(game.events, 'moved').filter((e) => e.plane === 'camel')
    expect(moved.map((e) => e.phase)).toEqual([1, 2])
    expect(camel.y).toBeGreaterThan(start.y)
    expect(camel.x).toBe(moved[1].at.x)
    expect(camel.y).toBe(moved[1].at.y)
    // an eliminated plane scores as shot down
    expect(game.state.result).toMatchObject({ winner: 'central', scores: { central: 2, allied: -1 } })
  })

  it('a legal plan is unaffected by the option', () => {
    const game = quietGame({ illegalPlan: 'out-of-control' })
    planNumbers(game, { camel: [STRAIGHT, IMMELMANN, STRAIGHT2], dr1: [STRAIGHT, STRAIGHT2, SHORT] })
    expect(planeOf(game, 'camel').status).toBe('flying')
    expect(game.state.turn).toBe(2)
  })
})

describe('checkPlan and slotOptions: "you may not plan two steep manoeuvres in a row", "you must play a straight manoeuvre ... just before the Immelmann and another just after" — the planning screen is told why', () => {
  it('checkPlan judges each slot the way it will be revealed', () => {
    const game = quietGame()
    const cp = game.rules.byId.get('camel')!
    const c = (n: number) => card(game, 'camel', n)
    expect(checkPlan(cp, null, [c(STRAIGHT), c(IMMELMANN), c(STRAIGHT2)]).map((s) => s.reason)).toEqual([null, null, null])
    expect(checkPlan(cp, null, [c(IMMELMANN), c(STRAIGHT), c(SHORT)]).map((s) => s.reason)).toEqual(['an Immelmann turn needs a straight just before it', null, null])
    expect(checkPlan(cp, counterOf(cp.cards.get(c(STALL))!.card), [c(HARD_LEFT), c(STALL), c(BANK_LEFT)]).map((s) => s.reason)).toEqual(['two steep manoeuvres in a row', null, null])
    expect(checkPlan(cp, null, [c(STRAIGHT), c(IMMELMANN), c(BANK_LEFT)]).map((s) => s.reason)).toEqual([null, null, 'an Immelmann turn needs a straight just after it'])
    expect(checkPlan(cp, null, ['Z99', c(STRAIGHT), c(SHORT)])[0].reason).toMatch(/not in this plane's deck/)
    // the card after an illegal one is judged after the replacement straight
    expect(checkPlan(cp, null, [c(STALL), c(HARD_LEFT), c(HARD_RIGHT)]).map((s) => s.reason)).toEqual([null, 'two steep manoeuvres in a row', null])
  })

  it('slotOptions disables steep cards after a steep one, cards already used, and cards that would make the next slot illegal', () => {
    const game = quietGame()
    const cp = game.rules.byId.get('camel')!
    const c = (n: number) => card(game, 'camel', n)
    const slot1 = slotOptions(cp, null, [c(STALL), null, null], 1)
    expect(slot1.get(c(HARD_LEFT))).toBe('two steep manoeuvres in a row')
    expect(slot1.get(c(HARD_RIGHT))).toBe('two steep manoeuvres in a row')
    // every reason a card is refused, so that the planning panel shows them all (issue 11)
    expect(slot1.get(c(STALL))).toBe('already planned in another slot; two steep manoeuvres in a row')
    expect(slot1.get(c(BANK_LEFT))).toBeNull()
    expect(slot1.get(c(IMMELMANN))).toBe('an Immelmann turn needs a straight just before it')
    // slot 1 before an Immelmann in slot 2 must be a straight
    const before = slotOptions(cp, null, [c(STRAIGHT), null, c(IMMELMANN)], 1)
    expect(before.get(c(BANK_LEFT))).toBe('the next card would then be illegal: an Immelmann turn needs a straight just before it')
    expect(before.get(c(STRAIGHT2))).toBeNull()
    expect(before.get(c(SHORT2))).toBeNull()
    // the first slot is judged against the counter of the previous turn
    const first = slotOptions(cp, null, [null, null, null], 0)
    expect(first.get(c(IMMELMANN))).toBe('an Immelmann turn needs a straight just before it')
    const afterSteep = slotOptions(cp, { steep: true, straight: false, immelmann: false }, [null, null, null], 0)
    expect(afterSteep.get(c(STALL))).toBe('two steep manoeuvres in a row')
    expect(afterSteep.get(c(STRAIGHT))).toBeNull()
    // every card of the deck in play gets an answer; the altitude cards are out of the deck
    expect(first.size).toBe(cp.cards.size)
    expect([...cp.cards.values()].some((x) => x.card.altitude)).toBe(false)
  })
})
