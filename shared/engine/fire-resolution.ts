/**
 * Resolving a firing step (rulebook, "Damage" and "Jammed Guns and Explosions").
 *
 * "All damage is resolved simultaneously after all aircraft that want to fire have fired. Therefore, a plane
 * that is shot down may still fire the same phase."
 *
 * A shot's cards and the damage they deal are drawn and taken by fire-hits.ts; this file orders them.
 *
 * Rules on the hooks may change the letter and deck a shot draws from (004 twin guns, single machinegun), jam guns
 * their own way (004 twin guns), or fire the shots one by one (004 Order of firing, resolveInOrder); the aces' shots
 * may be fired in a first volley (003 Itchy trigger finger, 004's aces: fire-volleys.ts), and an explosion card may
 * be drawn again (003 Chivalrous attitude, the explosion hook).
 *
 * Aces' decisions at the firing (003 Sniper, Good at evading; 004 Sniper, Tenacity): a declared shot draws one card
 * more, and where a choice is wanted after seeing the cards the game waits (fire-choices.ts), then resumeFire goes on.
 */
import type { CompiledRules } from './rule-types'
import { NO_OPTIONS } from './firing'
import { planeById } from './compiled-plane'
import { afterFirstVolley, resolveInVolleys } from './fire-volleys'
import { applyHit, applyHits, downPlanes, downedByRule, drawCards, drawShot, extraFire, hasOption, optionFor, pending, runDownJams, shotOf, unpending, type Hit } from './fire-hits'
import type { OrderedShot, Shot } from './rule-types'
import type { GameEvent, GameState, GunArc } from './state-types'
import { firingChoicesPlayed } from './rules/aces/declarations'
import { pauseForChoices, settleChoices, tenacityUsed } from './fire-choices'
import { byPlane } from './by-plane'

const ARCS: GunArc[] = ['front', 'rear']

const NO_SHOTS: readonly Shot[] = []

/** the orders of a firing step resolved: none, one object for all of them, never changed */
const NO_ORDERS: GameState['fireOrders'] = Object.freeze({})

/**
 * Fire every order given, then apply all the damage at once. Clears the firing step's options and orders. Returns
 * the shots fired (for the rules that look back at the phase: aim).
 */
