/**
 * The archie panel's pure part (archie-aim.ts): 003 Ground fire, AA guns placed by their players (lines 679-706),
 * Adjusting the Aim (lines 744-759), and New game's choice of who fires the guns.
 */
import { describe, expect, it } from 'vitest'
import { planeOf } from '../../../../../electron/testing/engine-helpers'
import { content, type PlaneSpec } from '../../../../../electron/testing/fixtures'
import { FAR_DR1, phaseOfStraights, start } from '../../../../../electron/testing/ground-fire-helpers'
import type { Game } from '../../../../../shared/engine/game'
import type { RulesOptions } from '../../../../../shared/engine/types'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { viewFor } from '../../../../../shared/engine/view'
import { aaGunnersChoice, aimChoices, aimProblem, gunsToAim, reachAt, reachWords } from './archie-aim'

/** A Camel flying east 40 cm north of a German AA gun at (500, 500); the German seat places the gun's counter. */
function game(options: Partial<RulesOptions> = {}): Game {
  const camel: PlaneSpec = { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90, ...(options.altitude ? { altitude: 1 } : {}) }
  const g = start([camel, { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 }, FAR_DR1], options, (s) => (s.groundFire = { aa: 'player' }))
  phaseOfStraights(g)
  return g
}
const germanView = (g: Game) => viewFor(g.state, planeOf(g, 'gun').seat)
const byId = (cs: ReturnType<typeof aimChoices>) => Object.fromEntries(cs.map((c) => [c.id, c]))

describe('the archie panel: "the player controlling the gun can place the artillery counter anywhere on the table, so long as the edge of the counter is no more than 2 rulers ... from the red dot" (003 lines 679-683)', () => {
  it('asks the gun\'s owner, in step archie, and nobody else', () => {
    const g = game()
    const v = germanView(g)
    expect(v.step).toBe('archie')
    expect(gunsToAim(v, planeOf(g, 'gun').seat).map((p) => p.id)).toEqual(['gun'])
    expect(gunsToAim(viewFor(g.state, planeOf(g, 'camel').seat), planeOf(g, 'camel').seat)).toEqual([])
  })

  it('offers Fire here (greyed until the table is clicked) and Hold fire; the engine\'s refusals are said before sending', () => {
    const g = game()
    const v = germanView(g)
    const gun = v.planes.find((p) => p.id === 'gun')!
    const rules = g.rules
    const none = byId(aimChoices(rules, v, gun, null, undefined))
    expect(Object.keys(none)).toEqual(['fire', 'hold'])
    expect(none.fire.refused).toMatch(/click the table/)
    expect(none.hold.refused).toBeNull()
    // inside the ring: taken
    expect(byId(aimChoices(rules, v, gun, { x: 500, y: 540 }, undefined)).fire.refused).toBeNull()
    // over the gun card (line 683) and beyond two rulers (line 681)
    expect(byId(aimChoices(rules, v, gun, { x: 500, y: 500 }, undefined)).fire.refused).toMatch(/above the AA gun card \(line 683\)/)
    expect(byId(aimChoices(rules, v, gun, { x: 500, y: 500 + 2 * rules.ruler + 5 }, undefined)).fire.refused).toMatch(/within 2 rulers/)
    // and the answer is the engine's: the command is taken
    const fire = byId(aimChoices(rules, v, gun, { x: 500, y: 540 }, undefined)).fire
    const events = g.apply({ type: 'archie', seat: gun.seat, plane: 'gun', at: fire.answer.at })
    expect(events.filter((e) => e.type === 'archie-placed')).toMatchObject([{ gun: 'gun', x: 500, y: 540 }])
  })

  it('with altitude the height is declared and the reach shrinks: 2, 1.5, 1, half a ruler, over the card at 5 (lines 693-698)', () => {
    const g = game({ altitude: true })
    const v = germanView(g)
    const gun = v.planes.find((p) => p.id === 'gun')!
    expect([1, 2, 3, 4, 5].map((l) => reachAt(g.rules, true, l).rulers)).toEqual([2, 1.5, 1, 0.5, 0])
    expect(reachAt(g.rules, false, undefined).cm).toBe(2 * g.rules.ruler)
    expect(reachWords(g.rules, true, 4)).toBe('its edge within half a ruler of the red dot')
    expect(reachWords(g.rules, true, 5)).toMatch(/over the gun card/)
    const far = { x: 500, y: 500 + 1.2 * g.rules.ruler }
    expect(byId(aimChoices(g.rules, v, gun, far, 1)).fire.answer).toEqual({ at: far, level: 1 })
    expect(byId(aimChoices(g.rules, v, gun, far, 1)).fire.refused).toBeNull()
    expect(byId(aimChoices(g.rules, v, gun, far, 3)).fire.refused).toMatch(/within 1 ruler/)
    expect(byId(aimChoices(g.rules, v, gun, { x: 500, y: 500 }, 5)).fire.refused).toBeNull()
    expect(aimProblem(g.rules, v, 'gun', { at: { x: 500, y: 540 } })).toMatch(/height from 1 to 5/)
  })
})

