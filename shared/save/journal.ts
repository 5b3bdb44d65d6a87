/**
 * The autosave journal: a game written as it is played, one line at a time, so that saving after a command costs
 * that command's line and not the whole game again.
 *
 *   {"format":"overdive-journal","version":2,"ruleset":"card","rulesVersion":2,"app":...,"startedAt":...,"setup":...,"seed":...,"seats":...}
 *   {"n":1,"command":{...},"meta":{"turn":1,"phase":0,"step":"planning","over":false,"winner":null}}
 *   {"seats":{"allied":"guest","central":"bot:heuristic"}}
 *   ...
 *
 * The first line is the header: what a save's setup, seed and seats are. Each later line is a command, numbered
 * from 1, with where the game stood after it (so that a list of saves can show a journal without replaying it),
 * or the seat kinds when who plays a seat changes. A line is written whole and ends in a newline; a last line
 * cut short (the process was killed, the power went) is not part of the journal. Anything else wrong is damage.
 *
 * Reading replays the commands through the engine: each must be accepted and leave the game where its line says.
 * This file has no I/O; electron/saves/journal.ts reads and writes journals on disk.
 *
 * Version 2 names the ruleset its game is played under (issue 29); version 1 journals are all card games. A
 * journal of another ruleset is read by its ruleset's schemas and replayed with its `start` and `play`, its lines'
 * meta being where the ruleset's summary says the game stands (ruleset-journal.ts).
 */
import { z } from 'zod'
import type { Content } from '../content/types'
import type { Game } from '../engine/game'
import type { Seed } from '../engine/rng'
import type { Command, GameSetup, GameState, SeatId } from '../engine/types'
import { seatKindSchema } from '../protocol/seat-kinds'
import { canonicalJson } from './canonical'
import { CARD_RULESET, MAX_SAVE_BYTES, RULES_VERSION, SaveError, type SaveMeta, type SeatKindName } from './save-file'
import { rulesetNamed } from './ruleset-save'
import { commandSchema, gameStateSchema, seedSchema, setupSchema } from '../engine/state-schema'
import { checkSeats, checkSetup, replayChecked, underItsRules } from './verify'

export const JOURNAL_FORMAT = 'overdive-journal'
export const JOURNAL_VERSION = 2

export interface JournalHeader<Setup = GameSetup> {
  format: typeof JOURNAL_FORMAT
  /** 1 (card games only, no ruleset named) is read too */
  version: 1 | typeof JOURNAL_VERSION
  /** the ruleset's id; absent in a version 1 journal (the card game) */
  ruleset?: string
  rulesVersion: number
  app: string
  startedAt: string
  setup: Setup
  seed: Seed
  seats: Record<SeatId, SeatKindName>
}

/** Where the game stood after a command. */
export interface LineMeta {
  turn: number
  phase: number
  step: GameState['step']
  over: boolean
  winner: string | null
  /** the plane whose player won when scores are kept separately (003 Look Up!'s variant) */
  winnerPlane?: string
}

export type JournalLine = { n: number; command: Command; meta: LineMeta } | { seats: Record<SeatId, SeatKindName> }

const seatsSchema = z.record(z.string().max(80), seatKindSchema)

const headerSchema = z.strictObject({
  format: z.literal(JOURNAL_FORMAT),
  version: z.union([z.literal(1), z.literal(JOURNAL_VERSION)]),
  // a version 1 journal names no ruleset (all are card games); version 2 names it
  ruleset: z.literal(CARD_RULESET).optional(),
  rulesVersion: z.number().int().min(1).max(1000),
  app: z.string().max(80),
  startedAt: z.string().max(40),
  setup: setupSchema,
  seed: seedSchema,
  seats: seatsSchema,
})

const lineMetaSchema = z.strictObject({
  turn: z.number().int().min(0).max(1e7),
  phase: z.number().int().min(0).max(3),
  // every step a command can leave the game at (GameState['step']): 003 Tailing's, Planes on the Ground's and the guns' layers' pauses too
  step: gameStateSchema.shape.step,
  over: z.boolean(),
  winner: z.string().max(80).nullable(),
  winnerPlane: z.string().max(80).optional(),
})

const lineSchema = z.union([z.strictObject({ n: z.number().int().min(1), command: commandSchema, meta: lineMetaSchema }), z.strictObject({ seats: seatsSchema })])

/** Where a game stands before any command: the planning of turn 1. */
export const START_META: LineMeta = { turn: 1, phase: 0, step: 'planning', over: false, winner: null }

export function lineMetaOf(state: GameState): LineMeta {
  return { turn: state.turn, phase: state.phase, step: state.step, over: state.step === 'over', winner: state.result?.winner ?? null, ...(state.result?.winnerPlane ? { winnerPlane: state.result.winnerPlane } : {}) }
}

