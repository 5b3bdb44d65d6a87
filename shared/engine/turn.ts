/**
 * The turn (rulebook, "Turn" and "Rest of the Turn").
 *
 * "Each turn has a Planning Phase and three Movement & Firing Phases."
 *
 * "After all aircraft have resolved their firing, the first game phase is ended. Everybody reveals the second
 * manoeuvre card for the turn. Move and resolve firing, then reveal the third card. Again move and resolve
 * firing, which completes the game turn. Then the planning of the next turn can begin."
 *
 * The sequencer runs the game forward until it needs someone: plans at the start of a turn, fire orders when
 * some plane has a target. Everything else resolves by itself.
 */
import { cloneJson } from '../util/clone'
import type { CompiledRules } from './rule-types'
import { checkedKind, validateCommand } from './commands'
import { applyByKind, validateByKind, type AnyCommandKind } from './command-registry'
import type { Command } from './command-schema'
import type { FireCommand } from './basic-command-schema'
import { cardsWanted } from './planning'
import { awaitsTaxi } from './rules/altitude/ground-move'
import { openDecks } from './damage'
import { fireOptions } from './firing'
import { resolveFire, resumeFire } from './fire-resolution'
import { choosersWaiting } from './fire-choices'
import { moveAll } from './movement'
import { revealManoeuvres } from './reveal'
import { seedRng, type Seed } from './rng'
import type { GameEvent, GameState, LastManoeuvre, PlaneStart, PlaneState } from './state-types'
import { checkVictory, rescored, turnLimitResult } from './victory'
import { newEffects } from './rules/effects'
import { run, type Shot } from './rules/hooks'
import { awaitsArchie } from './rules/ground-fire/player-aa'
import { byPlane } from './by-plane'

const PHASES_PER_TURN = 3

/** A new game, ready for the plans of turn 1. */
export function createGame(rules: CompiledRules, seed: Seed, events: GameEvent[] | null = null): GameState {
  const setup = rules.setup
  const planes: PlaneState[] = setup.planes.map((p, i) => ({
    id: p.id,
    aircraft: p.aircraft,
    team: p.team,
    seat: p.seat,
    x: p.x,
    y: p.y,
    h: (p.heading * Math.PI) / 180,
    // a plane kept off the table until a later turn waits there (rules/entering.ts)
    status: rules.planes[i].kind === 'aeroplane' ? (p.enters ? 'waiting' : 'flying') : 'standing',
    out: null,
    plan: null,
    executed: [],
    last: null,
    jam: { front: 0, rear: 0 },
    damage: [],
    shown: [],
    damageTotal: 0,
    stats: { manoeuvres: 0, shots: 0, cardsDealt: 0, damageDealt: 0, cardsTaken: 0, damageTaken: 0, illegal: 0 },
    ...(rules.hooks.modules.length > 0 ? { effects: newEffects() } : {}),
  }))
  const state: GameState = {
    format: 'overdive-game',
    version: 1,
    setup,
    seed,
    rng: seedRng(seed),
    seq: 0,
    turn: 0,
    phase: 0,
    step: 'planning',
    planes,
    decks: {},
    fireOptions: [],
    fireOrders: {},
    result: null,
  }
  openDecks(rules, state)
  setup.planes.forEach((sp, i) => {
    if (sp.start) startAs(rules, state, planes[i], sp.start)
  })
  events?.push({ type: 'game-started', to: 'all', turn: 0, phase: 0, scenario: setup.scenario })
  beginTurn(rules, state, events)
  return state
}

/**
 * A plane that starts a scripted situation already damaged or under effects (SetupPlane.start): its damage cards
 * come out of the decks, their points count, and its effects are set. Throws when the start cannot be (an unknown
 * card, effects without an optional rule in force).
 */
