import { describe, expect, it } from 'vitest'
import { cardGamesOnly } from './card-games'

describe('the lists this table offers hold only the games it can show (issue 29)', () => {
  it('keeps card games (no ruleset named, or "card") and leaves out a hex game', () => {
    const listed = [{ file: 'a' }, { file: 'b', ruleset: 'hex' }, { file: 'c', ruleset: 'card' }]
    expect(cardGamesOnly(listed).map((x) => x.file)).toEqual(['a', 'c'])
  })
})
