import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { floorsAllowed, startLevelProblem, topLevel } from './flying-higher'

describe('003 Altitude Optional Rules, Flying Higher (lines 433-456)', () => {
  it('lines 436-437: "The ceiling is 3 levels higher: 3 if the floor is 0, 4 if the floor is 1"; no plane above its own ceiling (line 487)', () => {
    expect(topLevel(0, 13)).toBe(3)
    expect(topLevel(1, 13)).toBe(4)
    // the Fokker E.III's ceiling of 9 holds it below a scenario ceiling of 10
    expect(content.aircraft['fokker-e-iii'].ceiling).toBe(9)
    expect(topLevel(7, content.aircraft['fokker-e-iii'].ceiling)).toBe(9)
  })

  it('lines 437-438: a plane starts "at least 1, no lower than the floor, and no higher than the ceiling"', () => {
    expect(startLevelProblem(0, 0, 3)).toMatch(/level 1 at least/)
    expect(startLevelProblem(1, 0, 3)).toBeNull()
    expect(startLevelProblem(4, 4, 7)).toBeNull()
    expect(startLevelProblem(3, 4, 7)).toMatch(/level 4 at least/)
    expect(startLevelProblem(8, 4, 7)).toMatch(/no higher than level 7/)
  })

  it('lines 452-456, the example: a Camel at 5 and a Dr.I at 6 over a floor of 4 may agree on a floor of 3 or 5, no lower, no higher', () => {
    expect(floorsAllowed([5, 6])).toEqual([3, 4, 5])
  })
})
