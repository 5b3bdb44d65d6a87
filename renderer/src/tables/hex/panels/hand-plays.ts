/**
 * What the seat on screen may do now in the hex game, as the panels offer it: each card of its hand with the ways it
 * may be played now (a move card's turn with or without its dive, Forward faster or slower, a Shoot card at each
 * enemy in reach), the free changes of its move (fly a space, turn, climb, dive, speed up or down, end the move),
 * and why anything it may not do is refused.
 *
 * Nothing here knows the rules: every command is tried with the game's own command definitions on legal.ts's
 * stand-in state built from the seat's view (what the host will take, the host's own refusal when not), as
 * legalCommands does; unlike legalCommands each card is tried on its own (two Left cards are two cards in a hand).
 * The engine's refusals name planes by their ids; the words here name them as the table does.
 */
import { commandDefs } from '../../../../../shared/rulesets/hex/commands'
import { copyState, hexContext } from '../../../../../shared/rulesets/hex/game'
import { stateFromView } from '../../../../../shared/rulesets/hex/legal'
import { MOVE_CARDS } from '../../../../../shared/rulesets/hex/move-cards'
import { CARD_NAMES } from '../../../../../shared/rulesets/hex/util'
import type { Card, CardType, HexCommand, HexState, HexView, SeatId } from '../../../../../shared/rulesets/hex/types'
import { hexPlaneName, hexSeatName } from './hex-event-words'

/** One way to play a card or take a step: the button's words and the command it sends. */
export interface Play {
  label: string
  command: HexCommand
  /** an Ace's play: the card it is played as ("Left", "Shoot"), under which the panel groups its plays */
  as?: string
}

/** A card of the hand: how it may be played now, or why not. */
export interface CardPlays {
  card: Card
  index: number
  plays: Play[]
  /** why it cannot be played now (null when it can) */
  why: string | null
}

/** A step of the move that needs no card (the free changes, flying a space, ending the move). */
export interface MoveAction extends Play {
  id: 'move' | 'face-left' | 'face-right' | 'climb' | 'dive' | 'faster' | 'slower' | 'end-move'
  /** why it cannot be taken now (null when it can) */
  why: string | null
}

/** A judge of commands for one view: each command tried on a fresh copy of the same stand-in state. */
export class HexJudge {
  private readonly state: HexState
  constructor(readonly view: HexView) {
    this.state = stateFromView(view)
  }

  /** null when the host would take the command now, else its refusal in the table's words. */
  why(cmd: HexCommand): string | null {
    const def = commandDefs().get(cmd.type)
    if (!def) return `There is no "${cmd.type}" in this game`
    try {
      def.play(hexContext(copyState(this.state), []), cmd)
      return null
    } catch (e) {
      return tidy(e instanceof Error ? e.message : String(e), this.view)
    }
  }
}

