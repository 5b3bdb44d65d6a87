/**
 * 003 Bombing (lines 817-896), "Bombing Rules":
 *
 * "At the start of the scenario, decide the load of the bomber. It can be a single load or it can be divided in several
 * groups of bombs. Each group is worth a certain amount of damage points to the target (or victory points for the
 * scenario). Before revealing any manoeuvre, the bomber can decide to drop one or more groups of bombs, or even all the
 * load." (lines 823-826)
 *
 * "Execute the manoeuvre and, before weapon fire is resolved, put the bombs in play. If the last manoeuvre of the bomber
 * was a stall, put a stall in front of the aircraft ... If the last manoeuvre was not a stall, put a straight in front
 * of the plane and do the same." (828-830) "If the red dot on a target card is totally covered by the bomb card, the
 * target takes full damage ... even a little part of the target card is, the damage (or the score) is halved (round
 * down)." (832-835) "Bombs cannot be dropped just after an Immelmann or Split-S." (837-838)
 *
 * With the altitude rules (840-853): "at altitude 1 ... they hit the ground immediately"; above, "1 marker if the
 * altitude is 2 or 3, two markers if it is 4-6, three markers if it is 7-10, and four markers if it is above altitude
 * 10"; "in each subsequent phase, they are again moved with the same manoeuvre card ... and a marker is taken away each
 * time ... When you move it and take away the last marker, the bombs hit the ground".
 *
 * The plan command carries the drops (`drop`: the slot whose card the bombs are dropped with, and the groups), secret
 * with the plan (effects.bombs.planned) until that card is revealed and flown. The straight put in front is the plane's
 * deck's straight (the card that replaces an illegal one), the stall its deck's stall. Where the bombs fell is kept on
 * the bomber (effects.bombs.hits) for the scenario's score ('bomb-points', 'bombed'); the target card's own damage total
 * is not touched.
 */
import type { CompiledRules } from '../../rule-types'
import type { BombState, GameState, PlaneState } from '../../state-types'
import { effectsOf, type HookContext, type RuleModule } from '../hooks'
import { bombCover, moveBombCard, placeBombCard } from './bomb-card'
import { bombRunProblem, targetPassedOver } from './bomb-run'
import { observerOut } from './photo'
import { inClouds } from '../altitude/cloud-cover'
import type { Pose } from '../../../geometry/pose'
import type { ManoeuvreCard } from '../../../content/types'

/** A plan's drops: the groups of the load (by index) to drop with the card of each slot. */
export type Drop = { slot: number; groups: number[] }[]

/** 003 lines 844-846: the markers put on the bomb card for the level the bombs are dropped from */
export function markersFor(level: number): number {
  if (level <= 1) return 0
  if (level <= 3) return 1
  if (level <= 6) return 2
  if (level <= 10) return 3
  return 4
}

function newBombs(load: readonly number[]): BombState {
  return { load: load.slice(), dropped: load.map(() => false), planned: [], falling: [], hits: [] }
}

/** whether the bombing rules are in force in this game (a target card is on the table) */
export function bombingInForce(rules: CompiledRules): boolean {
  return rules.hooks.modules.some((m) => m.id === 'bombing')
}

/** Why plane i may not plan these drops with these cards, or null (checked with the plan). */
export function dropProblem(rules: CompiledRules, i: number, plane: PlaneState, cards: readonly string[], drop: unknown): string | null {
  if (!Array.isArray(drop)) return 'drop is a list of { slot, groups }'
  if (!bombingInForce(rules)) return 'bombs are dropped only where the bombing rules are in force (a target card on the table, 003 line 817)'
  const load = rules.setup.planes[i].bombs
  if (!load?.length) return `${plane.id} carries no bombs`
  // the scenario's bomb run is never made with the observer incapacitated (bomb-run.ts)
  if (rules.setup.planes[i].bombRun && observerOut(plane)) return 'the bomb run cannot be made with the observer incapacitated'
  const gone = plane.effects?.bombs?.dropped ?? load.map(() => false)
  const used = new Set<number>()
  const slots = new Set<number>()
  for (const d of drop) {
    if (typeof d !== 'object' || d === null || !Number.isInteger(d.slot) || d.slot < 0 || d.slot >= cards.length) return `a drop names the slot of one of the plan's ${cards.length} cards (0 to ${cards.length - 1})`
    if (slots.has(d.slot)) return `the bombs dropped with card ${d.slot + 1} are all given in one drop`
    slots.add(d.slot)
    if (!Array.isArray(d.groups) || d.groups.length === 0) return 'a drop names one or more groups of bombs'
    for (const g of d.groups) {
      if (!Number.isInteger(g) || g < 0 || g >= load.length) return `${plane.id} carries ${load.length} group${load.length === 1 ? '' : 's'} of bombs (0 to ${load.length - 1}), not ${g}`
      if (gone[g] || used.has(g)) return `group ${g} of ${plane.id}'s bombs has already gone`
      used.add(g)
    }
    const card = rules.content.cards[cards[d.slot]]
    if (card?.immelmann) return 'bombs cannot be dropped just after an Immelmann or Split-S (003 lines 837-838)'
  }
  return null
}

