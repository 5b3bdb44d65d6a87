/**
 * Winching a balloon down (003 Using Balloons with the Altitude Rules, lines 574-583; A Race against Time, lines
 * 1489-1490).
 *
 * With the altitude rules: "place them on the table with two climb counters each ... At the beginning of any turn in
 * which an enemy aircraft is on the table, after the planning phase but before any manoeuvres are revealed, the owning
 * player can order a balloon to be taken to the ground. Thereafter, the balloon loses one climb counter at the end of
 * each turn. If it has no climb counters, it loses a level of altitude and it receives two climb counters. When a
 * balloon reaches level 0 with no counters, it is out of the game but is not considered eliminated for victory
 * conditions. At the start of any turn, the player owning a descending balloon can decide to stop its descent. The
 * balloon stays at the altitude at which it was stopped. The player can decide to resume descent at the start of any
 * turn."
 *
 * Without them, where the scenario says so (setup balloons.winch, A Race against Time): "At the end of any turn, the
 * German player can order the balloon to be taken to the ground. If the balloon has not been destroyed 12 turns after
 * the order is given, it is considered on the ground and taken out of the game."
 *
 * The order is the 'winch' command, given by the balloon's seat; it never makes the game wait. With the altitude rules
 * it is given while the turn is planned (before the first card is revealed), and so are a stop and a resume. Without
 * them it may be given at any time: given while a turn is planned it counts from the end of the turn before, given
 * later in a turn from the end of that turn (judgement call: the turn's end is the next moment the rule allows). A
 * descent without the altitude rules is not stopped (the scenario gives no stop). The balloon's effects.winch is
 * public: the winch is seen working. With the altitude rules the order is given "after the planning phase" (line
 * 578): the other seats plan without knowing it. So an order (a stop, a resume) given while the turn is planned is
 * its seat's alone until the first card is revealed (winchSeen; its `winch-ordered` event told to its seat,
 * `secret`), and then told to all (announceWinch).
 */
import { removePlane } from '../../removal'
import type { GameSetup, GameState, PlaneEffects } from '../../state-types'
import type { HookContext } from '../hooks'
import { effectsOf } from '../hooks'

/** "two climb counters" (lines 576-577) */
export const WINCH_CLIMBS = 2

function isBalloon(ctx: HookContext, i: number): boolean {
  return ctx.rules.planes[i].kind === 'balloon'
}

function withAltitude(ctx: HookContext): boolean {
  return ctx.rules.setup.options.altitude === true
}

/** The scenario's turns from the order to the ground without the altitude rules, or null where it gives no winch. */
export function winchTurns(ctx: HookContext): number | null {
  return ctx.state.setup.balloons?.winch ?? null
}

/** Whether a card of this turn has been revealed (the turn is no longer being planned). */
function planning(ctx: HookContext): boolean {
  return ctx.state.step === 'planning' && ctx.state.phase === 0
}

/** Why balloon i may not be ordered down (`down`) or stopped now, or null when it may. */
export function winchProblem(ctx: HookContext, i: number, down: boolean): string | null {
  const { state, rules } = ctx
  const b = state.planes[i]
  if (!isBalloon(ctx, i)) return `"${b.id}" is not a balloon: only balloons are winched down`
  if (b.status !== 'standing') return `balloon "${b.id}" is no longer in the air`
  const w = b.effects?.winch
  if (withAltitude(ctx)) {
    if (!planning(ctx)) return 'a balloon is ordered down, stopped or started again at the start of a turn, before any manoeuvre is revealed (003 lines 577-583)'
    if (down && w?.down) return `balloon "${b.id}" is already coming down`
    if (!down && !w?.down) return `balloon "${b.id}" is not coming down`
    // the first order needs an enemy on the table (line 578); a descent stopped may be resumed "at the start of any turn" (line 583)
    const enemy = state.planes.some((p, j) => p.status === 'flying' && rules.planes[j].kind === 'aeroplane' && p.team !== b.team)
    if (down && !w && !enemy) return 'a balloon is ordered down in a turn in which an enemy aircraft is on the table (003 line 578)'
    return null
  }
  if (winchTurns(ctx) === null) return 'in this scenario the balloons come down after the agreed turn, not by order (003 lines 553-555)'
  if (!down) return `a balloon's descent is not stopped without the altitude rules`
  if (w) return `balloon "${b.id}" is already coming down`
  return null
}

