/**
 * 003 Altitude Optional Rules, Collisions (lines 474-486), the option `collisions` (with Altitude).
 *
 * "Two overlapping planes and/or balloons collide if 1) they are both at the same altitude and 2) either they both
 * have climb counters (no matter how many) or they both have no climb counters. Each colliding plane or balloon
 * takes a C damage card (or two A damage if you don't have a C- damage deck) for each aircraft or balloon, enemy or
 * friend, that it collides with. Take into account damage points and explosions but ignore other types of special
 * damage."
 *
 * Judged after every phase's moves, once the levels are set (the altitude module runs first): bases that overlap
 * then collide. A pair still overlapping after the next phase's moves collides again (each phase ends on the
 * table with the bases where they are). A balloon standing in play collides at its level like a plane; its cards
 * count their points and explosions as under fire (balloons/fire.ts balloonTakesCards).
 *
 * With the option `collisionDamage000` the same collisions deal 000's damage (collision-damage-000.ts).
 */
import { cornersWithTrig, rectanglesOverlap } from '../../../geometry/base'
import { headingTrig } from '../../../geometry/heading-trig'
import type { CompiledRules } from '../../rule-types'
import type { PlaneState } from '../../state-types'
import type { HookContext, RuleModule } from '../hooks'
import { collide } from './across-levels'
import { collisionCards000, collisionCards003, type CollisionCards } from './collision-damage-000'
import { inClouds } from './cloud-cover'
import type { Altitude } from './levels'
import { takeKnocks } from './knocks'
import { balloonTakesCards } from '../balloons/fire'

/** the bases' corners, reused from phase to phase (a new buffer every phase was 15% of a phase with 003's rules) */
let cornerBuf: Float64Array = new Float64Array(8 * 16)
/** whose corners this phase's test has worked out into cornerBuf */
let cornersDone = new Uint8Array(16)

/** Plane k's base corners into cornerBuf, once a phase. */
function corners(rules: CompiledRules, planes: readonly PlaneState[], k: number): void {
  if (cornersDone[k] === 1) return
  cornersDone[k] = 1
  const p = planes[k]
  const t = headingTrig.of(k, p.h)
  cornersWithTrig(p, rules.planes[k].shape, t.sin, t.cos, cornerBuf, 8 * k)
}

/** Whether plane k may collide: a plane flying or a balloon standing in play, in the air and below the clouds. */
function aloft(rules: CompiledRules, planes: readonly PlaneState[], cover: number | undefined, k: number): boolean {
  const p = planes[k]
  return (p.status === 'flying' || (p.status === 'standing' && rules.planes[k].kind === 'balloon')) && !!p.effects?.alt && !p.effects.alt.ground && !inClouds(p, cover)
}

export const collisions: RuleModule = {
  id: 'collisions',
  source: '003 lines 474-486 (Collisions)',

  // 000 Collisions (line 456): a pilot's ramming declaration with this turn's plan, kept with his plane's secrets until
  // it collides (its command is refused where ramming is not played: collision-damage-000.ts rammingPlayed)
  planCommitted({ state }, i, cmd) {
    if (cmd.ram) state.planes[i].effects!.ram = state.turn
  },

  afterMovement(ctx: HookContext) {
    const { rules, state, events } = ctx
    const planes = state.planes
    const cover = rules.setup.options.cloudCover
    const pairs: [number, number][] = []
    // in the clouds a plane "cannot ... collide with other planes"; on the ground planes may stand overlapping (Fire on
    // the Ground spreads between them, lines 417-419): a judgement call, they do not collide there
    // "Two overlapping planes and/or balloons": a balloon standing in play collides at its level like a plane
    const balloon = (k: number) => rules.planes[k].kind === 'balloon'
    // the bases' corners are worked out only for stands near enough for their bases to touch (within the sum of the
    // circles round the bases, as the fire checks test first: firing.ts), most phases none (issue 31, a phase's cost)
    const n = planes.length
    if (cornerBuf.length < 8 * n) cornerBuf = new Float64Array(8 * n)
    if (cornersDone.length < n) cornersDone = new Uint8Array(n)
    else for (let k = 0; k < n; k++) cornersDone[k] = 0 // (a loop: fill() is a runtime call, dearer for a few planes)
    for (let i = 0; i < n; i++) {
      if (!aloft(rules, planes, cover, i)) continue
      for (let j = i + 1; j < n; j++) {
        if (!aloft(rules, planes, cover, j)) continue
        const dx = planes[j].x - planes[i].x
        const dy = planes[j].y - planes[i].y
        const touch = rules.planes[i].radius + rules.planes[j].radius
        if (!(dx * dx + dy * dy < touch * touch)) continue
        corners(rules, planes, i)
        corners(rules, planes, j)
        if (rectanglesOverlap(cornerBuf, cornerBuf, 8 * i, 8 * j)) pairs.push([i, j])
      }
    }
    if (pairs.length === 0) return
    const alts: Altitude[] = planes.map((p) => p.effects?.alt ?? { level: -1, climbs: 0 })
    const colliding = pairs.filter(([i, j]) => collide(alts[i], alts[j]))
    for (const [i, j] of colliding) events?.push({ type: 'collided', to: 'all', turn: state.turn, phase: state.phase, plane: planes[i].id, other: planes[j].id })
    const hasC = state.decks.C !== undefined
    // 003: a C card for each plane it collides with, or two A cards each without a C deck; 000: an A card each, a C card
    // when one of the two pilots declared ramming with this turn's plan, or with a balloon (collision-damage-000.ts)
    let cardsOf = (_a: number, _b: number) => collisionCards003(hasC)
    if (rules.setup.options.collisionDamage000) {
      const rams = (k: number) => planes[k].effects?.ram === state.turn
      for (const [i, j] of colliding) {
        // the declaration is shown once the collision is resolved
        if (rams(i)) events?.push({ type: 'ramming', to: 'all', turn: state.turn, phase: state.phase, plane: planes[i].id, other: planes[j].id })
        if (rams(j)) events?.push({ type: 'ramming', to: 'all', turn: state.turn, phase: state.phase, plane: planes[j].id, other: planes[i].id })
      }
      cardsOf = (a, b) => collisionCards000(hasC, { balloon: balloon(a) || balloon(b), ramming: rams(a) || rams(b) })
    }
    const taken = collisionDamage(planes.length, colliding, cardsOf)
    for (let i = 0; i < planes.length; i++) {
      for (const [deck, n] of Object.entries(taken[i])) {
        // a balloon counts the points and explosions of its cards, as under fire (balloons/fire.ts)
        if (balloon(i)) balloonTakesCards(ctx, i, n, deck, 'collision', true)
        else takeKnocks(rules, state, planes[i], deck, n, 'collision', ctx)
      }
    }
  },
}

/**
 * The cards each aircraft takes for its collisions, deck by deck: each collision deals its own ("for each aircraft or
 * balloon ... that it collides with"; 000: "It is possible to collide with more than one plane"). `colliding`: the
 * pairs that collide; `cardsOf(a, b)`: what one collision deals each of the two.
 */
export function collisionDamage(n: number, colliding: readonly (readonly [number, number])[], cardsOf: (a: number, b: number) => CollisionCards): Record<string, number>[] {
  const out: Record<string, number>[] = Array.from({ length: n }, () => ({}))
  for (const [a, b] of colliding) {
    const { deck, cards } = cardsOf(a, b)
    for (const i of [a, b]) out[i][deck] = (out[i][deck] ?? 0) + cards
  }
  return out
}
