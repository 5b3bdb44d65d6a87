/**
 * How well a memory of an opponent across games forecasts its plans (issue 31's twenty-second pass, docs/ai-passes.md):
 * reads memory-data.ts's records and, for each plan flown, looks up the stands remembered from the games before it (and
 * the turns before it in its own game), nearest first, and asks whether the nearest one's plan is the plan flown, and
 * what share of the k nearest flew it (the share of columns that would hold it if a column drew one of the k). Printed
 * by the turn of the game and by how many games had been seen.
 *
 *   npx tsx electron/bench/memory-fit.ts mem.jsonl [--k 5] [--heading 10] [--relative]
 *   npx tsx electron/bench/memory-fit.ts --population pessimist.jsonl zone-hunter.jsonl gambler.jsonl heuristic.jsonl ...
 *
 * --population (issue 31's twenty-third pass; memory-population.ts): one file a pilot; for each, a memory of what the
 * OTHER pilots flew stands in for a memory of this one (recalled as the bot recalls), and the report gives by turn the
 * share of its plans with anything recalled and the share of the plans recalled that are the plan flown.
 *
 * The distance is memory.ts's standDistance (a different last manoeuvre counts 1000 here, so that the nearest is still
 * found); --relative looks at the stands as each pilot sees the other (range, bearings, nearest edge) instead.
 */
import { parseArgs } from 'node:util'
import { wrapAngle } from '../../shared/geometry/pose'
import type { MemoryRecord } from './memory-data'
import { populationHits, readPopulation, readRecords } from './memory-population'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { k: { type: 'string', default: '5' }, heading: { type: 'string', default: '10' }, relative: { type: 'boolean', default: false }, population: { type: 'boolean', default: false } } })
const K = Number(values.k)
/** cm a radian of heading counts as */
const H = Number(values.heading)

/** How far apart two stands are: cm of position, H cm a radian of heading, 2 cm a damage card; a last manoeuvre apart, far. */
export function distance(a: MemoryRecord, b: MemoryRecord): number {
  if (values.relative) {
    const ra = relative(a), rb = relative(b)
    return Math.abs(ra[0] - rb[0]) + H * Math.abs(wrapAngle(ra[1] - rb[1])) + H * Math.abs(wrapAngle(ra[2] - rb[2])) + 1000 * (Math.abs(a.own[4] - b.own[4]) + Math.abs(a.own[5] - b.own[5]) + Math.abs(a.own[6] - b.own[6])) + 0.2 * (Math.abs(ra[3] - rb[3]))
  }
  const side = (p: number[], q: number[]) => Math.hypot(p[0] - q[0], p[1] - q[1]) + H * Math.abs(wrapAngle(p[2] - q[2])) + 2 * Math.abs(p[3] - q[3]) + 1000 * (Math.abs(p[4] - q[4]) + Math.abs(p[5] - q[5]) + Math.abs(p[6] - q[6]))
  return side(a.own, b.own) + side(a.enemy, b.enemy)
}

/** The stand as the pilot sees it: range, the enemy's bearing off its nose, its own off the enemy's, its nearest edge (cm). */
function relative(r: MemoryRecord): number[] {
  const [x, y, h] = r.own
  const [ex, ey, eh] = r.enemy
  const b = Math.atan2(ey - y, ex - x)
  return [Math.hypot(ex - x, ey - y), wrapAngle(b - h), wrapAngle(b + Math.PI - eh), Math.min(x, y)]
}

/** --population: each pilot's plans against a memory of the others' (memory-population.ts) */
function population(files: string[]): void {
  populationHits(readPopulation(files, '--population')).forEach((turns, i) => {
    console.log(`${files[i]}, against a memory of the other ${files.length - 1}:`)
    for (const t of turns)
      console.log(`turn ${t.turn}  n=${String(t.n).padStart(4)}  something recalled ${((100 * t.recalled) / t.n).toFixed(1).padStart(5)}%  the plan flown, of the plans recalled ${t.recalled ? ((100 * t.hit) / t.recalled).toFixed(1).padStart(5) : '    -'}%`)
  })
}

if (values.population) population(positionals)
else for (const file of positionals) {
  const recs = readRecords(file)
  recs.sort((a, b) => a.game - b.game || a.turn - b.turn)
  const key = (r: MemoryRecord) => r.plan.join()
  const byTurn = new Map<string, { n: number; nn: number; share: number; near: number }>()
  const byGames = new Map<string, { n: number; nn: number; share: number; near: number }>()
  const add = (m: typeof byTurn, k: string, nn: boolean, share: number, near: boolean) => {
    const t = m.get(k) ?? { n: 0, nn: 0, share: 0, near: 0 }
    t.n++
    if (nn) t.nn++
    t.share += share
    if (near) t.near++
    m.set(k, t)
  }
  for (let i = 0; i < recs.length; i++) {
    const r = recs[i]
    const seen = recs.filter((q) => q.game < r.game || (q.game === r.game && q.turn < r.turn))
    if (!seen.length) continue
    const near = seen.map((q) => ({ q, d: distance(r, q) })).sort((a, b) => a.d - b.d).slice(0, K)
    const nn = key(near[0].q) === key(r)
    const share = near.filter((x) => key(x.q) === key(r)).length / near.length
    const close = near[0].d < 5
    add(byTurn, r.turn >= 5 ? '5+' : String(r.turn), nn, share, close)
    add(byGames, r.game < 30 ? '0-29' : r.game < 90 ? '30-89' : '90+', nn, share, close)
  }
  const line = (name: string, t: { n: number; nn: number; share: number; near: number }) =>
    `${name.padEnd(8)} n=${String(t.n).padStart(5)}  nearest's plan flown ${((100 * t.nn) / t.n).toFixed(1).padStart(5)}%  share of ${K} nearest ${((100 * t.share) / t.n).toFixed(1).padStart(5)}%  nearest within 5 ${((100 * t.near) / t.n).toFixed(1).padStart(5)}%`
  console.log(file)
  const all = { n: 0, nn: 0, share: 0, near: 0 }
  for (const [k, t] of [...byTurn].sort()) {
    console.log(line(`turn ${k}`, t))
    all.n += t.n
    all.nn += t.nn
    all.share += t.share
    all.near += t.near
  }
  for (const [k, t] of [...byGames].sort()) console.log(line(`games ${k}`, t))
  console.log(line('all', all))
}
