/**
 * Line-up on Target, one of 000's Mission Rules ("WW1 Aerial Combat – Tactical Rules v6", document 000, lines
 * 556-558), option missionRules000 (with the Observation Arc, geometry/observation-arc.ts):
 *
 * "Prior to any cards for a manoeuvre phase being revealed, a player may declare that he is lining up on a target. To
 * do this he must have played a right or left turn (in the direction of the target) and be within two ruler lengths of
 * the target. The aircraft may turn any amount between the turn played and straight ahead so as to line up on a
 * target."
 *
 * The declaration goes with the plan (`lineUp`: the slot of a turn card and the target), secret with it until that
 * card is revealed; it is judged as the card is flown. Judgement calls where 000 is silent:
 * - "a target" is a piece that is not an aeroplane (a target card, trench, AA gun, AA machine gun or balloon) of
 *   another team; "a right or left turn" is a card whose arrow is an arc (banks, turns and hard turns, left or right;
 *   not a sideslip, whose heading does not turn);
 * - "in the direction of the target": the target's centre lies on the side of the turn; "within two ruler lengths":
 *   from the plane's stand to the nearest point of the target's card, as the card is revealed;
 * - "any amount between the turn played and straight ahead": the plane follows the card's arc until its nose points
 *   at the target's centre, then flies on straight for the rest of the arrow's length (so it travels as far as the
 *   card would take it); a target beyond the card's whole turn gets the whole turn.
 * Not met, the declaration lapses and the card is flown as it is (event `line-up-lapsed`, with the reason).
 */
import type { CardMove, ManoeuvreCard, TurnDirection } from '../../content/types'
import { baseCorners } from '../../geometry/base'
import { standDelta, standPath, type LocalPose } from '../../geometry/manoeuvre'
import { advance, wrapAngle, type Pose } from '../../geometry/pose'
import type { CompiledCard, CompiledRules } from '../rule-types'
import type { GameState, PlaneState } from '../state-types'
import { pointToQuad } from './ground-fire/reach'
import { effectsOf, type HookContext, type RuleModule } from './hooks'

/** A plan's line-ups: the slot of the turn card, and the target lined up on. */
export type LineUp = { slot: number; target: string }[]

const REACH_RULERS = 2

/** Why plane i may not declare these line-ups with these cards, or null (checked with the plan). */
export function lineUpProblem(rules: CompiledRules, state: GameState, i: number, cards: readonly string[], lineUp: unknown): string | null {
  if (rules.setup.options.missionRules000 !== true) return "lining up on a target is 000's Mission Rule: the option missionRules000 is not in force"
  if (!Array.isArray(lineUp)) return 'lineUp is a list of { slot, target }'
  const slots = new Set<number>()
  for (const l of lineUp) {
    if (typeof l !== 'object' || l === null || !Number.isInteger(l.slot) || l.slot < 0 || l.slot >= cards.length) return `a line-up names the slot of one of the plan's ${cards.length} cards (0 to ${cards.length - 1})`
    if (slots.has(l.slot)) return `card ${l.slot + 1} lines up on one target`
    slots.add(l.slot)
    const card = rules.content.cards[cards[l.slot]]
    if (!card || !isTurn(card)) return `a line-up is declared with a right or left turn (000 line 557), not card ${l.slot + 1}`
    const t = typeof l.target === 'string' ? rules.byId.get(l.target) : undefined
    if (!t || t.kind === 'aeroplane' || state.planes[t.index].team === state.planes[i].team) return `"${String(l.target)}" is not an enemy target to line up on (a target card, trench, gun or balloon)`
  }
  return null
}

function isTurn(card: ManoeuvreCard): boolean {
  return card.turn !== null && 'arc' in card.move
}

/** Why plane i cannot line up on the target now, flying `card` (the direction and the reach, line 557), or null. */
export function lineUpLapses(rules: CompiledRules, state: GameState, i: number, card: ManoeuvreCard, target: number): string | null {
  return lineUpLapsesFrom(rules, state.planes[i], card, state.planes[target], target)
}

/** lineUpLapses for a plane standing at `from` (the planning panel's ghost asks it of the stand a card starts from). */
export function lineUpLapsesFrom(rules: CompiledRules, from: Pose, card: ManoeuvreCard, t: Pose & { id: string; status: string }, target: number): string | null {
  if (t.status !== 'standing') return `${t.id} is no longer in play`
  const side = Math.sin(wrapAngle(Math.atan2(t.x - from.x, t.y - from.y) - from.h))
  if ((card.turn === 'right') !== side > 0) return `the target is not on the side of the ${card.turn} turn`
  if (pointToQuad(from.x, from.y, baseCorners(t, rules.planes[target].shape)) > REACH_RULERS * rules.ruler) return 'the target is more than two rulers away'
  return null
}

