/**
 * The three training pilots in play: legal plans through a whole seeded game, a free shot taken, the table kept from a
 * stand near its edge, the deterministic pilots' same plan for any seed and the gambler's varied one, and each one's
 * own way of choosing shown on a stand where the others choose otherwise.
 */
import { describe, expect, it } from 'vitest'
import { content, startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { fire } from '../../../electron/testing/engine-helpers'
import { checkPlan } from '../../engine/planning'
import type { Command, PlanCommand } from '../../engine/types'
import { viewFor } from '../../engine/view'
import type { Game } from '../../engine/game'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'
import { duelOf } from './duel'
import { draw, GamblerPilot } from './gambler'
import { PESSIMIST_WEIGHTS, PessimistPilot, straightOf } from './pessimist'
import { likelyReplies } from './replies'
import { spread, type Track } from './tracks'
import { CLOUD, ZONE_WEIGHTS, ZoneHunterPilot } from './zone-hunter'

const PILOTS = { pessimist: PessimistPilot, 'zone-hunter': ZoneHunterPilot, gambler: GamblerPilot }

/** The camel's plan from a pilot of class P seeded `seed`, on a stand of planes. */
function planOf(P: (typeof PILOTS)[keyof typeof PILOTS], spec: PlaneSpec[], seed = 1): string[] {
  const game = startGame(spec)
  const [cmd] = new P(content, 'allied', seed).decide(viewFor(game.state, 'allied')) as PlanCommand[]
  expect(cmd.type).toBe('plan')
  return cmd.cards
}

/** Fly a plan for the camel and three straights for the enemy; the camel's shots each phase and its status after. */
function fly(spec: PlaneSpec[], cards: string[]): { shots: number[]; status: string } {
  const game = startGame(spec)
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards })
  const straights = [...game.rules.byId.get('dr1')!.cards.values()].filter((c) => c.card.straight).map((c) => c.card.id)
  game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights.slice(0, 3) })
  const shots: number[] = []
  while (game.state.step === 'firing' && shots.length < 3) {
    shots.push(game.state.fireOptions.find((o) => o.plane === 'camel' && o.target === 'dr1')?.cards ?? 0)
    fire(game)
  }
  return { shots, status: game.state.planes.find((p) => p.id === 'camel')!.status }
}

const AHEAD: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', x: 100, y: 100, heading: 0 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 118, heading: 0 },
]
const NEAR_EDGE: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', x: 100, y: 186, heading: 10 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 60, y: 60, heading: 90 },
]
/** abreast, far enough apart that many plans are worth something and none is forced */
const OPEN: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', x: 80, y: 80, heading: 0 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 120, y: 140, heading: 200 },
]

/**
 * Plays a game between two policies on the engine alone (no arena: these tests import nothing that lists bots), each
 * plan checked against the rules as it is given; returns the plans the rules would not fly as planned.
 */
function playChecked(game: Game, bots: Policy[], turns: number): string[] {
  const bad: string[] = []
  for (let i = 0; i < 4000 && !game.state.result && game.state.turn <= turns; i++) {
    let gave = false
    for (const bot of bots) {
      const view = viewFor(game.state, bot.seat)
      for (const c of bot.decide(view)) {
        if (c.type === 'plan') {
          const p = view.planes.find((q) => q.id === c.plane)!
          if (c.cards.length !== 3 || !checkPlan(game.rules.byId.get(c.plane)!, p.last, c.cards).every((s) => s.reason === null)) bad.push(`${c.plane}: ${c.cards.join(',')}`)
        }
        game.apply(c as Command)
        gave = true
      }
    }
    if (!gave) break
  }
  return bad
}

describe.each(Object.entries(PILOTS))('the %s', (_name, P) => {
  it('plans legally all through a seeded game against the heuristic bot, and never leaves the table', () => {
    // a small table (90 x 110 cm, duel-over-the-trenches's), the planes starting at its far ends
    const game = startGame(
      [
        { id: 'albatros', aircraft: 'albatros-d-iii', team: 'central', x: 45, y: 100, heading: 180 },
        { id: 'nieuport', aircraft: 'nieuport-17-twin', x: 45, y: 10, heading: 0 },
      ],
      { table: { width: 90, depth: 110 } },
      7,
    )
    const bad = playChecked(game, [new P(content, 'allied', 7), new HeuristicBot(content, 'central', 7)], 12)
    // played out: to its end, or past the turns asked
    expect(game.state.result !== null || game.state.turn > 12).toBe(true)
    expect(bad).toEqual([])
    expect(game.state.planes.find((p) => p.id === 'nieuport')!.status).not.toBe('exited')
  })

  it('takes the shot at an enemy flying straight ahead of it', () => {
    expect(fly(AHEAD, planOf(P, AHEAD)).shots.some((n) => n > 0)).toBe(true)
  })

  it('turns away from the edge it is heading for, and stays on the table', () => {
    for (const seed of [1, 2, 3]) expect(fly(NEAR_EDGE, planOf(P, NEAR_EDGE, seed)).status).toBe('flying')
  })
})

