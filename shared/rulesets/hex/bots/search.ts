/**
 * The hex game's search bot (the card game's search bot's approach, docs/ai.md): at the start of its move it
 *
 * 1. samples the hidden cards from its view (determinize.ts: the other hands and the deck's order drawn from the
 *    cards it has not seen, the game's generator from its own),
 * 2. makes candidate lines of this move's commands: each of the heuristic's best first steps that the rules take,
 *    flown on to the end of the move by the heuristic (its shots, cards and trade included),
 * 3. plays every line in every sample (the same samples for every line) and then every seat by the heuristic until
 *    its own next move begins (or the game ends), all through the rules (rollout.ts),
 * 4. keeps the line with the best mean value (rollout.ts valueFor), and gives its commands one at a time; a command
 *    the rules would no longer take (the game went otherwise) hands the rest of the move to the heuristic.
 *
 * The budget is counted, never timed: `lines` × `samples` rollouts a move, so a decision is the same on any machine.
 * Answers asked of it mid-move (evade, stall, recover, discard) are the heuristic's. It reads its view only: two
 * games that differ only in what its seat cannot see give it the same view, and so the same decisions.
 */
import type { RulesetPolicy, Seed } from '../../contract'
import type { RngState } from '../../../util/rng'
import type { HexContent } from '../content'
import { HexGame } from '../game'
import type { HexCommand, HexState, HexView } from '../types'
import { determinize } from './determinize'
import { rankCommands } from './heuristic'
import { heuristicStep, inOwnMove, tryOn, valueFor } from './rollout'
import { botRng } from './seed'
import { firstTaken, tryPlay } from './trial'

export interface SearchBudget {
  /** candidate lines a move (the heuristic's best first steps, each flown on) */
  lines: number
  /** sampled deals each line is played in */
  samples: number
  /** commands a rollout may play at most (a guard; a rollout ends at the seat's next move) */
  steps: number
}

export const SEARCH_BUDGET: SearchBudget = { lines: 6, samples: 6, steps: 300 }

/** the commands of a seat's own move (what a line holds) */
const MOVE_TYPES = new Set(['move', 'face', 'climb', 'dive', 'speed', 'card', 'shoot', 'observer-shoot', 'ground-fire', 'strafe', 'trade', 'end-move'])

/** Fly `first` and then the heuristic to the end of the seat's move on a copy of `state`: the seat's move commands. */
function lineFrom(state: HexState, seat: string, first: HexCommand, maxSteps: number): HexCommand[] | null {
  const g = tryPlay(state, first)
  if (!g) return null
  const line = [first]
  const round = state.round
  for (let i = 0; i < maxSteps && !g.over && g.state.round === round; i++) {
    const s = g.state
    if (s.order[s.turn] !== seat && !s.pending.length) break
    const who = g.waitingFor()[0]
    const before = g.commands.length
    if (!heuristicStep(g)) break
    const cmd = g.commands[before]
    if (who === seat && MOVE_TYPES.has(cmd.type)) line.push(cmd)
    if (cmd.type === 'end-move' && who === seat) break
  }
  return line
}

/** Play a line in a sample, then every seat by the heuristic until the seat's next move; the value for its side. */
function rollout(sample: HexState, seat: string, side: string, line: readonly HexCommand[], maxSteps: number): number {
  const g = new HexGame(sample)
  let i = 0
  const round = sample.round
  for (let n = 0; n < maxSteps && !g.over; n++) {
    const s = g.state
    if (s.round > round && inOwnMove(s, seat) && s.move!.moved === 0 && s.move!.cards === 0) break
    if (i < line.length && inOwnMove(s, seat) && s.round === round) {
      if (tryOn(g, line[i++])) continue
      i = line.length
    }
    if (!heuristicStep(g)) break
  }
  return valueFor(g.state, side, seat)
}

export class HexSearchBot implements RulesetPolicy<HexCommand, HexView> {
  private readonly rng: RngState
  /** the line chosen for this round's move, and how much of it has been given */
  private plan: { round: number; line: HexCommand[]; next: number } | null = null

  constructor(
    private readonly content: HexContent,
    readonly seat: string,
    seed: Seed,
    private readonly budget: SearchBudget = SEARCH_BUDGET,
  ) {
    this.rng = botRng(seed, seat, 'search')
  }

  decide(view: HexView): HexCommand[] {
    if (view.phase === 'over' || !view.waitingFor.includes(this.seat)) return []
    const sample = determinize(this.content, view, this.rng)
    const own = !view.pending.length && view.current === this.seat && !!view.move
    if (own) {
      if (!this.plan || this.plan.round !== view.round) this.plan = { round: view.round, line: this.search(view, sample), next: 0 }
      const plan = this.plan
      while (plan.next < plan.line.length) {
        const cmd = plan.line[plan.next++]
        if (tryPlay(sample, cmd)) return [cmd]
        // the game went otherwise than the line: the heuristic flies the rest of this move
        plan.next = plan.line.length
      }
    }
    const cmd = firstTaken(sample, rankCommands(view, this.seat))
    return cmd ? [cmd] : []
  }

  /** The best line for this move, by mean rollout value over the samples. */
  search(view: HexView, sample: HexState): HexCommand[] {
    const me = view.planes.find((p) => p.seat === this.seat)!
    const lines: HexCommand[][] = []
    const seen = new Set<string>()
    for (const first of rankCommands(view, this.seat)) {
      if (lines.length >= this.budget.lines) break
      const line = lineFrom(sample, this.seat, first, this.budget.steps)
      if (!line) continue
      const key = JSON.stringify(line)
      if (seen.has(key)) continue
      seen.add(key)
      lines.push(line)
    }
    if (lines.length <= 1) return lines[0] ?? []
    const samples = Array.from({ length: this.budget.samples }, () => determinize(this.content, view, this.rng))
    let best = 0
    let bestValue = -Infinity
    lines.forEach((line, k) => {
      let sum = 0
      for (const s of samples) sum += rollout(s, this.seat, me.side, line, this.budget.steps)
      if (sum > bestValue + 1e-9) {
        bestValue = sum
        best = k
      }
    })
    return lines[best]
  }
}
