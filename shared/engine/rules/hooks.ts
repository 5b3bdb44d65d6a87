/**
 * The turn's seams (rulebook 003, "Turn" and "Rest of the Turn"): the points of a turn where a rule can act, and
 * the modules that act there.
 *
 *   turn starts (carryPlan) ─ beforePlanning ─ plans (cardsWanted, planProblem, cardRefusals, planRefusals; awaited) ─ beforeFirstReveal
 *   then three times: (plansBeforePhase: may wait for plans) ─ beforeReveal (may wait for reorders) ─ reveal ─ move (bumpOrder, exiting) ─ runDownJams ─ afterMovement ─ fire options (overlapShot, blocks, fireShapes, shotRuledOut, shotCards, fireRefusal) ─ fire orders
 *                     ─ fire resolution (firesFirst, fireOrder, shotLetter, shotDeck, extraCards, extraFire, cardPoints, explosion, cardTaken, gunsJammed, jamCounters) ─ endOfPhase
 *   endOfTurn
 *   game over (unless keepsGameOpen plays on): beforeScoring, then the scores
 *
 * A rule module names its rulebook section and registers only the hooks it needs. The basic game's reveal,
 * movement, fire checks and fire resolution run at the fixed steps between the hooks; the optional rules are
 * modules (shared/engine/rules/*.ts), chosen by the game's rule options (rules/index.ts).
 */
import type { HookContext, HookName, Hooks, RuleModule } from '../rule-types'
import type { GameState, PlaneEffects } from '../state-types'

// the hooks' types live with the compiled rules they are given (rule-types.ts), below every rule module
export type { DealtCard, HookContext, Hooks, OrderedShot, PhaseContext, PlanContext, RuleModule, RuleShot, Shot, ShotCards, SlotRefusal } from '../rule-types'

/** Every hook a module can register has its list in Hooks (checked when this compiles). */
type EveryHookListed = Exclude<HookName, keyof Hooks> extends never ? true : never
const everyHookListed: EveryHookListed = true

/**
 * The hooks written out as one object literal, not added name by name: V8 turns an object that gains more than a
 * dozen properties by computed names into a slow dictionary, and every phase reads these lists dozens of times
 * (with the 29 hooks that cost the basic 1v1 about a tenth of its speed).
 */
export function hooksOf(modules: readonly RuleModule[]): Hooks {
  void everyHookListed
  const on = (name: HookName) => modules.filter((m) => m[name] !== undefined)
  return {
    modules,
    carryPlan: on('carryPlan'),
    beforePlanning: on('beforePlanning'),
    cardsWanted: on('cardsWanted'),
    planProblem: on('planProblem'),
    planCommitted: on('planCommitted'),
    plansBeforePhase: on('plansBeforePhase'),
    awaited: on('awaited'),
    sequence: on('sequence'),
    cardRefusals: on('cardRefusals'),
    planRefusals: on('planRefusals'),
    illegalAfter: on('illegalAfter'),
    beforeFirstReveal: on('beforeFirstReveal'),
    beforeReveal: on('beforeReveal'),
    holdsTailing: on('holdsTailing'),
    runDownJams: on('runDownJams'),
    bumpOrder: on('bumpOrder'),
    exiting: on('exiting'),
    beforeMovement: on('beforeMovement'),
    afterMovement: on('afterMovement'),
    fireRefusal: on('fireRefusal'),
    shotRuledOut: on('shotRuledOut'),
    shotCards: on('shotCards'),
    overlapShot: on('overlapShot'),
    blocks: on('blocks'),
    fireShapes: on('fireShapes'),
    mayTail: on('mayTail'),
    shotLetter: on('shotLetter'),
    shotDeck: on('shotDeck'),
    extraCards: on('extraCards'),
    fireOrder: on('fireOrder'),
    firesFirst: on('firesFirst'),
    explosion: on('explosion'),
    gunsJammed: on('gunsJammed'),
    extraFire: on('extraFire'),
    cardPoints: on('cardPoints'),
    cardTaken: on('cardTaken'),
    jamCounters: on('jamCounters'),
    downed: on('downed'),
    endOfPhase: on('endOfPhase'),
    endOfTurn: on('endOfTurn'),
    beforeScoring: on('beforeScoring'),
    keepsGameOpen: on('keepsGameOpen'),
  }
}

/** Run a hook of every module that has it. */
export function run(list: readonly RuleModule[], hook: 'beforePlanning' | 'beforeFirstReveal' | 'runDownJams' | 'afterMovement' | 'endOfTurn' | 'beforeScoring', ctx: HookContext): void {
  for (let k = 0; k < list.length; k++) list[k][hook]!(ctx)
}

/** The index of a phase across the game (turn x 3 + phase): consecutive phases differ by one, across turns too. */
export function phaseIndex(state: GameState): number {
  return state.turn * 3 + state.phase
}

/** A plane's effects record (absent only when no optional rule is in force). */
export function effectsOf(plane: { effects?: PlaneEffects }): PlaneEffects {
  return plane.effects!
}
