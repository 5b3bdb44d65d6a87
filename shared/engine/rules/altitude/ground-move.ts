/**
 * 003 Altitude, Planes on the Ground (lines 409-411): "During the second phase, before any manoeuvre card is revealed,
 * the owner can move and turn the plane base freely. To turn, put a finger on any point of the plane base and then
 * turn the base around that point."
 *
 * Before the second card is revealed the game waits (step 'taxiing') for the owner of every plane at rest on the
 * ground (stage 'parked') to place its base: a `taxi` command with the new pose, or `to: null` to leave it. Judgement
 * calls, for what "freely" leaves open (docs/rules.md):
 * - only a plane at rest moves: not one half-way through a landing or a take-off (its cards move it), nor a plane that
 *   crashed, which "has to be completely still for all the next turn" (lines 400-402);
 * - the base stays wholly on the table, does not end overlapping another plane's base (a base put down by hand cannot
 *   lie on another; and a burning plane could otherwise be pushed onto others to spread its fire, lines 417-419), and
 *   its centre moves at most half a ruler (the push of a ground crew, measured with the ruler the players hold);
 * - a plane whose centre is in a field and whose plan has no stall pretends to take off: "The plane can't be moved or
 *   turned that turn" (lines 391-393); it may only stay. The game waits for it all the same, so the pause tells no
 *   one what it planned.
 * The base may be turned to any heading and put anywhere within those limits, which covers any finger on the base.
 */
import { baseCorners, rectanglesOverlap } from '../../../geometry/base'
import type { CompiledRules } from '../../rule-types'
import type { GameEvent, GameState, PlaneState } from '../../state-types'
import type { HookContext } from '../hooks'
import { fieldAt, type GroundState } from './landing'
import { z } from 'zod'
import { CommandError } from '../../command-error'
import { planeFor } from '../../command-checks'
import { defineCommand } from '../../command-kind'
import { id, seq } from '../../command-fields'

/** The slot whose card the owners wait before: "During the second phase, before any manoeuvre card is revealed" */
export const TAXI_SLOT = 1

/** Where a taxiing plane's base is put: its centre (cm) and heading (degrees, as the setup gives them). */
export interface TaxiPose {
  x: number
  y: number
  heading: number
}

/** What validation reads of a plane: a state's or a seat's view of the table. */
export interface TaxiPlane {
  id: string
  x: number
  y: number
  h: number
  status: string
  plan?: readonly string[] | null
  effects?: { alt?: { ground?: GroundState; turnStart: { ground?: GroundState } } } | object
}

function groundOf(p: TaxiPlane): GroundState | undefined {
  return (p.effects as { alt?: { ground?: GroundState } } | undefined)?.alt?.ground
}

/** Whether plane p waits for its owner to place its base now. */
export function awaitsTaxi(p: TaxiPlane): boolean {
  return groundOf(p)?.taxi === true
}

/** Whether a plane at this stage may be moved by hand: only at rest, not in a sequence nor after a crash. */
export function mayTaxi(p: TaxiPlane): boolean {
  return p.status === 'flying' && groundOf(p)?.stage === 'parked'
}

/**
 * Why plane i's base may not be put at `to` (null: it may). `planes` are the state's or a seat's view, in the setup's
 * order; `plan` is the plane's own plan (its seat knows it).
 */
export function taxiProblem(rules: CompiledRules, planes: readonly TaxiPlane[], i: number, to: TaxiPose): string | null {
  const p = planes[i]
  if (![to.x, to.y, to.heading].every(Number.isFinite)) return 'a base is put at a centre x, y (cm) and a heading (degrees), all numbers'
  const alt = (p.effects as { alt?: { turnStart: { ground?: GroundState } } } | undefined)?.alt
  const startField = alt?.turnStart.ground?.field ?? null
  const plan = p.plan ?? []
  if (startField && plan.length > 0 && !plan.some((id) => rules.planes[i].cards.get(id)?.card.stall)) {
    return "a plane in a landing field that plans three non-stall cards pretends to take off: it can't be moved or turned that turn (003 lines 391-393); it may only stay"
  }
  const reach = rules.ruler / 2
  const d = Math.hypot(to.x - p.x, to.y - p.y)
  if (d > reach + 1e-9) return `its centre would move ${d.toFixed(1)} cm: a plane on the ground is moved at most half a ruler (${reach} cm) before the second card (003 lines 409-411)`
  const shape = rules.planes[i].shape
  const mine = baseCorners({ x: to.x, y: to.y, h: (to.heading * Math.PI) / 180 }, shape)
  const { width, depth } = rules.setup.table
  for (let k = 0; k < 8; k += 2) {
    if (mine[k] < -1e-9 || mine[k] > width + 1e-9 || mine[k + 1] < -1e-9 || mine[k + 1] > depth + 1e-9) return 'its base would not lie wholly on the table'
  }
  for (let j = 0; j < planes.length; j++) {
    const q = planes[j]
    if (j === i || q.status !== 'flying') continue
    if (rectanglesOverlap(mine, baseCorners(q, rules.planes[j].shape))) return `its base would overlap ${q.id}'s: a base is put down clear of the others`
  }
  return null
}

