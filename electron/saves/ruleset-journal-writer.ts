/**
 * The autosave journal on disk of a game of any ruleset other than the card game (issue 29): the same file and the
 * same promises as the card game's (journal.ts): `autosave-<uid>.journal`, created whole and atomically, then kept
 * open and appended to, a line per command made durable with fdatasync before the host carries on. The lines are
 * shared/save/ruleset-journal.ts's: each says where the ruleset's summary puts the game after its command. The
 * writer follows the game on a copy of its own (the ruleset's `start` and `play` from the setup and seed), so that
 * each line is where the game stood after that command, however many are written at once after a failed write.
 */
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import type { BaseCommand, RulesetGame, SeatId } from '../../shared/rulesets/contract'
import { canonicalJson } from '../../shared/save/canonical'
import { journalText } from '../../shared/save/journal'
import { parseRulesetJournal, rulesetJournalHeader, rulesetJournalSeats, rulesetLineMeta, type RulesetJournal } from '../../shared/save/ruleset-journal'
import { contentFor, SaveError, type SaveContents, type SeatKindName } from '../../shared/save/save-format'
import type { SaveSource } from '../../shared/save/ruleset-save'
import { cloneJson } from '../../shared/util/clone'
import { JournalFile } from './journal-file'

export class RulesetJournalWriter {
  private constructor(
    private readonly out: JournalFile,
    private readonly src: SaveSource,
    /** the journal's own copy of the game, at the journal's last command */
    private readonly shadow: RulesetGame<BaseCommand>,
  ) {}

  get path(): string {
    return this.out.path
  }

  get file(): string {
    return this.out.file
  }

  get commands(): number {
    return this.out.commands
  }

  /** Start the journal at `path` with every command the game has so far; a file already there is replaced. */
  static create(contents: SaveContents, path: string, src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date } = {}): RulesetJournalWriter {
    const shadow = src.ruleset.start(contentFor(contents, src.ruleset.id), src.setup, src.seed)
    const text = journalText(rulesetJournalHeader(src, seats, opts)) + linesFor(src, shadow, 0)
    return new RulesetJournalWriter(JournalFile.create(path, text, src.game.commands.length, seats), src, shadow)
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
    const out = JournalFile.reopen(path, buffer.length, size, logged.length, rulesetJournalSeats(journal))
    const writer = new RulesetJournalWriter(out, src, shadow)
    writer.setSeats(seats)
    writer.append(src.game)
    return writer
  }

  /** Write the commands the game has made since the last append, durably. Returns how many it wrote. */
  append(game: RulesetGame<BaseCommand>): number {
    if (game !== this.src.game) throw new Error(`the journal ${this.file} follows another game`)
    return this.out.append(
      game.commands.length,
      (from) => linesFor(this.src, this.shadow, from),
      () => {
        if (this.shadow.seq !== game.seq) throw new Error(`the journal's copy of the game is at command ${this.shadow.seq} but the game is at ${game.seq}`)
      },
    )
  }

  /** Record who plays each seat now: a line if it changed. */
  setSeats(seats: Record<SeatId, SeatKindName>): void {
    this.out.setSeats(seats)
  }

  close(): void {
    this.out.close()
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
