/**
 * Setting up a game (002 SETUP): "Planes start on opposite ends of the map facing towards the middle. Planes start
 * at an altitude of 1D6. Your plane starts with a velocity = 3 Players start with 2 cards each."
 *
 * The scenario places the planes (its data puts them at opposite ends, facing the middle) and may fix an altitude
 * (a low-level attack); otherwise each plane's altitude is rolled, in the open. The deck is shuffled with the game's
 * seeded generator, whose state stays in the game state. The setup copies the aircraft's figures in, so a game needs
 * no content once started.
 */
import { seedRng, shuffle, type Seed } from '../../util/rng'
import { RuleRefusal } from '../refusal'
import type { HexContent } from './content'
import { buildDeck, draw } from './deck'
import type { HexContext } from './hooks'
import type { CardType, HexEvent, HexOptions, HexPlane, HexSetup, HexState } from './types'
import { AMMO, DEFAULT_TURN_LIMIT, START_VELOCITY, makeContext, modulesOn } from './util'
import { firstRound } from './turn'
import { parseOptions001 } from './options-001/schema'

/** 002 CARD LIST */
export const DECK_002: Record<CardType, number> = {
  left: 6,
  right: 6,
  'slide-left': 3,
  'slide-right': 3,
  forward: 9,
  'hard-left': 3,
  'hard-right': 3,
  immelman: 3,
  stall: 3,
  recover: 3,
  shoot: 9,
  ace: 1,
}

/** A scenario's setup, with options (refused with a reason when the scenario is not there). */
export function hexSetupFor(content: HexContent, scenario: string, options: HexOptions = {}, turnLimit?: number): HexSetup {
  const s = content.scenarios[scenario]
  if (!s) throw new RuleRefusal('no-scenario', `There is no hex scenario "${scenario}" (there are ${Object.keys(content.scenarios).join(', ')})`)
  return {
    scenario: s.id,
    title: s.title,
    map: { ...s.map },
    planes: s.planes.map((p) => ({ id: p.id, seat: p.seat, aircraft: { ...content.aircraft[p.aircraft] }, side: p.side, hex: { ...p.hex }, facing: p.facing, altitude: p.altitude, ace: p.ace })),
    clouds: s.clouds,
    balloons: s.balloons,
    ground: s.ground,
    objectives: s.objectives,
    turnLimit: turnLimit ?? s.turnLimit ?? DEFAULT_TURN_LIMIT,
    options: { ...parseOptions001(options, s.planes.map((p) => p.id)) },
    extra: s.extra,
    deck: { ...content.deck },
  }
}

/** A new game's state and its first events, up to the first seat's move. */
export function startState(setup: HexSetup, seed: Seed): { state: HexState; events: HexEvent[]; ctx: HexContext } {
  const rng = seedRng(seed)
  const state: HexState = {
    setup,
    rng,
    deck: shuffle(rng, buildDeck(setup.deck ?? DECK_002)),
    discard: [],
    hands: Object.fromEntries(setup.planes.map((p) => [p.seat, []])),
    planes: [],
    balloons: setup.balloons.map((b) => b.id),
    round: 0,
    order: [],
    turn: 0,
    phase: 'draw',
    move: null,
    pending: [],
    achieved: [],
    credits: [],
    result: null,
    seq: 0,
    extra: {},
  }
  const events: HexEvent[] = []
  const ctx = makeContext(state, events)
  for (const p of setup.planes) {
    const plane: HexPlane = {
      id: p.id,
      seat: p.seat,
      side: p.side,
      aircraft: p.aircraft,
      ace: !!p.ace,
      hex: { ...p.hex },
      facing: p.facing,
      // "Planes start at an altitude of 1D6."
      altitude: p.altitude ?? ctx.roll(`${p.id}'s starting altitude`, p.id),
      velocity: START_VELOCITY,
      ammo: AMMO,
      hits: 0,
      status: 'flying',
      crew: { pilot: true, observer: p.aircraft.observer },
      crits: { engine: 0, gasTank: null, cables: 0, controls: 0, struts: false },
      lastHurtBy: null,
      extra: {},
    }
    state.planes.push(plane)
  }
  // two planes rolled into one hex and altitude would collide before a move: the later one is put a step higher, or
  // from 6 (the die's top) at 1 (no shipped scenario puts two planes in one hex)
  state.planes.forEach((p, i) => {
    const earlier = state.planes.slice(0, i)
    while (earlier.some((o) => o.hex.col === p.hex.col && o.hex.row === p.hex.row && o.altitude === p.altitude)) p.altitude = p.altitude >= 6 ? 1 : p.altitude + 1
  })
  // "Players start with 2 cards each."
  for (const p of setup.planes) draw(ctx, p.seat, 2)
  for (const m of modulesOn(setup.options)) m.startOfGame?.(ctx)
  firstRound(ctx)
  return { state, events, ctx }
}
