/**
 * The hex bots play only commands the rules take, over many seeded games of every scenario, and every game ends
 * (drivePolicies throws at the first command the rules refuse, naming it). The heuristic's choices on set positions
 * (scripts place the planes and deal the hands): it fires at an enemy directly in front, evades a heavy hit and not
 * a light one, stalls a slow enemy, keeps off a collision. Rules quoted: 002 SHOOT SEGMENT, MOVE PHASE.
 */
import { describe, expect, it } from 'vitest'
import { drivePolicies } from '../../../arena/play'
import type { RulesetPolicy } from '../../contract'
import { hexContent } from '../content-fixture'
import { hexRuleset } from '../index'
import { legalCommands } from '../legal'
import { playHexScript } from '../script'
import type { HexCommand, HexView } from '../types'
import { HEX_BOTS } from './index'
import { rankCommands, stallRisk } from './heuristic'
import { crashesAt } from './judge'
import { DECK_002 } from '../setup'

/** A policy that checks each command its bot gives against legal.ts before the driver plays it. */
function checked(p: RulesetPolicy<HexCommand, HexView>, given: { n: number }): RulesetPolicy<HexCommand, HexView> {
  return {
    seat: p.seat,
    decide(view) {
      const out = p.decide(view)
      for (const c of out) {
        given.n++
        // legal.ts offers one card of each type: compare the choice, not which of two like cards
        // (and an altitude step of 0 is no step)
        const key = (x: HexCommand) => {
          const y: Record<string, unknown> = { ...x, card: undefined, cards: undefined, altitude: x.altitude || undefined }
          return JSON.stringify(Object.keys(y).sort().map((k) => [k, y[k]]))
        }
        const same = (x: HexCommand) => key(x) === key(c)
        if (c.type !== 'discard' && c.type !== 'trade') expect(legalCommands(view, p.seat).some(same), `${JSON.stringify(c)} is not among legalCommands`).toBe(true)
      }
      return out
    },
  }
}

function play(bots: [string, string], scenario: string, seed: number, check = false) {
  const setup = hexRuleset.setupFor(hexContent, scenario)
  const game = hexRuleset.start(hexContent, setup, seed)
  const given = { n: 0 }
  const policies: Record<string, RulesetPolicy<HexCommand, HexView>> = {}
  const sides = [...new Set(setup.planes.map((p) => p.side))]
  for (const p of setup.planes) {
    const bot = HEX_BOTS[bots[sides.indexOf(p.side) === seed % 2 ? 0 : 1]].make(hexContent, p.seat, seed)
    policies[p.seat] = check ? checked(bot, given) : bot
  }
  const end = drivePolicies(game, policies)
  return { game, end, given }
}

const SCENARIOS = Object.keys(hexContent.scenarios)

describe('hex bots play only what the rules take, and every game ends', () => {
  it('random against random and heuristic against random: 8 seeded games on each scenario, a third with every command checked against legalCommands', () => {
    for (const scenario of SCENARIOS) {
      for (let seed = 1; seed <= 8; seed++) {
        const { game, end, given } = play(seed <= 4 ? ['random', 'random'] : ['heuristic', 'random'], scenario, seed, seed % 3 === 0)
        expect(end, `${scenario} seed ${seed}`).toBe('over')
        expect(game.result()).not.toBeNull()
        if (seed % 3 === 0) expect(given.n).toBeGreaterThan(0)
      }
    }
  }, 120_000)

  it('heuristic against heuristic: 5 seeded games on each scenario', () => {
    for (const scenario of SCENARIOS) {
      for (let seed = 1; seed <= 5; seed++) expect(play(['heuristic', 'heuristic'], scenario, seed).end, `${scenario} seed ${seed}`).toBe('over')
    }
  }, 120_000)

  it('search against heuristic: a game of the two-seaters and one of balloon busting, every command checked', () => {
    for (const scenario of ['two-seaters', 'balloon-busting']) expect(play(['search', 'heuristic'], scenario, 3, true).end, scenario).toBe('over')
  }, 120_000)
})

/** A duel set up by a script: the planes placed, the hands dealt; the game and its view for a seat. */
function position(steps: unknown[], seat: string) {
  const { game, errors } = playHexScript(hexContent, { title: 'bot position', scenario: 'duel', seed: 1, steps })
  expect(errors).toEqual([])
  return { game: game!, view: game!.view(seat) }
}

