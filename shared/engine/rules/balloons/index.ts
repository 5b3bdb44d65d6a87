/**
 * Balloon busting (003 lines 530-647), the rule module of the balloons: it is in force whenever a balloon stands on
 * the table (piece-rules.ts). Each rule is in its own file, beside its lines:
 * - fire.ts: balloons ignore special damage but fire and explosions; flame counters and their A cards (lines 557-566)
 * - explosion.ts: a balloon explodes, hitting the aircraft over it (lines 568-572, 585-588)
 * - down-after.ts: the balloons come down after the agreed turn (lines 553-555, 592-593)
 * - burning-drachens.ts: a game that ends early burns its burning balloons out (lines 590-599), or plays on while one
 *   burns (A Race against Time with altitude)
 * - incendiary.ts: incendiary bullets (lines 635-647), played on planes by special-damage.ts
 * - winch.ts: the owner winches a balloon down (lines 574-583; A Race against Time), the 'winch' command
 * - bailing-out.ts: the observers bail out, or are lost (lines 787-801), the 'winch' command's `bail`
 */
import { z } from 'zod'
import { CommandError } from '../../command-error'
import { planeFor } from '../../command-checks'
import { defineCommand } from '../../command-kind'
import { id, seq } from '../../command-fields'
import type { HookContext, RuleModule } from '../hooks'
import { afterRound, bailProblem, countWaiting, lostInExplosions, orderBail, woundObservers } from './bailing-out'
import { burningKeepsGameOpen, burnOut } from './burning-drachens'
import { comeDown } from './down-after'
import { blastAfterFire, explodes } from './explosion'
import { burn, catchFire } from './fire'
import { announceWinch, orderWinch, windDown, winchProblem } from './winch'

export const balloons: RuleModule = {
  id: 'balloons',
  source: '003 lines 530-647 (Balloon Busting)',
  cardTaken: (ctx, dealt, points) => {
    catchFire(ctx, dealt)
    woundObservers(ctx, dealt, points)
  },
  beforeFirstReveal: (ctx) => {
    // the winch orders given while the turn was planned, seen now (winch.ts)
    announceWinch(ctx)
    burn(ctx)
    lostInExplosions(ctx)
  },
  downed: explodes,
  endOfPhase: (ctx) => {
    blastAfterFire(ctx)
    afterRound(ctx)
  },
  endOfTurn: (ctx) => {
    countWaiting(ctx)
    comeDown(ctx)
    windDown(ctx)
  },
  keepsGameOpen: burningKeepsGameOpen,
  beforeScoring: (ctx) => {
    burnOut(ctx)
    lostInExplosions(ctx)
  },
}

/** The 'winch' command (winchCommand below): a balloon ordered down, stopped or resumed, or its observers ordered out. */
export function winch(ctx: HookContext, cmd: WinchCommand): void {
  const i = ctx.rules.byId.get(cmd.plane)!.index
  if (cmd.down !== undefined) orderWinch(ctx, i, cmd.down)
  if (cmd.bail) orderBail(ctx, i)
}

/** Why the 'winch' command may not be applied now, or null. */
export function winchCommandProblem(ctx: HookContext, cmd: WinchCommand): string | null {
  const i = ctx.rules.byId.get(cmd.plane)!.index
  if (cmd.down === undefined && !cmd.bail) return 'a winch order says down (true or false) or bail'
  return (cmd.down !== undefined ? winchProblem(ctx, i, cmd.down) : null) ?? (cmd.bail ? bailProblem(ctx, i) : null)
}

/**
 * 003 Balloon busting: a balloon's owner orders it winched down (`down`: true) or, with the altitude rules, stops or
 * resumes its descent (lines 574-583; A Race against Time); 003 Bailing Out (lines 795-801): `bail` orders its
 * observers out after this round's fire. The game never waits for it.
 */
const winchSchema = z.strictObject({ type: z.literal('winch'), seat: id, plane: id, down: z.boolean().optional(), bail: z.literal(true).optional(), seq })
export type WinchCommand = z.infer<typeof winchSchema>

export const winchCommand = defineCommand({
  type: 'winch',
  schema: winchSchema,
  validate(rules, state, cmd) {
    const plane = planeFor(rules, state, cmd, { standing: true })
    const problem = winchCommandProblem({ rules, state, events: null }, cmd)
    if (problem) throw new CommandError('illegal-plan', problem)
    return plane
  },
  apply(rules, state, cmd, _plane, events) {
    winch({ rules, state, events }, cmd)
    return undefined
  },
  copy(cmd) {
    const out: WinchCommand = { type: 'winch', seat: cmd.seat, plane: cmd.plane }
    if (cmd.down !== undefined) out.down = cmd.down
    if (cmd.bail) out.bail = true
    if (cmd.seq !== undefined) out.seq = cmd.seq
    return out
  },
})
