import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expectViewsHideSecrets, snapshot } from '../../electron/testing/engine-helpers'
import { TOUCH_PER_RULER } from '../geometry/ruler'
import { content } from '../../electron/testing/fixtures'
import { HeuristicBot, RandomBot } from '../bots'
import type { Policy } from '../bots/policy'
import { CommandError } from './commands'
import { pointsOf } from './damage'
import { Game } from './game'
import { CARDS_PER_TURN, checkPlan } from './planning'
import { compileRules } from './compiled'
import { nextInt, seedRng, type RngState } from './rng'
import { scenarioSetup, type Seating } from './setup'
import type { Command, GameEvent, GameState, PlaneEffects, PlaneState, RulesOptions } from './types'
import { eventsFor } from './view'
import { scores } from './victory'
import { cardsWanted, queueLength, queueProblem } from './rules/turnless'

/**
 * Property tests over many random games: random scenarios and variants, seats per team or per plane, random rule
 * options, random seeds, bots of both kinds, some planes planning at random (illegal plans included) and bad
 * commands thrown in. After every command the state is checked against the rules.
 */

const SCENARIOS = Object.values(content.scenarios).flatMap((s) => [{ scenario: s.id, variant: null as string | null }, ...s.variants.map((v) => ({ scenario: s.id, variant: v.id }))])

/** Plans any three different cards now and then, legal or not, so that illegal manoeuvres happen. */
class RecklessBot implements Policy {
  private rng: RngState
  constructor(
    private readonly inner: Policy,
    seed: number,
    private readonly rate: number,
  ) {
    this.rng = seedRng(seed)
  }
  get seat() {
    return this.inner.seat
  }
  decide(view: Parameters<Policy['decide']>[0]): Command[] {
    return this.inner.decide(view).map((cmd) => {
      if (cmd.type !== 'plan' || nextInt(this.rng, 100) >= this.rate) return cmd
      const deck = content.manoeuvreDecks[content.aircraft[view.planes.find((p) => p.id === cmd.plane)!.aircraft].manoeuvreDeck!].cards.filter((c) => !c.altitude)
      const pick: string[] = []
      // 004's turn-less game: as many cards as the command adds to the queue
      while (pick.length < (queueLength(view.setup.options) ? cmd.cards.length : CARDS_PER_TURN)) {
        const id = deck[nextInt(this.rng, deck.length)].id
        if (!pick.includes(id)) pick.push(id)
      }
      // illegal manoeuvres are planned and replaced when revealed; a card an optional rule refuses outright (a
      // jammed rudder, no stall with a damaged engine) is not planned at all
      const plane = view.planes.find((p) => p.id === cmd.plane)!
      const q = queueLength(view.setup.options)
      if (q) {
        // a card still in the queue, or one an optional rule refuses, is not queued
        const rules = compileRules(content, view.setup)
        const pr = plane.effects ? { rules, effects: plane.effects as PlaneEffects, turn: view.turn, stand: plane } : undefined
        return queueProblem(rules.byId.get(plane.id)!, plane, view.phase, q, pick, pr) ? cmd : { ...cmd, cards: pick }
      }
      if (plane.effects) {
        const rules = compileRules(content, view.setup)
        const pr = { rules, effects: plane.effects as PlaneEffects, turn: view.turn, stand: plane }
        if (checkPlan(rules.byId.get(plane.id)!, plane.last, pick, pr).some((c) => c.refused)) return cmd
      }
      // 004 dice altitude: the intents were for the bot's own cards; the reckless ones fly level
      const { dice: _intents, ...rest } = cmd
      return { ...rest, cards: pick }
    })
  }
}