function startAs(rules: CompiledRules, state: GameState, plane: PlaneState, start: PlaneStart): void {
  for (const id of start.damage ?? []) {
    const card = rules.content.damageCards[id]
    if (!card || !state.decks[card.deck]) throw new Error(`plane ${plane.id}: start.damage: there is no damage card "${id}" in play`)
    const pile = state.decks[card.deck].draw
    const at = pile.indexOf(id)
    if (at >= 0) pile.splice(at, 1)
    plane.damage.push(id)
    plane.damageTotal += card.points ?? 0
    if (card.special.includes('jam') || card.special.includes('explosion')) plane.shown.push(id)
  }
  if (plane.damageTotal >= rules.planes[state.planes.indexOf(plane)].aircraft.damagePoints) throw new Error(`plane ${plane.id}: start.damage: ${plane.damageTotal} points would have shot it down already`)
  if (start.effects) {
    if (!plane.effects) throw new Error(`plane ${plane.id}: start.effects: no optional rule is in force (specialDamage, aim, disruption or blindSpots)`)
    Object.assign(plane.effects, cloneJson(start.effects))
  }
}

function beginTurn(rules: CompiledRules, state: GameState, events: GameEvent[] | null): void {
  state.turn++
  state.phase = 0
  state.step = 'planning'
  // a rule may carry cards into the new turn's plan (004's turn-less game: its queue's cards not flown yet)
  // (the turn's hooks asked once, a fact of the compiled rules: issue 31, a phase's cost)
  const quiet = rules.quietTurns
  const carry = !quiet && rules.hooks.carryPlan.length ? rules.hooks.carryPlan[0] : null
  const planes = state.planes
  for (let i = 0; i < planes.length; i++) {
    planes[i].plan = carry ? carry.carryPlan!({ rules, state, events }, i) : null
    planes[i].executed = []
  }
  events?.push({ type: 'turn-started', to: 'all', turn: state.turn, phase: 0 })
  if (!quiet && rules.hooks.beforePlanning.length) {
    // (each hook by its name: see startPhase)
    const ctx = { rules, state, events }
    for (const m of rules.hooks.beforePlanning) m.beforePlanning!(ctx)
  }
}

/** The bots' intents for the turn just flown (or the game just ended), told to all now and forgotten. */
function tellIntents(state: GameState, events: GameEvent[] | null): void {
  const planes = state.planes
  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    if (p.intent === undefined) continue
    events?.push({ type: 'intent', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, text: p.intent })
    delete p.intent
  }
}

function endGame(rules: CompiledRules, state: GameState, result: NonNullable<GameState['result']>, events: GameEvent[] | null): void {
  tellIntents(state, events)
  // a rule may act before the scores are determined (003 Burning Drachens); they are counted again after it
  if (rules.hooks.beforeScoring.length) {
    run(rules.hooks.beforeScoring, 'beforeScoring', { rules, state, events })
    result = rescored(rules, state, result)
  }
  state.result = result
  state.step = 'over'
  state.fireOptions = []
  state.fireOrders = {}
  events?.push({ type: 'game-over', to: 'all', turn: state.turn, phase: state.phase, result })
}

function runEndOfPhase(rules: CompiledRules, state: GameState, events: GameEvent[] | null, shots: readonly Shot[]): void {
  const ctx = { rules, state, events, shots }
  for (const m of rules.hooks.endOfPhase) m.endOfPhase!(ctx)
}

/**
 * Before the card of this phase is revealed, a rule may make the game wait (003 Tailing: the tailing plane is shown
 * the tailed plane's card and may reorder its own). Returns whether it waits.
 */
function pauseBeforeReveal(rules: CompiledRules, state: GameState, events: GameEvent[] | null): boolean {
  const mods = rules.hooks.beforeReveal
  if (mods.length === 0) return false
  let wait = false
  const ctx = { rules, state, events }
  for (let k = 0; k < mods.length; k++) if (mods[k].beforeReveal!(ctx, state.phase - 1)) wait = true
  // a module may name its own pause (003 Planes on the Ground: 'taxiing', which comes before tailing's reorders)
  // (003 Ground fire: 'archie', the guns' counters placed before both)
  if (wait && state.step !== 'taxiing' && state.step !== 'archie') state.step = 'tailing'
  return wait
}

