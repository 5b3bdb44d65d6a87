/**
 * The question the hex game asks the seat on screen mid-move (view.pending: the rules' decisions), in plain words:
 * dodge an attack with a Recover card or take the hits, stall an enemy or not, pull out of a stall or fall, discard
 * down to the hand's limit. Each choice is a command; one is the default (Enter). Another seat's question is said
 * as a wait, never with what that seat holds.
 *
 * The defaults: a Recover card dodges an attack or a stall when the hand holds one (the Ace is kept: it is every
 * card); a Stall card is played on an enemy when held; otherwise the question's "no".
 */
import type { Card, HexCommand, HexView, Pending, SeatId } from '../../../../../shared/rulesets/hex/types'
import { hexPlaneName, hexSeatName } from './hex-event-words'

export interface Choice {
  label: string
  command: HexCommand
}

export interface Decision {
  kind: Pending['kind']
  /** the question, in a sentence or two */
  question: string
  choices: Choice[]
  /** the index in choices of the default (Enter) */
  preferred: number
  /** a discard: how many cards to choose from the hand (the choices are empty; the hand picks them) */
  discard?: number
}

/** The first card of each of these types in the hand (two Recover cards are the same choice). */
function firstOf(hand: Card[], types: Card['type'][]): Card[] {
  return types.map((t) => hand.find((c) => c.type === t)).filter((c): c is Card => !!c)
}

/** Who attacked: a plane by its name, a ground unit by its kind. */
function attackerName(view: HexView, id: string): string {
  if (view.planes.some((p) => p.id === id)) return hexPlaneName(view, id)
  const g = view.setup.ground.find((u) => u.id === id)
  if (g) return g.kind === 'flak' ? 'A flak gun' : g.kind === 'machine-gun' ? 'A machine gun' : 'Riflemen'
  return id
}

const hits = (n: number) => `${n} hit${n === 1 ? '' : 's'}`

/** The question for the seat on screen now, or null when none is asked of it. */
export function decisionFor(view: HexView, seat: SeatId | null): Decision | null {
  const p = view.pending[0]
  if (!p || seat === null || p.seat !== seat) return null
  const hand = view.hand
  switch (p.kind) {
    case 'discard':
      return { kind: p.kind, question: `Your hand is over its limit: choose ${p.count} card${p.count === 1 ? '' : 's'} to discard.`, choices: [], preferred: 0, discard: p.count }
    case 'evade': {
      const a = p.attack
      const target = hexPlaneName(view, a.target)
      const me = view.planes.find((x) => x.id === a.target)
      const fatal = me ? me.hits + a.hits >= 6 : false
      const dodge = firstOf(hand, ['recover', 'ace']).map((c) => ({ label: c.type === 'ace' ? 'Dodge with the Ace' : 'Dodge with Recover', command: { type: 'evade', seat, card: c.id } }))
      const hit = `${attackerName(view, a.attacker)} hit your ${target} for ${hits(a.hits)}${fatal ? ': enough to shoot it down' : ''}.`
      const question = dodge.length ? `${hit} Play a Recover card to dodge the attack?` : `${hit} You hold no Recover card to dodge it.`
      const choices = [...dodge, { label: 'Take the hits', command: { type: 'pass', seat } }]
      return { kind: p.kind, question, choices, preferred: dodge.length && (hand.some((c) => c.type === 'recover') || fatal) ? 0 : choices.length - 1 }
    }
    case 'stall-hit':
    case 'stall-slow': {
      const target = hexPlaneName(view, p.target)
      const t = view.planes.find((x) => x.id === p.target)
      const why = p.kind === 'stall-hit' ? `You hit ${target}.` : `${target} ended its move at speed ${t?.velocity ?? 0}.`
      const stall = firstOf(hand, ['stall']).map((c) => ({ label: `Stall ${target}`, command: { type: 'stall', seat, card: c.id } }))
      const choices = [...stall, { label: 'No stall', command: { type: 'pass', seat } }]
      return { kind: p.kind, question: `${why} Play a Stall card on it? It falls 2 steps unless it recovers.`, choices, preferred: 0 }
    }
    case 'recover': {
      const target = hexPlaneName(view, p.target)
      const me = view.planes.find((x) => x.id === p.target)
      const crash = me ? me.altitude <= 2 : false
      const by = view.planes.some((x) => x.id === p.by) ? hexPlaneName(view, p.by) : hexSeatName(view, p.by)
      const question = `${by} stalled your ${target}: it falls 2 steps${crash ? ' and crashes' : ''} unless you play a Recover card.`
      const pull = firstOf(hand, ['recover', 'ace']).map((c) => ({ label: c.type === 'ace' ? 'Recover with the Ace' : 'Recover', command: { type: 'recover', seat, card: c.id } }))
      const choices = [...pull, { label: crash ? 'Fall 2 (crash)' : 'Fall 2 steps', command: { type: 'pass', seat } }]
      return { kind: p.kind, question, choices, preferred: 0 }
    }
  }
}

/** What the screen says while the game waits on another seat's decision (nothing of that seat's hand). */
export function waitWords(view: HexView, seat: SeatId | null): string | null {
  const p = view.pending[0]
  if (!p || p.seat === seat) return null
  const who = hexSeatName(view, p.seat)
  switch (p.kind) {
    case 'discard':
      return `Waiting for ${who} to discard down to the hand’s limit`
    case 'evade':
      return `Waiting for ${who} to dodge or take the hits`
    case 'recover':
      return `Waiting for ${who} to recover from the stall or fall`
    default:
      return `Waiting for ${who}: a Stall card on ${hexPlaneName(view, p.target)}, or not`
  }
}