export function journalHeader(game: Game, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date } = {}): JournalHeader {
  return {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    ruleset: CARD_RULESET,
    rulesVersion: RULES_VERSION,
    app: opts.app ?? 'overdive',
    startedAt: (opts.now ?? new Date()).toISOString(),
    setup: game.state.setup,
    seed: game.state.seed,
    seats: { ...seats },
  }
}

/** One line of the journal, newline included. */
export function journalText(line: JournalHeader<unknown> | JournalLine | { n: number; command: unknown; meta: unknown }): string {
  return JSON.stringify(line) + '\n'
}

export interface ParsedJournal {
  header: JournalHeader
  lines: JournalLine[]
  /** how many characters of the text are the journal: all of it but a last line cut short */
  length: number
  /** a last line cut short was left out */
  torn: boolean
}

function describe(error: z.ZodError): string {
  const first = error.issues[0]
  return `${first.path.length ? first.path.join('.') : '(top level)'}: ${first.message}`
}

/** A journal's first line as JSON, checked to be a journal of a version this reads; throws a SaveError if not. */
export function headerJson(text: string): Record<string, unknown> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new SaveError('not-json', 'the journal has no complete first line: it was cut short as it was being started')
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== JOURNAL_FORMAT) {
    throw new SaveError('not-a-save', `the file is not an Overdive journal (its first line has no "format": "${JOURNAL_FORMAT}")`)
  }
  const version = (json as { version?: unknown }).version
  if (typeof version === 'number' && version > JOURNAL_VERSION) {
    throw new SaveError('newer-version', `this journal was written by a newer version of Overdive (journal format ${version}); this version reads formats 1 to ${JOURNAL_VERSION}. Update Overdive to open it.`)
  }
  return json as Record<string, unknown>
}

/** The ruleset a journal's first line names (the card game when it names none: version 1). */
export function journalRuleset(header: Record<string, unknown>): string {
  const id = header.ruleset
  if (header.version === JOURNAL_VERSION && typeof id !== 'string') throw new SaveError('schema', `ruleset: a journal of format ${JOURNAL_VERSION} names the game it is of`)
  return typeof id === 'string' ? id : CARD_RULESET
}

function parseHeader(text: string): JournalHeader {
  const json = headerJson(text)
  const id = journalRuleset(json)
  if (id !== CARD_RULESET) {
    rulesetNamed(id)
    throw new SaveError('content', `this is a journal of the ${id} game, read here as the card game's`)
  }
  const parsed = headerSchema.safeParse(json)
  if (!parsed.success) throw new SaveError('schema', `the journal's first line does not match journal format ${typeof json.version === 'number' ? json.version : JOURNAL_VERSION}: ${describe(parsed.error)}`)
  if (parsed.data.rulesVersion > RULES_VERSION) {
    throw new SaveError('newer-version', `this game was played under rules version ${parsed.data.rulesVersion}, newer than this version of Overdive (${RULES_VERSION}). Update Overdive to open it.`)
  }
  return parsed.data as JournalHeader
}

/**
 * Split a journal's text into its header and lines, checking each against the format. A last line cut short is
 * left out (and `length` stops before it); a damaged line anywhere else is a SaveError naming its line number.
 */
export function parseJournal(text: string): ParsedJournal {
  return parseJournalWith(text, parseHeader, lineSchema as z.ZodType<JournalLine>)
}

/** A journal's text split and checked, its header read by `header` and each later line by `line` (any ruleset's). */
export function parseJournalWith<H, L>(text: string, header: (first: string) => H, line: z.ZodType<L>): { header: H; lines: L[]; length: number; torn: boolean } {
  if (text.length > MAX_SAVE_BYTES) throw new SaveError('too-large', `the journal is ${text.length} bytes, more than a save can be (${MAX_SAVE_BYTES})`)
  const firstEnd = text.indexOf('\n')
  if (firstEnd < 0) throw new SaveError('not-json', 'the journal has no complete first line: it was cut short as it was being started')
  const head = header(text.slice(0, firstEnd))
  const lines: L[] = []
  let at = firstEnd + 1
  let torn = false
  let lineNo = 1
  let expected = 1
  while (at < text.length) {
    lineNo++
    const end = text.indexOf('\n', at)
    const raw = text.slice(at, end < 0 ? text.length : end)
    let json: unknown
    let ok = true
    try {
      json = JSON.parse(raw)
    } catch {
      ok = false
    }
    const last = end < 0 || end === text.length - 1
    if (end < 0 || (!ok && last)) {
      // the last line, cut short or never finished: not part of the journal
      torn = true
      break
    }
    if (!ok) throw new SaveError('not-json', `line ${lineNo} of the journal is not valid JSON: the file was damaged`)
    const parsed = line.safeParse(json)
    if (!parsed.success) throw new SaveError('schema', `line ${lineNo} of the journal is neither a command nor seats: ${describe(parsed.error)}`)
    const got = parsed.data as L
    if (typeof got === 'object' && got !== null && 'n' in got) {
      if (got.n !== expected) throw new SaveError('inconsistent', `line ${lineNo} of the journal is command ${got.n} but command ${expected} was due: lines are missing or repeated`)
      expected++
    }
    lines.push(got)
    at = end + 1
  }
  return { header: head, lines, length: torn ? at : text.length, torn }
}

