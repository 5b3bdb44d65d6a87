/**
 * Engine benchmark: prints figures, asserts nothing.
 *
 *   npm run bench
 *
 * - phase resolutions per second for a 1v1 and an 8v8: every plane reveals and flies its card, every fire check
 *   is made, every plane with a target fires and the damage cards are drawn and applied. Each measured turn
 *   starts from a random furball where every Camel meets a Dr.I in a tail chase or head on, so that most
 *   phases have shots. Measured on the same
 *   functions the game uses, with the event log off (as a bot's look-ahead would run) and on.
 * - how the cost of a phase grows from 1v1 to 8v8, per plane pair
 * - whole bot-against-bot games per second
 */
import { BOTS } from '../../shared/bots'
import { compileRules, type CompiledRules } from '../../shared/engine/compiled'
import { allCorners, fireOptions } from '../../shared/engine/firing'
import { resolveFire } from '../../shared/engine/fire-resolution'
import { moveAll } from '../../shared/engine/movement'
import { checkPlan } from '../../shared/engine/planning'
import { revealManoeuvres } from '../../shared/engine/reveal'
import { nextInt, seedRng } from '../../shared/engine/rng'
import { createGame } from '../../shared/engine/turn'
import type { FireOrder, GameEvent, GameState } from '../../shared/engine/types'
import { scenarioSetup } from '../../shared/engine/setup'
import { playGame } from '../../shared/sim/play'
import { loadAssets } from '../content/load-assets'
import { setupWith } from '../testing/fixtures'

const content = loadAssets()
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROUNDS = 5

interface Arena {
  rules: CompiledRules
  state: GameState
  /** starting furballs: every turn begins from the next one */
  starts: { x: number; y: number; h: number }[][]
  plans: string[][][]
}

/**
 * perSide Camels against perSide Dr.Is on a big table. Every measured turn starts from one of 64 random furballs,
 * so that the fire checks do real work.
 */
function arena(perSide: number): Arena {
  const rng = seedRng(7)
  const rand = (lo: number, hi: number) => lo + (nextInt(rng, 1_000_000) / 1_000_000) * (hi - lo)
  const planes = []
  const size = 400
  for (let i = 0; i < perSide; i++) {
    planes.push({ id: `a${i}`, aircraft: 'sopwith-camel', team: 'allied' as const, x: 100 + i * 10, y: 100, heading: 0 })
    planes.push({ id: `c${i}`, aircraft: 'fokker-dr-i', team: 'central' as const, x: 100 + i * 10, y: 140, heading: 180 })
  }
  const setup = setupWith(planes, { table: { width: size, depth: size } })
  const rules = compileRules(content, setup)
  const state = createGame(rules, 42)
  // every Camel meets a Dr.I: half of the pairs in a tail chase, half head on; pairs scattered over the furball
  const spread = 30 * Math.sqrt(perSide) - 30
  const starts: { x: number; y: number; h: number }[][] = []
  for (let k = 0; k < 64; k++) {
    const placed: { x: number; y: number; h: number }[] = []
    for (let i = 0; i < perSide; i++) {
      const cx = size / 2 + rand(-spread, spread)
      const cy = size / 2 + rand(-spread, spread)
      const h = rand(-Math.PI, Math.PI)
      const chase = nextInt(rng, 2) === 0
      const gap = chase ? rand(10, 22) : rand(35, 55)
      const fx = Math.sin(h)
      const fy = Math.cos(h)
      placed.push({ x: cx, y: cy, h: h + rand(-0.2, 0.2) })
      placed.push({ x: cx + fx * gap + rand(-4, 4), y: cy + fy * gap + rand(-4, 4), h: chase ? h + rand(-0.3, 0.3) : h + Math.PI + rand(-0.3, 0.3) })
    }
    starts.push(placed)
  }
  // a pool of legal plans per plane, drawn in advance so that planning costs nothing in the loop
  const plans = rules.planes.map((cp) => {
    const ids = [...cp.cards.keys()]
    const pool: string[][] = []
    while (pool.length < 64) {
      const pick = [ids[nextInt(rng, ids.length)], ids[nextInt(rng, ids.length)], ids[nextInt(rng, ids.length)]]
      if (new Set(pick).size === 3 && checkPlan(cp, { steep: false, straight: true, immelmann: false }, pick).every((s) => !s.reason)) pool.push(pick)
    }
    return pool
  })
  return { rules, state, starts, plans }
}

/** Start a turn from a furball, every plane whole and flying. */
function reset(a: Arena, turn: number): void {
  const start = a.starts[turn & 63]
  const planes = a.state.planes
  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    if (p.damage.length) {
      for (const id of p.damage) if (p.status === 'flying') a.state.decks[id.charAt(0)].discard.push(id)
      p.damage.length = 0
    }
    if (p.shown.length) p.shown.length = 0
    p.x = start[i].x
    p.y = start[i].y
    p.h = start[i].h
    p.status = 'flying'
    p.out = null
    p.damageTotal = 0
    p.jam.front = 0
    p.jam.rear = 0
  }
}

let corners: Float64Array = new Float64Array(0)

