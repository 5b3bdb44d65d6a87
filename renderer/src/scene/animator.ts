/**
 * Plays the game's events on the table: planes fly their cards along the card's path, tracers fly, hits spark,
 * planes shot down fall and explosions flash. The store keeps the authoritative view; the animator keeps what is
 * displayed while events are being played, and reports when it starts and stops.
 */
import type { CompiledRules } from '../../../shared/engine/compiled'
import type { GameEvent } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import { standPath } from '../../../shared/geometry/manoeuvre'
import { advance, type Pose } from '../../../shared/geometry/pose'
import { DEFAULT_ALTITUDE, PEG_HEIGHT } from './coords'

export type PlaneLook = 'flying' | 'falling' | 'exploding' | 'leaving' | 'gone'

export interface DisplayedPlane {
  id: string
  x: number
  y: number
  h: number
  /** bank angle for turns, radians (right wing down is positive) */
  roll: number
  /** extra height for loops, and while a plane climbs or dives to its next level, cm */
  lift: number
  /** the level the plane stands at: its pegs and the model's height (003 Altitude; the basic game's planes at DEFAULT_ALTITUDE) */
  level: number
  look: PlaneLook
  /** 0..1 how far a fall, explosion or exit has gone */
  fate: number
  /** damage cards held (public): drives the smoke trail */
  smoke: number
  /** 003 Special Damage's smoke and flame counters (public): a smoking plane trails thick smoke, a burning one flames */
  counters?: { smoke: number; flame: number }
}

/**
 * The level a plane of the view flies at: its altitude with the altitude rules, else the basic game's. A plane on the
 * ground (003 line 313: "Remove the plane from the pegs and just place it on the aircraft base") is one below level 0:
 * pegCount gives it no peg.
 */
export function levelOf(p: GameView['planes'][number]): number {
  if (p.effects?.alt?.ground) return -1
  return p.effects?.alt?.level ?? DEFAULT_ALTITUDE
}

function countersOf(p: GameView['planes'][number]): DisplayedPlane['counters'] {
  const fx = p.effects
  return fx && (fx.smoke > 0 || fx.flame > 0) ? { smoke: fx.smoke, flame: fx.flame } : undefined
}

export interface Tracer {
  from: string
  to: string
  /** which guns fired: the front guns or the observer's */
  arc: 'front' | 'rear'
  /** seconds since it started */
  age: number
  cards: number
  /** the target was hit (it took damage from this fire) */
  hit: boolean
}

export interface Flash {
  plane: string
  kind: 'hit' | 'explosion' | 'jam'
  age: number
}

interface Shot {
  from: string
  to: string
  arc: 'front' | 'rear'
  cards: number
}

interface MoveTrack {
  plane: string
  path: Pose[]
  end: Pose
}

type Beat =
  | { kind: 'move'; tracks: MoveTrack[]; duration: number; events: number }
  | { kind: 'fire'; shots: Shot[]; hits: string[]; jams: string[]; cards: Map<string, number>; duration: number; events: number }
  | { kind: 'fate'; planes: { id: string; look: PlaneLook; from?: { x: number; y: number } }[]; duration: number; events: number }
  | { kind: 'pause'; duration: number; events: number }
  | { kind: 'level'; changes: { id: string; from: number; to: number }[]; duration: number; events: number }
  | { kind: 'collision'; planes: string[]; duration: number; events: number }

const MOVE_SECONDS = 1.8
const FIRE_SECONDS = 1.1
const FATE_SECONDS = 1.6
/** a climb or a dive to the next level, after the card's move */
const LEVEL_SECONDS = 0.7
/** two planes striking each other */
const COLLISION_SECONDS = 0.8
/** how far a plane leaving the table flies before it is gone, cm */
const LEAVE_DISTANCE = 30

export class Animator {
  readonly planes = new Map<string, DisplayedPlane>()
  tracers: Tracer[] = []
  flashes: Flash[] = []
  private queue: Beat[] = []
  private beat: Beat | null = null
  private t = 0
  /** events handed over but not yet turned into beats */
  private queuedEvents = 0

