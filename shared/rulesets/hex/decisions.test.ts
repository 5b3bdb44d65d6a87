/**
 * Decisions the rules give a seat mid-move, asked of that seat and waited for (002 MOVE PHASE: "your opponent may
 * play a Stall card on you"; SHOOT SEGMENT: "The target player may discard a Recover card to evade the attack"),
 * in a four-seat game; and rules.md's decisions where 002 leaves a question open: what a plane whose observer is
 * killed may no longer do, whose is the crash of a plane whose punctured tank runs dry, and two planes rolled into one
 * hex at one altitude.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hexContent } from './content-fixture'
import { HexGame } from './game'
import { playHexScript, playHexSteps, type HexScript } from './script'
import { DEFAULT_TURN_LIMIT } from './util'
import { hexSetupFor } from './setup'

describe('002 decisions asked of the other seats', () => {
  it('MOVE PHASE "If your ending velocity = 0 or 1, your opponent may play a Stall card on you": in a 2v2 each opposing seat is asked in turn, never a friend', () => {
    const { game, errors } = playHexScript(hexContent, {
      scenario: 'two-on-two',
      seed: 1,
      steps: [
        { place: { camel: { velocity: 1, altitude: 5 } } },
        { hands: { 'germans-1': ['left'], 'germans-2': ['stall'] } },
        { seat: 'allies-1', type: 'move' },
        { seat: 'allies-1', type: 'end-move' },
        { expect: { pending: 'stall-slow', waitingFor: ['germans-1'] } },
        { seat: 'allies-2', type: 'pass', refused: 'nothing-asked' },
        { seat: 'germans-2', type: 'stall', card: 'stall', refused: 'no-stall' },
        { seat: 'germans-1', type: 'pass' },
        { expect: { pending: 'stall-slow', waitingFor: ['germans-2'] } },
        { seat: 'germans-2', type: 'stall', card: 'stall' },
        { expect: { pending: 'recover', waitingFor: ['allies-1'] } },
        { seat: 'allies-1', type: 'pass' },
        { expect: { planes: { camel: { altitude: 3 } }, waitingFor: ['germans-2'] } },
      ],
    })
    expect(errors).toEqual([])
    // a seat that passes is not asked again for the same plane
    expect(game!.events.filter((e) => e.type === 'pass').map((e) => e.words)).toEqual(['germans-1 plays no Stall card on camel'])
  })

  it('CRITICAL HIT TABLE "Kill the observer first": an observer killed shoots no more; a single-seater has none to shoot', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'two-seaters',
      seed: 1,
      steps: [
        { place: { bristol: { hex: { col: 6, row: 4 }, altitude: 3, crew: { observer: false } }, albatros: { hex: { col: 5, row: 4 }, altitude: 3, facing: 1 } } },
        { hands: { allies: ['shoot'] } },
        { seat: 'allies', type: 'observer-shoot', card: 'shoot', target: 'albatros', refused: 'observer-killed' },
      ],
    })
    expect(errors).toEqual([])
    const duel = playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 6, row: 4 }, altitude: 3 }, fokker: { hex: { col: 5, row: 4 }, altitude: 3, facing: 1 } } },
        { hands: { allies: ['shoot'] } },
        { seat: 'allies', type: 'observer-shoot', card: 'shoot', target: 'fokker', refused: 'no-observer' },
      ],
    })
    expect(duel.errors).toEqual([])
    // the plane is still a two-seater: "Planes with observers have a max speed of 5" (rules.md)
    const slow = playHexScript(hexContent, {
      scenario: 'two-seaters',
      seed: 1,
      steps: [
        { place: { bristol: { velocity: 5, crew: { observer: false } } } },
        { seat: 'allies', type: 'speed', delta: 1, refused: 'velocity' },
      ],
    })
    expect(slow.errors).toEqual([])
  })

  it('the turn limit is 30 rounds unless the scenario says (rules.md)', () => {
    expect(DEFAULT_TURN_LIMIT).toBe(30)
    expect(hexSetupFor(hexContent, 'duel').turnLimit).toBe(30)
    expect(hexSetupFor(hexContent, 'duel', {}, 12).turnLimit).toBe(12)
  })
})

describe('002 CRITICAL HIT TABLE "3 Gas Tank Punctured Plane must land in 2D6 turns": whose is the crash', () => {
  it('a tank that runs dry is credited to the plane that punctured it (rules.md), whoever hurt the plane since', () => {
    // the worked example (docs/examples/hex/critical-gas-tank-crash.json): the Camel holes the Fokker's tank, which
    // runs dry two turns later
    const example = JSON.parse(readFileSync(join(__dirname, '../../../docs/examples/hex/critical-gas-tank-crash.json'), 'utf8')) as HexScript
    const punctured = example.steps.findIndex((s) => 'type' in s && s.type === 'shoot') + 3
    const { game, errors } = playHexScript(hexContent, { ...example, steps: example.steps.slice(0, punctured) })
    expect(errors).toEqual([])
    const fokker = game!.state.planes.find((p) => p.id === 'fokker')!
    expect(fokker.crits).toMatchObject({ gasTank: 2, gasTankBy: 'camel' })
    // hurt since by another: a ground unit's fire (in the ground-attack scenario, the Allied machine gun's)
    fokker.lastHurtBy = 'allied-mg'
    expect(playHexSteps(game!, example.steps.slice(punctured), { step: punctured + 1, event: game!.events.length })).toEqual([])
    expect(game!.victories()).toEqual([{ victim: 'fokker', by: ['camel'] }])
  })
})

describe('002 SETUP "Planes start at an altitude of 1D6": two planes in one hex', () => {
  it('the later of two planes placed in one hex at one altitude is put a step higher, or from 6 at 1 (rules.md)', () => {
    const base = hexSetupFor(hexContent, 'duel')
    const together = (altitude: number) => {
      const setup = { ...base, planes: base.planes.map((p) => ({ ...p, hex: base.planes[0].hex, altitude })) }
      return HexGame.start(setup, 1).state.planes.map((p) => p.altitude)
    }
    expect(together(3)).toEqual([3, 4])
    expect(together(6)).toEqual([6, 1])
  })
})
