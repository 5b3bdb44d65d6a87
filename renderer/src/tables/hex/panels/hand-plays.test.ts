/**
 * The hex table's offer of what the seat may do now (hand-plays.ts) and the questions it is asked (decision.ts),
 * against games played by the hex game's own scripts: every play offered is one the game takes, every card or step
 * refused says why in the table's words, and the questions' choices are the rules' answers.
 */
import { describe, expect, it } from 'vitest'
import { hexContent } from '../../../../../shared/rulesets/hex/content-fixture'
import { playHexScript, type HexScript } from '../../../../../shared/rulesets/hex/script'
import type { HexView } from '../../../../../shared/rulesets/hex/types'
import { aceGroups, handPlays, HexJudge, moveActions, playsShown, tradeWhy } from './hand-plays'
import { decisionFor, waitWords } from './decision'
import { cardText } from './card-words'

type Steps = HexScript['steps']

function viewAfter(steps: Steps, seat: string, scenario = 'duel'): HexView {
  const { game, errors } = playHexScript(hexContent, { scenario, seed: 1, steps })
  expect(errors).toEqual([])
  return game!.view(seat)
}

/** The duel with the Camel (allies, to move) and the Fokker set face to face, 3 spaces apart, both at altitude 3. */
const faceToFace: Steps = [{ place: { camel: { hex: { col: 4, row: 4 }, facing: 0, altitude: 3, velocity: 3 }, fokker: { hex: { col: 7, row: 4 }, facing: 3, altitude: 3 } } }]

