/**
 * Data for the search's next-turn value (issue 31; shared/bots/search/next-turn.ts, docs/ai-passes.md, "Third pass"):
 * games between TRAINING-pool bots only (the search's veteran, the heuristic, greedy and flowchart bots, the recruit)
 * on the three duels, and for every turn of a duel that starts with both planes flying, where each plane stands
 * against the other (public: the table shows it) and the damage it then dealt the other in that turn, at each card's
 * deck average, as a share of the target's damage points. One line of JSON a record, a game's records
 * together. The held-out bots are never played: the bots are built from the training classes below, never looked up.
 *
 *   npx tsx electron/bench/value-data.ts --games 200 --seed 301 [--shard k/n] > records.jsonl
 *   (or --workers 2: shards run as child processes, their lines concatenated)
 */
import { parseArgs } from 'node:util'
import { cardArena } from '../../shared/arena/card-arena'
import { gameSeed } from '../../shared/arena/schedule'
import type { Policy } from '../../shared/bots/policy'
import { geometryOf } from '../../shared/bots/search/next-turn'
import { winFeatures } from '../../shared/bots/search/win-value'
import type { Content } from '../../shared/content/types'
import type { CompiledRules } from '../../shared/engine/compiled'
import type { GameState } from '../../shared/engine/types'
import type { CardGame } from '../../shared/rulesets/card'
import { writeShards } from './jsonl-shards'
import { TRAINING } from './training-pilots'

/** the pairings played in turn, game by game */
const MATCHES: [string, string][] = [
  ['veteran', 'veteran'],
  ['veteran', 'heuristic'],
  ['veteran', 'greedy'],
  ['veteran', 'flowchart'],
  ['heuristic', 'heuristic'],
  ['veteran', 'recruit'],
  ['heuristic', 'greedy'],
  ['recruit', 'flowchart'],
]
const SCENARIOS = ['duel-over-the-trenches', 'on-the-way-to-become-aces', 'face-to-face']

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '48' },
    seed: { type: 'string', default: '301' },
    workers: { type: 'string', default: '1' },
    shard: { type: 'string' },
  },
})

/** A record: plane a against plane b at the start of a turn, and the damage a dealt b in that turn. */
export interface ValueRecord {
  game: number
  scenario: string
  turn: number
  /** range in rulers, the enemy off a's nose, a off the enemy's nose (radians, 0 to PI) */
  r: number
  a: number
  b: number
  /** the damage a dealt b in this turn (each card at its deck's average, a share of b's damage points) */
  dealt: number
  /** a against b at the turn's start as the win value sees them (win-value.ts's WIN_FEATURES, in order) */
  f: number[]
  /** whether a's side won the game (1) or not (0: lost, or drawn) */
  won: number
}

/** Expected damage points of the cards a plane took between two states, as a share of its damage points. */
function damageTaken(rules: CompiledRules, before: GameState, after: GameState, i: number, avg: Record<string, number>): number {
  let pts = 0
  for (let k = before.planes[i].damage.length; k < after.planes[i].damage.length; k++) pts += avg[after.planes[i].damage[k].charAt(0)] ?? 0
  return pts / rules.planes[i].aircraft.damagePoints
}

function play(content: Content, g: number, seed: number): ValueRecord[] {
  const [x, y] = MATCHES[g % MATCHES.length]
  const scenario = SCENARIOS[Math.floor(g / MATCHES.length) % SCENARIOS.length]
  const swap = Math.floor(g / (MATCHES.length * SCENARIOS.length)) % 2 === 1
  const setup = cardArena.setup(content, { scenario, variant: null })
  const s = gameSeed(seed, g)
  const policies = new Map<string, Policy>(setup.seats.map((seat, k) => [seat.id, TRAINING[(k === 0) !== swap ? x : y](content, seat.id, s)]))
  const game = (cardArena.start(content, setup, s, 60) as CardGame).game
  const rules = game.rules
  const avg: Record<string, number> = {}
  for (const [letter, deck] of Object.entries(rules.damageDecks)) avg[letter] = deck.cards.reduce((t, c) => t + (c.points ?? 0), 0) / deck.cards.length
  const starts: GameState[] = []
  let turn = -1
  for (let guard = 0; guard < 5000 && !game.over; guard++) {
    if (game.state.step === 'planning' && game.state.turn !== turn) {
      turn = game.state.turn
      starts.push(structuredClone(game.state))
    }
    const waiting = new Set(game.waitingFor())
    const seats = [...new Set(game.state.planes.filter((p) => waiting.has(p.id)).map((p) => p.seat))]
    if (!seats.length) break
    for (const seat of seats) for (const cmd of policies.get(seat)!.decide(game.view(seat)) as never[]) game.play(cmd)
  }
  starts.push(structuredClone(game.state))
  const out: ValueRecord[] = []
  const planes = rules.planes.flatMap((p, i) => (p.kind === 'aeroplane' ? [i] : []))
  if (planes.length !== 2) return out
  const winner = game.state.result?.winner ?? null
  const share = (st: GameState, i: number): number => st.planes[i].damageTotal / rules.planes[i].aircraft.damagePoints
  for (let t = 0; t + 1 < starts.length; t++) {
    const st = starts[t]
    if (planes.some((i) => st.planes[i].status !== 'flying')) continue
    for (const [i, j] of [
      [planes[0], planes[1]],
      [planes[1], planes[0]],
    ]) {
      out.push({
        game: g,
        scenario,
        turn: st.turn,
        ...geometryOf(st.planes[i], st.planes[j], rules.ruler),
        dealt: damageTaken(rules, st, starts[t + 1], j, avg),
        f: winFeatures(rules, st, i, j, share(st, i), share(st, j)),
        won: winner !== null && winner === st.planes[i].team ? 1 : 0,
      })
    }
  }
  return out
}

void writeShards({ games: Number(values.games), workers: Number(values.workers), shard: values.shard }, (content, g) => play(content, g, Number(values.seed)))
