/**
 * Plays the game's events on the table: planes fly their cards along the card's path, tracers fly, hits spark,
 * planes shot down fall and explosions flash. The store keeps the authoritative view; the animator keeps what is
 * displayed while events are being played, and reports when it starts and stops.
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import type { GameEvent } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import { linedUpPath } from '../../../../../shared/engine/rules/line-up-000'
import { standPath, type LocalPose } from '../../../../../shared/geometry/manoeuvre'
import { advance, wrapAngle, type Pose } from '../../../../../shared/geometry/pose'
import { DEFAULT_ALTITUDE, modelHeight, PEG_HEIGHT, pegFloor, pegLevel } from './coords'
import { BOMB_FALL, bombCardLanding, BURST_LINGER, SHELL_FLIGHT, type Place } from './piece-effects'

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
 * pegCount gives it no peg. With Flying Higher the level is counted from the floor (coords.ts pegFloor).
 */
export function levelOf(p: GameView['planes'][number], floor = 0): number {
  if (p.effects?.alt?.ground) return -1
  const level = p.effects?.alt?.level
  return level === undefined ? DEFAULT_ALTITUDE : pegLevel(level, floor)
}

function countersOf(p: GameView['planes'][number]): DisplayedPlane['counters'] {
  const fx = p.effects
  return fx && (fx.smoke > 0 || fx.flame > 0) ? { smoke: fx.smoke, flame: fx.flame } : undefined
}

export interface Tracer {
  from: string
  to: string
  /** which guns fired: the front guns or the observer's; 'rifle': a trench's or AA machine gun's infantry fire */
  arc: 'front' | 'rear' | 'rifle'
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
  arc: 'front' | 'rear' | 'rifle'
  cards: number
}

/**
 * 003 Ground fire (lines 679-698, 773-783): an AA gun's shell, from the muzzle flash (age < 0, climbing) to its black
 * burst at (x, y) at `level`'s height (age >= 0), hitting the aircraft `hit`.
 */
export interface Burst {
  gun: string
  x: number
  y: number
  level?: number
  hit: string[]
  age: number
}

/** The artillery counter on the table: where a gun's shell was placed (or burst), at its height with the altitude rules. */
export interface ArchieMark {
  gun: string
  x: number
  y: number
  level?: number
  /** placed by a player before it bursts: stays until the gun's burst; a burst's counter fades after a few seconds */
  placed: boolean
  age: number
}

/** 003 Bombing (lines 826-851): bombs falling from `from` to `to`, heights in cm above the table. */
export interface BombDrop {
  plane: string
  from: { x: number; y: number; height: number }
  to: { x: number; y: number; height: number }
  age: number
}

/** Bombs coming down (lines 832-837): the blast on the ground at the bomb card (age < 0 while they still fall). */
export interface BombBlast {
  plane: string
  x: number
  y: number
  /** the bomb card's heading, radians */
  h: number
  target: string | null
  result: 'full' | 'half' | 'miss'
  age: number
}

/** A crater and scorch left by bombs, for a while. */
export interface Scorch {
  x: number
  y: number
  h: number
  size: number
  age: number
}

/** A scenario's photograph taken (003 Raid over Istriana, Outnumbered!): the camera's flash and a marker at the plane. */
export interface PhotoTaken {
  plane: string
  target: string
  age: number
}

interface PlannedBlast {
  plane: string
  /** where the bomb card lies; null: at the target card (resolved when the beat starts) or at the plane */
  at: Place | null
  target: string | null
  result: 'full' | 'half' | 'miss'
  /** the bombs are dropped in this beat (fall from the plane first) or were falling on their card already */
  fresh: boolean
}

interface MoveTrack {
  plane: string
  path: Pose[]
  end: Pose
}

