import { describe, expect, it } from 'vitest'
import { content } from '../../../../../electron/testing/fixtures'
import { planeName } from './plane-name'

describe('plane names on screen', () => {
  it('numbers planes that fly the same aircraft, and leaves a lone one alone', () => {
    const planes = [
      { id: 'a', aircraft: 'sopwith-camel' },
      { id: 'b', aircraft: 'fokker-dr-i' },
      { id: 'c', aircraft: 'sopwith-camel' },
    ]
    expect(planeName(planes, 'a', content)).toBe('Sopwith Camel 1')
    expect(planeName(planes, 'c', content)).toBe('Sopwith Camel 2')
    expect(planeName(planes, 'b', content)).toBe('Fokker Dr.I')
    expect(planeName(planes, 'x', content)).toBe('x')
  })
})
