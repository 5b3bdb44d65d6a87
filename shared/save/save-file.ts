/**
 * Save files: a versioned JSON document with the ruleset it is a game of, the setup, the seed, the command log and
 * a snapshot of the state for fast loading, plus a checksum. The same format is written by the app (saves,
 * autosaves) and by `npm run sim -- --save`, and read by both, and by replays.
 *
 * Reading never trusts the file: it must be JSON, a save, of a format this version knows (older formats are
 * migrated, newer ones get a message saying so), of a ruleset this version plays, match the schema, match its
 * checksum, and agree with itself. Anything else is a SaveError that says what is wrong.
 *
 * This file reads every save and holds the card game's own part: its older formats (1 to 5 are all card games),
 * its schema and checks. A format 6 save of another ruleset is read by ruleset-save.ts, through the contract.
 */
import { z } from 'zod'
import type { Content } from '../content/types'
import { Game } from '../engine/game'
import type { Command, GameSetup, GameState, SeatId } from '../engine/types'
import type { Seed } from '../engine/rng'
import { cloneJson } from '../util/clone'
import { checksum } from './checksum'
import { seatKindSchema, type SeatKind } from '../protocol/seat-kinds'
import { commandSchema, gameStateSchema, seedSchema, setupSchema } from '../engine/state-schema'
import { CARD_RULES_VERSION, CardGame } from '../rulesets/card'
import type { BaseCommand, RulesetGame } from '../rulesets/contract'
import {
  CARD_RULESET,
  checksumHolds,
  contentFor,
  describeIssues,
  MAX_SAVE_BYTES,
  metaSchemaOf as metaSchemaWith,
  OLDEST_SAVE_VERSION,
  SAVE_VERSION,
  SaveError,
  type AnySave,
  type LoadedSave,
  type SaveContents,
  type SaveFile,
  type SaveMeta,
  type SeatKindName,
} from './save-format'
import { gameFromRulesetSave, makeRulesetSave, readRulesetSave, rulesetNamed, type SaveSource } from './ruleset-save'

export { CARD_RULESET, MAX_SAVE_BYTES, OLDEST_SAVE_VERSION, SAVE_VERSION, SaveError }
export type { AnySave, LoadedSave, SaveContents, SaveFile, SaveMeta, SeatKindName }

/** The version of the card game's rules the engine plays; a save names the one its game was played under. */
export const RULES_VERSION = CARD_RULES_VERSION

/**
 * What each rules version changed. A save of an older version is replayed under the rules played now: it loads
 * if its commands still make the same game, and is refused with this list (the file untouched) if not.
 */
export const RULES_CHANGES: Record<number, string> = {
  2: 'the ruler no longer loses or lengthens shots near other bases, a target at exactly half a ruler takes two cards, the B damage deck has no card above 3 points, and the captured Nieuport 17 is B-firing outside its scenario',
  3: 'AA guns no longer hit a plane in the cloud cover, with the altitude rules a shell hits only the balloons at its height, and an AA machine gun no longer fires at pieces on the ground',
  4: 'with a cloud cover a plane still climbs no higher than its own maximum altitude, a balloon moored at the level of the cover is not in the clouds, a balloon whose descent was stopped may resume it with no enemy on the table, and a plane in the clouds keeps its bombs aboard',
  5: 'with Flying Higher a plane that dives below the floor is out of the game as if it had left the table (no one\'s victory), not crashed; with the altitude rules a wounded pilot does not fire forward just after a climb, a rear gun\'s blind spot does not hide a plane a level higher, and the Roland C.II\'s rear gun fires all round at a higher plane; with Disruption a point taken from a collision, a crash, a balloon\'s blast or stress disrupts as one from fire; in a chain of tailing planes the one in front reorders before the one behind it is shown its card; a two-seater\'s wounded pilot no longer slows its rear guns\' unjamming',
}

/** the seat kinds of formats 1 and 2, before LAN guests */
const seatKindV2 = z.enum(['human', 'bot:heuristic', 'bot:random'])

// the card game's own steps, the tailing step included
const metaSchemaOf = (seatKind: z.ZodType<SeatKind>) => metaSchemaWith(seatKind, gameStateSchema.shape.step)

export const saveMetaSchema = metaSchemaOf(seatKindSchema)

