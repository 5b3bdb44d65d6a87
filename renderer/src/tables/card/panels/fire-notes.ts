/**
 * A line for the narration when a phase's fire step was skipped (nobody had a target) and one of this seat's
 * planes could not fire: why, for each enemy ("Camel has no shot: Dr.I out of the fire arc"). The engine skips
 * the step without a word; the positions of that moment are rebuilt from the events of the phase (every flying
 * plane's 'moved', then the 'bumped' and 'exited' ones), and the reasons come from shared/engine/fire-reasons.ts.
 * Only events this seat may see are read, and only public facts are used; under 003 Altitude each plane's level is
 * the one it flew at in that phase (its 'altitude' events).
 */
import { describeReason, fireReasons, type ArcReason, type FirePlane } from '../../../../../shared/engine/fire-reasons'
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import type { AltitudeState, GameEvent, SeatId } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { ownShooters } from './fire-shooters'

const MOVEMENT: GameEvent['type'][] = ['moved', 'bumped', 'exited']
/** the events that take a balloon or ground piece out of play (it never moves: it stands until one of these) */
const PIECE_OUT: GameEvent['type'][] = ['silenced', 'balloon-landed', 'shot-down', 'exploded']
const JAM_COUNTERS = 3

const key = (e: { turn: number; phase: number }) => `${e.turn}.${e.phase}`
const phaseIndex = (e: { turn: number; phase: number }) => 3 * (e.turn - 1) + e.phase

/** One of this seat's planes that had no shot in a skipped fire step: why, for each enemy (a reason per gun arc). */
export interface NoShot {
  plane: string
  targets: { target: string; arcs: ArcReason[] }[]
}

/**
 * Notes to add after events of `played`, by the index of the event they follow: one line per plane of `seat`
 * that had no shot in a phase whose fire step was skipped.
 */
export function skippedFireNotes(rules: CompiledRules, view: Pick<GameView, 'planes' | 'setup'>, seat: SeatId | null, played: readonly GameEvent[], name: (id: string) => string): Map<number, string[]> {
  const notes = new Map<number, string[]>()
  for (const [at, list] of skippedFireReasons(rules, view, seat, played)) notes.set(at, list.map((n) => noShotText(n, name)))
  return notes
}

/** "Camel has no shot: Dr.I out of the fire arc; Dr.I 2 beyond the ruler (31.0 cm)". */
export function noShotText(n: NoShot, name: (id: string) => string): string {
  const parts = n.targets.map((t) => {
    const why = [...new Set(t.arcs.map((a) => (t.arcs.length > 1 ? `${a.arc} guns ` : '') + describeReason(a.reason, name)))]
    return `${name(t.target)} ${why.join(', ')}`
  })
  return `${name(n.plane)} has no shot: ${parts.join('; ')}`
}

/**
 * The same, as reasons rather than words (the event log folds a phase's into one line): by the index of the event
 * they follow, each of the seat's planes that had no shot and why.
 */