/** Commands that must be refused: each is made from a good command or from the state. */
function badCommands(state: GameState, good: Exclude<Command, { type: 'floor' }>): Command[] {
  const other = state.setup.seats.find((s) => s.id !== good.seat)
  const out: Command[] = [
    { ...good, plane: 'no-such-plane' },
    { ...good, seq: state.seq + 1 },
    { ...good, type: 'land' } as unknown as Command,
  ]
  if (other) out.push({ ...good, seat: other.id })
  // a plane out of the game gives no orders (one 'waiting' to enter later still chooses its place: rules/entering.ts)
  const out1 = state.planes.find((p) => p.status !== 'flying' && p.status !== 'standing' && p.status !== 'waiting')
  if (out1) out.push({ ...good, seat: out1.seat, plane: out1.id })
  if (good.type === 'plan') {
    // one card too few (004's turn-less game queues one card: none)
    out.push({ ...good, cards: good.cards.slice(0, good.cards.length - 1) }, { ...good, cards: [good.cards[0], good.cards[0], good.cards[1]] }, { ...good, cards: [good.cards[0], good.cards[1], 'Q42'] })
  } else if (good.type === 'fire') {
    out.push({ ...good, front: 'no-such-plane' })
    const p = state.planes.find((q) => q.id === good.plane)!
    out.push({ type: 'plan', seat: p.seat, plane: p.id, cards: ['A01', 'A02', 'A03'] })
  } else if (good.type === 'reorder') {
    // a reorder with a card the plane did not plan, and one with a card missing
    out.push({ ...good, cards: [...good.cards.slice(1), 'Q42'] }, { ...good, cards: good.cards.slice(1) })
  }
  return out
}

interface Tracker {
  /** per plane that left: the index in game.events of the event that removed it, and where it stood */
  left: Map<string, { at: number; x: number; y: number; h: number; out: PlaneState['out'] }>
  /** plans recorded this turn, by plane, read from the owner's private events (004's turn-less game: the queue) */
  plans: Map<string, string[]>
  /** 004's turn-less game: the card each plane revealed last */
  revealed: Map<string, string>
}

const REMOVAL: GameEvent['type'][] = ['exited', 'shot-down', 'out-of-control', 'exploded', 'silenced', 'balloon-landed']

function mentions(e: GameEvent, id: string, piece = false): boolean {
  // what an exploding balloon does once it is gone: the aircraft its blast catches, its observers lost (003 lines 568-572, 585-588, 799)
  if (e.type === 'balloon-exploded' || e.type === 'observers-lost') return false
  // a rocket salvo in flight at a target gone before it hit misses (003 Le Prieur rockets: "the same target" after the next manoeuvre)
  if (e.type === 'rockets-missed' && e.why === 'gone' && e.target === id) return false
  const r = e as unknown as Record<string, unknown>
  if (r.plane === id || r.target === id || r.by === id) return true
  // (the blast's cards come from the balloon already gone)
  if ((e.type === 'damage-taken' || e.type === 'damage-cards') && !piece) if (e.from === id) return true
  if (e.type === 'fire-options') return e.options.some((o) => o.plane === id || o.target === id)
  if (e.type === 'turn-ended') return id in e.counters
  return false
}

