/**
 * Movement (rulebook, "Movement", "Overlapping during Movement" and "Exiting the Gaming Surface").
 *
 * Every plane flies its revealed card at the same time: the card goes at the base's front mark and the base's
 * rear arrowhead on the card's arrowhead (see geometry/manoeuvre.ts).
 *
 * "It is possible that, at the end of a manoeuvre, two planes would move to the same spot of the gaming field. A
 * partial overlapping of the bases is acceptable, but ... the presence of the stands or the contact between
 * models make it impossible for everybody to execute their manoeuvre exactly as planned. If turning the model
 * around is not enough, put all the involved planes back to their starting position. Take a B damage card for
 * each of them and show it: the aircraft drawing the card with the smaller number ... moves first, executing the
 * manoeuvre exactly as planned. Then, following the order of the draw, every player will move his own plane as
 * close as possible to its planned destination, keeping the plane with the same orientation which was planned
 * and moving away from the final destination of the minimum necessary distance. ... Damage cards drawn for this
 * purpose must be discarded."
 *
 * On this table two stands closer than the table's stand clearance cannot both stand: their models touch
 * whichever way they are turned. Ties between B cards, and explosion cards (which show no number), are drawn
 * again. (000 orders them by a D6 each: rules/bump-die.ts, on the hook bumpOrder.)
 *
 * "If, at the end of a manoeuvre, the centre of any aircraft base is outside the playing area, that aircraft is
 * removed from the game." (000: a burning plane takes its flame cards first: rules/burning-exit.ts, hook exiting.)
 */
import { exitEdge, isOnTable } from '../geometry/table'
import { headingTrig } from '../geometry/heading-trig'
import { wrapAngle, type Pose } from '../geometry/pose'
import type { CompiledCard, CompiledRules } from './rule-types'
import { discardDamage, drawDamage } from './damage'
import { removePlane } from './removal'
import type { GameEvent, GameState } from './state-types'

const BUMP_DECK = 'B'

/** Planned stand positions, three numbers per plane (x, y, heading): reused from phase to phase. */
let plannedBuf = new Float64Array(0)

/** Move every plane with its card, settle stands that would collide, and remove planes that left the table. */
export function moveAll(rules: CompiledRules, state: GameState, flown: (CompiledCard | null)[], events: GameEvent[] | null): void {
  const n = state.planes.length
  const table = state.setup.table
  if (plannedBuf.length < 3 * n) plannedBuf = new Float64Array(3 * n)
  const planned = plannedBuf
  // whether some flying plane may end off the table: the last loop below looks for them only then (issue 31, a phase's cost)
  let leaving = false
  for (let i = 0; i < n; i++) {
    const c = flown[i]
    const p = state.planes[i]
    // (null compared, not the card's truth, which V8 tests against every falsy kind: issue 31, a phase's cost)
    if (c === null || p.status !== 'flying') {
      planned[3 * i] = NaN
      if (p.status === 'flying' && !isOnTable(table, p.x, p.y)) leaving = true
      continue
    }
    const t = headingTrig.of(i, p.h)
    const s = t.sin
    const co = t.cos
    // exactly as geometry/pose.ts advance() does it, so that previews and the engine agree to the last bit
    planned[3 * i] = p.x + (c.right * co + c.forward * s)
    planned[3 * i + 1] = p.y + (-c.right * s + c.forward * co)
    planned[3 * i + 2] = wrapAngle(p.h + c.turn)
  }
  // stands that would touch: a plane whose manoeuvre ends off the table leaves it and takes no part
  const clearance2 = rules.standClearance * rules.standClearance - 1e-9
  const w = table.width
  const dp = table.depth
  let crowded = false
  for (let i = 0; i < n && !crowded; i++) {
    const xi = planned[3 * i]
    const yi = planned[3 * i + 1]
    // NaN for a plane not flying fails every comparison; off the table takes no part
    if (!(xi >= 0 && xi <= w && yi >= 0 && yi <= dp)) continue
    for (let j = i + 1; j < n; j++) {
      const xj = planned[3 * j]
      const yj = planned[3 * j + 1]
      if (!(xj >= 0 && xj <= w && yj >= 0 && yj <= dp)) continue
      const dx = xi - xj
      const dy = yi - yj
      if (dx * dx + dy * dy < clearance2) {
        crowded = true
        break
      }
    }
  }
  if (crowded) {
    const poses: (Pose | null)[] = []
    for (let i = 0; i < n; i++) poses.push(Number.isNaN(planned[3 * i]) ? null : { x: planned[3 * i], y: planned[3 * i + 1], h: planned[3 * i + 2] })
    const staying = poses.map((p) => (p && isOnTable(table, p.x, p.y) ? p : null))
    const settled = settleStands(rules, state, staying, events)
    for (let i = 0; i < n; i++) {
      const to = settled[i]
      if (!to) continue
      planned[3 * i] = to.x
      planned[3 * i + 1] = to.y
    }
  }
  for (let i = 0; i < n; i++) {
    const x = planned[3 * i]
    if (Number.isNaN(x)) continue
    const p = state.planes[i]
    const y = planned[3 * i + 1]
    const h = planned[3 * i + 2]
    if (events) events.push({ type: 'moved', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: flown[i]!.card.id, from: { x: p.x, y: p.y, h: p.h }, at: { x, y, h } })
    p.x = x
    p.y = y
    p.h = h
    if (!isOnTable(table, x, y)) leaving = true
  }
  if (!leaving) return
  for (let i = 0; i < n; i++) {
    const p = state.planes[i]
    if (p.status !== 'flying' || isOnTable(table, p.x, p.y)) continue
    // a rule may act first (000: a burning plane takes its flame cards) and may have downed it
    for (const m of rules.hooks.exiting) m.exiting!({ rules, state, events }, i)
    removePlane(state, p, 'exited', exitEdge(table, p.x, p.y), events)
  }
}

