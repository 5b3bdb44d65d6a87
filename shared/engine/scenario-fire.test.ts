/**
 * A scenario's per-plane override of a red letter (the `fire` of a scenario plane), applied in compileRules.
 *
 * 003, Look up!: "German (Human) Player: An Albatros and a captured Nieuport 17 (pretending it is A-firing)". The
 * captured Nieuport is B-firing in the aircraft catalog, like the other single-gun Nieuport 17s, and A-firing only
 * in that scenario. Look up! is not among the shipped scenarios (its Allied side is ground fire, which the engine
 * does not have), so the scenario below is 003's German side with an Allied plane standing in for the trench card
 * the Germans strafe; it is loaded with the shipped files, as a scenario file in assets/ would be.
 */
import { describe, expect, it } from 'vitest'
import { readContentFiles } from '../../electron/content/load-assets'
import { arriving, eventsOfType, fire, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { ContentError, loadContent } from '../content/load'
import type { Content } from '../content/types'
import { compileRules } from './compiled'
import { Game } from './game'
import { freeDogfightSetup, scenarioSetup } from './setup'
import type { GameSetup } from './types'

const files = readContentFiles()

const LOOK_UP = {
  id: 'look-up',
  title: 'Look up!',
  source: '003 Scenarios: Look up! (BD)',
  blurb: 'A German patrol is sent to strafe the enemy trenches.',
  players: { min: 1, max: 2 },
  rules: ['basic'],
  table: { width: 90, depth: 90 },
  teams: [
    { id: 'central', name: 'German', side: 'central', edge: 'north' },
    { id: 'allied', name: 'Allied', side: 'allied', edge: 'south' },
  ],
  planes: [
    { id: 'albatros', aircraft: 'albatros-d-iii', team: 'central', place: { edge: 'north', rulers: 0.5, along: 0.3 } },
    { id: 'nieuport', aircraft: 'nieuport-17-captured', team: 'central', place: { edge: 'north', rulers: 0.5, along: 0.7 }, fire: { front: 'A' } },
    // a stand-in for the trench card: something on the Allied side to fire at
    { id: 'target', aircraft: 'sopwith-camel', team: 'allied', place: { edge: 'south', rulers: 0.5, along: 0.5 } },
  ],
  victory: 'score',
  variants: [],
  notes: "003: 'a captured Nieuport 17 (pretending it is A-firing)'.",
}

function withLookUp(edit: (json: any) => void = () => {}): Record<string, string> { // eslint-disable-line @typescript-eslint/no-explicit-any -- a test breaks the scenario on purpose, in any shape
  const json = structuredClone(LOOK_UP)
  edit(json)
  return { ...files, 'scenarios/look-up.json': JSON.stringify(json, null, 2) }
}

function problemsOf(broken: Record<string, string>): string[] {
  try {
    loadContent(broken)
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError)
    return (e as ContentError).problems
  }
  throw new Error('the broken content loaded')
}

/**
 * Put the shooter's stand 20 cm short of the target after its first straight (short range: two cards), both facing
 * north, and play phase 1 up to the firing step; then the shooter fires at the target.
 */
function shootFirstPhase(content: Content, setup: GameSetup, shooter: string, target: string): Game {
  const at = (id: string, x: number, y: number) => {
    const p = setup.planes.find((q) => q.id === id)!
    const spec = arriving({ id, aircraft: p.aircraft, team: p.team as 'allied' | 'central' }, x, y, 0)
    Object.assign(p, { x: spec.x, y: spec.y, heading: 0 })
  }
  setup.planes.forEach((p, i) => at(p.id, 10 + 20 * i, 10))
  at(shooter, 45, 30)
  at(target, 45, 50)
  const game = Game.start(content, setup, 1)
  planNumbers(game, Object.fromEntries(setup.planes.map((p) => [p.id, [1, 2, 3]])))
  expect(game.state.step).toBe('firing')
  fire(game, { [shooter]: { front: target } })
  return game
}

