/**
 * The greedy bot: a measuring stick one ply deep (issue 14's baselines, beside random and heuristic).
 *
 * It tries every legal plan of its plane, assumes every other plane flies straight all turn, and scores each phase
 * with the engine's own fire geometry (fireOptionsFromView, the same ruler, arcs, blocking and jams the fire panel
 * uses): plus the cards its guns would have, minus the cards the enemy's guns would have on it. Leaving the table
 * costs more than any shot is worth. When no plan offers a shot, the nearest enemy at the end of the turn decides:
 * the plan that ends closest to it wins. It fires at the target offered most cards, the nearest on a tie. Balloons,
 * tailing, taxiing and the other answers are SeatBot's.
 *
 * It reads only its seat's view: positions, headings and jam counters, all public.
 */
import type { CompiledPlane, CompiledRules } from '../engine/compiled'
import { fireOptionsFromView, type FirePlane } from '../engine/fire-reasons'
import { checkPlan, CARDS_PER_TURN } from '../engine/planning'
import type { FireCommand } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'
import { advance } from '../geometry/pose'
import { isOnTable } from '../geometry/table'
import { gunOrders } from './gun-orders'
import { planRulesOf, safePlan } from './plan-rules'
import { SeatBot } from './seat-bot'

/** leaving the table ends the plane's game: worse than any shot taken in a turn */
const LEAVING = -100
/** a centimetre nearer the nearest enemy at the end of the turn: far less than a card of fire */
const CLOSING = 0.01

/** The jam counters left in the fire step of phase k (from 0): one comes off at the end of each phase's fire. */
function jamAt(jam: FirePlane['jam'], k: number): FirePlane['jam'] {
  return { front: Math.max(0, jam.front - k), rear: Math.max(0, jam.rear - k) }
}

/** Every plane's stand after each of the three phases, each plane but `me` flying straight. */
function straightAhead(rules: CompiledRules, view: GameView, me: number): FirePlane[][] {
  const out: FirePlane[][] = []
  let planes: FirePlane[] = view.planes
  for (let k = 0; k < CARDS_PER_TURN; k++) {
    planes = planes.map((q, i) => {
      if (i === me || q.status !== 'flying') return q
      const s = rules.planes[i].straight
      const at = advance(q, s.right, s.forward, s.turn)
      return { ...q, ...at, jam: jamAt(view.planes[i].jam, k), status: isOnTable(view.setup.table, at.x, at.y) ? 'flying' : 'exited' }
    })
    out.push(planes)
  }
  return out
}

/** Every plan of three different cards that the rules let this plane fly as planned. */
function legalPlans(plane: CompiledPlane, view: GameView, p: PlaneView, rules: CompiledRules): string[][] {
  const ids = [...plane.cards.keys()]
  const pr = planRulesOf(rules, view, p)
  const out: string[][] = []
  for (const a of ids)
    for (const b of ids)
      for (const c of ids) {
        if (a === b || a === c || b === c) continue
        if (checkPlan(plane, p.last, [a, b, c], pr).every((s) => s.reason === null)) out.push([a, b, c])
      }
  return out
}

export class GreedyBot extends SeatBot {
  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(p.id)!
    const me = plane.index
    const others = straightAhead(rules, view, me)
    // a phase's value depends only on where the plane stands then: plans sharing a pose share its value
    const memo = new Map<string, number>()
    const phaseValue = (k: number, at: { x: number; y: number; h: number }, jam: FirePlane['jam']): number => {
      const key = `${k} ${at.x} ${at.y} ${at.h}`
      const known = memo.get(key)
      if (known !== undefined) return known
      let v = 0
      if (!isOnTable(view.setup.table, at.x, at.y)) v = LEAVING
      else {
        const planes = others[k].map((q, i) => (i === me ? { ...q, ...at, jam } : q))
        for (const o of fireOptionsFromView(rules, planes)) {
          if (o.plane === p.id) v += o.cards
          else if (o.target === p.id) v -= o.cards
        }
      }
      memo.set(key, v)
      return v
    }
    let best: string[] | null = null
    let bestScore = -Infinity
    for (const ids of legalPlans(plane, view, p, rules)) {
      let at = { x: p.x, y: p.y, h: p.h }
      let score = 0
      for (let k = 0; k < ids.length; k++) {
        const c = plane.cards.get(ids[k])!
        at = advance(at, c.right, c.forward, c.turn)
        const v = phaseValue(k, at, jamAt(p.jam, k))
        score += v
        if (v === LEAVING) break
      }
      if (score > LEAVING / 2) score -= CLOSING * this.nearestEnemy(others[2], p, at)
      if (score > bestScore) {
        bestScore = score
        best = ids
      }
    }
    return best ?? safePlan(plane, planRulesOf(rules, view, p))
  }

  /** How far the nearest enemy in play stands from a pose, cm (0 with none left). */
  private nearestEnemy(planes: FirePlane[], p: PlaneView, at: { x: number; y: number }): number {
    let d = Infinity
    for (const q of planes) if (q.team !== p.team && (q.status === 'flying' || q.status === 'standing')) d = Math.min(d, Math.hypot(q.x - at.x, q.y - at.y))
    return d === Infinity ? 0 : d
  }

  /** Each gun at the target it would have most cards on, the nearest on a tie. */
  protected fire(view: GameView, p: PlaneView): FireCommand {
    return gunOrders(this.rulesFor(view), view, p, this.seat, (a, b) => b.cards > a.cards || (b.cards === a.cards && b.distance < a.distance))
  }
}
