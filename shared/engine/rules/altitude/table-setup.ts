/**
 * The altitude table a new game is set up with (issue 12): Flying Higher's floor (003 lines 433-453), the Cloud Cover's
 * level (457-472) and the landing fields (379-381), as New game offers them and as the setup checks them before a game
 * starts. The rules are the altitude modules' own (flying-higher.ts, landing.ts); this file only puts them to a setup.
 */
import type { Content, Edge } from '../../../content/types'
import type { GameSetup, LandingField } from '../../state-types'
import { CEILING_ABOVE_FLOOR, startLevelProblem, topLevel } from './flying-higher'
import { fieldsProblem } from './landing'

/** "It must be at least 1 and no higher than 3" (line 306): where a plane starts when the setup does not say (index.ts) */
const DEFAULT_START = 2
/** The basic altitude game's top: "No plane can go higher than altitude 3" */
const BASIC_TOP = 3

/** The scenario's ceiling: "3 levels higher" than the floor (line 436); the basic game's 3 with no floor. */
export function scenarioCeiling(floor: number | undefined): number {
  return (floor ?? 0) + CEILING_ABOVE_FLOOR
}

/** The levels a plane may start at (lines 437-438: "at least 1, no lower than the floor, and no higher than the ceiling"), its own ceiling (line 487) too. */
export function startLevels(floor: number | undefined, aircraftCeiling: number): number[] {
  const top = floor === undefined ? BASIC_TOP : topLevel(floor, aircraftCeiling)
  const out: number[] = []
  for (let l = Math.max(1, floor ?? 0); l <= top; l++) if (!startLevelProblem(l, floor ?? 0, top)) out.push(l)
  return out
}

/** Where a plane starts when the setup names no level: 2, or the floor if that is higher (the altitude module's default). */
export function defaultStartLevel(floor: number | undefined): number {
  return Math.max(DEFAULT_START, floor ?? 0)
}

/** A level brought within the levels a plane may start at (the nearest of them), or null when there is none. */
export function clampStartLevel(level: number, floor: number | undefined, aircraftCeiling: number): number | null {
  const levels = startLevels(floor, aircraftCeiling)
  if (levels.length === 0) return null
  return Math.min(levels[levels.length - 1], Math.max(levels[0], level))
}

/** The cloud cover levels offered: "above the starting ceiling of the scenario" (line 459), up to three above it. */
export function cloudCoverLevels(floor: number | undefined, above = 3): number[] {
  const ceiling = scenarioCeiling(floor)
  return Array.from({ length: above }, (_, k) => ceiling + 1 + k)
}

/** A landing field New game lays for each side: just over the rules' least (9 x 27 cm, line 380), long along the side's edge. */
export const EDGE_FIELD_LONG = 30
export const EDGE_FIELD_SHORT = 12
/** how far in from the table's edge the field's near side lies, cm */
export const EDGE_FIELD_INSET = 2

/**
 * One landing field for each side, at the middle of its own table edge (the one its planes start from), its long side
 * along the edge: "set its limits. It should be at least 9 x 27 cm" (lines 380-381). Each field is named after its team.
 */
export function edgeFields(setup: Pick<GameSetup, 'table' | 'teams'>): LandingField[] {
  const { width, depth } = setup.table
  const place = (edge: Edge): Omit<LandingField, 'id'> => {
    const near = EDGE_FIELD_INSET + EDGE_FIELD_SHORT / 2
    switch (edge) {
      case 'south':
        return { x: width / 2, y: near, width: EDGE_FIELD_LONG, depth: EDGE_FIELD_SHORT }
      case 'north':
        return { x: width / 2, y: depth - near, width: EDGE_FIELD_LONG, depth: EDGE_FIELD_SHORT }
      case 'west':
        return { x: near, y: depth / 2, width: EDGE_FIELD_SHORT, depth: EDGE_FIELD_LONG }
      case 'east':
        return { x: width - near, y: depth / 2, width: EDGE_FIELD_SHORT, depth: EDGE_FIELD_LONG }
    }
  }
  return setup.teams.map((t) => ({ id: `${t.id}-field`, ...place(t.edge) }))
}

/**
 * Why a setup's altitude table cannot be played (null: it can): the floor, the cloud cover and the landing fields need
 * the altitude rules; the cover lies above the starting ceiling (line 459); the fields are at least 9 x 27 cm and on the
 * table (line 380); each plane's start (its own level, or the default) is within the floor and its ceiling (lines
 * 436-438, 487).
 */
export function altitudeSetupProblem(content: Content, setup: Pick<GameSetup, 'options' | 'fields' | 'table' | 'planes'>): string | null {
  const { floor, cloudCover, altitude } = setup.options
  if (!altitude) {
    if (floor !== undefined) return `a floor (Flying Higher) needs the altitude rules`
    if (cloudCover !== undefined) return `a cloud cover needs the altitude rules`
    if (setup.fields?.length) return `landing fields need the altitude rules`
    return null
  }
  if (cloudCover !== undefined && cloudCover <= scenarioCeiling(floor))
    return `the cloud cover at level ${cloudCover} must be above the starting ceiling, level ${scenarioCeiling(floor)} (003 line 458)`
  const fields = fieldsProblem(setup)
  if (fields) return fields
  for (const p of setup.planes) {
    const a = content.aircraft[p.aircraft]
    // a piece's level is its own (rules/altitude startAltitude): ground pieces at 0, balloons up to their ceiling
    if (!a || p.kind) continue
    const level = p.altitude ?? defaultStartLevel(floor)
    // a plane parked on a field starts at 0 (the altitude module checks the field)
    if (level === 0 && floor === undefined) continue
    const top = floor === undefined ? BASIC_TOP : topLevel(floor, a.ceiling)
    const problem = startLevelProblem(level, floor ?? 0, top)
    if (problem) {
      const own = floor !== undefined && a.ceiling < scenarioCeiling(floor) ? ` (the ${a.name}'s own ceiling is ${a.ceiling}, 003 line 487)` : ''
      return `${p.id} at level ${level}: ${problem}${own}`
    }
  }
  return null
}
