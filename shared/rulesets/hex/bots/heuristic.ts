/**
 * The hex game's heuristic bot: one command at a time, from its seat's view only.
 *
 * - Answers what the game asks it (answers.ts): evades heavy hits, stalls slow enemies, recovers, discards the
 *   cheapest cards.
 * - In its own move: fires when the expected hits are worth a Shoot card (front guns, its observer, its side's
 *   ground units); trades two cheap cards for one when its hand is full; otherwise takes the move step that leaves
 *   the best position (judge.ts positionValue) where it would stand after flying the rest of its spaces straight on
 *   (predict.ts): closing to a firing position (directly in front, the same altitude or one lower), out of the
 *   enemy's front and its observer's rear arc, its velocity kept out of the stall danger of 0 and 1, off the edge.
 *   A move card costs a little of its worth in hand, so it is played when it buys a better position.
 *
 * `rankCommands` lists what it would do, best first; the bot gives the first the rules take on a state sampled from
 * its view (trial.ts). The search bot uses the same ranking as its rollout policy, on its sampled games.
 */
import type { RulesetPolicy, Seed } from '../../contract'
import type { RngState } from '../../../util/rng'
import type { HexContent } from '../content'
import { distance, spacesInFront } from '../geometry'
import { GROUND_UNITS } from '../ground'
import { DECK_002 } from '../setup'
import type { CardType, HexCommand, HexView, PlaneView } from '../types'
import { answer, cheapest } from './answers'
import { moveCandidates, myPlane } from './candidates'
import { determinize } from './determinize'
import { cardValue, crashesAt, expectedHits, frontThreat, holdsChance, observerThreat, positionValue, type Flyer } from './judge'
import { predict, type Pose } from './predict'
import { botRng } from './seed'
import { firstTaken } from './trial'

/** 002 GROUND ATTACKS: each unit's reach (hexes, altitude steps) and the hits it rolls (1D6 less). */
const GROUND = GROUND_UNITS

/** The chance that the enemies hold a Stall card between them, from the cards this seat has not seen (of the game's deck). */
export function stallRisk(view: HexView, me: PlaneView): number {
  const deck = view.setup.deck ?? DECK_002
  const seen = [...view.hand, ...view.discard]
  const stalls = deck.stall - seen.filter((c) => c.type === 'stall').length
  const cards = Object.values(deck).reduce((n, k) => n + k, 0)
  const enemyCards = view.planes.filter((p) => p.side !== me.side && p.status === 'flying').reduce((n, p) => n + (view.handCounts[p.seat] ?? 0), 0)
  return holdsChance(stalls, cards - seen.length, enemyCards)
}

function cardType(view: HexView, cmd: HexCommand): CardType | null {
  if (cmd.type !== 'card') return null
  const c = view.hand.find((x) => x.id === cmd.card)
  return c ? (c.type === 'ace' ? (cmd.as as CardType) : c.type) : null
}

/** The shots worth a card now, best first: front guns, the observer, the side's ground units. */
function shots(view: HexView, me: PlaneView, seat: string): { cmd: HexCommand; value: number }[] {
  const m = view.move!
  const out: { cmd: HexCommand; value: number }[] = []
  const hand = view.hand
  const shoots = hand.filter((c) => c.type === 'shoot').length
  const shootCard = (ev: number) => hand.find((c) => c.type === 'shoot') ?? (ev >= 2.5 ? hand.find((c) => c.type === 'ace') : undefined)
  const enemies = view.planes.filter((p) => p.status === 'flying' && p.side !== me.side)
  const balloons = view.setup.balloons.filter((b) => b.side !== me.side && view.balloons.includes(b.id))
  // a shot is worth a card when it should do a hit or more, or may finish the target, or cards are to spare
  const worth = (ev: number, kill: boolean) => ev >= 1 || (ev > 0 && (kill || shoots >= 3))
  if (!m.shot && me.ammo > 0) {
    for (const e of enemies) {
      const ev = frontThreat(view.setup, me, e)
      const card = shootCard(ev)
      // the most a shot at this range can do (1D6 less range - 1) may finish it
      const range = spacesInFront(me.hex, me.facing, e.hex, 6) ?? 7
      if (card && worth(ev, e.hits + 7 - range >= 6)) out.push({ cmd: { type: 'shoot', seat, card: card.id, target: e.id }, value: ev + 0.3 * e.hits })
    }
    for (const b of balloons) {
      const ev = frontThreat(view.setup, me, b)
      const card = shootCard(ev)
      // one hit destroys a balloon: the chance of a hit is what counts
      if (card && ev >= 0.5) out.push({ cmd: { type: 'shoot', seat, card: card.id, target: b.id }, value: 2 + ev })
    }
  }
  if (!m.observerShot && me.crew.observer && me.aircraft.observer) {
    for (const e of enemies) {
      const ev = observerThreat(view.setup, me, e)
      const card = shootCard(ev)
      if (card && worth(ev, false)) out.push({ cmd: { type: 'observer-shoot', seat, card: card.id, target: e.id }, value: ev })
    }
  }
  for (const o of view.setup.objectives) {
    if (o.kind !== 'strafing' || o.side !== me.side || view.achieved.includes(o.id)) continue
    const card = hand.find((c) => c.type === 'shoot') ?? hand.find((c) => c.type === 'ace')
    if (card && o.hex && distance(o.hex, me.hex) === 0) out.push({ cmd: { type: 'strafe', seat, card: card.id, objective: o.id }, value: 10 })
  }
  for (const g of view.setup.ground) {
    if (g.side !== me.side || m.groundFired.includes(g.id)) continue
    const r = GROUND[g.kind]
    for (const e of enemies) {
      if (distance(e.hex, g.hex) > r.range || e.altitude > r.altitude) continue
      const ev = expectedHits(r.minus)
      const card = hand.find((c) => c.type === 'shoot')
      if (card && (ev >= 1 ? shoots >= 2 : shoots >= 3)) out.push({ cmd: { type: 'ground-fire', seat, card: card.id, unit: g.id, target: e.id }, value: ev })
    }
  }
  return out.sort((a, b) => b.value - a.value)
}

