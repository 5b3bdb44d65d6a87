/**
 * `npm run sim -- --ruleset hex`: a bot game of the hex game printed as its log in words (what a spectator sees:
 * no hand, no drawn card), a JSON record naming the ruleset and its version, a script played with its expectations
 * checked (exit 1 when one is not met), --list, and bad input refused with exit status 2.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HEX_RULES_VERSION } from '../../shared/rulesets/hex'
import { runSim } from './sim'

const tmp = mkdtempSync(join(tmpdir(), 'overdive-sim-hex-'))

describe('npm run sim -- --ruleset hex', () => {
  it('--scenario with --bots plays a whole game and prints its log in words, without a card of anyone\'s hand', () => {
    const { output, code } = runSim(['--ruleset', 'hex', '--scenario', 'duel', '--seed', '2', '--bots', 'heuristic,random'])
    expect(code).toBe(0)
    const lines = output.split('\n')
    expect(lines[0]).toBe('The hex card game (002): duel (seed 2)')
    expect(lines[1]).toBe('seats: allies: heuristic, germans: random')
    expect(output).toMatch(/Round 1: the turn order is/)
    expect(output).toMatch(/starting altitude: rolled \d/)
    // hands are secret: the spectator's log says who drew how many, never which cards
    expect(output).not.toMatch(/You draw/)
    expect(lines.at(-1)).toMatch(/^result: .+/)
  })

  it('--json prints a record naming the ruleset and its version; the same seed plays the same game', () => {
    const args = ['--ruleset', 'hex', '--scenario', 'two-seaters', '--seed', '4', '--seats', 'random,heuristic', '--json']
    const r = JSON.parse(runSim(args).output)
    expect(r.format).toBe('overdive-ruleset-record')
    expect(r.ruleset).toEqual({ id: 'hex', version: HEX_RULES_VERSION })
    expect(r.seats).toEqual([
      { id: 'allies', player: 'random' },
      { id: 'germans', player: 'heuristic' },
    ])
    expect(r.result.over).toBe(true)
    expect(r.commands.length).toBeGreaterThan(5)
    expect(r.report.fates.map((f: { plane: string }) => f.plane)).toEqual(['bristol', 'albatros'])
    expect(runSim(args).output).toBe(JSON.stringify(r))
  })

  it('--script plays a hex script: exit 0 when the game shows what it expects, 1 with each expectation not met', () => {
    const example = join(__dirname, '../../docs/examples/hex/shoot.json')
    const ok = runSim(['--ruleset', 'hex', '--script', example])
    expect(ok.code, ok.warning).toBe(0)
    expect(ok.output).toMatch(/fires at/)
    const script = JSON.parse(readFileSync(example, 'utf8'))
    const step = script.steps.find((s: { expect?: unknown }) => s.expect)
    step.expect.result = 'nobody-at-all'
    const file = join(tmp, 'wrong.json')
    writeFileSync(file, JSON.stringify(script))
    const bad = runSim(['--ruleset', 'hex', '--script', file])
    expect(bad.code).toBe(1)
    expect(bad.warning).toMatch(/does not show what its expect section says:\n {2}.*the winner is .*expected "nobody-at-all"/)
  })

  it('--list names the hex scenarios and bots', () => {
    const { output } = runSim(['--ruleset', 'hex', '--list'])
    expect(output).toMatch(/^ {2}duel: Duel: Sopwith Camel v Fokker D-VII \(seats: allies, germans\)$/m)
    expect(output).toMatch(/^ {2}search: /m)
  })

  it('refuses bad input with a clear message and exit status 2', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'sim.ts'), ...args], { encoding: 'utf8' })
    const bot = run('--ruleset', 'hex', '--scenario', 'duel', '--bots', 'ace,random')
    expect(bot.status).toBe(2)
    expect(bot.stderr).toMatch(/unknown bot "ace": the hex game's bots are random, heuristic, search/)
    const seats = run('--ruleset', 'hex', '--scenario', 'two-on-two', '--bots', 'random,random')
    expect(seats.status).toBe(2)
    expect(seats.stderr).toMatch(/--bots names 2 seat\(s\) but two-on-two has 4: allies-1, allies-2, germans-1, germans-2/)
    const scenario = run('--ruleset', 'hex', '--scenario', 'no-such-thing')
    expect(scenario.status).toBe(2)
    expect(scenario.stderr).toMatch(/no-such-thing/)
    const ruleset = run('--ruleset', 'chess', '--scenario', 'duel')
    expect(ruleset.status).toBe(2)
    expect(ruleset.stderr).toMatch(/No game called "chess"/)
    const script = join(tmp, 'malformed.json')
    writeFileSync(script, '{"title":"x"}')
    const malformed = run('--ruleset', 'hex', '--script', script)
    expect(malformed.status).toBe(2)
    expect(malformed.stderr).toMatch(/malformed script/)
  }, 60_000)
})
