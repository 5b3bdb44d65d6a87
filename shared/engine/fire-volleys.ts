/**
 * A phase's fire in two volleys: the shots that go first, then the others (003 Itchy trigger finger, lines
 * 1000-1002; 004's generic ace ability b), line 358).
 *
 * 003: "Aces with this ability go first whenever firing is resolved. All the damage they cause is resolved
 * simultaneously, so if any of them are shot down they can still fire in that phase. Then remove all the eliminated
 * planes: Now any surviving aircraft without this skill may fire, using normal rules."
 * 004: "Aces fire before non-Aces so that, for example, if an Ace and a non-Ace were firing at each other, any damage
 * inflicted by the Ace (including, of course, shooting the non-Ace down) takes place before the non-Ace gets to fire."
 *
 * Which shots go first is the rules' (the firesFirst hook: rules/aces/itchy-trigger-finger.ts,
 * rules/aces/aces-fire-first-004.ts). Each volley is fired by the usual rules: all at once, or one by one when a rule
 * orders the shots (004 Order of firing: "If more than one Ace fires at the same target then rules in 1) above
 * apply (ie, closest first)"). The planes the first volley downs leave before the second: their own shots are lost,
 * and so are the shots at them (a `fire-lost` event each). Jam counters run down once, before either volley, so a jam
 * the first volley deals is not run down at once.
 *
 * The aces' choices after the draw (003 Sniper, Good at evading: fire-choices.ts) are asked in each volley fired all
 * at once: the first volley waits, drawn, with the second's shots kept (FireChoices.volley); resumeFire
 * (fire-resolution.ts) settles it and calls afterFirstVolley, and the second volley may wait in its turn. With 004's
 * Order of firing the volleys' shots are fired one by one and no choice is asked in them (the reading in
 * docs/rules.md).
 */
import type { CompiledRules } from './rule-types'
import { applyHit, downPlanes, drawShot, extraFire, optionFor, pending, runDownJams, shotOf, downedByRule, type Hit } from './fire-hits'
import { pauseForChoices, tenacityUsed } from './fire-choices'
import { firingChoicesPlayed } from './rules/aces/declarations'
import type { OrderedShot, Shot } from './rules/hooks'
import type { GameEvent, GameState, GunArc } from './state-types'

const ARCS: readonly GunArc[] = ['front', 'rear']

/** The shots the phase's orders give, in table order, front before rear; held fire is told. */
function orderedShots(rules: CompiledRules, state: GameState, events: GameEvent[] | null): OrderedShot[] {
  const shots: OrderedShot[] = []
  for (let i = 0; i < state.planes.length; i++) {
    const f = state.planes[i]
    const order = state.fireOrders[f.id]
    if (!order) continue
    for (const arc of ARCS) {
      const target = order[arc]
      if (target === undefined) continue
      if (target === null) {
        events?.push({ type: 'held-fire', to: 'all', turn: state.turn, phase: state.phase, plane: f.id, arc })
        continue
      }
      const option = optionFor(state.fireOptions, f.id, arc, target)
      shots.push({ firer: i, arc, target: rules.byId.get(target)!.index, cards: option.cards, distance: option.distance })
    }
  }
  return shots
}

const standing = (state: GameState, i: number) => state.planes[i].status === 'flying' || state.planes[i].status === 'standing'

/**
 * One volley: its shots all at once, or one by one in the order the rules give (a shot at a plane an earlier one
 * downed is lost). `downedBy` learns who downed whom. Returns the hits and the targets of explosions.
 */
function volley(rules: CompiledRules, state: GameState, events: GameEvent[] | null, shots: OrderedShot[], downedBy: Map<number, number>): { hits: Hit[]; exploded: number[] } {
  const ctx = { rules, state, events }
  const hits: Hit[] = []
  const exploded: number[] = []
  if (rules.hooks.fireOrder.length === 0) {
    for (const shot of shots) hits.push(drawShot(rules, state, events, shot))
    for (const hit of hits) if (applyHit(rules, state, hit, events)) exploded.push(hit.target)
    for (const hit of hits) if (!downedBy.has(hit.target) && isDown(rules, state, events, hit.target, exploded)) downedBy.set(hit.target, hit.firer)
    return { hits, exploded }
  }
  let list = shots
  for (const m of rules.hooks.fireOrder) list = m.fireOrder!(ctx, list)
  for (const shot of list) {
    const by = downedBy.get(shot.target)
    if (by !== undefined) {
      events?.push({ type: 'fire-lost', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[shot.firer].id, arc: shot.arc, target: state.planes[shot.target].id, by: state.planes[by].id })
      continue
    }
    const hit = drawShot(rules, state, events, shot)
    hits.push(hit)
    if (applyHit(rules, state, hit, events)) exploded.push(hit.target)
    if (isDown(rules, state, events, hit.target, exploded)) downedBy.set(hit.target, hit.firer)
  }
  return { hits, exploded }
}

function isDown(rules: CompiledRules, state: GameState, events: GameEvent[] | null, i: number, exploded: readonly number[]): boolean {
  return exploded.includes(i) || state.planes[i].damageTotal >= rules.planes[i].aircraft.damagePoints || (rules.hooks.downed.length > 0 && downedByRule(rules, state, events, i) !== null)
}