/** One phase, exactly as the game resolves it: reveal, move, every fire check, fire, damage. */
function phase(a: Arena, k: number, turn: number, events: GameEvent[] | null): void {
  const s = a.state
  s.phase = k
  if (k === 1) {
    for (let i = 0; i < s.planes.length; i++) {
      const p = s.planes[i]
      p.plan = a.plans[i][(turn * 7 + i) & 63]
      p.executed.length = 0
      p.last = { steep: false, straight: true, immelmann: false }
    }
  }
  const flown = revealManoeuvres(a.rules, s, events)
  moveAll(a.rules, s, flown, events)
  corners = allCorners(a.rules, s, corners)
  s.fireOptions = fireOptions(a.rules, s, corners)
  const orders: Record<string, FireOrder> = {}
  for (const o of s.fireOptions) {
    const order = (orders[o.plane] ??= {})
    if (order[o.arc] === undefined) order[o.arc] = o.target
  }
  s.fireOrders = orders
  resolveFire(a.rules, s, events)
}

/**
 * Phases per second over ROUNDS rounds: the best round and the median. This machine is shared and noisy, so the
 * best round is the fairest estimate of what one core does; the median shows the spread.
 */
function measurePhases(perSide: number, withEvents: boolean): { perSecond: number; median: number; firesPerPhase: number } {
  const a = arena(perSide)
  const events: GameEvent[] | null = withEvents ? [] : null
  let phases = 0
  let fires = 0
  let turn = 0
  const run = (budgetMs: number) => {
    const t0 = performance.now()
    let now = t0
    while (now - t0 < budgetMs) {
      for (let batch = 0; batch < 100; batch++) {
        turn++
        reset(a, turn)
        for (let k = 1; k <= 3; k++) {
          phase(a, k, turn, events)
          phases++
          if (events) events.length = 0
        }
        for (const p of a.state.planes) {
          fires += p.stats.shots
          p.stats.shots = 0
        }
      }
      now = performance.now()
    }
    return now - t0
  }
  run(300)
  const rates: number[] = []
  let allPhases = 0
  let allFires = 0
  for (let r = 0; r < ROUNDS; r++) {
    phases = fires = 0
    const ms = run((SECONDS * 1000) / ROUNDS)
    rates.push((phases / ms) * 1000)
    allPhases += phases
    allFires += fires
  }
  rates.sort((x, y) => x - y)
  return { perSecond: rates[rates.length - 1], median: rates[Math.floor(rates.length / 2)], firesPerPhase: allFires / allPhases }
}

function measureGames(kind: string): number {
  let games = 0
  const t0 = performance.now()
  let seed = 1
  while (performance.now() - t0 < SECONDS * 1000) {
    const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
    const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS[kind].make(content, s.id, seed)]))
    playGame(content, setup, seed++, policies, { maxTurns: 60 })
    games++
  }
  return (games / (performance.now() - t0)) * 1000
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-GB')
}

const pairs = (n: number) => (n * (n - 1)) / 2
// BENCH_ONLY=1v1 (or 8v8, games) measures one figure, for profiling
const only = process.env.BENCH_ONLY
console.log(`Overdive engine benchmark (Node ${process.version}, one core, ${SECONDS} s per figure in ${ROUNDS} rounds)\n`)
if (only === '1v1' || only === '8v8') {
  const m = measurePhases(only === '1v1' ? 1 : 8, false)
  console.log(`${only} phase resolutions per second, event log off: ${fmt(m.perSecond)} best round (median ${fmt(m.median)})`)
} else if (only === 'games') {
  console.log(`heuristic games per second: ${measureGames('heuristic').toFixed(1)}`)
} else {
  const one = measurePhases(1, false)
  const oneEv = measurePhases(1, true)
  const eight = measurePhases(8, false)
  const eightEv = measurePhases(8, true)
  console.log(`phase resolutions per second (reveal, move, every fire check, fire, damage drawn); best of ${ROUNDS} rounds, median in brackets`)
  console.log(`  1v1, event log off: ${fmt(one.perSecond).padStart(12)}  (${fmt(one.median)})   ${one.firesPerPhase.toFixed(2)} shots a phase   target: at least 1,000,000`)
  console.log(`  1v1, event log on:  ${fmt(oneEv.perSecond).padStart(12)}  (${fmt(oneEv.median)})`)
  console.log(`  8v8, event log off: ${fmt(eight.perSecond).padStart(12)}  (${fmt(eight.median)})   ${eight.firesPerPhase.toFixed(2)} shots a phase`)
  console.log(`  8v8, event log on:  ${fmt(eightEv.perSecond).padStart(12)}  (${fmt(eightEv.median)})`)
  const costRatio = one.perSecond / eight.perSecond
  console.log(`\ngrowth from 1v1 to 8v8: a phase costs ${costRatio.toFixed(1)}x as much for ${pairs(16) / pairs(2)}x the plane pairs (${(costRatio / (pairs(16) / pairs(2))).toFixed(2)} of linear in pairs)`)
  console.log(`  per plane pair: 1v1 ${(1e9 / one.perSecond / pairs(2)).toFixed(0)} ns, 8v8 ${(1e9 / eight.perSecond / pairs(16)).toFixed(0)} ns`)
  console.log('\nwhole games per second (Duel over the Trenches, up to 60 turns)')
  console.log(`  random against random:       ${measureGames('random').toFixed(1)}`)
  console.log(`  heuristic against heuristic: ${measureGames('heuristic').toFixed(1)}`)
}
