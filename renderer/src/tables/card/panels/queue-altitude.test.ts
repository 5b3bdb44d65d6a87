import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../../../electron/testing/fixtures'
import type { PlanRules } from '../../../../../shared/engine/planning'
import type { AltitudeState, PlaneEffects } from '../../../../../shared/engine/types'
import { queueAltitudes } from './queue-altitude'

// the Camel's deck (C): C01 straight, C04 stall, C19 climb, C20 dive; climb rate 2
const [STRAIGHT, STALL, CLIMB, DIVE] = ['C01', 'C04', 'C19', 'C20']

/** A turn-less game (queue of three) with the altitude rules; the Camel at `level`, the Dr.I far off. */
function game(level: number) {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', altitude: level, x: 40, y: 40, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', altitude: 2, x: 160, y: 360, heading: 180 },
    ],
    { options: { altitude: true, turnless: 'three' }, table: { width: 200, depth: 400 } },
  )
}

/** The Camel's planning rules with its altitude `now`, its turn's start left as the game set it (level `level`). */
function camelNow(level: number, now: Partial<AltitudeState>) {
  const g = game(level)
  const p = g.state.planes[0]
  const effects = p.effects as PlaneEffects
  const alt = { ...effects.alt!, ...now }
  const pr: PlanRules = { rules: g.rules, effects: { ...effects, alt }, turn: 1 }
  return { plane: g.rules.byId.get('camel')!, pr, at: { x: p.x, y: p.y, h: p.h } }
}

describe('003 Altitude on the turn-less queue panel (004 lines 149-160, issue 11)', () => {
  it('003 lines 306-308 and 315-327: the level chip and every card judged from the level now, not the turn start (turnless.ts fromNow)', () => {
    // the turn began at level 3; queued cards since brought the Camel to level 1 with a climb counter
    const { plane, pr, at } = camelNow(3, { level: 1, climbs: 1, counter: null })
    expect(pr.effects!.alt!.turnStart.level).toBe(3)
    const q = queueAltitudes(plane, null, [], [null], 0, pr, at)!
    expect(q.level).toMatchObject({ text: 'L1 ▲1/2', level: 1 })
    expect(q.deck.get(DIVE)).toMatchObject({ short: '▼ level 0', text: '▼ to level 0 with 1 climb counter' })
    expect(q.deck.get(CLIMB)?.short).toBe('▲ level 2')
    expect(q.deck.has(STRAIGHT)).toBe(false)
  })

  it('003 lines 325-329: the queued cards, then the draft, each after the cards before it; the deck after all of them', () => {
    const { plane, pr, at } = camelNow(1, { level: 1, climbs: 1 })
    // queued: a climb (to level 2), a straight; drafted: a dive
    const q = queueAltitudes(plane, null, [CLIMB, STRAIGHT], [DIVE], 0, pr, at)!
    expect(q.places.map((a) => a?.short ?? null)).toEqual(['▲ level 2', null, '▼ level 1'])
    // the deck for the new card, after the climb and the straight: a dive from level 2
    expect(q.deck.get(DIVE)?.short).toBe('▼ level 1')
    // an empty draft slot has no word
    expect(queueAltitudes(plane, null, [CLIMB, STRAIGHT], [null], 0, pr, at)!.places[2]).toBeNull()
  })

  it('003 lines 383-387 and 405-407: a dive to the ground queued at level 0 lands over a field, and the landing goes on in the draft; off the fields it crashes', () => {
    const { plane, pr, at } = camelNow(1, { level: 0, climbs: 1 })
    // the dive (17.3 cm ahead) ends near y 57: in a field over y 40-100
    const fields = [{ id: 'meadow', x: 40, y: 70, width: 14, depth: 60 }]
    const q = queueAltitudes(plane, null, [DIVE, STRAIGHT], [STALL], 0, pr, at, fields)!
    expect(q.places.map((a) => a?.short)).toEqual(['▼ lands', 'landing 2/3', 'landing 3/3'])
    expect(q.deck.get(STALL)?.short).toBe('landing 3/3')
    expect(q.deck.get(DIVE)).toMatchObject({ short: '✕ ground', refused: true })
    const off = queueAltitudes(plane, null, [DIVE, STRAIGHT], [STALL], 0, pr, at, [{ ...fields[0], y: 200 }])!
    expect(off.places.map((a) => a?.short)).toEqual(['▼ crash', 'still', 'still'])
  })

  it('without the altitude rules there is nothing to say', () => {
    const g = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 40, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 160, y: 360, heading: 180 },
      ],
      { options: { turnless: 'three' }, table: { width: 200, depth: 400 } },
    )
    const p = g.state.planes[0]
    const pr: PlanRules = { rules: g.rules, effects: p.effects as PlaneEffects, turn: 1 }
    expect(queueAltitudes(g.rules.byId.get('camel')!, null, [], [null], 0, pr, { x: 40, y: 40, h: 0 })).toBeNull()
    expect(content.cards[DIVE].altitude).toBe('dive')
  })
})