function tooClose(a: Pose, b: Pose, clearance: number): boolean {
  const dx = a.x - b.x
  const dy = a.y - b.y
  return dx * dx + dy * dy < clearance * clearance - 1e-9
}

/** Resolve stands that would touch; returns the final poses. */
function settleStands(rules: CompiledRules, state: GameState, planned: (Pose | null)[], events: GameEvent[] | null): (Pose | null)[] {
  const clearance = rules.standClearance
  const n = planned.length
  let involved: number[] | null = null
  for (let i = 0; i < n; i++) {
    const a = planned[i]
    if (!a) continue
    for (let j = i + 1; j < n; j++) {
      const b = planned[j]
      if (b && tooClose(a, b, clearance)) {
        involved ??= []
        if (!involved.includes(i)) involved.push(i)
        if (!involved.includes(j)) involved.push(j)
      }
    }
  }
  if (!involved) return planned
  involved.sort((a, b) => a - b)

  // 003's B cards, or a rule's own way (000: a D6 each, highest first)
  const order: { plane: number; card?: string; draws?: string[]; rolls?: number[] }[] = rules.hooks.bumpOrder.length ? rules.hooks.bumpOrder[0].bumpOrder!({ rules, state, events }, involved) : drawMovingOrder(rules, state, involved, events)
  const fixed: Pose[] = []
  for (let i = 0; i < n; i++) if (planned[i] && !involved.includes(i)) fixed.push(planned[i]!)
  const result = planned.slice()
  order.forEach(({ plane, card, draws, rolls }, k) => {
    const want = planned[plane]!
    const at = k === 0 ? want : nearestFreeSpot(want, fixed, clearance)
    result[plane] = { x: at.x, y: at.y, h: want.h }
    fixed.push(result[plane]!)
    if (events) {
      const decided = rolls ? { rolls } : { draw: card!, draws: draws! }
      events.push({ type: 'bumped', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[plane].id, order: k + 1, ...decided, planned: { x: want.x, y: want.y }, placed: { x: at.x, y: at.y } })
    }
  })
  return result
}

