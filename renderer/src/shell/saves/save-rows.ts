/**
 * What the menu and the saves screen say about saves: a row per game rather than per file (a finished game kept
 * as its autosave and as a manual save shows once, both files still there), each save's name, its scenario,
 * date, turn and winner in words, the one game the menu offers to continue, and a refused import or rename in
 * plain language (never a validator's text).
 */
import type { SaveListing } from '../../../../shared/protocol/messages'
import { teamWins } from '../../tables/common/team-words'
import { seatsVs, seatWords } from '../common/seat-words'

export interface SaveRow {
  /** the file the row opens: the named save if the game has one, else its autosave */
  main: SaveListing
  /** every file of this row, the main one first */
  files: SaveListing[]
}

/** A file the row-maker may fold into another: readable, finished, and known by its game. */
function foldable(s: SaveListing): boolean {
  return s.problem === null && s.over === true && s.game !== null
}

/** Files of one finished game: the same game (setup and seed), at the same end (turn and winner). */
function sameEnd(a: SaveListing, b: SaveListing): boolean {
  return a.game === b.game && a.turn === b.turn && a.winner === b.winner
}

/** Which file of a game the row opens: a save with a name before an imported replay before the autosave. */
const RANK: Record<string, number> = { manual: 0, replay: 1, autosave: 2 }

/**
 * One row per game for finished games whose files hold the same game; every other file a row of its own (an
 * unfinished game's autosave and a manual save made earlier in it are different points of play). The order is
 * the list's own (newest first), each row where its newest file was.
 */
export function saveRows(list: readonly SaveListing[]): SaveRow[] {
  const rows: SaveRow[] = []
  for (const s of list) {
    const row = foldable(s) ? rows.find((r) => foldable(r.main) && sameEnd(r.main, s)) : undefined
    if (!row) {
      rows.push({ main: s, files: [s] })
      continue
    }
    row.files.push(s)
    row.files.sort((a, b) => (RANK[a.kind ?? ''] ?? 3) - (RANK[b.kind ?? ''] ?? 3))
    row.main = row.files[0]
  }
  return rows
}

/** An autosave's file, named by the host for its game's id (`autosave-<uid>`), not by a player. */
export function isAutosaveFile(s: Pick<SaveListing, 'kind' | 'file'>): boolean {
  return s.kind === 'autosave' && /^autosave-/.test(s.file)
}

/**
 * A save's name: as the player gave it (a save or a renamed autosave keeps its name); an autosave is named after its
 * game, "Duel over the Trenches — turn 4" (issue 26: every autosave read "Autosave"). Old saves are named alike,
 * from what their listing says.
 */
export function saveName(s: SaveListing): string {
  if (isAutosaveFile(s)) return `${s.title ?? s.scenario ?? 'A game'}${s.turn === null ? '' : ` — turn ${s.turn}`}`
  return s.file.replace(/\.(json|journal)$/i, '')
}

/**
 * The file an export is offered as: the save's name, made safe for any file system ("duel-over-the-trenches-turn-4"),
 * and the day it was saved ("…-2026-11-22.json"), so that two exports of one game at different times differ.
 */
export function exportFileName(s: SaveListing): string {
  const slug =
    saveName(s)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'overdive-game'
  const day = s.savedAt && !Number.isNaN(new Date(s.savedAt).getTime()) ? `-${new Date(s.savedAt).toISOString().slice(0, 10)}` : ''
  return `${slug}${day}.json`
}

/** How a finished game ended ("The Germans won", "draw"), or null while it is being played. */
export function outcomeText(s: SaveListing): string | null {
  if (s.over !== true) return null
  return s.winner ? teamWins(seatWords(s.winner, s.ruleset), true) : 'draw'
}

export function whenText(iso: string | null, locale?: string): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
}

/**
 * The facts of a save on one line: scenario, date, turn and the outcome (or that it is still being played); an
 * autosave's name says its scenario and turn already, so its line does not repeat them.
 */
export function saveDetails(s: SaveListing, locale?: string): string {
  const named = isAutosaveFile(s)
  const parts = [gameName(s.ruleset), named ? null : (s.title ?? s.scenario ?? 'a game'), whenText(s.savedAt, locale), named || s.turn === null ? null : `${turnWord(s.ruleset)} ${s.turn}`, outcomeText(s) ?? 'unfinished']
  return parts.filter(Boolean).join(' · ')
}

