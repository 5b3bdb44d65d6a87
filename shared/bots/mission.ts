/**
 * A bot plane's scenario mission (issue 13): a photograph to take (003 Raid over Istriana, Outnumbered!: "the Ufag must
 * perform a stall manoeuvre ... starting it when its centre is at half ruler distance from any point of the target
 * card") or bombs to drop on a target card (003 Bombing, lines 821-837). The heuristic bot flies towards the card, values
 * a stall begun near it, and drops its bombs with the card whose bomb card would cover the target best. The players may
 * not measure whether their bombs will strike (lines 836-837); a bot's estimate is its pilot's eye.
 */
import type { CompiledCard, CompiledRules } from '../engine/compiled'
import { distanceToCard } from '../engine/rules/bombing/photo'
import { bombCover, moveBombCard, placeBombCard } from '../engine/rules/bombing/bomb-card'
import { passesOver } from '../engine/rules/bombing/bomb-run'
import { markersFor } from '../engine/rules/bombing'
import type { PlaneState } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'
import { advance, type Pose } from '../geometry/pose'

export interface Mission {
  kind: 'photo' | 'bombs'
  /** the cards to photograph or bomb, where they lie */
  targets: { pose: Pose; shape: { width: number; depth: number } }[]
}

/** The mission plane `me` still has, or null: a photograph not yet taken, bombs still aboard. */
export function missionOf(rules: CompiledRules, view: GameView, me: PlaneView): Mission | null {
  const sp = rules.setup.planes[rules.byId.get(me.id)!.index]
  const cards = (pick: (p: PlaneView) => boolean) =>
    view.planes.filter((p) => p.status === 'standing' && pick(p)).map((p) => ({ pose: { x: p.x, y: p.y, h: p.h }, shape: rules.byId.get(p.id)!.shape }))
  if (sp.camera?.length && !me.effects?.photo) {
    const targets = cards((p) => sp.camera!.includes(p.id))
    if (targets.length) return { kind: 'photo', targets }
  }
  const bombs = me.effects?.bombs
  if (bombs && bombs.dropped.some((d) => !d)) {
    const targets = cards((p) => p.team !== me.team && rules.byId.get(p.id)!.kind === 'target')
    if (targets.length) return { kind: 'bombs', targets }
  }
  return null
}

/** How far a stand is from the nearest of the mission's cards, cm. */
function nearest(m: Mission, x: number, y: number): number {
  let best = Infinity
  for (const t of m.targets) best = Math.min(best, distanceToCard(t.pose as PlaneState, t.shape, x, y))
  return best
}

/** The value of ending a plan at `pose` for the mission: the nearer the card, the better (in the fight's units). */
export function missionValue(m: Mission, pose: Pose, ruler: number): number {
  const d = nearest(m, pose.x, pose.y)
  return 2.5 * Math.exp(-((d / ruler) ** 2)) - 0.5 * (d / ruler)
}

/** A stall begun within half a ruler of the card to photograph takes the photograph: worth a great deal. */
export function photoValue(m: Mission, before: Pose, card: CompiledCard, ruler: number, level: number | null): number {
  if (m.kind !== 'photo' || !card.card.stall || (level !== null && level !== 1)) return 0
  return nearest(m, before.x, before.y) <= ruler / 2 ? 50 : 0
}

/**
 * The drop of every group still aboard with the slot of `cards` whose bomb card would cover a target best (the red
 * dot first, then any part of the card), or nothing when none would; never after an Immelmann (lines 837-838).
 */
export function bombDrop(rules: CompiledRules, view: GameView, me: PlaneView, m: Mission | null, cards: readonly string[]): { slot: number; groups: number[] }[] | undefined {
  if (!m || m.kind !== 'bombs') return undefined
  const cp = rules.byId.get(me.id)!
  const stall = [...cp.cards.values()].find((c) => c.card.stall && !c.card.altitude) ?? cp.straight
  const markers = me.effects?.alt ? markersFor(me.effects.alt.level) : 0
  let pose: Pose = { x: me.x, y: me.y, h: me.h }
  let half: number | null = null
  const run = rules.setup.planes[cp.index].bombRun
  for (let slot = 0; slot < cards.length; slot++) {
    const c = cp.cards.get(cards[slot])
    if (!c) return undefined
    const before = pose
    pose = advance(pose, c.right, c.forward, c.turn)
    if (c.card.immelmann) continue
    // the scenario's bomb run: the card during which the bomber passes over a target's centre, low enough (bomb-run.ts)
    if (run) {
      const level = me.effects?.alt?.level ?? 0
      if ((run.maxLevel === undefined || level <= run.maxLevel) && m.targets.some((t) => passesOver(before, cp.shape, c.card.move, c.card.turn, t.pose))) return [{ slot, groups: groupsAboard(me) }]
      continue
    }
    const along = c.card.stall ? stall.card : cp.straight.card
    let bomb = placeBombCard(pose, cp.shape.depth, along.move, along.turn)
    for (let k = 0; k < markers; k++) bomb = moveBombCard(bomb, along.move, along.turn)
    const cover = m.targets.map((t) => bombCover(bomb, t.pose, t.shape))
    if (cover.includes('full')) return [{ slot, groups: groupsAboard(me) }]
    if (half === null && cover.includes('half')) half = slot
  }
  return half === null ? undefined : [{ slot: half, groups: groupsAboard(me) }]
}

function groupsAboard(me: PlaneView): number[] {
  const b = me.effects!.bombs!
  return b.load.map((_, k) => k).filter((k) => !b.dropped[k])
}
