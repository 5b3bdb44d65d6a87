import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checksum } from '../../shared/save/checksum'
import { runSim } from './sim'

const tmp = mkdtempSync(join(tmpdir(), 'overdive-sim-'))

describe('npm run sim: "plays a whole game and prints one JSON game record"', () => {
  it('prints scenario, seed, turns, result with winner and scores, and events', () => {
    const { output, code } = runSim(['--scenario', 'duel-over-the-trenches', '--seed', '4', '--seats', 'heuristic,random', '--json'])
    expect(code).toBe(0)
    const r = JSON.parse(output)
    expect(r.scenario).toBe('duel-over-the-trenches')
    expect(r.seed).toBe(4)
    expect(r.turns).toBeGreaterThan(0)
    expect(r.result.scores).toHaveProperty('allied')
    expect(r.result).toHaveProperty('winner')
    expect(r.events.length).toBeGreaterThan(5)
    expect(r.seats.map((s: { player: string }) => s.player)).toEqual(['heuristic', 'random'])
  })

  it("without --seats the heuristic bot plays every seat, however many the scenario has (Look Up! for two players has three)", () => {
    const { output, code } = runSim(['--scenario', 'look-up', '--variant', 'two-players', '--seed', '2', '--json'])
    expect(code).toBe(0)
    const r = JSON.parse(output)
    expect(r.seats.map((s: { player: string }) => s.player)).toEqual(['heuristic', 'heuristic', 'heuristic'])
    expect(r.result.players).toEqual({ albatros: expect.any(Number), nieuport: expect.any(Number) })
    // the summary names the winning player's plane and each player's points, not the side both flew for
    const text = runSim(['--scenario', 'look-up', '--variant', 'two-players', '--seed', '2']).output
    expect(text).toContain(`winner: ${r.result.winnerPlane} (no-planes-left); players' scores ${JSON.stringify(r.result.players)}`)
  })

  it('"The same setup, seed and commands give the same game, byte for byte"', () => {
    const a = runSim(['--scenario', 'dawn-patrols', '--seed', '9', '--seats', 'heuristic,heuristic', '--json']).output
    const b = runSim(['--scenario', 'dawn-patrols', '--seed', '9', '--seats', 'heuristic,heuristic', '--json']).output
    expect(a).toBe(b)
  })

  it('refuses bad input with a clear message and exit status 2', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'sim.ts'), ...args], { encoding: 'utf8' })
    const unknown = run('--scenario', 'no-such-thing')
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toMatch(/there is no scenario "no-such-thing"; there are: (.*, )?dawn-patrols, /)
    const seats = run('--scenario', 'duel-over-the-trenches', '--seats', 'heuristic')
    expect(seats.status).toBe(2)
    expect(seats.stderr).toMatch(/--seats names 1 seat\(s\) but Duel over the Trenches has 2/)
    const script = join(tmp, 'bad-script.json')
    writeFileSync(script, '{"format":"overdive-script","setup":{}}')
    const bad = run('--script', script)
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/malformed script/)
  })
})

describe('npm run sim -- --script: a script\'s expect section', () => {
  it('exits 0 when the game shows what it says, 1 with each expectation not met', () => {
    const example = join(__dirname, '../../docs/examples/special-damage-wounds.json')
    expect(runSim(['--script', example])).toMatchObject({ code: 0 })
    const script = JSON.parse(readFileSync(example, 'utf8'))
    script.expect.planes.dr1.status = 'flying'
    const file = join(tmp, 'wrong-expect.json')
    writeFileSync(file, JSON.stringify(script))
    const r = runSim(['--script', file])
    expect(r.code).toBe(1)
    expect(r.warning).toBe(`sim: ${file} does not show what its expect section says:\n  expect.planes.dr1.status is "shot-down", not "flying"`)
  })
})

describe('npm run sim -- --save / --replay: "writes the same save format as the app ... exits non-zero if the replayed outcome differs"', () => {
  it('a saved game replays to the same record and exit status 0', () => {
    const file = join(tmp, 'dawn.json')
    const played = runSim(['--scenario', 'dawn-patrols', '--seed', '3', '--save', file, '--json'])
    const save = JSON.parse(readFileSync(file, 'utf8'))
    expect(save.format).toBe('overdive-save')
    const replayed = runSim(['--replay', file, '--json'])
    expect(replayed.code).toBe(0)
    const a = JSON.parse(played.output)
    const b = JSON.parse(replayed.output)
    expect(b.result).toEqual(a.result)
    expect(b.events).toEqual(a.events)
  })

  it('a save whose recorded outcome the replay does not reach exits with status 1', () => {
    const file = join(tmp, 'dawn2.json')
    runSim(['--scenario', 'dawn-patrols', '--seed', '5', '--save', file])
    const save = JSON.parse(readFileSync(file, 'utf8'))
    // a file written by a build whose rules played differently: the snapshot disagrees with the replay
    save.snapshot.planes[0].damageTotal += 1
    const { checksum: _old, ...body } = save
    save.checksum = checksum(JSON.stringify(body))
    writeFileSync(file, JSON.stringify({ ...body, checksum: save.checksum }))
    const r = runSim(['--replay', file, '--json'])
    expect(r.code).toBe(1)
    expect(r.warning).toMatch(/does not replay to the recorded outcome/)
  })
})
