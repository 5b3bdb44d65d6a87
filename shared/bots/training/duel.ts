/**
 * What the training pilots see of a turn (tracks.ts): their plane's tracks, the nearest enemy aeroplane's tracks (the
 * plans its public last manoeuvre allows), every other enemy flying straight, and what a pair of tracks (theirs and
 * the nearest enemy's) is worth to them: the damage their guns would deal less the damage they would take, phase by
 * phase with the ruler and arcs, and at the end of the turn who has whom on the nose, and how near the edge they are.
 * Leaving the table loses more than any shot gains. Only the seat's view is read: stands, headings, jams and damage
 * counts, all public.
 */
import type { CompiledPlane, CompiledRules } from '../../engine/compiled'
import type { FireCommand } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { cardsAtDistance, rulerDistance } from '../../geometry/ruler'
import { gunOrders } from '../gun-orders'
import { planRulesOf } from '../plan-rules'
import { Escapes, straightTrack, tracksOf, type Stand, type Track } from './tracks'

/** leaving the table ends the plane's game: worse than any turn of shots */
export const OFF_TABLE = -1000
/** cm inside the edges a pilot's own stands keep */
const MARGIN = 3
/** ending the turn where every plan of the next leaves the table: nearly as bad */
const TRAPPED = -500

/** How a pilot weighs what a turn brings. */
export interface Weights {
  /** a point of damage taken, against one dealt */
  caution: number
  /** the end of the turn's position (from -2, on its nose and it on mine, to +2) */
  position: number
}

/** A gun: its arc, the deck's average points a card, and how many phases it stays jammed. */
interface Gun {
  arc: NonNullable<CompiledPlane['arcs']['front']>
  points: number
  jam: number
}

function gunsOf(rules: CompiledRules, plane: CompiledPlane, jam: PlaneView['jam']): Gun[] {
  const out: Gun[] = []
  for (const a of ['front', 'rear'] as const) {
    const arc = plane.arcs[a]
    const deck = plane.guns[a]
    if (!arc || !deck) continue
    const cards = rules.damageDecks[deck].cards
    out.push({ arc, points: cards.reduce((s, c) => s + (c.points ?? 0), 0) / cards.length, jam: jam[a] })
  }
  return out
}

/**
 * The damage points a stand's guns would put on a target's base in phase k (0..2); `reach`: how far apart the stands
 * may be for the ruler to touch the base at all (a ruler and the target base's radius).
 */
function shots(guns: Gun[], from: Stand, target: Stand, k: number, ruler: number, reach: number): number {
  const dx = target.pose.x - from.pose.x
  const dy = target.pose.y - from.pose.y
  if (dx * dx + dy * dy > reach * reach) return 0
  let v = 0
  for (const g of guns) {
    if (g.jam > k) continue
    const d = rulerDistance(from.pose.x, from.pose.y, from.pose.h, g.arc, target.corners, ruler)
    if (d < Infinity) v += cardsAtDistance(d, ruler) * g.points
  }
  return v
}

/** How much `a`'s nose points at `b`, from -1 (away) to 1. */
function noseOn(a: Stand, b: Stand): number {
  const dx = b.pose.x - a.pose.x
  const dy = b.pose.y - a.pose.y
  const d = Math.hypot(dx, dy) || 1e-6
  return (dx * a.sin + dy * a.cos) / d
}

export interface Side {
  plane: CompiledPlane
  view: PlaneView
  guns: Gun[]
  tracks: Track[]
}

export class Duel {
  readonly ruler: number
  /** damage points a stand of mine (by id) takes from the enemies flying straight, and deals them, summed over them */
  private readonly fromOthers = new Map<number, number>()
  private readonly phase = new Map<number, [number, number]>()
  private readonly escapes: Escapes
  /** the edge and trap terms of each of my tracks, by its last stand */
  private readonly own = new Map<number, number>()
  private readonly reachMe: number
  private readonly reachFoe: number

