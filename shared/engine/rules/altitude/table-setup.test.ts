import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { Game } from '../../game'
import { freeDogfightSetup, scenarioSetup, SetupError } from '../../setup'
import { fieldAt, fieldsProblem, FIELD_MIN_LONG, FIELD_MIN_SHORT } from './landing'
import { altitudeSetupProblem, clampStartLevel, cloudCoverLevels, defaultStartLevel, edgeFields, scenarioCeiling, startLevels } from './table-setup'

const duel = (options: Record<string, unknown>, planes = [{ aircraft: 'sopwith-camel', team: 'allied' as const }, { aircraft: 'fokker-dr-i', team: 'central' as const }]) =>
  freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes, options: { altitude: true, ...options } })

describe('issue 12: the altitude table New game sets up', () => {
  it('003 Flying Higher (433-437): the ceiling is 3 above the floor; a plane starts at least at 1, no lower than the floor, no higher than the ceiling', () => {
    expect(scenarioCeiling(undefined)).toBe(3)
    expect(scenarioCeiling(4)).toBe(7)
    expect(startLevels(undefined, 13)).toEqual([1, 2, 3])
    expect(startLevels(0, 13)).toEqual([1, 2, 3])
    expect(startLevels(4, 13)).toEqual([4, 5, 6, 7])
    // line 487: the Fokker E.III's own ceiling is 9
    expect(startLevels(8, content.aircraft['fokker-e-iii'].ceiling)).toEqual([8, 9])
    expect(startLevels(10, content.aircraft['fokker-e-iii'].ceiling)).toEqual([])
    expect(defaultStartLevel(undefined)).toBe(2)
    expect(defaultStartLevel(5)).toBe(5)
    expect(clampStartLevel(2, 5, 13)).toBe(5)
    expect(clampStartLevel(12, 5, 13)).toBe(8)
    expect(clampStartLevel(3, 10, 9)).toBeNull()
  })

  it('003 Flying Higher (436-437, 487): a free dogfight over a floor starts each plane within floor..ceiling, and the engine flies it there', () => {
    const setup = duel({ floor: 4 }, [
      { aircraft: 'sopwith-camel', team: 'allied', altitude: 7 } as never,
      { aircraft: 'fokker-dr-i', team: 'central', altitude: 4 } as never,
    ])
    const g = Game.start(content, setup, 1)
    expect(g.state.planes.map((p) => p.effects?.alt?.level)).toEqual([7, 4])
    expect(g.state.planes[0].effects?.alt?.floor).toBe(4)
    expect(() => duel({ floor: 4 }, [{ aircraft: 'sopwith-camel', team: 'allied', altitude: 3 } as never, { aircraft: 'fokker-dr-i', team: 'central' }])).toThrow(/Sopwith Camel starts at level 4 to 7, not 3/)
    expect(() => duel({}, [{ aircraft: 'sopwith-camel', team: 'allied', altitude: 4 } as never, { aircraft: 'fokker-dr-i', team: 'central' }])).toThrow(/starts at level 1 to 3, not 4/)
  })

  it('003 Flying Higher (436-437, 487): a scenario over a floor starts its planes at the floor; a floor above a plane\'s own ceiling is refused, naming it', () => {
    const s = scenarioSetup(content, { scenario: 'duel-over-the-trenches', options: { altitude: true, floor: 5 } })
    const g = Game.start(content, s, 1)
    expect(g.state.planes.every((p) => p.effects?.alt?.level === 5)).toBe(true)
    const e3 = duel({ floor: 10 }, [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }])
    expect(altitudeSetupProblem(content, { ...e3, planes: [{ ...e3.planes[0], aircraft: 'fokker-e-iii' }] })).toMatch(/no higher than level 9 \(the Fokker E\.III's own ceiling is 9, 003 line 487\)/)
  })

  it('003 Cloud Cover (457-459): the cover lies above the starting ceiling; one at or under it is refused', () => {
    expect(cloudCoverLevels(undefined)).toEqual([4, 5, 6])
    expect(cloudCoverLevels(2)).toEqual([6, 7, 8])
    expect(() => duel({ cloudCover: 4 })).not.toThrow()
    expect(() => duel({ cloudCover: 3 })).toThrow(SetupError)
    expect(() => duel({ floor: 2, cloudCover: 5 })).toThrow(/cloud cover at level 5 must be above the starting ceiling, level 5 \(003 line 458\)/)
  })

  it('003 Landings (379-381): one field a side at its own edge, at least 9 x 27 cm, on the table; the engine finds it and refuses fields without altitude', () => {
    const setup = freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], options: { altitude: true } })
    const fields = edgeFields(setup)
    expect(fields.map((f) => f.id)).toEqual(['allied-field', 'central-field'])
    for (const f of fields) expect([Math.min(f.width, f.depth) >= FIELD_MIN_SHORT, Math.max(f.width, f.depth) >= FIELD_MIN_LONG]).toEqual([true, true])
    expect(fieldsProblem({ table: setup.table, fields })).toBeNull()
    // the Allies' field at the south edge (y small), the Central Powers' at the north
    expect(fieldAt(fields, 45, 5)?.id).toBe('allied-field')
    expect(fieldAt(fields, 45, 85)?.id).toBe('central-field')
    const withFields = freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], options: { altitude: true }, fields })
    expect(withFields.fields).toEqual(fields)
    expect(() => Game.start(content, withFields, 1)).not.toThrow()
    expect(() => freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], fields })).toThrow(/landing fields need the altitude rules/)
    // a table too small for a 30 cm field is refused in the rules' words
    const small = freeDogfightSetup(content, { table: { width: 25, depth: 40 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], options: { altitude: true } })
    expect(() => freeDogfightSetup(content, { table: { width: 25, depth: 40 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], options: { altitude: true }, fields: edgeFields(small) })).toThrow(/does not lie on the table/)
    // scenarios put them at their teams' edges too (east and west included)
    const s = scenarioSetup(content, { scenario: 'duel-over-the-trenches', options: { altitude: true } })
    expect(fieldsProblem({ table: s.table, fields: edgeFields(s) })).toBeNull()
  })

  it('the floor and the cloud cover need the altitude rules', () => {
    expect(() => freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], options: { floor: 2 } })).toThrow(/floor \(Flying Higher\) needs the altitude rules/)
    expect(() => freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], options: { cloudCover: 5 } })).toThrow(/cloud cover needs the altitude rules/)
  })
})
