/**
 * Planes that enter later (003 Scenarios): a plane kept off the table at the start, put on it at a given turn.
 *
 * A Lonely Sentinel (003 lines 1288-1292): "An Albatros D.III is kept off the table: The German player puts either a
 * left or a right manoeuvre card facedown on top of the manoeuvre deck. At the end of the second turn, he shows the
 * card and puts the Albatros on the German side of the table, in the left or in the right corner depending on the
 * manoeuvre chosen. It will move and fire normally from the third turn onward." A Pair of Sentinels (lines
 * 1437-1441) and Into the Mud's variant (lines 1200-1203) say the same; A Hard Task (lines 1369-1370, 1378-1379) has
 * planes that simply arrive: "At the start of the second turn, a Halberstadt D.III arrives at the far left corner".
 *
 * A plane with SetupPlane.enters is 'waiting' from the start (turn.ts createGame): off the table, no loop over
 * flying planes sees it, and its side has not lost while it is still to come (victory.ts). With a choice of places,
 * its seat chooses in secret (the 'enter' command) before the first card of turn 1 is revealed: the game waits for
 * it (awaited), and the other seats see only that a choice was made (effects.entry, view.ts). When its turn starts
 * ("at the end of the second turn" is the same moment as the start of the third: nothing happens between them) it
 * is put at its place, revealed to all ('entered'), and plans and flies from then on.
 *
 * Judgement calls: a place taken by another stand puts the plane at the nearest free spot along its edge (a stand
 * clearance at a time, toward the middle of the table first), never off the table; it enters with no manoeuvre
 * counter (as at the start of a game), and with the altitude rules at its setup level (2 unless the scenario says:
 * Into the Mud's variant "the planes enter at a level of 2 with no climb counters"; A Hard Task lets the players choose,
 * which they do in New game, before the game rather than as the plane enters: setup levels, scenario levelsChosen).
 */
import type { CompiledRules } from '../rule-types'
import type { EntryPlace, GameEvent, GameState, PlaneState } from '../state-types'
import type { HookContext, RuleModule } from './hooks'
import { z } from 'zod'
import { CommandError } from '../command-error'
import { planeFor } from '../command-checks'
import { defineCommand } from '../command-kind'
import { id, seq } from '../command-fields'

/** Whether plane i's seat has a choice of places to make (more than one place). */
function choosing(rules: CompiledRules, i: number): boolean {
  return (rules.setup.planes[i].enters?.places.length ?? 0) > 1
}

/** Why the seat of plane i may not choose `place` now (null: it may). */
export function enterProblem(rules: CompiledRules, state: GameState, i: number, place: string): string | null {
  const plane = state.planes[i]
  const enters = rules.setup.planes[i].enters
  if (!enters || plane.status !== 'waiting') return `plane "${plane.id}" is not kept off the table: it has no place to choose`
  if (!choosing(rules, i)) return `plane "${plane.id}" enters at its one place; there is nothing to choose`
  if (!enters.places.some((p) => p.id === place)) return `plane "${plane.id}" enters at ${enters.places.map((p) => p.id).join(' or ')}, not "${place}"`
  if (state.turn !== 1 || state.phase !== 0 || state.step !== 'planning') return 'the place is chosen before the first card of turn 1 is revealed'
  if (plane.effects?.entry?.chosen) return `the place of plane "${plane.id}" has already been chosen`
  return null
}

/** The seat's secret choice, kept with the plane until it enters (a validated 'enter' command). */
export function chooseEntry(state: GameState, i: number, place: string, events: GameEvent[] | null): void {
  const plane = state.planes[i]
  plane.effects!.entry = { chosen: true, place }
  events?.push({ type: 'entry-chosen', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id })
  events?.push({ type: 'entry-recorded', to: [plane.seat], turn: state.turn, phase: state.phase, plane: plane.id, place })
}

/**
 * Where a plane entering at `place` is put: there, or if another stand is there, the nearest free spot along the
 * same edge, a stand clearance at a time, toward the middle of the table first; never off the table.
 */