  constructor(
    readonly rules: CompiledRules,
    readonly view: GameView,
    readonly me: Side,
    /** the nearest enemy aeroplane, reckoned with closely */
    readonly foe: Side,
    /** the other enemies, each flying straight */
    readonly others: { guns: Gun[]; track: Track }[],
  ) {
    this.ruler = rules.ruler
    this.escapes = new Escapes(me.plane, view.setup.table, planRulesOf(rules, view, me.view), MARGIN)
    this.reachMe = this.ruler + me.plane.radius + 0.5
    this.reachFoe = this.ruler + foe.plane.radius + 0.5
  }

  /** [damage I deal, damage I take] from a phase where my stand and the enemy's are these */
  exchange(mine: Stand, theirs: Stand): [number, number] {
    // (the last phase's pairs are met about once each: remembering them costs more than it saves)
    if (mine.depth === 2) return [shots(this.me.guns, mine, theirs, 2, this.ruler, this.reachFoe), shots(this.foe.guns, theirs, mine, 2, this.ruler, this.reachMe)]
    const key = mine.id * 1_000_003 + theirs.id
    let v = this.phase.get(key)
    if (!v) {
      v = [shots(this.me.guns, mine, theirs, mine.depth, this.ruler, this.reachFoe), shots(this.foe.guns, theirs, mine, mine.depth, this.ruler, this.reachMe)]
      this.phase.set(key, v)
    }
    return v
  }

  /** the net damage a stand of mine deals the enemies flying straight (weighted by caution) */
  private others_(mine: Stand, caution: number): number {
    if (this.others.length === 0) return 0
    const key = mine.id * 16 + Math.round(caution * 4)
    let v = this.fromOthers.get(key)
    if (v === undefined) {
      v = 0
      for (const o of this.others) {
        const t = o.track.stands[mine.depth]
        if (!t.onTable) continue
        v += shots(this.me.guns, mine, t, mine.depth, this.ruler, Infinity) - caution * shots(o.guns, t, mine, mine.depth, this.ruler, Infinity)
      }
      this.fromOthers.set(key, v)
    }
    return v
  }

  /** How near the edge a stand ends, worse the more it heads out: 0 well inside, about -3.5 on the edge heading out. */
  edge(s: Stand): number {
    const { width, depth } = this.view.setup.table
    const { x, y, h } = s.pose
    const margin = Math.min(x, width - x, y, depth - y)
    const room = this.ruler * 0.6
    if (margin >= room) return 0
    const out = margin === x ? -Math.sin(h) : margin === width - x ? Math.sin(h) : margin === y ? -Math.cos(h) : Math.cos(h)
    return -((room - margin) / room) * (1.5 + 2 * Math.max(0, out))
  }

  /** TRAPPED when no plan of the next turn keeps the plane on the table from where the track ends, else 0. */
  trap(t: Track): number {
    const end = t.stands[t.stands.length - 1]
    const { width, depth } = this.view.setup.table
    const { x, y } = end.pose
    // (a stand two rulers from every edge is never trapped: no plan flies that far)
    if (Math.min(x, width - x, y, depth - y) > 2 * this.ruler) return 0
    return this.escapes.from(end, this.me.plane.cards.get(t.ids[t.ids.length - 1])!.counter) ? 0 : TRAPPED
  }

  /** The end of the turn's position against the enemy: nose on it and it not nose on me, at fighting range. */
  position(mine: Stand, theirs: Stand): number {
    const d = Math.hypot(mine.pose.x - theirs.pose.x, mine.pose.y - theirs.pose.y) / this.ruler
    const near = Math.exp(-((d - 0.35) ** 2) / 0.25)
    return (noseOn(mine, theirs) - noseOn(theirs, mine)) * near
  }

  /** What flying my track against the enemy's is worth to me, weighed by w. */
  value(mine: Track, theirs: Track, w: Weights): number {
    let v = 0
    let last = mine.stands[0]
    let foeIn = true
    for (let k = 0; k < mine.stands.length; k++) {
      const s = mine.stands[k]
      if (!s.onTable) return v + OFF_TABLE
      const t = theirs.stands[k]
      foeIn = foeIn && t.onTable
      if (foeIn) {
        const [dealt, taken] = this.exchange(s, t)
        v += dealt - w.caution * taken
      }
      v += this.others_(s, w.caution)
      last = s
    }
    const end = theirs.stands[theirs.stands.length - 1]
    let own = this.own.get(last.id)
    if (own === undefined) this.own.set(last.id, (own = this.edge(last) + this.trap(mine)))
    return v + own + (foeIn ? w.position * this.position(last, end) : 0)
  }

