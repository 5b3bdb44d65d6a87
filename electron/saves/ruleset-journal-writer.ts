/**
 * The autosave journal on disk of a game of any ruleset other than the card game (issue 29): the same file and the
 * same promises as the card game's (journal.ts): `autosave-<uid>.journal`, created whole and atomically, then kept
 * open and appended to, a line per command made durable with fdatasync before the host carries on. The lines are
 * shared/save/ruleset-journal.ts's: each says where the ruleset's summary puts the game after its command. The
 * writer follows the game on a copy of its own (the ruleset's `start` and `play` from the setup and seed), so that
 * each line is where the game stood after that command, however many are written at once after a failed write.
 */
import { closeSync, fdatasyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs'
import { basename } from 'node:path'
import type { BaseCommand, RulesetGame, SeatId } from '../../shared/rulesets/contract'
import { canonicalJson } from '../../shared/save/canonical'
import { journalText } from '../../shared/save/journal'
import { parseRulesetJournal, rulesetJournalHeader, rulesetJournalSeats, rulesetLineMeta, type RulesetJournal } from '../../shared/save/ruleset-journal'
import { contentFor, SaveError, type SaveContents, type SeatKindName } from '../../shared/save/save-format'
import type { SaveSource } from '../../shared/save/ruleset-save'
import { cloneJson } from '../../shared/util/clone'
import { writeAtomic } from './atomic'

export class RulesetJournalWriter {
  private fd: number | null
  private size: number
  private written: number
  private pending = ''
  private seatsJson: string
  private broken: Error | null = null

  private constructor(
    readonly path: string,
    private readonly src: SaveSource,
    fd: number,
    size: number,
    written: number,
    /** the journal's own copy of the game, at command `written` */
    private readonly shadow: RulesetGame<BaseCommand>,
    seats: Record<SeatId, SeatKindName>,
  ) {
    this.fd = fd
    this.size = size
    this.written = written
    this.seatsJson = canonicalJson(seats)
  }

  get file(): string {
    return basename(this.path)
  }

  get commands(): number {
    return this.written
  }

  /** Start the journal at `path` with every command the game has so far; a file already there is replaced. */
  static create(contents: SaveContents, path: string, src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date } = {}): RulesetJournalWriter {
    const shadow = src.ruleset.start(contentFor(contents, src.ruleset.id), src.setup, src.seed)
    let text = journalText(rulesetJournalHeader(src, seats, opts))
    text += linesFor(src, shadow, 0)
    writeAtomic(path, text)
    const fd = openSync(path, 'r+')
    return new RulesetJournalWriter(path, src, fd, Buffer.byteLength(text), src.game.commands.length, shadow, seats)
  }

  /**
   * Carry on the journal at `path` for the game loaded from it (the game may be further on). A last line cut short
   * is cut off; a journal too damaged to read is written afresh; the journal of another game is refused.
   */
  static resume(contents: SaveContents, path: string, src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { app?: string } = {}): RulesetJournalWriter {
    const buffer = readFileSync(path)
    const text = buffer.toString('utf8')
    let journal: RulesetJournal
    try {
      journal = parseRulesetJournal(text)
    } catch (e) {
      if (!(e instanceof SaveError) || e.code === 'newer-version' || e.code === 'unknown-ruleset') throw e
      return RulesetJournalWriter.create(contents, path, src, seats, opts)
    }
    const logged = journal.lines.flatMap((l) => ('n' in l ? [l.command] : []))
    const commands = src.game.commands
    const other =
      journal.ruleset.id !== src.ruleset.id ||
      canonicalJson(journal.header.setup) !== canonicalJson(src.setup) ||
      canonicalJson(journal.header.seed) !== canonicalJson(src.seed) ||
      logged.length > commands.length ||
      logged.some((c, i) => canonicalJson(c) !== canonicalJson(commands[i]))
    if (other) throw new SaveError('inconsistent', `${basename(path)} is the journal of another game: this game's autosave cannot go on in it`)
    const shadow = src.ruleset.start(contentFor(contents, src.ruleset.id), src.setup, src.seed)
    for (const c of logged) shadow.play(cloneJson(c))
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
    const writer = new RulesetJournalWriter(path, src, fd, size, logged.length, shadow, rulesetJournalSeats(journal))
    writer.setSeats(seats)
    writer.append(src.game)
    return writer
  }

  /** Write the commands the game has made since the last append, durably. Returns how many it wrote. */
  append(game: RulesetGame<BaseCommand>): number {
    if (this.broken) throw this.broken
    if (game !== this.src.game) throw new Error(`the journal ${this.file} follows another game`)
    if (game.commands.length < this.written) throw new Error(`the game has ${game.commands.length} commands but its journal already holds ${this.written}: it is not the journal's game`)
    const added = game.commands.length - this.written
    try {
      this.pending += linesFor(this.src, this.shadow, this.written)
      if (this.shadow.seq !== game.seq) throw new Error(`the journal's copy of the game is at command ${this.shadow.seq} but the game is at ${game.seq}`)
    } catch (e) {
      this.broken = new Error(`the journal ${this.file} stopped following its game: ${(e as Error).message}`)
      throw this.broken
    }
    this.written = game.commands.length
    this.flush()
    return added
  }

  /** Record who plays each seat now: a line if it changed. */
  setSeats(seats: Record<SeatId, SeatKindName>): void {
    const json = canonicalJson(seats)
    if (json === this.seatsJson) return
    this.pending += journalText({ seats: { ...seats } })
    this.seatsJson = json
    this.flush()
  }

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

/** The journal lines of the game's commands from `from` on, playing them on the journal's copy. */
function linesFor(src: SaveSource, shadow: RulesetGame<BaseCommand>, from: number): string {
  let text = ''
  const commands = src.game.commands
  for (let i = from; i < commands.length; i++) {
    const command = commands[i]
    shadow.play(cloneJson(command))
    text += journalText({ n: i + 1, command, meta: rulesetLineMeta(src.ruleset, shadow, src.setup) })
  }
  return text
}