/** Fire the phase's orders in two volleys (see the header). Clears the firing step's options and orders. */
export function resolveInVolleys(rules: CompiledRules, state: GameState, events: GameEvent[] | null): readonly Shot[] {
  const ctx = { rules, state, events }
  const turn = state.turn
  const phase = state.phase
  const shots = orderedShots(rules, state, events)
  runDownJams(rules, state, events)
  const first: OrderedShot[] = []
  const rest: OrderedShot[] = []
  for (const shot of shots) {
    let why: 'itchy-trigger' | 'ace-004' | null = null
    for (const m of rules.hooks.firesFirst) if ((why = m.firesFirst!(ctx, shot))) break
    const f = state.planes[shot.firer]
    if (why) events?.push({ type: 'fires-first', to: 'all', turn, phase, plane: f.id, arc: shot.arc, target: state.planes[shot.target].id, why })
    else if (shot.arc === 'front' && state.fireOrders[f.id]?.fireAfter) events?.push({ type: 'fires-after', to: 'all', turn, phase, plane: f.id, arc: shot.arc, target: state.planes[shot.target].id })
    ;(why ? first : rest).push(shot)
  }
  const downedBy = new Map<number, number>()
  const hits: Hit[] = []
  if (first.length && choosing(rules)) {
    // drawn all at once; an ace's answer wanted after seeing the cards: the fire waits (fire-choices.ts)
    const drawn = first.map((s) => drawShot(rules, state, events, s))
    if (pauseForChoices(rules, state, drawn.map(pending), drawn.map(shotOf), { volley: rest })) {
      state.fireOptions = []
      return []
    }
    // no answer wanted: 004 Tenacity's use is told now (settleChoices tells it after a wait)
    for (const h of drawn) if (h.tenacity) tenacityUsed(state, h, events)
    return afterFirstVolley(rules, state, events, drawn, drawn.map(shotOf), rest)
  }
  if (first.length) {
    const v = volley(rules, state, events, first, downedBy)
    hits.push(...v.hits)
    // "Then remove all the eliminated planes"
    downPlanes(rules, state, v.exploded.length ? v.exploded : null, events)
  }
  return secondVolley(rules, state, events, rest, downedBy, hits)
}

/** Whether the aces' choices after the draw are asked in the volleys: some are played, and no rule fires one by one. */
function choosing(rules: CompiledRules): boolean {
  return rules.hooks.fireOrder.length === 0 && firingChoicesPlayed(rules)
}

/**
 * The first volley drawn (and its choices settled): its damage taken together, the planes it downs removed, then the
 * second volley. `fired`: the first volley's shots. Returns every shot fired, unless the second volley waits.
 */
export function afterFirstVolley(rules: CompiledRules, state: GameState, events: GameEvent[] | null, hits: readonly Hit[], fired: readonly Shot[], rest: readonly OrderedShot[]): readonly Shot[] {
  const exploded: number[] = []
  const downedBy = new Map<number, number>()
  for (const hit of hits) if (applyHit(rules, state, hit, events)) exploded.push(hit.target)
  for (const hit of hits) if (!downedBy.has(hit.target) && isDown(rules, state, events, hit.target, exploded)) downedBy.set(hit.target, hit.firer)
  // "Then remove all the eliminated planes"
  downPlanes(rules, state, exploded.length ? exploded : null, events)
  return secondVolley(rules, state, events, rest, downedBy, fired.map(shotOf))
}

/**
 * "Now any surviving aircraft without this skill may fire, using normal rules": the other shots of planes still
 * flying, at planes still flying. `before`: the first volley's shots (returned with the second's).
 */
function secondVolley(rules: CompiledRules, state: GameState, events: GameEvent[] | null, rest: readonly OrderedShot[], downedBy: Map<number, number>, before: readonly Shot[]): readonly Shot[] {
  const turn = state.turn
  const phase = state.phase
  const hits: Shot[] = [...before]
  const left: OrderedShot[] = []
  for (const shot of rest) {
    const lostTo = !standing(state, shot.firer) ? shot.firer : !standing(state, shot.target) ? shot.target : -1
    if (lostTo < 0) {
      left.push(shot)
      continue
    }
    const by = downedBy.get(lostTo)
    events?.push({ type: 'fire-lost', to: 'all', turn, phase, plane: state.planes[shot.firer].id, arc: shot.arc, target: state.planes[shot.target].id, by: state.planes[by ?? lostTo].id, ...(lostTo === shot.firer ? { firerDown: true as const } : {}) })
  }
  if (choosing(rules) && left.length) {
    const drawn = left.map((s) => drawShot(rules, state, events, s))
    const extra = rules.hooks.extraFire.length ? extraFire(rules, state, events).filter((h) => standing(state, h.target)) : []
    // the second volley waits in its turn; once settled, resumeFire takes its damage as a simultaneous fire
    if (pauseForChoices(rules, state, [...drawn, ...extra].map(pending), [...before.map(shotOf), ...drawn.map(shotOf)])) {
      state.fireOptions = []
      return []
    }
    for (const h of drawn) if (h.tenacity) tenacityUsed(state, h, events)
    let boom: number[] | null = null
    for (const hit of [...drawn, ...extra]) if (applyHit(rules, state, hit, events)) (boom ??= []).push(hit.target)
    downPlanes(rules, state, boom, events)
    state.fireOptions = []
    state.fireOrders = {}
    return [...before.map(shotOf), ...drawn.map(shotOf)]
  }
  const second = volley(rules, state, events, left, new Map(downedBy))
  hits.push(...second.hits)
  const exploded = second.exploded
  // the rules' own shots (003 Ground fire) are fired with the second volley, at whatever still stands
  if (rules.hooks.extraFire.length) for (const hit of extraFire(rules, state, events)) if (standing(state, hit.target) && applyHit(rules, state, hit, events)) exploded.push(hit.target)
  downPlanes(rules, state, exploded.length ? exploded : null, events)
  state.fireOptions = []
  state.fireOrders = {}
  return hits
}
