/**
 * 004 house rules, Collisions (lines 118-127), the option `collisionsBySilhouette004`.
 *
 * "Whenever two cards overlap, put the smaller plane on the bottom and the larger above. If the card of the larger
 * plane covers, completely or even in a little part, the silhouette of the smaller one, there could be a collision. It
 * does not matter if planes are friendly or enemy.
 * The two would-be colliding planes takes two cards from their maneuver deck, one with a right little arrow and one
 * with a left one. An enemy player draws one. If the same direction is picked for both planes, there is a collision.
 * Each of the two planes takes 3 A damage cards (or 6 B ones if you so not have As), ignoring special damages and
 * taking into account only points and explosions.
 * If a plane collides with more than a plane, draw just a card for it and compare to all the cards of the other
 * colliding planes. Then draw damage for each collision separately.
 * If a plane explodes because of a collision, all the planes that collided with it on that turn take an extra A damage
 * card (or 2 Bs)."
 *
 * Judgement calls (docs/rules.md):
 * - Judged after every phase's moves, as 003's Collisions (collisions.ts): bases that overlap then could collide.
 * - "The larger plane": every base is the same size here, so the larger is the larger model (span x length,
 *   geometry/model-size.ts); of two the same size, either base covering the other's silhouette will do.
 * - The enemy's draw from two face-down cards is a fair coin: the game's seeded generator, one draw per plane that could
 *   collide this phase, in the planes' order, left or right.
 * - With Altitude, only planes that could collide by 003's rule (the same level, both with climb counters or both
 *   without, neither on the ground nor in the clouds) could collide here.
 * - An explosion from an extra card is also "because of a collision": the planes that collided with that plane this
 *   turn take their extra card too.
 * - With 003's Collisions also ticked, this rule is played in its place (rules/index.ts).
 */
import { modelSize } from '../../../geometry/model-size'
import { silhouetteCorners } from '../../../geometry/silhouette'
import { quadsOverlap, rectanglesOverlap } from '../../../geometry/base'
import type { AircraftType } from '../../../content/types'
import { allCorners } from '../../firing'
import { nextInt } from '../../rng'
import type { PlaneState, PlaneStatus } from '../../state-types'
import type { HookContext, RuleModule } from '../hooks'
import { collide } from './across-levels'
import { inClouds } from './cloud-cover'
import { takeKnocks } from './knocks'

/** line 121: "3 A damage cards (or 6 B ones if you so not have As)"; line 123: "an extra A damage card (or 2 Bs)" */
export function collisionCards004(hasA: boolean, cards: number): { deck: string; cards: number } {
  return hasA ? { deck: 'A', cards } : { deck: 'B', cards: 2 * cards }
}
const COLLISION_CARDS = 3
const EXPLOSION_CARDS = 1

export type Arrow = 'left' | 'right'

/** line 120: "one with a right little arrow and one with a left one. An enemy player draws one" */
export function drawArrow(rng: Parameters<typeof nextInt>[0]): Arrow {
  return nextInt(rng, 2) === 0 ? 'left' : 'right'
}

/**
 * Lines 120 and 122: the pairs that could collide and the arrow drawn for each plane (one each, "compare to all the
 * cards of the other colliding planes"): those whose arrows are the same collide.
 */
export function collidingPairs(couldCollide: readonly (readonly [number, number])[], arrows: ReadonlyMap<number, Arrow>): [number, number][] {
  return couldCollide.filter(([a, b]) => arrows.get(a) === arrows.get(b)).map(([a, b]) => [a, b])
}

/** Whether the base at `corners` (offset 0) covers any piece of the silhouette `pieces`. */
function coversSilhouette(corners: ArrayLike<number>, co: number, pieces: Float64Array): boolean {
  for (let k = 0; k < pieces.length; k += 8) if (quadsOverlap(corners, co, pieces, k)) return true
  return false
}

const size = (a: AircraftType) => {
  const m = modelSize(a)
  return m.span * m.length
}

/**
 * Line 119: the larger plane's card on top, whether it covers the smaller one's silhouette (of two the same size,
 * either covering the other's). `corners` holds each plane's base corners at 8 x its index.
 */
