/**
 * The saves folder. The main process owns save files: writes are atomic (a temporary file, fsync, then rename,
 * then fsync of the folder), a new save never takes the name of another file, and one bad file never hides the
 * others. Autosaves are journals (electron/saves/journal.ts), appended to after every command.
 *
 * Loading never trusts a file: read() replays every save and journal through the engine and checks it ends where
 * the file says (shared/save/verify.ts). Listing stays cheap: it checks each save's schema and checksum and reads a
 * journal's first and last lines, without replaying.
 *
 * Games of other rulesets (issue 29: the hex game) live in the same folder: the store is given their content,
 * readAny() reads a file of any ruleset (a card game's as read() does), list() names a file's ruleset, and their
 * journals are written by ruleset-journal-writer.ts and read by ruleset-saves.ts.
 */
import { createHash } from 'node:crypto'
import { closeSync, existsSync, linkSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, statSync, unlinkSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Content } from '../../shared/content/types'
import type { Game } from '../../shared/engine/game'
import type { GameSetup, SeatId } from '../../shared/engine/types'
import type { Seed } from '../../shared/engine/rng'
import { canonicalJson } from '../../shared/save/canonical'
import { CARD_RULESET, makeAnySave, readSave, SaveError, serializeSave, type AnySave, type LoadedSave, type SaveContents, type SaveFile, type SaveMeta, type SeatKindName } from '../../shared/save/save-file'
import { verifyAnySave, verifySave } from '../../shared/save/verify'
import { rulesetNamed, type SaveSource } from '../../shared/save/ruleset-save'
import { CardGame } from '../../shared/rulesets/card'
import type { BaseCommand, RulesetGame } from '../../shared/rulesets/contract'
import { journalRulesetOf, readRulesetJournal, rulesetJournalListing, saveRulesetOf } from './ruleset-saves'
import { RulesetJournalWriter } from './ruleset-journal-writer'
import { sweepTemps, TEMP_MARK, writeAtomic } from './atomic'
import { checkSavesFolder } from './disk-errors'
import { JOURNAL_EXT, journalListing, JournalWriter, readJournal } from './journal'

export { writeAtomic } from './atomic'

export interface SaveEntry {
  file: string
  /** bytes on disk */
  size: number
  savedAt: string | null
  kind: SaveFile['kind'] | null
  meta: SaveMeta | null
  /** the name of the team that won a finished game ("Allied"); null for a draw, a game not over or a bad file */
  winner: string | null
  /** which game the file holds: a digest of the setup and the seed (never the seed itself); null for a bad file */
  game: string | null
  /** why the file cannot be opened, if it cannot */
  problem: string | null
  /** the ruleset of a game other than the card game ('hex'); absent for the card game's files and bad files */
  ruleset?: string
  /** a temporary file left by a write that was interrupted (the process was killed while saving) */
  interrupted: boolean
}

/** A save read and verified: the file (migrated to the format written now) and the game replayed from it. */
export interface VerifiedSave extends LoadedSave {
  game: Game
}

/** A save of any ruleset read and verified (issue 29): the file as a save of its ruleset, and its live game. */
export interface VerifiedAnySave extends LoadedSave<AnySave> {
  game: RulesetGame<BaseCommand>
  /** what the game was started from, to save it again or carry on its journal */
  source: SaveSource
}

/** Names Windows keeps for devices: a file cannot be called this, with or without an extension. */
const RESERVED_NAME = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i
const UID = /^[A-Za-z0-9_-]{1,80}$/

/** A file name safe on every platform, ending in .json. Throws SaveError('bad-name') for a device name. */
export function safeFileName(name: string): string {
  const base = name
    .replace(/\.json$/i, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '-')
    .replace(/^[.\s-]+/, '')
    .slice(0, 80)
  // Windows reads the part before the first dot, trailing spaces ignored: "nul.txt" and "CON " are devices
  if (RESERVED_NAME.test(base.split('.')[0].trimEnd())) throw new SaveError('bad-name', `"${name}" cannot be a save's name: Windows keeps it for a device (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9)`)
  return `${base || 'save'}.json`
}

/**
 * Which game a save holds, the same for every file of one game (its autosave, its manual saves, an export of it):
 * a digest of the setup and the seed. The seed is the game's secret, so only this one-way digest leaves the host.
 */
export function gameIdentity(setup: unknown, seed: Seed): string {
  return createHash('sha256').update(canonicalJson(setup)).update('\n').update(JSON.stringify(seed)).digest('hex').slice(0, 16)
}

