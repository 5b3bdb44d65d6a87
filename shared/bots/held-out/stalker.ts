/**
 * The stalker: a held-out bot of issue 31, a positional pilot who looks two turns ahead.
 *
 * How it flies. It predicts the enemy's reply set (the few plans that would serve the enemy best against us flying
 * straight: sight.ts likelyReplies) and, for each plan of its own, asks where it could be at the end of the NEXT turn
 * too: from where the plan leaves it, the best of its follow-up plans (the plans its deck allows after the plan's last
 * card) against the enemy flying on straight from each predicted reply. A turn scores for the shots it gives and takes
 * on average over the replies, but most of all for where the two turns end: the enemy on its nose within the ruler,
 * itself in the enemy's rear quarter. It fires whenever it can, at the target offered most cards.
 *
 * Why it is a style of its own. It trades shots now for position later, and it reasons about geometry two turns deep
 * rather than about this turn's shots (greedy, heuristic), the worst case (the counter-puncher) or sampled games (the
 * search levels): it stalks, swinging wide to come in from behind rather than meeting the enemy head-on.
 */
import type { CompiledPlane } from '../../engine/compiled'
import { checkPlan, CARDS_PER_TURN } from '../../engine/planning'
import type { FireCommand, LastManoeuvre } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { advance, type Pose } from '../../geometry/pose'
import { isOnTable } from '../../geometry/table'
import { gunOrders } from '../gun-orders'
import { planRulesOf, safePlan } from '../plan-rules'
import { SeatBot } from '../seat-bot'
import { clash, cruisePlan, duelOf, edgeRisk, endOf, lastAfter, likelyReplies, offNose, standing, type Duel } from './sight'

const LEAVING = -100
/** the enemy replies it predicts, and the fewer it sifts its plans with */
const REPLIES = 8
const SIFT_REPLIES = 3
const FINALISTS = 120
/** follow-up plans kept per last manoeuvre (one per way of ending the turn) */
const FOLLOW_UPS = 48

export class StalkerBot extends SeatBot {
  /** per plane and last manoeuvre: its follow-up plans as moves from a stand at the origin heading north (three stands each) */
  private readonly follow = new Map<string, Pose[][]>()

  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const d = duelOf(rules, view, p)
    if (!d) return safePlan(rules.byId.get(p.id)!, planRulesOf(rules, view, p))
    const replies = likelyReplies(d, REPLIES)
    if (!replies.length) return cruisePlan(d.mine, view.setup.table, d.stride) ?? d.mine.plans[0].ids
    // this turn's shots and ends against the likeliest replies sift the plans; the next turn judges the finalists
    const sift = d.mine.plans.map((_, i) => ({ i, v: thisTurn(d, i, replies.slice(0, SIFT_REPLIES)) }))
    sift.sort((a, b) => b.v - a.v || a.i - b.i)
    let best = sift[0].i
    let bestV = -Infinity
    for (const { i } of sift.slice(0, FINALISTS)) {
      const now = thisTurn(d, i, replies)
      if (now < LEAVING / 2) continue
      const v = now + 3 * this.nextTurn(d, i, replies, view, p)
      if (v > bestV) {
        bestV = v
        best = i
      }
    }
    return d.mine.plans[best].ids
  }

  /** Fire whenever able: each gun at the target it has most cards on, the nearest on a tie. */
  protected fire(view: GameView, p: PlaneView): FireCommand {
    return gunOrders(this.rulesFor(view), view, p, this.seat, (a, b) => b.cards > a.cards || (b.cards === a.cards && b.distance < a.distance))
  }

  /**
   * The best end of the next turn from where plan i leaves us: over our follow-ups that stay on the table, the average
   * over the replies of how we stand then against the enemy flown on straight (its likeliest course we can know).
   */
  private nextTurn(d: Duel, i: number, replies: number[], view: GameView, p: PlaneView): number {
    const table = view.setup.table
    const from = endOf(d.mine, i)
    const moves = this.followUps(d, view, p, lastAfter(d.mine.plane, d.mine.plans[i].ids))
    const foes = replies.map((j) => straightOn(d.theirs.plane, endOf(d.theirs, j)))
    let best = -3
    for (const m of moves) {
      let on = true
      let end: Pose = from
      for (const step of m) {
        end = compose(from, step)
        if (!isOnTable(table, end.x, end.y)) {
          on = false
          break
        }
      }
      if (!on) continue
      let v = 0
      for (const f of foes) v += standing(end, f, d.ruler) + (offNose(f, end) > (2 * Math.PI) / 3 && Math.hypot(f.x - end.x, f.y - end.y) <= d.ruler ? 0.5 : 0)
      v = v / foes.length - 2 * edgeRisk(end, table, d.stride)
      if (v > best) best = v
    }
    return best
  }

  /** Our plane's follow-up plans after a last manoeuvre, as moves from the origin (one per way of ending the turn). */
  private followUps(d: Duel, view: GameView, p: PlaneView, last: LastManoeuvre | null): Pose[][] {
    const key = `${p.id} ${last ? `${+last.steep}${+last.straight}${+last.immelmann}` : '-'}`
    const known = this.follow.get(key)
    if (known) return known
    const moves = followUpMoves(d.mine.plane, last, planRulesOf(d.rules, view, p))
    this.follow.set(key, moves)
    return moves
  }
}