describe('the archie panel with Adjusting the Aim: "move the counter up to one ruler ... delayed ... retire the counter" (003 lines 744-759)', () => {
  /** the counter put 40 cm north of the gun before phase 1, then the game asks again before phase 2 */
  function adjusting(options: Partial<RulesOptions> = {}) {
    const g = game({ adjustAim: true, ...options })
    g.apply({ type: 'archie', seat: planeOf(g, 'gun').seat, plane: 'gun', at: { x: 500, y: 520 }, ...(options.altitude ? { level: 2 } : {}) })
    expect([g.state.step, g.state.phase]).toEqual(['archie', 2])
    const v = germanView(g)
    return { g, v, gun: v.planes.find((p) => p.id === 'gun')! }
  }

  it('offers leave, move (within a ruler of the counter), delayed and retire, each judged by the engine', () => {
    const { g, v, gun } = adjusting()
    const cs = byId(aimChoices(g.rules, v, gun, null, undefined))
    expect(Object.keys(cs)).toEqual(['leave', 'move', 'delay', 'retire'])
    expect([cs.leave.refused, cs.delay.refused, cs.retire.refused]).toEqual([null, null, null])
    expect(cs.delay.answer).toEqual({ at: { x: 500, y: 520 } })
    expect(cs.retire.answer).toEqual({ at: null, retire: true })
    expect(cs.move.refused).toMatch(/click the table/)
    expect(byId(aimChoices(g.rules, v, gun, { x: 520, y: 520 }, undefined)).move.refused).toBeNull()
    expect(byId(aimChoices(g.rules, v, gun, { x: 500, y: 520 + g.rules.ruler + 2 }, undefined)).move.refused).toMatch(/up to one ruler \(line 748\)/)
  })

  it('with altitude, a level up or down, not past 1 and 5', () => {
    const { g, v, gun } = adjusting({ altitude: true })
    const cs = byId(aimChoices(g.rules, v, gun, null, undefined))
    expect(cs.up.answer).toEqual({ at: null, level: 3 })
    expect(cs.down.answer).toEqual({ at: null, level: 1 })
    expect([cs.up.refused, cs.down.refused]).toEqual([null, null])
    // a level up where the counter is beyond that height's reach is refused, in the engine's words
    expect(aimProblem(g.rules, v, gun.id, { at: null, level: 5 })).toMatch(/one altitude level higher or lower/)
  })
})

describe("New game's AA guns choice (GameSetup.groundFire.aa)", () => {
  const fireworks = scenarioSetup(content, { scenario: 'fireworks-over-the-front' })
  const gunSeat = fireworks.planes.find((p) => p.kind === 'aa-gun')!.seat

  it('is asked where the scenario has AA guns: the solo rules when a bot has the guns, their players when a person has them', () => {
    expect(aaGunnersChoice(fireworks, (s) => s === gunSeat)).toEqual({ asked: true, initial: 'solo' })
    expect(aaGunnersChoice(fireworks, () => false)).toEqual({ asked: true, initial: 'player' })
    expect(aaGunnersChoice(scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), () => false).asked).toBe(false)
  })

  it('is carried into the setup as the choice says, and the scenario\'s own word is the start', () => {
    expect(scenarioSetup(content, { scenario: 'fireworks-over-the-front', groundFire: { aa: 'player' } }).groundFire).toEqual({ aa: 'player' })
    expect(fireworks.groundFire).toBeUndefined()
    expect(aaGunnersChoice({ ...fireworks, groundFire: { aa: 'player' } }, () => true).initial).toBe('player')
  })
})
