/**
 * Saves of any ruleset's game through the ruleset contract (issue 29): written from a live `RulesetGame`, read by
 * the ruleset's own schemas, verified by replaying its commands with its own `start` and `play` until they make
 * exactly the snapshot the file carries. The envelope, the checksum and the errors are the card game's
 * (save-format.ts); save-file.ts reads every file and hands a format 6 save of a ruleset other than the card game
 * here. The card game's saves keep their own stricter path (save-file.ts, verify.ts).
 */
import { z } from 'zod'
import type { AnyRuleset, BaseCommand, RulesetGame, SeatId, Seed } from '../rulesets/contract'
import { RULESETS } from '../rulesets'
import { seedSchema } from '../engine/state-schema'
import { cloneJson } from '../util/clone'
import { canonicalJson, firstDifference } from './canonical'
import {
  anyStepSchema,
  checksumHolds,
  contentFor,
  describeIssues,
  metaSchemaOf,
  SAVE_VERSION,
  SaveError,
  seal,
  seatKindsSchema,
  type AnySave,
  type LoadedSave,
  type SaveContents,
  type SaveFile,
  type SaveMeta,
  type SeatKindName,
} from './save-format'
import { seatKindSchema } from '../protocol/seat-kinds'

/** The ruleset a save or a journal names, or a SaveError saying this version does not play it. */
export function rulesetNamed(id: string): AnyRuleset {
  const r = Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined
  if (!r) {
    throw new SaveError('unknown-ruleset', `this save is of a game called "${id}", which this version of Overdive does not play (it plays ${Object.keys(RULESETS).join(' and ')}). Update Overdive to open it.`)
  }
  return r
}

/** A live game and what it was started from: what a save of it holds. */
export interface SaveSource {
  ruleset: AnyRuleset
  game: RulesetGame<BaseCommand>
  setup: unknown
  seed: Seed
}

const text = (x: unknown): string | null => (typeof x === 'string' ? x : null)

/** A setup's seats, each once (a ruleset may list a seat once per plane it flies). */
export function seatsOf(ruleset: AnyRuleset, setup: unknown): SeatId[] {
  return [...new Set(ruleset.seats(setup) as SeatId[])]
}

/** Where a game stands, for a list of saves: the ruleset's own summary, or what the contract alone can tell. */
export function summaryOf(ruleset: AnyRuleset, game: RulesetGame<BaseCommand>, setup: unknown, seats: Record<SeatId, SeatKindName>): SaveMeta<string> {
  const result = game.result()
  const s = ruleset.summary?.(game.state) ?? {
    title: text((setup as { title?: unknown })?.title) ?? ruleset.title,
    scenario: text((setup as { scenario?: unknown })?.scenario) ?? '',
    variant: null,
    turn: 0,
    phase: 0,
    step: game.over ? 'over' : 'playing',
    over: game.over,
    winner: result?.winner ?? null,
    seats: seatsOf(ruleset, setup).map((id) => ({ id, name: id, team: id })),
  }
  return {
    title: s.title,
    scenario: s.scenario,
    variant: s.variant,
    turn: s.turn,
    phase: s.phase,
    step: s.step,
    over: s.over,
    winner: s.winner,
    seats: s.seats.map((seat) => ({ id: seat.id, name: seat.name, team: seat.team, kind: seats[seat.id] ?? 'human' })),
  }
}

/** A save of any ruleset's game as it stands. */
export function makeRulesetSave(src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { kind?: SaveFile['kind']; app?: string; now?: Date } = {}): AnySave {
  return seal({
    format: 'overdive-save' as const,
    version: SAVE_VERSION,
    ruleset: src.ruleset.id,
    rulesVersion: src.ruleset.version,
    app: opts.app ?? 'overdive',
    savedAt: (opts.now ?? new Date()).toISOString(),
    kind: opts.kind ?? 'manual',
    meta: summaryOf(src.ruleset, src.game, src.setup, seats),
    setup: cloneJson(src.setup),
    seed: src.seed,
    seats: { ...seats },
    commands: cloneJson(src.game.commands as BaseCommand[]),
    snapshot: cloneJson(src.game.state),
  })
}

const schemas = new WeakMap<AnyRuleset, z.ZodType<AnySave>>()

/** Format 6 for one ruleset: the envelope, and its setup, commands and snapshot read by the ruleset's schemas. */
export function saveSchemaFor(ruleset: AnyRuleset): z.ZodType<AnySave> {
  let schema = schemas.get(ruleset)
  if (!schema) {
    schema = z.strictObject({
      format: z.literal('overdive-save'),
      version: z.literal(SAVE_VERSION),
      ruleset: z.literal(ruleset.id),
      rulesVersion: z.number().int().min(1).max(1000),
      app: z.string().max(80),
      savedAt: z.string().max(40),
      kind: z.enum(['manual', 'autosave', 'replay']),
      meta: metaSchemaOf(seatKindSchema, anyStepSchema),
      setup: ruleset.schemas.setup,
      seed: seedSchema,
      seats: seatKindsSchema,
      commands: z.array(ruleset.schemas.command).max(2_000_000),
      snapshot: ruleset.schemas.state,
      checksum: z.string().regex(/^[0-9a-f]{16}$/),
    }) as unknown as z.ZodType<AnySave>
    schemas.set(ruleset, schema)
  }
  return schema
}

/** The seat kinds must name exactly the setup's seats. */
export function checkRulesetSeats(ruleset: AnyRuleset, setup: unknown, seats: Record<SeatId, SeatKindName>, where = 'the save'): void {
  const want = seatsOf(ruleset, setup).sort()
  const have = Object.keys(seats).sort()
  if (canonicalJson(want) !== canonicalJson(have)) {
    throw new SaveError('inconsistent', `${where} names the seats ${have.map((s) => `"${s}"`).join(', ') || '(none)'} but the game has ${want.map((s) => `"${s}"`).join(', ')}`)
  }
}

