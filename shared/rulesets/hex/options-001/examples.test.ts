/** Every worked example of the 001 options (docs/examples/hex-001/, docs/script-format.md) plays as it says. */
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { hexContent } from '../content-fixture'
import { playHexScript } from '../script'

const DIR = fileURLToPath(new URL('../../../../docs/examples/hex-001/', import.meta.url))
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'))

describe('the 001 options\' worked examples', () => {
  it('are there', () => expect(files.length).toBeGreaterThanOrEqual(4))
  for (const f of files) {
    it(f, () => {
      const script = JSON.parse(readFileSync(DIR + f, 'utf8')) as { rule: string; options: Record<string, unknown> }
      expect(script.rule).toMatch(/^001 lines/)
      expect(Object.keys(script.options).length).toBeGreaterThan(0)
      const { game, errors } = playHexScript(hexContent, script)
      expect(errors).toEqual([])
      expect(game).not.toBeNull()
    })
  }
})
