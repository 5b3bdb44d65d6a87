/**
 * The gaming surface (rulebook, "Exiting the Gaming Surface"): "If, at the end of a manoeuvre, the centre of any
 * aircraft base is outside the playing area, that aircraft is removed from the game."
 */
import type { Edge } from '../content/types'

export interface TableSize {
  /** west to east, cm */
  width: number
  /** south to north, cm */
  depth: number
}

/** A stand exactly on an edge is still on the table. */
export function isOnTable(t: TableSize, x: number, y: number): boolean {
  return x >= 0 && x <= t.width && y >= 0 && y <= t.depth
}

/** The edge a stand outside the table went over: the one it is furthest beyond. */
export function exitEdge(t: TableSize, x: number, y: number): Edge {
  const beyond: [Edge, number][] = [
    ['west', -x],
    ['east', x - t.width],
    ['south', -y],
    ['north', y - t.depth],
  ]
  beyond.sort((a, b) => b[1] - a[1])
  return beyond[0][0]
}

/** Heading (clockwise from north, radians) that looks from an edge towards the opposite one. */
export function headingAwayFrom(edge: Edge): number {
  switch (edge) {
    case 'south':
      return 0
    case 'west':
      return Math.PI / 2
    case 'north':
      return Math.PI
    case 'east':
      return -Math.PI / 2
  }
}
