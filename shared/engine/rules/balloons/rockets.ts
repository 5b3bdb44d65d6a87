/**
 * Le Prieur Rockets (003 lines 601-633), in force when a plane of the game carries them (setup plane `rockets`).
 *
 * "put two rocket counters on the planes' control boards. To fire rockets, the aircraft must do either a 'straight' or
 * a 'stall' manoeuvre and have the target in its front arc of fire at one ruler of distance or less. Players may fire
 * machine guns or rockets, but not both. When firing rockets, the player can decide to use one or both of the counters.
 * If a plane fires only one of its initial two rockets, it can fire the other one later on. The target is hit after
 * the next manoeuvre if all three of the following happen: 1) this next manoeuvre is again either a stall or a
 * straight; 2) after this second manoeuvre the same target is in the plane's front firing cone, or the aircraft
 * overlaps the target; 3) the firing aircraft does not draw any card with a special damage symbol because of enemy
 * fire in these two rounds of manoeuvres. If all three conditions are met, the target takes a D- Damage card for each
 * rocket fired. If even one condition is not met, the rockets missed the target and the counters are wasted.
 * (Exception: For the second condition, if the target balloon is still in the arc of fire but an aircraft blocks the
 * view, then the blocking aircraft (friend or foe) is hit instead and takes a D- Damage card.)"
 *
 * With the altitude rules (lines 631-633): "a straight, a stall, or a dive (but not a climb) ... After both the
 * manoeuvres, the aircraft has to be at the same altitude level or just one level above the target."
 *
 * The salvo is the fire command's `rockets` with its `front` target, given where the front guns have a fire option
 * at that target (the same ruler and arc; a target of a rocket is an enemy aircraft or balloon). It is launched at
 * the phase's firing (effects.rockets, public) and resolved at the end of the next phase, after its fire: the D cards
 * are taken then, like a balloon's blast. Judgement calls: the front cone of condition 2 is measured as the ruler
 * measures it (within a ruler); the jam cross is not a special damage symbol (it jams the shooter's guns); the
 * symbol counts whether or not the Special Damage rule is in force; any aircraft in the view takes the hit, whatever
 * the target.
 */
import { rectanglesOverlap } from '../../../geometry/base'
import { rulerDistanceAlong } from '../../../geometry/ruler'
import { drawDamage, pointsOf } from '../../damage'
import { allCorners, blockReach, mayBlock } from '../../firing'
import { removePlane } from '../../removal'
import type { PlaneEffects, RocketSalvo } from '../../state-types'
import type { FireCommand } from '../../basic-command-schema'
import type { DealtCard, HookContext, PhaseContext, RuleModule } from '../hooks'
import { effectsOf } from '../hooks'

const ROCKET_DECK = 'D'

type Rockets = NonNullable<PlaneEffects['rockets']>

/** The phase's number, counted through the game. */
const phaseNo = (ctx: HookContext) => ctx.state.turn * 3 + ctx.state.phase

/**
 * What the checks of a rocket order read: the rules and, of the state, the planes' cards flown this turn, their
 * counters and the phase's fire options. A game's state has them, and so has a seat's view (renderer/src/tables/card/panels/
 * rocket-choice.ts passes a view's planes with their revealed cards as executed), so the fire panel says the
 * engine's own reasons.
 */
export interface RocketCheck {
  rules: HookContext['rules']
  state: {
    planes: ReadonlyArray<{ id: string; executed: readonly string[]; effects?: { rockets?: { left: number } | null; alt?: { level: number } | null } | null }>
    fireOptions: HookContext['state']['fireOptions']
  }
  /** a hook's context passes its events too; the checks tell none */
  events?: unknown
}

/** The rocket counters plane i has left (its setup's until it fires). */
export function rocketsLeft(ctx: RocketCheck, i: number): number {
  return ctx.state.planes[i].effects?.rockets?.left ?? ctx.rules.setup.planes[i].rockets ?? 0
}

function rocketsOf(ctx: HookContext, i: number): Rockets {
  const fx = effectsOf(ctx.state.planes[i])
  fx.rockets ??= { left: rocketsLeft(ctx, i), salvoes: [] }
  return fx.rockets
}

/** Whether the card plane i flew last lets it fire rockets, or lets them hit: a straight, a stall, with altitude a dive. */
function rocketCard(ctx: RocketCheck, i: number): boolean {
  const p = ctx.state.planes[i]
  const card = ctx.rules.content.cards[p.executed[p.executed.length - 1]]
  if (!card) return false
  if (card.altitude === 'dive') return ctx.rules.setup.options.altitude === true
  return card.stall || (card.straight && card.altitude === null)
}

/** With the altitude rules: the same level as the target or one above (lines 632-633). */
function levelsFit(ctx: RocketCheck, i: number, j: number): boolean {
  if (ctx.rules.setup.options.altitude !== true) return true
  const up = (ctx.state.planes[i].effects?.alt?.level ?? 0) - (ctx.state.planes[j].effects?.alt?.level ?? 0)
  return up === 0 || up === 1
}