/** How the stand moves flying an arc card turned only `angle` (radians, at most the card's) and then straight for the rest of the arrow. */
function partialTurn(move: Extract<CardMove, { arc: unknown }>, turn: TurnDirection, depth: number, angle: number): LocalPose {
  const whole = move.arc.angle * (Math.PI / 180)
  const bent = standDelta(partialArc(move, angle), turn, depth)
  const rest = move.arc.radius * (whole - angle)
  return { right: bent.right + rest * Math.sin(bent.turn), forward: bent.forward + rest * Math.cos(bent.turn), turn: bent.turn }
}

function partialArc(move: Extract<CardMove, { arc: unknown }>, angle: number): CardMove {
  return { arc: { radius: move.arc.radius, angle: (angle * 180) / Math.PI } }
}

/**
 * How far (radians) plane i's stand turns lining up on the target with this turn card: the turn's amount at which its
 * nose points at the target's centre (found by halving), or the whole turn when none does.
 */
export function lineUpAngle(from: Pose, card: ManoeuvreCard, depth: number, at: { x: number; y: number }): number {
  const move = card.move as Extract<CardMove, { arc: unknown }>
  const turn = card.turn!
  const whole = move.arc.angle * (Math.PI / 180)
  // how far the nose is off the target (positive: the target is still on the side of the turn)
  const off = (a: number) => {
    const d = partialTurn(move, turn, depth, a)
    const end = advance(from, d.right, d.forward, d.turn)
    const bearing = Math.atan2(at.x - end.x, at.y - end.y)
    return (turn === 'right' ? 1 : -1) * wrapAngle(bearing - end.h)
  }
  if (off(whole) > 0) return whole
  if (off(0) <= 0) return 0
  let lo = 0
  let hi = whole
  for (let k = 0; k < 48; k++) {
    const mid = (lo + hi) / 2
    if (off(mid) > 0) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

/** Where plane i's stand goes lining up on the target with this turn card (lineUpAngle's turn, then straight on). */
export function linedUp(from: Pose, card: ManoeuvreCard, depth: number, at: { x: number; y: number }): LocalPose {
  return partialTurn(card.move as Extract<CardMove, { arc: unknown }>, card.turn!, depth, lineUpAngle(from, card, depth, at))
}

/** The stand's path lining up with a turn card turned `angle` radians: along the arc so far, then straight on to where linedUp ends. */
export function linedUpPath(card: ManoeuvreCard, depth: number, angle: number, samples = 24): LocalPose[] {
  const move = card.move as Extract<CardMove, { arc: unknown }>
  const whole = move.arc.angle * (Math.PI / 180)
  const bent = whole > 0 ? Math.max(2, Math.round((samples * angle) / whole)) : 2
  const path = standPath(partialArc(move, angle), card.turn, depth, bent)
  const end = partialTurn(move, card.turn!, depth, angle)
  const last = path[path.length - 1]
  const straight = samples - bent
  for (let k = 1; k <= straight; k++) {
    const u = k / straight
    path.push({ right: last.right + (end.right - last.right) * u, forward: last.forward + (end.forward - last.forward) * u, turn: end.turn })
  }
  path[path.length - 1] = end
  return path
}

export const missionRules000: RuleModule = {
  id: 'line-up-000',
  source: '000 lines 556-558 (Mission Rules: Line-up on Target)',
  // the declarations, kept with the plan's secrets until their cards are revealed
  planCommitted({ state }, i, cmd) {
    if (cmd.lineUp) effectsOf(state.planes[i]).lineUp = cmd.lineUp.map((l) => ({ turn: state.turn, slot: l.slot, target: l.target }))
  },
  beforeMovement(ctx: HookContext, flown: (CompiledCard | null)[]) {
    const { rules, state, events } = ctx
    const slot = state.phase - 1
    for (let i = 0; i < state.planes.length; i++) {
      const p: PlaneState = state.planes[i]
      const decl = p.effects?.lineUp?.find((l) => l.turn === state.turn && l.slot === slot)
      const c = flown[i]
      if (!decl || !c) continue
      // the card flown must be the turn it was declared with (an illegal card replaced by a straight lines up on nothing)
      if (c.card.id !== p.plan![slot] || !isTurn(c.card)) continue
      const target = rules.byId.get(decl.target)!.index
      const why = lineUpLapses(rules, state, i, c.card, target)
      if (why) {
        events?.push({ type: 'line-up-lapsed', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, target: decl.target, why })
        continue
      }
      const d = linedUp(p, c.card, rules.planes[i].shape.depth, state.planes[target])
      flown[i] = { ...c, right: d.right, forward: d.forward, turn: d.turn }
      events?.push({ type: 'lined-up', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, target: decl.target, degrees: Math.round((Math.abs(d.turn) * 180) / Math.PI) })
    }
  },
}
