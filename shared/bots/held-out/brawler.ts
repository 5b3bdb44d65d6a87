/**
 * The brawler: a held-out bot of issue 31, an aggressive and unpredictable pilot who plays expectimax.
 *
 * How it flies. It makes no guess at what the enemy will do: it takes the enemy's WHOLE legal plan set, every plan
 * as likely as any other, and for each phase the spread of stands those plans reach (grouped by where they stand, each
 * group weighed by the plans in it). Each plan of its own scores the shots it may expect over that spread, a shot it
 * gives weighing well above a shot it takes (it would rather trade than miss a chance), plus getting close and on the
 * enemy's tail by the end of the turn, minus the edge. Then it picks at random, with its own generator, among the
 * plans within a small margin of the best, so that no one can read it from the table. It fires whenever it can, at the
 * target offered most cards.
 *
 * Why it is a style of its own. The other held-out bots model a picky enemy (its likely replies); this one models an
 * enemy that could do anything and goes for the shots on average, head-on if need be; and it is the only bot of
 * them, held-out or in the app, that chooses at random among near-equal plans by design.
 */
import type { FireCommand } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { nextInt } from '../../engine/rng'
import { gunOrders } from '../gun-orders'
import { planRulesOf, safePlan } from '../plan-rules'
import { SeatBot } from '../seat-bot'
import { cruisePlan, duelOf, edgeRisk, standing, type Duel, type FlightTree } from './sight'

const LEAVING = -100
/** a card taken weighs this much against a card given */
const DARING = 0.4
/** how close to the best a plan must score to be picked among, in cards of fire */
const MARGIN = 0.15
/** the stands of the phase-2 prefixes judged to the end of the turn */
const PREFIXES = 24
/** the grids the enemy's stands are grouped on, finest first (cm, radians of heading): the first giving at most GROUPS */
const GRIDS: [number, number][] = [
  [6, Math.PI / 8],
  [9, Math.PI / 6],
  [13, Math.PI / 4],
  [20, Math.PI / 3],
  [30, Math.PI / 2],
]
const GROUPS = 40

/** A spread of the enemy's stands in one phase: a stand (its index in the tree) standing for a group, and its weight. */
type Spread = { at: number; w: number }[]

export class BrawlerBot extends SeatBot {
  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const d = duelOf(rules, view, p)
    if (!d) return safePlan(rules.byId.get(p.id)!, planRulesOf(rules, view, p))
    const table = view.setup.table
    const spread = [0, 1, 2].map((k) => spreadOf(d.theirs, k))
    const total = d.theirs.plans.length
    // the expected value of a stand of ours in phase k over the enemy's spread then (memoised by stand)
    const memo: Map<number, number>[] = [new Map(), new Map(), new Map()]
    const expect = (k: number, i: number): number => {
      const known = memo[k].get(i)
      if (known !== undefined) return known
      const at = d.mine.poses[k][i]
      let v = 0
      for (const g of spread[k]) {
        const s = d.ex.shots(k, i, at, g.at, d.theirs.poses[k][g.at])
        if (s.off) {
          v = LEAVING * total
          break
        }
        v += g.w * (s.mine - DARING * s.theirs + (k === 2 && !s.foeOff ? standing(at, d.theirs.poses[2][g.at], d.ruler) : 0))
      }
      v /= total
      if (k === 2 && v > LEAVING / 2) v -= 3 * edgeRisk(at, table, d.stride) + 0.01 * closing(d, at, spread[2], total)
      memo[k].set(i, v)
      return v
    }
    // the first two cards for every plan, the third only after the best PREFIXES ways of flying the first two
    const head = new Map<number, number>()
    for (const pl of d.mine.plans) if (!head.has(pl.at[1])) head.set(pl.at[1], firstTwo(d, pl.at, expect))
    const kept = new Set([...head].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, PREFIXES).map(([i]) => i))
    const scored: { i: number; v: number }[] = []
    d.mine.plans.forEach((pl, i) => {
      if (kept.has(pl.at[1])) scored.push({ i, v: head.get(pl.at[1])! + expect(2, pl.at[2]) })
    })
    if (!scored.length) return cruisePlan(d.mine, table, d.stride) ?? d.mine.plans[0].ids
    const best = Math.max(...scored.map((s) => s.v))
    const near = scored.filter((s) => s.v >= best - MARGIN)
    return d.mine.plans[near[nextInt(this.rng, near.length)].i].ids
  }

  /** Fire whenever able: each gun at the target it has most cards on, the nearest on a tie. */
  protected fire(view: GameView, p: PlaneView): FireCommand {
    return gunOrders(this.rulesFor(view), view, p, this.seat, (a, b) => b.cards > a.cards || (b.cards === a.cards && b.distance < a.distance))
  }
}

function firstTwo(d: Duel, at: number[], expect: (k: number, i: number) => number): number {
  const a = expect(0, at[0])
  return a <= LEAVING / 2 ? a : a + expect(1, at[1])
}

/** How far, on average over the enemy's spread at the end of the turn, a stand of ours is from it, cm. */
function closing(d: Duel, at: { x: number; y: number }, spread: Spread, total: number): number {
  let s = 0
  for (const g of spread) {
    const q = d.theirs.poses[2][g.at]
    s += g.w * Math.hypot(q.x - at.x, q.y - at.y)
  }
  return s / total
}

/**
 * The enemy's stands in phase k over all its legal plans, grouped on the finest of GRIDS that makes at most GROUPS
 * groups (the coarsest else): each group stood for by its most travelled stand, weighed by the plans through any of its
 * stands. Every plan counts; only the stands are merged.
 */
function spreadOf(t: FlightTree, k: number): Spread {
  const through = new Map<number, number>()
  for (const pl of t.plans) through.set(pl.at[k], (through.get(pl.at[k]) ?? 0) + 1)
  let out: Spread = []
  for (const [cell, turn] of GRIDS) {
    out = grouped(t, k, through, cell, turn)
    if (out.length <= GROUPS) break
  }
  return out
}

function grouped(t: FlightTree, k: number, through: Map<number, number>, cell: number, turnCell: number): Spread {
  const groups = new Map<string, { at: number; top: number; w: number }>()
  for (const [i, n] of through) {
    const q = t.poses[k][i]
    const key = `${Math.floor(q.x / cell)} ${Math.floor(q.y / cell)} ${Math.floor((q.h + Math.PI) / turnCell)}`
    const g = groups.get(key)
    if (!g) groups.set(key, { at: i, top: n, w: n })
    else {
      g.w += n
      if (n > g.top) {
        g.top = n
        g.at = i
      }
    }
  }
  return [...groups.values()].map((g) => ({ at: g.at, w: g.w }))
}
