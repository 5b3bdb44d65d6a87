/**
 * The script format's aces' answers at the firing (docs/script-format.md, turns[].snipe and turns[].evade): a
 * bull's-eye declared on a fire choice (003 Sniper, lines 994-998), the cards given, the card evaded (003 Good at
 * evading, lines 966-967), their defaults, and an answer the game never asked for.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { runScript, scriptFailures } from './script'

const example = () => JSON.parse(readFileSync(fileURLToPath(new URL('../../docs/examples/sniper-and-evader.json', import.meta.url)), 'utf8'))

describe('script format: snipe and evade (engine/fire-choices.ts)', () => {
  it('docs/examples/sniper-and-evader.json plays as its expect section says', () => {
    const script = example()
    expect(scriptFailures(runScript(content, script), script)).toEqual([])
  })

  it('left out, a sniper gives the first cards drawn and a target evades none', () => {
    const script = example()
    delete script.turns[0].snipe
    delete script.turns[0].evade
    delete script.expect
    const game = runScript(content, script)
    const dr1 = game.state.planes.find((p) => p.id === 'dr1')!
    // A48 and A30 given, none evaded: the explosion is taken
    expect(dr1.status).toBe('exploded')
    expect(dr1.aceSpent).toBeUndefined()
  })

  it('an answer for a plane the game did not ask is an error that says why', () => {
    const script = example()
    script.turns[0].fire['1'].camel = 'dr1'
    delete script.turns[0].refused
    delete script.expect
    expect(() => runScript(content, script)).toThrow(/turns\.0 \(turn 1\)\.snipe\.1\.camel: plane "camel" was not asked for the cards it gives/)
  })
})