  /** Forget everything queued (another game or another seat is on the table). */
  reset(): void {
    this.queue = []
    this.beat = null
    this.tracers = []
    this.flashes = []
    this.queuedEvents = 0
  }

  get busy(): boolean {
    return this.beat !== null || this.queue.length > 0
  }

  /** Show the view as it is (no animation): used when nothing is playing. */
  sync(view: GameView): void {
    const seen = new Set<string>()
    for (const p of view.planes) {
      seen.add(p.id)
      const d = this.planes.get(p.id)
      const look: PlaneLook = p.status === 'flying' ? 'flying' : 'gone'
      if (!d) this.planes.set(p.id, { id: p.id, x: p.x, y: p.y, h: p.h, roll: 0, lift: 0, level: levelOf(p), look, fate: look === 'gone' ? 1 : 0, smoke: p.damageCount, counters: countersOf(p) })
      else {
        d.x = p.x
        d.y = p.y
        d.h = p.h
        d.roll = 0
        d.lift = 0
        d.level = levelOf(p)
        d.smoke = p.damageCount
        d.counters = countersOf(p)
        if (d.look !== 'gone' || look === 'flying') d.look = look
        if (look === 'gone') d.fate = 1
      }
    }
    for (const id of [...this.planes.keys()]) if (!seen.has(id)) this.planes.delete(id)
  }

  /** Turn events into beats. Returns how many events were taken. */
  enqueue(events: readonly GameEvent[], rules: CompiledRules): void {
    let i = 0
    while (i < events.length) {
      const e = events[i]
      if (e.type === 'moved') {
        const tracks: MoveTrack[] = []
        let n = 0
        while (i + n < events.length && (events[i + n].type === 'moved' || events[i + n].type === 'bumped' || events[i + n].type === 'manoeuvre-revealed')) {
          const m = events[i + n]
          if (m.type === 'moved') tracks.push(this.track(m, rules))
          n++
        }
        this.queue.push({ kind: 'move', tracks, duration: MOVE_SECONDS, events: n })
        i += n
      } else if (e.type === 'fired' || e.type === 'held-fire' || e.type === 'damage-taken' || e.type === 'card-shown' || e.type === 'jammed' || e.type === 'jam-ignored' || e.type === 'damage-cards' || e.type === 'deck-reshuffled') {
        const shots: Shot[] = []
        const hits: string[] = []
        const jams: string[] = []
        const cards = new Map<string, number>()
        let n = 0
        const fireKinds = new Set(['fired', 'held-fire', 'damage-taken', 'card-shown', 'jammed', 'jam-ignored', 'damage-cards', 'deck-reshuffled', 'unjammed'])
        while (i + n < events.length && fireKinds.has(events[i + n].type)) {
          const f = events[i + n]
          if (f.type === 'fired') shots.push({ from: f.plane, to: f.target, arc: f.arc === 'rear' ? 'rear' : 'front', cards: f.cards })
          if (f.type === 'damage-taken' && f.cause === 'fire') {
            hits.push(f.plane)
            cards.set(f.plane, (cards.get(f.plane) ?? 0) + f.cards)
          }
          if (f.type === 'jammed') jams.push(f.plane)
          n++
        }
        this.queue.push(shots.length ? { kind: 'fire', shots, hits, jams, cards, duration: FIRE_SECONDS, events: n } : { kind: 'pause', duration: 0, events: n })
        i += n
      } else if (e.type === 'collided') {
        // 003 Collisions: the planes that struck each other flash together
        const planes = new Set<string>()
        let n = 0
        while (i + n < events.length && events[i + n].type === 'collided') {
          const c = events[i + n] as Extract<GameEvent, { type: 'collided' }>
          planes.add(c.plane)
          planes.add(c.other)
          n++
        }
        this.queue.push({ kind: 'collision', planes: [...planes], duration: COLLISION_SECONDS, events: n })
        i += n
      } else if (e.type === 'altitude') {
        // the planes that changed level after this phase's moves rise or sink together, a peg more or less
        const changes: { id: string; from: number; to: number }[] = []
        let n = 0
        while (i + n < events.length && events[i + n].type === 'altitude') {
          const a = events[i + n] as Extract<GameEvent, { type: 'altitude' }>
          if (a.level !== a.from) changes.push({ id: a.plane, from: a.from, to: a.level })
          n++
        }
        this.queue.push(changes.length ? { kind: 'level', changes, duration: LEVEL_SECONDS, events: n } : { kind: 'pause', duration: 0, events: n })
        i += n
      } else if (e.type === 'shot-down' || e.type === 'exploded' || e.type === 'exited' || e.type === 'out-of-control' || e.type === 'crashed') {
        const planes: { id: string; look: PlaneLook }[] = []
        let n = 0
        while (i + n < events.length && ['shot-down', 'exploded', 'exited', 'out-of-control', 'crashed'].includes(events[i + n].type)) {
          const f = events[i + n] as Extract<GameEvent, { plane: string }>
          const look: PlaneLook = f.type === 'exploded' ? 'exploding' : f.type === 'exited' ? 'leaving' : 'falling'
          const already = planes.find((p) => p.id === f.plane)
          if (already) already.look = look === 'exploding' ? look : already.look
          else planes.push({ id: f.plane, look })
          n++
        }
        this.queue.push({ kind: 'fate', planes, duration: FATE_SECONDS, events: n })
        i += n
      } else {
        this.queue.push({ kind: 'pause', duration: 0, events: 1 })
        i++
      }
    }
    this.queuedEvents += events.length
  }

