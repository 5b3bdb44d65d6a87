/**
 * Checking commands before they touch the state. A bad command is refused with a clear error and changes
 * nothing: an unknown plane, a plane of another seat, a card not in that plane's deck, a plan for a plane that
 * has left the game, a target the ruler does not reach.
 */
import { CommandError } from './command-error'
import { lineUpProblem } from './rules/line-up-000'
import type { CompiledRules } from './rule-types'
import { cardsWanted, checkPlan, planShapeProblem } from './planning'
import { floorProblem } from './rules/altitude/flying-higher'
import { rammingPlayed } from './rules/altitude/collision-damage-000'
import { awaitsTaxi, taxiProblem } from './rules/altitude/ground-move'
import { diceCommandProblem } from './rules/dice-altitude-004'
import { dropProblem } from './rules/bombing'
import { enterProblem } from './rules/entering'
import { winchCommandProblem } from './rules/balloons'
import { archieProblem } from './rules/ground-fire/player-aa'
import { perfectAimProblem } from './rules/aces/perfect-aim'
import { fireAfterProblem } from './rules/aces/aces-fire-first-004'
import { rocketsProblem } from './rules/balloons/rockets'
import { resolveRepeats } from './rules/aces/exceptional-pilot'
import { lookProblem } from './rules/aces/technical-eye'
import { declarationProblem } from './rules/aces/declarations'
import { checkChoice } from './fire-choices'
import type { LookCommand } from './types'
import type { ArchieCommand, Command, EnterCommand, EvadeCommand, SnipeCommand, FloorCommand, FireCommand, FireOption, GameState, GunArc, LastManoeuvre, PlanCommand, PlaneEffects, PlaneState, ReorderCommand, TaxiCommand, WinchCommand } from './types'

// the refusal every check throws, below the rule modules that throw it too (command-error.ts)
export { CommandError } from './command-error'

const OUT_WORDS: Record<string, string> = {
  'shot-down': 'was shot down',
  exploded: 'exploded',
  crashed: 'crashed',
  exited: 'left the table',
  'out-of-control': 'went out of control',
  silenced: 'was silenced',
  landed: 'was winched to the ground',
}

function planeFor(rules: CompiledRules, state: GameState, cmd: { plane?: unknown; seat?: unknown }): PlaneState {
  if (typeof cmd.plane !== 'string') throw new CommandError('malformed', 'the command names no plane')
  const id = cmd.plane
  const compiled = rules.byId.get(id)
  // planes keep the setup's order; a state that does not (a hand-made save) is searched
  let plane = compiled ? state.planes[compiled.index] : undefined
  if (plane && plane.id !== id) plane = state.planes.find((p) => p.id === id)
  if (!plane) throw new CommandError('unknown-plane', `there is no plane "${id}" in this game`)
  if (typeof cmd.seat !== 'string') throw new CommandError('malformed', 'the command names no seat')
  if (plane.seat !== cmd.seat) throw new CommandError('not-your-plane', `seat "${cmd.seat}" does not fly plane "${plane.id}"`)
  // a balloon or ground piece in play may give fire orders (an AA machine gun), never plan
  if (plane.status === 'standing' && (cmd as { type?: unknown }).type !== 'fire' && (cmd as { type?: unknown }).type !== 'winch' && (cmd as { type?: unknown }).type !== 'archie') throw new CommandError('not-a-plane', `"${plane.id}" is a ${rules.byId.get(plane.id)!.aircraft.name}: it never moves, so it has no manoeuvres to plan`)
  // a plane kept off the table only chooses where it will enter (rules/entering.ts)
  if (plane.status === 'waiting' && (cmd as { type?: unknown }).type !== 'enter') throw new CommandError('plane-out', `plane "${plane.id}" is kept off the table until turn ${rules.setup.planes[rules.byId.get(plane.id)!.index].enters?.turn}: it cannot act before`)
  if (plane.status !== 'flying' && plane.status !== 'standing' && plane.status !== 'waiting') throw new CommandError('plane-out', `plane "${plane.id}" ${OUT_WORDS[plane.status]} on turn ${plane.out?.turn} and cannot act`)
  return plane
}