/**
 * Formats 1 to 5 name no ruleset: every one is a card game's. One that says so (`"ruleset": "card"`, as a save of
 * format 6 made one again by changing its number would) says no more than its format does, and is read.
 */
const olderRuleset = z.literal(CARD_RULESET).optional()

const saveSchemaOf = <V extends number, R extends z.ZodType<string | undefined>>(version: V, seatKind: z.ZodType<SeatKind>, ruleset: R) =>
  z.strictObject({
    format: z.literal('overdive-save'),
    version: z.literal(version),
    ruleset,
    rulesVersion: z.number().int().min(1).max(1000),
    app: z.string().max(80),
    savedAt: z.string().max(40),
    kind: z.enum(['manual', 'autosave', 'replay']),
    meta: metaSchemaOf(seatKind),
    setup: setupSchema,
    seed: seedSchema,
    seats: z.record(z.string().max(80), seatKind),
    commands: z.array(commandSchema).max(2_000_000),
    snapshot: gameStateSchema,
    checksum: z.string().regex(/^[0-9a-f]{16}$/),
  })

/** Format 6, written now, of a card game: format 5 naming its ruleset. */
export const saveV6Schema = saveSchemaOf(6, seatKindSchema, z.literal(CARD_RULESET))
/** Format 5: games may have balloons and ground pieces; every save is a card game's. */
export const saveV5Schema = saveSchemaOf(5, seatKindSchema, olderRuleset)
/** Format 4: seat kinds are those of protocol/seat-kinds.ts; games may be under the optional rules; no pieces. */
export const saveV4Schema = saveSchemaOf(4, seatKindSchema, olderRuleset)
/** Format 3: as format 4, written before the optional rules (its games have none, so it reads the same). */
export const saveV3Schema = saveSchemaOf(3, seatKindSchema, olderRuleset)
/** Format 2: as format 3, with the seat kinds from before LAN guests. */
export const saveV2Schema = saveSchemaOf(2, seatKindV2, olderRuleset)

/**
 * Format 1, the first save format: the setup, the seed and the log of commands with their sequence numbers,
 * and no snapshot, checksum or rules version (all of its games were played under rules version 1).
 */
export const saveV1Schema = z.strictObject({
  format: z.literal('overdive-save'),
  version: z.literal(1),
  savedAt: z.string().max(40),
  setup: setupSchema,
  seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  seats: z.record(z.string().max(80), seatKindV2),
  log: z.array(z.strictObject({ seq: z.number().int().min(0), command: commandSchema })).max(2_000_000),
})
export type SaveFileV1 = z.infer<typeof saveV1Schema>

export function metaOf(state: GameState, seats: Record<SeatId, SeatKindName>): SaveMeta {
  return {
    title: state.setup.title,
    scenario: state.setup.scenario,
    variant: state.setup.variant,
    turn: state.turn,
    phase: state.phase,
    step: state.step,
    over: state.step === 'over',
    winner: state.result?.winner ?? null,
    ...(state.result?.winnerPlane ? { winnerPlane: state.result.winnerPlane } : {}),
    seats: state.setup.seats.map((s) => ({ id: s.id, name: s.name, team: s.team, kind: seats[s.id] ?? 'human' })),
  }
}

/** The text that the checksum covers: the save without its checksum, keys in the order they were written. */
function checkedText(save: Omit<SaveFile, 'checksum'>): string {
  return JSON.stringify(save)
}

/** A save of a game as it stands. */
export function makeSave(game: Game, seats: Record<SeatId, SeatKindName>, opts: { kind?: SaveFile['kind']; app?: string; now?: Date } = {}): SaveFile {
  const body: Omit<SaveFile, 'checksum'> = {
    format: 'overdive-save',
    version: SAVE_VERSION,
    ruleset: CARD_RULESET,
    rulesVersion: RULES_VERSION,
    app: opts.app ?? 'overdive',
    savedAt: (opts.now ?? new Date()).toISOString(),
    kind: opts.kind ?? 'manual',
    meta: metaOf(game.state, seats),
    setup: cloneJson(game.state.setup),
    seed: game.state.seed,
    seats: { ...seats },
    commands: cloneJson(game.commands),
    snapshot: cloneJson(game.state),
  }
  return { ...body, checksum: checksum(checkedText(body)) }
}

