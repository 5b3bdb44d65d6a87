/**
 * A spread of a plane's plans (issue 31's tenth pass, the level's `ownVsSpread`): `n` of them whose end stands lie as
 * far apart as they can, so that plans ranked against them are ranked against everywhere the plane could go, not only
 * where a ranking expects it. Farthest-point sampling from the first plan given, over the end stand's place and heading
 * (a heading's difference counted as up to half a ruler); plans that leave the table are never taken.
 */
import type { Pose } from '../../geometry/pose'
import { isOnTable, type TableSize } from '../../geometry/table'
import type { Candidate } from './candidates'

export function spreadOf(plans: readonly Candidate[], n: number, table: TableSize, ruler: number): Candidate[] {
  const on = plans.filter((c) => c.poses.length === 3 && c.poses.every((q) => isOnTable(table, q.x, q.y)))
  if (on.length <= n) return on
  const r = ruler / 4
  const at = (q: Pose) => [q.x, q.y, r * Math.sin(q.h), r * Math.cos(q.h)]
  const points = on.map((c) => at(c.poses[2]))
  const near = points.map(() => Infinity)
  const out: Candidate[] = []
  let k = 0
  while (out.length < n) {
    out.push(on[k])
    const p = points[k]
    let far = -1
    for (let i = 0; i < points.length; i++) {
      const q = points[i]
      const d = (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2 + (q[2] - p[2]) ** 2 + (q[3] - p[3]) ** 2
      if (d < near[i]) near[i] = d
      if (far < 0 || near[i] > near[far]) far = i
    }
    k = far
  }
  return out
}
