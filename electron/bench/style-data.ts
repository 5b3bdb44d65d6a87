/**
 * Data for the style model's prior (issue 31, sixth pass; shared/bots/search/style.ts): games between TRAINING-pool
 * pilots only on the issue's three duels, and for every turn of every plane, as its enemy sees it before the turn
 * (style.ts's planFeatures from the enemy's view), its legal plans' standardised features and the plans that put it
 * where it then stood. So a prior can be fitted to how competent pilots fly and judged on a pilot left out of the fit,
 * the stand-in for a pilot the search has never met. One line of JSON a record. The held-out bots are never played.
 *
 *   npx tsx electron/bench/style-data.ts --games 120 --seed 501 [--workers 2] [--pilots a,b,...] > style.jsonl
 */
import { parseArgs } from 'node:util'
import { cardArena } from '../../shared/arena/card-arena'
import { gameSeed } from '../../shared/arena/schedule'
import type { Policy } from '../../shared/bots/policy'
import { legalPlans } from '../../shared/bots/search/candidates'
import { planFeatures } from '../../shared/bots/search/style'
import type { Content } from '../../shared/content/types'
import { wrapAngle } from '../../shared/geometry/pose'
import type { CardGame } from '../../shared/rulesets/card'
import { writeShards } from './jsonl-shards'
import { TRAINING } from './training-pilots'

const PILOTS = ['heuristic', 'greedy', 'flowchart', 'veteran', 'cautious', 'planner']
const SCENARIOS = ['duel-over-the-trenches', 'on-the-way-to-become-aces', 'face-to-face']

/**
 * A plane's turn: who flew it, its legal plans' features (rounded to 0.01; alike rows kept once with their count), and
 * the rows of the plans that put it where it stood after.
 */
export interface StyleRecord {
  game: number
  pilot: string
  features: number[][]
  counts: number[]
  matched: number[]
}

interface Noted {
  turn: number
  planes: { id: string; pilot: string; plans: ReturnType<typeof legalPlans>; features: number[][] }[]
}

/** The record of a turn: feature rows rounded and kept once each, with how many plans share them. */
function record(game: number, pilot: string, features: number[][], matched: number[]): StyleRecord {
  const rows = new Map<string, number>()
  const out: StyleRecord = { game, pilot, features: [], counts: [], matched: [] }
  const rowOf = features.map((f) => {
    const r = f.map((x) => Math.round(x * 100) / 100)
    const key = r.join(',')
    let k = rows.get(key)
    if (k === undefined) {
      rows.set(key, (k = out.features.length))
      out.features.push(r)
      out.counts.push(0)
    }
    out.counts[k]++
    return k
  })
  out.matched = [...new Set(matched.map((i) => rowOf[i]))]
  return out
}

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '36' },
    seed: { type: 'string', default: '501' },
    workers: { type: 'string', default: '1' },
    shard: { type: 'string' },
    pilots: { type: 'string', default: PILOTS.join(',') },
  },
})
const NAMES = values.pilots.split(',')
for (const name of NAMES) if (!TRAINING[name]) throw new Error(`style-data: no training pilot "${name}" (training-pilots.ts has ${Object.keys(TRAINING).join(', ')})`)

/** Game g: pilots NAMES[g mod n] and NAMES[(g div n) mod n], on a scenario in turn. */
function play(content: Content, g: number, seed: number): StyleRecord[] {
  const n = NAMES.length
  const names = [NAMES[g % n], NAMES[Math.floor(g / n) % n]]
  const scenario = SCENARIOS[Math.floor(g / (n * n)) % SCENARIOS.length]
  const setup = cardArena.setup(content, { scenario, variant: null })
  const s = gameSeed(seed, g)
  const pilotOf = new Map(setup.seats.map((seat, k) => [seat.id, names[k]]))
  const policies = new Map<string, Policy>(setup.seats.map((seat, k) => [seat.id, TRAINING[names[k]](content, seat.id, s)]))
  const game = (cardArena.start(content, setup, s, 60) as CardGame).game
  const rules = game.rules
  const out: StyleRecord[] = []
  let noted = null as Noted | null
  for (let guard = 0; guard < 5000 && !game.over; guard++) {
    if (game.state.step === 'planning' && noted?.turn !== game.state.turn) {
      // the turn before, borne out: the plans that put each plane where it stands
      for (const p of noted?.planes ?? []) {
        const now = game.state.planes.find((q) => q.id === p.id)!
        if (now.status !== 'flying') continue
        const matched = p.plans.flatMap((c, i) => {
          const e = c.poses[c.poses.length - 1]
          return e && Math.hypot(e.x - now.x, e.y - now.y) <= 0.5 && Math.abs(wrapAngle(e.h - now.h)) <= 0.02 ? [i] : []
        })
        if (matched.length) out.push(record(g, p.pilot, p.features, matched))
      }
      noted = { turn: game.state.turn, planes: [] }
      for (const seat of setup.seats) {
        // each plane as its enemy's seat sees it
        const enemy = setup.seats.find((o) => o.id !== seat.id)!
        const view = game.view(enemy.id)
        for (const q of view.planes.filter((x) => x.seat === seat.id && x.status === 'flying')) {
          const plans = legalPlans(rules, view, q)
          if (plans.length > 1) noted.planes.push({ id: q.id, pilot: pilotOf.get(seat.id)!, plans, features: planFeatures(rules, view, q, plans) })
        }
      }
    }
    const waiting = new Set(game.waitingFor())
    const seats = [...new Set(game.state.planes.filter((p) => waiting.has(p.id)).map((p) => p.seat))]
    if (!seats.length) break
    for (const seat of seats) for (const cmd of policies.get(seat)!.decide(game.view(seat)) as never[]) game.play(cmd)
  }
  return out
}

void writeShards({ games: Number(values.games), workers: Number(values.workers), shard: values.shard }, (content, g) => play(content, g, Number(values.seed)))