/** Plan i's turn against the replies: the shots on average, where it ends, the edge. */
function thisTurn(d: Duel, i: number, replies: number[]): number {
  const end = endOf(d.mine, i)
  let v = 0
  for (const j of replies) {
    const c = clash(d, i, j)
    if (c.off >= 0) return LEAVING + c.off
    for (let k = 0; k < CARDS_PER_TURN; k++) v += c.mine[k] - c.theirs[k]
    if (c.foeOff >= 0) v += 10
    else v += standing(end, endOf(d.theirs, j), d.ruler)
  }
  return v / replies.length - 3 * edgeRisk(end, d.view.setup.table, d.stride)
}

/** A move (made from the origin, heading north) made from stand `from` instead. */
function compose(from: Pose, step: Pose): Pose {
  return advance(from, step.x, step.y, step.h)
}

/** Where a plane at `at` is after three straights. */
function straightOn(plane: CompiledPlane, at: Pose): Pose {
  const s = plane.straight
  let p = at
  for (let k = 0; k < CARDS_PER_TURN; k++) p = advance(p, s.right, s.forward, s.turn)
  return p
}

/**
 * The plane's legal plans after `last`, as the three stands each reaches from the origin heading north, one per way of
 * ending the turn (a 6 cm grid, 30° of heading), thinned evenly to about FOLLOW_UPS of them. (The rules' state is
 * the one of this turn: a plan's legality after `last` is all that changes in the basic game.)
 */
function followUpMoves(plane: CompiledPlane, last: LastManoeuvre | null, pr: ReturnType<typeof planRulesOf>): Pose[][] {
  const ids = [...plane.cards.keys()]
  const seen = new Map<string, Pose[]>()
  const origin: Pose = { x: 0, y: 0, h: 0 }
  for (const a of ids)
    for (const b of ids)
      for (const c of ids) {
        if (a === b || a === c || b === c) continue
        const steps: Pose[] = []
        let at = origin
        for (const id of [a, b, c]) {
          const card = plane.cards.get(id)!
          at = advance(at, card.right, card.forward, card.turn)
          steps.push(at)
        }
        const key = `${Math.round(at.x / 6)} ${Math.round(at.y / 6)} ${Math.round(at.h / (Math.PI / 6))}`
        if (seen.has(key)) continue
        if (!checkPlan(plane, last, [a, b, c], pr).every((s) => s.reason === null)) continue
        seen.set(key, steps)
      }
  const all = [...seen.values()]
  const every = Math.max(1, Math.ceil(all.length / FOLLOW_UPS))
  return all.filter((_, n) => n % every === 0)
}