describe('003 Look up!: "An Albatros and a captured Nieuport 17 (pretending it is A-firing)": a scenario overrides a red letter for one plane', () => {
  it('the catalog\'s captured Nieuport 17 is B-firing, like the other single-gun Nieuport 17s', () => {
    const content = loadContent(files)
    expect(content.aircraft['nieuport-17-captured'].fire).toEqual({ front: 'B', rear: null })
    expect(content.aircraft['nieuport-17'].fire.front).toBe('B')
  })

  it('in Look up! the captured Nieuport draws its damage cards from the A deck', () => {
    const content = loadContent(withLookUp())
    expect(content.scenarios['look-up'].planes[1].fire).toEqual({ front: 'A' })
    const setup = scenarioSetup(content, { scenario: 'look-up' })
    expect(setup.planes.find((p) => p.id === 'nieuport')!.fire).toEqual({ front: 'A' })
    const rules = compileRules(content, setup)
    expect(rules.byId.get('nieuport')!.guns).toEqual({ front: 'A', rear: null })
    // the other German plane keeps its own letter
    expect(rules.byId.get('albatros')!.guns.front).toBe(content.aircraft['albatros-d-iii'].fire.front)

    const game = shootFirstPhase(content, setup, 'nieuport', 'target')
    const dealt = eventsOfType(game.events, 'fired').filter((e) => e.plane === 'nieuport')
    expect(dealt).toEqual([expect.objectContaining({ target: 'target', cards: 2 })])
    const taken = planeOf(game, 'target').damage
    expect(taken).toHaveLength(2)
    expect(taken.every((id) => id.startsWith('A'))).toBe(true)
  })

  it('in a free setup the captured Nieuport draws its damage cards from the B deck', () => {
    const content = loadContent(files)
    const setup = freeDogfightSetup(content, {
      table: { width: 90, depth: 90 },
      planes: [
        { aircraft: 'nieuport-17-captured', team: 'central', id: 'nieuport' },
        { aircraft: 'sopwith-camel', team: 'allied', id: 'target' },
      ],
    })
    expect(setup.planes.find((p) => p.id === 'nieuport')!.fire).toBeUndefined()
    expect(compileRules(content, setup).byId.get('nieuport')!.guns).toEqual({ front: 'B', rear: null })
    const game = shootFirstPhase(content, setup, 'nieuport', 'target')
    const taken = planeOf(game, 'target').damage
    expect(taken).toHaveLength(2)
    expect(taken.every((id) => id.startsWith('B'))).toBe(true)
  })

  describe('a broken override is refused with the file and the field', () => {
    const FILE = 'scenarios/look-up.json'
    const first = (broken: Record<string, string>) => problemsOf(broken).find((p) => p.startsWith(`${FILE}: `))

    it('a deck that does not exist', () => {
      expect(first(withLookUp((j) => (j.planes[1].fire = { front: 'Q' })))).toBe(`${FILE}: planes.1.fire.front: there is no damage deck "Q"`)
    })

    it('a letter that is not one capital', () => {
      expect(first(withLookUp((j) => (j.planes[1].fire = { front: 'a' })))).toMatch(/^scenarios\/look-up\.json: planes\.1\.fire\.front: must be one capital letter/)
    })

    it('an override that names no gun', () => {
      expect(first(withLookUp((j) => (j.planes[1].fire = {})))).toMatch(/^scenarios\/look-up\.json: planes\.1\.fire: name the front or the rear gun/)
    })

    it('an unknown key', () => {
      expect(first(withLookUp((j) => (j.planes[1].fire = { front: 'A', top: 'A' })))).toMatch(/^scenarios\/look-up\.json: planes\.1\.fire: /)
    })

    it('a letter for a gun the aircraft does not have (a rear gun on a single-seater), in a variant too', () => {
      expect(first(withLookUp((j) => (j.planes[1].fire = { rear: 'B' })))).toBe(`${FILE}: planes.1.fire.rear: "nieuport-17-captured" has no rear gun whose letter could be changed to "B"`)
      const inVariant = withLookUp((j) => j.variants.push({ id: 'two-players', title: 'Two players', planes: [j.planes[0], { ...j.planes[1], fire: { rear: 'A' } }] }))
      expect(first(inVariant)).toMatch(/^scenarios\/look-up\.json: variants\.0\.planes\.1\.fire\.rear: /)
    })

    it('a setup built outside the content files (a script, a test) is checked when the game is compiled', () => {
      const content = loadContent(withLookUp())
      const setup = scenarioSetup(content, { scenario: 'look-up' })
      setup.planes[1].fire = { front: 'Q' }
      expect(() => compileRules(content, setup)).toThrow('plane nieuport: fire.front: there is no damage deck "Q"')
      setup.planes[1].fire = { rear: 'A' }
      expect(() => compileRules(content, setup)).toThrow(/plane nieuport: fire\.rear: Nieuport 17 \(captured\) has no rear gun/)
    })
  })
})
