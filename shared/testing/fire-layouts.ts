/**
 * Random table layouts for checking the fire checks against an independent ruler (fire-ruler.property.test.ts and
 * the fuzz CLI): a firer, a target, and up to four other bases placed where the ruler is hardest to get right:
 * near the firer (straight behind it too), near the target, overlapping either, across the line of fire, and
 * targets straddling the edges of the fire arcs.
 */
import { baseCorners, rectanglesOverlap } from '../geometry/base'
import type { CompiledRules } from '../engine/compiled'
import { nextUint32, type RngState } from '../engine/rng'
import type { GameState, GunArc } from '../engine/types'
import { sampledRulerDistance } from './sampled-ruler'

export const LAYOUT_AIRCRAFT = ['sopwith-camel', 'fokker-dr-i', 'airco-dh-4', 'spad-xiii']

/** Put the planes of `state` (firer first, target second, then the others) into a random layout. */
export function randomLayout(rules: CompiledRules, state: GameState, rng: RngState): void {
  const rand = (lo: number, hi: number) => lo + (nextUint32(rng) / 0x100000000) * (hi - lo)
  const pick = <T>(xs: readonly T[]) => xs[nextUint32(rng) % xs.length]
  const [f, t, ...others] = state.planes
  f.x = 500 + rand(-1, 1)
  f.y = 500 + rand(-1, 1)
  f.h = rand(-Math.PI, Math.PI)
  const fc = rules.planes[0]
  const arcs = (['front', 'rear'] as GunArc[]).filter((a) => fc.arcs[a])
  const mode = nextUint32(rng) % 4
  if (mode === 0) {
    // anywhere within reach
    const r = rand(0, 45)
    const b = rand(-Math.PI, Math.PI)
    t.x = f.x + r * Math.sin(b)
    t.y = f.y + r * Math.cos(b)
  } else {
    // straddling an edge of an arc: the stand near the edge's ray, a little to either side
    const arc = fc.arcs[pick(arcs)]!
    const edge = f.h + arc.centre + (nextUint32(rng) % 2 ? 1 : -1) * arc.halfAngle
    const r = mode === 3 ? rand(15, 21) : rand(2, 40)
    const off = rand(-6, 6)
    t.x = f.x + r * Math.sin(edge) + off * Math.cos(edge)
    t.y = f.y + r * Math.cos(edge) - off * Math.sin(edge)
  }
  t.h = mode === 1 ? f.h + pick([0, Math.PI / 2, Math.PI, -Math.PI / 2]) + rand(-1e-9, 1e-9) : rand(-Math.PI, Math.PI)
  for (const o of others) {
    const near = pick(['firer', 'firer', 'target', 'target', 'between', 'anywhere'] as const)
    const ax = near === 'target' ? t.x : f.x
    const ay = near === 'target' ? t.y : f.y
    if (near === 'between') {
      const s = rand(0.1, 0.9)
      o.x = f.x + (t.x - f.x) * s + rand(-6, 6)
      o.y = f.y + (t.y - f.y) * s + rand(-6, 6)
    } else {
      const r = near === 'anywhere' ? rand(0, 45) : rand(0, 12)
      const b = rand(-Math.PI, Math.PI)
      o.x = ax + r * Math.sin(b)
      o.y = ay + r * Math.cos(b)
    }
    o.h = rand(-Math.PI, Math.PI)
  }
}

export interface Disagreement {
  firer: string
  arc: GunArc
  target: string
  engine: number
  sampled: number
  /** every plane's aircraft, team and pose (x, y, heading in radians), to replay the layout */
  planes: [string, string, number, number, number][]
}

/**
 * Every fire check of the layout compared with the sampled ruler under the same rules: targets are planes of
 * another team, bases overlapping the firer neither block nor can be fired at, every other base blocks.
 * Returns the checks made, the shots found, the largest difference of distance, and the disagreements (a shot missed or found wrongly, a distance off by more than
 * `tolerance`, or a different number of cards).
 */
export function compareWithSampledRuler(rules: CompiledRules, state: GameState, options: GameState['fireOptions'], tolerance: number, steps = 120): { checks: number; shots: number; worst: number; bad: Disagreement[] } {
  const planes = state.planes
  const n = planes.length
  const corners = planes.map((p, i) => baseCorners(p, rules.planes[i].shape))
  const bad: Disagreement[] = []
  let checks = 0
  let shots = 0
  let worst = 0
  for (let i = 0; i < n; i++) {
    const f = planes[i]
    for (const arc of ['front', 'rear'] as GunArc[]) {
      const shape = rules.planes[i].arcs[arc]
      if (!shape) continue
      for (let j = 0; j < n; j++) {
        const t = planes[j]
        if (j === i || t.team === f.team) continue
        checks++
        const option = options.find((o) => o.plane === f.id && o.arc === arc && o.target === t.id)
        const engine = option ? option.distance : Infinity
        let sampled = Infinity
        if (!rectanglesOverlap(corners[i], corners[j])) {
          const blockers = corners.filter((_, k) => k !== i && k !== j && !rectanglesOverlap(corners[i], corners[k]))
          const layout = { cx: f.x, cy: f.y, h: f.h, arc: shape, target: corners[j], blockers, ruler: rules.ruler }
          sampled = sampledRulerDistance(layout, steps)
          // a reachable stretch narrower than a step can hide from the samples: before saying that the engine
          // reaches what the samples do not, look closely (0.0002 cm steps) round the points at the engine's distance
          if (engine < sampled - tolerance) sampled = Math.min(sampled, sampledRulerDistance(layout, 200, engine, 0.02))
        }
        if (engine < Infinity) shots++
        if (engine < Infinity && sampled < Infinity) worst = Math.max(worst, Math.abs(engine - sampled))
        const cardsOk = !option || Math.abs(sampled - rules.ruler / 2) < tolerance || option.cards === (sampled <= rules.ruler / 2 ? 2 : 1)
        const same = engine === Infinity ? sampled === Infinity : sampled < Infinity && Math.abs(engine - sampled) <= tolerance
        if (!same || !cardsOk) bad.push({ firer: f.id, arc, target: t.id, engine, sampled, planes: planes.map((p) => [p.aircraft, p.team, p.x, p.y, p.h]) })
      }
    }
  }
  return { checks, shots, worst, bad }
}