/** Keep a plan's drops with the plane's secrets until their cards are revealed. */
export function recordDrop(rules: CompiledRules, state: GameState, i: number, drop: Drop): void {
  const fx = effectsOf(state.planes[i])
  fx.bombs ??= newBombs(rules.setup.planes[i].bombs ?? [])
  fx.bombs.planned = fx.bombs.planned.filter((p) => p.turn === state.turn).concat(drop.map((d) => ({ turn: state.turn, slot: d.slot, groups: d.groups.slice() })))
}

/** The bombs come down on the table: the best cover of any target card (lines 832-835). */
function hit(ctx: HookContext, i: number, card: { x: number; y: number; h: number }, points: number): void {
  const { rules, state, events } = ctx
  let best: { target: string | null; result: 'full' | 'half' | 'miss' } = { target: null, result: 'miss' }
  state.planes.forEach((t, k) => {
    if (rules.planes[k].kind !== 'target' || best.result === 'full') return
    const result = bombCover(card, t, rules.planes[k].shape)
    if (result === 'full' || (result === 'half' && best.result === 'miss')) best = { target: t.id, result }
  })
  const scored = best.result === 'full' ? points : best.result === 'half' ? Math.floor(points / 2) : 0
  const plane = state.planes[i]
  effectsOf(plane).bombs!.hits.push({ target: best.target, points: scored, result: best.result, turn: state.turn, phase: state.phase })
  events?.push({ type: 'bombs-hit', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, target: best.target, points: scored, result: best.result })
}

/** "in each subsequent phase, they are again moved with the same manoeuvre card ... and a marker is taken away" (lines 848-851) */
function fall(ctx: HookContext, i: number): void {
  const bombs = ctx.state.planes[i].effects?.bombs
  if (!bombs?.falling.length) return
  const still: BombState['falling'] = []
  for (const b of bombs.falling) {
    const card = ctx.rules.content.cards[b.card]
    const at = moveBombCard(b, card.move, card.turn)
    const moved = { ...b, x: at.x, y: at.y, h: at.h, markers: b.markers - 1 }
    if (moved.markers > 0) still.push(moved)
    else hit(ctx, i, moved, b.points)
  }
  bombs.falling = still
}