/** Whether some fire option is plane's, for this arc and target when they are given. */
function hasOption(options: readonly FireOption[], plane: string, arc?: GunArc, target?: string): boolean {
  for (let k = 0; k < options.length; k++) {
    const o = options[k]
    if (o.plane === plane && (arc === undefined || (o.arc === arc && o.target === target))) return true
  }
  return false
}

/** the arcs a fire order names, front first */
const GUN_ARCS: readonly GunArc[] = ['front', 'rear']

/** Throws a CommandError if the command may not be applied to this state; else returns the plane it is for. */
export function validateCommand(rules: CompiledRules, state: GameState, cmd: Command): PlaneState {
  if (typeof cmd !== 'object' || cmd === null) throw new CommandError('malformed', 'a command is an object with a type')
  if (state.step === 'over') throw new CommandError('game-over', 'the game is over')
  if (cmd.seq !== undefined && cmd.seq !== state.seq) throw new CommandError('stale', `the command was made against state ${cmd.seq} but the game is at ${state.seq}`)
  switch (cmd.type) {
    case 'plan': {
      const plane = planeFor(rules, state, cmd)
      if (state.step !== 'planning') throw new CommandError('wrong-step', `plans are made in the planning phase; it is now phase ${state.phase} of turn ${state.turn}, firing`)
      if (cmd.ram !== undefined) rammingProblem(rules, cmd.ram)
      if (cmd.intent !== undefined && (typeof cmd.intent !== 'string' || cmd.intent.length === 0 || cmd.intent.length > 160)) throw new CommandError('malformed', 'an intent is a sentence of 1 to 160 characters')
      if (cmd.dice !== undefined) {
        // 004 dice altitude: each card's climb, descent or level, judged from the level the plane plans at
        const problem = diceCommandProblem(rules, rules.byId.get(plane.id)!.index, plane.effects?.alt?.level ?? 0, cmd.cards, cmd.dice)
        if (problem) throw new CommandError(problem.malformed ? 'malformed' : 'illegal-plan', problem.why)
      }
      if (cmd.lineUp !== undefined) {
        // 000 Line-up on Target: declared with a turn card, on an enemy target (rules/line-up-000.ts)
        const problem = lineUpProblem(rules, state, rules.byId.get(plane.id)!.index, cmd.cards, cmd.lineUp)
        if (problem) throw new CommandError('illegal-plan', problem)
      }
      if (cmd.drop !== undefined) {
        // 003 Bombing: the groups of bombs dropped with the plan's cards (rules/bombing)
        const problem = dropProblem(rules, rules.byId.get(plane.id)!.index, plane, cmd.cards, cmd.drop)
        if (problem) throw new CommandError('illegal-plan', problem)
      }
      if (rules.hooks.planProblem.length) {
        // a rule that plans otherwise judges the plan (004's turn-less game: the cards put behind the queue)
        const i = rules.byId.get(plane.id)!.index
        if (cardsWanted(rules, state, i) === 0) throw new CommandError('already-done', `plane "${plane.id}" has already planned its cards for phase ${Math.max(state.phase, 1)} of turn ${state.turn}`)
        const ctx = { rules, state, events: null }
        for (const m of rules.hooks.planProblem) {
          const problem = m.planProblem!(ctx, i, cmd.cards)
          if (problem) throw new CommandError('illegal-plan', problem)
        }
        return plane
      }
      if (plane.plan) throw new CommandError('already-done', `plane "${plane.id}" has already committed its plan for turn ${state.turn}`)
      const compiled = rules.byId.get(plane.id)!
      const problem = planShapeProblem(compiled, cmd.cards)
      if (problem) throw new CommandError('illegal-plan', problem)
      if (plane.effects) {
        // the optional rules' refusals (a jammed rudder, a damaged engine), every one of them
        const refused = checkPlan(compiled, plane.last, resolveRepeats(cmd.cards), { rules, effects: plane.effects, turn: state.turn, stand: plane }).filter((c) => c.refused)
        if (refused.length) throw new CommandError('illegal-plan', refused.map((c) => `${c.card}: ${c.reason}`).join('; '))
      }
      return plane
    }
    case 'fire': {
      const plane = planeFor(rules, state, cmd)
      if (state.step !== 'firing') throw new CommandError('wrong-step', 'fire orders are given in a firing step')
      if (state.fireOrders[plane.id]) throw new CommandError('already-done', `plane "${plane.id}" has already given its fire orders this phase`)
      const options = state.fireOptions
      if (!hasOption(options, plane.id)) throw new CommandError('illegal-target', `plane "${plane.id}" has no target this phase`)
      const compiled = rules.byId.get(plane.id)!
      // the aces' declarations (rules/aces/perfect-aim.ts, aces-fire-first-004.ts)
      const declared = perfectAimProblem(rules, state, compiled.index, cmd) ?? fireAfterProblem(rules, state, compiled.index, cmd)
      if (declared) throw new CommandError('illegal-target', declared)
      if (cmd.rockets !== undefined) {
        // 003 Le Prieur Rockets: fired at the front target in place of the guns (rules/balloons/rockets.ts)
        if (cmd.rockets !== 1 && cmd.rockets !== 2) throw new CommandError('malformed', 'rockets are 1 or 2: the counters fired')
        const problem = rocketsProblem({ rules, state, events: null }, compiled.index, cmd)
        if (problem) throw new CommandError('illegal-target', problem)
        return plane
      }
      let first: string | null = null
      for (let a = 0; a < 2; a++) {
        const arc = GUN_ARCS[a]
        const target = a === 0 ? cmd.front : cmd.rear
        if (target === undefined || target === null) continue
        if (typeof target !== 'string') throw new CommandError('malformed', `the ${arc} target must be a plane id or null`)
        if (!(a === 0 ? compiled.guns.front : compiled.guns.rear)) throw new CommandError('illegal-target', `plane "${plane.id}" has no ${arc} guns`)
        const refusal = rules.hooks.fireRefusal.length ? fireRefusal(rules, state.planes, compiled.index, arc) : null
        if (refusal) throw new CommandError('illegal-target', `plane "${plane.id}" cannot fire its ${arc} guns: ${refusal}`)
        if (!hasOption(options, plane.id, arc, target)) {
          const known = state.planes.some((p) => p.id === target)
          throw new CommandError('illegal-target', known ? `plane "${plane.id}" cannot fire its ${arc} guns at "${target}" this phase` : `there is no plane "${target}" in this game`)
        }
        if (target === first) throw new CommandError('illegal-target', 'a two-seater fires its front and rear guns at two different targets')
        first = target
      }
      if (cmd.snipe !== undefined || cmd.tenacity !== undefined) {
        // 003 Sniper, 004 Sniper and Tenacity: declared with the order (rules/aces/declarations.ts)
        // (the volleys of Itchy trigger finger and 004's aces ask the choices when fired all at once, not one by one: fire-volleys.ts)
        if (rules.hooks.firesFirst.length && rules.hooks.fireOrder.length) throw new CommandError('illegal-target', "a bull's-eye or a Tenacity shot is not played yet where some shots go first and the shots are fired one by one (Itchy trigger finger or 004's aces, with 004's Order of firing)")
        const problem = declarationProblem(rules, state, compiled.index, cmd)
        if (problem) throw new CommandError('illegal-target', problem)
      }
      return plane
    }
    case 'reorder': {
      const plane = planeFor(rules, state, cmd)
      if (state.step !== 'tailing') throw new CommandError('wrong-step', 'cards are reordered only when a tailing plane has been shown the card of the plane it tails')
      const slot = plane.effects?.reorder
      if (slot === null || slot === undefined) throw new CommandError('already-done', `plane "${plane.id}" has no cards to reorder now`)
      if (!Array.isArray(cmd.cards) || cmd.cards.some((c) => typeof c !== 'string')) throw new CommandError('malformed', 'a reorder is a list of card ids')
      const left = plane.plan!.slice(slot)
      const same = cmd.cards.length === left.length && [...cmd.cards].sort().join() === [...left].sort().join()
      if (!same) throw new CommandError('illegal-plan', `a tailing plane puts its own cards ${left.join(', ')} in a new order, no others`)
      return plane
    }
    case 'taxi': {
      // 003 Planes on the Ground (lines 409-411): rules/altitude/ground-move.ts
      const plane = planeFor(rules, state, cmd)
      if (state.step !== 'taxiing') throw new CommandError('wrong-step', 'a plane on the ground is moved by hand only during the second phase, before its card is revealed (003 lines 409-411)')
      if (!awaitsTaxi(plane)) throw new CommandError('already-done', `plane "${plane.id}" is not waiting to be moved on the ground now`)
      const to = cmd.to
      if (to !== null) {
        if (typeof to !== 'object' || to === undefined || ![to.x, to.y, to.heading].every((v) => typeof v === 'number' && Number.isFinite(v))) throw new CommandError('malformed', 'a taxi puts the base at {x, y, heading} (cm, cm, degrees), or leaves it with null')
        const problem = taxiProblem(rules, state.planes, rules.byId.get(plane.id)!.index, to)
        if (problem) throw new CommandError('illegal-plan', `plane "${plane.id}" cannot be put there: ${problem}`)
      }
      return plane
    }
    case 'enter': {
      // a plane kept off the table: its place, chosen in secret before turn 1's first card (rules/entering.ts)
      const plane = planeFor(rules, state, cmd)
      if (typeof cmd.place !== 'string') throw new CommandError('malformed', 'an entry names its place, e.g. "left" or "right"')
      const problem = enterProblem(rules, state, rules.byId.get(plane.id)!.index, cmd.place)
      if (problem) throw new CommandError(problem.startsWith('the place is chosen before') ? 'wrong-step' : problem.includes('already') ? 'already-done' : 'illegal-plan', problem)
      return plane
    }
    case 'snipe':
    case 'evade': {
      // the aces' answers at the firing: a sniper's cards given, a card evaded (fire-choices.ts)
      const plane = planeFor(rules, state, cmd)
      checkChoice(rules, state, rules.byId.get(plane.id)!.index, cmd)
      return plane
    }
    case 'archie':
      // 003 Ground fire: a gun's owner places its artillery counter (rules/ground-fire/player-aa.ts)
      return state.planes[validateArchie(rules, state, cmd)]
    case 'look':
      // 003 Technical eye: a look at another plane's damage cards (rules/aces/technical-eye.ts)
      return state.planes[validateLook(rules, state, cmd).i]
    default:
      throw new CommandError('malformed', `unknown command type "${(cmd as { type?: unknown }).type}"`)
  }
}

