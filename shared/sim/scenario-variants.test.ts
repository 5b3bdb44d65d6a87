/**
 * The scenario variants an audit of 003's scenarios found missing (issue 13, "Every scenario of 003 and its variants,
 * as data"): each has what the book gives it, the plane, the rockets, the ace skills and the seats. The scenarios
 * test (scenarios.test.ts) plays each of them to its end between bots.
 */
import { describe, expect, it } from 'vitest'
import { card, planeOf } from '../../electron/testing/engine-helpers'
import { readContentFiles } from '../../electron/content/load-assets'
import { content } from '../../electron/testing/fixtures'
import { ContentError, loadContent } from '../content/load'
import { Game } from '../engine/game'
import { checkPlan } from '../engine/planning'
import { scenarioSetup } from '../engine/setup'
import type { GameSetup, SetupPlane } from '../engine/types'

const setupOf = (scenario: string, variant: string | null = null) => scenarioSetup(content, { scenario, variant })
const planesOf = (s: GameSetup) => s.planes.filter((p) => p.kind === undefined)
const piecesOf = (s: GameSetup) => s.planes.filter((p) => p.kind !== undefined)
const plane = (s: GameSetup, id: string): SetupPlane => s.planes.find((p) => p.id === id)!
/** what each seat holds, by seat id: its team and its planes' and pieces' ids */
const seatsOf = (s: GameSetup) => Object.fromEntries(s.seats.map((seat) => [seat.id, { team: seat.team, holds: s.planes.filter((p) => p.seat === seat.id).map((p) => p.id).sort() }]))

describe('Wings over the Flanders (003 lines 1141-1142): "A Belgian Hanriot Hd.1 (Coppens or Olieslagers)"', () => {
  it("as written Coppens' Hanriot; the variant 'olieslagers' puts Olieslagers' at the same place, the rest unchanged", () => {
    const written = setupOf('wings-over-the-flanders')
    const v = setupOf('wings-over-the-flanders', 'olieslagers')
    expect(plane(written, 'coppens').aircraft).toBe('hanriot-hd1-coppens')
    const o = plane(v, 'olieslagers')
    expect(o).toMatchObject({ aircraft: 'hanriot-hd1-olieslagers', team: 'allied', x: plane(written, 'coppens').x, y: plane(written, 'coppens').y })
    const rest = (s: GameSetup) => s.planes.filter((p) => p.id !== 'coppens' && p.id !== 'olieslagers')
    expect(rest(v)).toEqual(rest(written))
  })
})

describe('Fireworks over the Front (003 line 1251): "A solitary aircraft attacks a couple of enemy balloons with the tricky Le Prieur rockets"', () => {
  it('the Nieuport 17 carries two rockets (line 606: "put two rocket counters"), with altitude too; the notes no longer say there are none', () => {
    for (const variant of [null, 'altitude']) expect(plane(setupOf('fireworks-over-the-front', variant), 'nieuport'), String(variant)).toMatchObject({ aircraft: 'nieuport-17', rockets: 2, fire: { front: 'A' } })
    expect(content.scenarios['fireworks-over-the-front'].notes).not.toMatch(/no rockets yet/)
  })
})