describe('the hex heuristic on set positions', () => {
  it('002 SHOOT SEGMENT: "If your opponent is 1 space directly in front of you he takes 1D6 hits": it fires first', () => {
    const { view } = position(
      [
        { place: { camel: { hex: { col: 3, row: 4 }, altitude: 3, facing: 0 }, fokker: { hex: { col: 4, row: 4 }, altitude: 3, facing: 1 } } },
        { hands: { allies: ['shoot', 'left', 'forward'] } },
      ],
      'allies',
    )
    if (view.current !== 'allies') return expect.fail(`the script's duel should be the Camel's move (it is ${view.current}'s)`)
    const [first] = rankCommands(view, 'allies')
    expect(first).toMatchObject({ type: 'shoot', target: 'fokker' })
  })

  it('"The target must be at the same altitude or 1 step lower": it holds fire at a target above it', () => {
    const { view } = position(
      [
        { place: { camel: { hex: { col: 3, row: 4 }, altitude: 3, facing: 0 }, fokker: { hex: { col: 4, row: 4 }, altitude: 4, facing: 1 } } },
        { hands: { allies: ['shoot', 'left', 'forward'] } },
      ],
      'allies',
    )
    expect(rankCommands(view, 'allies').some((c) => c.type === 'shoot')).toBe(false)
  })

  it('"Two planes in the same hex at the same altitude crash": it does not fly into the enemy', () => {
    const { view } = position([{ place: { camel: { hex: { col: 3, row: 4 }, altitude: 3, facing: 0, velocity: 1 }, fokker: { hex: { col: 4, row: 4 }, altitude: 3, facing: 1 } } }, { hands: { allies: [] } }], 'allies')
    const ranked = rankCommands(view, 'allies')
    // flying forward now would enter the Fokker's hex at its altitude: a climb, a dive or a turn comes first
    expect(ranked[0]).not.toEqual({ type: 'move', seat: 'allies' })
  })
})

describe('the hex heuristic answers what it is asked', () => {
  const base = () => position([{ hands: { allies: ['recover', 'stall', 'shoot'] } }], 'allies').view
  const attack = (hits: number) => ({ kind: 'evade' as const, seat: 'allies', attack: { attacker: 'fokker', attackerSeat: 'germans', target: 'camel', hits, kind: 'shoot' as const } })

  it('002 SHOOT SEGMENT "The target player may discard a Recover card to evade the attack": it evades a heavy hit, takes a light one', () => {
    const v = base()
    const recover = v.hand.find((c) => c.type === 'recover')!.id
    expect(rankCommands({ ...v, pending: [attack(4)], waitingFor: ['allies'] }, 'allies')[0]).toEqual({ type: 'evade', seat: 'allies', card: recover })
    expect(rankCommands({ ...v, pending: [attack(1)], waitingFor: ['allies'] }, 'allies')[0]).toEqual({ type: 'pass', seat: 'allies' })
  })

  it('002 MOVE PHASE "If your ending velocity = 0 or 1, your opponent may play a Stall card on you": it stalls a slow enemy', () => {
    const v = base()
    const stall = v.hand.find((c) => c.type === 'stall')!.id
    expect(rankCommands({ ...v, pending: [{ kind: 'stall-slow', seat: 'allies', target: 'fokker', others: [] }], waitingFor: ['allies'] }, 'allies')[0]).toEqual({ type: 'stall', seat: 'allies', card: stall })
  })
})

describe("the hex bots' reckoning of the table", () => {
  it('002 BALLOONS "A plane entering a balloon\'s hex at its altitude crashes": a balloon shot down is no longer in the way', () => {
    const { game } = playHexScript(hexContent, { scenario: 'balloon-busting', seed: 1, steps: [] })
    const setup = game!.state.setup
    const drachen = setup.balloons[0]
    const me = { id: 'camel' }
    expect(crashesAt(setup, ['drachen'], me, [], drachen.hex, drachen.altitude)).toBe(true)
    expect(crashesAt(setup, [], me, [], drachen.hex, drachen.altitude)).toBe(false)
    expect(crashesAt(setup, ['drachen'], me, [], drachen.hex, drachen.altitude + 1)).toBe(false)
  })

  it("the chance an enemy holds a Stall card counts the game's own deck (a scenario's deck may hold more or fewer)", () => {
    const view = playHexScript(hexContent, { scenario: 'duel', seed: 1, steps: [] }).game!.view('allies')
    const me = view.planes.find((p) => p.seat === 'allies')!
    const risk = stallRisk(view, me)
    expect(risk).toBeGreaterThan(0)
    const noStalls = { ...view, setup: { ...view.setup, deck: { ...DECK_002, stall: 0 } } }
    expect(stallRisk(noStalls, me)).toBe(0)
    const manyStalls = { ...view, setup: { ...view.setup, deck: { ...DECK_002, stall: 30 } } }
    expect(stallRisk(manyStalls, me)).toBeGreaterThan(risk)
  })
})
