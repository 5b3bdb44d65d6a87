import { describe, expect, it } from 'vitest'
import { RuleRefusal } from '../../refusal'
import { hexContent } from '../content-fixture'
import { hexSetupFor } from '../setup'
import { parseOptions001 } from './schema'

describe('the 001 options as toggles of the hex setup', () => {
  it('are off by default and taken when named', () => {
    expect(hexSetupFor(hexContent, 'duel').options).toEqual({})
    expect(hexSetupFor(hexContent, 'duel', { fuel: true, novicePilots: ['camel'] }).options).toEqual({ fuel: true, novicePilots: ['camel'] })
  })

  it('refuse a misspelt toggle or a bad figure with words that say which', () => {
    expect(() => hexSetupFor(hexContent, 'duel', { fule: true })).toThrow(RuleRefusal)
    expect(() => parseOptions001({ fule: true })).toThrow(/fule/)
    expect(() => parseOptions001({ fuelLoad: 'lots' })).toThrow(/fuelLoad/)
    expect(() => hexSetupFor(hexContent, 'duel', { novicePilots: ['sopwith'] })).toThrow(/sopwith, not a plane of this scenario/)
  })
})