describe('A Lonely Sentinel (003 lines 1282-1325)', () => {
  it('lines 1309-1311, three players: "One of the two Germans controls the aircraft, and the other controls the anti-aircraft batteries. The two German players form a team"', () => {
    const s = setupOf('a-lonely-sentinel', 'three-players')
    expect(seatsOf(s)).toEqual({
      'german-pilot': { team: 'central', holds: ['albatros'] },
      'german-batteries': { team: 'central', holds: ['aa-left', 'aa-right', 'balloon'] },
      allied: { team: 'allied', holds: ['nieuport'] },
    })
    expect(s.teams.map((t) => t.id).sort()).toEqual(['allied', 'central'])
    expect(s.seats.find((x) => x.id === 'german-batteries')!.name).toMatch(/AA batteries/)
    expect(content.scenarios['a-lonely-sentinel'].players.max).toBe(3)
    expect(content.scenarios['a-lonely-sentinel'].variants.find((v) => v.id === 'three-players')!.players).toEqual({ min: 3, max: 3 })
    // the line-up as written otherwise
    expect(s.planes.map((p) => [p.id, p.aircraft])).toEqual(setupOf('a-lonely-sentinel').planes.map((p) => [p.id, p.aircraft]))
  })

  it('lines 1323-1325, sides reversed: "The German player attacks with an Albatros, with rockets, that is not forced to play a straight after an Immelmann or a Split-S"', () => {
    const s = setupOf('a-lonely-sentinel', 'sides-reversed-albatros')
    expect(plane(s, 'albatros')).toMatchObject({ aircraft: 'albatros-d-iii', team: 'central', rockets: 2, aceSkills: ['free-immelmann'] })
    expect(plane(s, 'nieuport')).toMatchObject({ aircraft: 'nieuport-17', team: 'allied', fire: { front: 'A' } })
    expect(plane(s, 'nieuport').rockets).toBeUndefined()
    expect(plane(s, 'nieuport').enters?.turn).toBe(3)
    // "Give the balloons and AA batteries to the Allied player"
    expect(piecesOf(s).map((p) => [p.kind, p.team])).toEqual([
      ['balloon', 'allied'],
      ['aa-gun', 'allied'],
      ['aa-gun', 'allied'],
    ])
    expect(s.endsWhenGone).toEqual(['central'])
    expect(content.scenarios['a-lonely-sentinel'].notes).not.toMatch(/does not have/)
  })

  it('the reversed Albatros, with the altitude rules, flies stall, Immelmann card (a Split-S, line 346), bank: the skill lifts the straight after the Split-S too (003 ace skills lines 960-967)', () => {
    const setup = setupOf('a-lonely-sentinel', 'sides-reversed-albatros-altitude')
    expect(setup.options.altitude).toBe(true)
    const reasons = (s: GameSetup) => {
      const game = Game.start(content, s, 1)
      const cp = game.rules.byId.get('albatros')!
      const plan = [4, 12, 5].map((n) => card(game, 'albatros', n)) // deck B: 4 stall, 12 Immelmann, 5 bank left
      const pr = { rules: game.rules, effects: planeOf(game, 'albatros').effects, turn: game.state.turn, stand: planeOf(game, 'albatros') }
      return checkPlan(cp, planeOf(game, 'albatros').last, plan, pr).map((c) => c.reason)
    }
    expect(reasons(setup)).toEqual([null, null, null])
    // the same Albatros without its ace: the Split-S wants its straight after
    const plain = { ...setup, planes: setup.planes.map((p) => (p.id === 'albatros' ? { ...p, aceSkills: undefined } : p)) }
    expect(reasons(plain)[2]).toBe('an Immelmann turn or a Split-S needs a straight just after it')
  })

  it('line 1322, "All of these variants can be used with the sides reversed": each variant as written has its reversed twin, the pieces Allied and the scores swapped', () => {
    const s = content.scenarios['a-lonely-sentinel']
    const twins: Record<string, string> = {
      altitude: 'sides-reversed-albatros-altitude',
      'two-balloons': 'sides-reversed-albatros-two-balloons',
      'two-balloons-altitude': 'sides-reversed-albatros-two-balloons-altitude',
      'altitude-bailing-out': 'sides-reversed-albatros-altitude-bailing-out',
      'three-players': 'sides-reversed-three-players',
    }
    const swap = (team: string) => (team === 'allied' ? 'central' : 'allied')
    for (const [written, reversed] of Object.entries(twins)) {
      const a = setupOf('a-lonely-sentinel', written)
      const b = setupOf('a-lonely-sentinel', reversed)
      expect(piecesOf(b).map((p) => [p.id, p.kind, p.team, p.altitude]), reversed).toEqual(piecesOf(a).map((p) => [p.id, p.kind, swap(p.team), p.altitude]))
      expect(b.options.altitude ?? false, reversed).toBe(a.options.altitude ?? false)
      expect(b.balloons, reversed).toEqual(a.balloons)
      expect(b.score!.terms, reversed).toEqual(a.score!.terms.map((t) => ({ ...t, team: swap(t.team) })))
      expect(plane(b, 'albatros'), reversed).toMatchObject({ team: 'central', rockets: 2, aceSkills: ['free-immelmann'] })
      expect(planesOf(b).map((p) => p.id).sort(), reversed).toEqual(['albatros', 'nieuport'])
    }
    expect(s.variants.map((v) => v.id)).toEqual(expect.arrayContaining(['sides-reversed-pfalz', ...Object.values(twins)]))
  })

  it('the reversed three-player game: the Allied pilot and the Allied AA batteries are two seats of one team', () => {
    expect(seatsOf(setupOf('a-lonely-sentinel', 'sides-reversed-three-players'))).toEqual({
      'allied-pilot': { team: 'allied', holds: ['nieuport'] },
      'allied-batteries': { team: 'allied', holds: ['aa-left', 'aa-right', 'balloon'] },
      german: { team: 'central', holds: ['albatros'] },
    })
  })
})