/** The turn at whose end balloon i is on the ground by its winch without the altitude rules (null: not ordered). */
export function winchLands(ctx: HookContext, i: number): number | null {
  const w = ctx.state.planes[i].effects?.winch
  const turns = winchTurns(ctx)
  return w && turns !== null && !withAltitude(ctx) ? w.from + turns : null
}

/** The owner's order, once winchProblem allows it: with the altitude rules its seat's alone until the first card is revealed. */
export function orderWinch(ctx: HookContext, i: number, down: boolean): void {
  const { state, events } = ctx
  const b = state.planes[i]
  const fx = effectsOf(b)
  fx.winch = { down, from: planning(ctx) ? state.turn - 1 : state.turn }
  const turn = state.turn
  const phase = state.phase
  if (withAltitude(ctx)) events?.push({ type: 'winch-ordered', to: [b.seat], turn, phase, plane: b.id, down, lands: null, secret: true })
  else events?.push({ type: 'winch-ordered', to: 'all', turn, phase, plane: b.id, down, lands: winchLands(ctx, i) })
}

/** The moment of a game (a state's or a view's) that decides whether a winch order is seen yet. */
export interface WinchMoment {
  setup: Pick<GameSetup, 'options'>
  step: GameState['step']
  turn: number
  phase: number
}

/** Whether a balloon's winch order was given in this turn's planning, not yet seen by the other seats (altitude rules). */
function orderedUnseen(at: WinchMoment, w: PlaneEffects['winch']): boolean {
  return w !== undefined && at.step === 'planning' && at.phase === 0 && w.from === at.turn - 1 && at.setup.options.altitude === true
}

/**
 * A balloon's winch as the other seats see it: while the turn is planned, as it was before this turn's order (an order
 * or a resume not given, a stop not yet: still coming down).
 */
export function winchSeen(at: WinchMoment, w: PlaneEffects['winch']): PlaneEffects['winch'] {
  if (!orderedUnseen(at, w)) return w && { ...w }
  return w!.down ? undefined : { down: true, from: w!.from }
}

/** As the first card of the turn is revealed, the orders given while it was planned are told to all (line 578). */
export function announceWinch(ctx: HookContext): void {
  const { state, events } = ctx
  if (!events) return
  for (let i = 0; i < state.planes.length; i++) {
    const b = state.planes[i]
    const w = b.effects?.winch
    if (b.status !== 'standing' || !isBalloon(ctx, i) || !orderedUnseen(state, w)) continue
    events.push({ type: 'winch-ordered', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, down: w!.down, lands: null })
  }
}

/** At the end of each turn: the descending balloons lose a climb counter, or a level; on the ground they are out. */
export function windDown(ctx: HookContext): void {
  const { state, events } = ctx
  for (let i = 0; i < state.planes.length; i++) {
    const b = state.planes[i]
    if (b.status !== 'standing' || !isBalloon(ctx, i) || !b.effects?.winch?.down) continue
    if (!withAltitude(ctx)) {
      if (winchLands(ctx, i) === state.turn) removePlane(state, b, 'landed', null, events)
      continue
    }
    const alt = b.effects.alt!
    if (alt.climbs > 0) alt.climbs--
    else {
      alt.level--
      alt.climbs = WINCH_CLIMBS
      events?.push({ type: 'balloon-descends', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, level: alt.level })
    }
    alt.turnStart = { ...alt.turnStart, level: alt.level, climbs: alt.climbs }
    if (alt.level === 0 && alt.climbs === 0) removePlane(state, b, 'landed', null, events)
  }
}
