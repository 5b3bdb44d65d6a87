/**
 * The counter-puncher: a held-out bot of issue 31, a cautious pilot who plays minimax.
 *
 * How it flies. It takes the enemy's likely replies (its plans that stay on the table, the ones that would give it the
 * most shots at us or leave it on our tail, one per way of ending the turn: sight.ts likelyReplies) and scores each of
 * its own plans by the WORST of them, then by their average: a shot it gives weighs one and a half times a shot it
 * takes, the end of the turn counts for who is on whose nose, and the edge of the table is kept well away. So it keeps
 * out of the enemy's arc first and shoots when that costs nothing: it turns inside an enemy that overshoots and
 * punishes it, and it will not trade shots head-on.
 *
 * Why it is a style of its own. The app's bots average over guesses (heuristic), trust one guess (greedy: the enemy
 * flies straight), follow a chart (flowchart) or sample the game (the search levels); this one assumes the enemy
 * picks well and hedges against the worst. It fires at the target offered most cards, as soon as it can.
 */
import type { FireCommand } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { gunOrders } from '../gun-orders'
import { planRulesOf, safePlan } from '../plan-rules'
import { SeatBot } from '../seat-bot'
import { clash, cruisePlan, duelOf, edgeRisk, endOf, likelyReplies, standing, type Duel } from './sight'

/** leaving the table ends the plane's game */
const LEAVING = -100
/** a card of fire taken weighs this much against a card given */
const CAUTION = 1.5
/** the enemy replies it hedges against, and the fewer it sifts all its plans with first */
const REPLIES = 24
const SIFT_REPLIES = 6
const FINALISTS = 160

export class CounterPuncherBot extends SeatBot {
  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const d = duelOf(rules, view, p)
    if (!d) {
      const plane = rules.byId.get(p.id)!
      return safePlan(plane, planRulesOf(rules, view, p))
    }
    const replies = likelyReplies(d, REPLIES)
    if (!replies.length) return cruisePlan(d.mine, view.setup.table, d.stride) ?? d.mine.plans[0].ids
    // sift every plan against the few likeliest replies, then judge the best of them against all
    const all = d.mine.plans.map((_, i) => i)
    const sifted = rank(d, all, replies.slice(0, SIFT_REPLIES)).slice(0, FINALISTS)
    const [best] = rank(d, sifted.map((s) => s.i), replies)
    return d.mine.plans[best.i].ids
  }

  /** Each gun at the target it has most cards on, the nearest on a tie. */
  protected fire(view: GameView, p: PlaneView): FireCommand {
    return gunOrders(this.rulesFor(view), view, p, this.seat, (a, b) => b.cards > a.cards || (b.cards === a.cards && b.distance < a.distance))
  }
}

/** Plans ranked best first by their worst case against the replies, then by their average. */
function rank(d: Duel, plans: number[], replies: number[]): { i: number; v: number }[] {
  const out = plans.map((i) => {
    let worst = Infinity
    let sum = 0
    for (const j of replies) {
      const v = value(d, i, j)
      worst = Math.min(worst, v)
      sum += v
    }
    return { i, v: worst + 0.25 * (sum / replies.length) }
  })
  return out.sort((a, b) => b.v - a.v || a.i - b.i)
}

/** Our plan i against its plan j, from our side. */
function value(d: Duel, i: number, j: number): number {
  const c = clash(d, i, j)
  if (c.off >= 0) return LEAVING + c.off
  let v = 0
  for (let k = 0; k < 3; k++) v += c.mine[k] - CAUTION * c.theirs[k]
  if (c.foeOff >= 0) return v + 10
  const end = endOf(d.mine, i)
  return v + 1.2 * standing(end, endOf(d.theirs, j), d.ruler) - 3 * edgeRisk(end, d.view.setup.table, d.stride)
}