export function resolveFire(rules: CompiledRules, state: GameState, events: GameEvent[] | null): readonly Shot[] {
  // some shots go first (003 Itchy trigger finger, 004's aces): fire-volleys.ts
  // (the six hooks of the fire's resolution asked once, a fact of the compiled rules: issue 31, a phase's cost)
  const plain = rules.plainFire
  if (!plain && rules.hooks.firesFirst.length) return resolveInVolleys(rules, state, events)
  if (!plain && rules.hooks.fireOrder.length) return resolveInOrder(rules, state, events)
  const planes = state.planes
  let hits: Hit[] | null = null
  // the aces' declared shots are drawn the lettered way, where their extra card is counted (drawShot)
  const choices = firingChoicesPlayed(rules)
  const lettered = choices || (!plain && (rules.hooks.shotLetter.length > 0 || rules.hooks.shotDeck.length > 0 || rules.hooks.extraCards.length > 0))
  const turn = state.turn
  const phase = state.phase

  // every shot is decided before any card is looked at; cards are drawn in table order. Without a target no plane
  // was asked for orders: then the orders are not looked for (a name looked up on an object and not there is dear)
  const options = state.fireOptions
  const ordered = options.length > 0
  for (let i = 0; ordered && i < planes.length; i++) {
    const f = planes[i]
    // only a plane with a fire option gives orders (fire-command.ts): the others' are not looked for, a look-up by a
    // varying plane id being V8's megamorphic keyed load, dearer than the scan of a phase's few options (issue 31)
    if (!hasOption(options, f.id)) continue
    const order = byPlane(planes, state.fireOrders, f.id)
    if (!order) continue
    for (let a = 0; a < 2; a++) {
      const arc = ARCS[a]
      // (each arc by name: a property read by a name it varies over is several times dearer)
      const target = a === 0 ? order.front : order.rear
      if (target === undefined) continue
      if (target === null) {
        events?.push({ type: 'held-fire', to: 'all', turn, phase, plane: f.id, arc })
        continue
      }
      const option = optionFor(options, f.id, arc, target)
      const j = planeById(rules, target)!.index
      if (lettered) {
        const hit = drawShot(rules, state, events, { firer: i, arc, target: j, cards: option.cards, distance: option.distance })
        if (hits === null) hits = [hit]
        else hits.push(hit)
        continue
      }
      const guns = rules.planes[i].guns
      const letter = (a === 0 ? guns.front : guns.rear)!
      const hit: Hit = { firer: i, arc, target: j, cards: drawCards(rules, state, letter, option.cards, events), letter }
      // (the first hit makes a list of one, not an empty one grown by push: issue 31, a phase's cost)
      if (hits === null) hits = [hit]
      else hits.push(hit)
      f.stats.shots++
      events?.push({ type: 'fired', to: 'all', turn, phase, plane: f.id, arc, target, cards: option.cards, distance: option.distance })
    }
  }

  runDownJams(rules, state, events)
  // the rules' own shots (003 Ground fire) are simultaneous with the ordered ones, but no one's shots to look back at
  const extra = !plain && rules.hooks.extraFire.length ? extraFire(rules, state, events) : null
  // an ace's answer wanted after seeing the cards: the fire waits, drawn (fire-choices.ts), and resumeFire goes on
  if (choices && (hits || extra) && pauseForChoices(rules, state, [...(hits ?? []), ...(extra ?? [])].map(pending), (hits ?? []).map(shotOf))) {
    // (the orders are kept until the damage is taken: 003 Perfect aim's declaration is read then)
    state.fireOptions = []
    return NO_SHOTS
  }
  // a Tenacity shot waits for no one: its use is told as the damage is taken
  if (choices && hits) for (const h of hits) if (h.tenacity) tenacityUsed(state, h, events)
  if (hits || extra) applyHits(rules, state, extra ? [...(hits ?? []), ...extra] : hits!, events)
  if (ordered) {
    // (the one empty list and the one empty set of orders: nothing new stored into the state at every firing step; a
    // firing step begins with orders of its own, turn.ts startPhase; issue 31, a phase's cost)
    state.fireOptions = NO_OPTIONS
    state.fireOrders = NO_ORDERS
  }
  return hits ?? NO_SHOTS
}

/**
 * Every answer the fire waited for is in (fire-choices.ts): the damage is taken as it would have been, all at once, or
 * with 004's Order of firing this shot's and then the next shots', one by one. Returns the shots fired, unless the
 * fire waits again (a later shot of the order wants an answer: step 'choosing' again).
 */
export function resumeFire(rules: CompiledRules, state: GameState, events: GameEvent[] | null): readonly Shot[] {
  const ch = state.choosing!
  const hits = settleChoices(rules, state, events).map((p) => unpending(rules, p))
  state.step = 'firing'
  // the first volley settled (003 Itchy trigger finger, 004's aces): its damage, then the second (fire-volleys.ts)
  if (ch.volley) return afterFirstVolley(rules, state, events, hits, ch.shots, ch.volley)
  if (!ch.queue) {
    applyHits(rules, state, hits, events)
    state.fireOrders = {}
    return ch.shots
  }
  const run: InOrder = { shots: ch.queue, fired: ch.shots, downedBy: new Map(ch.downedBy), exploded: ch.exploded ?? null }
  takeInOrder(rules, state, events, run, hits[0])
  return fireInOrder(rules, state, events, run)
}

/**
 * 004 Order of firing: the shots are fired one by one in the order a rule gives, each one's damage taken before the
 * next is fired; a shot at a plane that an earlier shot downed is not fired. The planes downed still leave together
 * once every shot is resolved, so a plane shot down still fires its own shots this phase.
 */
