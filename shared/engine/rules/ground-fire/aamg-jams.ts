/**
 * AA machine guns' jams (003 Ground fire, Anti-Aircraft Machine Guns, lines 714-716): "They shoot and jam exactly like
 * A- or B-firing aircraft". An aircraft's jammed gun "cannot fire after each of the next three manoeuvres" (lines
 * 110-113), and fire resolution runs its counters down one a manoeuvre; an AA machine gun stands, makes no manoeuvre,
 * and so is run down here, one counter a phase, the phases the aircraft manoeuvre.
 *
 * 003: a counter goes after each phase in which the gun was already jammed (it made no shot: a gun that fired this phase
 * was not jammed at its start, and any jam it took is new), so it cannot fire in the three phases after the jam, as an
 * aircraft. With 000's Jammed Guns (option jamRoll, jam-roll.ts, 000 lines 255-265) its two counters go after
 * movement, the last only on a D6 roll of 4+, as an aircraft's after a manoeuvre that is not steep.
 */
import type { GameState, GameEvent } from '../../state-types'
import { nextInt } from '../../rng'
import type { HookContext, PhaseContext } from '../hooks'
import { UNJAM_ROLL } from '../jam-roll'

function standingGuns(ctx: HookContext): number[] {
  const out: number[] = []
  for (let i = 0; i < ctx.state.planes.length; i++) {
    const p = ctx.state.planes[i]
    if (ctx.rules.planes[i].kind === 'aamg' && p.status === 'standing' && p.jam.front > 0) out.push(i)
  }
  return out
}

function unjammed(state: GameState, events: GameEvent[] | null | undefined, i: number): void {
  events?.push({ type: 'unjammed', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[i].id, arc: 'front' })
}

/** 003: at the end of a phase, a counter off every gun that was jammed when the phase began. */
export function runDownGunJams(ctx: PhaseContext): void {
  if (ctx.rules.setup.options.jamRoll) return
  const { state, events } = ctx
  for (const i of standingGuns(ctx)) {
    if (ctx.shots.some((s) => s.firer === i)) continue
    if (--state.planes[i].jam.front === 0) unjammed(state, events, i)
  }
}

/** 000 Jammed Guns: after movement, a counter off, the last on a D6 roll of 4+ (told to the gun's seat). */
export function rollGunJams(ctx: HookContext): void {
  if (!ctx.rules.setup.options.jamRoll) return
  const { state, events } = ctx
  for (const i of standingGuns(ctx)) {
    const p = state.planes[i]
    if (p.jam.front > 1) {
      p.jam.front--
      continue
    }
    const roll = nextInt(state.rng, 6) + 1
    const cleared = roll >= UNJAM_ROLL
    events?.push({ type: 'jam-roll', to: [p.seat], turn: state.turn, phase: state.phase, plane: p.id, arc: 'front', roll, cleared })
    if (cleared) {
      p.jam.front = 0
      unjammed(state, events, i)
    }
  }
}
