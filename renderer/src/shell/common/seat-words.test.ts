import { describe, expect, it } from 'vitest'
import { seatsVs, seatWords } from './seat-words'

describe('seatWords: a seat as the lists show it', () => {
  it("the hex game's seat ids read as their sides, numbered when a side has several", () => {
    expect(seatWords('allies', 'hex')).toBe('Allies')
    expect(seatWords('germans-2', 'hex')).toBe('Germans 2')
  })

  it("a card game's seats keep the scenario's names, and a hex seat already named is left as it is", () => {
    expect(seatWords('German', undefined)).toBe('German')
    expect(seatWords('pilot', 'card')).toBe('pilot')
    expect(seatWords('Sopwith Camel', 'hex')).toBe('Sopwith Camel')
  })

  it('who plays a game, in a line', () => {
    expect(seatsVs({ ruleset: 'hex', seats: [{ name: 'allies', kind: 'bot:heuristic' }, { name: 'germans', kind: 'human' }] })).toBe('Allies (bot) vs Germans (human)')
    expect(seatsVs({ seats: [{ name: 'German', kind: 'bot:ace' }, { name: 'Allied', kind: 'guest' }] })).toBe('German (bot) vs Allied (guest)')
  })
})
