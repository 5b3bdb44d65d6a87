/**
 * Issue 31: the ace trusts its model of a pilot it reads (a best reply to it) and hedges against one it does not (a
 * pilot of its own, who will not fly as its sampled columns say): search-bot.ts trustOf.
 */
import { describe, expect, it } from 'vitest'
import type { PlaneView } from '../../engine/view'
import { LEVELS } from './levels'
import { PILOTS } from './pilots'
import { trustOf, type Reading } from './search-bot'

const plane = (seat: string) => ({ seat }) as PlaneView
/** A reading of each seat with the given belief in the first pilot it knows, the rest in none of them. */
const reading = (beliefs: Record<string, number>): Reading =>
  new Map(Object.entries(beliefs).map(([seat, b]) => [seat, { plans: [], beliefs: [b, ...PILOTS.slice(1).map(() => 0), 1 - b] }]))

describe('how far the search trusts its sampled columns', () => {
  const lv = { ...LEVELS.ace, trust: 0.75, trustUnread: 0.4 }

  it('its trust where it reads the pilot, its trustUnread where it reads none or does not read at all', () => {
    expect(trustOf(lv, reading({ central: 0.9 }), [plane('central')])).toBe(0.75)
    expect(trustOf(lv, reading({ central: 0.3 }), [plane('central')])).toBe(0.4)
    expect(trustOf(lv, null, [plane('central')])).toBe(0.4)
  })

  it('in proportion to the other seats it reads', () => {
    expect(trustOf(lv, reading({ a: 0.9, b: 0.1 }), [plane('a'), plane('b'), plane('b')])).toBeCloseTo(0.575, 12)
  })

  it('a level without trustUnread keeps its trust whatever it reads', () => {
    const plain = { ...lv, trustUnread: undefined }
    expect(trustOf(plain, null, [plane('central')])).toBe(0.75)
    expect(trustOf(plain, reading({ central: 0.1 }), [plane('central')])).toBe(0.75)
  })
})
