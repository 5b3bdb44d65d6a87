/**
 * A bomb run over the target, the scenarios' own bombing rule in place of the bomb card (003 Wings over the
 * Flanders, lines 1146-1148: "to bomb the target, the D.H. 4 must pass over it: at any moment, the aircraft card or
 * the manoeuvre card must overlap the centre of the target card to drop bombs. The bomb run cannot be made if the
 * observer is incapacitated"; A Hard Task, lines 1385-1387: "must pass over it at an altitude of 2 or less").
 *
 * The bomber still chooses the card to drop its bombs with (lines 825-826). When that card is flown, the bombs fall on
 * a target card whose centre the plane passed over during it: its base at any point of the manoeuvre, from where it
 * stood to where the card put it (the manoeuvre card lies under that path, a base wide), as seen in 24 steps. They
 * hit in full, at once: the run is made low, and the rule speaks of the target bombed, not of a bomb card's cover.
 * Over no target's centre they miss. With the observer incapacitated, or higher than the scenario allows, no run is
 * made and the bombs stay aboard (event `bombs-held`).
 */
import type { CardMove, TurnDirection } from '../../../content/types'
import { baseCorners, pointInRectangle } from '../../../geometry/base'
import { standPath } from '../../../geometry/manoeuvre'
import { advance, type Pose } from '../../../geometry/pose'
import type { CompiledRules } from '../../rule-types'
import type { GameState, PlaneState } from '../../state-types'
import { observerOut } from './photo'

/** Whether a base of this shape, flying this card from `start`, passes over the point at some moment of the card. */
export function passesOver(start: Pose, shape: { width: number; depth: number }, move: CardMove, turn: TurnDirection | null, point: { x: number; y: number }): boolean {
  const corners = new Float64Array(8)
  for (const step of standPath(move, turn, shape.depth)) {
    baseCorners(advance(start, step.right, step.forward, step.turn), shape, corners)
    if (pointInRectangle(corners, point.x, point.y)) return true
  }
  return false
}

/** Why plane i cannot make its bomb run now (its observer incapacitated, flying too high), or null. */
export function bombRunProblem(rules: CompiledRules, plane: PlaneState, i: number): string | null {
  const run = rules.setup.planes[i].bombRun
  if (!run) return null
  if (observerOut(plane)) return 'the bomb run cannot be made with the observer incapacitated'
  const level = plane.effects?.alt?.level
  if (run.maxLevel !== undefined && level !== undefined && level > run.maxLevel) return `the bomb run is made at an altitude of ${run.maxLevel} or less`
  return null
}

/** The target card whose centre plane i passed over flying this card from `start`, or null. */
export function targetPassedOver(rules: CompiledRules, state: GameState, i: number, start: Pose, move: CardMove, turn: TurnDirection | null): string | null {
  const shape = rules.planes[i].shape
  for (let k = 0; k < state.planes.length; k++) {
    const t = state.planes[k]
    if (rules.planes[k].kind === 'target' && passesOver(start, shape, move, turn, t)) return t.id
  }
  return null
}