/**
 * Which game a listing is of, where lists show games of both (issue 30): the hex card game is named, the
 * card-and-base game (a listing with no ruleset, as every one before issue 29) is not.
 */
export function gameName(ruleset: string | undefined): string | null {
  return ruleset === undefined || ruleset === 'card' ? null : ruleset === 'hex' ? 'Hex card game' : `${ruleset} game`
}

/** What a game counts its turns in: the hex game plays rounds. */
export function turnWord(ruleset: string | undefined): string {
  return ruleset === 'hex' ? 'round' : 'turn'
}

/** The unfinished game the menu offers to continue: the one played last. */
export function latestUnfinished(resumable: readonly SaveListing[]): SaveListing | null {
  const open = resumable.filter((s) => s.problem === null && s.over === false)
  if (open.length === 0) return null
  return [...open].sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? ''))[0]
}

/** Under the menu's Continue: when the game was left, and who plays it ("Left 22 Nov 2026, 20:34 · German (bot) vs Allied (human)"). */
export function leftText(s: SaveListing, locale?: string): string {
  const seats = seatsVs(s)
  return [s.savedAt ? `Left ${whenText(s.savedAt, locale)}` : null, seats || null].filter(Boolean).join(' · ')
}

/** What the menu's Continue button says. */
export function continueText(s: SaveListing): string {
  return `Continue ${s.title ?? saveName(s)}, ${turnWord(s.ruleset)} ${s.turn ?? 1}`
}

/** The host's refusal of an import, in words a player can act on. */
export function importErrorText(code: string): string {
  switch (code) {
    case 'not-json':
      return 'That file is damaged or was cut short: it cannot be read as a save.'
    case 'not-a-save':
      return 'That file is not an Overdive save or replay.'
    case 'newer-version':
      return 'That save was made by a newer version of Overdive. Update Overdive to open it.'
    case 'older-rules':
      return 'That save was played under rules this version of Overdive no longer plays.'
    case 'schema':
    case 'inconsistent':
      return 'That file looks like an Overdive save, but parts of it are missing or wrong, so it cannot be opened.'
    case 'checksum':
      return 'That save was changed or damaged after it was saved, so it cannot be trusted.'
    case 'content':
      return 'That save flies an aircraft this version of Overdive does not know. Update Overdive to open it.'
    case 'too-large':
    case 'malformed':
      return 'That file is too large to be a save.'
    case 'bad-name':
      return 'That file’s name cannot be used for a save: rename the file and import it again.'
    case 'screen-only':
      return 'Only the host’s own screen can import saves.'
    case 'no-saves':
      return 'This host keeps no saves.'
    default:
      return 'The save could not be imported.'
  }
}

/** The host's refusal of a rename; its own message says what to change when the name is the trouble. */
export function renameErrorText(code: string, message: string): string {
  switch (code) {
    // the store's own sentences: the name is taken, or Windows keeps it for a device
    case 'bad-name':
      return sentence(message)
    case 'game-running':
      return 'This game is still being played: leave it first, or save it under a name from the table.'
    case 'not-a-save':
      return 'That save is no longer in the saves folder.'
    case 'screen-only':
      return 'Only the host’s own screen can rename saves.'
    default:
      return 'The save could not be renamed.'
  }
}

function sentence(text: string): string {
  const t = text.trim()
  return t ? `${t[0].toUpperCase()}${t.slice(1)}${/[.!?)]$/.test(t) ? '' : '.'}` : 'That name cannot be used.'
}

/** The note after an import: the name the file is kept under. */
export function importedText(file: string): string {
  return `Imported ${file.replace(/\.json$/i, '')}`
}

/**
 * Whether a save holds secrets its game still keeps: a hex game not over (issue 29: its file holds both hands and
 * the order of the deck, so the host refuses to read it out). Its Replay and Export are not offered until it ends.
 */
export function handsInside(s: Pick<SaveListing, 'ruleset' | 'over'>): boolean {
  return s.ruleset !== undefined && s.ruleset !== 'card' && s.over !== true
}
