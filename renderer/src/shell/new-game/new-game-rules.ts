/**
 * New game's choices of the card-and-base game as the host is sent them: the rules (a ruleset or the rules ticked,
 * the illegal-plan choice, 004's turn-less game), the altitude table, a free dogfight's planes and table. Pure: the
 * form (CardNewGame.tsx) and a campaign's sortie (SortieSetup.tsx) share them.
 */
import type { GameSetup } from '../../../../shared/engine/types'
import { OPTIONAL_RULES, RULESETS, TURNLESS, type OptionalRule } from '../../../../shared/protocol/rules-words'
import { clampStartLevel, defaultStartLevel, scenarioCeiling } from '../../../../shared/engine/rules/altitude/table-setup'
import { content } from '../../content'

/** What becomes of an illegal plan: 003's straight, 000's straight with stress damage, or the house rule's loss of control. */
export type Illegal = 'straight' | 'stress' | 'out-of-control'

/** A plane of a free dogfight as chosen here; `altitude`: its starting level under 003 Altitude (2 unless changed). */
export interface FreePlane {
  aircraft: string
  team: 'allied' | 'central'
  altitude?: number
}

/** 003 Altitude: "It must be at least 1 and no higher than 3" (lines 306-307), with no floor; over one, startLevels (table-setup.ts). */
export const START_LEVELS = [1, 2, 3] as const

/**
 * The planes a free dogfight is created with: with the altitude rules each carries its starting level, without them
 * none does (the host refuses a level where no levels are played). Over a floor (003 Flying Higher, lines 436-437) a
 * level is brought within the floor and the plane's ceiling; a plane with no level there keeps its own, for the setup
 * to refuse in words.
 */
export function freePlanesChoice(free: readonly FreePlane[], altitude: boolean, floor?: number): FreePlane[] {
  return free.map((p) => {
    if (!altitude) return { aircraft: p.aircraft, team: p.team }
    const wanted = p.altitude ?? defaultStartLevel(floor)
    const ceiling = content.aircraft[p.aircraft]?.ceiling
    return { aircraft: p.aircraft, team: p.team, altitude: ceiling === undefined ? wanted : (clampStartLevel(wanted, floor, ceiling) ?? wanted) }
  })
}

/** The altitude table as chosen (issue 12): Flying Higher's floor (null: none), the clouds' height above the ceiling (null: none), fields or not. */
export interface AltitudeTable {
  floor: number | null
  cloudAbove: number | null
  fields: boolean
}
export const NO_ALTITUDE_TABLE: AltitudeTable = { floor: null, cloudAbove: null, fields: false }

/** The floors offered: 0 up to the highest aircraft ceiling (003 line 487); a plane whose ceiling is lower is refused by name. */
export const FLOORS = Array.from({ length: Math.max(...Object.values(content.aircraft).map((a) => a.ceiling ?? 0)) + 1 }, (_, k) => k)

/** The options the altitude table adds, with the altitude rules (none without them). */
export function altitudeTableOptions(t: AltitudeTable, altitude: boolean): { floor?: number; cloudCover?: number } {
  if (!altitude) return {}
  const floor = t.floor ?? undefined
  return { ...(floor !== undefined ? { floor } : {}), ...(t.cloudAbove !== null ? { cloudCover: scenarioCeiling(floor) + t.cloudAbove } : {}) }
}

/**
 * The rules a game is played with: 003's basic game, all of 003's optional rules, 000's "Tactical Rules v6" (a
 * players' rewrite: 003's optional rules it keeps, with its own variants), or those ticked.
 */
export type Ruleset = 'basic' | 'optional' | 'tactical' | 'custom'
export type OptionalChoice = Record<OptionalRule, boolean>

/** The optional rules a ruleset turns on (custom: those ticked). */
export function optionalRulesOf(ruleset: Ruleset, ticked: OptionalChoice): OptionalChoice {
  if (ruleset === 'custom') return { ...ticked }
  // "003 with the optional rules" is 003's; 004's house rules are ticked one by one
  // the altitude rules are a choice of their own: no preset turns them on
  if (ruleset !== 'tactical') return Object.fromEntries(OPTIONAL_RULES.map((r) => [r.option, ruleset === 'optional' && r.document === '003' && !r.section])) as OptionalChoice
  // 000 keeps 003's optional rules but Blind Spots (its rear gunners still fire at close range, one card: 000 line 233,
  // its own variant blindSpotOneCard), and adds its own variants
  return Object.fromEntries(OPTIONAL_RULES.map((r) => [r.option, r.document === '000' || (r.document === '003' && r.option !== 'blindSpots' && !r.section)])) as OptionalChoice
}

/**
 * 000's own basic choices: "the illegal card is replaced by a straight manoeuvre. The aircraft immediately takes stress
 * damage" (line 191), and "Remove the explosion cards from the “A” deck ... from the “B” deck" (lines 94-96).
 */
export const TACTICAL = { illegalPlan: 'stress', explosionsInAB: false } as const

/** The options a new game is created with: the illegal-plan choice and every optional rule that is on (the others absent, off). */
export function rulesChoice(illegal: Illegal, on: OptionalChoice, ruleset?: Ruleset): { illegalPlan: Illegal; explosionsInAB?: boolean } & Partial<OptionalChoice> {
  const out: { illegalPlan: Illegal; explosionsInAB?: boolean } & Partial<OptionalChoice> = { illegalPlan: illegal }
  if (ruleset === 'tactical') out.explosionsInAB = TACTICAL.explosionsInAB
  for (const r of OPTIONAL_RULES) if (on[r.option]) out[r.option] = true
  return out
}

/** 004's turn-less game as chosen (issue 11): off, a queue of three cards or of two. */
export type Turnless = keyof typeof TURNLESS.choices

/** The option a new game is created with for the turn-less game: none when it is off (the engine's default). */
export function turnlessOption(t: Turnless): { turnless?: 'three' | 'two' } {
  return t === 'off' ? {} : { turnless: t }
}

/** The table sizes a free dogfight accepts (freeDogfightSetup refuses the others), in cm. */
export const TABLE_MIN = 20
export const TABLE_MAX = 1000
export const sizeOk = (cm: number) => Number.isFinite(cm) && cm >= TABLE_MIN && cm <= TABLE_MAX

/** What is wrong with a table size, in the words shown beside the inputs, or null. */
export function tableSizeProblem(table: { width: number; depth: number }): string | null {
  const bad = (['width', 'depth'] as const).filter((k) => !sizeOk(table[k]))
  if (bad.length === 0) return null
  const said = bad.map((k) => (Number.isFinite(table[k]) && table[k] !== 0 ? `${k} ${table[k]} cm` : `no ${k}`)).join(' and ')
  return `The table must be ${TABLE_MIN} to ${TABLE_MAX} cm on each side (${said}); the seats below are kept.`
}

/** A setup made, or the words of the rule that refuses it. */
export function trySetup(make: () => GameSetup): { setup: GameSetup | null; problem: string | null } {
  try {
    return { setup: make(), problem: null }
  } catch (e) {
    return { setup: null, problem: (e as Error).message }
  }
}

/** The rules chosen, as New game's summary names them: the preset's name, or Custom with its count of rules ticked. */
export function rulesetName(ruleset: Ruleset, on: OptionalChoice): string {
  if (ruleset === 'custom') {
    const n = Object.values(on).filter(Boolean).length
    return `Custom rules: ${n} ticked`
  }
  return ruleset === 'tactical' ? RULESETS.tactical.label : `${RULESETS[ruleset].label} rules`
}
