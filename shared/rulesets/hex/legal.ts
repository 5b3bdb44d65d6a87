/**
 * The commands a seat may give now, judged from its own view alone (the random bot plays them; the search bots and
 * the property tests draw from them). Candidates are made from the view (its hand, the planes, the targets), then
 * each is tried on a stand-in state built from the view, with the same rule modules the game runs: the cards a seat
 * cannot see are stand-ins, which no check of its own commands reads. Cards of one type are the same choice, so
 * each type is offered once.
 */
import { seedRng } from '../../util/rng'
import { commandDefs } from './commands'
import { copyState, hexContext } from './game'
import { MOVE_CARDS } from './move-cards'
import type { Card, CardType, HexCommand, HexState, HexView, SeatId } from './types'

/** A state with what the view holds and stand-ins for what it hides (enough to judge this seat's commands). */
export function stateFromView(view: HexView): HexState {
  const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T
  let n = 100_000
  const standIn = (k: number): Card[] => Array.from({ length: k }, () => ({ id: n++, type: 'forward' as CardType }))
  const hands: Record<SeatId, Card[]> = {}
  for (const [s, k] of Object.entries(view.handCounts)) hands[s] = s === view.seat ? copy(view.hand) : standIn(k)
  return {
    setup: view.setup,
    rng: seedRng(1),
    deck: standIn(view.deckCount),
    discard: copy(view.discard),
    hands,
    planes: view.planes.map(({ maxSpeed: _m, manoeuvrability: _v, handSize: _h, ...p }) => copy(p)),
    balloons: [...view.balloons],
    round: view.round,
    order: [...view.order],
    turn: view.current ? view.order.indexOf(view.current) : 0,
    phase: view.phase,
    move: copy(view.move),
    pending: copy(view.pending),
    achieved: [...view.achieved],
    credits: copy(view.credits),
    result: copy(view.result),
    seq: view.seq,
    extra: copy(view.extra),
  }
}

/** Whether the command would be taken in this state (tried on a copy). */
export function wouldTake(state: HexState, cmd: HexCommand): boolean {
  const def = commandDefs().get(cmd.type)
  if (!def) return false
  try {
    def.play(hexContext(copyState(state), []), cmd)
    return true
  } catch {
    return false
  }
}

function firstOfEach(hand: Card[], types: readonly CardType[]): Card[] {
  const seen = new Set<CardType>()
  return hand.filter((c) => types.includes(c.type) && !seen.has(c.type) && seen.add(c.type))
}

function combos<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]]
  if (items.length < k) return []
  const [head, ...rest] = items
  return [...combos(rest, k - 1).map((c) => [head, ...c]), ...combos(rest, k)]
}

/** Distinct choices of k cards by their types (which of two Left cards goes makes no difference). */
function cardChoices(hand: Card[], k: number): number[][] {
  const out = new Map<string, number[]>()
  for (const c of combos(hand, k)) {
    const key = c.map((x) => x.type).sort().join(',')
    if (!out.has(key)) out.set(key, c.map((x) => x.id))
  }
  return [...out.values()]
}

/** Every command worth offering to a seat now (before checking). */
export function candidates(view: HexView, seat: SeatId): HexCommand[] {
  const hand = view.hand
  const pend = view.pending[0]
  if (pend) {
    if (pend.seat !== seat) return []
    switch (pend.kind) {
      case 'discard':
        return cardChoices(hand, pend.count).map((cards) => ({ type: 'discard', seat, cards }))
      case 'evade':
      case 'recover':
        return [...firstOfEach(hand, ['recover', 'ace']).map((c) => ({ type: pend.kind, seat, card: c.id })), { type: 'pass', seat }]
      default:
        return [...firstOfEach(hand, ['stall']).map((c) => ({ type: 'stall', seat, card: c.id })), { type: 'pass', seat }]
    }
  }
  if (view.current !== seat || view.phase !== 'move') return []
  const me = view.planes.find((p) => p.seat === seat)
  if (!me) return []
  const out: HexCommand[] = [
    { type: 'move', seat },
    { type: 'face', seat, dir: 'left' },
    { type: 'face', seat, dir: 'right' },
    { type: 'climb', seat },
    { type: 'dive', seat },
    { type: 'speed', seat, delta: 1 },
    { type: 'speed', seat, delta: -1 },
    { type: 'end-move', seat },
  ]
  for (const c of firstOfEach(hand, [...MOVE_CARDS, 'ace'])) {
    const as = c.type === 'ace' ? MOVE_CARDS : [c.type]
    for (const t of as) {
      for (const altitude of [0, -1, 1]) {
        const base = { type: 'card', seat, card: c.id, altitude, ...(c.type === 'ace' ? { as: t } : {}) }
        if (t === 'forward') out.push({ ...base, velocity: 1 }, { ...base, velocity: -1 })
        else out.push(base)
      }
    }
  }
  const enemies = view.planes.filter((p) => p.status === 'flying' && p.side !== me.side).map((p) => p.id)
  const balloons = view.setup.balloons.filter((b) => view.balloons.includes(b.id) && b.side !== me.side).map((b) => b.id)
  for (const c of firstOfEach(hand, ['shoot', 'ace'])) {
    for (const target of [...enemies, ...balloons]) out.push({ type: 'shoot', seat, card: c.id, target }, { type: 'observer-shoot', seat, card: c.id, target })
    for (const u of view.setup.ground.filter((g) => g.side === me.side)) for (const target of enemies) out.push({ type: 'ground-fire', seat, card: c.id, unit: u.id, target })
    for (const o of view.setup.objectives.filter((x) => x.kind === 'strafing' && x.side === me.side)) out.push({ type: 'strafe', seat, card: c.id, objective: o.id })
  }
  if (view.move && !view.move.traded) for (const cards of cardChoices(hand, 2)) out.push({ type: 'trade', seat, cards })
  // the option modules' own commands (001's reload)
  for (const d of commandDefs().values()) if (d.candidates) out.push(...d.candidates(view, seat))
  return out
}

/** The commands the seat may give now, each checked against the rules from its view. */
export function legalCommands(view: HexView, seat: SeatId): HexCommand[] {
  const cands = candidates(view, seat)
  if (!cands.length) return []
  const state = stateFromView(view)
  return cands.filter((c) => wouldTake(state, c))
}
