/**
 * The checks every command goes through before its own (command-kind.ts validate): a command is an object, the game
 * is not over, the command was made against the state it is applied to; and the plane a command names is in the game,
 * flown by the seat that gives it, and able to act. Below every module that declares a command.
 */
import { CommandError } from './command-error'
import type { CompiledPlane, CompiledRules } from './rule-types'
import { planeById } from './compiled-plane'
import type { GameState, PlaneState } from './state-types'

const OUT_WORDS: Record<string, string> = {
  'shot-down': 'was shot down',
  exploded: 'exploded',
  crashed: 'crashed',
  exited: 'left the table',
  'out-of-control': 'went out of control',
  silenced: 'was silenced',
  landed: 'was winched to the ground',
}

/** Throws a CommandError unless the command is an object, the game goes on and the command is not stale. */
export function checkCommon(state: GameState, cmd: unknown): void {
  if (typeof cmd !== 'object' || cmd === null) throw new CommandError('malformed', 'a command is an object with a type')
  if (state.step === 'over') throw new CommandError('game-over', 'the game is over')
  const seq = (cmd as { seq?: unknown }).seq
  if (seq !== undefined && seq !== state.seq) throw new CommandError('stale', `the command was made against state ${seq} but the game is at ${state.seq}`)
}

/** Who besides a flying plane may give a kind of command. */
export interface Actors {
  /** a balloon or ground piece in play (a fire order of an AA machine gun, a winch, an artillery counter) */
  standing?: boolean
  /** a plane kept off the table, choosing where it will enter (rules/entering.ts) */
  waiting?: boolean
}

const FLYING_ONLY: Actors = {}

/** The plane a command is for, throwing a CommandError if it may not give it. */
export function planeFor(rules: CompiledRules, state: GameState, cmd: { plane?: unknown; seat?: unknown }, actors: Actors = FLYING_ONLY): PlaneState {
  return commandPlane(rules, state, cmd, commandCompiled(rules, cmd), actors)
}

/**
 * The compiled plane a command names (undefined when the game has no such plane: commandPlane refuses it), throwing
 * a CommandError when it names none. A command's check that needs the compiled plane as well as the plane takes it
 * from here and gives it to commandPlane, rather than looking the id up twice (issue 31, a phase's cost).
 */
export function commandCompiled(rules: CompiledRules, cmd: { plane?: unknown }): CompiledPlane | undefined {
  if (typeof cmd.plane !== 'string') throw new CommandError('malformed', 'the command names no plane')
  return planeById(rules, cmd.plane)
}

/** planeFor with the compiled plane the command names (commandCompiled) already looked up. */
export function commandPlane(rules: CompiledRules, state: GameState, cmd: { plane?: unknown; seat?: unknown }, compiled: CompiledPlane | undefined, actors: Actors = FLYING_ONLY): PlaneState {
  const id = cmd.plane as string
  // planes keep the setup's order; a state that does not (a hand-made save) is searched
  // (undefined compared, not the values' truth, which V8 tests against every falsy kind: issue 31, every command)
  let plane = compiled !== undefined ? state.planes[compiled.index] : undefined
  if (plane !== undefined && plane.id !== id) plane = state.planes.find((p) => p.id === id)
  // a flying plane of the seat that gives the command passes every check below: told at once, so that this check is
  // small enough for V8 to inline into every command's (issue 31, a phase's cost); the refusals are worded apart
  if (plane !== undefined && plane.status === 'flying' && typeof cmd.seat === 'string' && plane.seat === cmd.seat) return plane
  return checkedPlane(rules, plane, id, cmd, actors)
}

/** commandPlane's checks of the plane found (undefined: none has the command's id), one by one, each refusal told. */
function checkedPlane(rules: CompiledRules, plane: PlaneState | undefined, id: string, cmd: { seat?: unknown }, actors: Actors): PlaneState {
  if (!plane) throw new CommandError('unknown-plane', `there is no plane "${id}" in this game`)
  if (typeof cmd.seat !== 'string') throw new CommandError('malformed', 'the command names no seat')
  if (plane.seat !== cmd.seat) throw new CommandError('not-your-plane', `seat "${cmd.seat}" does not fly plane "${plane.id}"`)
  // a balloon or ground piece in play may give fire orders (an AA machine gun), never plan
  if (plane.status === 'standing' && !actors.standing) throw new CommandError('not-a-plane', `"${plane.id}" is a ${rules.byId.get(plane.id)!.aircraft.name}: it never moves, so it has no manoeuvres to plan`)
  // a plane kept off the table only chooses where it will enter (rules/entering.ts)
  if (plane.status === 'waiting' && !actors.waiting) throw new CommandError('plane-out', `plane "${plane.id}" is kept off the table until turn ${rules.setup.planes[rules.byId.get(plane.id)!.index].enters?.turn}: it cannot act before`)
  if (plane.status !== 'flying' && plane.status !== 'standing' && plane.status !== 'waiting') throw new CommandError('plane-out', `plane "${plane.id}" ${OUT_WORDS[plane.status]} on turn ${plane.out?.turn} and cannot act`)
  return plane
}