/** The move steps, best first, each judged by where it leaves the plane. */
export function rankMoves(view: HexView, seat: string): HexCommand[] {
  const me = myPlane(view, seat)!
  const m = view.move!
  const risk = stallRisk(view, me)
  const pose: Pose = { hex: me.hex, facing: me.facing, altitude: me.altitude, velocity: me.velocity, moved: m.moved, off: false }
  const haveShot = !m.shot && me.ammo > 0 && view.hand.some((c) => c.type === 'shoot')
  const scored = moveCandidates(view, seat).map((cmd) => {
    const type = cardType(view, cmd)
    const p = predict(view.setup, pose, cmd, type, me.maxSpeed)
    if (p.off) return { cmd, score: -100 }
    if (p.altitude < 1 || p.altitude > 6 || p.velocity < 0 || p.velocity > me.maxSpeed) return { cmd, score: -200 }
    if (p.path!.some((x) => crashesAt(view.setup, view.balloons, me, view.planes, x.hex, x.altitude))) return { cmd, score: -150 }
    const at: Flyer = { ...me, hex: p.hex, facing: p.facing, altitude: p.altitude, velocity: p.velocity }
    let score = positionValue(view.setup, at, view.planes, { toFly: Math.max(0, p.velocity - p.moved), stallRisk: risk, achieved: view.achieved, balloons: view.balloons })
    // a shot still to take this move, from where the step leaves it
    if (haveShot) for (const e of view.planes) if (e.status === 'flying' && e.side !== me.side) score += 0.8 * frontThreat(view.setup, at, e)
    if (type) score -= (view.hand.find((c) => c.id === cmd.card)?.type === 'ace' ? 1.2 : 0.3 * cardValue(type, me.maxSpeed))
    if (cmd.type === 'face' || cmd.type === 'climb' || cmd.type === 'dive' || cmd.type === 'speed') score -= 0.05
    if (cmd.type === 'move') score += 0.01
    return { cmd, score }
  })
  return scored.sort((a, b) => b.score - a.score).map((s) => s.cmd)
}

/** What the heuristic would do now, best first (empty when the game does not wait for the seat). */
export function rankCommands(view: HexView, seat: string): HexCommand[] {
  if (view.phase === 'over' || !view.waitingFor.includes(seat)) return []
  const p = view.pending[0]
  if (p) return p.seat === seat ? [answer(view, seat, p), { type: 'pass', seat }] : []
  const me = myPlane(view, seat)
  if (view.current !== seat || !view.move || !me) return []
  const out = shots(view, me, seat).map((s) => s.cmd)
  const m = view.move
  if (!m.traded && m.moved === 0 && m.cards === 0 && view.hand.length >= me.handSize) {
    const two = cheapest(view.hand, 2, me.maxSpeed)
    if (two.length === 2 && two.every((id) => cardValue(view.hand.find((c) => c.id === id)!.type, me.maxSpeed) <= 1.2)) out.push({ type: 'trade', seat, cards: two })
  }
  out.push(...rankMoves(view, seat))
  return out
}

export class HexHeuristicBot implements RulesetPolicy<HexCommand, HexView> {
  private readonly rng: RngState
  constructor(
    private readonly content: HexContent,
    readonly seat: string,
    seed: Seed,
  ) {
    this.rng = botRng(seed, seat, 'heuristic')
  }

  decide(view: HexView): HexCommand[] {
    const ranked = rankCommands(view, this.seat)
    if (!ranked.length) return []
    const cmd = firstTaken(determinize(this.content, view, this.rng), ranked)
    return cmd ? [cmd] : []
  }
}

