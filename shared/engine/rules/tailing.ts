/**
 * Tailing (rulebook 003, Optional Rules, lines 198-217; Disruption, lines 219-221; Smoke and Flame, lines 174-183).
 *
 * "Check for it before each planning phase ... The two aircraft plan their turn as normal, but before revealing the
 * first manoeuvre, the tailed player has to show his first card to the tailing player: The latter can rearrange the
 * order of the three planned manoeuvre cards for the tailing plane. ... After firing is resolved but before revealing
 * the second manoeuvre, check the position of the two planes: If tailing is still possible, the tailed player has to
 * show his second card to the tailing player and the latter can rearrange the order of the two remaining manoeuvre
 * cards."
 *
 * "Tailing is possible only between two aircraft that were in tailing position at the beginning of the turn. If a
 * plane can tail two or more enemies, he must choose only one for the current turn. ... it is not possible to begin
 * tailing a new plane during the three manoeuvres of the turn, but it is possible to lose tailing ability. Planes
 * with overlapping bases cannot tail each other." A smoking or burning plane "can't perform tailing"; a plane that
 * took a point of damage "loses any tailing ... advantages for the next phase" (with Disruption in force).
 *
 * Judgement calls: a plane that could tail several enemies tails the nearest (stand to stand; the first in the
 * table's order on a tie); tailing is of enemies; a plane that loses tailing before the second card is shown has
 * lost it for the turn. The tailing seat answers with a `reorder` command (the same order keeps it). In a chain (a
 * plane tailing one that tails another) the plane in front reorders first, and the one behind it is shown the card
 * it will fly: the text shows the tailing player the card the tailed plane flies.
 */
import { cornersWithTrig } from '../../geometry/base'
import { headingTrig } from '../../geometry/heading-trig'
import { inTailingPosition, withinTailingReach, type Based } from '../../geometry/tailing'
import type { CompiledRules } from '../rule-types'
import type { GameEvent, GameState, PlaneState } from '../state-types'
import type { HookContext, RuleModule } from './hooks'
import { effectsOf } from './hooks'
import { disrupted } from './disruption'
import { z } from 'zod'
import { CommandError } from '../command-error'
import { planeFor } from '../command-checks'
import { defineCommand } from '../command-kind'
import { cardId, id, seq } from '../command-fields'

function based(rules: CompiledRules, state: GameState, i: number): Based {
  const p = state.planes[i]
  const shape = rules.planes[i].shape
  return { x: p.x, y: p.y, h: p.h, width: shape.width, depth: shape.depth }
}

/** Whether plane i is in tailing position on plane j now, no other flying base in between. */
function tails(rules: CompiledRules, state: GameState, i: number, j: number): boolean {
  const planes = state.planes
  // two stands farther apart than a ruler are never in tailing position (inTailingPosition's first test): asked before
  // the rest is gathered for the whole test (issue 31, a phase's cost; the rules asked below only answer questions)
  if (!withinTailingReach(planes[i].x, planes[i].y, planes[j].x, planes[j].y, rules.ruler)) return false
  const ctx = { rules, state, events: null }
  // other rules in force may forbid it (003 Altitude: the same level, or one above)
  for (const m of rules.hooks.mayTail) if (!m.mayTail!(ctx, i, j)) return false
  const others: Based[] = []
  for (let k = 0; k < planes.length; k++) {
    if (k === i || k === j || planes[k].status !== 'flying') continue
    // a base that could not block a shot between the two cannot come between them either (003 Altitude, Blocked Aim)
    if (!blocksAll(rules, ctx, i, j, k)) continue
    others.push(based(rules, state, k))
  }
  // the bases' corners with the headings' sines and cosines the engine keeps (geometry/heading-trig.ts)
  const ti = headingTrig.of(i, planes[i].h)
  const ci = cornersWithTrig(planes[i], rules.planes[i].shape, ti.sin, ti.cos, tailerCorners, 0)
  const tj = headingTrig.of(j, planes[j].h)
  const cj = cornersWithTrig(planes[j], rules.planes[j].shape, tj.sin, tj.cos, tailedCorners, 0)
  return inTailingPosition(based(rules, state, i), based(rules, state, j), others, rules.ruler, ci, cj)
}

