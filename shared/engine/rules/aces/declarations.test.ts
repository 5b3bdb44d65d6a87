import { describe, expect, it } from 'vitest'
import type { AceSkill } from '../../../content/types'
import { firingChoicesIn } from './declarations'

describe('the abilities decided at the firing (compiled.ts: CompiledRules.firingChoices)', () => {
  it('are 003 Sniper, 004 Sniper, Tenacity and Good at evading: any one of them held makes the fire wait for its ace', () => {
    for (const s of ['sniper', 'sniper-behind', 'tenacity', 'good-at-evading'] as const) {
      expect(firingChoicesIn(new Set<AceSkill>([s]))).toBe(true)
      expect(firingChoicesIn(new Set<AceSkill>(['daredevil', s]))).toBe(true)
    }
  })

  it('are none of the other abilities, and no airman holding any leaves the fire as it is', () => {
    expect(firingChoicesIn(new Set<AceSkill>())).toBe(false)
    expect(firingChoicesIn(new Set<AceSkill>(['daredevil', 'acrobatic', 'perfect-aim', 'itchy-trigger', 'exceptional']))).toBe(false)
  })
})
