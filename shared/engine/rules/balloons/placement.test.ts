/**
 * 003 placing balloons: "If there is more than one, place them at least one ruler of distance away from each other"
 * (lines 551-552), and "at least three rulers of distance away from enemy anti-aircraft guns" (line 702).
 */
import { describe, expect, it } from 'vitest'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import type { Scenario } from '../../../content/types'
import { scenarioSetup, SetupError } from '../../setup'
import { balloonNearEnemyAAProblem, balloonSpacingProblem } from './placement'

const RULER = 34
const FAR_DR1: PlaneSpec = { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 }
const CAMEL: PlaneSpec = { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 900, y: 100, heading: 270 }
const drachen = (id: string, x: number, y = 500): PlaneSpec => ({ id, aircraft: 'parseval-sigsfeld-drachen', team: 'central', x, y, heading: 0 })
const gun = (id: string, team: 'allied' | 'central', x: number, y = 500): PlaneSpec => ({ id, aircraft: 'aa-gun', team, x, y, heading: 0 })
const table = (pieces: PlaneSpec[]) => setupWith([CAMEL, FAR_DR1, ...pieces], { table: { width: 1000, depth: 1000 } })

describe('003 Observation Balloons: "If there is more than one, place them at least one ruler of distance away from each other" (lines 551-552)', () => {
  it('cards a ruler apart or more are placed; closer, refused with the rule named (the cards are 9 cm wide)', () => {
    expect(balloonSpacingProblem(content, table([drachen('b1', 500), drachen('b2', 500 + 9 + RULER)]))).toBeNull()
    expect(balloonSpacingProblem(content, table([drachen('b1', 500), drachen('b2', 500 + 9 + RULER - 1)]))).toMatch(/"b1" and "b2" are 33 cm apart: balloons are placed at least one ruler \(34 cm\) away from each other \(003 lines 551-552\)/)
  })

  it('one balloon alone, or a balloon and the other pieces, are no concern of it', () => {
    expect(balloonSpacingProblem(content, table([drachen('b1', 500), gun('aa', 'central', 510)]))).toBeNull()
  })

  it("the book's scenarios place theirs closer, and their placement wins: Fireworks over the Front (lines 1257-1258) and Twin Targets (lines 1522-1523) set up", () => {
    for (const id of ['fireworks-over-the-front', 'twin-targets']) {
      const setup = scenarioSetup(content, { scenario: id, variant: null })
      expect(balloonSpacingProblem(content, setup), id).toMatch(/at least one ruler/)
    }
  })
})

describe('003 Balloons and Anti-Aircraft Guns: "Balloons must be placed at least three rulers of distance away from enemy anti-aircraft guns, if there are any" (line 702)', () => {
  it('measured from the red dot at the centre of the gun card to the balloon card: three rulers are enough, less is refused', () => {
    // the balloon card's near edge is 4.5 cm from its centre (9 cm wide, heading north)
    expect(balloonNearEnemyAAProblem(content, table([drachen('b1', 500), gun('aa', 'allied', 500 + 4.5 + 3 * RULER)]))).toBeNull()
    expect(balloonNearEnemyAAProblem(content, table([drachen('b1', 500), gun('aa', 'allied', 500 + 4.5 + 3 * RULER - 1)]))).toMatch(
      /balloon "b1" is 101 cm from the enemy AA gun "aa": balloons are placed at least three rulers \(102 cm\) away from enemy anti-aircraft guns \(003 line 702\)/,
    )
  })

  it("the balloon's own side's guns may stand by it; AA machine guns are not AA guns", () => {
    expect(balloonNearEnemyAAProblem(content, table([drachen('b1', 500), gun('aa', 'central', 520)]))).toBeNull()
    expect(balloonNearEnemyAAProblem(content, table([drachen('b1', 500), { id: 'mg', aircraft: 'aamg-a', team: 'allied', x: 520, y: 500, heading: 0 }]))).toBeNull()
  })

  it('a scenario that places a balloon within three rulers of an enemy gun does not set up, and the error names the rule', () => {
    const base = content.scenarios['fireworks-over-the-front']
    // the Allied side's gun half a ruler from the Allied edge, a little more than two rulers from the balloons
    const broken: Scenario = { ...base, id: 'too-close', variants: [], pieces: [...base.pieces!, { id: 'allied-aa', type: 'aa-gun', team: 'allied', place: { edge: 'south', rulers: 0.5, along: 0.5 } }] }
    const scenarios = { ...content.scenarios, 'too-close': broken }
    expect(() => scenarioSetup({ ...content, scenarios }, { scenario: 'too-close', variant: null })).toThrow(SetupError)
    expect(() => scenarioSetup({ ...content, scenarios }, { scenario: 'too-close', variant: null })).toThrow(/enemy AA gun "allied-aa".*003 line 702/)
  })

  it("every scenario of the book sets up: none puts a balloon near an enemy gun", () => {
    for (const s of Object.values(content.scenarios))
      for (const variant of [null, ...s.variants.map((v) => v.id)]) {
        const setup = scenarioSetup(content, { scenario: s.id, variant })
        expect(balloonNearEnemyAAProblem(content, setup), `${s.id} ${variant ?? ''}`).toBeNull()
      }
  })
})