/** Whether every rule in force lets plane k's base come between planes i and j. */
function blocksAll(rules: CompiledRules, ctx: HookContext, i: number, j: number, k: number): boolean {
  for (const m of rules.hooks.blocks) if (!m.blocks!(ctx, i, j, k)) return false
  return true
}

/** the two bases' corners for tails(), reused from pair to pair (read only during its test: issue 31, a phase's cost) */
const tailerCorners = new Float64Array(8)
const tailedCorners = new Float64Array(8)

/** "can't perform tailing (see below) until the 'smoke' counters are removed"; burning planes smoke too. */
function smoking(p: PlaneState): boolean {
  const fx = effectsOf(p)
  return fx.smoke > 0 || fx.flame > 0
}

/** The tailing plane may use its advantage this phase: not smoking, and not disrupted (with Disruption in force). */
function mayTail(rules: CompiledRules, state: GameState, p: PlaneState): boolean {
  return !smoking(p) && !(rules.setup.options.disruption && disrupted(p, state))
}

export const tailing: RuleModule = {
  id: 'tailing',
  source: '003 lines 198-217 (Tailing)',

  beforePlanning(ctx: HookContext) {
    const { rules, state, events } = ctx
    const planes = state.planes
    for (let i = 0; i < planes.length; i++) {
      const f = planes[i]
      const fx = f.effects
      if (!fx) continue
      fx.tail = null
      fx.tailSeen = []
      fx.reorder = null
      if (f.status !== 'flying' || smoking(f)) continue
      let best = -1
      let bestD = Infinity
      for (let j = 0; j < planes.length; j++) {
        const t = planes[j]
        if (j === i || t.status !== 'flying' || t.team === f.team || !tails(rules, state, i, j)) continue
        const d = Math.hypot(t.x - f.x, t.y - f.y)
        if (d < bestD) {
          bestD = d
          best = j
        }
      }
      if (best < 0) continue
      fx.tail = { target: planes[best].id, turn: state.turn }
      events?.push({ type: 'tailing', to: 'all', turn: state.turn, phase: 0, plane: f.id, target: planes[best].id })
    }
  },

  beforeReveal(ctx: HookContext, slot: number): boolean {
    const { rules, state, events } = ctx
    if (slot > 1) return false
    let wait = false
    const planes = state.planes
    // the tailing planes that may reorder this slot
    const ready: number[] = []
    // 003 Tailing and friendly Anti-Aircraft Fire (lines 761-771): the card may be held back until the guns are laid
    const held = rules.hooks.holdsTailing.some((m) => m.holdsTailing!(ctx))
    for (let i = 0; i < planes.length; i++) {
      const f = planes[i]
      const tail = f.effects?.tail
      if (!tail || tail.turn !== state.turn || f.status !== 'flying') continue
      const j = rules.byId.get(tail.target)!.index
      const t = planes[j]
      // the second card only if tailing is still possible after the first phase
      if (t.status !== 'flying' || !t.plan) {
        // the tailed plane has left the game: nothing to tail (and nothing more is said of it)
        f.effects!.tail = null
        continue
      }
      if (slot > 0 && !tails(rules, state, i, j)) {
        f.effects!.tail = null
        events?.push({ type: 'tailing-lost', to: 'all', turn: state.turn, phase: state.phase, plane: f.id, target: t.id })
        continue
      }
      if (!mayTail(rules, state, f)) continue
      ready.push(i)
    }
    // a chain (a plane tailing one that tails another): the one in front answers first, and the plane behind it is
    // shown the card it will fly, once it has put its cards in order (releaseTailers)
    const tailers = new Set(ready.map((i) => planes[i].id))
    const first = ready.filter((i) => !chainedBehind(ctx, i, tailers))
    for (const i of first.length ? first : ready) {
      planes[i].effects!.reorder = slot
      wait = true
      if (!held) showTailedCard(ctx, i)
    }
    return wait
  },
}

/** Whether tailing plane i waits for the plane it tails, which tails another itself (and not plane i: no loop). */
function chainedBehind(ctx: HookContext, i: number, tailers: ReadonlySet<string>): boolean {
  const target = ctx.state.planes[i].effects!.tail!.target
  if (!tailers.has(target)) return false
  const t = ctx.state.planes[ctx.rules.byId.get(target)!.index]
  return t.effects?.tail?.target !== ctx.state.planes[i].id
}