/** Called with the state at the end of every phase (for replays that step phase by phase). */
export type PhaseObserver = (state: GameState) => void

/** Reveal, move and look for targets. Leaves the state waiting for fire orders, or finishes the phase. */
function startPhase(rules: CompiledRules, state: GameState, events: GameEvent[] | null, observe: PhaseObserver | null): void {
  const flown = revealManoeuvres(rules, state, events)
  // (each hook by its name, one context for all the modules: not run()'s look-up by a varying name, which V8 makes
  // through its megamorphic keyed load; issue 31, a phase's cost)
  // (the three hooks of the movement asked once, a fact of the compiled rules: issue 31, a phase's cost)
  if (rules.quietMovement) moveAll(rules, state, flown, events)
  else moveWithRules(rules, state, flown, events)
  const over = checkVictory(rules, state)
  if (over) {
    endGame(rules, state, over, events)
    return observe?.(state)
  }
  // (each base's corners worked out when a fire check first needs them: firing.ts)
  state.fireOptions = fireOptions(rules, state, null)
  if (state.fireOptions.length > 0) {
    // (without options the orders are as the last firing step left them: none, cleared with its options)
    state.fireOrders = {}
    state.step = 'firing'
    events?.push({ type: 'fire-options', to: 'all', turn: state.turn, phase: state.phase, options: state.fireOptions })
    return
  }
  finishPhase(rules, state, events, observe)
}

/** Move the planes with the rules that act before, during or after the movement. */
function moveWithRules(rules: CompiledRules, state: GameState, flown: ReturnType<typeof revealManoeuvres>, events: GameEvent[] | null): void {
  const hooks = rules.hooks
  if (hooks.beforeMovement.length) {
    const ctx = { rules, state, events }
    for (const m of hooks.beforeMovement) m.beforeMovement!(ctx, flown)
  }
  moveAll(rules, state, flown, events)
  if (hooks.runDownJams.length) {
    const ctx = { rules, state, events }
    for (const m of hooks.runDownJams) m.runDownJams!(ctx)
  }
  if (hooks.afterMovement.length) {
    const ctx = { rules, state, events }
    for (const m of hooks.afterMovement) m.afterMovement!(ctx)
  }
}

/** Resolve fire (jam counters run down even when nobody fires), then go on to the next phase or turn. */
function finishPhase(rules: CompiledRules, state: GameState, events: GameEvent[] | null, observe: PhaseObserver | null): void {
  // no one had a target (finishPhase is called straight after the victory check of the movement) and no rule acts at
  // the firing or at the phase's end: no plane can leave the game before the next victory check, which is left out
  // (issue 31: two phases in three of a basic 1v1)
  const quiet = state.fireOptions.length === 0 && rules.quietFiring
  const shots = resolveFire(rules, state, events)
  // the fire drawn waits for the aces' answers (fire-choices.ts): the phase goes on once they are in (afterFire)
  if (state.step === 'choosing') return
  afterFire(rules, state, events, observe, shots, quiet)
}

/**
 * The fire resolved: the rules' end of phase, then the next phase or turn. `quiet`: nothing could have changed since
 * the last victory check, which need not be asked again.
 */
