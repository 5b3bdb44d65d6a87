/**
 * The script format and the game record say who was credited with which victory in a campaign's sortie (003
 * "Campaign rules: awarding victories", lines 922-924; docs/examples/campaign-credits.json, docs/script-format.md).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { buildRecord } from './record'
import { runScript, scriptFailures } from './script'
import { runSim } from '../../electron/cli/sim'

const example = () => JSON.parse(readFileSync(fileURLToPath(new URL('../../docs/examples/campaign-credits.json', import.meta.url)), 'utf8'))

describe('003 lines 922-924: "If the aircraft destroying the enemy is a two-seater, a victory is awarded both to the pilot and to the observer. If more planes damage the same plane in the phase that it is eliminated, the victory is given to each one of them."', () => {
  it('campaign-credits: the Camel and the Bristol both damage the Dr.I as it falls; the script expects both credited, and the game record lists it', () => {
    const script = example()
    const g = runScript(content, script)
    expect(scriptFailures(g, script)).toEqual([])
    const record = buildRecord(g, {})
    expect(record.setup.campaign).toBe(true)
    expect(record.victories!.credits).toEqual([{ victim: 'dr1', how: 'shot-down', turn: 1, phase: 1, by: ['camel', 'bristol'] }])
    expect(record.victories!.fates.map((f) => [f.plane, f.downed])).toEqual([
      ['camel', null],
      ['bristol', null],
      ['dr1', 'shot-down'],
    ])
  })

  it('a script whose expected credits are not what happened fails, saying so', () => {
    const script = example()
    script.expect.credits = [{ victim: 'dr1', by: ['camel'] }]
    const g = runScript(content, script)
    expect(scriptFailures(g, script)).toEqual(['expect.credits.0.by is ["camel","bristol"], not ["camel"]'])
  })

  it('npm run sim prints the victories in its summary', () => {
    const { output, code } = runSim(['--script', fileURLToPath(new URL('../../docs/examples/campaign-credits.json', import.meta.url))])
    expect(code).toBe(0)
    expect(output).toContain('victory: dr1 (shot-down, turn 1 phase 1) credited to camel and bristol')
  })

  it('without setup.campaign the record lists no victories', () => {
    const script = example()
    delete script.setup.campaign
    delete script.expect.credits
    const g = runScript(content, script)
    expect(buildRecord(g, {}).victories).toBeUndefined()
  })
})