/** Why plane i may not fire rockets at all now, whatever the target: no counters left, or the card it just flew (or null). */
export function rocketsNotNow(ctx: RocketCheck, i: number): string | null {
  const { rules } = ctx
  if (rocketsLeft(ctx, i) === 0) return `plane "${ctx.state.planes[i].id}" has no rockets${rules.setup.planes[i].rockets ? ' left' : ''} (003 Le Prieur Rockets, line 606)`
  if (!rocketCard(ctx, i)) return `rockets are fired after a straight or a stall${rules.setup.options.altitude === true ? ' or a dive' : ''} (lines 608, 631)`
  return null
}

/** Why plane i may not fire `count` rockets at `target` now (fire-command.ts), or null. */
export function rocketsProblem(ctx: RocketCheck, i: number, cmd: Pick<FireCommand, 'front' | 'rear' | 'rockets'>): string | null {
  const { rules, state } = ctx
  const plane = state.planes[i]
  const count = cmd.rockets!
  const left = rocketsLeft(ctx, i)
  if (left === 0) return rocketsNotNow(ctx, i)
  if (count > left) return `plane "${plane.id}" has only ${left} rocket left`
  if (typeof cmd.front !== 'string') return 'rockets are fired at the front target: name it as front'
  if (cmd.rear) return 'a plane fires machine guns or rockets, not both (line 610)'
  const j = rules.byId.get(cmd.front)?.index
  if (j === undefined) return `there is no plane "${cmd.front}" in this game`
  if (rules.planes[j].kind !== 'aeroplane' && rules.planes[j].kind !== 'balloon') return 'rockets are fired at aircraft and balloons'
  if (!rocketCard(ctx, i)) return rocketsNotNow(ctx, i)
  if (!state.fireOptions.some((o) => o.plane === plane.id && o.arc === 'front' && o.target === cmd.front)) return `"${cmd.front}" is not in the front arc of fire within a ruler (line 608)`
  if (!levelsFit(ctx, i, j)) return 'rockets are fired at the same level as the target or one above it (lines 632-633)'
  return null
}

/** At the phase's firing: each plane that fires rockets launches its salvo (no cards drawn now). */
function launch(ctx: HookContext): [] {
  const { state, events } = ctx
  for (let i = 0; i < state.planes.length; i++) {
    const order = state.fireOrders[state.planes[i].id]?.rockets
    if (!order) continue
    const r = rocketsOf(ctx, i)
    r.left -= order.count
    const salvo: RocketSalvo = { target: order.target, count: order.count, turn: state.turn, phase: state.phase }
    // a special damage card already taken this round (004's order of firing takes each shot's damage first)
    if (r.hit === phaseNo(ctx)) salvo.spoiled = true
    r.salvoes.push(salvo)
    events?.push({ type: 'rockets-fired', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[i].id, target: order.target, rockets: order.count })
  }
  return []
}

/** Condition 3: a card with a special damage symbol from enemy fire spoils the plane's salvoes in flight. */
function spoil(ctx: HookContext, dealt: DealtCard): void {
  const t = ctx.state.planes[dealt.target]
  if (!dealt.card.special.some((s) => s !== 'jam') || ctx.state.planes[dealt.firer].team === t.team) return
  if (!t.effects?.rockets && !ctx.state.fireOrders[t.id]?.rockets) return
  const r = rocketsOf(ctx, dealt.target)
  r.hit = phaseNo(ctx)
  for (const s of r.salvoes) s.spoiled = true
}

/** After the next manoeuvre's fire: each salvo fired in an earlier phase hits or misses. */
function resolve(ctx: PhaseContext): void {
  const { state } = ctx
  for (let i = 0; i < state.planes.length; i++) {
    const r = state.planes[i].effects?.rockets
    if (!r || r.salvoes.length === 0) continue
    const due = r.salvoes.filter((s) => s.turn !== state.turn || s.phase !== state.phase)
    if (due.length === 0) continue
    r.salvoes = r.salvoes.filter((s) => !due.includes(s))
    for (const s of due) resolveSalvo(ctx, i, s)
  }
}

function resolveSalvo(ctx: HookContext, i: number, s: RocketSalvo): void {
  const { state, rules, events } = ctx
  const f = state.planes[i]
  const base = { to: 'all' as const, turn: state.turn, phase: state.phase, plane: f.id, target: s.target, rockets: s.count }
  const j = rules.byId.get(s.target)!.index
  const t = state.planes[j]
  const miss = (why: 'manoeuvre' | 'target' | 'level' | 'damage' | 'gone'): void => void events?.push({ ...base, type: 'rockets-missed', why })
  if (f.status !== 'flying') return miss('gone')
  if (s.spoiled) return miss('damage')
  if (!rocketCard(ctx, i)) return miss('manoeuvre')
  if (t.status !== 'flying' && t.status !== 'standing') return miss('gone')
  if (!levelsFit(ctx, i, j)) return miss('level')
  const hit = struck(ctx, i, j)
  if (hit === null) return miss('target')
  events?.push({ ...base, type: 'rockets-hit', target: state.planes[hit].id, aimed: s.target })
  takeRocketCards(ctx, i, hit, hit === j ? s.count : 1)
}