/** Read a format 6 save of a ruleset other than the card game (its JSON already parsed and named). */
export function readRulesetSave(contents: SaveContents, json: Record<string, unknown>, ruleset: AnyRuleset): LoadedSave<AnySave> {
  const parsed = saveSchemaFor(ruleset).safeParse(json)
  if (!parsed.success) throw new SaveError('schema', `the save does not match save format ${SAVE_VERSION} of the ${ruleset.id} game: ${describeIssues(parsed.error)}`)
  const save = parsed.data
  if (!checksumHolds(json, save.checksum)) throw new SaveError('checksum', 'the file does not match its checksum: it was damaged or edited after it was saved')
  if (save.rulesVersion > ruleset.version) {
    throw new SaveError('newer-version', `this ${ruleset.id} game was played under rules version ${save.rulesVersion}, newer than this version of Overdive (${ruleset.version}). Update Overdive to open it.`)
  }
  const content = contentFor(contents, ruleset.id)
  checkRulesetSeats(ruleset, save.setup, save.seats)
  let seq: number
  try {
    seq = ruleset.resume(content, save.snapshot, save.commands).seq
  } catch (e) {
    throw new SaveError('inconsistent', `the snapshot is not a game of the ${ruleset.id} game: ${(e as Error).message}`)
  }
  if (seq !== save.commands.length) throw new SaveError('inconsistent', `the snapshot is at command ${seq} but the log holds ${save.commands.length} commands`)
  return { save, migratedFrom: null }
}

/** A command in words, for an error that names it. */
function describeCommand(cmd: BaseCommand): string {
  return `seat "${cmd.seat}" gives "${cmd.type}"`
}

/**
 * Start a game and apply commands, turning any refusal into a SaveError that names the command (`describe`): the one
 * replay every save check makes, the card game's (verify.ts replayChecked) and any ruleset's.
 */
export function replayWith<G extends { play(cmd: C): void }, C>(start: () => G, commands: readonly C[], describe: (cmd: C) => string, each?: (game: G, n: number) => void): G {
  let game: G
  try {
    game = start()
  } catch (e) {
    throw new SaveError('inconsistent', `the setup cannot start a game: ${(e as Error).message}`)
  }
  commands.forEach((cmd, i) => {
    try {
      game.play(cmd)
    } catch (e) {
      throw new SaveError('inconsistent', `command ${i + 1} of ${commands.length} (${describe(cmd)}) is refused by the rules: ${(e as Error).message}`)
    }
    each?.(game, i + 1)
  })
  return game
}

/** Start a game of a ruleset and apply commands, turning any refusal into a SaveError that names it. */
export function replayRulesetChecked(
  ruleset: AnyRuleset,
  content: unknown,
  setup: unknown,
  seed: Seed,
  commands: readonly BaseCommand[],
  each?: (game: RulesetGame<BaseCommand>, n: number) => void,
): RulesetGame<BaseCommand> {
  return replayWith<RulesetGame<BaseCommand>, BaseCommand>(() => ruleset.start(content, setup, seed), commands, describeCommand, each)
}

/**
 * A game played under an older version of its ruleset's rules that no longer replays to its snapshot is refused
 * as 'older-rules' (the file untouched); under the rules played now it is plain inconsistency.
 */
export function underRulesetRules<T>(ruleset: AnyRuleset, rulesVersion: number, replay: () => T): T {
  try {
    return replay()
  } catch (e) {
    if (!(e instanceof SaveError) || e.code !== 'inconsistent' || rulesVersion >= ruleset.version) throw e
    throw new SaveError(
      'older-rules',
      `this ${ruleset.id} game was played under rules version ${rulesVersion}, and under the rules this version of Overdive plays (${ruleset.version}) its commands no longer make the same game (${e.message}). The file is unchanged; an Overdive of rules version ${rulesVersion} opens it.`,
    )
  }
}

/**
 * Replay a save of any ruleset from its setup, seed and commands and check that they make exactly the snapshot
 * and the summary it carries. Returns that game, ready to play on.
 */
export function verifyRulesetSave(contents: SaveContents, save: AnySave): RulesetGame<BaseCommand> {
  const ruleset = rulesetNamed(save.ruleset)
  const content = contentFor(contents, ruleset.id)
  return underRulesetRules(ruleset, save.rulesVersion, () => {
    checkRulesetSeats(ruleset, save.setup, save.seats)
    const game = replayRulesetChecked(ruleset, content, save.setup, save.seed, save.commands)
    if (canonicalJson(game.state) !== canonicalJson(save.snapshot)) {
      throw new SaveError('inconsistent', `the snapshot is not the game its ${save.commands.length} commands replay to (they differ at snapshot.${firstDifference(game.state, save.snapshot)}): it was edited, or written by a faulty program`)
    }
    const meta = summaryOf(ruleset, game, save.setup, save.seats)
    if (canonicalJson(meta) !== canonicalJson(save.meta)) {
      throw new SaveError('inconsistent', `the summary (meta.${firstDifference(meta, save.meta)}) does not describe the game the save holds`)
    }
    return game
  })
}

/** The game a save of any ruleset holds, ready to play on (from its snapshot). */
export function gameFromRulesetSave(contents: SaveContents, save: AnySave): RulesetGame<BaseCommand> {
  const ruleset = rulesetNamed(save.ruleset)
  return ruleset.resume(contentFor(contents, ruleset.id), save.snapshot, save.commands)
}