/** A refusal's words with the planes and seats named as the table names them (the engine says their ids). */
export function tidy(text: string, view: HexView): string {
  let out = text
  for (const p of view.planes) out = out.replace(new RegExp(`\\b${escape(p.id)}\\b(?!-)`, 'g'), hexPlaneName(view, p.id))
  for (const s of Object.keys(view.handCounts)) if (!view.planes.some((p) => p.id === s)) out = out.replace(new RegExp(`\\b${escape(s)}\\b(?!-)`, 'g'), hexSeatName(view, s))
  return out.replace(/\bvelocity\b/g, 'speed').replace(/\bVelocity\b/g, 'Speed')
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const TURN: Partial<Record<CardType, string>> = {
  left: 'Turn left',
  right: 'Turn right',
  'hard-left': 'Hard left (speed +1)',
  'hard-right': 'Hard right (speed +1)',
  'slide-left': 'Slide left',
  'slide-right': 'Slide right',
  immelman: 'Loop back 4',
}

/** The altitude steps a move card offers: "You may increase or decrease" (Forward, Immelman), else "decrease" only. */
function altitudeSteps(type: CardType): readonly (0 | 1 | -1)[] {
  return type === 'forward' || type === 'immelman' ? [0, 1, -1] : [0, -1]
}

/** The ways a move card of type `as` may be played (altitude step, Forward's speed), before checking. */
function moveCandidates(seat: SeatId, card: Card, as: CardType): Play[] {
  const ace = card.type === 'ace' ? { as } : {}
  const group = card.type === 'ace' ? { as: CARD_NAMES[as] } : {}
  const alt = (a: 0 | 1 | -1) => (a === 1 ? ', climb 1' : a === -1 ? ', dive 1' : '')
  const out: Play[] = []
  for (const altitude of altitudeSteps(as)) {
    if (as === 'forward') {
      for (const velocity of [1, -1] as const) out.push({ label: `${velocity > 0 ? 'Speed +1' : 'Speed −1'}${alt(altitude)}`, command: { type: 'card', seat, card: card.id, altitude, velocity, ...ace }, ...group })
    } else out.push({ label: `${TURN[as]}${alt(altitude)}`, command: { type: 'card', seat, card: card.id, altitude, ...ace }, ...group })
  }
  return out
}

/** A balloon as a button names it. */
function balloonName(view: HexView, id: string): string {
  return view.setup.balloons.length > 1 ? `balloon ${id}` : 'the balloon'
}

const GROUND_NAMES: Record<string, string> = { rifle: 'Riflemen', 'machine-gun': 'Machine gun', flak: 'Flak gun' }

/** The ways a Shoot card (or the Ace as one) may be played: at each enemy, by the observer, by a ground unit, a strafe. */
function shootCandidates(view: HexView, seat: SeatId, card: Card): Play[] {
  const me = view.planes.find((p) => p.seat === seat && p.status === 'flying')
  if (!me) return []
  const enemies = view.planes.filter((p) => p.status === 'flying' && p.side !== me.side)
  const balloons = view.setup.balloons.filter((b) => view.balloons.includes(b.id) && b.side !== me.side)
  const out: Play[] = []
  for (const t of enemies) out.push({ label: `Fire at ${hexPlaneName(view, t.id)}`, command: { type: 'shoot', seat, card: card.id, target: t.id } })
  for (const b of balloons) out.push({ label: `Fire at ${balloonName(view, b.id)}`, command: { type: 'shoot', seat, card: card.id, target: b.id } })
  if (me.aircraft.observer) {
    for (const t of enemies) out.push({ label: `Observer fires at ${hexPlaneName(view, t.id)}`, command: { type: 'observer-shoot', seat, card: card.id, target: t.id } })
    for (const b of balloons) out.push({ label: `Observer fires at ${balloonName(view, b.id)}`, command: { type: 'observer-shoot', seat, card: card.id, target: b.id } })
  }
  for (const u of view.setup.ground.filter((g) => g.side === me.side)) {
    for (const t of enemies) out.push({ label: `${GROUND_NAMES[u.kind] ?? u.kind} fires at ${hexPlaneName(view, t.id)}`, command: { type: 'ground-fire', seat, card: card.id, unit: u.id, target: t.id } })
  }
  for (const o of view.setup.objectives.filter((x) => x.kind === 'strafing' && x.side === me.side && !view.achieved.includes(x.id))) {
    out.push({ label: `Strafe: ${o.words}`, command: { type: 'strafe', seat, card: card.id, objective: o.id } })
  }
  // the Ace's, grouped under Shoot
  return card.type === 'ace' ? out.map((p) => ({ ...p, as: CARD_NAMES.shoot })) : out
}

/** Why a card cannot be played when the seat is not moving now (no command to try). */
function notNowWhy(view: HexView, seat: SeatId | null, card: Card): string {
  if (seat === null) return 'You are watching'
  if (view.phase === 'over') return 'The game is over'
  if (card.type === 'stall') return 'Played when an enemy ends its move at speed 0 or 1, or when you hit it: you will be asked'
  if (card.type === 'recover') return 'Played when you are shot at or stalled: you will be asked'
  const pend = view.pending[0]
  if (pend) return pend.seat === seat ? 'Answer the question first' : `Waiting for ${hexSeatName(view, pend.seat)} to decide`
  if (view.current !== seat) return view.current ? `It is ${hexSeatName(view, view.current)}’s turn` : 'Not your turn'
  return 'Not now'
}

/** Whether the seat is in its own move now, with no decision waiting. */
export function moving(view: HexView, seat: SeatId | null): boolean {
  return seat !== null && view.current === seat && view.phase === 'move' && !!view.move && view.pending.length === 0
}

/** Each card of the seat's hand with the ways it may be played now, or why not. */
export function handPlays(view: HexView, seat: SeatId | null, judge = new HexJudge(view)): CardPlays[] {
  return view.hand.map((card, index) => {
    if (!moving(view, seat) || card.type === 'stall' || card.type === 'recover') return { card, index, plays: [], why: notNowWhy(view, seat, card) }
    const s = seat as SeatId
    let cands: Play[] = []
    if (card.type === 'ace') {
      // "The Ace card may be used as any other type of card except stall": as each move card, with that card's
      // altitude step, or as a Shoot; the panel lists them under the card chosen (`as`)
      for (const as of MOVE_CARDS) cands.push(...moveCandidates(s, card, as))
      cands.push(...shootCandidates(view, s, card))
    } else if (card.type === 'shoot') cands = shootCandidates(view, s, card)
    else cands = moveCandidates(s, card, card.type)
    const plays = cands.filter((p) => judge.why(p.command) === null)
    if (plays.length) return { card, index, plays, why: null }
    const first = cands[0]
    return { card, index, plays, why: first ? judge.why(first.command) : 'No enemy to fire at' }
  })
}

/** The cards an Ace's plays stand in for, in the order of its plays ([] for any other card's). */
export function aceGroups(plays: readonly Play[]): string[] {
  return [...new Set(plays.flatMap((p) => (p.as ? [p.as] : [])))]
}

/**
 * The plays the panel shows for a card: an Ace's under the card chosen to play it as (the first it may stand in for
 * when none is chosen, or the one chosen is no longer one), every play of another card. Enter plays the first.
 */
export function playsShown(plays: readonly Play[], as: string | null): Play[] {
  const groups = aceGroups(plays)
  if (groups.length === 0) return [...plays]
  const group = as !== null && groups.includes(as) ? as : groups[0]
  return plays.filter((p) => p.as === group)
}

/** The free steps of the seat's move, each with why it is refused now (null: it may be taken). */
export function moveActions(view: HexView, seat: SeatId | null, judge = new HexJudge(view)): MoveAction[] {
  if (seat === null) return []
  const left = view.move && moving(view, seat) ? Math.max(0, (view.planes.find((p) => p.id === view.move!.plane)?.velocity ?? 0) - view.move.moved) : null
  const list: Omit<MoveAction, 'why'>[] = [
    { id: 'move', label: `Fly 1 space${left !== null ? ` (${left} to fly)` : ''}`, command: { type: 'move', seat } },
    { id: 'face-left', label: 'Turn left', command: { type: 'face', seat, dir: 'left' } },
    { id: 'face-right', label: 'Turn right', command: { type: 'face', seat, dir: 'right' } },
    { id: 'climb', label: 'Climb 1', command: { type: 'climb', seat } },
    { id: 'dive', label: 'Dive 1', command: { type: 'dive', seat } },
    { id: 'faster', label: 'Speed +1', command: { type: 'speed', seat, delta: 1 } },
    { id: 'slower', label: 'Speed −1', command: { type: 'speed', seat, delta: -1 } },
    { id: 'end-move', label: 'End move', command: { type: 'end-move', seat } },
  ]
  const not = moving(view, seat) ? null : view.pending[0] ? (view.pending[0].seat === seat ? 'Answer the question first' : `Waiting for ${hexSeatName(view, view.pending[0].seat)} to decide`) : view.phase === 'over' ? 'The game is over' : view.current ? `It is ${hexSeatName(view, view.current)}’s turn` : 'Not your turn'
  return list.map((a) => ({ ...a, why: not ?? judge.why(a.command) }))
}

/** Trading 2 cards of the hand for 1 from the deck ("once on your turn"): why not now, or null. */
export function tradeWhy(view: HexView, seat: SeatId | null, judge = new HexJudge(view)): string | null {
  if (!moving(view, seat)) return 'Only in your own move'
  if (view.hand.length < 2) return 'You need 2 cards to trade'
  return judge.why({ type: 'trade', seat: seat as SeatId, cards: [view.hand[0].id, view.hand[1].id] })
}