export function entryPose(rules: CompiledRules, planes: readonly PlaneState[], place: EntryPlace): { x: number; y: number; h: number } {
  const h = (place.heading * Math.PI) / 180
  const c = rules.standClearance
  const { width, depth } = rules.setup.table
  const free = (x: number, y: number) => planes.every((p) => p.status !== 'flying' || (p.x - x) ** 2 + (p.y - y) ** 2 >= c * c)
  if (free(place.x, place.y)) return { x: place.x, y: place.y, h }
  // along the edge: square to the heading
  const ax = Math.cos(h)
  const ay = -Math.sin(h)
  const inward = (width / 2 - place.x) * ax + (depth / 2 - place.y) * ay >= 0 ? 1 : -1
  for (let k = 1; k <= 40; k++) {
    for (const s of [inward, -inward]) {
      const x = place.x + s * k * c * ax
      const y = place.y + s * k * c * ay
      if (x < 0 || y < 0 || x > width || y > depth) continue
      if (free(x, y)) return { x, y, h }
    }
  }
  return { x: place.x, y: place.y, h }
}

function enter(ctx: HookContext, i: number): void {
  const { rules, state, events } = ctx
  const plane = state.planes[i]
  const enters = rules.setup.planes[i].enters!
  const chosen = plane.effects?.entry?.place
  const place = enters.places.find((p) => p.id === chosen) ?? enters.places[0]
  const at = entryPose(rules, state.planes, place)
  plane.x = at.x
  plane.y = at.y
  plane.h = at.h
  plane.status = 'flying'
  plane.last = null
  if (plane.effects?.entry) plane.effects.entry = { chosen: true, place: place.id }
  events?.push({ type: 'entered', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, place: place.id, at: { ...at } })
}

export const entering: RuleModule = {
  id: 'entering',
  source: '003 Scenarios: A Lonely Sentinel (lines 1288-1292), A Pair of Sentinels (1437-1441), A Hard Task (1369-1370, 1378-1379), Into the Mud variant (1200-1203)',

  beforePlanning(ctx: HookContext) {
    const { rules, state } = ctx
    for (let i = 0; i < state.planes.length; i++) {
      const plane = state.planes[i]
      if (plane.status !== 'waiting') continue
      if (state.turn === 1 && choosing(rules, i) && plane.effects && !plane.effects.entry) plane.effects.entry = { chosen: false, place: null }
      if (rules.setup.planes[i].enters!.turn <= state.turn) enter(ctx, i)
    }
  },

  awaited(ctx: HookContext) {
    const { rules, state } = ctx
    if (state.turn !== 1) return []
    const out: string[] = []
    for (let i = 0; i < state.planes.length; i++) {
      const p = state.planes[i]
      if (p.status === 'waiting' && choosing(rules, i) && !p.effects?.entry?.chosen) out.push(p.id)
    }
    return out
  },
}

/** the one command a plane kept off the table gives */
const WAITING_TOO = { waiting: true }

/**
 * A plane kept off the table (003 A Lonely Sentinel, lines 1288-1292: "puts either a left or a right manoeuvre card
 * facedown"): its seat chooses in secret where it will enter, before the first card of turn 1 is revealed
 */
const enterSchema = z.strictObject({ type: z.literal('enter'), seat: id, plane: id, place: id, seq })
export type EnterCommand = z.infer<typeof enterSchema>

export const enterCommand = defineCommand({
  type: 'enter',
  schema: enterSchema,
  validate(rules, state, cmd) {
    const plane = planeFor(rules, state, cmd, WAITING_TOO)
    if (typeof cmd.place !== 'string') throw new CommandError('malformed', 'an entry names its place, e.g. "left" or "right"')
    const problem = enterProblem(rules, state, rules.byId.get(plane.id)!.index, cmd.place)
    if (problem) throw new CommandError(problem.startsWith('the place is chosen before') ? 'wrong-step' : problem.includes('already') ? 'already-done' : 'illegal-plan', problem)
    return plane
  },
  apply(rules, state, cmd, plane, events) {
    chooseEntry(state, rules.byId.get(plane.id)!.index, cmd.place, events)
    // an answer awaited before the first card, like the plans
    return 'planned'
  },
  copy(cmd) {
    const enter: EnterCommand = { type: 'enter', seat: cmd.seat, plane: cmd.plane, place: cmd.place }
    if (cmd.seq !== undefined) enter.seq = cmd.seq
    return enter
  },
})
