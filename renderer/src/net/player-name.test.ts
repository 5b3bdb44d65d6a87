// The player's name as it is sent to the host: what cleanPlayerName keeps and drops.
import { describe, expect, it } from 'vitest'
import { MAX_PLAYER_NAME } from '../../../shared/protocol/messages'
import { cleanPlayerName } from './player-name'

describe('cleanPlayerName', () => {
  it('drops control characters (C0, DEL, C1; a tab too, not made a space), then trims and squeezes the spaces', () => {
    expect(cleanPlayerName('  Bi\u0000g\u001bgles\u007f \u0085 of   the\u0009Camel ')).toBe('Biggles of theCamel')
  })

  it('keeps letters of any script and cuts the name at its longest', () => {
    expect(cleanPlayerName('Manfred von Richthofen, der Rote Kampfflieger')).toHaveLength(MAX_PLAYER_NAME)
    expect(cleanPlayerName('Ørjan Łukasz 王')).toBe('Ørjan Łukasz 王')
  })
})