/**
 * 000 Collisions (line 456): "unless one pilot declares that he is ramming": a declaration made with the plan, only
 * where 000's collision damage is played (with 003's Collisions and Altitude, and not 004's collisions in their place).
 */
function rammingProblem(rules: CompiledRules, ram: unknown): void {
  if (ram !== true) throw new CommandError('malformed', 'ram is true (the pilot declares he is ramming) or left out')
  if (!rammingPlayed(rules.setup.options)) throw new CommandError('illegal-plan', "a pilot declares ramming only with 000's collision damage in force (options altitude, collisions and collisionDamage000)")
}

/** 003 Flying Higher: throws a CommandError if the seat may not agree to this floor now (lines 442-447). */
export function validateFloor(rules: CompiledRules, state: GameState, cmd: FloorCommand): void {
  if (state.step === 'over') throw new CommandError('game-over', 'the game is over')
  if (cmd.seq !== undefined && cmd.seq !== state.seq) throw new CommandError('stale', `the command was made against state ${cmd.seq} but the game is at ${state.seq}`)
  if (typeof cmd.seat !== 'string') throw new CommandError('malformed', 'the command names no seat')
  if (cmd.floor !== null && !Number.isInteger(cmd.floor)) throw new CommandError('malformed', 'a floor is a whole level, or null to withdraw')
  const problem = floorProblem(rules, state, cmd.seat, cmd.floor)
  if (problem) throw new CommandError(problem.startsWith('the floor is moved before') ? 'wrong-step' : 'illegal-plan', problem)
}

