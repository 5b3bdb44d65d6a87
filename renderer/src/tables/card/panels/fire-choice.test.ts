/**
 * The fire panel's starting choice (issue 26): an arc with exactly one legal target starts on it, an arc with
 * several on "Hold fire"; the player's own choice (holding fire too) always wins. The targets are the engine's fire
 * options: in the arc and in reach (003 Firing, lines 80-94), so only a legal target is ever preselected.
 */
import { describe, expect, it } from 'vitest'
import type { FireOption } from '../../../../../shared/engine/types'
import { fireChoice, preselectedTargets } from './fire-choice'

const opt = (arc: 'front' | 'rear', target: string): FireOption => ({ plane: 'a', arc, target, cards: 2, distance: 3 })

describe('fire-choice: the only target in an arc is preselected', () => {
  it('one target in the front arc: it is chosen (003 line 85: the player still confirms, and may hold)', () => {
    expect(preselectedTargets([opt('front', 't')])).toEqual({ front: 't' })
    expect(fireChoice([opt('front', 't')], undefined)).toEqual({ front: 't' })
  })

  it('several targets: none is chosen, the player picks one (003 line 92)', () => {
    expect(preselectedTargets([opt('front', 't'), opt('front', 'u')])).toEqual({})
    expect(fireChoice([opt('front', 't'), opt('front', 'u')], undefined)).toEqual({})
  })

  it('no target: nothing', () => {
    expect(fireChoice([], undefined)).toEqual({})
  })

  it('holding fire (H or the button) or another choice wins over the preselection', () => {
    expect(fireChoice([opt('front', 't')], { front: null })).toEqual({ front: null })
    expect(fireChoice([opt('front', 't'), opt('front', 'u')], { front: 'u' })).toEqual({ front: 'u' })
  })

  it('a choice of a target no longer offered holds fire rather than fire at something illegal', () => {
    expect(fireChoice([opt('front', 't')], { front: 'gone' })).toEqual({ front: null })
  })

  it('a silenced gun (003 Special Damage) is never preselected nor fired', () => {
    expect(fireChoice([opt('front', 't'), opt('rear', 'u')], undefined, { rear: 'the observer is wounded' })).toEqual({ front: 't' })
    expect(fireChoice([opt('front', 't')], { front: 't' }, { front: 'the pilot is wounded' })).toEqual({})
  })

  it('a two-seater: each arc its only target, but never the same plane twice (front first)', () => {
    expect(fireChoice([opt('front', 't'), opt('rear', 'u')], undefined)).toEqual({ front: 't', rear: 'u' })
    expect(fireChoice([opt('front', 't'), opt('rear', 't')], undefined)).toEqual({ front: 't' })
    // the player sends the rear guns at it: the front guns no longer start on it
    expect(fireChoice([opt('front', 't'), opt('rear', 't')], { rear: 't' })).toEqual({ rear: 't' })
    // the front guns held: the rear guns start on the only target
    expect(fireChoice([opt('front', 't'), opt('rear', 't')], { front: null })).toEqual({ front: null, rear: 't' })
  })
})