function afterFire(rules: CompiledRules, state: GameState, events: GameEvent[] | null, observe: PhaseObserver | null, shots: readonly Shot[], quiet = false): void {
  // (the three hooks between phases asked once, a fact of the compiled rules: issue 31, a phase's cost)
  const ruled = !rules.quietBetweenPhases
  if (ruled && rules.hooks.endOfPhase.length) runEndOfPhase(rules, state, events, shots)
  const over = quiet ? null : checkVictory(rules, state)
  if (over) {
    endGame(rules, state, over, events)
    return observe?.(state)
  }
  if (state.phase < PHASES_PER_TURN) {
    observe?.(state)
    state.phase++
    // a rule may have the players plan before every phase (004's turn-less game: a card behind each queue)
    if (ruled && rules.hooks.plansBeforePhase.length && plansBeforePhase(rules, state, events)) {
      state.step = 'planning'
      // unless no one has a card to plan (every aircraft gone but those still to enter the table): on to the reveal
      if (!allPlanned(rules, state)) return
    }
    if (ruled && rules.hooks.beforeReveal.length && pauseBeforeReveal(rules, state, events)) return
    return startPhase(rules, state, events, observe)
  }
  // "Before picking up used cards for the next turn ... the player places the appropriate counter": the
  // counter is each plane's `last`, already set from the manoeuvre it flew
  if (events) events.push({ type: 'turn-ended', to: 'all', turn: state.turn, phase: state.phase, counters: turnCounters(state.planes) })
  tellIntents(state, events)
  if (!rules.quietTurns && rules.hooks.endOfTurn.length) {
    const ctx = { rules, state, events }
    for (const m of rules.hooks.endOfTurn) m.endOfTurn!(ctx)
  }
  const limit = state.setup.options.turnLimit
  if (limit > 0 && state.turn >= limit) endGame(rules, state, turnLimitResult(rules, state), events)
  else {
    beginTurn(rules, state, events)
    // a turn in which no one has a plan to make (every aircraft gone but those still to enter the table) is played
    // through: the planes waiting enter when their turn comes
    if (allPlanned(rules, state)) {
      observe?.(state)
      return plansDone(rules, state, events, observe)
    }
  }
  observe?.(state)
}

/**
 * Each flying plane's counter from its last manoeuvre, by plane id. A duel's two are one literal: a property added by
 * a name that varies from plane to plane is V8's megamorphic keyed store, some 300 instructions, where each of the
 * literal's two names keeps to one plane of the table (issue 31, a phase's cost).
 */
function turnCounters(planes: readonly PlaneState[]): Record<string, LastManoeuvre> {
  if (planes.length === 2) {
    const a = planes[0]
    const b = planes[1]
    if (a.status === 'flying' && a.last && b.status === 'flying' && b.last) return { [a.id]: a.last, [b.id]: b.last }
  }
  const counters: Record<string, LastManoeuvre> = {}
  for (const p of planes) if (p.status === 'flying' && p.last) counters[p.id] = p.last
  return counters
}

function allPlanned(rules: CompiledRules, state: GameState): boolean {
  const planes = state.planes
  // (without a rule that counts the cards wanted, a flying plane wants its plan of three until it has one: read from
  // the planes, the hooks not asked again for each; issue 31, every plan command asks)
  if (rules.hooks.cardsWanted.length === 0) {
    for (let i = 0; i < planes.length; i++) if (planes[i].status === 'flying' && !planes[i].plan) return false
  } else for (let i = 0; i < planes.length; i++) if (planes[i].status === 'flying' && cardsWanted(rules, state, i) > 0) return false
  // a rule may have the game wait for other answers before the first card (a plane that enters later: its place)
  if (rules.hooks.awaited.length && awaited(rules, state).length) return false
  return true
}

function awaited(rules: CompiledRules, state: GameState): string[] {
  const out: string[] = []
  for (const m of rules.hooks.awaited) out.push(...m.awaited!({ rules, state, events: null }))
  return out
}

function plansBeforePhase(rules: CompiledRules, state: GameState, events: GameEvent[] | null): boolean {
  for (const m of rules.hooks.plansBeforePhase) if (m.plansBeforePhase!({ rules, state, events })) return true
  return false
}

/**
 * Whether every plane with a fire option has given its orders, plane `just` having just given its own. (Its orders are
 * not looked up: a look-up by a varying plane id is made through V8's megamorphic keyed load, several times dearer
 * than comparing the id; issue 31, a phase's cost.)
 */
function allOrdered(state: GameState, just: string): boolean {
  const options = state.fireOptions
  for (let k = 0; k < options.length; k++) {
    const plane = options[k].plane
    if (plane !== just && !byPlane(state.planes, state.fireOrders, plane)) return false
  }
  return true
}

