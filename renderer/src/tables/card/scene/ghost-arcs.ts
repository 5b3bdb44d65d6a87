/**
 * The fire arcs at the ghosts (issue 9): while a seat plans, the planes whose arcs are shown (the Arcs toggle, A)
 * also show them at each ghost base, the planned stand after card 1, 2 and 3, with the ruler's two bands (short
 * range, the first half; long range, the second) and, for each enemy where it stands now, whether it would be in
 * arc and range there (003 "Firing": "it can reach any point of an enemy plane base" inside the arc; the first
 * half of the ruler is short range).
 *
 * The answer is shared/engine/fire-reasons.ts's with the planner's plane moved to the ghost and every other plane
 * where it stands now: the enemies will have moved too, so it is a guide, not a promise. Jams are left out (a jam
 * counter comes off after each manoeuvre, and the question here is the geometry). Ghosts that leave the table, and
 * the cards after them (never flown), get none. Pure: the table draws it and the test hooks report it.
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import { FIRE_ARCS, fireReasons, rulerPoint, type FirePlane } from '../../../../../shared/engine/fire-reasons'
import type { GunArc } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import type { Pose } from '../../../../../shared/geometry/pose'
import { isOnTable } from '../../../../../shared/geometry/table'
import type { PreviewStep } from './ManoeuvrePreview'

export interface GhostTarget {
  target: string
  arc: GunArc
  /** 2: short range (the ruler's first half), 1: long range */
  cards: 1 | 2
  distance: number
  /** where the ruler touches the target's base, table cm */
  x: number
  y: number
}

export interface GhostArc {
  plane: string
  slot: number
  card: string
  pose: Pose
  /** the gun arcs drawn at this ghost: front, and rear for a two-seater */
  arcs: GunArc[]
  /** the enemies, where they stand now, that this ghost would have in arc and range */
  targets: GhostTarget[]
}

/**
 * The arcs to draw at the ghosts in `steps` (the seat's drafts, planPreview's `steps`) of the planes in `shown`;
 * `unflown` holds "plane:slot" of cards never flown (after an exit).
 */
export function ghostArcs(rules: CompiledRules, view: Pick<GameView, 'planes' | 'setup'>, steps: readonly PreviewStep[], shown: readonly string[], unflown: ReadonlySet<string> = new Set()): GhostArc[] {
  const out: GhostArc[] = []
  const table = view.setup.table
  for (const s of steps) {
    if (!shown.includes(s.plane) || unflown.has(`${s.plane}:${s.slot}`) || !isOnTable(table, s.end.x, s.end.y)) continue
    const cp = rules.byId.get(s.plane)
    if (!cp) throw new Error(`ghost arcs: there is no plane "${s.plane}" in the rules`)
    const arcs = FIRE_ARCS.filter((a) => cp.arcs[a])
    // the planner's plane at the ghost, unjammed; the others where they stand
    const planes: FirePlane[] = view.planes.map((p) => (p.id === s.plane ? { ...p, x: s.end.x, y: s.end.y, h: s.end.h, jam: { front: 0, rear: 0 } } : p))
    const targets: GhostTarget[] = []
    for (const t of fireReasons(rules, planes, s.plane)) {
      for (const a of t.arcs) {
        if (a.reason.kind !== 'can-fire') continue
        const pt = rulerPoint(rules, planes, s.plane, a.arc, t.target)
        if (pt) targets.push({ target: t.target, arc: a.arc, cards: a.reason.cards, distance: a.reason.distance, x: pt.x, y: pt.y })
      }
    }
    out.push({ plane: s.plane, slot: s.slot, card: s.card, pose: s.end, arcs, targets })
  }
  return out
}