function checkInvariants(game: Game, fresh: GameEvent[], firstIndex: number, t: Tracker): void {
  const s = game.state
  const rules = game.rules
  const seats = [...s.setup.seats.map((x) => x.id), null]

  // hidden information: no view depends on what its viewer may not know
  expectViewsHideSecrets(s, seats)
  // and no event a seat may see shows another seat's plan or damage cards
  for (const viewer of seats) {
    for (const e of eventsFor(fresh, viewer)) {
      if (e.type === 'tail-shown') {
        // the tailed plane's card, shown to the tailing plane's seat only (003 Tailing)
        expect(e.to).toEqual([s.planes.find((p) => p.id === e.plane)!.seat])
      } else if (e.type === 'plan-recorded' || e.type === 'plan-reordered' || e.type === 'entry-recorded' || e.type === 'damage-cards' || e.type === 'special-damage' || e.type === 'aim-bonus' || e.type === 'deflection-bonus' || e.type === 'halved' || e.type === 'jam-roll') {
        const owner = s.planes.find((p) => p.id === (e.type === 'aim-bonus' || e.type === 'deflection-bonus' || e.type === 'halved' ? e.target : e.plane))!.seat
        expect(e.to, `${e.type} of ${e.plane} seen by ${viewer}`).toEqual([owner])
        expect(owner).toBe(viewer)
      } else if (e.type === 'winch-ordered' && e.secret) {
        // with the altitude rules a winch order given while the turn is planned is its seat's until the reveal (003 line 578)
        expect(e.to).toEqual([s.planes.find((p) => p.id === e.plane)!.seat])
      } else if (e.type === 'card-shown' && (e.why === 'smoke' || e.why === 'flame')) {
        // the symbol is told to all (the smoke, flame or balloon-burning event); the card, its points, to its seat alone (003 lines 156, 559)
        expect(e.to).toEqual([s.planes.find((p) => p.id === e.plane)!.seat])
      } else expect(e.to).toBe('all')
    }
  }
  const q = queueLength(s.setup.options)
  for (const e of fresh) {
    if (q) {
      // 004's turn-less game: cards go behind the queue, and the card revealed is always its first
      if (e.type === 'plan-recorded') t.plans.set(e.plane, [...(t.plans.get(e.plane) ?? []), ...e.cards])
      if (e.type === 'plan-reordered') t.plans.set(e.plane, e.cards)
      if (e.type === 'manoeuvre-revealed') {
        expect(e.card).toBe(t.plans.get(e.plane)![0])
        t.plans.set(e.plane, t.plans.get(e.plane)!.slice(1))
        t.revealed.set(e.plane, e.card)
      }
      if (e.type === 'illegal-manoeuvre') expect(e.card).toBe(t.revealed.get(e.plane))
      continue
    }
    if (e.type === 'plan-recorded') t.plans.set(e.plane, e.cards)
    // a tailing plane's new order for its remaining cards (003 Tailing)
    if (e.type === 'plan-reordered') {
      const old = t.plans.get(e.plane)!
      t.plans.set(e.plane, [...old.slice(0, old.length - e.cards.length), ...e.cards])
    }
    // a card made public is the one planned for this very phase
    if (e.type === 'manoeuvre-revealed' || e.type === 'illegal-manoeuvre') expect(e.card).toBe(t.plans.get(e.plane)![e.phase - 1])
  }

  // planes that left never come back, never move, and are never mentioned again
  fresh.forEach((e, k) => {
    if (REMOVAL.includes(e.type)) {
      const id = (e as { plane: string }).plane
      expect(t.left.has(id), `${id} removed twice`).toBe(false)
      const p = s.planes.find((q) => q.id === id)!
      t.left.set(id, { at: firstIndex + k, x: p.x, y: p.y, h: p.h, out: p.out })
    }
  })
  for (const p of s.planes) {
    const gone = t.left.get(p.id)
    // a balloon or ground piece is 'standing' while in play, a plane still to enter 'waiting' (issue 13)
    expect(p.status === 'flying' || p.status === 'standing' || p.status === 'waiting', `${p.id} is ${p.status}`).toBe(!gone)
    if (!gone) continue
    expect({ x: p.x, y: p.y, h: p.h, out: p.out }).toEqual({ x: gone.x, y: gone.y, h: gone.h, out: gone.out })
    expect(p.plan).toBeNull()
    const after = game.events.slice(Math.max(gone.at + 1, firstIndex)).filter((e) => mentions(e, p.id, rules.byId.get(p.id)!.kind !== 'aeroplane'))
    expect(after, `events about ${p.id} after it left`).toEqual([])
  }

  // the state is one the rules allow
  const clearance = rules.standClearance
  const flying = s.planes.filter((p) => p.status === 'flying')
  for (const p of flying) {
    const cp = rules.byId.get(p.id)!
    expect(p.x >= 0 && p.x <= s.setup.table.width && p.y >= 0 && p.y <= s.setup.table.depth, `${p.id} off the table at ${p.x}, ${p.y}`).toBe(true)
    expect(p.damageTotal).toBeLessThan(cp.aircraft.damagePoints)
    expect(p.jam.front >= 0 && p.jam.front <= 3 && p.jam.rear >= 0 && p.jam.rear <= 3).toBe(true)
    if (!cp.guns.rear) expect(p.jam.rear).toBe(0)
    // 004 Jamming twin guns: one gun's counters, never with both jammed, only on A guns
    const one = p.effects?.oneGunJammed
    if (one) for (const arc of ['front', 'rear'] as const) {
      expect(one[arc] >= 0 && one[arc] <= 3).toBe(true)
      if (one[arc] > 0) expect([p.jam[arc], cp.guns[arc]]).toEqual([0, 'A'])
    }
  }
  // every point is a card's, or the aim bonus a card scored (003 Aim: one more a damaging card), less what 004's
  // single machinegun took off a card
  const bonus = new Map<string, number>()
  for (const e of game.events) if (e.type === 'aim-bonus' || e.type === 'deflection-bonus') bonus.set(e.target, (bonus.get(e.target) ?? 0) + e.cards)
  for (const e of game.events) if (e.type === 'halved') bonus.set(e.target, (bonus.get(e.target) ?? 0) - e.less)
  // infantry fire from trenches and AA machine guns: "Ignore the damage points on the card and count only special damage" (003 lines 663-664)
  // (its damage-taken says 'infantry', just before the damage cards)
  game.events.forEach((e, k) => {
    const taken = game.events[k - 1]
    if (e.type !== 'damage-cards' || taken?.type !== 'damage-taken' || taken.cause !== 'infantry') return
    bonus.set(e.plane, (bonus.get(e.plane) ?? 0) - e.cards.reduce((sum, id) => sum + pointsOf(rules.content.damageCards[id]), 0))
  })
  for (const p of s.planes) expect(p.damageTotal, `${p.id}'s points: ${p.damage.join(' ')}`).toBe(p.damage.reduce((sum, id) => sum + pointsOf(rules.content.damageCards[id]), 0) + (bonus.get(p.id) ?? 0))
  if (s.turn > 1 || s.phase > 0) {
    for (let i = 0; i < flying.length; i++)
      for (let j = i + 1; j < flying.length; j++) expect(Math.hypot(flying[i].x - flying[j].x, flying[i].y - flying[j].y)).toBeGreaterThanOrEqual(clearance - 1e-6)
  }
  if (s.step === 'firing') {
    expect(s.fireOptions.length).toBeGreaterThan(0)
    expect(game.waitingFor().length).toBeGreaterThan(0)
    for (const o of s.fireOptions) {
      const f = s.planes.find((p) => p.id === o.plane)!
      const target = s.planes.find((p) => p.id === o.target)!
      // an AA machine gun fires, and balloons and ground pieces are fired at, while they stand (issue 13)
      if (f.status === 'standing') expect(rules.byId.get(f.id)!.kind).toBe('aamg')
      else expect(f.status).toBe('flying')
      expect(target.status === 'flying' || (target.status === 'standing' && rules.byId.get(target.id)!.target)).toBe(true)
      expect(f.team).not.toBe(target.team)
      expect(f.jam[o.arc]).toBe(0)
      // 004 Ammo: a gun with no cards left on the console is not offered a shot
      if (f.effects?.ammo) expect(f.effects.ammo[o.arc]).toBeGreaterThan(0)
      expect(o.distance).toBeLessThanOrEqual(rules.ruler + 1e-6)
      // the ruler's cards, a distance within the ruler's tolerance of half a ruler counting as the first half
      // (docs/table-geometry.md); 000 takes one away from overlapping planes and from a short shot into a rear gunner's blind spot;
      // 003 Altitude, one level apart (a scenario that flies at levels: A Hard Task), and a strafing plane at level 1 (lines 737-738), long range only
      const o000 = s.setup.options
      if (o.cards !== (o.distance <= rules.ruler / 2 + rules.ruler * TOUCH_PER_RULER ? 2 : 1)) expect([o.cards, o000.overlapFire === true || (o000.blindSpotOneCard === true && o.arc === 'rear') || o000.altitude === true]).toEqual([1, true])
    }
    for (const p of flying) expect(p.executed).toHaveLength(s.phase)
  } else if (s.step === 'planning') {
    // 004's turn-less game: before phases 2 and 3 too, each flying plane one card short of a full queue, or none
    if (q) {
      expect([0, 2, 3]).toContain(s.phase)
      // (a plane that has just entered the table fills its whole queue, as every plane did on turn 1)
      for (const p of flying) expect(cardsWanted(p.plan, s.phase, q)).toBeLessThanOrEqual((s.turn === 1 && s.phase === 0) || p.plan === null ? q : 1)
      // (and the planes still to enter whose place is to be chosen, rules/entering.ts)
      expect(game.waitingFor().filter((id) => s.planes.find((p) => p.id === id)!.status !== 'waiting')).toEqual(flying.filter((p) => cardsWanted(p.plan, s.phase, q) > 0).map((p) => p.id))
    } else expect(s.phase).toBe(0)
    expect(s.fireOptions).toEqual([])
  } else if (s.step === 'tailing') {
    // waiting before a reveal for tailing planes to reorder (003 Tailing): each has been shown a card
    expect(game.waitingFor().length).toBeGreaterThan(0)
    for (const id of game.waitingFor()) {
      const fx = s.planes.find((p) => p.id === id)!.effects!
      expect(fx.tail).not.toBeNull()
      expect(fx.tailSeen.length).toBe(fx.reorder! + 1)
    }
    for (const p of flying) expect(p.executed).toHaveLength(s.phase - 1)
  } else {
    expect(s.result).not.toBeNull()
    expect(s.result!.scores).toEqual(scores(rules, s))
    const limit = s.setup.options.turnLimit
    if (limit > 0) expect(s.turn).toBeLessThanOrEqual(limit)
  }
}