export function couldCollide(aircraft: readonly AircraftType[], poses: readonly PlaneState[], corners: ArrayLike<number>, i: number, j: number): boolean {
  const si = size(aircraft[i])
  const sj = size(aircraft[j])
  if (si >= sj && coversSilhouette(corners, 8 * i, silhouetteCorners(aircraft[j], poses[j]))) return true
  return sj >= si && coversSilhouette(corners, 8 * j, silhouetteCorners(aircraft[i], poses[i]))
}

export const collisionsBySilhouette004: RuleModule = {
  id: 'collisionsBySilhouette004',
  source: '004 lines 118-127 (Collisions)',

  afterMovement(ctx: HookContext) {
    const { rules, state, events } = ctx
    const planes = state.planes
    const corners = allCorners(rules, state)
    // at levels: 003's Altitude, or 004's dice altitude (same die level, no climb counters there)
    const withAltitude = rules.setup.options.altitude === true || rules.setup.options.diceAltitude004 === true
    const cover = rules.setup.options.cloudCover
    const aloft = (k: number) => {
      const p = planes[k]
      if (p.status !== 'flying') return false
      if (!withAltitude) return true
      const alt = p.effects?.alt
      return !!alt && !alt.ground && !inClouds(p, cover)
    }
    const aircraft = rules.planes.map((p) => p.aircraft)
    const pairs: [number, number][] = []
    for (let i = 0; i < planes.length; i++) {
      if (!aloft(i)) continue
      for (let j = i + 1; j < planes.length; j++) {
        if (!aloft(j) || !rectanglesOverlap(corners, corners, 8 * i, 8 * j)) continue
        if (withAltitude && !collide(planes[i].effects!.alt!, planes[j].effects!.alt!)) continue
        if (couldCollide(aircraft, planes, corners, i, j)) pairs.push([i, j])
      }
    }
    if (pairs.length === 0) return
    // one arrow for each plane that could collide, drawn in the planes' order (line 122)
    const arrows = new Map<number, Arrow>()
    for (const [a, b] of pairs) for (const k of [a, b]) if (!arrows.has(k)) arrows.set(k, 'left')
    for (const k of [...arrows.keys()].sort((x, y) => x - y)) arrows.set(k, drawArrow(state.rng))
    const colliding = collidingPairs(pairs, arrows)
    for (const [i, j] of pairs) {
      events?.push({ type: 'collision-draw', to: 'all', turn: state.turn, phase: state.phase, plane: planes[i].id, other: planes[j].id, arrows: [arrows.get(i)!, arrows.get(j)!] })
    }
    for (const [i, j] of colliding) {
      events?.push({ type: 'collided', to: 'all', turn: state.turn, phase: state.phase, plane: planes[i].id, other: planes[j].id })
      for (const [a, b] of [[i, j], [j, i]]) {
        const fx = planes[a].effects!
        if (!fx.collided || fx.collided.turn !== state.turn) fx.collided = { turn: state.turn, with: [] }
        if (!fx.collided.with.includes(planes[b].id)) fx.collided.with.push(planes[b].id)
      }
    }
    const hasA = state.decks.A !== undefined
    // "Then draw damage for each collision separately"; an explosion deals the extra cards once all are drawn
    const exploded: PlaneState[] = []
    const knock = (p: PlaneState, n: number) => {
      if (p.status !== 'flying') return
      const { deck, cards } = collisionCards004(hasA, n)
      takeKnocks(rules, state, p, deck, cards, 'collision', ctx)
      if ((p.status as PlaneStatus) === 'exploded') exploded.push(p)
    }
    for (const [i, j] of colliding) {
      knock(planes[i], COLLISION_CARDS)
      knock(planes[j], COLLISION_CARDS)
    }
    // line 123: "all the planes that collided with it on that turn take an extra A damage card"
    for (let k = 0; k < exploded.length; k++) {
      const gone = exploded[k]
      for (const id of gone.effects!.collided?.with ?? []) {
        const other = planes.find((p) => p.id === id)!
        knock(other, EXPLOSION_CARDS)
      }
    }
  },
}
