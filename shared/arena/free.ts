/**
 * The arena's free dogfight of N planes a side (`npm run arena -- --free N`), built with freeDogfightSetup, the one
 * New Game's free dogfight uses: the Allies on the south edge, the Central Powers on the north, each team spread
 * evenly along its edge half a ruler in; one seat a team, the plain rules (no altitude), last plane standing wins.
 *
 * The mix is fixed so that a run repeats and so that neither side is stronger: the k-th plane of each side is the
 * k-th of its list below, in turn. Each pair flies the same manoeuvre deck with the same fire card:
 *   Sopwith Camel (deck C, fire A, 14 damage points) against Fokker Dr.I (deck C, fire A, 13),
 *   R.A.F. S.E.5a (deck A, fire A, 16) against Fokker D.VII (deck A, fire A, 15);
 * the Allies have one damage point more a plane, and the arena swaps the sides between the two games of a seed.
 *
 * The table is square and grows with the planes: 90 cm (New Game's default, the two-plane scenarios' size) up to
 * 4 a side, then 7.5 cm more a plane: 90 cm for 4v4, 120 cm for 8v8, 180 cm for 16v16 (bases 9 cm wide stand about
 * 10.6 cm apart on their edge there).
 */
import type { Content } from '../content/types'
import { freeDogfightSetup } from '../engine/setup'
import type { GameSetup } from '../engine/types'

export const FREE_MIN = 1
export const FREE_MAX = 16

/** the planes of each side, in turn: the k-th Allied plane faces (in kind) the k-th Central one */
export const FREE_MIX = {
  allied: ['sopwith-camel', 'raf-se-5a'],
  central: ['fokker-dr-i', 'fokker-d-vii'],
} as const

/** the side of the square table for N planes a side, in cm */
export function freeTable(n: number): number {
  return Math.max(90, 7.5 * (n + 8))
}

export function freeArenaSetup(content: Content, n: number): GameSetup {
  if (!Number.isInteger(n) || n < FREE_MIN || n > FREE_MAX) throw new RangeError(`a free dogfight has ${FREE_MIN} to ${FREE_MAX} planes a side, not ${n}`)
  const side = freeTable(n)
  const planes = (['allied', 'central'] as const).flatMap((team) => Array.from({ length: n }, (_, k) => ({ aircraft: FREE_MIX[team][k % FREE_MIX[team].length], team })))
  const setup = freeDogfightSetup(content, { table: { width: side, depth: side }, planes })
  return { ...setup, title: `Free dogfight, ${n} a side (${side} cm table)` }
}
