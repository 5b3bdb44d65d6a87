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
 * table with the bases where they are). Balloons wait for issue 13.
 */
import { rectanglesOverlap } from '../../../geometry/base'
import { allCorners } from '../../firing'
import type { HookContext, RuleModule } from '../hooks'
import { collisionsOf } from './across-levels'
import { inClouds } from './cloud-cover'
import type { Altitude } from './levels'
import { takeKnocks } from './knocks'

export const collisions: RuleModule = {
  id: 'collisions',
  source: '003 lines 474-486 (Collisions)',

  afterMovement(ctx: HookContext) {
    const { rules, state, events } = ctx
    const planes = state.planes
    const corners = allCorners(rules, state)
    const cover = rules.setup.options.cloudCover
    const pairs: [number, number][] = []
    for (let i = 0; i < planes.length; i++) {
      // in the clouds a plane "cannot ... collide with other planes"
      if (planes[i].status !== 'flying' || !planes[i].effects?.alt || inClouds(planes[i], cover)) continue
      for (let j = i + 1; j < planes.length; j++) {
        if (planes[j].status !== 'flying' || !planes[j].effects?.alt || inClouds(planes[j], cover)) continue
        if (rectanglesOverlap(corners, corners, 8 * i, 8 * j)) pairs.push([i, j])
      }
    }
    if (pairs.length === 0) return
    const alts: Altitude[] = planes.map((p) => p.effects?.alt ?? { level: -1, climbs: 0 })
    const counts = collisionsOf(alts, pairs)
    for (const [i, j] of pairs) {
      if (counts[i] > 0 && counts[j] > 0 && alts[i].level === alts[j].level) events?.push({ type: 'collided', to: 'all', turn: state.turn, phase: state.phase, plane: planes[i].id, other: planes[j].id })
    }
    const deck = state.decks.C ? 'C' : 'A'
    for (let i = 0; i < planes.length; i++) {
      // a C card for each plane it collides with, or two A cards each without a C deck
      if (counts[i] > 0) takeKnocks(rules, state, planes[i], deck, deck === 'C' ? counts[i] : 2 * counts[i], 'collision', ctx)
    }
  },
}
