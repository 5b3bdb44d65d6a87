/**
 * 003 Altitude Optional Rules, Flying Higher (lines 433-453): a floor for the scenario, a ceiling three levels above
 * it, and each aircraft's own ceiling (the table at line 487).
 *
 * "each game starts with a specific 'floor' that is the minimum altitude at which the planes can fly ... The
 * 'ceiling' is 3 levels higher ... No plane can climb above its maximum altitude nor above the ceiling of the
 * scenario ... No plane can dive below the floor of the scenario."
 */
import type { CompiledRules } from '../../rule-types'
import type { AltitudeState, GameEvent, GameState, RulesOptions } from '../../state-types'
import type { GameView } from '../../view'
import { inClouds } from './cloud-cover'
import { z } from 'zod'
import { CommandError } from '../../command-error'
import { defineCommand } from '../../command-kind'
import { seq } from '../../command-fields'

/** How far above the floor the scenario's ceiling is. */
export const CEILING_ABOVE_FLOOR = 3

/** The highest level a plane may reach: the scenario's ceiling, or its own if lower. */
export function topLevel(floor: number, aircraftCeiling: number): number {
  return Math.min(floor + CEILING_ABOVE_FLOOR, aircraftCeiling)
}

/**
 * The highest level a plane may reach with a cloud cover above the ceiling: "It is then allowed to climb above the
 * ceiling reaching the cloud cover" (Cloud Cover, lines 459-460), but "No plane can climb above its maximum altitude"
 * (lines 439-441): with Flying Higher's floor, a plane whose own maximum is below the cover stops at it.
 */
export function topUnderCover(floor: number | undefined, aircraftCeiling: number, cover: number): number {
  return floor === undefined ? cover : Math.min(cover, aircraftCeiling)
}

/**
 * Why a plane may not start at `level` (null: it may): "It must be at least 1, no lower than the floor, and no
 * higher than the ceiling."
 */
export function startLevelProblem(level: number, floor: number, top: number): string | null {
  if (level < Math.max(1, floor)) return `a plane starts at level ${Math.max(1, floor)} at least`
  if (level > top) return `a plane starts no higher than level ${top}`
  return null
}

/**
 * The floors the players may agree to move to before planning (lines 444-445): "The choice of the new floor must be
 * made in a way that all planes still in the game are at an altitude included between the floor and the ceiling."
 */
export function floorsAllowed(levels: readonly number[]): number[] {
  if (levels.length === 0) return []
  const low = Math.max(0, Math.max(...levels) - CEILING_ABOVE_FLOOR)
  const high = Math.min(...levels)
  const out: number[] = []
  for (let f = low; f <= high; f++) out.push(f)
  return out
}

/**
 * What the agreement to move the floor looks at: the game's step and phase, and each plane's seat, status, altitude
 * and whether it has planned this turn. A game state gives it (situationOfState), and so does a seat's view
 * (situationOfView: the altitudes are public, and so is whether a plane has committed), so the engine, the bots and
 * the screen all ask the one check below.
 */
export interface FloorSituation {
  step: string
  phase: number
  planes: readonly { seat: string; status: string; planned: boolean; effects?: { alt?: AltitudeState } }[]
}

export function situationOfState(state: GameState): FloorSituation {
  return { step: state.step, phase: state.phase, planes: state.planes.map((p) => ({ seat: p.seat, status: p.status, planned: p.plan !== null, effects: p.effects })) }
}

export function situationOfView(view: GameView): FloorSituation {
  return { step: view.step, phase: view.phase, planes: view.planes.map((p) => ({ seat: p.seat, status: p.status, planned: p.committed, effects: p.effects })) }
}

/**
 * Why `seat` may not agree to move the floor to `floor` now (null: it may), lines 442-445: "Before planning a turn,
 * any player can propose to change the floor and the ceiling of the scenario. Any new floor can be chosen, if all
 * players agree ... The choice of the new floor must be made in a way that all planes still in the game are at an
 * altitude included between the floor and the ceiling." A plane in the clouds (Cloud Cover, above the ceiling by its
 * own rule) is left out, and the new ceiling stays below the cover ("the cloud cover stays at the same level").
 */
export function floorProblem(rules: CompiledRules, state: GameState, seat: string, floor: number | null): string | null {
  return floorProblemIn(rules.setup.options, situationOfState(state), seat, floor)
}

/** floorProblem for any situation (a state's or a view's): the one check. */
export function floorProblemIn(o: RulesOptions, at: FloorSituation, seat: string, floor: number | null): string | null {
  if (!o.altitude || o.floor === undefined) return "the floor is moved only with Flying Higher's floor in force (options altitude and floor)"
  if (at.step !== 'planning' || at.phase !== 0 || at.planes.some((p) => p.status === 'flying' && p.planned)) return 'the floor is moved before planning a turn, before any plane has planned'
  if (!at.planes.some((p) => p.seat === seat && p.status === 'flying')) return `seat "${seat}" has no plane in the game`
  if (floor === null) return null
  const allowed = floorsOpen(o, at)
  if (!allowed.includes(floor)) return `a floor of ${floor} would leave a plane outside the floor and the ceiling: the floor may be ${allowed.join(', ') || 'nowhere else'}`
  return null
}