describe("a variant's seats (the three-player games' data) are checked when the content loads", () => {
  function problems(edit: (seats: { id: string; name: string; holds: string[] }[]) => void): string[] {
    const files = readContentFiles()
    const path = 'scenarios/a-lonely-sentinel.json'
    const json = JSON.parse(files[path])
    edit(json.variants.find((v: { id: string }) => v.id === 'three-players').seats)
    try {
      loadContent({ ...files, [path]: JSON.stringify(json) })
    } catch (e) {
      expect(e).toBeInstanceOf(ContentError)
      return (e as ContentError).problems
    }
    return []
  }
  it('a seat holding what the variant lacks, a plane held by no seat, a seat of two teams or a piece held twice is refused', () => {
    expect(problems(() => {})).toEqual([])
    expect(problems((s) => s[1].holds.push('zeppelin')).join()).toMatch(/"zeppelin" is none of the variant's planes and pieces/)
    expect(problems((s) => ((s[0].holds = ['aa-left']), (s[1].holds = s[1].holds.filter((h) => h !== 'aa-left')))).join()).toMatch(/no seat holds plane "albatros"/)
    expect(problems((s) => s[1].holds.push('nieuport')).join()).toMatch(/holds the planes and pieces of one team|held by one seat/)
    expect(problems((s) => s[0].holds.push('balloon')).join()).toMatch(/held by one seat/)
  })
})

describe('A Pair of Sentinels (003 lines 1431-1468)', () => {
  it('line 1457, "Rules needed: Basic rules. Special damage optional rules. Balloons and Ground Fire rules": New game names ground fire', () => {
    expect(content.scenarios['a-pair-of-sentinels'].rules).toEqual(['basic', 'special-damage', 'balloons', 'ground-fire'])
  })

  it('lines 1459-1460, three players: "one Allied player controls both the Nieuport and the escort. The two German players control one plane each and form a team"', () => {
    const s = setupOf('a-pair-of-sentinels', 'three-players')
    expect(seatsOf(s)).toEqual({
      'german-albatros': { team: 'central', holds: ['albatros', 'balloon'] },
      'german-dr1': { team: 'central', holds: ['dr1'] },
      allied: { team: 'allied', holds: ['nieuport', 'spad'] },
    })
    expect(plane(s, 'nieuport')).toMatchObject({ aircraft: 'nieuport-16', rockets: 2 })
    expect(content.scenarios['a-pair-of-sentinels'].players.max).toBeGreaterThanOrEqual(3)
  })
})

describe('Twin Targets (003 lines 1543-1552), sides reversed', () => {
  it('choice 3 (line 1552): "Two Nieuport 16s with Le Prieur rockets, with each pilot choosing two ace skills, and one Sopwith Camel"', () => {
    const s = setupOf('twin-targets', 'sides-reversed-aces')
    const allied = planesOf(s).filter((p) => p.team === 'allied')
    expect(allied.map((p) => p.aircraft).sort()).toEqual(['nieuport-16', 'nieuport-16', 'sopwith-camel'])
    for (const n of allied.filter((p) => p.aircraft === 'nieuport-16')) {
      expect(n.rockets).toBe(2)
      expect(n.aceSkills).toHaveLength(2)
    }
    expect(allied.find((p) => p.aircraft === 'sopwith-camel')!.aceSkills).toBeUndefined()
    // "Give the balloons to the German player"
    expect(piecesOf(s).every((p) => p.kind === 'balloon' && p.team === 'central')).toBe(true)
    expect(content.scenarios['twin-targets'].notes).not.toMatch(/Not offered/)
  })
})