interface Params {
  pick: number
  seed: number
  seating: Seating
  kinds: ('random' | 'heuristic')[]
  reckless: number
  options: Partial<RulesOptions>
  bad: number
}

function playChecked(p: Params): Game {
  const { scenario, variant } = SCENARIOS[p.pick % SCENARIOS.length]
  // a scenario or variant that flies at 003's levels itself (A Hard Task, the altitude variants) is played without 004's dice
  const s = content.scenarios[scenario]
  const levels = (variant ? s.variants.find((v) => v.id === variant)?.options : undefined)?.altitude ?? s.options?.altitude
  const setup = scenarioSetup(content, { scenario, variant, seating: p.seating, options: levels ? { ...p.options, diceAltitude004: false } : p.options })
  const game = Game.start(content, setup, p.seed)
  const policies: Policy[] = setup.seats.map((seat, k) => {
    const kind = p.kinds[k % p.kinds.length]
    const bot = kind === 'random' ? new RandomBot(content, seat.id, p.seed) : new HeuristicBot(content, seat.id, p.seed)
    return new RecklessBot(bot, p.seed + k, p.reckless)
  })
  const rng = seedRng(p.seed ^ 0x5eed)
  const t: Tracker = { left: new Map(), plans: new Map(), revealed: new Map() }
  checkInvariants(game, game.events, 0, t)
  for (let guard = 0; guard < 10_000 && !game.over; guard++) {
    let progressed = false
    for (const policy of policies) {
      for (const cmd of policy.decide(game.view(policy.seat))) {
        if (nextInt(rng, 100) < p.bad && cmd.type !== 'floor') {
          for (const bad of badCommands(game.state, cmd)) {
            const before = snapshot(game)
            expect(() => game.apply(bad), JSON.stringify(bad)).toThrow(CommandError)
            expect(snapshot(game)).toBe(before)
          }
        }
        const first = game.events.length
        const fresh = game.apply(cmd)
        checkInvariants(game, fresh, first, t)
        progressed = true
        if (game.over) break
      }
      if (game.over) break
    }
    // every game has a turn limit, and bots always answer: the game must go on until it ends
    expect(progressed || game.over).toBe(true)
  }
  expect(game.over).toBe(true)
  return game
}