/**
 * The floors `seat` may agree to now (empty: it may agree to none, or may not agree at all now), in order: what the
 * bots pick from and the screen offers.
 */
export function floorChoices(o: RulesOptions, at: FloorSituation, seat: string): number[] {
  if (floorProblemIn(o, at, seat, null) !== null) return []
  return floorsOpen(o, at)
}

/**
 * Whether a bot at `seat` waits before planning so that the people at the table may still propose a floor: the
 * agreement is open, and a seat a person plays (`people`) has a plane in the game and has not agreed yet. A bot
 * answers at once, and its plan would close the agreement ("Before planning a turn") before a person could speak;
 * waiting costs nothing, since the people must plan anyway and the bot plans as soon as the game moves.
 */
export function botWaitsForPeople(o: RulesOptions, at: FloorSituation, agreed: Readonly<Record<string, number>> | undefined, seat: string, people: ReadonlySet<string>): boolean {
  if (floorProblemIn(o, at, seat, null) !== null) return false
  return at.planes.some((p) => p.status === 'flying' && p.seat !== seat && people.has(p.seat) && agreed?.[p.seat] === undefined)
}

function floorsOpen(o: RulesOptions, at: FloorSituation): number[] {
  return floorsAllowed(aloftLevels(at, o.cloudCover)).filter((f) => o.cloudCover === undefined || f + CEILING_ABOVE_FLOOR < o.cloudCover)
}

function aloftLevels(at: FloorSituation, cover: number | undefined): number[] {
  const out: number[] = []
  for (const p of at.planes) if (p.status === 'flying' && p.effects?.alt && !inClouds(p, cover)) out.push(p.effects.alt.level)
  return out
}

/**
 * A seat agrees to the floor `floor` (or withdraws with null); once every seat with a plane in the game agrees to the
 * same floor, it moves "instantly" (line 450): each plane's floor, and its top (the new ceiling, or its own if lower;
 * the cloud cover where there is one). Agreements last until the turn's plans begin.
 */
export function agreeFloor(rules: CompiledRules, state: GameState, seat: string, floor: number | null, events: GameEvent[] | null): void {
  const agreed = state.floorAgreed?.turn === state.turn ? state.floorAgreed.seats : {}
  if (floor === null) delete agreed[seat]
  else agreed[seat] = floor
  state.floorAgreed = { turn: state.turn, seats: agreed }
  events?.push({ type: 'floor-agreed', to: 'all', turn: state.turn, phase: 0, seat, floor })
  if (floor === null) return
  const players = new Set(state.planes.filter((p) => p.status === 'flying').map((p) => p.seat))
  for (const s of players) if (agreed[s] !== floor) return
  const cover = rules.setup.options.cloudCover
  for (let i = 0; i < state.planes.length; i++) {
    const alt = state.planes[i].effects?.alt
    if (!alt) continue
    alt.floor = floor
    const own = rules.planes[i].aircraft.ceiling
    alt.top = cover === undefined ? topLevel(floor, own) : topUnderCover(floor, own, cover)
  }
  delete state.floorAgreed
  events?.push({ type: 'floor-moved', to: 'all', turn: state.turn, phase: 0, floor, ceiling: floor + CEILING_ABOVE_FLOOR })
}

/**
 * 003 Flying Higher (lines 442-445): before planning a turn, a seat proposes or agrees to move the scenario's floor
 * (null withdraws); it moves once every seat with a plane in the game agrees to the same floor
 */
const floorSchema = z.strictObject({ type: z.literal('floor'), seat: z.string().min(1).max(80), floor: z.number().int().min(0).max(20).nullable(), seq })
export type FloorCommand = z.infer<typeof floorSchema>

export const floorCommand = defineCommand<typeof floorSchema, null>({
  type: 'floor',
  schema: floorSchema,
  validate(rules, state, cmd) {
    if (typeof cmd.seat !== 'string') throw new CommandError('malformed', 'the command names no seat')
    if (cmd.floor !== null && !Number.isInteger(cmd.floor)) throw new CommandError('malformed', 'a floor is a whole level, or null to withdraw')
    const problem = floorProblem(rules, state, cmd.seat, cmd.floor)
    if (problem) throw new CommandError(problem.startsWith('the floor is moved before') ? 'wrong-step' : 'illegal-plan', problem)
    return null
  },
  apply(rules, state, cmd, _none, events) {
    agreeFloor(rules, state, cmd.seat, cmd.floor, events)
    return undefined
  },
  copy(cmd) {
    const floor: FloorCommand = { type: 'floor', seat: cmd.seat, floor: cmd.floor }
    if (cmd.seq !== undefined) floor.seq = cmd.seq
    return floor
  },
})
