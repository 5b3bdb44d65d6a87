/**
 * Technical eye (003 Special abilities, pilots or observer individual abilities, lines 985-989): "In any moment of the
 * turn the player can look at the damage cards of an aircraft, friend or foe, of his choice. The plane has to be at a
 * ruler distance from the ace's plane, in any direction (from the central dot to any point of the examined plane). If
 * this ability is used during movement, it can be used before all planes move or after all of them have finished
 * moving. Once this ability is used, it can not be re-used for the rest of the turn and for the whole of the next
 * one."
 *
 * How the app plays it: a `look` command, taken whenever the game waits for anyone (planning, tailing, firing and the
 * other waits): the planes' moves are one step, so a look always falls before all planes move or after all have
 * moved. The examined plane is any other piece in play, friend or foe, whose base (any point of it) is within a
 * ruler of the looking plane's stand, measured in any direction with nothing in the way and the levels not counted
 * (geometry/reach.ts). The cards are those the examined plane holds then, and their points: they go to the looking
 * seat alone (event 'looked-cards', and effects.looked, its view's record of the last look). Everyone learns that the
 * ace looked, and at whom (event 'looked'): at the table the cards are picked up in plain sight. The blank counter
 * (aceUsed['technical-eye']) comes off at the end of the next turn, as Daredevil's (manoeuvres.ts).
 *
 * It is an individual ability (lines 950-951): the pilot's or the observer's, and an incapacitated observer's ends
 * (effects.observerWounded). A plane whose two airmen both hold it looks once a turn all the same: one player, one
 * blank counter.
 */
import { baseCorners } from '../../../geometry/base'
import { distanceToBase } from '../../../geometry/reach'
import { hasSkill } from '../../compiled-plane'
import type { CompiledRules } from '../../rule-types'
import type { GameEvent, GameState } from '../../state-types'
import type { RuleModule } from '../hooks'
import { againFrom } from './manoeuvres'
import { z } from 'zod'
import { CommandError } from '../../command-error'
import { planeFor } from '../../command-checks'
import { defineCommand } from '../../command-kind'
import { id, seq } from '../../command-fields'

/** The ruler's reach is measured with the same small tolerance as the fire's (a base touching the ruler's end is reached). */
const TOUCH = 1e-6

/** Whether plane i's ace holds Technical eye now (an incapacitated observer's is gone). */
export function hasTechnicalEye(rules: CompiledRules, state: { planes: readonly { effects?: { observerWounded?: boolean } }[] }, i: number): boolean {
  return hasSkill(rules.planes[i], 'technical-eye', state.planes[i].effects?.observerWounded === true)
}

/** The turn from which plane i may look again, or null when it may now. */
export function lookSpentUntil(state: Pick<GameState, 'turn'> & { planes: readonly { aceUsed?: { 'technical-eye'?: number } }[] }, i: number): number | null {
  const used = state.planes[i].aceUsed?.['technical-eye']
  return used !== undefined && state.turn < againFrom(used) ? againFrom(used) : null
}

/** The distance from plane i's central dot to the nearest point of plane j's base, cm. */
export function lookDistance(rules: CompiledRules, state: { planes: readonly { x: number; y: number; h: number }[] }, i: number, j: number): number {
  const a = state.planes[i]
  return distanceToBase(baseCorners(state.planes[j], rules.planes[j].shape), a.x, a.y)
}

/** The planes plane i's ace may look at now (indices): every other piece in play within a ruler. */
export function lookTargets(rules: CompiledRules, state: { planes: readonly { x: number; y: number; h: number; status: string }[] }, i: number): number[] {
  const out: number[] = []
  for (let j = 0; j < state.planes.length; j++) {
    const t = state.planes[j]
    if (j === i || (t.status !== 'flying' && t.status !== 'standing')) continue
    if (lookDistance(rules, state, i, j) <= rules.ruler + TOUCH) out.push(j)
  }
  return out
}