describe('the hand and the move as the hex table offers them (issue 30)', () => {
  it('offers each card only in the ways the game takes it; a Left with and without its dive, Forward faster or slower, no climb on a Left (002 MOVE PHASE: "Left: change your facing 1 arc to the left. You may decrease your altitude 1 step.")', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['left', 'forward', 'shoot', 'stall'] } }], 'allies')
    expect(view.current).toBe('allies')
    const plays = handPlays(view, 'allies')
    const judge = new HexJudge(view)
    for (const c of plays) for (const p of c.plays) expect(judge.why(p.command), p.label).toBeNull()
    const left = plays.find((c) => c.card.type === 'left')!
    expect(left.plays.map((p) => p.label)).toEqual(['Turn left', 'Turn left, dive 1'])
    expect(left.plays.map((p) => p.command.altitude)).toEqual([0, -1])
    const forward = plays.find((c) => c.card.type === 'forward')!
    expect(forward.plays.map((p) => p.label)).toEqual(['Speed +1', 'Speed −1', 'Speed +1, climb 1', 'Speed −1, climb 1', 'Speed +1, dive 1', 'Speed −1, dive 1'])
    // the Fokker 3 spaces straight ahead at the same height: "If your opponent is 3 spaces directly in front of you"
    const shoot = plays.find((c) => c.card.type === 'shoot')!
    expect(shoot.plays.map((p) => p.label)).toEqual(['Fire at Fokker D-VII'])
    expect(shoot.plays[0].command).toMatchObject({ type: 'shoot', target: 'fokker' })
    // a Stall card is never played in one's own move: the card says when it is
    const stall = plays.find((c) => c.card.type === 'stall')!
    expect(stall.plays).toEqual([])
    expect(stall.why).toMatch(/speed 0 or 1/)
  })

  it('greys a card the game refuses and says why in the table’s words (002 "You must have a velocity of 5+ to do a loop")', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['immelman'] } }], 'allies')
    const [loop] = handPlays(view, 'allies')
    expect(loop.plays).toEqual([])
    expect(loop.why).toBe('You must have a speed of 5+ to do a loop (Sopwith Camel flies at 3)')
    expect(loop.why, 'the plane named as the table names it, not by its id').not.toMatch(/\bcamel\b/)
  })

  it('a Shoot card with no enemy in front says so (002 SHOOT SEGMENT: "The target must be at the same altitude or 1 step lower")', () => {
    const view = viewAfter([{ place: { camel: { hex: { col: 4, row: 4 }, facing: 0, altitude: 2 }, fokker: { hex: { col: 6, row: 4 }, altitude: 5 } } }, { hands: { allies: ['shoot'] } }], 'allies')
    const [shoot] = handPlays(view, 'allies')
    expect(shoot.plays).toEqual([])
    expect(shoot.why).toMatch(/same altitude \(2\) or 1 step lower; Fokker D-VII is at 5/)
  })

  it('the other seat may play nothing now and is told whose turn it is; the free steps say the same', () => {
    const view = viewAfter([...faceToFace, { hands: { germans: ['left', 'shoot'] } }], 'germans')
    for (const c of handPlays(view, 'germans')) {
      expect(c.plays).toEqual([])
      expect(c.why).toBe('It is Sopwith Camel’s turn')
    }
    for (const a of moveActions(view, 'germans')) expect(a.why).toBe('It is Sopwith Camel’s turn')
    expect(tradeWhy(view, 'germans')).toBe('Only in your own move')
  })

  it('the free changes once each a move, then refused with the rule’s words (002 "You may freely change your facing 1 arc ... anytime during your move")', () => {
    const fresh = viewAfter(faceToFace, 'allies')
    const byId = (v: HexView) => Object.fromEntries(moveActions(v, 'allies').map((a) => [a.id, a.why]))
    expect(byId(fresh)).toMatchObject({ move: null, 'face-left': null, 'face-right': null, climb: null, dive: null, faster: null, slower: null })
    expect(byId(fresh)['end-move']).toMatch(/must fly 3 spaces \(its speed\); it has flown 0/)
    const turned = viewAfter([...faceToFace, { seat: 'allies', type: 'face', dir: 'left' }], 'allies')
    expect(byId(turned)['face-left']).toMatch(/already made your free change of facing/)
    expect(byId(turned)['face-right']).toMatch(/already made your free change of facing/)
    expect(byId(turned).climb).toBeNull()
  })

  it('the Ace as any card but a Stall, with that card\'s altitude step (002 CARD LIST: "The Ace card may be used as any other type of card except stall"), its plays grouped by the card it stands in for', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['ace'] } }], 'allies')
    const [ace] = handPlays(view, 'allies')
    const judge = new HexJudge(view)
    for (const p of ace.plays) expect(judge.why(p.command), p.label).toBeNull()
    expect(aceGroups(ace.plays)).toEqual(['Left', 'Right', 'Hard Left', 'Hard Right', 'Forward', 'Slide Left', 'Slide Right', 'Shoot'])
    // the first the Ace may stand in for, when none is chosen; as a Left, with and without its dive
    expect(playsShown(ace.plays, null).map((p) => p.label)).toEqual(['Turn left', 'Turn left, dive 1'])
    expect(playsShown(ace.plays, 'Left').map((p) => p.command)).toEqual([
      { type: 'card', seat: 'allies', card: ace.card.id, altitude: 0, as: 'left' },
      { type: 'card', seat: 'allies', card: ace.card.id, altitude: -1, as: 'left' },
    ])
    // as a Forward it may climb too ("You may increase or decrease your altitude 1 step")
    expect(playsShown(ace.plays, 'Forward').map((p) => p.label)).toContain('Speed +1, climb 1')
    expect(playsShown(ace.plays, 'Shoot').map((p) => p.label)).toEqual(['Fire at Fokker D-VII'])
    // a card it may no longer stand in for falls back to the first
    expect(playsShown(ace.plays, 'Immelman')).toEqual(playsShown(ace.plays, null))
    // another card's plays are not grouped
    const left = handPlays(viewAfter([...faceToFace, { hands: { allies: ['left'] } }], 'allies'), 'allies')[0]
    expect(aceGroups(left.plays)).toEqual([])
    expect(playsShown(left.plays, 'Shoot')).toEqual(left.plays)
  })

  it('every card has a name, a kind and what it does in plain words', () => {
    for (const t of ['left', 'right', 'slide-left', 'slide-right', 'forward', 'hard-left', 'hard-right', 'immelman', 'stall', 'recover', 'shoot', 'ace'] as const) {
      const w = cardText(t)
      expect(w.name.length).toBeGreaterThan(2)
      expect(w.does.length).toBeGreaterThan(15)
      expect(w.does).not.toMatch(/velocity|\b00\d\b/)
    }
  })
})