  /** What the enemy's track is worth to it against mine: the same exchange seen from its seat, with its own edge. */
  foeValue(mine: Track, theirs: Track): number {
    let v = 0
    for (let k = 0; k < theirs.stands.length; k++) {
      const t = theirs.stands[k]
      if (!t.onTable) return v + OFF_TABLE
      const s = mine.stands[k]
      if (!s.onTable) continue
      const [dealt, taken] = this.exchange(s, t)
      v += taken - dealt
    }
    const a = mine.stands[mine.stands.length - 1]
    const b = theirs.stands[theirs.stands.length - 1]
    return v + this.edge(b) + (a.onTable ? this.position(b, a) : 0)
  }
}

/** An enemy aeroplane still flying: the ones a pilot reckons with. */
function enemiesOf(rules: CompiledRules, view: GameView, p: PlaneView): PlaneView[] {
  return view.planes.filter((q, i) => q.team !== p.team && q.status === 'flying' && rules.planes[i].kind === 'aeroplane' && rules.planes[i].cards.size > 0)
}

/** The duel plane p is in this turn, or null with no enemy aeroplane flying (then only its own tracks matter). */
export function duelOf(rules: CompiledRules, view: GameView, p: PlaneView): { duel: Duel | null; mine: Track[] } {
  const plane = rules.byId.get(p.id)!
  const at = { x: p.x, y: p.y, h: p.h }
  const mine = tracksOf(rules, view, plane, at, p.last, planRulesOf(rules, view, p), MARGIN)
  const enemies = enemiesOf(rules, view, p).sort((a, b) => Math.hypot(a.x - p.x, a.y - p.y) - Math.hypot(b.x - p.x, b.y - p.y))
  if (enemies.length === 0) return { duel: null, mine }
  const [near, ...rest] = enemies
  const foePlane = rules.byId.get(near.id)!
  // the enemy's plans from its public last manoeuvre; the plan rules its secret damage brings are not known
  const all = tracksOf(rules, view, foePlane, { x: near.x, y: near.y, h: near.h }, near.last, undefined)
  const staying = all.filter((t) => t.stands[t.stands.length - 1].onTable)
  if (all.length === 0) return { duel: null, mine }
  const foe: Side = { plane: foePlane, view: near, guns: gunsOf(rules, foePlane, near.jam), tracks: staying.length ? staying : all }
  const me: Side = { plane, view: p, guns: gunsOf(rules, plane, p.jam), tracks: mine }
  // (the straight tracks' stands numbered apart from the trees', so that no memo key is shared)
  let next = 1 << 24
  const others = rest.map((q) => {
    const qp = rules.byId.get(q.id)!
    const track = straightTrack(rules, view, qp, { x: q.x, y: q.y, h: q.h }, next)
    next += 8
    return { guns: gunsOf(rules, qp, q.jam), track }
  })
  return { duel: new Duel(rules, view, me, foe, others), mine }
}

/**
 * With no enemy to fight: the track that ends furthest inside the table, heading inwards (a pilot alone keeps flying
 * until the game ends).
 */
export function stayOnTable(rules: CompiledRules, view: GameView, tracks: Track[]): Track | null {
  const { width, depth } = view.setup.table
  let best: Track | null = null
  let bestV = -Infinity
  for (const t of tracks) {
    if (!t.stands.every((s) => s.onTable)) continue
    const { x, y } = t.stands[t.stands.length - 1].pose
    const v = Math.min(x, width - x, y, depth - y)
    if (v > bestV) {
      bestV = v
      best = t
    }
  }
  return best
}

/** Each gun at the target it would have most cards on, then the one holding most damage cards, then the nearest. */
export function finishingFire(rules: CompiledRules, view: GameView, p: PlaneView, seat: string): FireCommand {
  const held = (id: string) => view.planes.find((q) => q.id === id)?.damageCount ?? 0
  return gunOrders(rules, view, p, seat, (a, b) => b.cards > a.cards || (b.cards === a.cards && (held(b.target) > held(a.target) || (held(b.target) === held(a.target) && b.distance < a.distance))))
}