/** Who won, by name: the team, or the winning player's seat where scores are kept separately (003 Look Up!'s variant). */
function winnerName(setup: GameSetup, meta: SaveMeta): string | null {
  if (!meta.over || meta.winner === null) return null
  const seat = meta.winnerPlane ? setup.planes.find((p) => p.id === meta.winnerPlane)?.seat : undefined
  const player = seat ? (meta.seats.find((s) => s.id === seat)?.name ?? setup.seats.find((s) => s.id === seat)?.name) : undefined
  return player ?? setup.teams.find((t) => t.id === meta.winner)?.name ?? meta.winner
}

/** The file a game's autosave journal lives in, for the game's uid. */
export function journalFileName(uid: string): string {
  if (!UID.test(uid)) throw new SaveError('bad-name', `"${uid}" cannot name a game's autosave: letters, digits, "-" and "_" only`)
  return `autosave-${uid}${JOURNAL_EXT}`
}

export function isJournal(file: string): boolean {
  return file.endsWith(JOURNAL_EXT)
}

/** A file's JSON, or null when it is not JSON (the reader then says so in its own words). */
function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A journal's first line (read in its first 4 MiB), to tell which ruleset it is of without reading the rest. */
function readHead(path: string): string {
  const fd = openSync(path, 'r')
  try {
    const buffer = Buffer.alloc(4 * 1024 * 1024)
    const text = buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8')
    const end = text.indexOf('\n')
    return end < 0 ? text : text.slice(0, end + 1)
  } finally {
    closeSync(fd)
  }
}

/** A listing entry of another ruleset's game: its summary, the side that won, which game it is, its ruleset. */
function otherEntry(base: SaveEntry, meta: SaveMeta<string>, of: { ruleset: string; setup: unknown; seed: Seed }): SaveEntry {
  return { ...base, meta: meta as unknown as SaveMeta, winner: meta.over ? meta.winner : null, game: gameIdentity(of.setup, of.seed), ruleset: of.ruleset }
}

export class SaveStore {
  /** temporary files of dead writers deleted when the store opened */
  readonly swept: string[]
  /** why games cannot be saved here, found when the store opened (null: they can) */
  readonly problem: string | null

  constructor(
    readonly dir: string,
    private readonly content: Content,
    /** the content of each other ruleset whose games are saved here, by id (issue 29: `{ hex }`); without it, card games only */
    private readonly others: Readonly<Record<string, unknown>> = {},
  ) {
    // a folder that cannot be written does not stop the host: games are played, and the players told why they are not saved
    this.problem = checkSavesFolder(dir)
    let swept: string[] = []
    try {
      swept = sweepTemps(dir)
    } catch {
      // no folder to sweep
    }
    this.swept = swept
  }

  /** Every ruleset's content by id, the card game's among them: what any save here is read with. */
  get contents(): SaveContents {
    return { ...this.others, [CARD_RULESET]: this.content }
  }

  /** The folder is made if it is not there (it could not be when the store opened: a disk read-only then). */
  private ensureFolder(): void {
    mkdirSync(this.dir, { recursive: true })
  }

  /** Whether games can be saved here now: null, or why not in words. */
  check(): string | null {
    return checkSavesFolder(this.dir)
  }

  path(file: string): string {
    if (file !== basename(file) || file.startsWith('.')) throw new SaveError('not-a-save', `"${file}" is not a save in the saves folder`)
    return join(this.dir, file)
  }

  /**
   * Write a save atomically under `file` (made safe), replacing a file of that name. A new save takes a name from
   * freeNameIfTaken first, so that it never replaces another. Returns the file name written.
   */
  write(file: string, save: SaveFile): string {
    const name = safeFileName(file)
    this.ensureFolder()
    writeAtomic(this.path(name), serializeSave(save))
    return name
  }

  /** Write a save's text, checked already (save-check.ts), atomically under `file` (made safe). Returns the name written. */
  writeText(file: string, text: string): string {
    const name = safeFileName(file)
    this.ensureFolder()
    writeAtomic(this.path(name), text)
    return name
  }

  /**
   * Import a save from its text: read, migrated and verified by replaying it, then written under a name no other
   * file has. A file that fails is refused and nothing is written. Returns the file name written.
   */
  import(name: string, text: string): string {
    const { save } = readSave(this.contents, text)
    verifyAnySave(this.contents, save)
    return this.write(this.freeNameIfTaken(name), save as SaveFile)
  }

  /** The name itself if no file has it, else a free one: manual saves never replace another save. */
  freeNameIfTaken(file: string): string {
    const name = safeFileName(file)
    return existsSync(this.path(name)) ? this.freeName(name) : name
  }

  /** A name not used yet: "name (2).json", "name (3).json"... */
  freeName(file: string): string {
    const base = safeFileName(file).replace(/\.json$/, '')
    for (let k = 2; ; k++) {
      const candidate = `${base} (${k}).json`
      if (!existsSync(this.path(candidate))) return candidate
    }
  }

