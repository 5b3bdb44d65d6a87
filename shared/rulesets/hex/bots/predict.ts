/**
 * Where one of its own move commands would take a plane, as 002 MOVE PHASE and the move cards' text say (movement.ts
 * and move-cards.ts are the rules; this is the bots' quick reading of them, to rank the commands before the rules
 * judge the chosen one): a space forward, the free changes, each card's turn, slide, loop, velocity and altitude
 * step. Collisions, options and refusals are left to the rules.
 */
import { onMap, step, turn } from '../geometry'
import type { CardType, Facing, Hex, HexCommand, HexSetup } from '../types'

/** The plane's figures a move changes. */
export interface Pose {
  hex: Hex
  facing: Facing
  altitude: number
  velocity: number
  /** spaces flown forward this move */
  moved: number
  /** flew off the map */
  off: boolean
  /** the hexes entered by the last command, each at the altitude it was entered at (a collision's places) */
  path?: { hex: Hex; altitude: number }[]
}

/** The pose after `cmd`; `type` is the card's kind (the Ace's `as`), `maxSpeed` caps a Hard turn's +1. */
export function predict(setup: HexSetup, pose: Pose, cmd: HexCommand, type: CardType | null, maxSpeed: number): Pose {
  const p: Pose = { ...pose, hex: { ...pose.hex }, path: [] }
  const go = (to: Hex) => {
    if (!onMap(to, setup.map)) p.off = true
    p.hex = to
    p.path!.push({ hex: to, altitude: p.altitude })
  }
  switch (cmd.type) {
    case 'move':
      go(step(p.hex, p.facing))
      p.moved++
      break
    case 'face':
      p.facing = turn(p.facing, cmd.dir === 'left' ? 1 : -1)
      break
    case 'climb':
      p.altitude++
      p.path!.push({ hex: p.hex, altitude: p.altitude })
      break
    case 'dive':
      p.altitude--
      p.path!.push({ hex: p.hex, altitude: p.altitude })
      break
    case 'speed':
      p.velocity += cmd.delta as number
      break
    case 'card': {
      switch (type) {
        case 'left':
        case 'right':
          p.facing = turn(p.facing, type === 'left' ? 1 : -1)
          break
        case 'hard-left':
        case 'hard-right':
          p.facing = turn(p.facing, type === 'hard-left' ? 1 : -1)
          p.velocity = Math.min(maxSpeed, p.velocity + 1)
          break
        case 'forward':
          p.velocity += (cmd.velocity as number) ?? 0
          break
        case 'slide-left':
        case 'slide-right':
          go(step(p.hex, turn(p.facing, type === 'slide-left' ? 1 : -1)))
          break
        case 'immelman':
          for (let i = 0; i < 4 && !p.off; i++) go(step(p.hex, turn(p.facing, 3)))
          break
      }
      if (cmd.altitude) {
        p.altitude += cmd.altitude as number
        p.path!.push({ hex: p.hex, altitude: p.altitude })
      }
      break
    }
  }
  return p
}