/**
 * What the salvo of plane i at plane j strikes after the second manoeuvre: j when it overlaps i or is in i's front
 * arc within a ruler with nothing in the way; the nearest aircraft in the way when one blocks the view; else null.
 */
function struck(ctx: HookContext, i: number, j: number): number | null {
  const { state, rules } = ctx
  const planes = state.planes
  const f = planes[i]
  const corners = allCorners(rules, state)
  if (rectanglesOverlap(corners, corners, 8 * i, 8 * j)) return j
  const arc = rules.planes[i].arcs.front
  if (!arc) return null
  const sin = Math.sin(f.h + arc.centre)
  const cos = Math.cos(f.h + arc.centre)
  const reach = (blockers: Float64Array | null, nb: number) => rulerDistanceAlong(f.x, f.y, sin, cos, arc.halfAngle, corners, rules.ruler, blockers, nb, 8 * j)
  if (reach(null, 0) === Infinity) return null
  const far = blockReach(rules, planes, i, j)
  const inWay: number[] = []
  for (let k = 0; k < planes.length; k++) if (planes[k].status === 'flying' && rules.planes[k].kind === 'aeroplane' && mayBlock(rules, planes, corners, i, j, k, far)) inWay.push(k)
  if (inWay.length === 0) return j
  const buf = new Float64Array(8 * inWay.length)
  inWay.forEach((k, n) => buf.set(corners.subarray(8 * k, 8 * k + 8), 8 * n))
  if (reach(buf, inWay.length) !== Infinity) return j
  // the view is blocked: the nearest aircraft that blocks it alone, else the nearest in the way
  const dist = (k: number) => Math.hypot(planes[k].x - f.x, planes[k].y - f.y)
  inWay.sort((a, b) => dist(a) - dist(b))
  for (const k of inWay) if (reach(corners.subarray(8 * k, 8 * k + 8), 1) === Infinity) return k
  return inWay[0]
}

/** Plane j takes `n` D cards from plane i's rockets: the cards' effects as the rules in force take them, then whether it goes down. */
function takeRocketCards(ctx: HookContext, i: number, j: number, n: number): void {
  const { state, rules, events } = ctx
  const t = state.planes[j]
  const ids: string[] = []
  let points = 0
  let explosion: string | null = null
  for (let k = 0; k < n; k++) {
    const card = drawDamage(rules, state, ROCKET_DECK, events)
    let p = pointsOf(card)
    const dealt = { firer: i, arc: 'front' as const, target: j, card, letter: ROCKET_DECK }
    for (const m of rules.hooks.cardPoints) p = m.cardPoints!(ctx, dealt, p)
    t.damage.push(card.id)
    ids.push(card.id)
    points += p
    for (const m of rules.hooks.cardTaken) m.cardTaken!(ctx, dealt, p)
    if (card.special.includes('explosion')) explosion = card.id
  }
  t.damageTotal += points
  t.stats.cardsTaken += n
  t.stats.damageTaken += points
  state.planes[i].stats.cardsDealt += n
  state.planes[i].stats.damageDealt += points
  if (events) {
    events.push({ type: 'damage-taken', to: 'all', turn: state.turn, phase: state.phase, plane: t.id, from: state.planes[i].id, cards: n, cause: 'fire' })
    events.push({ type: 'damage-cards', to: [t.seat], turn: state.turn, phase: state.phase, plane: t.id, from: state.planes[i].id, cards: ids, points, total: t.damageTotal })
  }
  if (t.status !== 'flying' && t.status !== 'standing') return
  let down: 'shot-down' | 'exploded' | 'silenced' | null = null
  for (const m of rules.hooks.downed) if ((down = m.downed!(ctx, j))) break
  if (explosion !== null && down !== 'silenced') {
    t.shown.push(explosion)
    events?.push({ type: 'card-shown', to: 'all', turn: state.turn, phase: state.phase, plane: t.id, card: explosion, why: 'explosion' })
    down = 'exploded'
  }
  if (down === null && t.damageTotal >= rules.planes[j].aircraft.damagePoints) down = 'shot-down'
  if (down === null) return
  // an exploded balloon's blast is the balloons module's, after this (its endOfPhase comes after this module's)
  removePlane(state, t, down, null, events)
  if (down === 'exploded') events?.push({ type: 'exploded', to: 'all', turn: state.turn, phase: state.phase, plane: t.id, card: explosion ?? '' })
}

export const rockets: RuleModule = {
  id: 'rockets',
  source: '003 lines 601-633 (Le Prieur Rockets)',
  extraFire: launch,
  cardTaken: spoil,
  endOfPhase: resolve,
}