  /**
   * Start the autosave journal of a game, `autosave-<uid>.journal`, with every command it has so far. The game
   * keeps this one file to its end: a file already there under that name is replaced. `replaces` names a format
   * 2 autosave of the same game (`autosave-<uid>.json`) that the journal takes over from; it is deleted once the
   * journal is on disk.
   */
  startJournal(uid: string, game: Game, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date; replaces?: string } = {}): JournalWriter {
    this.ensureFolder()
    const writer = JournalWriter.create(this.content, this.path(journalFileName(uid)), game, seats, opts)
    if (opts.replaces && /^autosave-.*\.json$/.test(opts.replaces) && existsSync(this.path(opts.replaces))) unlinkSync(this.path(opts.replaces))
    return writer
  }

  /** Start the autosave journal of a game of another ruleset (issue 29): as startJournal, through the contract. */
  startRulesetJournal(uid: string, src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { app?: string; now?: Date } = {}): RulesetJournalWriter {
    this.ensureFolder()
    return RulesetJournalWriter.create(this.contents, this.path(journalFileName(uid)), src, seats, opts)
  }

  /** Carry on the journal of a game of another ruleset loaded from it (readAny(file)), in the same file. */
  resumeRulesetJournal(file: string, src: SaveSource, seats: Record<SeatId, SeatKindName>, opts: { app?: string } = {}): RulesetJournalWriter {
    if (!isJournal(file)) throw new SaveError('not-a-save', `${file} is not an autosave journal`)
    return RulesetJournalWriter.resume(this.contents, this.path(file), src, seats, opts)
  }

  /** Carry on a journal for the game that was loaded from it (read(file)), in the same file. */
  resumeJournal(file: string, game: Game, seats: Record<SeatId, SeatKindName>, opts: { app?: string } = {}): JournalWriter {
    if (!isJournal(file)) throw new SaveError('not-a-save', `${file} is not an autosave journal`)
    return JournalWriter.resume(this.content, this.path(file), game, seats, opts)
  }

  /**
   * Read a save or a journal and verify it by replaying it; a SaveError names the file and what is wrong with it.
   * Returns the save (a journal as a save of kind "autosave") and the game replayed from it, ready to play on.
   */
  read(file: string): VerifiedSave {
    const path = this.path(file)
    try {
      if (isJournal(file)) {
        const { save, game } = readJournal(this.content, path)
        return { save, game, migratedFrom: null }
      }
      const loaded = readSave(this.content, readFileSync(path, 'utf8'))
      return { ...loaded, game: verifySave(this.content, loaded.save) }
    } catch (e) {
      if (e instanceof SaveError) throw new SaveError(e.code, `${file}: ${e.message}`)
      const code = (e as NodeJS.ErrnoException).code
      if (code) throw new SaveError('not-a-save', `${file}: cannot be read (${code})`)
      throw e
    }
  }

  /**
   * Read a save or a journal of any ruleset and verify it by replaying it (issue 29): a card game's as read() does,
   * another ruleset's through the contract. A SaveError names the file and what is wrong with it.
   */
  readAny(file: string): VerifiedAnySave {
    const path = this.path(file)
    try {
      const text = readFileSync(path, 'utf8')
      const id = isJournal(file) ? journalRulesetOf(text) : saveRulesetOf(jsonOrNull(text))
      if (id === CARD_RULESET) {
        const { save, game, migratedFrom } = this.read(file)
        const card = new CardGame(game)
        return { save, migratedFrom, game: card, source: { ruleset: rulesetNamed(CARD_RULESET), game: card, setup: game.state.setup, seed: game.state.seed } }
      }
      if (isJournal(file)) {
        const { save, game } = readRulesetJournal(this.contents, path)
        return { save, game, migratedFrom: null, source: { ruleset: rulesetNamed(save.ruleset), game, setup: save.setup, seed: save.seed } }
      }
      const loaded = readSave(this.contents, text)
      const game = verifyAnySave(this.contents, loaded.save)
      return { ...loaded, game, source: { ruleset: rulesetNamed(loaded.save.ruleset), game, setup: loaded.save.setup, seed: loaded.save.seed } }
    } catch (e) {
      if (e instanceof SaveError) throw e.message.startsWith(`${file}: `) ? e : new SaveError(e.code, `${file}: ${e.message}`)
      const code = (e as NodeJS.ErrnoException).code
      if (code) throw new SaveError('not-a-save', `${file}: cannot be read (${code})`)
      throw e
    }
  }

  /** The file's text, to export it: a journal is given as a save file. */
  text(file: string): string {
    if (isJournal(file)) return serializeSave(this.readAny(file).save as SaveFile)
    return readFileSync(this.path(file), 'utf8')
  }

  /** Every save in the folder, newest first, with a problem noted for each one that cannot be opened. */
  list(): SaveEntry[] {
    const out: SaveEntry[] = []
    let files: string[]
    try {
      files = readdirSync(this.dir)
    } catch (e) {
      // no folder yet (it could not be made: problem says why): no saves
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw e
    }
    for (const file of files) {
      const full = join(this.dir, file)
      let size = 0
      try {
        const st = statSync(full)
        if (!st.isFile()) continue
        size = st.size
      } catch {
        continue
      }
      if (file.includes(TEMP_MARK)) {
        out.push({ file, size, savedAt: null, kind: null, meta: null, winner: null, game: null, problem: 'an interrupted write: the save was being written when the program stopped; the previous save is intact', interrupted: true })
        continue
      }
      const entry = (savedAt: string | null, kind: SaveEntry['kind'], meta: SaveMeta | null, problem: string | null, of?: { setup: GameSetup; seed: Seed }): SaveEntry => ({
        file,
        size,
        savedAt,
        kind,
        meta,
        winner: of && meta ? winnerName(of.setup, meta) : null,
        game: of ? gameIdentity(of.setup, of.seed) : null,
        problem,
        interrupted: false,
      })
      try {
        if (isJournal(file)) {
          if (journalRulesetOf(readHead(full)) !== CARD_RULESET) {
            const { savedAt, meta, header } = rulesetJournalListing(this.contents, full)
            out.push(otherEntry(entry(savedAt, 'autosave', null, null), meta, header))
            continue
          }
          const { savedAt, meta, header } = journalListing(full)
          out.push(entry(savedAt, 'autosave', meta, null, header))
        } else if (file.endsWith('.json')) {
          const { save } = readSave(this.contents, readFileSync(full, 'utf8'))
          if (save.ruleset !== CARD_RULESET) out.push(otherEntry(entry(save.savedAt, save.kind, null, null), save.meta, save))
          else out.push(entry(save.savedAt, save.kind, save.meta as SaveMeta, null, save as SaveFile))
        }
      } catch (e) {
        out.push(entry(null, null, null, `${file}: ${(e as Error).message}`))
      }
    }
    return out.sort((a, b) => (b.savedAt ?? '').localeCompare(a.savedAt ?? '') || a.file.localeCompare(b.file))
  }

  /** Unfinished games left by autosave: what the next start offers to resume. */
  resumable(): SaveEntry[] {
    return this.list().filter((e) => e.kind === 'autosave' && e.meta && !e.meta.over)
  }

  remove(file: string): void {
    unlinkSync(this.path(file))
  }

  /**
   * Give a save a new name; returns the file name it has now. The name is made safe as write() makes it (a
   * Windows device name is refused), and a name another file has is refused: a rename never replaces a save.
   * An autosave becomes a manual save under the name (a named game is no longer offered for crash recovery, and
   * its game, if resumed, autosaves afresh). The host refuses to rename the autosave of a game still running.
   */
  rename(file: string, name: string): string {
    const from = this.path(file)
    if (!existsSync(from)) throw new SaveError('not-a-save', `there is no save "${file}" in the saves folder`)
    if (file.includes(TEMP_MARK)) throw new SaveError('not-a-save', `${file} is an interrupted write, not a save: it cannot be renamed`)
    const to = safeFileName(name)
    if (to === file) return file
    const target = this.path(to)
    // "Duel.json" and "duel.json" are one file on Windows and macOS: only the same file may take the new case
    const sameFile = to.toLowerCase() === file.toLowerCase()
    if (!sameFile && existsSync(target)) throw new SaveError('bad-name', `a save called "${to.replace(/\.json$/, '')}" is already in the saves folder: choose another name`)
    const journal = isJournal(file) ? this.readAny(file) : null
    const { save } = journal ?? readSave(this.contents, readFileSync(from, 'utf8'))
    if (save.kind === 'autosave') {
      // the game's autosave becomes a save of its own under the new name, then the autosave goes (a card game's
      // as makeSave writes it, another ruleset's through the contract)
      const source = (journal ?? this.readAny(file)).source
      const manual = makeAnySave(source, save.seats, { kind: 'manual', app: save.app, now: new Date(save.savedAt) }) as SaveFile
      if (sameFile) {
        // a new case of the same name: on Windows and macOS this is one file, written over and then renamed
        writeAtomic(from, serializeSave(manual))
        renameSync(from, target)
        return to
      }
      writeAtomic(target, serializeSave(manual))
      unlinkSync(from)
      return to
    }
    if (sameFile) {
      renameSync(from, target)
      return to
    }
    try {
      // a hard link fails if the name is taken, where a rename would replace the file
      linkSync(from, target)
      unlinkSync(from)
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
      if (code === 'EEXIST') throw new SaveError('bad-name', `a save called "${to.replace(/\.json$/, '')}" is already in the saves folder: choose another name`)
      // a file system without hard links: the name was free a moment ago
      if (existsSync(target)) throw e
      renameSync(from, target)
    }
    return to
  }
}