export function journalCommands(journal: ParsedJournal): Command[] {
  const out: Command[] = []
  for (const l of journal.lines) if ('n' in l) out.push(l.command)
  return out
}

/** The seat kinds at the end of the journal. */
export function journalSeats(journal: ParsedJournal): Record<SeatId, SeatKindName> {
  let seats = journal.header.seats
  for (const l of journal.lines) if ('seats' in l) seats = l.seats
  return seats
}

/**
 * Replay a journal through the engine: every command must be accepted and leave the game where its line says it
 * did, and the seats must be the game's. Returns the game and its seat kinds now.
 */
export function replayJournal(content: Content, journal: ParsedJournal): { game: Game; seats: Record<SeatId, SeatKindName> } {
  const { setup, seed } = journal.header
  checkSetup(content, setup)
  checkSeats(setup, journal.header.seats, "the journal's first line")
  for (const l of journal.lines) if ('seats' in l) checkSeats(setup, l.seats, 'a seats line of the journal')
  const lines = journal.lines.filter((l): l is Extract<JournalLine, { n: number }> => 'n' in l)
  const game = underItsRules(journal.header.rulesVersion, () =>
    replayChecked(
      content,
      setup,
      seed,
      lines.map((l) => l.command),
      (g, n) => {
        if (canonicalJson(lineMetaOf(g.state)) !== canonicalJson(lines[n - 1].meta)) {
          throw new SaveError('inconsistent', `command ${n} leaves the game at turn ${g.state.turn}, phase ${g.state.phase} (${g.state.step}), not where its line says: the journal was edited`)
        }
      },
    ),
  )
  return { game, seats: journalSeats(journal) }
}

/**
 * What a list of saves shows of a journal, from its first line and its last few, without replaying it (and so
 * without checking that it replays).
 */
export function journalSummary(text: string): { header: JournalHeader; meta: SaveMeta } {
  const firstEnd = text.indexOf('\n')
  if (firstEnd < 0) throw new SaveError('not-json', 'the journal has no complete first line: it was cut short as it was being started')
  const header = parseHeader(text.slice(0, firstEnd))
  // leave out a last line cut short, as reading does
  let end = text.endsWith('\n') ? text.length - 1 : text.lastIndexOf('\n')
  const lineAt = (stop: number): { start: number; json: unknown } => {
    const start = text.lastIndexOf('\n', stop - 1) + 1
    try {
      return { start, json: JSON.parse(text.slice(start, stop)) }
    } catch {
      return { start, json: undefined }
    }
  }
  if (end > firstEnd && lineAt(end).json === undefined) end = lineAt(end).start - 1
  const parse = (json: unknown): JournalLine => {
    const parsed = lineSchema.safeParse(json)
    if (!parsed.success) throw new SaveError('schema', `a line near the end of the journal is neither a command nor seats: ${describe(parsed.error)}`)
    return parsed.data as JournalLine
  }
  // the last command line gives where the game stands; seats lines are rare, and found by their opening
  let lineMeta: LineMeta | null = null
  for (let stop = end; stop > firstEnd && lineMeta === null; ) {
    const { start, json } = lineAt(stop)
    if (json === undefined) throw new SaveError('not-json', 'a line near the end of the journal is not valid JSON: the file was damaged')
    const line = parse(json)
    if ('n' in line) lineMeta = line.meta
    stop = start - 1
  }
  let seats: Record<SeatId, SeatKindName> | null = null
  const seatsAt = text.lastIndexOf('\n{"seats":', end - 1)
  if (seatsAt >= firstEnd) {
    const line = parse(lineAt(text.indexOf('\n', seatsAt + 1)).json)
    if ('seats' in line) seats = line.seats
  }
  const m = lineMeta ?? START_META
  const kinds = seats ?? header.seats
  const s = header.setup
  return {
    header,
    meta: {
      title: s.title,
      scenario: s.scenario,
      variant: s.variant,
      turn: m.turn,
      phase: m.phase,
      step: m.step,
      over: m.over,
      winner: m.winner,
      ...(m.winnerPlane ? { winnerPlane: m.winnerPlane } : {}),
      seats: s.seats.map((seat) => ({ id: seat.id, name: seat.name, team: seat.team, kind: kinds[seat.id] ?? 'human' })),
    },
  }
}
