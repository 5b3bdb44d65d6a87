/**
 * The basic game's fire order (003 "Firing"): for each gun arc with a target, the target named or fire held, with
 * what the optional rules add to it, each judged by its rule (003 Le Prieur rockets; the aces' declarations: 003
 * Perfect aim, Sniper, 004 Sniper and Tenacity, 004's ace letting others fire first). Its shape is in
 * basic-command-schema.ts, below the rule modules that read it. Once every plane with a target has ordered, the
 * sequencer resolves the fire.
 */
import { CommandError } from './command-error'
import { commandCompiled, commandPlane } from './command-checks'
import { defineCommand } from './command-kind'
import { fireSchema, type FireCommand } from './basic-command-schema'
import { fireRefusal } from './fire-refusal'
import type { FireOrder, GunArc } from './state-types'
import { hasOption } from './fire-hits'
import { byPlane, setByPlane } from './by-plane'
import { perfectAimProblem } from './rules/aces/perfect-aim'
import { fireAfterProblem } from './rules/aces/aces-fire-first-004'
import { declarationProblem } from './rules/aces/declarations'
import { rocketsProblem } from './rules/balloons/rockets'

/** the arcs a fire order names, front first */
const GUN_ARCS: readonly GunArc[] = ['front', 'rear']

/** a balloon or ground piece in play may give fire orders (an AA machine gun) */
const PIECES_TOO = { standing: true }

export const fireCommand = defineCommand({
  type: 'fire',
  schema: fireSchema,
  validate(rules, state, cmd) {
    // the plane and its compiled rules, its id looked up once
    const known = commandCompiled(rules, cmd)
    const plane = commandPlane(rules, state, cmd, known, PIECES_TOO)
    if (state.step !== 'firing') throw new CommandError('wrong-step', 'fire orders are given in a firing step')
    if (byPlane(state.planes, state.fireOrders, plane.id)) throw new CommandError('already-done', `plane "${plane.id}" has already given its fire orders this phase`)
    const options = state.fireOptions
    if (!hasOption(options, plane.id)) throw new CommandError('illegal-target', `plane "${plane.id}" has no target this phase`)
    // (commandPlane refuses an id the game does not know)
    const compiled = known!
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
      // (null compared first: a string compared with null goes through V8's generic equality; issue 31, every order)
      if (first !== null && target === first) throw new CommandError('illegal-target', 'a two-seater fires its front and rear guns at two different targets')
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
  },
  apply(_rules, state, fire, plane, events) {
    // every arc that has a target gets an order: the target named, or holding fire
    const order: FireOrder = {}
    // 003 Le Prieur Rockets: rockets in place of the guns, launched at the firing (rules/balloons/rockets.ts)
    if (fire.rockets) order.rockets = { target: fire.front!, count: fire.rockets }
    else {
      // (a loop by index, not for...of, which V8 compiles with the iterator's closing: every order; issue 31)
      const options = state.fireOptions
      for (let k = 0; k < options.length; k++) {
        const o = options[k]
        if (o.plane !== plane.id) continue
        if (o.arc === 'front') order.front = fire.front ?? null
        else order.rear = fire.rear ?? null
      }
    }
    // the aces' declarations (rules/aces/perfect-aim.ts, aces-fire-first-004.ts): kept with the orders, as secret
    if (fire.perfectAim) order.perfectAim = true
    if (fire.fireAfter) order.fireAfter = true
    // 003 Sniper, 004 Sniper and Tenacity: the arc that tries it (rules/aces/declarations.ts), as secret
    if (fire.snipe) order.snipe = fire.snipe
    if (fire.tenacity) order.tenacity = fire.tenacity
    setByPlane(state.planes, state.fireOrders, plane.id, order)
    events?.push({ type: 'fire-ordered', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id })
    return 'ordered'
  },
  copy(cmd) {
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
  },
})
