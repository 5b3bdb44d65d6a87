/**
 * The raw resolution: the engine's phase functions called directly, as a bot's look-ahead would, with the event
 * log off and no command validation, command log or victory check. Every plane fires at its first target.
 */
import { allCorners, fireOptions } from '../../../shared/engine/firing'
import { resolveFire } from '../../../shared/engine/fire-resolution'
import { moveAll } from '../../../shared/engine/movement'
import { revealManoeuvres } from '../../../shared/engine/reveal'
import { createGame } from '../../../shared/engine/turn'
import type { FireOrder, GameState } from '../../../shared/engine/types'
import { resetPlanes, type Arena } from './arena'

export class RawPath {
  private readonly state: GameState
  private corners: Float64Array = new Float64Array(0)
  private turnIndex = 0
  phases = 0

  constructor(private readonly a: Arena) {
    this.state = createGame(a.rules, 42)
  }

  /** Three phases from the next furball. */
  turn(): number {
    const s = this.state
    const t = ++this.turnIndex
    resetPlanes(this.a, s, t)
    for (let i = 0; i < s.planes.length; i++) {
      s.planes[i].plan = this.a.plans[i][(t * 7 + i) & 63]
      s.planes[i].executed.length = 0
    }
    for (let k = 1; k <= 3; k++) {
      s.phase = k
      const flown = revealManoeuvres(this.a.rules, s, null)
      moveAll(this.a.rules, s, flown, null)
      this.corners = allCorners(this.a.rules, s, this.corners)
      s.fireOptions = fireOptions(this.a.rules, s, this.corners)
      const orders: Record<string, FireOrder> = {}
      for (const o of s.fireOptions) {
        const order = (orders[o.plane] ??= {})
        if (order[o.arc] === undefined) order[o.arc] = o.target
      }
      s.fireOrders = orders
      resolveFire(this.a.rules, s, null)
    }
    this.phases += 3
    return 3
  }
}
