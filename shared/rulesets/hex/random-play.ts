/**
 * Random games for tests and tools: at each point a seat gives a uniformly random command of those the rules take
 * (candidates from its view, tried on the game in a random order; a refused one changes nothing). Seeded, so a
 * failing game replays.
 */
import { nextInt, seedRng, shuffle, type RngState } from '../../util/rng'
import { isRefusal } from '../refusal'
import type { HexGame } from './game'
import { onMap, step } from './geometry'
import { candidates } from './legal'
import type { Card, HexCommand } from './types'

const ATTACKS = ['shoot', 'observer-shoot', 'ground-fire', 'strafe', 'stall', 'evade', 'recover']

function cardType(hand: Card[], id: unknown): string {
  return hand.find((c) => c.id === id)?.type ?? ''
}

/** Plays one random command the rules take for the seat the game waits for; false when there is none. */
export function playRandom(game: HexGame, rng: RngState, aggressive = false): HexCommand | null {
  const seat = game.waitingFor()[0]
  if (!seat) return null
  const view = game.view(seat)
  const me = view.planes.find((p) => p.seat === seat)!
  const leaves = (c: HexCommand) => (c.type === 'move' && !onMap(step(me.hex, me.facing), view.setup.map)) || (c.type === 'dive' && me.altitude === 1) || (c.type === 'card' && c.altitude === -1 && me.altitude === 1)
  const cands = shuffle(rng, candidates(view, seat))
  // a move ends sooner when ending it is tried first now and then
  if (nextInt(rng, 4) === 0) cands.sort((a, b) => Number(b.type === 'end-move' || b.type === 'pass') - Number(a.type === 'end-move' || a.type === 'pass'))
  // near an edge, turning first; flying off the map or down to the ground only when nothing else is taken (so the
  // games last long enough to fight)
  const edge = !onMap(step(me.hex, me.facing, 3), view.setup.map)
  const turns = (c: HexCommand) => edge && (c.type === 'face' || (c.type === 'card' && /left|right/.test(String(c.as ?? cardType(view.hand, c.card)))))
  cands.sort((a, b) => Number(leaves(a)) - Number(leaves(b)) || Number(turns(b)) - Number(turns(a)))
  // an aggressive player fires, stalls and evades whenever the rules let it
  if (aggressive) cands.sort((a, b) => Number(ATTACKS.includes(b.type)) - Number(ATTACKS.includes(a.type)))
  for (const c of cands) {
    try {
      game.play(c)
      return c
    } catch (e) {
      if (!isRefusal(e)) throw e
    }
  }
  return null
}

/** Plays a whole random game (up to `max` commands), calling `each` after every command. */
export function playRandomGame(game: HexGame, seed: number, each?: (cmd: HexCommand) => void, max = 5000, aggressive = false): number {
  const rng = seedRng(seed)
  let n = 0
  while (!game.over && n < max) {
    const c = playRandom(game, rng, aggressive)
    if (!c) throw new Error(`no command is taken for ${game.waitingFor().join(', ')} (round ${game.state.round})`)
    n++
    each?.(c)
  }
  return n
}