/**
 * Apply a command to the state in place. A command that is not allowed throws a CommandError before anything
 * changes. Its kind (declared in its rule's module: command-registry.ts) checks it and takes effect; the turn then
 * goes on as the effect says. Returns the kind (Game.play copies the command into its log with it, without a second
 * look-up).
 */
export function applyCommandInPlace(rules: CompiledRules, state: GameState, cmd: Command, events: GameEvent[] | null = null, observe: PhaseObserver | null = null): AnyCommandKind {
  const kind = checkedKind(state, cmd)
  const checked = validateByKind(kind, rules, state, cmd)
  state.seq++
  switch (applyByKind(kind, rules, state, cmd, checked, events)) {
    case 'planned':
      // the plans (and other answers awaited before the reveal) are all in: the card is revealed
      if (allPlanned(rules, state)) plansDone(rules, state, events, observe)
      break
    case 'reveal':
      startPhase(rules, state, events, observe)
      break
    case 'ordered':
      // (a fire order: its plane's orders are in)
      if (allOrdered(state, (cmd as FireCommand).plane)) finishPhase(rules, state, events, observe)
      break
    case 'answered': {
      // the aces' answers at the firing are in (fire-choices.ts): the damage is taken and the phase goes on
      const shots = resumeFire(rules, state, events)
      if (state.step !== 'choosing') afterFire(rules, state, events, observe, shots)
      break
    }
  }
  return kind
}

/** Every plane has planned (and every other answer awaited is in): the turn's first card, or the phase's, is revealed. */
function plansDone(rules: CompiledRules, state: GameState, events: GameEvent[] | null, observe: PhaseObserver | null): void {
  if (state.phase > 0) {
    // plans made before a phase after the first (004's turn-less game): its card is revealed
    if (rules.hooks.beforeReveal.length && pauseBeforeReveal(rules, state, events)) return
    return startPhase(rules, state, events, observe)
  }
  if (rules.hooks.beforeFirstReveal.length) {
    const ctx = { rules, state, events }
    for (const m of rules.hooks.beforeFirstReveal) m.beforeFirstReveal!(ctx)
    // a burning plane can go down before the first card is revealed
    const over = checkVictory(rules, state)
    if (over) {
      endGame(rules, state, over, events)
      return observe?.(state)
    }
  }
  state.phase = 1
  if (rules.hooks.beforeReveal.length && pauseBeforeReveal(rules, state, events)) return
  startPhase(rules, state, events, observe)
}

/** Apply a command to a copy of the state. The given state is never changed. */
export function applyCommand(rules: CompiledRules, state: GameState, cmd: Command): { state: GameState; events: GameEvent[] } {
  validateCommand(rules, state, cmd)
  const next = cloneJson(state)
  const events: GameEvent[] = []
  applyCommandInPlace(rules, next, cmd, events)
  return { state: next, events }
}

/** Who the game is waiting for: the planes that still have to plan or give fire orders. */
export function waitingFor(rules: CompiledRules, state: GameState): string[] {
  if (state.step === 'planning') {
    const planning = state.planes.filter((p, i) => p.status === 'flying' && cardsWanted(rules, state, i) > 0).map((p) => p.id)
    // and the planes whose seats must still answer a rule before the first card (rules/entering.ts: a place)
    return rules.hooks.awaited.length ? [...planning, ...awaited(rules, state).filter((id) => !planning.includes(id))] : planning
  }
  if (state.step === 'firing') return [...new Set(state.fireOptions.map((o) => o.plane))].filter((id) => !state.fireOrders[id])
  if (state.step === 'tailing') return state.planes.filter((p) => p.effects?.reorder != null).map((p) => p.id)
  if (state.step === 'taxiing') return state.planes.filter(awaitsTaxi).map((p) => p.id)
  if (state.step === 'archie') return state.planes.filter(awaitsArchie).map((p) => p.id)
  // the aces' answers at the firing: the snipers, then the targets that may evade (fire-choices.ts)
  if (state.step === 'choosing') return choosersWaiting(state)
  return []
}