/** The file's text. */
export function serializeSave(save: SaveFile): string {
  return JSON.stringify(save)
}

const describe = describeIssues

/** Replay a command log from the setup and seed. */
export function replayCommands(content: Content, setup: GameSetup, seed: Seed, commands: readonly Command[]): Game {
  const game = Game.start(content, setup, seed)
  for (const cmd of commands) game.play(cmd)
  return game
}

/** Format 1 to the format written now: replay the log to make the snapshot, and name rules version 1. */
export function migrateV1(content: Content, v1: SaveFileV1): SaveFile {
  const commands = v1.log.map((l) => l.command)
  let game: Game
  try {
    game = replayCommands(content, v1.setup, v1.seed, commands)
  } catch (e) {
    throw new SaveError('inconsistent', `this format 1 save cannot be migrated: its commands do not replay (${(e as Error).message})`)
  }
  return makeSave(game, v1.seats, { kind: 'manual', app: 'migrated from save format 1', now: new Date(v1.savedAt) })
}

/** Whether a reader was given the content of every ruleset (by id) or the card game's alone. */
function isContents(c: Content | SaveContents): c is SaveContents {
  return Object.hasOwn(c, CARD_RULESET) || !Object.hasOwn(c, 'aircraft')
}

/**
 * Read a save file's text. Throws a SaveError saying what is wrong: damaged or truncated JSON, not a save, a
 * newer format, a game this version does not play, a schema problem (naming the field), a checksum mismatch, or a
 * save that contradicts itself. Given the card game's content it reads card games (and refuses another ruleset's
 * save, saying so); given every ruleset's content by id, it reads a save of any of them.
 */
export function readSave(content: Content, text: string): LoadedSave
export function readSave(contents: SaveContents, text: string): LoadedSave<AnySave>
export function readSave(given: Content | SaveContents, text: string): LoadedSave<AnySave> {
  const contents: SaveContents = isContents(given) ? given : { [CARD_RULESET]: given }
  const content = contents[CARD_RULESET] as Content
  if (text.length > MAX_SAVE_BYTES) throw new SaveError('too-large', `the file is ${text.length} bytes, more than a save can be (${MAX_SAVE_BYTES})`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new SaveError('not-json', `the file is not valid JSON, so it is damaged or was cut short (${(e as Error).message})`)
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== 'overdive-save') {
    throw new SaveError('not-a-save', 'the file is not an Overdive save (it has no "format": "overdive-save")')
  }
  const version = (json as { version?: unknown }).version
  if (typeof version !== 'number' || !Number.isInteger(version)) throw new SaveError('schema', 'version: the save format version is missing or not a whole number')
  if (version > SAVE_VERSION) {
    throw new SaveError('newer-version', `this save was written by a newer version of Overdive (save format ${version}); this version reads formats ${OLDEST_SAVE_VERSION} to ${SAVE_VERSION}. Update Overdive to open it.`)
  }
  if (version < OLDEST_SAVE_VERSION) throw new SaveError('schema', `version: save format ${version} does not exist`)
  if (version === SAVE_VERSION) {
    const id = (json as { ruleset?: unknown }).ruleset
    if (typeof id !== 'string') throw new SaveError('schema', `ruleset: a save of format ${SAVE_VERSION} names the game it is of`)
    const ruleset = rulesetNamed(id)
    if (ruleset.id !== CARD_RULESET) return readRulesetSave(contents, json as Record<string, unknown>, ruleset)
  }
  if (content === undefined) throw new SaveError('content', 'this is a save of the card game, and it was opened where that game\'s content is not loaded')
  if (version === 1) {
    const v1 = saveV1Schema.safeParse(json)
    if (!v1.success) throw new SaveError('schema', `the save does not match save format 1: ${describe(v1.error)}`)
    checkContent(content, v1.data.setup)
    return { save: migrateV1(content, v1.data), migratedFrom: 1 }
  }
  const parsed = (version === 2 ? saveV2Schema : version === 3 ? saveV3Schema : version === 4 ? saveV4Schema : version === 5 ? saveV5Schema : saveV6Schema).safeParse(json)
  if (!parsed.success) throw new SaveError('schema', `the save does not match save format ${version}: ${describe(parsed.error)}`)
  // pieces came with format 5: an older save that has them was not written by Overdive
  const piece = version < 5 ? parsed.data.setup.planes.find((p) => p.kind !== undefined) : undefined
  if (piece) throw new SaveError('schema', `the save does not match save format ${version}: setup.planes: "${piece.id}" is a ${piece.kind}, and balloons and ground pieces came with save format 5`)
  const { checksum: written, format, version: _v, ...body } = parsed.data
  // the checksum covers the text as written: the file's own key order, which the schema's parse may change
  if (!checksumHolds(json as Record<string, unknown>, written)) {
    throw new SaveError('checksum', 'the file does not match its checksum: it was damaged or edited after it was saved')
  }
  // formats 2 to 5 are format 6 of the card game with fewer things in it (no LAN guests; no optional rules; no
  // pieces; no ruleset named): the same save, naming the card game, under the new number and checksum
  const newBody: Omit<SaveFile, 'checksum'> = { format, version: SAVE_VERSION, ruleset: CARD_RULESET, ...body }
  const save: SaveFile = version === SAVE_VERSION ? (parsed.data as SaveFile) : { ...newBody, checksum: checksum(checkedText(newBody)) }
  if (save.rulesVersion > RULES_VERSION) {
    throw new SaveError('newer-version', `this game was played under rules version ${save.rulesVersion}, newer than this version of Overdive (${RULES_VERSION}). Update Overdive to open it.`)
  }
  if (save.snapshot.seq !== save.commands.length) throw new SaveError('inconsistent', `the snapshot is at command ${save.snapshot.seq} but the log holds ${save.commands.length} commands`)
  if (save.snapshot.seed !== save.seed || JSON.stringify(save.snapshot.setup) !== JSON.stringify(save.setup)) throw new SaveError('inconsistent', 'the snapshot is of another game than the setup and seed')
  checkContent(content, save.setup)
  return { save, migratedFrom: version === SAVE_VERSION ? null : version }
}

