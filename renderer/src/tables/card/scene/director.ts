/**
 * The director camera of stream mode (issue 9: "a director camera that follows each phase's action (the plane
 * firing, the plane hit) and cuts between them"). It watches what the table is playing, never more: the displayed
 * planes (their poses and looks: flying, falling, exploding, leaving), the tracers in flight and the hit and
 * explosion flashes, all of which the animator (animator.ts) makes from the events this screen received, so a
 * spectator's director knows nothing a spectator may not. From them it picks a shot:
 *
 * - a wide shot of the planes in the air, while they move (and while nothing else happens);
 * - at a burst of fire, the firing plane and its target, seen from behind the shooter;
 * - at a hit, a plane shot down or exploding, a closer shot of the victim.
 *
 * Each shot is held for a least MIN_HOLD seconds of play (the animation's time: at speed 2 a shot lasts half as long
 * on the clock), so that a viewer can read it; something more important that happens meanwhile is remembered and
 * cut to when the hold is over, if it is still fresh. A change of shot is a cut: the camera jumps (CameraRig.tsx).
 */
import type { DisplayedPlane, Flash, Tracer } from './animator'

export type ShotKind = 'wide' | 'fire' | 'victim'

export interface Shot {
  /** counts up at every cut */
  id: number
  kind: ShotKind
  /** the firing plane (fire) or the victim (victim); null for the wide shot */
  subject: string | null
  /** the plane fired at (fire), or the one that fired at the victim, when known */
  other: string | null
}

/** What the table shows now: the animator's displayed state. */
export interface Action {
  planes: readonly Pick<DisplayedPlane, 'id' | 'x' | 'y' | 'h' | 'look' | 'fate'>[]
  tracers: readonly Pick<Tracer, 'from' | 'to' | 'hit' | 'age'>[]
  flashes: readonly Pick<Flash, 'plane' | 'kind' | 'age'>[]
}

/** the least time a shot is held, seconds of play (the time of the animation at speed 1) */
export const MIN_HOLD = 2.5
/** a shot wanted while another was held is still cut to this long after it was wanted */
const FRESH = 3

type Want = Omit<Shot, 'id'> & { rank: number }

export interface DirectorState {
  shot: Shot
  /** play seconds since the cut */
  held: number
  /** a more important shot seen during the hold, and how long ago */
  waiting: (Want & { age: number }) | null
}

export function startDirector(): DirectorState {
  return { shot: { id: 0, kind: 'wide', subject: null, other: null }, held: MIN_HOLD, waiting: null }
}

/** The shot the action calls for now, with its importance: a victim over a shooter over the wide shot. */
export function wantedShot(a: Action): Want {
  const byId = new Map(a.planes.map((p) => [p.id, p]))
  const firedAt = (id: string) => a.tracers.find((t) => t.to === id)?.from ?? null
  // a plane going down or blowing up
  const falling = a.planes.find((p) => (p.look === 'falling' || p.look === 'exploding') && p.fate < 1)
  const exploding = a.flashes.find((f) => f.kind === 'explosion' && byId.has(f.plane))
  const down = falling?.id ?? exploding?.plane
  if (down) return { kind: 'victim', subject: down, other: firedAt(down), rank: 3 }
  // a burst of fire: the one that hits, else the first
  const live = a.tracers.filter((t) => byId.has(t.from) && byId.has(t.to))
  const hit = a.flashes.find((f) => f.kind === 'hit' && byId.has(f.plane))
  const burst = live.find((t) => t.hit) ?? live[0]
  if (hit && (!burst || burst.age > 0.3)) return { kind: 'victim', subject: hit.plane, other: firedAt(hit.plane), rank: 2 }
  if (burst) return { kind: 'fire', subject: burst.from, other: burst.to, rank: 1 }
  return { kind: 'wide', subject: null, other: null, rank: 0 }
}

function same(a: Omit<Shot, 'id'>, b: Omit<Shot, 'id'>): boolean {
  return a.kind === b.kind && a.subject === b.subject
}

/**
 * One step of the director: `clockDt` seconds have passed on the clock, the animation playing at `speed` (so
 * `clockDt * speed` seconds of play), and the table shows `action`. The shot changes (a cut,
 * with a new id) only once the current one has been held MIN_HOLD, to the most important of what the action
 * wants now and what it wanted, fresh, during the hold.
 */