type Beat =
  | { kind: 'move'; tracks: MoveTrack[]; duration: number; events: number }
  | { kind: 'fire'; shots: Shot[]; bursts: Omit<Burst, 'age'>[]; hits: string[]; jams: string[]; cards: Map<string, number>; duration: number; events: number }
  | { kind: 'fate'; planes: { id: string; look: PlaneLook; from?: { x: number; y: number } }[]; duration: number; events: number }
  | { kind: 'pause'; duration: number; events: number }
  | { kind: 'level'; changes: { id: string; from: number; to: number }[]; duration: number; events: number }
  | { kind: 'collision'; planes: string[]; duration: number; events: number }
  | { kind: 'bombs'; drops: { plane: string; at: Place; markers: number }[]; blasts: PlannedBlast[]; duration: number; events: number }
  | { kind: 'photo'; photos: { plane: string; target: string }[]; duration: number; events: number }
  | { kind: 'mark'; marks: ArchieMark[]; duration: number; events: number }

const MOVE_SECONDS = 1.8
const FIRE_SECONDS = 1.1
const FATE_SECONDS = 1.6
/** a climb or a dive to the next level, after the card's move */
const LEVEL_SECONDS = 0.7
/** two planes striking each other */
const COLLISION_SECONDS = 0.8
/** how far a plane leaving the table flies before it is gone, cm */
const LEAVE_DISTANCE = 30
/** bombs dropped and falling, then their blast on the ground */
const BOMB_SECONDS = BOMB_FALL + 1
/** a photograph: the flash and the marker's first moments */
const PHOTO_SECONDS = 1.2
/** how long each sight of the pieces' events lasts, s */
/** the burst's black cloud lingers (piece-effects.ts burstPuff) */
const BURST_LIFE = BURST_LINGER
const MARK_LIFE = 6
const BLAST_LIFE = 3
const PHOTO_LIFE = 4.5
/** a crater stays this long, and at most this many at once */
export const SCORCH_LIFE = 120
const MAX_SCORCHES = 24

/** The list without what has lived `life` seconds: the same list (nothing allocated) when nothing has. */
function expire<T extends { age: number }>(list: T[], life: number): T[] {
  return list.some((x) => x.age >= life) ? list.filter((x) => x.age < life) : list
}

/** the events played as one round of fire: the shots, the rules' own fire (003 Ground fire) and the damage they do */
const FIRE_KINDS = new Set<string>(['fired', 'held-fire', 'damage-taken', 'card-shown', 'jammed', 'jam-ignored', 'damage-cards', 'deck-reshuffled', 'unjammed', 'infantry-fire', 'archie-burst'])

/**
 * A turn card that ends turned less than the card turns lined up on a target (000 Line-up on Target): its path along
 * the arc so far, then straight, as rules/line-up-000.ts flies it; null for any other move.
 */
function linedUpTurn(card: ManoeuvreCard, depth: number, from: Pose, to: Pose): LocalPose[] | null {
  if (card.turn === null || !('arc' in card.move)) return null
  const turned = Math.abs(wrapAngle(to.h - from.h))
  return Math.abs(turned - (card.move.arc.angle * Math.PI) / 180) > 1e-6 ? linedUpPath(card, depth, turned, 32) : null
}

export class Animator {
  readonly planes = new Map<string, DisplayedPlane>()
  tracers: Tracer[] = []
  flashes: Flash[] = []
  /** 003 Ground fire and Bombing (issue 13): AA bursts, the artillery counters, bombs falling, their blasts and craters, photographs */
  bursts: Burst[] = []
  marks: ArchieMark[] = []
  drops: BombDrop[] = []
  blasts: BombBlast[] = []
  scorches: Scorch[] = []
  photos: PhotoTaken[] = []
  /** target cards the table has shown bombed (darkened) */
  readonly bombed = new Set<string>()
  /** seconds since the last burst or blast shook the camera (Infinity: none) */
  shakeAge = Infinity
  /** the card each plane flew last (a bomb card moves on with it) and the bomb cards still falling, by plane */
  private lastCard = new Map<string, string>()
  private falling = new Map<string, { landing: Place }[]>()
  private queue: Beat[] = []
  private beat: Beat | null = null
  private t = 0
  /** events handed over but not yet turned into beats */
  private queuedEvents = 0
  /** 003 Flying Higher: the level the pegs count from, as of the last view shown (coords.ts pegFloor) */
  private floor = 0