const params: fc.Arbitrary<Params> = fc.record({
  pick: fc.nat(),
  seed: fc.nat({ max: 2 ** 31 }),
  seating: fc.constantFrom<Seating>('team', 'plane'),
  kinds: fc.array(fc.constantFrom<'random' | 'heuristic'>('random', 'heuristic'), { minLength: 1, maxLength: 3 }),
  reckless: fc.constantFrom(0, 10, 40),
  options: fc.record({
    illegalPlan: fc.constantFrom<RulesOptions['illegalPlan']>('straight', 'stress', 'out-of-control'),
    explosionsInAB: fc.boolean(),
    turnLimit: fc.integer({ min: 1, max: 6 }),
    // 003's optional rules, in any combination
    specialDamage: fc.boolean(),
    aim: fc.boolean(),
    disruption: fc.boolean(),
    blindSpots: fc.boolean(),
    tailing: fc.boolean(),
    deflection: fc.boolean(),
    realThing: fc.boolean(),
    oppositeTurns: fc.boolean(),
    ammunition: fc.boolean(),
    ammunitionCards: fc.integer({ min: 1, max: 8 }),
    twinGunJamming: fc.boolean(),
    orderOfFiring: fc.boolean(),
    singleGunADeck: fc.boolean(),
    // 000's variants
    jamRoll: fc.boolean(),
    woundTiers: fc.boolean(),
    engineShotDown: fc.boolean(),
    smokeBeforeReveal: fc.boolean(),
    overlapFire: fc.boolean(),
    bumpDie: fc.boolean(),
    blindSpotOneCard: fc.boolean(),
    burningExit: fc.boolean(),
    // 000's altitude rules: they count only with altitude, which these games leave off (altitude.property.test.ts plays them)
    collisionDamage000: fc.boolean(),
    blindSpotLevels000: fc.boolean(),
    // 004's collisions are played without altitude too
    collisionsBySilhouette004: fc.boolean(),
    // 004's turn-less game, either queue
    turnless: fc.constantFrom<NonNullable<RulesOptions['turnless']>>('off', 'three', 'two'),
    // 004's dice altitude (the random bots climb and descend); the game refuses it with the turn-less game
    diceAltitude004: fc.boolean(),
  }).map((o) => (o.turnless !== 'off' ? { ...o, diceAltitude004: false } : o)),
  bad: fc.constantFrom(0, 5),
})

