/**
 * Autosave journals on disk (the format: shared/save/journal.ts). A game's journal is one file,
 * `autosave-<uid>.journal`, written from the game's first moment to its last: it is created whole (a temporary
 * file, fsync, rename), then kept open and appended to, one line per command, each append made durable with
 * fdatasync before the host carries on. Saving after a command costs that command's line, however long the game.
 */
import { readFileSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import type { Content } from '../../shared/content/types'
import { compileRules, type CompiledRules } from '../../shared/engine/compiled'
import type { Game } from '../../shared/engine/game'
import { applyCommandInPlace, createGame } from '../../shared/engine/turn'
import type { GameState, SeatId } from '../../shared/engine/types'
import { canonicalJson } from '../../shared/save/canonical'
import { journalCommands, journalHeader, journalSeats, journalSummary, journalText, lineMetaOf, parseJournal, replayJournal, type JournalHeader, type ParsedJournal } from '../../shared/save/journal'
import { makeSave, SaveError, type SaveFile, type SaveMeta, type SeatKindName } from '../../shared/save/save-file'
import { cloneJson } from '../../shared/util/clone'
import { JournalFile } from './journal-file'

export const JOURNAL_EXT = '.journal'

export interface ReadJournal {
  /** the journal as a save of the game it holds (kind "autosave", saved when the file was last written) */
  save: SaveFile
  /** the game replayed from the journal, ready to play on */
  game: Game
  /** a last line cut short was left out */
  torn: boolean
}

/** Read a journal, replay it and check every line: a SaveError says what is wrong. */
export function readJournal(content: Content, path: string): ReadJournal {
  const text = readFileSync(path, 'utf8')
  const journal = parseJournal(text)
  const { game, seats } = replayJournal(content, journal)
  const save = makeSave(game, seats, { kind: 'autosave', app: journal.header.app, now: statSync(path).mtime })
  return { save, game, torn: journal.torn }
}

/** What the list of saves shows of a journal, without replaying it. */
export function journalListing(path: string): { savedAt: string; meta: SaveMeta; header: JournalHeader } {
  const text = readFileSync(path, 'utf8')
  const { header, meta } = journalSummary(text)
  return { savedAt: statSync(path).mtime.toISOString(), meta, header }
}

/**
 * Appends a game's commands to its journal as they are made. The writer follows the game on a copy of its own,
 * so that each line says exactly where the game stood after that command; the file itself is journal-file.ts's.
 */
export class JournalWriter {
  private constructor(
    private readonly out: JournalFile,
    /** the game this journal follows: append takes no other */
    private readonly game: Game,
    private readonly rules: CompiledRules,
    private readonly shadow: GameState,
  ) {}

  get path(): string {
    return this.out.path
  }

  /** The journal's file name in the saves folder. */
  get file(): string {
    return this.out.file
  }

  /** How many commands the journal holds. */
  get commands(): number {
    return this.out.commands
  }

  /**
   * Start the journal of a game at `path`, with every command the game already has. Written whole and atomically;
   * a file already at `path` (an earlier journal of this game, damaged or not) is replaced.
   */
  static create(content: Content, path: string, game: Game, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date } = {}): JournalWriter {
    const rules = compileRules(content, game.state.setup)
    const shadow = createGame(rules, game.state.seed)
    const text = journalText(journalHeader(game, seats, opts)) + linesFor(rules, shadow, game, 0)
    return new JournalWriter(JournalFile.create(path, text, game.commands.length, seats), game, rules, shadow)
  }

  /**
   * Carry on the journal at `path` for a game that was loaded from it (the game may be further on). A last line
   * cut short is cut off; a journal too damaged to read is written afresh in the same file; the journal of
   * another game is refused.
   */
  static resume(content: Content, path: string, game: Game, seats: Record<SeatId, SeatKindName>, opts: { app?: string } = {}): JournalWriter {
    const buffer = readFileSync(path)
    const text = buffer.toString('utf8')
    let journal: ParsedJournal
    try {
      journal = parseJournal(text)
    } catch (e) {
      if (!(e instanceof SaveError) || e.code === 'newer-version') throw e
      return JournalWriter.create(content, path, game, seats, opts)
    }
    const { header } = journal
    const logged = journalCommands(journal)
    const other = canonicalJson(header.setup) !== canonicalJson(game.state.setup) || header.seed !== game.state.seed || logged.length > game.commands.length || logged.some((c, i) => canonicalJson(c) !== canonicalJson(game.commands[i]))
    if (other) throw new SaveError('inconsistent', `${basename(path)} is the journal of another game: this game's autosave cannot go on in it`)
    const rules = compileRules(content, game.state.setup)
    let shadow: GameState
    if (logged.length === game.commands.length) shadow = cloneJson(game.state)
    else {
      shadow = createGame(rules, game.state.seed)
      for (const c of logged) applyCommandInPlace(rules, shadow, c)
    }
    const size = Buffer.byteLength(text.slice(0, journal.length))
    const out = JournalFile.reopen(path, buffer.length, size, logged.length, journalSeats(journal))
    const writer = new JournalWriter(out, game, rules, shadow)
    writer.setSeats(seats)
    writer.append(game)
    return writer
  }

  /**
   * Write the commands the game has made since the last append, and make them durable. Returns how many it
   * wrote. Throws if the game is not the one this journal was started for (the same object), or if the disk
   * refuses the write (the lines are then written with the next append).
   */
  append(game: Game): number {
    if (game !== this.game) throw new Error(`the journal ${this.file} follows another game`)
    return this.out.append(
      game.commands.length,
      (from) => linesFor(this.rules, this.shadow, game, from),
      () => {
        if (this.shadow.seq !== game.state.seq) throw new Error(`the journal's copy of the game is at command ${this.shadow.seq} but the game is at ${game.state.seq}`)
      },
    )
  }

  /** Record who plays each seat now (a guest took a seat, a bot was put in): a line if it changed. */
  setSeats(seats: Record<SeatId, SeatKindName>): void {
    this.out.setSeats(seats)
  }

  /** Stop writing; the file stays as it is. */
  close(): void {
    this.out.close()
  }
}

/** The journal lines of the game's commands from `from` on, advancing `shadow` through them. */
function linesFor(rules: CompiledRules, shadow: GameState, game: Game, from: number): string {
  let text = ''
  for (let i = from; i < game.commands.length; i++) {
    const command = game.commands[i]
    applyCommandInPlace(rules, shadow, command)
    text += journalText({ n: i + 1, command, meta: lineMetaOf(shadow) })
  }
  return text
}
