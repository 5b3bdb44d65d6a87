/**
 * The autosave journal of any ruleset's game (issue 29): the same lines as the card game's (journal.ts: a header,
 * then a line per command with where the game stood after it, or the seat kinds when they change), the header
 * naming the ruleset, the setup and commands read by that ruleset's schemas, the line's meta being its summary's
 * turn, phase, step, whether it is over and who won. Reading replays the commands with the ruleset's `start` and
 * `play`, and every line must say where its command left the game.
 */
import { z } from 'zod'
import type { AnyRuleset, BaseCommand, RulesetGame, SeatId } from '../rulesets/contract'
import { seedSchema } from '../engine/state-schema'
import { canonicalJson } from './canonical'
import { headerJson, journalRuleset, JOURNAL_FORMAT, JOURNAL_VERSION, parseJournalWith, type JournalHeader } from './journal'
import { anyStepSchema, contentFor, describeIssues, SaveError, seatKindsSchema, type SaveContents, type SeatKindName } from './save-format'
import { checkRulesetSeats, replayRulesetChecked, rulesetNamed, summaryOf, underRulesetRules, type SaveSource } from './ruleset-save'

/** Where a game of any ruleset stood after a command: its summary's turn, phase, step, end and winner. */
export interface RulesetLineMeta {
  turn: number
  phase: number
  step: string
  over: boolean
  winner: string | null
}

export type RulesetJournalLine = { n: number; command: BaseCommand; meta: RulesetLineMeta } | { seats: Record<SeatId, SeatKindName> }

export interface RulesetJournal {
  ruleset: AnyRuleset
  header: JournalHeader<unknown> & { ruleset: string }
  lines: RulesetJournalLine[]
  length: number
  torn: boolean
}

export function rulesetLineMeta(ruleset: AnyRuleset, game: RulesetGame<BaseCommand>, setup: unknown): RulesetLineMeta {
  const m = summaryOf(ruleset, game, setup, {})
  return { turn: m.turn, phase: m.phase, step: m.step, over: m.over, winner: m.winner }
}

/** A journal's first line for a game of any ruleset. */
export function rulesetJournalHeader(src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date } = {}): JournalHeader<unknown> & { ruleset: string } {
  return {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    ruleset: src.ruleset.id,
    rulesVersion: src.ruleset.version,
    app: opts.app ?? 'overdive',
    startedAt: (opts.now ?? new Date()).toISOString(),
    setup: src.setup,
    seed: src.seed,
    seats: { ...seats },
  }
}

/** The line for the game's latest command (number `game.seq`). */
export function rulesetJournalLine(src: SaveSource): RulesetJournalLine {
  const n = src.game.commands.length
  return { n, command: src.game.commands[n - 1], meta: rulesetLineMeta(src.ruleset, src.game, src.setup) }
}

const lineMetaSchema = z.strictObject({
  turn: z.number().int().min(0).max(1e7),
  phase: z.number().int().min(0).max(3),
  step: anyStepSchema,
  over: z.boolean(),
  winner: z.string().max(80).nullable(),
})

/** Split and check the journal of a game of a ruleset other than the card game (the header names it). */
export function parseRulesetJournal(text: string): RulesetJournal {
  let ruleset: AnyRuleset | null = null
  const header = (first: string) => {
    const json = headerJson(first)
    ruleset = rulesetNamed(journalRuleset(json))
    const parsed = z
      .strictObject({
        format: z.literal(JOURNAL_FORMAT),
        version: z.literal(JOURNAL_VERSION),
        ruleset: z.literal(ruleset.id),
        rulesVersion: z.number().int().min(1).max(1000),
        app: z.string().max(80),
        startedAt: z.string().max(40),
        setup: ruleset.schemas.setup,
        seed: seedSchema,
        seats: seatKindsSchema,
      })
      .safeParse(json)
    if (!parsed.success) throw new SaveError('schema', `the journal's first line does not match journal format ${JOURNAL_VERSION} of the ${ruleset.id} game: ${describeIssues(parsed.error)}`)
    if (parsed.data.rulesVersion > ruleset.version) {
      throw new SaveError('newer-version', `this ${ruleset.id} game was played under rules version ${parsed.data.rulesVersion}, newer than this version of Overdive (${ruleset.version}). Update Overdive to open it.`)
    }
    return parsed.data as RulesetJournal['header']
  }
  // the header is read first: the lines' commands are then read by its ruleset's schema
  const lazyLine = z.lazy(() => z.union([z.strictObject({ n: z.number().int().min(1), command: ruleset!.schemas.command, meta: lineMetaSchema }), z.strictObject({ seats: seatKindsSchema })]))
  const parsed = parseJournalWith(text, header, lazyLine as z.ZodType<RulesetJournalLine>)
  return { ruleset: ruleset!, ...parsed }
}

/** The seat kinds at the end of the journal. */
export function rulesetJournalSeats(journal: RulesetJournal): Record<SeatId, SeatKindName> {
  let seats = journal.header.seats
  for (const l of journal.lines) if ('seats' in l) seats = l.seats
  return seats
}

/**
 * Replay a journal of any ruleset's game: every command must be accepted and leave the game where its line says,
 * and the seats must be the game's. Returns the game and its seat kinds now.
 */
export function replayRulesetJournal(contents: SaveContents, journal: RulesetJournal): { game: RulesetGame<BaseCommand>; seats: Record<SeatId, SeatKindName> } {
  const { ruleset, header } = journal
  const content = contentFor(contents, ruleset.id)
  checkRulesetSeats(ruleset, header.setup, header.seats, "the journal's first line")
  for (const l of journal.lines) if ('seats' in l) checkRulesetSeats(ruleset, header.setup, l.seats, 'a seats line of the journal')
  const lines = journal.lines.filter((l): l is Extract<RulesetJournalLine, { n: number }> => 'n' in l)
  const game = underRulesetRules(ruleset, header.rulesVersion, () =>
    replayRulesetChecked(
      ruleset,
      content,
      header.setup,
      header.seed,
      lines.map((l) => l.command),
      (g, n) => {
        const at = rulesetLineMeta(ruleset, g, header.setup)
        if (canonicalJson(at) !== canonicalJson(lines[n - 1].meta)) {
          throw new SaveError('inconsistent', `command ${n} leaves the game at turn ${at.turn} (${at.step}), not where its line says: the journal was edited`)
        }
      },
    ),
  )
  return { game, seats: rulesetJournalSeats(journal) }
}
