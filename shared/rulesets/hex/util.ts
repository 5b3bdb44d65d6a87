/**
 * What every rule module of the hex game reaches for: refusing a command, finding planes and seats, the dice and
 * the log (the context), the options in force, and a plane's figures (max speed, manoeuvrability, hand size,
 * ceiling) with the Critical Hit Table's marks and an option's changes applied.
 */
import { RuleRefusal } from '../refusal'
import { nextInt } from '../../util/rng'
import type { HexContext, HexRuleModule } from './hooks'
import { HEX_OPTION_MODULES } from './option-modules'
import type { Card, CardType, HexEvent, HexOptions, HexPlane, HexState, SeatId } from './types'

export function refuse(code: string, words: string): never {
  throw new RuleRefusal(code, words)
}

/** 002 ALTITUDE: "There are 6 steps of Altitude (1-6)." */
export const CEILING = 6
/** 002 AMMO: "A plane can shoot a maximum of 12 times." */
export const AMMO = 12
/** 002 DRAW PHASE: "Maximum hand size = 6." */
export const HAND_SIZE = 6
/** 002 SETUP: "Your plane starts with a velocity = 3" */
export const START_VELOCITY = 3
/** rules.md: the game ends after 30 rounds unless the scenario says otherwise */
export const DEFAULT_TURN_LIMIT = 30

const activeCache = new WeakMap<HexOptions, HexRuleModule[]>()

/** The option modules the setup's options switch on. */
export function modulesOn(options: HexOptions): HexRuleModule[] {
  let on = activeCache.get(options)
  if (!on) {
    on = HEX_OPTION_MODULES.filter((m) => (m.active ? m.active(options) : Boolean(options[m.id])))
    activeCache.set(options, on)
  }
  return on
}

export function modules(state: HexState): HexRuleModule[] {
  return modulesOn(state.setup.options)
}

export function planeById(state: HexState, id: string): HexPlane | undefined {
  return state.planes.find((p) => p.id === id)
}

export function planeOf(state: HexState, id: string): HexPlane {
  const p = planeById(state, id)
  if (!p) refuse('no-plane', `There is no plane called "${id}"`)
  return p
}

export function seatPlane(state: HexState, seat: SeatId): HexPlane | undefined {
  return state.planes.find((p) => p.seat === seat)
}

export function flying(p: HexPlane | undefined): p is HexPlane {
  return !!p && p.status === 'flying'
}

export function currentSeat(state: HexState): SeatId | null {
  return state.phase === 'over' ? null : (state.order[state.turn] ?? null)
}

export function seats(state: HexState): SeatId[] {
  return state.planes.map((p) => p.seat)
}

/** The plane moving now, refusing a seat whose move it is not. */
export function mover(state: HexState, seat: SeatId): HexPlane {
  if (state.phase === 'over') refuse('over', 'The game is over')
  if (state.pending.length) refuse('waiting', `The game waits for ${state.pending[0].seat} to answer first`)
  if (currentSeat(state) !== seat) refuse('not-your-turn', `It is the turn of ${currentSeat(state)}, not of ${seat}`)
  if (state.phase !== 'move' || !state.move) refuse('not-move-phase', 'Your move phase has not started')
  return planeOf(state, state.move.plane)
}

// --- figures ---------------------------------------------------------------

export function maxSpeed(p: HexPlane, state: HexState): number {
  // 002 CRITICAL HIT TABLE 2: "Engine Damaged Max Speed -2"
  let v = Math.max(0, p.aircraft.maxSpeed - 2 * p.crits.engine)
  for (const m of modules(state)) if (m.maxSpeed) v = m.maxSpeed(p, v, state)
  return v
}

export function manoeuvrability(p: HexPlane, state: HexState): number {
  // 002 ACES: "Ace pilots get +1 Maneuverability."; CRITICAL HIT TABLE 4: "Cables Severed Maneuverability -1"
  let v = Math.max(0, p.aircraft.manoeuvrability + (p.ace ? 1 : 0) - p.crits.cables)
  for (const m of modules(state)) if (m.manoeuvrability) v = m.manoeuvrability(p, v, state)
  return v
}

export function handSize(p: HexPlane | undefined, state: HexState): number {
  if (!p) return HAND_SIZE
  // 002 CRITICAL HIT TABLE 5: "Controls Jammed Hand Size -2"
  let v = Math.max(0, HAND_SIZE - 2 * p.crits.controls)
  for (const m of modules(state)) if (m.handSize) v = m.handSize(p, v, state)
  return v
}

export function ceiling(p: HexPlane, state: HexState): number {
  let v = CEILING
  for (const m of modules(state)) if (m.ceiling) v = m.ceiling(p, v, state)
  return v
}

// --- cards in hand ---------------------------------------------------------

/**
 * Takes card `id` from the seat's hand to play it as one of `types` ("The Ace card may be used as any other type of
 * card except stall"); refuses when the seat does not hold it or it is not of a fitting type.
 */
export function playCard(state: HexState, seat: SeatId, id: unknown, types: readonly CardType[], what: string): Card {
  const hand = state.hands[seat] ?? []
  const i = hand.findIndex((c) => c.id === id)
  if (i < 0) refuse('no-card', `You do not hold card ${String(id)}`)
  const c = hand[i]
  const fits = types.includes(c.type) || (c.type === 'ace' && types.some((t) => t !== 'stall'))
  if (!fits) refuse('wrong-card', `${cardName(c.type)} is not ${what}`)
  hand.splice(i, 1)
  // "All cards played are discarded."
  state.discard.push(c)
  return c
}

export const CARD_NAMES: Record<CardType, string> = {
  left: 'Left',
  right: 'Right',
  'slide-left': 'Slide Left',
  'slide-right': 'Slide Right',
  forward: 'Forward',
  'hard-left': 'Hard Left',
  'hard-right': 'Hard Right',
  immelman: 'Immelman',
  stall: 'Stall',
  recover: 'Recover',
  shoot: 'Shoot',
  ace: 'Ace',
}

export function cardName(t: CardType): string {
  return CARD_NAMES[t]
}

// --- the context -------------------------------------------------------------

/** A context over a state (a working copy while a command is played) and the events it appends to. */
export function makeContext(state: HexState, events: HexEvent[]): HexContext {
  const ctx: HexContext = {
    state,
    events,
    roll(why, plane, sides = 6) {
      const r = nextInt(state.rng, sides) + 1
      events.push({ type: 'roll', to: 'all', round: state.round, roll: r, dice: `1D${sides}`, plane, words: `${why}: rolled ${r}` })
      return r
    },
    say(type, words, data) {
      events.push({ ...data, type, to: 'all', round: state.round, words })
    },
  }
  return ctx
}
