/**
 * The append-only file under every autosave journal (journal.ts for the card game, ruleset-journal-writer.ts for
 * the other rulesets): created whole and atomically, then kept open and appended to, each append made durable with
 * fdatasync before the host carries on. A failed write leaves no half line behind: its lines wait and go first with
 * the next append. The writers differ only in how a command becomes lines; this file owns the bytes on disk.
 */
import { closeSync, fdatasyncSync, ftruncateSync, openSync, writeSync } from 'node:fs'
import { basename } from 'node:path'
import { canonicalJson } from '../../shared/save/canonical'
import { journalText } from '../../shared/save/journal'
import type { SeatKindName } from '../../shared/save/save-format'
import { writeAtomic } from './atomic'

export class JournalFile {
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
    fd: number,
    size: number,
    written: number,
    seats: Record<string, SeatKindName>,
  ) {
    this.fd = fd
    this.size = size
    this.written = written
    this.seatsJson = canonicalJson(seats)
  }

  /** Write `text` (the header and the lines of `written` commands) at `path`, atomically, replacing any file there. */
  static create(path: string, text: string, written: number, seats: Record<string, SeatKindName>): JournalFile {
    writeAtomic(path, text)
    return new JournalFile(path, openSync(path, 'r+'), Buffer.byteLength(text), written, seats)
  }

  /**
   * Carry on the journal at `path` whose first `size` bytes hold `written` commands, read whole as `length` bytes: a
   * last line cut short (beyond `size`) is cut off, so that the next line does not run on from it.
   */
  static reopen(path: string, length: number, size: number, written: number, seats: Record<string, SeatKindName>): JournalFile {
    const fd = openSync(path, 'r+')
    try {
      if (size !== length) {
        ftruncateSync(fd, size)
        fdatasyncSync(fd)
      }
    } catch (e) {
      closeSync(fd)
      throw e
    }
    return new JournalFile(path, fd, size, written, seats)
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
   * Write the lines of the game's commands from the journal's count up to `total`, durably. `linesFrom(n)` makes
   * them (advancing the writer's copy of the game); `check` throws if that copy no longer matches the game. Either
   * failing breaks the journal for good. Returns how many commands were added.
   */
  append(total: number, linesFrom: (from: number) => string, check: () => void): number {
    if (this.broken) throw this.broken
    if (total < this.written) throw new Error(`the game has ${total} commands but its journal already holds ${this.written}: it is not the journal's game`)
    const added = total - this.written
    try {
      this.pending += linesFrom(this.written)
      check()
    } catch (e) {
      this.broken = new Error(`the journal ${this.file} stopped following its game: ${(e as Error).message}`)
      throw this.broken
    }
    this.written = total
    this.flush()
    return added
  }

  /** Record who plays each seat now (a guest took a seat, a bot was put in): a line if it changed. */
  setSeats(seats: Record<string, SeatKindName>): void {
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
