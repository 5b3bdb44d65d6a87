/**
 * 003 Balloon busting, what a balloon's owner may order (rules/balloons): winch it down (with the altitude rules also
 * stop the descent and start it again, lines 574-583; without them once, where the scenario gives a winch: A Race
 * against Time), and bail its observers out (Bailing Out, lines 787-801). Each order with whether the engine takes it
 * now and, when not, why, in the engine's own words.
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import { bailProblem } from '../../../../../shared/engine/rules/balloons/bailing-out'
import { winchProblem } from '../../../../../shared/engine/rules/balloons/winch'
import type { GameState } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'

export interface BalloonOrder {
  kind: 'down' | 'stop' | 'bail'
  label: string
  /** why the engine would refuse it now; null when it takes it */
  refused: string | null
}

export interface BalloonOrders {
  plane: string
  orders: BalloonOrder[]
}

/** The seat's balloons in the air and the orders each may be given now (none shown that can never be given). */
export function balloonOrders(rules: CompiledRules, view: GameView, seat: string | null): BalloonOrders[] {
  if (!seat || view.step === 'over') return []
  // the engine's checks read only what the view holds in public: statuses, levels, the winch and the observers
  const ctx = { rules, state: view as unknown as GameState, events: null }
  const out: BalloonOrders[] = []
  // orders that can never be given in this game are not offered: the winch is ordered with the altitude rules, or where
  // the scenario gives one (A Race against Time); the observers bail out where the scenario puts observers aboard
  const winches = view.setup.options.altitude === true || view.setup.balloons?.winch !== undefined
  const observers = view.setup.balloons?.observers !== undefined
  view.planes.forEach((p, i) => {
    if (p.seat !== seat || p.status !== 'standing' || rules.planes[i].kind !== 'balloon') return
    const orders: BalloonOrder[] = []
    const coming = p.effects?.winch?.down === true
    const down = winchProblem(ctx, i, true)
    const stop = winchProblem(ctx, i, false)
    if (winches && !coming) orders.push({ kind: 'down', label: p.effects?.winch ? 'Winch down again' : 'Winch down', refused: down })
    if (coming && view.setup.options.altitude === true) orders.push({ kind: 'stop', label: 'Stop the winch', refused: stop })
    if (observers) orders.push({ kind: 'bail', label: 'Observers bail out', refused: bailProblem(ctx, i) })
    if (orders.length) out.push({ plane: p.id, orders })
  })
  return out
}