  /** Forget everything queued (another game or another seat is on the table). */
  reset(): void {
    this.queue = []
    this.beat = null
    this.tracers = []
    this.flashes = []
    this.bursts = []
    this.marks = []
    this.drops = []
    this.blasts = []
    this.scorches = []
    this.photos = []
    this.bombed.clear()
    this.shakeAge = Infinity
    this.lastCard.clear()
    this.falling.clear()
    this.queuedEvents = 0
  }

  get busy(): boolean {
    return this.beat !== null || this.queue.length > 0
  }

  /** Show the view as it is (no animation): used when nothing is playing. */
  sync(view: GameView): void {
    const seen = new Set<string>()
    const floor = (this.floor = pegFloor(view))
    for (const p of view.planes) {
      seen.add(p.id)
      const d = this.planes.get(p.id)
      const look: PlaneLook = p.status === 'flying' ? 'flying' : 'gone'
      if (!d) this.planes.set(p.id, { id: p.id, x: p.x, y: p.y, h: p.h, roll: 0, lift: 0, level: levelOf(p, floor), look, fate: look === 'gone' ? 1 : 0, smoke: p.damageCount, counters: countersOf(p) })
      else {
        d.x = p.x
        d.y = p.y
        d.h = p.h
        d.roll = 0
        d.lift = 0
        d.level = levelOf(p, floor)
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
        // one beat a phase: the next phase's cards, revealed and flown with nobody firing between, are a beat of their own
        while (i + n < events.length && events[i + n].phase === e.phase && (events[i + n].type === 'moved' || events[i + n].type === 'bumped' || events[i + n].type === 'manoeuvre-revealed')) {
          const m = events[i + n]
          if (m.type === 'moved') {
            tracks.push(this.track(m, rules))
            this.lastCard.set(m.plane, m.card)
          }
          n++
        }
        this.queue.push({ kind: 'move', tracks, duration: MOVE_SECONDS, events: n })
        i += n
      } else if (FIRE_KINDS.has(e.type) && e.type !== 'unjammed') {
        const shots: Shot[] = []
        const bursts: Omit<Burst, 'age'>[] = []
        const hits: string[] = []
        const jams: string[] = []
        const cards = new Map<string, number>()
        let n = 0
        while (i + n < events.length && FIRE_KINDS.has(events[i + n].type)) {
          const f = events[i + n]
          if (f.type === 'fired') shots.push({ from: f.plane, to: f.target, arc: f.arc === 'rear' ? 'rear' : 'front', cards: f.cards })
          // 003 Ground fire: infantry fire crackles from the trench card; an AA gun's shell bursts where it was aimed
          if (f.type === 'infantry-fire') shots.push({ from: f.piece, to: f.target, arc: 'rifle', cards: 1 })
          if (f.type === 'archie-burst') bursts.push({ gun: f.gun, x: f.x, y: f.y, level: f.level, hit: f.hit.slice() })
          if (f.type === 'damage-taken' && (f.cause === 'fire' || f.cause === 'infantry')) {
            hits.push(f.plane)
            cards.set(f.plane, (cards.get(f.plane) ?? 0) + f.cards)
          }
          if (f.type === 'jammed') jams.push(f.plane)
          n++
        }
        this.queue.push(shots.length || bursts.length ? { kind: 'fire', shots, bursts, hits, jams, cards, duration: bursts.length ? FIRE_SECONDS + SHELL_FLIGHT : FIRE_SECONDS, events: n } : { kind: 'pause', duration: 0, events: n })
        i += n
      } else if (e.type === 'bombs-dropped' || e.type === 'bombs-hit') {
        this.queue.push(this.bombBeat(events, i, rules))
        i += (this.queue[this.queue.length - 1] as { events: number }).events
      } else if (e.type === 'photographed') {
        const photos: { plane: string; target: string }[] = []
        let n = 0
        while (i + n < events.length && events[i + n].type === 'photographed') {
          const ph = events[i + n] as Extract<GameEvent, { type: 'photographed' }>
          photos.push({ plane: ph.plane, target: ph.target })
          n++
        }
        this.queue.push({ kind: 'photo', photos, duration: PHOTO_SECONDS, events: n })
        i += n
      } else if ((e.type as string) === 'archie-placed') {
        // a player's artillery counter (003 lines 682-707), when the engine offers it: on the table until its burst
        const a = e as unknown as { gun: string; x: number; y: number; level?: number }
        this.queue.push({ kind: 'mark', marks: [{ gun: a.gun, x: a.x, y: a.y, level: a.level, placed: true, age: 0 }], duration: 0.3, events: 1 })
        i++
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
          if (a.level !== a.from) changes.push({ id: a.plane, from: pegLevel(a.from, this.floor), to: pegLevel(a.level, this.floor) })
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

  /**
   * 003 Bombing: the drops and hits from events[i] on, in one beat. A bomb card with markers (the altitude rules)
   * comes down markers phases later, moved on with its card (piece-effects.ts bombCardLanding); one with none at once.
   */
  private bombBeat(events: readonly GameEvent[], i: number, rules: CompiledRules): Beat {
    const drops: { plane: string; at: Place; markers: number }[] = []
    const blasts: PlannedBlast[] = []
    const now = new Map<string, Place[]>()
    let n = 0
    while (i + n < events.length && (events[i + n].type === 'bombs-dropped' || events[i + n].type === 'bombs-hit')) {
      const b = events[i + n] as Extract<GameEvent, { type: 'bombs-dropped' | 'bombs-hit' }>
      if (b.type === 'bombs-dropped') {
        drops.push({ plane: b.plane, at: b.at, markers: b.markers })
        if (b.markers === 0) now.set(b.plane, [...(now.get(b.plane) ?? []), b.at])
        else this.falling.set(b.plane, [...(this.falling.get(b.plane) ?? []), { landing: bombCardLanding(rules, b.plane, b.at, b.markers, this.lastCard.get(b.plane)) }])
      } else {
        const fresh = now.get(b.plane)?.shift()
        const old = fresh ? undefined : this.falling.get(b.plane)?.shift()
        blasts.push({ plane: b.plane, at: fresh ?? old?.landing ?? null, target: b.target, result: b.result, fresh: !!fresh || !old })
      }
      n++
    }
    return { kind: 'bombs', drops, blasts, duration: BOMB_SECONDS, events: n }
  }

  private track(m: Extract<GameEvent, { type: 'moved' }>, rules: CompiledRules): MoveTrack {
    const plane = rules.byId.get(m.plane)
    const compiled = plane?.cards.get(m.card)
    const start: Pose = { x: m.from.x, y: m.from.y, h: m.from.h }
    const end: Pose = { x: m.at.x, y: m.at.y, h: m.at.h }
    if (!plane || !compiled) return { plane: m.plane, path: [start, end], end }
    const local = linedUpTurn(compiled.card, plane.shape.depth, start, end) ?? standPath(compiled.card.move, compiled.card.turn, plane.shape.depth, 32)
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
    this.agePieceSights(dt)
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

  /**
   * Play at once the beats at the head of the queue that take no time (a plan committed, a fire step with no shot),
   * when no beat is playing: nothing moves on the table for them, so nothing need wait a frame. Returns the number
   * of events they held, so that the store can let go of them.
   */
  playInstant(): number {
    let finished = 0
    while (!this.beat && this.queue[0]?.duration === 0) {
      const beat = this.queue.shift()!
      this.startBeat(beat)
      this.playBeat(beat, 1)
      this.endBeat(beat)
      finished += beat.events
    }
    this.queuedEvents -= finished
    return finished
  }

  /** The pieces' sights age; a shell bursting or bombs landing shakes the camera, leaves a crater and darkens a target. */
  private agePieceSights(dt: number): void {
    this.shakeAge += dt
    for (const b of this.bursts) {
      const before = b.age
      b.age += dt
      if (before < 0 && b.age >= 0) {
        this.shakeAge = 0
        // the artillery counter at the burst: the player's counter makes way for it
        this.marks = this.marks.filter((m) => m.gun !== b.gun)
        this.marks.push({ gun: b.gun, x: b.x, y: b.y, level: b.level, placed: false, age: 0 })
      }
    }
    this.bursts = expire(this.bursts, BURST_LIFE)
    for (const m of this.marks) m.age += dt
    if (this.marks.some((m) => !m.placed && m.age >= MARK_LIFE)) this.marks = this.marks.filter((m) => m.placed || m.age < MARK_LIFE)
    for (const d of this.drops) d.age += dt
    this.drops = expire(this.drops, BOMB_FALL)
    for (const b of this.blasts) {
      const before = b.age
      b.age += dt
      if (before < 0 && b.age >= 0) {
        this.shakeAge = 0
        if (b.target && b.result !== 'miss') this.bombed.add(b.target)
        this.scorches.push({ x: b.x, y: b.y, h: b.h, size: b.result === 'full' ? 1.2 : 1, age: 0 })
        if (this.scorches.length > MAX_SCORCHES) this.scorches.shift()
      }
    }
    this.blasts = expire(this.blasts, BLAST_LIFE)
    for (const s of this.scorches) s.age += dt
    this.scorches = expire(this.scorches, SCORCH_LIFE)
    for (const p of this.photos) p.age += dt
    this.photos = expire(this.photos, PHOTO_LIFE)
  }

  private startBeat(beat: Beat): void {
    if (beat.kind === 'bombs') {
      for (const d of beat.drops) {
        const p = this.planes.get(d.plane)
        const height = p ? modelHeight(p.level) - 0.6 : modelHeight(DEFAULT_ALTITUDE)
        // a card with markers hangs in the air over its place (the markers' height) until they are gone
        this.drops.push({ plane: d.plane, from: { x: p?.x ?? d.at.x, y: p?.y ?? d.at.y, height }, to: { x: d.at.x, y: d.at.y, height: d.markers * PEG_HEIGHT }, age: 0 })
      }
      for (const b of beat.blasts) {
        const t = b.target ? this.planes.get(b.target) : undefined
        const p = this.planes.get(b.plane)
        const at = b.at ?? (t ? { x: t.x, y: t.y, h: t.h } : p ? { x: p.x, y: p.y, h: p.h } : null)
        if (!at) continue
        // bombs that were falling on their card drop the last of the way from the markers' height
        if (!b.fresh) this.drops.push({ plane: b.plane, from: { x: at.x, y: at.y, height: PEG_HEIGHT }, to: { x: at.x, y: at.y, height: 0 }, age: BOMB_FALL / 2 })
        this.blasts.push({ plane: b.plane, x: at.x, y: at.y, h: at.h, target: b.target, result: b.result, age: b.fresh ? -BOMB_FALL : -BOMB_FALL / 2 })
      }
    } else if (beat.kind === 'photo') {
      for (const ph of beat.photos) this.photos.push({ plane: ph.plane, target: ph.target, age: 0 })
    } else if (beat.kind === 'mark') {
      for (const m of beat.marks) {
        this.marks = this.marks.filter((o) => o.gun !== m.gun)
        this.marks.push({ ...m, age: 0 })
      }
    } else if (beat.kind === 'collision') {
      for (const p of beat.planes) this.flashes.push({ plane: p, kind: 'hit', age: 0 })
    } else if (beat.kind === 'fire') {
      for (const s of beat.shots) this.tracers.push({ from: s.from, to: s.to, arc: s.arc, age: 0, cards: s.cards, hit: beat.hits.includes(s.to) })
      // the shell climbs for a moment after the gun's flash, then bursts
      for (const b of beat.bursts) this.bursts.push({ ...b, hit: b.hit.slice(), age: -SHELL_FLIGHT })
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
      // with a shell in the air the hits flash when it bursts
      if (u > (beat.bursts.length ? (SHELL_FLIGHT + 0.1) / beat.duration : 0.35)) {
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
