/**
 * For the 001 options' tests: a two-plane hex state built by hand (no deck, no turn order: the tests play one
 * plane's move through the game's own commands), the options switched on, the modules' start of game and start of
 * turn run, and a seeded generator whose rolls can be read back from the events. Not used by the game.
 */
import { seedRng } from '../../../util/rng'
import type { HexCommandDef, HexContext } from '../hooks'
import type { Card, CardType, Hex, HexAircraft, HexEvent, HexOptions, HexPlane, HexState, Facing } from '../types'
import { takeHits } from '../damage'
import { makeContext, modules } from '../util'

export const AIRCRAFT: Record<string, HexAircraft> = {
  camel: { id: 'sopwith-camel', name: 'Sopwith Camel', side: 'allies', manoeuvrability: 2, observer: false, maxSpeed: 6 },
  bristol: { id: 'bristol-f2b', name: 'Bristol F2b', side: 'allies', manoeuvrability: 1, observer: true, maxSpeed: 5 },
  fokker: { id: 'fokker-d-vii', name: 'Fokker D-VII', side: 'germans', manoeuvrability: 2, observer: false, maxSpeed: 6 },
  albatros: { id: 'albatros-c-v', name: 'Albatros C-V', side: 'germans', manoeuvrability: 1, observer: true, maxSpeed: 5 },
}

export interface PlaneSpec {
  id: string
  aircraft: keyof typeof AIRCRAFT
  hex: Hex
  facing: Facing
  altitude: number
  velocity?: number
}

export function plane(spec: PlaneSpec, seat: string): HexPlane {
  const a = AIRCRAFT[spec.aircraft]
  return {
    id: spec.id,
    seat,
    side: a.side,
    aircraft: a,
    ace: false,
    hex: spec.hex,
    facing: spec.facing,
    altitude: spec.altitude,
    velocity: spec.velocity ?? 3,
    ammo: 12,
    hits: 0,
    status: 'flying',
    crew: { pilot: true, observer: a.observer },
    crits: { engine: 0, gasTank: null, cables: 0, controls: 0, struts: false },
    lastHurtBy: null,
    extra: {},
  }
}

export interface Table {
  state: HexState
  events: HexEvent[]
  ctx: HexContext
  /** the plane called id (read it afresh after a refused command: the state is restored from a copy) */
  p(id: string): HexPlane
  /** give the seat these cards (ids from 100) */
  give(seat: string, ...types: CardType[]): Card[]
  /** start this plane's turn: the options' start of turn, then its move */
  begin(id: string): void
  /** play a command of the game (throws a RuleRefusal when refused, and changes nothing) */
  play(def: HexCommandDef, cmd: Record<string, unknown>): void
  /** the rolls made since the table was set (their words and results) */
  rolls(): { words: string; roll: number; to: string }[]
}

/** Two planes (a: seat 'a', b: seat 'b') with these options, the game started (the options' start of game run). */
export function table(options: HexOptions, a: PlaneSpec, b: PlaneSpec, seed = 1, extra?: Record<string, unknown>): Table {
  const state: HexState = {
    setup: { scenario: 'test', title: 'test', map: { width: 20, height: 12 }, planes: [], clouds: [], balloons: [], ground: [], objectives: [], turnLimit: 30, options, extra },
    rng: seedRng(seed),
    deck: [],
    discard: [],
    hands: { a: [], b: [] },
    planes: [plane(a, 'a'), plane(b, 'b')],
    balloons: [],
    round: 1,
    order: ['a', 'b'],
    turn: 0,
    phase: 'move',
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
  // as the game (game.ts) does: hits that are not an attack's go through its own damage
  ctx.hit = (target, hits, by) => takeHits(ctx, target, hits, by)
  for (const m of modules(state)) m.startOfGame?.(ctx)
  let nextCard = 100
  const t: Table = {
    state,
    events,
    ctx,
    p: (id) => state.planes.find((x) => x.id === id)!,
    give(seat, ...types) {
      const cards = types.map((type) => ({ id: nextCard++, type }))
      state.hands[seat].push(...cards)
      return cards
    },
    begin(id) {
      const pl = t.p(id)
      state.turn = state.order.indexOf(pl.seat)
      state.phase = 'move'
      for (const m of modules(state)) m.startOfTurn?.(ctx, pl)
      state.move = { plane: id, moved: 0, freeFacing: false, freeAltitude: false, freeVelocity: false, cards: 0, shot: false, observerShot: false, groundFired: [], traded: false, altitudeSteps: [] }
    },
    play(def, cmd) {
      // as the game does: a refused command changes nothing
      const snap = JSON.parse(JSON.stringify(state)) as HexState
      const n = events.length
      try {
        def.play(ctx, { ...cmd, type: def.type } as never)
      } catch (e) {
        Object.assign(state, snap)
        events.length = n
        throw e
      }
    },
    rolls: () => events.filter((e) => e.type === 'roll').map((e) => ({ words: e.words, roll: e.roll!, to: e.to })),
  }
  return t
}
