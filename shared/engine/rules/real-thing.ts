/**
 * Shoot at the real thing! (004, house rules, lines 51-58).
 *
 * "When you aim to a plane, you have to reach any point of the enemy airplane with the ruler, not just any part of its
 * card. In the same way, only the drawing of the plane blocks the line of view." ... "Overlapping rules remain the
 * same."
 *
 * The drawing is the model the table shows, seen from above (geometry/silhouette.ts: wings, fuselage, tailplane; the
 * propeller left out). The ruler still starts at the firer's stand and stays inside its arc; it must reach a point of
 * the target's silhouette, and only the other planes' silhouettes can be in its way. Which planes overlap, and so
 * may not fire at each other nor block each other's aim, is still asked of the bases, as the rule says.
 */
import { silhouetteCorners } from '../../geometry/silhouette'
import type { RuleModule } from './hooks'

export const realThing: RuleModule = {
  id: 'realThing',
  source: '004 lines 51-58 (Shoot at the real thing!)',

  fireShapes(ctx, k) {
    return silhouetteCorners(ctx.rules.planes[k].aircraft, ctx.state.planes[k])
  },
}