/**
 * Plane `id` has put its cards of `slot` on in order: the planes tailing it that waited (chainedBehind) are shown the
 * card it will fly now, and answer in their turn.
 */
function releaseTailers(ctx: HookContext, id: string, slot: number): void {
  const planes = ctx.state.planes
  for (let i = 0; i < planes.length; i++) {
    const f = planes[i]
    const fx = f.effects
    if (f.status !== 'flying' || fx?.tail?.target !== id || fx.tail.turn !== ctx.state.turn || fx.reorder != null || fx.tailSeen.length > slot) continue
    if (!mayTail(ctx.rules, ctx.state, f)) continue
    fx.reorder = slot
    showTailedCard(ctx, i)
  }
}

/** "The owner of the tailed aircraft shows its ... manoeuvre to the tailing player" (the card of the slot to reorder). */
function showTailedCard(ctx: HookContext, i: number): void {
  const { rules, state, events } = ctx
  const f = state.planes[i]
  const fx = f.effects!
  const slot = fx.reorder!
  const t = state.planes[rules.byId.get(fx.tail!.target)!.index]
  const card = t.plan![slot]
  fx.tailSeen.push(card)
  events?.push({ type: 'tail-shown', to: [f.seat], turn: state.turn, phase: state.phase, plane: f.id, target: t.id, slot, card } satisfies GameEvent)
}

/** Show every tailing plane the card a rule held back (holdsTailing), now that the rule's wait is over. */
export function showTailedCards(ctx: HookContext): void {
  const planes = ctx.state.planes
  for (let i = 0; i < planes.length; i++) {
    const fx = planes[i].effects
    if (fx?.reorder != null && fx.tailSeen.length <= fx.reorder) showTailedCard(ctx, i)
  }
}

/**
 * 003 Tailing: a tailing plane, shown the tailed plane's next card, puts its own remaining cards in a new order (or
 * the same). `cards` are the plane's cards from the slot about to be revealed on.
 */
function reorderOf<C extends z.ZodType<string[]>>(cards: C) {
  return z.strictObject({ type: z.literal('reorder'), seat: id, plane: id, cards, seq })
}

const reorderSchema = reorderOf(z.array(cardId).max(3))
export type ReorderCommand = z.infer<typeof reorderSchema>

export const reorderCommand = defineCommand({
  type: 'reorder',
  schema: reorderSchema,
  // a client's cards are judged by the check below, in the game's words
  clientSchema: reorderOf(z.array(z.string().max(8)).max(3)),
  validate(rules, state, cmd) {
    const plane = planeFor(rules, state, cmd)
    if (state.step !== 'tailing') throw new CommandError('wrong-step', 'cards are reordered only when a tailing plane has been shown the card of the plane it tails')
    const slot = plane.effects?.reorder
    if (slot === null || slot === undefined) throw new CommandError('already-done', `plane "${plane.id}" has no cards to reorder now`)
    if (!Array.isArray(cmd.cards) || cmd.cards.some((c) => typeof c !== 'string')) throw new CommandError('malformed', 'a reorder is a list of card ids')
    const left = plane.plan!.slice(slot)
    const same = cmd.cards.length === left.length && [...cmd.cards].sort().join() === [...left].sort().join()
    if (!same) throw new CommandError('illegal-plan', `a tailing plane puts its own cards ${left.join(', ')} in a new order, no others`)
    return plane
  },
  apply(rules, state, cmd, plane, events) {
    const fx = plane.effects!
    const slot = fx.reorder!
    plane.plan = [...plane.plan!.slice(0, slot), ...cmd.cards]
    fx.reorder = null
    events?.push({ type: 'reordered', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id })
    events?.push({ type: 'plan-reordered', to: [plane.seat], turn: state.turn, phase: state.phase, plane: plane.id, cards: cmd.cards.slice() })
    // a plane behind it in a chain is shown the card now in that slot (beforeReveal)
    releaseTailers({ rules, state, events }, plane.id, slot)
    // the card is revealed once every tailing plane has answered
    return state.planes.some((p) => p.effects?.reorder != null) ? undefined : 'reveal'
  },
  copy(cmd) {
    const reorder: ReorderCommand = { type: 'reorder', seat: cmd.seat, plane: cmd.plane, cards: cmd.cards.slice() }
    if (cmd.seq !== undefined) reorder.seq = cmd.seq
    return reorder
  },
})
