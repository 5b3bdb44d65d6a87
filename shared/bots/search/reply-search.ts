/**
 * What a pilot who thinks about us would fly (issue 31's fifth pass, docs/ai-passes.md): a small search from another
 * plane's seat. Its ranked replies (the rows) are played by the engine against this seat's best-ranked plans (the
 * columns) on one sampled world and valued for its side; the plain equilibrium of that matrix (regret.ts) is its mix of
 * replies, a plan that does well against what we are likely to fly, whatever of it we fly. The search's columns draw
 * another plane's plan from that mix with the level's `replySearch` weight, where it reads no pilot by name: one step
 * of thinking about how the other pilot thinks about us (level-k), instead of taking it to fly against us flying
 * straight.
 */
import type { CompiledRules } from '../../engine/compiled'
import type { GameState, PlaneId, TeamId } from '../../engine/types'
import { cloneJson } from '../../util/clone'
import type { Candidate } from './candidates'
import { evaluate, type Weights } from './evaluate'
import { regretMatching } from './regret'
import { playTurn, type Responders } from './rollout'

/** this seat's plans each other plane's replies are played against: the best-ranked of each of its planes */
export const REPLY_SEARCH_MINE = 8
/** the search runs for at most this many other planes (a duel, a 2v2); a bigger table keeps its columns as they were */
export const REPLY_SEARCH_UP_TO = 2
const ITERATIONS = 300

export interface ReplySearch {
  /** each other plane's mix over its pool (the same order), by plane */
  mixes: Map<PlaneId, number[]>
  /** the rollouts played, each counted once a plane flying in it (levels.ts budget) */
  spent: number
}

/**
 * For each other plane of `pools`, its mix over its pool against `own` (this seat's planes' ranked plans), each column
 * this seat's planes flying their k-th plan, every other plane its best-ranked; valued for the other plane's team with
 * `weights` (the other pilot is taken to want what this one wants, for its own side).
 */
export function replySearch(rules: CompiledRules, world: GameState, pools: ReadonlyMap<PlaneId, readonly Candidate[]>, own: ReadonlyMap<PlaneId, readonly Candidate[]>, weights: Weights | undefined, responders: Responders): ReplySearch {
  const mixes = new Map<PlaneId, number[]>()
  let spent = 0
  const flying = world.planes.filter((p) => p.status === 'flying').length
  const cols = Math.min(REPLY_SEARCH_MINE, Math.max(0, ...[...own.values()].map((c) => c.length)))
  const best = new Map<PlaneId, readonly string[]>([...pools, ...own].map(([id, c]) => [id, c[0].cards]))
  for (const [id, pool] of pools) {
    const team: TeamId = world.planes.find((p) => p.id === id)!.team
    const matrix = pool.map((reply) =>
      Array.from({ length: cols }, (_, k) => {
        const plans = new Map(best)
        for (const [mine, c] of own) plans.set(mine, c[Math.min(k, c.length - 1)].cards)
        plans.set(id, reply.cards)
        return evaluate(rules, world, playTurn(rules, cloneJson(world), plans, responders), team, weights)
      }),
    )
    spent += pool.length * cols * flying
    mixes.set(id, regretMatching(matrix, ITERATIONS).row)
  }
  return { mixes, spent }
}
