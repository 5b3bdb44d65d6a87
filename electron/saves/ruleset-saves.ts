/**
 * The saves folder's files of games of rulesets other than the card game (issue 29): which ruleset a file holds
 * (from its first bytes, without replaying), a journal of such a game read from disk and replayed, and what the list
 * of saves shows of it. save-store.ts hands a file here when it names another ruleset; the card game's files keep
 * their own paths (journal.ts, shared/save/save-file.ts) untouched.
 */
import { readFileSync, statSync } from 'node:fs'
import type { BaseCommand, RulesetGame, SeatId } from '../../shared/rulesets/contract'
import { headerJson, journalRuleset } from '../../shared/save/journal'
import { parseRulesetJournal, replayRulesetJournal, rulesetJournalSeats, type RulesetLineMeta } from '../../shared/save/ruleset-journal'
import { makeRulesetSave, rulesetNamed, summaryOf } from '../../shared/save/ruleset-save'
import { CARD_RULESET, contentFor, type AnySave, type SaveContents, type SaveMeta, type SeatKindName } from '../../shared/save/save-format'

/** The ruleset a journal's text names (the card game's when it names none); throws a SaveError for a damaged first line. */
export function journalRulesetOf(text: string): string {
  const firstEnd = text.indexOf('\n')
  return firstEnd < 0 ? CARD_RULESET : journalRuleset(headerJson(text.slice(0, firstEnd)))
}

/** The ruleset a save file's JSON names (the card game's for formats 1 to 5, which name none). */
export function saveRulesetOf(json: unknown): string {
  const id = typeof json === 'object' && json !== null ? (json as { ruleset?: unknown }).ruleset : undefined
  return typeof id === 'string' ? id : CARD_RULESET
}

export interface ReadRulesetJournal {
  save: AnySave
  game: RulesetGame<BaseCommand>
  torn: boolean
}

/** Read the journal of a game of another ruleset, replay it and check every line: a SaveError says what is wrong. */
export function readRulesetJournalText(contents: SaveContents, text: string, mtime: Date): ReadRulesetJournal {
  const journal = parseRulesetJournal(text)
  const { game, seats } = replayRulesetJournal(contents, journal)
  const save = makeRulesetSave({ ruleset: journal.ruleset, game, setup: journal.header.setup, seed: journal.header.seed }, seats, { kind: 'autosave', app: journal.header.app, now: mtime })
  return { save, game, torn: journal.torn }
}

export function readRulesetJournal(contents: SaveContents, path: string): ReadRulesetJournal {
  return readRulesetJournalText(contents, readFileSync(path, 'utf8'), statSync(path).mtime)
}

/**
 * What the list of saves shows of another ruleset's journal, without replaying its commands: the lines are read
 * and checked against the format, the names (title, scenario, seats, sides) come from the game's start, and where
 * it stands from its last command's line.
 */
export function rulesetJournalListing(contents: SaveContents, path: string): { savedAt: string; meta: SaveMeta<string>; header: { ruleset: string; setup: unknown; seed: AnySave['seed'] } } {
  const journal = parseRulesetJournal(readFileSync(path, 'utf8'))
  const { ruleset, header } = journal
  const seats: Record<SeatId, SeatKindName> = rulesetJournalSeats(journal)
  const start = rulesetNamed(ruleset.id).start(contentFor(contents, ruleset.id), header.setup, header.seed)
  const names = summaryOf(ruleset, start, header.setup, seats)
  let last: RulesetLineMeta | null = null
  for (const l of journal.lines) if ('n' in l) last = l.meta
  const at = last ?? { turn: names.turn, phase: names.phase, step: names.step, over: names.over, winner: names.winner }
  return {
    savedAt: statSync(path).mtime.toISOString(),
    meta: { ...names, turn: at.turn, phase: at.phase, step: at.step, over: at.over, winner: at.winner },
    header: { ruleset: ruleset.id, setup: header.setup, seed: header.seed },
  }
}
