/**
 * Playing the rest of a turn with the real engine, on a copy of a sampled state: the plans given are committed
 * through the engine's own command path (so every rule in force applies: optional rules, altitude, pieces, scenario
 * objectives), and whatever else the turn asks for (fire orders, tailing reorders, a taxi, an AA gun's counter) is
 * answered by a quick responder playing each seat from that seat's view of the copy.
 */
import type { CompiledRules } from '../../engine/compiled'
import { applyCommandInPlace, waitingFor } from '../../engine/turn'
import type { Command, GameState, PlanCommand, PlaneId, SeatId } from '../../engine/types'
import { viewFor } from '../../engine/view'
import type { Policy } from '../policy'
import { safePlan } from '../plan-rules'

/** A seat's quick answers inside a rollout (fire orders and the like), never asked for a plan it was given. */
export type Responders = (seat: SeatId) => Policy

/** A cap on the answers asked in one turn: a turn waits on each plane a handful of times at most. */
const MAX_ROUNDS = 64

/**
 * Commit `plans` (plane id to its cards) on `state` in place and play until the next turn's planning, or the end.
 * Returns the state (the same object).
 */
export function playTurn(rules: CompiledRules, state: GameState, plans: ReadonlyMap<PlaneId, readonly string[]>, responders: Responders): GameState {
  const turn = state.turn
  for (const [plane, cards] of plans) {
    const p = state.planes.find((q) => q.id === plane)
    if (!p || p.status !== 'flying' || p.plan) continue
    const cmd: PlanCommand = { type: 'plan', seat: p.seat, plane, cards: [...cards] }
    if (!tryApply(rules, state, cmd)) tryApply(rules, state, { ...cmd, cards: safePlan(rules.byId.get(plane)!, undefined) })
  }
  for (let round = 0; round < MAX_ROUNDS && state.step !== 'over' && !(state.turn > turn && state.step === 'planning'); round++) {
    const waiting = waitingFor(rules, state)
    if (waiting.length === 0) break
    const seats = [...new Set(waiting.map((id) => state.planes.find((p) => p.id === id)!.seat))]
    let moved = false
    for (const seat of seats) {
      for (const cmd of responders(seat).decide(viewFor(state, seat))) if (tryApply(rules, state, cmd)) moved = true
      if (isOver(state)) break
    }
    if (!moved) break
  }
  return state
}

/** Apply a command if the rules accept it. */
function tryApply(rules: CompiledRules, state: GameState, cmd: Command): boolean {
  try {
    applyCommandInPlace(rules, state, cmd, null)
    return true
  } catch {
    return false
  }
}

function isOver(state: GameState): boolean {
  return state.step === 'over'
}