/**
 * The beforeReveal hook's part: before the second card, every plane at rest on the ground waits for its owner
 * (step 'taxiing', which comes before any tailing reorder of the same reveal). Returns whether the game waits.
 */
export function taxiBeforeReveal(ctx: HookContext, slot: number): boolean {
  if (slot !== TAXI_SLOT) return false
  const { state, events } = ctx
  let wait = false
  for (const p of state.planes) {
    if (!mayTaxi(p)) continue
    p.effects!.alt!.ground!.taxi = true
    wait = true
    events?.push({ type: 'ground', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, what: 'taxiing' })
  }
  if (wait) state.step = 'taxiing'
  return wait
}

/**
 * A taxi command accepted (taxiCommand below has judged it): the base is put down, or left. Returns true when no one is
 * left to place a base and no tailing plane waits to reorder: the card may be revealed. With a reorder waiting the game
 * goes on to tailing's step.
 */
export function taxi(rules: CompiledRules, state: GameState, p: PlaneState, to: TaxiPose | null, events: GameEvent[] | null): boolean {
  const g = p.effects!.alt!.ground!
  delete g.taxi
  if (to) {
    p.x = to.x
    p.y = to.y
    p.h = (to.heading * Math.PI) / 180
    g.field = fieldAt(rules.setup.fields, p.x, p.y)?.id ?? null
  }
  events?.push({ type: 'ground', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, what: 'taxied', moved: to !== null, ...(to ? { x: to.x, y: to.y, heading: to.heading } : {}) })
  for (const q of state.planes) if (awaitsTaxi(q)) return false
  for (const q of state.planes) {
    if (q.effects?.reorder != null) {
      state.step = 'tailing'
      return false
    }
  }
  return true
}

/**
 * 003 Planes on the Ground (lines 409-411): before the second card, the owner of a plane at rest on the ground puts
 * its base at a new centre (cm) and heading (degrees), or leaves it (`to: null`)
 */
const taxiSchema = z.strictObject({ type: z.literal('taxi'), seat: id, plane: id, to: z.strictObject({ x: z.number().finite(), y: z.number().finite(), heading: z.number().finite() }).nullable(), seq })
export type TaxiCommand = z.infer<typeof taxiSchema>

export const taxiCommand = defineCommand({
  type: 'taxi',
  schema: taxiSchema,
  validate(rules, state, cmd) {
    const plane = planeFor(rules, state, cmd)
    if (state.step !== 'taxiing') throw new CommandError('wrong-step', 'a plane on the ground is moved by hand only during the second phase, before its card is revealed (003 lines 409-411)')
    if (!awaitsTaxi(plane)) throw new CommandError('already-done', `plane "${plane.id}" is not waiting to be moved on the ground now`)
    const to = cmd.to
    if (to !== null) {
      if (typeof to !== 'object' || to === undefined || ![to.x, to.y, to.heading].every((v) => typeof v === 'number' && Number.isFinite(v))) throw new CommandError('malformed', 'a taxi puts the base at {x, y, heading} (cm, cm, degrees), or leaves it with null')
      const problem = taxiProblem(rules, state.planes, rules.byId.get(plane.id)!.index, to)
      if (problem) throw new CommandError('illegal-plan', `plane "${plane.id}" cannot be put there: ${problem}`)
    }
    return plane
  },
  // the owner puts the base down before the second card, which is revealed once every such plane is placed
  apply: (rules, state, cmd, plane, events) => (taxi(rules, state, plane, cmd.to, events) ? 'reveal' : undefined),
  copy(cmd) {
    const out: TaxiCommand = { type: 'taxi', seat: cmd.seat, plane: cmd.plane, to: cmd.to ? { x: cmd.to.x, y: cmd.to.y, heading: cmd.to.heading } : null }
    if (cmd.seq !== undefined) out.seq = cmd.seq
    return out
  },
})
