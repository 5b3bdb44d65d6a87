import { describe, expect, it } from 'vitest'
import { cloudBetween } from './attack'
import { distance, lineBetween, onMap, spacesBehind, spacesInFront, step, turn } from './geometry'
import type { HexState } from './types'

const at = (col: number, row: number) => ({ col, row })

describe('002 BOARD: "Use a Hex map": hexes by column and row, facings 0-5', () => {
  it('the six neighbours by facing, east counter-clockwise, on an even and an odd row', () => {
    expect([0, 1, 2, 3, 4, 5].map((f) => step(at(6, 4), f))).toEqual([at(7, 4), at(6, 3), at(5, 3), at(5, 4), at(5, 5), at(6, 5)])
    expect([0, 1, 2, 3, 4, 5].map((f) => step(at(6, 3), f))).toEqual([at(7, 3), at(7, 2), at(6, 2), at(5, 3), at(6, 4), at(7, 4)])
    for (let f = 0; f < 6; f++) expect(step(step(at(6, 4), f), turn(f, 3))).toEqual(at(6, 4))
  })

  it('distance counts hexes; the map holds columns 0..width-1 and rows 0..height-1', () => {
    expect(distance(at(0, 4), at(13, 4))).toBe(13)
    expect(distance(at(6, 4), at(7, 2))).toBe(2)
    expect(onMap(at(13, 8), { width: 14, height: 9 })).toBe(true)
    expect(onMap(at(14, 8), { width: 14, height: 9 })).toBe(false)
    expect(onMap(at(0, -1), { width: 14, height: 9 })).toBe(false)
  })

  it('SHOOT SEGMENT "directly in front": the straight line along the facing, 1 to 6 spaces', () => {
    expect(spacesInFront(at(0, 4), 0, at(6, 4))).toBe(6)
    expect(spacesInFront(at(0, 4), 0, at(7, 4))).toBeNull()
    expect(spacesInFront(at(6, 4), 1, at(7, 2))).toBe(2)
    // beside the line is not in front
    expect(spacesInFront(at(6, 4), 0, at(8, 3))).toBeNull()
  })

  it('OBSERVER SHOOTS SEGMENT "the 60 degree arc behind the plane": 1 hex directly behind, 3 hexes at 2 and at 3 spaces', () => {
    const arc: string[] = []
    for (let r = 0; r < 9; r++) for (let c = 0; c < 14; c++) {
      const n = spacesBehind(at(6, 4), 0, at(c, r))
      if (n) arc.push(`${c},${r}:${n}`)
    }
    expect(arc.sort()).toEqual(['3,3:3', '3,4:3', '3,5:3', '4,3:2', '4,4:2', '4,5:2', '5,4:1'].sort())
    // beside the plane (60 degrees off the line behind) is outside the arc
    expect(spacesBehind(at(6, 4), 0, at(5, 3))).toBeNull()
  })

  it('a line between two hexes passes through each hex once, the start left out', () => {
    expect(lineBetween(at(0, 4), at(3, 4))).toEqual([at(1, 4), at(2, 4), at(3, 4)])
    expect(lineBetween(at(6, 4), at(3, 3))).toHaveLength(3)
  })

  it('a line along the side between two hexes passes both (rules.md, CLOUDS), so that a shot and its mirror image meet the same hexes', () => {
    // the observer's arc at 2 spaces behind a plane at (6, 4) facing west: its edges run along hex sides
    expect(lineBetween(at(6, 4), at(4, 3))).toEqual([at(5, 3), at(5, 4), at(4, 3)])
    expect(lineBetween(at(6, 4), at(4, 5))).toEqual([at(5, 4), at(5, 5), at(4, 5)])
    // a cloud beside one line blocks it as its mirror image blocks the other (the line used to pass (5, 3) one way and
    // (5, 4) the other, so a cloud at (5, 5) blocked neither shot its mirror at (5, 3) blocked)
    const clouds = (hexes: { col: number; row: number }[]) => ({ setup: { clouds: [{ hexes, altitudes: [3] }] } }) as unknown as HexState
    expect(cloudBetween(clouds([at(5, 3)]), at(6, 4), 3, at(4, 3), 3)).toBe(true)
    expect(cloudBetween(clouds([at(5, 5)]), at(6, 4), 3, at(4, 5), 3)).toBe(true)
  })
})
