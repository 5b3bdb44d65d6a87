/**
 * Autosave journals on disk (the format: shared/save/journal.ts). A game's journal is one file,
 * `autosave-<uid>.journal`, written from the game's first moment to its last: it is created whole (a temporary
 * file, fsync, rename), then kept open and appended to, one line per command, each append made durable with
 * fdatasync before the host carries on. Saving after a command costs that command's line, however long the game.
 */
import { closeSync, fdatasyncSync, ftruncateSync, openSync, readFileSync, statSync, writeSync } from 'node:fs'
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
import { writeAtomic } from './atomic'

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
 * so that each line says exactly where the game stood after that command.
 */
export class JournalWriter {
  private fd: number | null
  /** bytes of the file that are durably the journal */
  private size: number
  /** commands in the journal (written, or computed and waiting to be written after a failed write) */
  private written: number
  /** lines made but not yet on disk (a write failed: they go first next time) */
  private pending = ''
  private seatsJson: string
  /** the game and the journal's copy of it went different ways: nothing more can be written truthfully */
  private broken: Error | null = null

  private constructor(
    readonly path: string,
    /** the game this journal follows: append takes no other */
    private readonly game: Game,
    fd: number,
    size: number,
    written: number,
    private readonly rules: CompiledRules,
    private readonly shadow: GameState,
    seats: Record<SeatId, SeatKindName>,
  ) {
    this.fd = fd
    this.size = size
    this.written = written
    this.seatsJson = canonicalJson(seats)
  }

  /** The journal's file name in the saves folder. */
  get file(): string {
    return basename(this.path)
  }

  /** How many commands the journal holds. */
  get commands(): number {
    return this.written
  }

  /**
   * Start the journal of a game at `path`, with every command the game already has. Written whole and atomically;
   * a file already at `path` (an earlier journal of this game, damaged or not) is replaced.
   */
  static create(content: Content, path: string, game: Game, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date } = {}): JournalWriter {
    const rules = compileRules(content, game.state.setup)
    const shadow = createGame(rules, game.state.seed)
    let text = journalText(journalHeader(game, seats, opts))
    text += linesFor(rules, shadow, game, 0)
    writeAtomic(path, text)
    const fd = openSync(path, 'r+')
    return new JournalWriter(path, game, fd, Buffer.byteLength(text), game.commands.length, rules, shadow, seats)
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
    const fd = openSync(path, 'r+')
    try {
      if (size !== buffer.length) {
        // a line cut short: cut it off, so the next line does not run on from it
        ftruncateSync(fd, size)
        fdatasyncSync(fd)
      }
    } catch (e) {
      closeSync(fd)
      throw e
    }
    const writer = new JournalWriter(path, game, fd, size, logged.length, rules, shadow, journalSeats(journal))
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
    if (this.broken) throw this.broken
    if (game !== this.game) throw new Error(`the journal ${this.file} follows another game`)
    if (game.commands.length < this.written) throw new Error(`the game has ${game.commands.length} commands but its journal already holds ${this.written}: it is not the journal's game`)
    const added = game.commands.length - this.written
    try {
      this.pending += linesFor(this.rules, this.shadow, game, this.written)
      if (this.shadow.seq !== game.state.seq) throw new Error(`the journal's copy of the game is at command ${this.shadow.seq} but the game is at ${game.state.seq}`)
    } catch (e) {
      this.broken = new Error(`the journal ${this.file} stopped following its game: ${(e as Error).message}`)
      throw this.broken
    }
    this.written = game.commands.length
    this.flush()
    return added
  }

  /** Record who plays each seat now (a guest took a seat, a bot was put in): a line if it changed. */
  setSeats(seats: Record<SeatId, SeatKindName>): void {
    const json = canonicalJson(seats)
    if (json === this.seatsJson) return
    this.pending += journalText({ seats: { ...seats } })
    this.seatsJson = json
    this.flush()
  }

  /** Stop writing; the file stays as it is. */
  close(): void {
    if (this.fd === null) return
    const fd = this.fd
    this.fd = null
    closeSync(fd)
  }

  private flush(): void {
    if (this.pending === '') return
    if (this.fd === null) throw new Error(`the journal ${this.file} is closed`)
    const data = Buffer.from(this.pending, 'utf8')
    try {
      let off = 0
      while (off < data.length) off += writeSync(this.fd, data, off, data.length - off, this.size + off)
      fdatasyncSync(this.fd)
    } catch (e) {
      // leave no half line behind for the next append to run on from
      try {
        ftruncateSync(this.fd, this.size)
      } catch {
        // the next successful write starts at the same place and overwrites it anyway
      }
      throw e
    }
    this.size += data.length
    this.pending = ''
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
