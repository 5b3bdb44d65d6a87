/**
 * Every worked example of docs/examples/hex/ (docs/script-format.md, "Hex games") played through playHexScript:
 * each names the 002 rule it shows, quoted, and checks what the rule says happens.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hexContent } from './content-fixture'
import { playHexScript } from './script'

const dir = join(__dirname, '../../../docs/examples/hex')
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()

describe('002 worked examples (docs/examples/hex)', () => {
  it('there is an example for each rule section of 002', () => {
    const rules = files.map((f) => String(JSON.parse(readFileSync(join(dir, f), 'utf8')).rule))
    for (const section of ['SETUP', 'TURN SEQUENCE', 'DRAW PHASE', 'MOVE PHASE', 'SHOOT SEGMENT', 'OBSERVER SHOOTS SEGMENT', 'CRITICAL HIT TABLE', 'CARD LIST', 'AIRCRAFT TYPES', 'ACES', 'CLOUDS', 'BALLOONS', 'GROUND ATTACKS', 'VICTORY', 'AMMO', 'ALTITUDE', 'BOARD']) {
      expect(rules.some((r) => r.includes(section)), section).toBe(true)
    }
  })

  for (const f of files) {
    const script = JSON.parse(readFileSync(join(dir, f), 'utf8'))
    it(`${f}: ${script.title} — ${script.rule}`, () => {
      const { game, errors } = playHexScript(hexContent, script)
      expect(errors).toEqual([])
      expect(game).not.toBeNull()
    })
  }
})

describe('playHexScript reports what fails', () => {
  it('a bad script, an unknown scenario, an unexpected refusal and a wrong expectation each give a clear error', () => {
    expect(playHexScript(hexContent, { scenario: 'duel' }).errors[0]).toMatch(/script seed/)
    expect(playHexScript(hexContent, { scenario: 'moon', seed: 1, steps: [] }).errors[0]).toMatch(/no hex scenario "moon"/)
    const r = playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [{ seat: 'allies', type: 'end-move' }, { seat: 'allies', type: 'move', refused: 'flown' }, { expect: { planes: { camel: { velocity: 4 } } } }],
    })
    expect(r.errors).toEqual([
      'step 1: end-move by allies was refused: camel must fly 3 spaces (its velocity); it has flown 0',
      'step 2: move by allies was taken; expected the refusal "flown"',
      'step 3: camel.velocity is 3, expected 4',
    ])
  })
})