export function direct(state: DirectorState, action: Action, clockDt: number, speed = 1): DirectorState {
  const dt = clockDt * speed
  const held = state.held + dt
  const want = wantedShot(action)
  let waiting = state.waiting ? { ...state.waiting, age: state.waiting.age + dt } : null
  if (waiting && waiting.age > FRESH) waiting = null
  // the shot being held is what is wanted: it carries on (a fire shot on the same shooter, the wide shot...)
  if (same(want, state.shot)) return { shot: state.shot, held, waiting: waiting && same(waiting, state.shot) ? null : waiting }
  if (held < MIN_HOLD) {
    // remember the most important thing that happened meanwhile
    if (want.rank > 0 && (!waiting || want.rank >= waiting.rank)) waiting = { ...want, age: 0 }
    return { shot: state.shot, held, waiting }
  }
  // what was wanted meanwhile, if it matters more and its plane is still on the table (a wreck's last place counts)
  const next = waiting && waiting.rank > want.rank && action.planes.some((p) => p.id === waiting!.subject) ? waiting : want
  if (same(next, state.shot)) return { shot: state.shot, held, waiting: null }
  return { shot: { id: state.shot.id + 1, kind: next.kind, subject: next.subject, other: next.other }, held: 0, waiting: null }
}

/** Where the camera stands and looks for a shot, in table coordinates (cm, x east, y north) and height (cm). */
export interface ShotCamera {
  eye: { x: number; y: number; z: number }
  look: { x: number; y: number; z: number }
}

export interface Lens {
  /** vertical field of view, degrees */
  fovY: number
  /** width over height of the picture */
  aspect: number
}

/** the wide shot looks down this steeply, from the neutral edge's side */
const WIDE_ELEVATION = (50 * Math.PI) / 180
/** the room left round the planes in the wide shot, cm (a card's move or so) */
const WIDE_ROOM = 22
/** the closest the wide shot comes, cm */
const WIDE_MIN = 45
/** the victim shot's distance and height, cm */
const VICTIM_BACK = 26
const VICTIM_UP = 15

/**
 * The camera for a shot: `planes` where the table shows them now, `yaw` the neutral edge's bearing
 * (camera-facing.ts: 0 is the south side; the wide shot and a victim without a known shooter look from there).
 */
export function shotCamera(shot: Shot, planes: Action['planes'], yaw: number, lens: Lens, height: number): ShotCamera | null {
  const byId = new Map(planes.map((p) => [p.id, p]))
  // table coordinates: y is north; a bearing of 0 stands south of the subject, so the camera is at -y
  const from = (bearing: number) => ({ x: Math.sin(bearing), y: -Math.cos(bearing) })
  const subject = shot.subject ? byId.get(shot.subject) : undefined
  const other = shot.other ? byId.get(shot.other) : undefined
  if (shot.kind === 'fire' && subject && other) {
    // behind the shooter, a little above, looking past it at the target
    const dx = other.x - subject.x
    const dy = other.y - subject.y
    const d = Math.max(1, Math.hypot(dx, dy))
    const ux = dx / d
    const uy = dy / d
    const back = 16 + d * 0.35
    return {
      eye: { x: subject.x - ux * back, y: subject.y - uy * back, z: height + 8 + d * 0.18 },
      look: { x: subject.x + dx * 0.55, y: subject.y + dy * 0.55, z: height },
    }
  }
  if (shot.kind === 'victim' && subject) {
    // from the side the fire came from, else from the neutral edge; a little off to see the plane's profile
    let bx = from(yaw).x
    let by = from(yaw).y
    if (other) {
      const d = Math.max(1, Math.hypot(other.x - subject.x, other.y - subject.y))
      bx = (other.x - subject.x) / d
      by = (other.y - subject.y) / d
    }
    const a = Math.atan2(bx, by) + 0.45
    return {
      eye: { x: subject.x + Math.sin(a) * VICTIM_BACK, y: subject.y + Math.cos(a) * VICTIM_BACK, z: height + VICTIM_UP },
      look: { x: subject.x, y: subject.y, z: height * 0.6 },
    }
  }
  // the wide shot: every plane still on the table, with room round them
  const shown = planes.filter((p) => p.look !== 'gone')
  if (shown.length === 0) return null
  const xs = shown.map((p) => p.x)
  const ys = shown.map((p) => p.y)
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2
  const half = Math.max(Math.max(...xs) - cx, Math.max(...ys) - cy) + WIDE_ROOM
  const halfFov = Math.min((lens.fovY * Math.PI) / 360, Math.atan(Math.tan((lens.fovY * Math.PI) / 360) * lens.aspect))
  const dist = Math.max(WIDE_MIN, half / Math.sin(halfFov))
  const b = from(yaw)
  return {
    eye: { x: cx + b.x * dist * Math.cos(WIDE_ELEVATION), y: cy + b.y * dist * Math.cos(WIDE_ELEVATION), z: height + dist * Math.sin(WIDE_ELEVATION) },
    look: { x: cx, y: cy, z: height },
  }
}

/** The shot on the screen now, for the test hooks (null when no director camera runs). */
export const directorProbe: { shot: Shot | null } = { shot: null }
