import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { clientMessage } from '../protocol/messages'
import { optionsSchema } from './state-schema'
import { scriptSchema } from '../sim/script-schema'
import { rulesOptionsSchema } from './options'
import { defaultOptions } from './setup'

/** A valid value for each option, to pass through every schema that takes options. */
const SAMPLE: Record<string, unknown> = { illegalPlan: 'stress', ruler: 30, explosionsInAB: false, turnLimit: 12, ammunitionCards: 8, floor: 2, cloudCover: 5, turnless: 'three' }

describe('rule options, defined once (engine/options.ts)', () => {
  const keys = Object.keys(rulesOptionsSchema.shape)

  it('the defaults (003\'s basic game) are valid options, and the saved state checks options with the same schema', () => {
    expect(rulesOptionsSchema.safeParse(defaultOptions(content)).success).toBe(true)
    expect(optionsSchema).toBe(rulesOptionsSchema)
  })

  it('every option can be chosen by a client creating a game and by a script', () => {
    for (const key of keys) {
      const value = SAMPLE[key] ?? true
      const create = clientMessage.safeParse({ type: 'create-game', re: 'r', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['human', 'bot:heuristic'], options: { [key]: value } })
      expect(create.success, `create-game with ${key}`).toBe(true)
      const script = scriptSchema.safeParse({ format: 'overdive-script', setup: { table: { width: 100, depth: 100 }, planes: [], options: { [key]: value } }, turns: [{ plans: {} }] })
      expect(script.success || !JSON.stringify(script.error).includes('options'), `script with ${key}`).toBe(true)
    }
  })

  it('an unknown option is refused everywhere', () => {
    const create = clientMessage.safeParse({ type: 'create-game', re: 'r', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: [], options: { fuel: true } })
    expect(create.success).toBe(false)
    expect(rulesOptionsSchema.safeParse({ ...defaultOptions(content), fuel: true }).success).toBe(false)
  })
})