  private track(m: Extract<GameEvent, { type: 'moved' }>, rules: CompiledRules): MoveTrack {
    const plane = rules.byId.get(m.plane)
    const compiled = plane?.cards.get(m.card)
    const start: Pose = { x: m.from.x, y: m.from.y, h: m.from.h }
    const end: Pose = { x: m.at.x, y: m.at.y, h: m.at.h }
    if (!plane || !compiled) return { plane: m.plane, path: [start, end], end }
    const local = standPath(compiled.card.move, compiled.card.turn, plane.shape.depth, 32)
    const path = local.map((l) => advance(start, l.right, l.forward, l.turn))
    // a stand displaced by a collision slides to where it was put during the last part of the move
    const planned = path[path.length - 1]
    const dx = end.x - planned.x
    const dy = end.y - planned.y
    if (Math.abs(dx) + Math.abs(dy) > 1e-6) {
      const n = path.length - 1
      path.forEach((p, k) => {
        const w = Math.max(0, (k / n - 0.6) / 0.4)
        p.x += dx * w
        p.y += dy * w
      })
    }
    return { plane: m.plane, path, end }
  }

  /**
   * Advance by dt seconds (already scaled by the speed). Returns the number of events whose beats finished,
   * so that the store can let go of them.
   */
  update(dt: number): number {
    let finished = 0
    for (const tr of this.tracers) tr.age += dt
    this.tracers = this.tracers.filter((tr) => tr.age < 1.2)
    for (const f of this.flashes) f.age += dt
    this.flashes = this.flashes.filter((f) => f.age < 1.5)
    let budget = dt
    while (budget > 0) {
      if (!this.beat) {
        this.beat = this.queue.shift() ?? null
        this.t = 0
        if (!this.beat) break
        this.startBeat(this.beat)
      }
      const beat = this.beat
      const step = Math.min(budget, beat.duration - this.t)
      this.t += step
      budget -= step
      this.playBeat(beat, beat.duration > 0 ? this.t / beat.duration : 1)
      if (this.t >= beat.duration) {
        this.endBeat(beat)
        finished += beat.events
        this.beat = null
      }
      if (step <= 0 && beat.duration > 0) break
    }
    this.queuedEvents -= finished
    return finished
  }

