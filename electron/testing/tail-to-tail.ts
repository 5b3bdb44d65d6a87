/**
 * A stand for the search's tests (issue 31's fifth pass): Face to Face's two planes tail to tail, as a traced game of
 * the ace against a training opponent left them. The Nieuport's last card a straight, so it may open its next turn
 * with an Immelmann (003 lines 41-43, 129-130); the Albatros's last card `albatrosLast`, an Immelmann by default, so it
 * must open with a straight (lines 128-129).
 */
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import type { GameState, LastManoeuvre } from '../../shared/engine/types'
import { content } from './fixtures'

export const IMMELMANN: LastManoeuvre = { steep: false, straight: false, immelmann: true }
export const STRAIGHT: LastManoeuvre = { steep: false, straight: true, immelmann: false }

/** The game, its state, and the Albatros's (a) and the Nieuport's (n) indices. */
export function tailToTail(albatrosLast: LastManoeuvre = IMMELMANN): { game: Game; state: GameState; a: number; n: number } {
  const game = Game.start(content, scenarioSetup(content, { scenario: 'face-to-face' }), 1)
  const state = game.state
  const a = state.planes.findIndex((p) => p.id === 'albatros')
  const n = state.planes.findIndex((p) => p.id === 'nieuport')
  Object.assign(state.planes[a], { x: 35, y: 31.4, h: 0, last: albatrosLast })
  Object.assign(state.planes[n], { x: 35, y: 23.6, h: Math.PI, last: STRAIGHT })
  return { game, state, a, n }
}