/** 003 Balloon busting: throws a CommandError if the balloon may not be winched or its observers bail out now (rules/balloons). */
export function validateWinch(rules: CompiledRules, state: GameState, cmd: WinchCommand): void {
  if (state.step === 'over') throw new CommandError('game-over', 'the game is over')
  if (cmd.seq !== undefined && cmd.seq !== state.seq) throw new CommandError('stale', `the command was made against state ${cmd.seq} but the game is at ${state.seq}`)
  planeFor(rules, state, cmd)
  const problem = winchCommandProblem({ rules, state, events: null }, cmd)
  if (problem) throw new CommandError('illegal-plan', problem)
}

/** 003 Ground fire: throws a CommandError if the gun's owner may not place, adjust or hold its counter so now (rules/ground-fire/player-aa.ts). */
export function validateArchie(rules: CompiledRules, state: GameState, cmd: ArchieCommand): number {
  if (state.step === 'over') throw new CommandError('game-over', 'the game is over')
  if (cmd.seq !== undefined && cmd.seq !== state.seq) throw new CommandError('stale', `the command was made against state ${cmd.seq} but the game is at ${state.seq}`)
  const gun = planeFor(rules, state, cmd)
  if (cmd.at !== null && (typeof cmd.at !== 'object' || !Number.isFinite(cmd.at?.x) || !Number.isFinite(cmd.at?.y))) throw new CommandError('malformed', 'the counter is put at {x, y} (cm), or null')
  const g = rules.byId.get(gun.id)!.index
  const problem = archieProblem({ rules, state, events: null }, g, { at: cmd.at, level: cmd.level, retire: cmd.retire })
  if (problem) throw new CommandError(problem.startsWith('the artillery counter is placed just before') ? 'wrong-step' : 'illegal-target', problem)
  return g
}