/** B cards decide who moves first: smaller number first; ties and explosion cards draw again. */
function drawMovingOrder(rules: CompiledRules, state: GameState, involved: number[], events: GameEvent[] | null): { plane: number; card: string; draws: string[] }[] {
  const deck = rules.damageDecks[BUMP_DECK] ? BUMP_DECK : Object.keys(rules.damageDecks)[0]
  const keys = new Map<number, number[]>(involved.map((i) => [i, []]))
  const shown = new Map<number, string[]>()
  const drawNumber = (i: number) => {
    for (;;) {
      const card = drawDamage(rules, state, deck, events)
      discardDamage(state, card)
      shown.set(i, [...(shown.get(i) ?? []), card.id])
      if (card.points !== null) {
        keys.get(i)!.push(card.points)
        return
      }
    }
  }
  for (const i of involved) drawNumber(i)
  for (let round = 0; round < 64; round++) {
    const groups = new Map<string, number[]>()
    for (const i of involved) {
      const k = keys.get(i)!.join(',')
      groups.set(k, [...(groups.get(k) ?? []), i])
    }
    const tied = [...groups.values()].filter((g) => g.length > 1)
    if (tied.length === 0) break
    for (const g of tied) for (const i of g) drawNumber(i)
  }
  const cmp = (a: number, b: number) => {
    const ka = keys.get(a)!
    const kb = keys.get(b)!
    for (let k = 0; k < Math.min(ka.length, kb.length); k++) if (ka[k] !== kb[k]) return ka[k] - kb[k]
    return a - b
  }
  return [...involved].sort(cmp).map((plane) => ({ plane, card: shown.get(plane)![0], draws: shown.get(plane)! }))
}

/** The point nearest to `want` whose distance from every placed stand is at least the clearance. */
export function nearestFreeSpot(want: Pose, placed: Pose[], clearance: number): { x: number; y: number } {
  const free = (x: number, y: number) => placed.every((q) => (x - q.x) ** 2 + (y - q.y) ** 2 >= clearance * clearance - 1e-7)
  if (free(want.x, want.y)) return { x: want.x, y: want.y }
  // the candidates: the nearest point of each stand's circle, then where two circles cross; the nearest free one wins
  // (the first of equals). A candidate no nearer than the best so far cannot win, so it is not tested for freedom,
  // nor is a pair of circles whose crossings all lie farther than that: a crowded table costs far less, same answer
  let best: { x: number; y: number } | null = null
  let bestD = Infinity
  const consider = (x: number, y: number) => {
    const d = Math.hypot(x - want.x, y - want.y)
    if (d < bestD && free(x, y)) {
      bestD = d
      best = { x, y }
    }
  }
  for (const q of placed) {
    let dx = want.x - q.x
    let dy = want.y - q.y
    let d = Math.hypot(dx, dy)
    if (d < 1e-9) {
      // exactly on top: back off along the planned heading's reverse
      dx = -Math.sin(want.h)
      dy = -Math.cos(want.h)
      d = 1
    }
    consider(q.x + (dx / d) * clearance, q.y + (dy / d) * clearance)
  }
  for (let a = 0; a < placed.length; a++) {
    const p = placed[a]
    // both crossings of p's circle with another lie on it: within the clearance of p
    if (Math.hypot(p.x - want.x, p.y - want.y) - clearance > bestD + 1e-6) continue
    for (let b = a + 1; b < placed.length; b++) {
      const q = placed[b]
      if (Math.hypot(q.x - want.x, q.y - want.y) - clearance > bestD + 1e-6) continue
      const dx = q.x - p.x
      const dy = q.y - p.y
      const d = Math.hypot(dx, dy)
      if (d === 0 || d > 2 * clearance) continue
      const mid = d / 2
      const h = Math.sqrt(Math.max(0, clearance * clearance - mid * mid))
      const mx = p.x + (dx * mid) / d
      const my = p.y + (dy * mid) / d
      consider(mx - (dy * h) / d, my + (dx * h) / d)
      consider(mx + (dy * h) / d, my - (dx * h) / d)
    }
  }
  if (best) return best
  // hemmed in on every side: search outwards on rings
  for (let r = clearance; ; r += clearance / 2) {
    for (let k = 0; k < 32; k++) {
      const t = (k / 32) * Math.PI * 2
      const x = want.x + r * Math.sin(t)
      const y = want.y + r * Math.cos(t)
      if (free(x, y)) return { x, y }
    }
  }
}
