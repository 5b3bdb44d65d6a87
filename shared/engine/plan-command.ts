/**
 * The basic game's plan (003 "Planning Phase"): a plane's three cards for the turn, secret until each is revealed,
 * with what the optional rules add to it, each judged by its rule (000 ramming, 004 dice altitude, 000 line-up, 003
 * bombing; 004's turn-less game judges the cards itself through the planProblem hook). Its shape is in
 * basic-command-schema.ts, below the rule modules that read it.
 */
import { CommandError } from './command-error'
import { commandCompiled, commandPlane } from './command-checks'
import { defineCommand } from './command-kind'
import { clientPlanSchema, planSchema, type PlanCommand } from './basic-command-schema'
import { cardsWanted, planShapeProblem, refusedSlots } from './planning'
import type { CompiledRules } from './rule-types'
import { rammingPlayed } from './rules/altitude/collision-damage-000'
import { diceCommandProblem } from './rules/dice-altitude-004'
import { lineUpProblem } from './rules/line-up-000'
import { dropProblem } from './rules/bombing'
import { hasRepeat, resolveRepeats } from './rules/aces/exceptional-pilot'
import { copyCards } from './plan-cards'

export const planCommand = defineCommand({
  type: 'plan',
  schema: planSchema,
  clientSchema: clientPlanSchema,
  validate(rules, state, cmd) {
    // the plane and its compiled rules, its id looked up once
    const known = commandCompiled(rules, cmd)
    const plane = commandPlane(rules, state, cmd, known)
    // (commandPlane refuses an id the game does not know)
    const compiled = known!
    const index = compiled.index
    if (state.step !== 'planning') throw new CommandError('wrong-step', `plans are made in the planning phase; it is now phase ${state.phase} of turn ${state.turn}, firing`)
    if (cmd.ram !== undefined) rammingProblem(rules, cmd.ram)
    if (cmd.intent !== undefined && (typeof cmd.intent !== 'string' || cmd.intent.length === 0 || cmd.intent.length > 160)) throw new CommandError('malformed', 'an intent is a sentence of 1 to 160 characters')
    if (cmd.dice !== undefined) {
      // 004 dice altitude: each card's climb, descent or level, judged from the level the plane plans at
      const problem = diceCommandProblem(rules, index, plane.effects?.alt?.level ?? 0, cmd.cards, cmd.dice)
      if (problem) throw new CommandError(problem.malformed ? 'malformed' : 'illegal-plan', problem.why)
    }
    if (cmd.lineUp !== undefined) {
      // 000 Line-up on Target: declared with a turn card, on an enemy target (rules/line-up-000.ts)
      const problem = lineUpProblem(rules, state, index, cmd.cards, cmd.lineUp)
      if (problem) throw new CommandError('illegal-plan', problem)
    }
    if (cmd.drop !== undefined) {
      // 003 Bombing: the groups of bombs dropped with the plan's cards (rules/bombing)
      const problem = dropProblem(rules, index, plane, cmd.cards, cmd.drop)
      if (problem) throw new CommandError('illegal-plan', problem)
    }
    if (rules.hooks.planProblem.length) {
      // a rule that plans otherwise judges the plan (004's turn-less game: the cards put behind the queue)
      if (cardsWanted(rules, state, index) === 0) throw new CommandError('already-done', `plane "${plane.id}" has already planned its cards for phase ${Math.max(state.phase, 1)} of turn ${state.turn}`)
      const ctx = { rules, state, events: null }
      for (const m of rules.hooks.planProblem) {
        const problem = m.planProblem!(ctx, index, cmd.cards)
        if (problem) throw new CommandError('illegal-plan', problem)
      }
      return plane
    }
    if (plane.plan) throw new CommandError('already-done', `plane "${plane.id}" has already committed its plan for turn ${state.turn}`)
    const problem = planShapeProblem(compiled, cmd.cards)
    if (problem) throw new CommandError('illegal-plan', problem)
    if (plane.effects) {
      // the optional rules' refusals (a jammed rudder, a damaged engine), every one of them
      // (the cards as they are when they name no "1" or "2": the checks only read them, no copy is needed; issue 31)
      const cards = hasRepeat(cmd.cards) ? resolveRepeats(cmd.cards) : cmd.cards
      const refused = refusedSlots(compiled, plane.last, cards, { rules, effects: plane.effects, turn: state.turn, stand: plane })
      if (refused.length) throw new CommandError('illegal-plan', refused.map((c) => `${c.card}: ${c.reason}`).join('; '))
    }
    return plane
  },
  apply(rules, state, cmd, plane, events) {
    // what a rule keeps of a plan beyond its cards: a ramming declaration, dice intents, bombs' drops (hook planCommitted)
    if (rules.hooks.planCommitted.length) for (const m of rules.hooks.planCommitted) m.planCommitted!({ rules, state, events }, rules.byId.get(plane.id)!.index, cmd)
    // 004's turn-less game: the cards go behind the plane's queue
    // (the plan and its record in the seat's event are one copy of the command's cards: neither is ever changed in
    // place, a plan changed is a new array)
    // an Exceptional pilot's "1" and "2" stand for the cards they repeat (rules/aces/exceptional-pilot.ts)
    // (no plan yet: resolveRepeats' own empty list, not a new one a plan)
    // (none where no plan may name them: the cards copied, not asked for them again; issue 31, a phase's cost)
    const cards = rules.repeatCards ? resolveRepeats(cmd.cards, plane.plan ?? undefined) : copyCards(cmd.cards)
    plane.plan = plane.plan ? plane.plan.concat(cards) : cards
    // a bot's plan in a sentence, kept secret until the turn has been flown (turn.ts tellIntents)
    if (cmd.intent !== undefined) plane.intent = cmd.intent
    events?.push({ type: 'plan-committed', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id })
    events?.push({ type: 'plan-recorded', to: [plane.seat], turn: state.turn, phase: state.phase, plane: plane.id, cards })
    return 'planned'
  },
  copy(cmd) {
    const plan: PlanCommand = { type: 'plan', seat: cmd.seat, plane: cmd.plane, cards: copyCards(cmd.cards) }
    if (cmd.ram) plan.ram = true
    if (cmd.dice) plan.dice = cmd.dice.slice()
    if (cmd.drop) plan.drop = cmd.drop.map((d) => ({ slot: d.slot, groups: d.groups.slice() }))
    if (cmd.lineUp) plan.lineUp = cmd.lineUp.map((l) => ({ slot: l.slot, target: l.target }))
    if (cmd.intent !== undefined) plan.intent = cmd.intent
    if (cmd.seq !== undefined) plan.seq = cmd.seq
    return plan
  },
})

/**
 * 000 Collisions (line 456): "unless one pilot declares that he is ramming": a declaration made with the plan, only
 * where 000's collision damage is played (with 003's Collisions and Altitude, and not 004's collisions in their place).
 */
function rammingProblem(rules: CompiledRules, ram: unknown): void {
  if (ram !== true) throw new CommandError('malformed', 'ram is true (the pilot declares he is ramming) or left out')
  if (!rammingPlayed(rules.setup.options)) throw new CommandError('illegal-plan', "a pilot declares ramming only with 000's collision damage in force (options altitude, collisions and collisionDamage000)")
}
