/**
 * What the table is playing, turned into sounds. The animator turns the game's events into what is shown: a
 * tracer for each `fired` event, a hit flash for a plane taking damage from fire, a jam flash for `jammed`, an
 * explosion for `exploded`, a falling plane for `shot-down` or `out-of-control`, planes moving along their cards
 * for `moved`. Each sound starts when its sight appears on the table, so sound and picture stay together at any
 * speed, in a game or a replay, and nothing is heard that the table has not shown.
 *
 * This module is pure: it compares what is shown now with what it saw before and returns the cues to play.
 * 003 Ground fire and Bombing (issue 13): an AA gun's shell is heard as a distant crump when it bursts (not while it
 * climbs), a trench's or AA machine gun's infantry fire (a 'rifle' tracer) as a crackle of rifles, and bombs as a
 * heavier blast when they reach the ground.
 */
import type { BombBlast, Burst, DisplayedPlane, Flash, Tracer } from '../tables/card/scene/animator'

export type Cue =
  | { kind: 'guns'; rounds: number; rear: boolean }
  | { kind: 'hit' }
  | { kind: 'jam' }
  | { kind: 'explosion' }
  | { kind: 'falling' }
  | { kind: 'archie' }
  | { kind: 'rifles' }
  | { kind: 'bomb'; hit: boolean }

export interface Shown {
  tracers: readonly Tracer[]
  flashes: readonly Flash[]
  planes: Iterable<DisplayedPlane>
  /** archie shells (age < 0 while they climb) and bombs' blasts (age < 0 while they fall) */
  bursts?: readonly Burst[]
  blasts?: readonly BombBlast[]
}

/** The engines' loudness for a number of planes moving: none is silent, more planes are louder up to a limit. */
export function engineLevel(moving: number): number {
  if (moving <= 0) return 0
  return Math.min(1, 0.55 + 0.15 * (moving - 1))
}

/** The burst length of a shot by its damage cards: two cards (short range) fire a longer burst than one. */
export function roundsFor(cards: number): number {
  return cards >= 2 ? 7 : cards === 1 ? 5 : 3
}

/**
 * Follows what the table shows from frame to frame. `observe` returns the cues for what appeared since the last
 * frame and how many planes are moving.
 */
export class CueWatch {
  private seen = new WeakSet<object>()
  /** the first frame has been seen: what was on the table then is not sounded */
  private primed = false
  private last = new Map<string, { x: number; y: number; h: number; look: string }>()

  /** Forget what was seen (another game): what is shown now is taken as already heard. */
  reset(shown?: Shown): void {
    this.seen = new WeakSet()
    this.last.clear()
    this.primed = false
    if (shown) this.observe(shown)
  }

  observe(shown: Shown): { cues: Cue[]; moving: number } {
    const fresh = !this.primed
    const cues: Cue[] = []
    for (const tr of shown.tracers) {
      if (this.seen.has(tr)) continue
      this.seen.add(tr)
      if (!fresh) cues.push(tr.arc === 'rifle' ? { kind: 'rifles' } : { kind: 'guns', rounds: roundsFor(tr.cards), rear: tr.arc === 'rear' })
    }
    // heard when they burst or land, not while the shell climbs or the bombs fall
    for (const b of shown.bursts ?? []) {
      if (b.age < 0 || this.seen.has(b)) continue
      this.seen.add(b)
      if (!fresh) cues.push({ kind: 'archie' })
    }
    for (const b of shown.blasts ?? []) {
      if (b.age < 0 || this.seen.has(b)) continue
      this.seen.add(b)
      if (!fresh) cues.push({ kind: 'bomb', hit: b.result !== 'miss' })
    }
    for (const f of shown.flashes) {
      if (this.seen.has(f)) continue
      this.seen.add(f)
      if (!fresh) cues.push({ kind: f.kind === 'explosion' ? 'explosion' : f.kind === 'jam' ? 'jam' : 'hit' })
    }
    let moving = 0
    const now = new Map<string, { x: number; y: number; h: number; look: string }>()
    for (const p of shown.planes) {
      const before = this.last.get(p.id)
      now.set(p.id, { x: p.x, y: p.y, h: p.h, look: p.look })
      if (!before) continue
      if (p.look === 'flying' && (Math.abs(p.x - before.x) > 1e-4 || Math.abs(p.y - before.y) > 1e-4 || Math.abs(p.h - before.h) > 1e-5)) moving++
      if (p.look === 'falling' && before.look !== 'falling') cues.push({ kind: 'falling' })
    }
    this.last = now
    this.primed = true
    return { cues, moving }
  }
}
