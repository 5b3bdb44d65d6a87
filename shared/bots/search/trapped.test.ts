/**
 * A stand no plan gets out of (trapped.ts, issue 31), and what the search's value makes of it (evaluate.ts). 003 lines
 * 73-76, "Exiting the Gaming Surface", decide which stands are traps: "If, at the end of a manoeuvre, the centre of any
 * aircraft base is outside the playing area, that aircraft is removed from the game."
 */
import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
import { cardArena } from '../../arena/card-arena'
import { drivePolicies } from '../../arena/play'
import type { Game } from '../../engine/game'
import type { CardGame } from '../../rulesets/card'
import type { RulesetPolicy } from '../../rulesets/contract'
import { HeuristicBot } from '../heuristic-bot'
import { cloneJson } from '../../util/clone'
import { evaluate, WEIGHTS } from './evaluate'
import { LEVELS } from './levels'
import { SearchBot } from './search-bot'
import { trapped } from './trapped'

const TABLE = { width: 90, depth: 70 }

function duel(x: number, y: number, heading: number): Game {
  return startGame(
    [
      { id: 'halb', aircraft: 'halberstadt-d-iii', team: 'central', x, y, heading },
      { id: 'nieu', aircraft: 'nieuport-11', team: 'allied', x: 45, y: 20, heading: 0 },
    ],
    { table: TABLE },
  )
}

describe('trapped', () => {
  it('003 lines 73-76: a plane at the edge with its nose over it has no way out (every card ends with its centre off the table); one in the middle of the table, or turned along the edge with room, has', () => {
    expect(trapped(duel(45, 69, 0).rules, duel(45, 69, 0).state, 0)).toBe(true)
    expect(trapped(duel(45, 35, 0).rules, duel(45, 35, 0).state, 0)).toBe(false)
    // in the corner, pointing out of it: every card ends beyond an edge
    expect(trapped(duel(88, 68, 45).rules, duel(88, 68, 45).state, 0)).toBe(true)
    // the same corner pointing back into the table
    expect(trapped(duel(88, 68, 225).rules, duel(88, 68, 225).state, 0)).toBe(false)
  })

  it('the value counts a trapped plane as lost, and as the game lost when it was its side\'s last', () => {
    const game = duel(45, 35, 0)
    const before = game.state
    const after = cloneJson(before)
    after.planes[0].y = 69
    const w = { ...WEIGHTS, trapped: 1 }
    const free = evaluate(game.rules, before, before, 'central', w)
    const cornered = evaluate(game.rules, before, after, 'central', w)
    expect(free - cornered).toBeGreaterThan(WEIGHTS.lostOwn + WEIGHTS.result - 5)
    // without the look (trapped 0) only the edge's risk is seen, far less than a plane
    expect(free - evaluate(game.rules, before, after, 'central', { ...w, trapped: 0 })).toBeLessThan(WEIGHTS.lostOwn)
  })

  it('the veteran no longer flies off the table in the three arena games where it did (veteran v heuristic bot, --seed 7)', () => {
    // before issue 31's fix each left the table, flying into a stand at the edge that no plan could leave (the value did
    // not see it); in the third (7000028) the veteran also blundered into such a plan (a blunder drew any candidate,
    // search-bot.ts draw). Without the trapped-plane rule all three leave; without the bearable blunder the third does
    for (const [scenario, seed, first] of [
      ['on-the-way-to-become-aces', 7000011, true],
      ['on-the-way-to-become-aces', 7000028, true],
      ['face-to-face', 7000025, false],
    ] as const) {
      const setup = cardArena.setup(content, { scenario, variant: null })
      const veteranSide = cardArena.sides(setup)[first ? 0 : 1]
      const policies: Record<string, RulesetPolicy> = {}
      for (const s of setup.seats) policies[s.id] = (veteranSide.seats.includes(s.id) ? new SearchBot(content, s.id, seed, LEVELS.veteran, { clock: false }) : new HeuristicBot(content, s.id, seed)) as unknown as RulesetPolicy
      const game = cardArena.start(content, setup, seed, 60) as CardGame
      drivePolicies(game, policies)
      const exited = game.state.planes.filter((p) => p.team === veteranSide.id && p.status === 'exited')
      expect(exited, `${scenario} ${seed}`).toEqual([])
    }
  })
})
