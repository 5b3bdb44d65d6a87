/**
 * Playing a sampled hex game on with the heuristic at every seat (the search bot's rollouts), and the value of where
 * it got to for one side. Everything runs through the rules (HexGame.play), so every rule in force applies.
 */
import { HexGame } from '../game'
import { isRefusal } from '../../refusal'
import type { HexCommand, HexState } from '../types'
import { rankCommands } from './heuristic'
import { positionValue } from './judge'

/** Play the heuristic's first command the rules take for the seat the game waits for; false when none is taken. */
export function heuristicStep(g: HexGame): boolean {
  const seat = g.waitingFor()[0]
  if (!seat) return false
  for (const cmd of rankCommands(g.view(seat), seat)) if (tryOn(g, cmd)) return true
  return false
}

/** Play `cmd` on the game; false (and nothing changed) when the rules refuse it. */
export function tryOn(g: HexGame, cmd: HexCommand): boolean {
  try {
    g.play(cmd)
    return true
  } catch (e) {
    if (isRefusal(e)) return false
    throw e
  }
}

/** The game waits for `seat`'s own move (not an answer to something asked). */
export function inOwnMove(s: HexState, seat: string): boolean {
  return s.phase === 'move' && s.pending.length === 0 && s.order[s.turn] === seat && !!s.move
}

/**
 * How good the state is for `side`, from `seat`'s plane: the game's end (±50), each plane still flying worth 10 less
 * 1.5 a hit and 1 a critical mark (the enemies' counted against), objectives done (8 each), the seat's position
 * (judge.ts), and the cards in hand as a resource.
 */
export function valueFor(s: HexState, side: string, seat: string): number {
  let v = 0
  if (s.phase === 'over' && s.result) v += s.result.winner === side ? 50 : s.result.winner ? -50 : 0
  for (const p of s.planes) {
    const c = p.crits
    const worth = p.status === 'flying' ? 10 - 1.5 * p.hits - (c.engine + c.cables + c.controls + (c.struts ? 1 : 0) + (c.gasTank !== null ? 2 : 0)) - (p.aircraft.observer && !p.crew.observer ? 1 : 0) : p.status === 'left-map' || p.status === 'landed' ? 3 : 0
    v += p.side === side ? worth : -worth
  }
  for (const o of s.setup.objectives) if (s.achieved.includes(o.id)) v += o.side === side ? 8 : -8
  for (const [who, hand] of Object.entries(s.hands)) {
    const mine = s.planes.find((p) => p.seat === who)?.side === side
    const worth = hand.length * 0.3 + hand.filter((c) => c.type === 'shoot' || c.type === 'recover' || c.type === 'ace').length * 0.3
    v += mine ? worth : -worth
  }
  const me = s.planes.find((p) => p.seat === seat)
  if (me && me.status === 'flying' && s.phase !== 'over') v += 0.5 * positionValue(s.setup, me, s.planes, { toFly: 0, stallRisk: 0.3, achieved: s.achieved, balloons: s.balloons })
  return v
}