describe('the questions the hex game asks a seat (issue 30)', () => {
  const hit: Steps = [...faceToFace, { hands: { allies: ['shoot'], germans: ['recover', 'ace'] } }, { dice: [5, 6] }, { seat: 'allies', type: 'shoot', card: 'shoot', target: 'fokker' }]

  it('the target of a hit is asked to dodge with Recover (the default when held) or take the hits (002 SHOOT SEGMENT: "The target player may discard a Recover card to evade the attack")', () => {
    const view = viewAfter(hit, 'germans')
    expect(view.pending[0]).toMatchObject({ kind: 'evade', seat: 'germans' })
    const d = decisionFor(view, 'germans')!
    expect(d.question).toMatch(/^Sopwith Camel hit your Fokker D-VII for 3 hits\. Play a Recover card to dodge the attack\?$/)
    expect(d.choices.map((c) => c.label)).toEqual(['Dodge with Recover', 'Dodge with the Ace', 'Take the hits'])
    expect(d.choices[d.preferred].label).toBe('Dodge with Recover')
    const judge = new HexJudge(view)
    for (const c of d.choices) expect(judge.why(c.command), c.label).toBeNull()
    // the attacker is told whom the game waits for, and nothing of the other hand
    const theirs = viewAfter(hit, 'allies')
    expect(decisionFor(theirs, 'allies')).toBeNull()
    expect(waitWords(theirs, 'allies')).toBe('Waiting for Fokker D-VII to dodge or take the hits')
  })

  it('with no Recover card the only answer is to take the hits, and it is the default', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['shoot'], germans: ['left'] } }, { dice: [5, 6] }, { seat: 'allies', type: 'shoot', card: 'shoot', target: 'fokker' }], 'germans')
    const d = decisionFor(view, 'germans')!
    expect(d.question).toBe('Sopwith Camel hit your Fokker D-VII for 3 hits. You hold no Recover card to dodge it.')
    expect(d.choices.map((c) => c.label)).toEqual(['Take the hits'])
    expect(d.preferred).toBe(0)
  })

  it('a slow end of move lets the enemy play Stall; the stalled plane may Recover or fall 2 (002 MOVE PHASE: "If your ending velocity = 0 or 1, your opponent may play a Stall card on you")', () => {
    const slow: Steps = [{ place: { camel: { velocity: 1, altitude: 2 } } }, { hands: { germans: ['stall'], allies: ['recover'] } }, { seat: 'allies', type: 'move' }, { seat: 'allies', type: 'end-move' }]
    const asked = viewAfter(slow, 'germans')
    const d = decisionFor(asked, 'germans')!
    expect(d.question).toBe('Sopwith Camel ended its move at speed 1. Play a Stall card on it? It falls 2 steps unless it recovers.')
    expect(d.choices.map((c) => c.label)).toEqual(['Stall Sopwith Camel', 'No stall'])
    const stalled = viewAfter([...slow, { seat: 'germans', type: 'stall', card: 'stall' }], 'allies')
    const r = decisionFor(stalled, 'allies')!
    expect(r.question).toBe('Fokker D-VII stalled your Sopwith Camel: it falls 2 steps and crashes unless you play a Recover card.')
    expect(r.choices.map((c) => c.label)).toEqual(['Recover', 'Fall 2 (crash)'])
    expect(r.preferred).toBe(0)
  })
})
