/**
 * The save format's envelope, the same for every ruleset (issue 29): what a save file is, the summary a list of
 * saves shows, the error every reader throws, and the content each ruleset's games are read with. The card game's
 * own parts (its older formats, its checks, its replays) are in save-file.ts and verify.ts; any other ruleset's
 * game is written and read by ruleset-save.ts through the ruleset contract.
 */
import { z } from 'zod'
import type { Command, GameSetup, GameState } from '../engine/types'
import type { BaseCommand, SeatId, Seed } from '../rulesets/contract'
import { seatKindSchema, type SeatKind } from '../protocol/seat-kinds'
import { checksum } from './checksum'

/**
 * The save format written now. Format 6 names the ruleset its game is played under (issue 29: `ruleset`, the
 * ruleset's id, beside `rulesVersion`, that ruleset's version); formats 1 to 5 are all card-game saves. Format 5
 * holds games with balloons and ground pieces (issue 13): pieces among the planes, their kinds in the setup, their
 * statuses ('standing', 'silenced', 'landed') and the scenario's end and scoring. Format 4 held games under the
 * optional rules and variants (issue 11): the planes' effects, the tailing step and the rule options that turn them
 * on. Format 3 took its seat kinds from protocol/seat-kinds.ts (LAN guests too).
 */
export const SAVE_VERSION = 6
/** The oldest format this version can still read (and migrate). */
export const OLDEST_SAVE_VERSION = 1
/** The largest save this version reads: a 100-turn 16-plane game is well under 10 MB. */
export const MAX_SAVE_BYTES = 64 * 1024 * 1024
/** The ruleset of a file that names none (every save and journal written before issue 29). */
export const CARD_RULESET = 'card'

export class SaveError extends Error {
  constructor(
    readonly code: 'not-json' | 'not-a-save' | 'newer-version' | 'older-rules' | 'schema' | 'checksum' | 'inconsistent' | 'content' | 'too-large' | 'bad-name' | 'unknown-ruleset',
    message: string,
  ) {
    super(message)
    this.name = 'SaveError'
  }
}

/** Who plays a seat, as a save records it: the kinds of protocol/seat-kinds.ts. */
export type SeatKindName = SeatKind

/** Where the game stood when it was saved, for a list of saves (read without replaying). */
export interface SaveMeta<Step extends string = GameState['step']> {
  title: string
  scenario: string
  variant: string | null
  turn: number
  phase: number
  /** the card game's steps; another ruleset's names for where its game is */
  step: Step
  over: boolean
  winner: string | null
  /** the plane whose player won when scores are kept separately (003 Look Up!'s variant); absent otherwise and in older saves */
  winnerPlane?: string
  seats: { id: SeatId; name: string; team: string; kind: SeatKindName }[]
}

/** A save of the format written now; its types default to the card game's. */
export interface SaveFile<Setup = GameSetup, Cmd extends BaseCommand = Command, State = GameState, Step extends string = GameState['step']> {
  format: 'overdive-save'
  version: typeof SAVE_VERSION
  /** the ruleset's id ('card', 'hex'): its schemas read the setup, the commands and the snapshot */
  ruleset: string
  /** the version of that ruleset's rules the game was played under */
  rulesVersion: number
  app: string
  savedAt: string
  kind: 'manual' | 'autosave' | 'replay'
  meta: SaveMeta<Step>
  setup: Setup
  seed: Seed
  seats: Record<SeatId, SeatKindName>
  commands: Cmd[]
  snapshot: State
  checksum: string
}

/** A save of any ruleset, its game's types unknown. */
export type AnySave = SaveFile<unknown, BaseCommand, unknown, string>

export interface LoadedSave<S = SaveFile> {
  save: S
  /** the save was in an older format and has been migrated */
  migratedFrom: number | null
}

/**
 * The content each ruleset's games are read with, by ruleset id ('card': the card game's aircraft, decks and
 * scenarios; 'hex': the hex game's). A reader given only the card game's content reads card games only.
 */
export type SaveContents = Readonly<Record<string, unknown>>

export function contentFor(contents: SaveContents, ruleset: string): unknown {
  const c = contents[ruleset]
  if (c === undefined) throw new SaveError('content', `this is a save of the ${ruleset} game, and it was opened where that game's content is not loaded`)
  return c
}

export const metaSchemaOf = <S extends string>(seatKind: z.ZodType<SeatKind>, step: z.ZodType<S>) =>
  z.strictObject({
    title: z.string().max(200),
    scenario: z.string().max(80),
    variant: z.string().max(80).nullable(),
    turn: z.number().int().min(0).max(1e7),
    phase: z.number().int().min(0).max(3),
    step,
    over: z.boolean(),
    winner: z.string().max(80).nullable(),
    winnerPlane: z.string().max(80).optional(),
    seats: z.array(z.strictObject({ id: z.string().max(80), name: z.string().max(80), team: z.string().max(80), kind: seatKind })).max(64),
  })

/** A step as another ruleset names it: a short word. */
export const anyStepSchema = z.string().min(1).max(40)

/** One zod issue's path and message, and how many more there are. */
export function describeIssues(error: z.ZodError): string {
  const first = error.issues[0]
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? 's' : ''})` : ''
  return `${first.path.length ? first.path.join('.') : '(top level)'}: ${first.message}${more}`
}

/** A save's checksum: over its text without the checksum, keys in the order they were written. */
export function seal<B extends object>(body: B): B & { checksum: string } {
  return { ...body, checksum: checksum(JSON.stringify(body)) }
}

/** Whether a file's text, as written (its own key order), matches the checksum it carries. */
export function checksumHolds(json: Record<string, unknown>, written: string): boolean {
  const { checksum: _written, ...asWritten } = json
  return checksum(JSON.stringify(asWritten)) === written
}

export const seatKindsSchema = z.record(z.string().max(80), seatKindSchema)