  private startBeat(beat: Beat): void {
    if (beat.kind === 'collision') {
      for (const p of beat.planes) this.flashes.push({ plane: p, kind: 'hit', age: 0 })
    } else if (beat.kind === 'fire') {
      for (const s of beat.shots) this.tracers.push({ from: s.from, to: s.to, arc: s.arc, age: 0, cards: s.cards, hit: beat.hits.includes(s.to) })
    } else if (beat.kind === 'fate') {
      for (const p of beat.planes) {
        const d = this.planes.get(p.id)
        if (d) p.from = { x: d.x, y: d.y }
      }
    }
  }

  private playBeat(beat: Beat, u: number): void {
    if (beat.kind === 'move') {
      const e = u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2
      for (const tr of beat.tracks) {
        const d = this.planes.get(tr.plane)
        if (!d) continue
        const n = tr.path.length - 1
        const f = e * n
        const k = Math.min(n - 1, Math.floor(f))
        const w = f - k
        const a = tr.path[k]
        const b = tr.path[k + 1]
        d.x = a.x + (b.x - a.x) * w
        d.y = a.y + (b.y - a.y) * w
        let dh = b.h - a.h
        dh = Math.atan2(Math.sin(dh), Math.cos(dh))
        d.h = a.h + dh * w
        // bank into turns: the change of heading along the path
        const ahead = tr.path[Math.min(n, k + 2)]
        let turn = ahead.h - a.h
        turn = Math.atan2(Math.sin(turn), Math.cos(turn))
        d.roll = Math.max(-1.1, Math.min(1.1, turn * 2.2)) * Math.sin(Math.PI * u)
        d.lift = Math.abs(tr.end.h - tr.path[0].h) > 3 ? Math.sin(Math.PI * u) * 6 : 0
      }
    } else if (beat.kind === 'fire') {
      if (u > 0.35) {
        for (const h of beat.hits) {
          if (this.flashes.some((f) => f.plane === h && f.kind === 'hit')) continue
          this.flashes.push({ plane: h, kind: 'hit', age: 0 })
          // the damage cards are public: the smoke thickens as they land (sync sets the true count later)
          const d = this.planes.get(h)
          if (d) d.smoke += beat.cards.get(h) ?? 0
          beat.cards.delete(h)
        }
        for (const j of beat.jams) if (!this.flashes.some((f) => f.plane === j && f.kind === 'jam')) this.flashes.push({ plane: j, kind: 'jam', age: 0 })
      }
    } else if (beat.kind === 'level') {
      const e = u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2
      for (const c of beat.changes) {
        const d = this.planes.get(c.id)
        if (!d) continue
        d.level = c.from
        d.lift = (c.to - c.from) * PEG_HEIGHT * e
      }
    } else if (beat.kind === 'fate') {
      for (const p of beat.planes) {
        const d = this.planes.get(p.id)
        if (!d) continue
        d.look = p.look
        d.fate = u
        if (p.look === 'leaving' && p.from) {
          // on out past the edge the way it was flying, faster and faster
          const fwd = LEAVE_DISTANCE * u * u
          d.x = p.from.x + Math.sin(d.h) * fwd
          d.y = p.from.y + Math.cos(d.h) * fwd
        }
        if (p.look === 'exploding' && !this.flashes.some((f) => f.plane === p.id && f.kind === 'explosion')) this.flashes.push({ plane: p.id, kind: 'explosion', age: 0 })
      }
    }
  }

  private endBeat(beat: Beat): void {
    if (beat.kind === 'move') {
      for (const tr of beat.tracks) {
        const d = this.planes.get(tr.plane)
        if (!d) continue
        d.x = tr.end.x
        d.y = tr.end.y
        d.h = tr.end.h
        d.roll = 0
        d.lift = 0
      }
    } else if (beat.kind === 'level') {
      // the peg is added or taken away as the model arrives
      for (const c of beat.changes) {
        const d = this.planes.get(c.id)
        if (!d) continue
        d.level = c.to
        d.lift = 0
      }
    } else if (beat.kind === 'fate') {
      for (const p of beat.planes) {
        const d = this.planes.get(p.id)
        if (d) {
          d.look = 'gone'
          d.fate = 1
        }
      }
    }
  }
}