describe('deterministic and stochastic pilots', () => {
  it('the pessimist and the zone hunter plan the same on a stand whatever their seed', () => {
    for (const P of [PessimistPilot, ZoneHunterPilot]) {
      const plans = new Set([1, 2, 3, 4, 5].map((seed) => planOf(P, OPEN, seed).join()))
      expect(plans.size).toBe(1)
    }
  })

  it('the gambler varies its plan over seeds, and its plan is the same for the same seed', () => {
    const plans = new Set(Array.from({ length: 12 }, (_, seed) => planOf(GamblerPilot, OPEN, seed).join()))
    expect(plans.size).toBeGreaterThan(1)
    expect(planOf(GamblerPilot, OPEN, 4)).toEqual(planOf(GamblerPilot, OPEN, 4))
  })
})

/** nose to nose, 50 cm apart: flying in shoots and is shot at, turning away is safe and shoots nothing */
const HEAD: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', x: 100, y: 80, heading: 0 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 130, heading: 180 },
]

describe("each pilot's own way of choosing", () => {
  const game = startGame(HEAD)
  const view = viewFor(game.state, 'allied')
  const { duel, mine } = duelOf(game.rules, view, view.planes[0])
  const trackOf = (cards: string[]): Track => mine.find((t) => t.ids.join() === cards.join())!
  const replies = likelyReplies(duel!, mine, 12).map((r) => r.track)
  replies.push(straightOf(duel!)!)
  const worst = (t: Track) => Math.min(...replies.map((r) => duel!.value(t, r, PESSIMIST_WEIGHTS)))
  const cloud = spread(duel!.foe.tracks, CLOUD)
  const mean = (t: Track) => cloud.reduce((s, r) => s + duel!.value(t, r, ZONE_WEIGHTS), 0) / cloud.length
  const picks = {
    pessimist: trackOf(planOf(PessimistPilot, HEAD)),
    zone: trackOf(planOf(ZoneHunterPilot, HEAD)),
    gambler: [1, 2, 3].map((s) => trackOf(planOf(GamblerPilot, HEAD, s))),
  }

  it("the pessimist's plan has the best worst case of all its plans against the enemy's likely replies, better than the others'", () => {
    const best = Math.max(...mine.map(worst))
    expect(worst(picks.pessimist)).toBeGreaterThan(best - 0.5)
    for (const o of [picks.zone, ...picks.gambler]) expect(worst(picks.pessimist)).toBeGreaterThan(worst(o))
  })

  it("the zone hunter's plan does best on average over the enemy's whole cloud, better than the pessimist's", () => {
    const best = Math.max(...mine.map(mean))
    expect(mean(picks.zone)).toBeGreaterThan(best - 0.25)
    expect(mean(picks.zone)).toBeGreaterThan(mean(picks.pessimist))
  })

  it('the gambler believes the enemy flies its better plans: the replies it weighs are ranked by their worth to the enemy', () => {
    const ranked = likelyReplies(duel!, mine, 16)
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].worth).toBeGreaterThanOrEqual(ranked[i].worth)
    // the best reply is worth more to the enemy than flying straight is
    const straight = straightOf(duel!)!
    const sample = spread(mine, 12)
    expect(ranked[0].worth).toBeGreaterThan(sample.reduce((s, m) => s + duel!.foeValue(m, straight), 0) / sample.length)
  })

  it('the gambler draws each of its plans with its share of the weights, never one of no weight', () => {
    const w = [1, 0, 3]
    const drawn = Array.from({ length: 100 }, (_, i) => draw(w, i / 100))
    expect(drawn.filter((i) => i === 0)).toHaveLength(25)
    expect(drawn.filter((i) => i === 2)).toHaveLength(75)
    expect(drawn).not.toContain(1)
  })
})