const FC_SEED = Number(process.env.FC_SEED ?? 20_250_601)

describe('Properties over random games: "that aircraft is removed from the game", "Place these cards facedown", "secretly looks at them" and the other rules hold after every command', () => {
  it('games end (turn limit) or go on legally; planes that left never act; views never leak another seat\'s plan or damage; bad commands change nothing', () => {
    let outcomes = { over: 0, illegal: 0, exited: 0, destroyed: 0, fired: 0, bumped: 0, special: 0, aimed: 0, tailed: 0, house: 0, dice: 0, levels: 0 }
    fc.assert(
      fc.property(params, (p) => {
        const game = playChecked(p)
        outcomes = {
          over: outcomes.over + 1,
          illegal: outcomes.illegal + game.events.filter((e) => e.type === 'illegal-manoeuvre').length,
          exited: outcomes.exited + game.state.planes.filter((q) => q.status === 'exited').length,
          destroyed: outcomes.destroyed + game.state.planes.filter((q) => q.status !== 'exited' && q.status !== 'flying').length,
          fired: outcomes.fired + game.events.filter((e) => e.type === 'fired').length,
          bumped: outcomes.bumped + game.events.filter((e) => e.type === 'bumped').length,
          special: outcomes.special + game.events.filter((e) => e.type === 'special-damage' || e.type === 'smoke' || e.type === 'flame').length,
          aimed: outcomes.aimed + game.events.filter((e) => e.type === 'aim-bonus').length,
          tailed: outcomes.tailed + game.events.filter((e) => e.type === 'tail-shown').length,
          // 004's house rules that change fire: a gun out of ammunition, one twin gun jammed, a card halved, a shot lost
          house: outcomes.house + game.events.filter((e) => e.type === 'out-of-ammunition' || e.type === 'gun-jammed' || e.type === 'halved' || e.type === 'fire-lost').length,
          // 000's bumps settled by the dice
          dice: outcomes.dice + game.events.filter((e) => e.type === 'bumped' && e.rolls).length,
          // 004's dice altitude: a plane climbed or descended
          levels: outcomes.levels + game.events.filter((e) => e.type === 'altitude').length,
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 120), seed: FC_SEED },
    )
    // the games did exercise the rules
    expect(outcomes.illegal).toBeGreaterThan(0)
    expect(outcomes.exited).toBeGreaterThan(0)
    expect(outcomes.destroyed).toBeGreaterThan(0)
    expect(outcomes.fired).toBeGreaterThan(0)
    // and 003's optional rules: special damage taken and aim bonuses scored
    expect(outcomes.special).toBeGreaterThan(0)
    expect(outcomes.aimed).toBeGreaterThan(0)
    expect(outcomes.tailed).toBeGreaterThan(0)
    expect(outcomes.house).toBeGreaterThan(0)
    expect(outcomes.dice).toBeGreaterThan(0)
    expect(outcomes.levels).toBeGreaterThan(0)
  })

  it('heuristic bots in long games: the same checks over seeded loops of every scenario', () => {
    for (let k = 0; k < SCENARIOS.length; k++) {
      playChecked({ pick: k, seed: 1000 + k, seating: k % 2 ? 'plane' : 'team', kinds: ['heuristic'], reckless: 0, options: { turnLimit: 8 }, bad: 0 })
    }
  })
})
