/**
 * The hex game of 002 in the arena: a scenario of assets/hex/ (no variants, no free dogfight); the sides are the
 * planes' sides (one seat a plane, 002's "1 plane per player"), in the order the scenario first names them; the game
 * ends at the scenario's turn limit or the arena's --max-turns rounds, whichever is sooner; the outcome read from the
 * ended state (the winning side, planes that left the map, planes shot down or crashed).
 */
import type { HexContent } from '../rulesets/hex/content'
import { hexRuleset } from '../rulesets/hex'
import type { HexSetup, HexState } from '../rulesets/hex/types'
import type { ArenaAdapter, ArenaSide } from './adapter'

/** what a plane that counts as brought down became */
const DOWNED = new Set(['shot-down', 'crashed'])

/** The commands of a seat's own move (a call that gives one of them is timed as planning; answers are "other"). */
const MOVE_COMMANDS = new Set(['forward', 'face', 'climb', 'dive', 'speed', 'card', 'shoot', 'observer-shoot', 'ground-fire', 'strafe', 'end-move', 'trade'])

/** a short name for why the game ended, from its result's words (victory.ts) */
function reasonOf(over: boolean, words: string): string {
  if (!over) return 'stalled'
  if (words.includes('turn limit')) return 'turn-limit'
  if (words.includes('objective')) return 'objectives'
  if (words.includes('no enemy plane')) return 'last-standing'
  if (words.includes('no plane is left')) return 'no-plane-left'
  return words
}

export const hexArena: ArenaAdapter<HexContent, HexSetup> = {
  ruleset: hexRuleset,
  setup(content, table) {
    if ('free' in table) throw new Error("--free plays the card game's free dogfight; the hex game plays --scenario")
    if (table.variant) throw new Error(`the hex game's scenarios have no variants (--variant ${table.variant})`)
    return hexRuleset.setupFor(content, table.scenario)
  },
  title: (setup) => `${hexRuleset.title}: ${setup.title}`,
  sides(setup) {
    const sides: ArenaSide[] = []
    for (const p of setup.planes) {
      let side = sides.find((s) => s.id === p.side)
      if (!side) sides.push((side = { id: p.side, seats: [] }))
      if (!side.seats.includes(p.seat)) side.seats.push(p.seat)
    }
    if (sides.length !== 2) throw new Error(`${setup.title} has ${sides.length} sides; the arena plays games of two`)
    return [sides[0], sides[1]]
  },
  turnLimit: (setup, maxTurns) => Math.min(setup.turnLimit, maxTurns),
  start(content, setup, seed, maxTurns) {
    return hexRuleset.start(content, { ...setup, turnLimit: Math.min(setup.turnLimit, maxTurns) }, seed)
  },
  plans: (cmds) => (cmds.some((c) => MOVE_COMMANDS.has(c.type)) ? 1 : 0),
  outcome(game, _players, aSide) {
    const s = game.state as HexState
    const winner = game.result()?.winner ?? null
    const count = (mine: boolean, status: (x: string) => boolean) => s.planes.filter((p) => (p.side === aSide) === mine && status(p.status)).length
    return {
      result: winner === null ? 'draw' : winner === aSide ? 'a' : 'b',
      reason: reasonOf(game.over, s.result?.words ?? ''),
      turns: s.round,
      exits: { a: count(true, (x) => x === 'left-map'), b: count(false, (x) => x === 'left-map') },
      downed: { a: count(false, (x) => DOWNED.has(x)), b: count(true, (x) => DOWNED.has(x)) },
    }
  },
}
