/**
 * A stand for the search's tests (candidates.test.ts, own-vs-replies.test.ts, spread.test.ts): the Dr.I crosses ahead
 * of the Camel from left to right, a little over a ruler away; flying straight it would stay in front of the Camel's nose.
 */
import type { CompiledRules } from '../../shared/engine/compiled'
import type { GameView, PlaneView } from '../../shared/engine/view'
import { startGame } from './fixtures'

export const crossing = () =>
  startGame([
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 80, y: 95, heading: 90 },
  ])

/** The crossing seen from the Camel's seat: the rules, its view, the Camel (`me`) and the Dr.I (`them`). */
export function crossingDuel(): { rules: CompiledRules; view: GameView; me: PlaneView; them: PlaneView } {
  const game = crossing()
  const view = game.view('allied')
  return { rules: game.rules, view, me: view.planes.find((p) => p.id === 'camel')!, them: view.planes.find((p) => p.id === 'dr1')! }
}
