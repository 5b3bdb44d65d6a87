/**
 * 003 Altitude Optional Rules, Cloud Cover (lines 457-473), the option `cloudCover` (the cover's level, with Altitude).
 *
 * "It is then allowed to climb above the ceiling reaching the cloud cover. When a plane reaches the altitude of the
 * cloud cover, it stops moving on the table. The player keeps on planning manoeuvres as normal, but the aircraft
 * base stays in the same position that the model would have reached after the climb. It is just a reminder: It
 * cannot fire, be fired on, or collide with other planes."
 *
 * "The plane cannot climb more, neither with a climb card nor with an Immelmann turn. Its manoeuvres are kept one on
 * top of the other ... until a dive or a Split-S is executed. In that phase, the player takes all the pile of the
 * manoeuvres planned since the climb and he executes all of them immediately, in the order he planned them ... If
 * the plane exits the gaming surface at the end of any manoeuvre card, the plane is out of the game. If not, as soon
 * as the plane executes the dive or the Split-S, it is back under the cloud level".
 *
 * The cover is the top the planes may climb to (the altitude module's `top`), so a climb or an Immelmann turn in the
 * clouds is refused or illegal as one above the top is. A plane in the clouds is left out of the common movement
 * (its card is stacked), of fire as firer, target and blocker, of tailing and of collisions. Coming down, its
 * stacked cards and the dive are flown one after the other from where it waits, each a `moved` event; other planes'
 * stands are not bumped by it (it comes down out of the clouds, not across the table). The level change is the
 * altitude module's, as for any dive.
 */
import type { CompiledCard } from '../../rule-types'
import { exitEdge, isOnTable } from '../../../geometry/table'
import { advance } from '../../../geometry/pose'
import { removePlane } from '../../removal'
import type { AltitudeState } from '../../state-types'
import type { ManoeuvreCard } from '../../../content/types'
import type { HookContext, PlanContext, RuleModule } from '../hooks'
import { altitudeKind } from './sequence'

/**
 * Whether a plane (of the state or of a view) is in the clouds: a plane flying at the cover's level ("When a plane
 * reaches the altitude of the cloud cover ... It cannot fire, be fired on, or collide", lines 460-463). The rule is
 * a plane's: a balloon moored at that level (A Hard Task's, at 4) stands in the open, to be shot at and rammed.
 */
export function inClouds(p: { status: string; effects?: { alt?: AltitudeState } }, cover: number | undefined): boolean {
  return cover !== undefined && p.effects?.alt?.level === cover && p.status === 'flying'
}

export const cloudCover: RuleModule = {
  id: 'cloudCover',
  source: '003 lines 457-473 (Cloud Cover)',

  beforeMovement(ctx: HookContext, flown: (CompiledCard | null)[]) {
    const { rules, state, events } = ctx
    const cover = rules.setup.options.cloudCover
    const table = state.setup.table
    for (let i = 0; i < state.planes.length; i++) {
      const p = state.planes[i]
      const card = flown[i]
      const alt = p.effects?.alt
      if (!card || !alt || p.status !== 'flying' || !inClouds(p, cover)) continue
      // the plane waits where it reached the clouds: its card goes on the pile, unless it comes down
      flown[i] = null
      const kind = altitudeKind(card.card, alt.counter)
      const stack = (alt.stack ??= [])
      stack.push(card.card.id)
      if (kind !== 'dive' && kind !== 'split-s') continue
      alt.stack = []
      let pose = { x: p.x, y: p.y, h: p.h }
      for (const id of stack) {
        const c = rules.planes[i].cards.get(id)!
        const from = pose
        pose = advance(pose, c.right, c.forward, c.turn)
        events?.push({ type: 'moved', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: id, from, at: { ...pose } })
        p.x = pose.x
        p.y = pose.y
        p.h = pose.h
        if (!isOnTable(table, p.x, p.y)) {
          removePlane(state, p, 'exited', exitEdge(table, p.x, p.y), events)
          break
        }
      }
    }
  },

  // "The plane cannot climb more, neither with a climb card nor with an Immelmann turn"
  cardRefusals(ctx: PlanContext, card: ManoeuvreCard) {
    const alt = ctx.plane.effects?.alt
    return alt && card.altitude === 'climb' && alt.turnStart.level === ctx.rules.setup.options.cloudCover ? ['in the clouds: no more climbing (a dive or a Split-S brings it down)'] : []
  },

  illegalAfter(ctx: PlanContext, card: ManoeuvreCard, before: readonly ManoeuvreCard[]) {
    const alt = ctx.plane.effects?.alt
    if (!alt || !card.immelmann || alt.turnStart.level !== ctx.rules.setup.options.cloudCover) return null
    // still in the clouds unless a dive or a Split-S came down this turn; after a stall the card is a Split-S
    if (before.some((c) => c.altitude === 'dive')) return null
    const afterStall = before.length > 0 ? before[before.length - 1].stall : !!alt.turnStart.counter?.stall
    return afterStall ? null : 'in the clouds: no Immelmann turn (a Split-S, after a stall, brings it down)'
  },

  shotRuledOut(ctx, i, _arc, j) {
    const cover = ctx.rules.setup.options.cloudCover
    if (inClouds(ctx.state.planes[i], cover)) return 'in the clouds: it cannot fire'
    if (inClouds(ctx.state.planes[j], cover)) return 'in the clouds: it cannot be fired at'
    return null
  },

  blocks(ctx, _i, _j, k) {
    return !inClouds(ctx.state.planes[k], ctx.rules.setup.options.cloudCover)
  },

  mayTail(ctx, i, j) {
    const cover = ctx.rules.setup.options.cloudCover
    return !inClouds(ctx.state.planes[i], cover) && !inClouds(ctx.state.planes[j], cover)
  },
}