export function skippedFireReasons(rules: CompiledRules, view: Pick<GameView, 'planes' | 'setup'>, seat: SeatId | null, played: readonly GameEvent[]): Map<number, NoShot[]> {
  const notes = new Map<number, NoShot[]>()
  if (seat === null) return notes
  // one pass over the events: each phase's movement and its end, whether it had a fire step, the jams and levels
  const last = new Map<string, number>()
  const fired = new Set<string>()
  const byPhase = new Map<string, GameEvent[]>()
  const jams: Extract<GameEvent, { type: 'jammed' }>[] = []
  const levels: Extract<GameEvent, { type: 'altitude' }>[] = []
  const out: GameEvent[] = []
  played.forEach((e, i) => {
    const k = key(e)
    if (MOVEMENT.includes(e.type)) last.set(k, i)
    if (e.type === 'fire-options' || e.type === 'game-over') fired.add(k)
    if (e.type === 'jammed') jams.push(e)
    else if (e.type === 'altitude') levels.push(e)
    else if (PIECE_OUT.includes(e.type)) out.push(e)
    const list = byPhase.get(k)
    if (list) list.push(e)
    else byPhase.set(k, [e])
  })
  for (const [k, end] of last) {
    // the step was skipped when the phase went on with no 'fire-options' (and the game did not end there)
    if (end + 1 >= played.length || fired.has(k)) continue
    const at = played[end]
    const planes = positionsAt(view, { phase: byPhase.get(k) ?? [], jams, levels, out }, at)
    const list: NoShot[] = []
    const shooters = ownShooters(rules, { planes }, seat)
    for (const p of planes) {
      if (!shooters.includes(p.id)) continue
      const reasons = fireReasons(rules, planes, p.id)
      if (reasons.length === 0 || reasons.some((t) => t.canFire)) continue
      list.push({ plane: p.id, targets: reasons.map((t) => ({ target: t.target, arcs: t.arcs })) })
    }
    if (list.length) notes.set(end, list)
  }
  return notes
}

/** The events positionsAt reads: the phase's own, and the game's jams, level changes and pieces put out of play. */
interface PhaseEvents {
  phase: readonly GameEvent[]
  jams: readonly Extract<GameEvent, { type: 'jammed' }>[]
  levels: readonly Extract<GameEvent, { type: 'altitude' }>[]
  out: readonly GameEvent[]
}

/**
 * 003 Altitude: the level a plane flew at after the movement of phase `now` (its 'altitude' events come after the
 * moves of their phase, before its fire step): the last one by then, else where the first one after started, else
 * the view's.
 */
function levelAt(p: GameView['planes'][number], levels: PhaseEvents['levels'], now: number): number | undefined {
  let last: number | undefined
  for (const e of levels) {
    if (e.plane !== p.id) continue
    if (phaseIndex(e) <= now) last = e.level
    else return last ?? e.from
  }
  return last ?? p.effects?.alt?.level
}

/** The planes as they stood after the movement of a phase (its events in `ev.phase`), in the view's order. */
function positionsAt(view: Pick<GameView, 'planes' | 'setup'>, ev: PhaseEvents, at: { turn: number; phase: number }): (FirePlane & { seat: string; effects?: { alt: AltitudeState } })[] {
  const now = phaseIndex(at)
  return view.planes.map((p) => {
    const pose = { x: p.x, y: p.y, h: p.h, moved: false }
    let exited = false
    const jam = { front: 0, rear: 0 }
    for (const e of ev.jams) {
      if (e.plane === p.id && phaseIndex(e) < now) {
        const left = phaseIndex(e) + JAM_COUNTERS + 1 - now
        jam[e.arc] = left > 0 && left <= JAM_COUNTERS ? left : 0
      }
    }
    for (const e of ev.phase) {
      if (!('plane' in e) || e.plane !== p.id) continue
      if (e.type === 'moved') Object.assign(pose, e.at, { moved: true })
      else if (e.type === 'bumped') Object.assign(pose, { x: e.placed.x, y: e.placed.y })
      else if (e.type === 'exited') exited = true
    }
    const alt = p.effects?.alt
    // the altitude rules read each plane's level from its effects (fire across levels, blocked aim)
    const effects = alt ? { alt: { ...alt, level: levelAt(p, ev.levels, now) ?? alt.level } } : undefined
    // a balloon or ground piece stands where it was put until an event takes it out of play
    const piece = view.setup.planes.some((q) => q.id === p.id && q.kind)
    const status = piece ? (ev.out.some((e) => 'plane' in e && e.plane === p.id && phaseIndex(e) <= now) ? 'silenced' : 'standing') : pose.moved && !exited ? 'flying' : 'shot-down'
    return { id: p.id, team: p.team, seat: p.seat, x: pose.x, y: pose.y, h: pose.h, status, jam, ...(effects ? { effects } : {}) }
  })
}