/** Why plane i's ace may not look at plane j now, or null when it may. */
export function lookProblem(rules: CompiledRules, state: GameState, i: number, j: number | undefined, target: string): string | null {
  const plane = state.planes[i]
  if (state.step === 'over') return 'the game is over'
  if (plane.status !== 'flying') return `"${plane.id}" is not flying`
  if (!hasTechnicalEye(rules, state, i)) {
    const gone = rules.planes[i].observerSkills.includes('technical-eye') && plane.effects?.observerWounded
    return gone ? `the observer of "${plane.id}" is incapacitated: his Technical eye is gone for the rest of the game (003 lines 950-951)` : `no airman of "${plane.id}" has Technical eye (003 lines 985-989)`
  }
  const again = lookSpentUntil(state, i)
  if (again !== null) return `Technical eye was used in turn ${plane.aceUsed!['technical-eye']}: not again before turn ${again} (003 lines 988-989)`
  if (j === undefined) return `there is no plane "${target}" in this game`
  if (j === i) return 'the ace looks at another plane than his own'
  const t = state.planes[j]
  if (t.status !== 'flying' && t.status !== 'standing') return `"${t.id}" is no longer in the game`
  const d = lookDistance(rules, state, i, j)
  if (d > rules.ruler + TOUCH) return `"${t.id}" is ${d.toFixed(1)} cm away: Technical eye reaches a plane within a ruler (${rules.ruler} cm) of the ace's plane (003 lines 986-987)`
  return null
}

/** Plane i's ace looks at plane j's damage cards: its seat is shown them, everyone is told it looked, the counter goes on. */
export function look(rules: CompiledRules, state: GameState, i: number, j: number, events: GameEvent[] | null): void {
  const plane = state.planes[i]
  const t = state.planes[j]
  plane.aceUsed = { ...plane.aceUsed, 'technical-eye': state.turn }
  const cards = [...t.damage]
  if (plane.effects) plane.effects.looked = { target: t.id, turn: state.turn, phase: state.phase, cards, total: t.damageTotal }
  if (!events) return
  events.push({ type: 'looked', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, target: t.id, again: againFrom(state.turn) })
  events.push({ type: 'looked-cards', to: [plane.seat], turn: state.turn, phase: state.phase, plane: plane.id, target: t.id, cards: [...cards], total: t.damageTotal })
}

/** Brought in when an airman holds Technical eye: it has no hook of its own (its counter comes off with the aces' counters). */
export const technicalEye: RuleModule = {
  id: 'technical-eye',
  source: '003 lines 985-989 (Technical eye)',
}

/**
 * 003 Technical eye (lines 985-989): the ace of `plane` looks at the damage cards of `target`, friend or foe, within a
 * ruler, while the game waits for anyone; the cards are shown to its seat alone
 */
const lookSchema = z.strictObject({ type: z.literal('look'), seat: id, plane: id, target: id, seq })
export type LookCommand = z.infer<typeof lookSchema>

export const lookCommand = defineCommand<typeof lookSchema, { i: number; j: number }>({
  type: 'look',
  schema: lookSchema,
  /** the indices of the looking plane and of the plane looked at */
  validate(rules, state, cmd) {
    const plane = planeFor(rules, state, cmd)
    if (typeof cmd.target !== 'string') throw new CommandError('malformed', 'a look names its target plane')
    const i = rules.byId.get(plane.id)!.index
    const j = rules.byId.get(cmd.target)?.index
    const problem = lookProblem(rules, state, i, j, cmd.target)
    if (problem) throw new CommandError(problem.startsWith('Technical eye was used') ? 'already-done' : j === undefined ? 'unknown-plane' : 'illegal-target', problem)
    return { i, j: j! }
  },
  apply(rules, state, _cmd, { i, j }, events) {
    look(rules, state, i, j, events)
    return undefined
  },
  copy(cmd) {
    const out: LookCommand = { type: 'look', seat: cmd.seat, plane: cmd.plane, target: cmd.target }
    if (cmd.seq !== undefined) out.seq = cmd.seq
    return out
  },
})
