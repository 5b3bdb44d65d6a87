/**
 * Asking the rules whether they take a command, on a state the bot sampled from its own view (determinize.ts): the
 * hex game's own `play` on a copy, so a bot never gives a command the rules refuse. Whether a seat's own command is
 * taken depends only on what the seat sees (its hand, the public planes), never on the hidden cards sampled.
 */
import { isRefusal } from '../../refusal'
import { HexGame } from '../game'
import type { HexCommand, HexState } from '../types'

/** The game after `cmd` on a copy of `state`, or null when the rules refuse it (the state is never changed). */
export function tryPlay(state: HexState, cmd: HexCommand): HexGame | null {
  const g = new HexGame(state)
  try {
    g.play(cmd)
    return g
  } catch (e) {
    if (isRefusal(e)) return null
    throw e
  }
}

/** The first of `cmds` the rules take on `state`, or null. */
export function firstTaken(state: HexState, cmds: Iterable<HexCommand>): HexCommand | null {
  for (const c of cmds) if (tryPlay(state, c)) return c
  return null
}