/** The drop planned with the card just flown: the bomb card in front of the plane (lines 828-830). */
function drop(ctx: HookContext, i: number): void {
  const { rules, state, events } = ctx
  const plane = state.planes[i]
  const bombs = plane.effects?.bombs
  if (!bombs) return
  const slot = state.phase - 1
  const planned = bombs.planned.find((p) => p.turn === state.turn && p.slot === slot)
  if (!planned) return
  bombs.planned = bombs.planned.filter((p) => p !== planned)
  if (plane.status !== 'flying') return
  const flown = rules.content.cards[plane.executed[plane.executed.length - 1]]
  // the card may have been replaced when revealed; after an Immelmann or Split-S the bombs stay aboard (lines 837-838)
  if (!flown || flown.immelmann) return
  const level = plane.effects?.alt?.level
  // "A bombing run can be made at any altitude above level 0" (line 842): at the level the card ends at; the player
  // is told the bombs stayed aboard (the plan was taken: the level is known only once the card is flown)
  if (level !== undefined && level <= 0) return bombsHeld(ctx, i, 'at level 0 no bombs are dropped')
  // judgement call: a plane in the cloud cover waits there, its base left on the table as "just a reminder" (lines
  // 462-463): it sees no target and its bombs stay aboard until it comes down
  if (inClouds(plane, rules.setup.options.cloudCover)) return bombsHeld(ctx, i, 'in the clouds no bombs are dropped')
  if (rules.setup.planes[i].bombRun) return bombRun(ctx, i, planned.groups, flown)
  const compiled = rules.planes[i]
  let card = compiled.straight.card
  if (flown.stall) {
    for (const c of compiled.cards.values()) if (c.card.stall && !c.card.altitude) { card = c.card; break }
  }
  const points = planned.groups.reduce((s, g) => s + bombs.load[g], 0)
  for (const g of planned.groups) bombs.dropped[g] = true
  const at = placeBombCard(plane, compiled.shape.depth, card.move, card.turn)
  const markers = level === undefined ? 0 : markersFor(level)
  events?.push({ type: 'bombs-dropped', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, points, markers, at })
  if (markers === 0) hit(ctx, i, at, points)
  else bombs.falling.push({ x: at.x, y: at.y, h: at.h, markers, card: card.id, points })
}

/** Where each plane stood before this phase's manoeuvre, for the scenarios' bomb runs (set just before the movement). */
const runStarts: (Pose | null)[] = []

/** The scenario's bomb run (bomb-run.ts): the bombs on the target card passed over during the card, or aboard still. */
/** The drop planned does not fall: the bombs stay aboard, and everyone is told why. */
function bombsHeld(ctx: HookContext, i: number, why: string): void {
  const { state, events } = ctx
  events?.push({ type: 'bombs-held', to: 'all', turn: state.turn, phase: state.phase, plane: state.planes[i].id, why })
}

function bombRun(ctx: HookContext, i: number, groups: number[], flown: ManoeuvreCard): void {
  const { rules, state, events } = ctx
  const plane = state.planes[i]
  const bombs = plane.effects!.bombs!
  const why = bombRunProblem(rules, plane, i)
  if (why) return bombsHeld(ctx, i, why)
  const points = groups.reduce((sum, g) => sum + bombs.load[g], 0)
  for (const g of groups) bombs.dropped[g] = true
  const start = runStarts[i] ?? plane
  const target = targetPassedOver(rules, state, i, start, flown.move, flown.turn)
  const at = target ? state.planes[rules.byId.get(target)!.index] : plane
  events?.push({ type: 'bombs-dropped', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, points, markers: 0, at: { x: at.x, y: at.y, h: at.h } })
  bombs.hits.push({ target, points: target ? points : 0, result: target ? 'full' : 'miss', turn: state.turn, phase: state.phase })
  events?.push({ type: 'bombs-hit', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, target, points: target ? points : 0, result: target ? 'full' : 'miss' })
}

export const bombing: RuleModule = {
  id: 'bombing',
  source: '003 lines 817-896 (Bombing Rules; Bombing using Altitude Rules)',
  // the drops planned, kept with the plane's secrets until their cards are revealed (lines 825-826)
  planCommitted({ rules, state }, i, cmd) {
    if (cmd.drop) recordDrop(rules, state, i, cmd.drop)
  },
  beforePlanning({ rules, state }) {
    // the load is decided "at the start of the scenario" (line 823), in the setup
    if (state.turn !== 1) return
    state.planes.forEach((p, i) => {
      const load = rules.setup.planes[i].bombs
      if (load?.length && p.effects && !p.effects.bombs) p.effects.bombs = newBombs(load)
    })
  },
  beforeMovement({ rules, state }) {
    // a bomb run is judged along the manoeuvre: where the bombers stood before it
    runStarts.length = 0
    state.planes.forEach((p, i) => {
      runStarts.push(rules.setup.planes[i].bombRun ? { x: p.x, y: p.y, h: p.h } : null)
    })
  },
  afterMovement(ctx) {
    // the bombs already falling move on first; the bombs dropped this phase are put in play after the manoeuvre
    for (let i = 0; i < ctx.state.planes.length; i++) fall(ctx, i)
    for (let i = 0; i < ctx.state.planes.length; i++) drop(ctx, i)
  },
}