/**
 * 003 Technical eye (lines 985-989): throws a CommandError if the ace may not look at the target now; else the indices
 * of the looking plane and of the plane looked at (rules/aces/technical-eye.ts).
 */
export function validateLook(rules: CompiledRules, state: GameState, cmd: LookCommand): { i: number; j: number } {
  if (state.step === 'over') throw new CommandError('game-over', 'the game is over')
  if (cmd.seq !== undefined && cmd.seq !== state.seq) throw new CommandError('stale', `the command was made against state ${cmd.seq} but the game is at ${state.seq}`)
  const plane = planeFor(rules, state, cmd)
  if (typeof cmd.target !== 'string') throw new CommandError('malformed', 'a look names its target plane')
  const i = rules.byId.get(plane.id)!.index
  const j = rules.byId.get(cmd.target)?.index
  const problem = lookProblem(rules, state, i, j, cmd.target)
  if (problem) throw new CommandError(problem.startsWith('Technical eye was used') ? 'already-done' : j === undefined ? 'unknown-plane' : 'illegal-target', problem)
  return { i, j: j! }
}

/** The command as the log keeps it: a copy of the fields the rules read, nothing else (of a validated command). */
export function copyCommand(cmd: Command): Command {
  if (cmd.type === 'plan') {
    const plan: PlanCommand = { type: 'plan', seat: cmd.seat, plane: cmd.plane, cards: cmd.cards.slice() }
    if (cmd.ram) plan.ram = true
    if (cmd.dice) plan.dice = cmd.dice.slice()
    if (cmd.drop) plan.drop = cmd.drop.map((d) => ({ slot: d.slot, groups: d.groups.slice() }))
    if (cmd.lineUp) plan.lineUp = cmd.lineUp.map((l) => ({ slot: l.slot, target: l.target }))
    if (cmd.intent !== undefined) plan.intent = cmd.intent
    if (cmd.seq !== undefined) plan.seq = cmd.seq
    return plan
  }
  if (cmd.type === 'floor') {
    const floor: FloorCommand = { type: 'floor', seat: cmd.seat, floor: cmd.floor }
    if (cmd.seq !== undefined) floor.seq = cmd.seq
    return floor
  }
  if (cmd.type === 'taxi') {
    const taxi: TaxiCommand = { type: 'taxi', seat: cmd.seat, plane: cmd.plane, to: cmd.to ? { x: cmd.to.x, y: cmd.to.y, heading: cmd.to.heading } : null }
    if (cmd.seq !== undefined) taxi.seq = cmd.seq
    return taxi
  }
  if (cmd.type === 'winch') {
    const winch: WinchCommand = { type: 'winch', seat: cmd.seat, plane: cmd.plane }
    if (cmd.down !== undefined) winch.down = cmd.down
    if (cmd.bail) winch.bail = true
    if (cmd.seq !== undefined) winch.seq = cmd.seq
    return winch
  }
  if (cmd.type === 'archie') {
    const archie: ArchieCommand = { type: 'archie', seat: cmd.seat, plane: cmd.plane, at: cmd.at ? { x: cmd.at.x, y: cmd.at.y } : null }
    if (cmd.level !== undefined) archie.level = cmd.level
    if (cmd.retire) archie.retire = true
    if (cmd.seq !== undefined) archie.seq = cmd.seq
    return archie
  }
  if (cmd.type === 'enter') {
    const enter: EnterCommand = { type: 'enter', seat: cmd.seat, plane: cmd.plane, place: cmd.place }
    if (cmd.seq !== undefined) enter.seq = cmd.seq
    return enter
  }
  if (cmd.type === 'snipe') {
    const snipe: SnipeCommand = { type: 'snipe', seat: cmd.seat, plane: cmd.plane, give: cmd.give.slice() }
    if (cmd.seq !== undefined) snipe.seq = cmd.seq
    return snipe
  }
  if (cmd.type === 'evade') {
    const evade: EvadeCommand = { type: 'evade', seat: cmd.seat, plane: cmd.plane, card: cmd.card }
    if (cmd.seq !== undefined) evade.seq = cmd.seq
    return evade
  }
  if (cmd.type === 'look') {
    const look: LookCommand = { type: 'look', seat: cmd.seat, plane: cmd.plane, target: cmd.target }
    if (cmd.seq !== undefined) look.seq = cmd.seq
    return look
  }
  if (cmd.type === 'reorder') {
    const reorder: ReorderCommand = { type: 'reorder', seat: cmd.seat, plane: cmd.plane, cards: cmd.cards.slice() }
    if (cmd.seq !== undefined) reorder.seq = cmd.seq
    return reorder
  }
  const fire: FireCommand = { type: 'fire', seat: cmd.seat, plane: cmd.plane }
  if (cmd.front !== undefined) fire.front = cmd.front
  if (cmd.rear !== undefined) fire.rear = cmd.rear
  if (cmd.rockets !== undefined) fire.rockets = cmd.rockets
  if (cmd.perfectAim !== undefined) fire.perfectAim = cmd.perfectAim
  if (cmd.snipe !== undefined) fire.snipe = cmd.snipe
  if (cmd.tenacity !== undefined) fire.tenacity = cmd.tenacity
  if (cmd.fireAfter !== undefined) fire.fireAfter = cmd.fireAfter
  if (cmd.seq !== undefined) fire.seq = cmd.seq
  return fire
}

/** What fireRefusal reads of a plane: the game's state or a seat's view of its own plane. */
export interface RefusablePlane {
  effects?: PlaneEffects | object
  last: LastManoeuvre | null
  jam: { front: number; rear: number }
}

/**
 * Why a plane may not fire the guns of an arc this phase although the ruler reaches a target, known to its own seat
 * only (003 Special Damage: a wounded pilot or observer). Null when it may.
 */
export function fireRefusal(rules: CompiledRules, planes: readonly RefusablePlane[], i: number, arc: GunArc): string | null {
  const mods = rules.hooks.fireRefusal
  if (mods.length === 0 || !planes[i].effects) return null
  // the rules read only the planes (their effects, last manoeuvre and jams): a seat asks this of its own view
  const state = { planes } as unknown as GameState
  for (const m of mods) {
    const why = m.fireRefusal!({ rules, state, events: null }, i, arc)
    if (why) return why
  }
  return null
}