/** Every aircraft the setup flies must be one this version knows. */
export function checkContent(content: Content, setup: GameSetup): void {
  for (const p of setup.planes) {
    if (!content.aircraft[p.aircraft]) throw new SaveError('content', `the save flies an aircraft this version does not know: "${p.aircraft}"`)
  }
}

/** A save of any ruleset's game: the card game's as makeSave writes it, another's through the contract. */
export function makeAnySave(src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { kind?: SaveFile['kind']; app?: string; now?: Date } = {}): AnySave {
  if (src.ruleset.id === CARD_RULESET && src.game instanceof CardGame) return makeSave(src.game.game, seats, opts)
  return makeRulesetSave(src, seats, opts)
}

/** The game a save of any ruleset holds, ready to play on (from its snapshot). */
export function gameFromAnySave(contents: SaveContents, save: AnySave): RulesetGame<BaseCommand> {
  if (save.ruleset === CARD_RULESET) return new CardGame(gameFromSave(contentFor(contents, CARD_RULESET) as Content, save as SaveFile))
  return gameFromRulesetSave(contents, save)
}

/** The game a save holds, ready to play on (from its snapshot). */
export function gameFromSave(content: Content, save: SaveFile): Game {
  return Game.resume(content, save.snapshot, save.commands)
}

/** Replay a save from its setup, seed and commands and check it ends exactly in its snapshot. */
export function verifyReplay(content: Content, save: SaveFile): { game: Game; identical: boolean } {
  const game = replayCommands(content, save.setup, save.seed, save.commands)
  return { game, identical: JSON.stringify(game.state) === JSON.stringify(save.snapshot) }
}

/**
 * A save of an unfinished game cut back to the last moment no plan was secret: the start of the planning of the
 * last turn whose plans were all flown. Replaying or exporting it shows the game up to there and not one card
 * committed after. A finished game is returned whole.
 */
export function redactForReplay(content: Content, save: SaveFile): SaveFile {
  if (save.meta.over) return save
  const game = Game.start(content, save.setup, save.seed)
  let keep = 0
  save.commands.forEach((cmd, i) => {
    game.play(cmd)
    const s = game.state
    if (s.step === 'over' || (s.step === 'planning' && s.planes.every((p) => p.plan === null))) keep = i + 1
  })
  const cut = replayCommands(content, save.setup, save.seed, save.commands.slice(0, keep))
  return makeSave(cut, save.seats, { kind: 'replay', app: save.app, now: new Date(save.savedAt) })
}