function resolveInOrder(rules: CompiledRules, state: GameState, events: GameEvent[] | null): readonly Shot[] {
  const planes = state.planes
  const turn = state.turn
  const phase = state.phase
  let shots: OrderedShot[] = []
  for (let i = 0; i < planes.length; i++) {
    const f = planes[i]
    const order = state.fireOrders[f.id]
    if (!order) continue
    for (const arc of ARCS) {
      const target = order[arc]
      if (target === undefined) continue
      if (target === null) {
        events?.push({ type: 'held-fire', to: 'all', turn, phase, plane: f.id, arc })
        continue
      }
      const option = optionFor(state.fireOptions, f.id, arc, target)
      shots.push({ firer: i, arc, target: rules.byId.get(target)!.index, cards: option.cards, distance: option.distance })
    }
  }
  runDownJams(rules, state, events)
  const ctx = { rules, state, events }
  for (const m of rules.hooks.fireOrder) shots = m.fireOrder!(ctx, shots)
  state.fireOptions = []
  return fireInOrder(rules, state, events, { shots, fired: [], downedBy: new Map(), exploded: null })
}

/** 004 Order of firing under way: the shots still to fire, those fired, and what they downed. */
interface InOrder {
  shots: OrderedShot[]
  fired: Shot[]
  /** the plane whose shot downed each target, by target */
  downedBy: Map<number, number>
  exploded: number[] | null
}

/**
 * Fire the ordered shots one by one, each one's damage taken before the next. A shot whose cards want an ace's answer
 * (fire-choices.ts) makes the fire wait with the rest of the order kept (the orders too: later shots' declarations);
 * resumeFire takes its answer and goes on here.
 */
function fireInOrder(rules: CompiledRules, state: GameState, events: GameEvent[] | null, run: InOrder): readonly Shot[] {
  const planes = state.planes
  const choices = firingChoicesPlayed(rules)
  while (run.shots.length) {
    const shot = run.shots.shift()!
    const by = run.downedBy.get(shot.target)
    if (by !== undefined) {
      events?.push({ type: 'fire-lost', to: 'all', turn: state.turn, phase: state.phase, plane: planes[shot.firer].id, arc: shot.arc, target: planes[shot.target].id, by: planes[by].id })
      continue
    }
    const hit = drawShot(rules, state, events, shot)
    run.fired.push(shotOf(hit))
    // an answer wanted for this shot: asked now, before the next shot is fired
    if (choices && pauseForChoices(rules, state, [pending(hit)], run.fired, { queue: run.shots, downedBy: [...run.downedBy], ...(run.exploded ? { exploded: run.exploded } : {}) })) return NO_SHOTS
    if (hit.tenacity) tenacityUsed(state, hit, events)
    takeInOrder(rules, state, events, run, hit)
  }
  // the rules' own shots (003 Ground fire) are fired after the ordered ones, at whatever still stands
  if (rules.hooks.extraFire.length) for (const hit of extraFire(rules, state, events)) if (applyHit(rules, state, hit, events)) (run.exploded ??= []).push(hit.target)
  downPlanes(rules, state, run.exploded, events)
  state.fireOptions = []
  state.fireOrders = {}
  return run.fired
}

/** One ordered shot's damage taken, and whether it downed its target (later shots at it are lost). */
function takeInOrder(rules: CompiledRules, state: GameState, events: GameEvent[] | null, run: InOrder, hit: Hit): void {
  if (applyHit(rules, state, hit, events)) (run.exploded ??= []).push(hit.target)
  const t = state.planes[hit.target]
  const down = run.exploded?.includes(hit.target) || t.damageTotal >= rules.planes[hit.target].aircraft.damagePoints || (rules.hooks.downed.length > 0 && downedByRule(rules, state, events, hit.target) !== null)
  if (!down) return
  run.downedBy.set(hit.target, hit.firer)
  // a campaign's sortie keeps who downed it: with the order of firing he alone has the kill (004 line 278; victories.ts)
  if (rules.setup.campaign) (t.effects!.campaign ??= { fire: [] }).downedBy = state.planes[hit.firer].id
}
