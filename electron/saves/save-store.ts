/**
 * The saves folder. The main process owns save files: writes are atomic (a temporary file, fsync, then rename,
 * then fsync of the folder), a damaged file is never overwritten, and one bad file never hides the others.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Content } from '../../shared/content/types'
import { readSave, SaveError, serializeSave, type LoadedSave, type SaveFile, type SaveMeta } from '../../shared/save/save-file'

export interface SaveEntry {
  file: string
  /** bytes on disk */
  size: number
  savedAt: string | null
  kind: SaveFile['kind'] | null
  meta: SaveMeta | null
  /** why the file cannot be opened, if it cannot */
  problem: string | null
  /** a temporary file left by a write that was interrupted (the process was killed while saving) */
  interrupted: boolean
}

const TEMP_MARK = '.tmp-'
let tempCounter = 0

/** A file name safe on every platform, ending in .json. */
export function safeFileName(name: string): string {
  const base = name
    .replace(/\.json$/i, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '-')
    .replace(/^[.\s-]+/, '')
    .slice(0, 80)
  return `${base || 'save'}.json`
}

export class SaveStore {
  constructor(
    readonly dir: string,
    private readonly content: Content,
  ) {
    mkdirSync(dir, { recursive: true })
  }

  path(file: string): string {
    if (file !== basename(file) || file.startsWith('.')) throw new SaveError('not-a-save', `"${file}" is not a save in the saves folder`)
    return join(this.dir, file)
  }

  /**
   * Write a save atomically. If the target exists and cannot be read as a save it is left alone and the new save
   * gets another name. Returns the file name written.
   */
  write(file: string, save: SaveFile): string {
    let name = safeFileName(file)
    if (existsSync(this.path(name)) && !this.readable(name)) name = this.freeName(name)
    writeAtomic(this.path(name), serializeSave(save))
    return name
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

  private readable(file: string): boolean {
    try {
      readSave(this.content, readFileSync(this.path(file), 'utf8'))
      return true
    } catch {
      return false
    }
  }

  /** Read a save; a SaveError names the file and what is wrong with it. */
  read(file: string): LoadedSave {
    let text: string
    try {
      text = readFileSync(this.path(file), 'utf8')
    } catch (e) {
      throw new SaveError('not-a-save', `${file}: cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`)
    }
    try {
      return readSave(this.content, text)
    } catch (e) {
      if (e instanceof SaveError) throw new SaveError(e.code, `${file}: ${e.message}`)
      throw e
    }
  }

  /** The file's text (to export it). */
  text(file: string): string {
    return readFileSync(this.path(file), 'utf8')
  }

  /** Every save in the folder, newest first, with a problem noted for each one that cannot be opened. */
  list(): SaveEntry[] {
    const out: SaveEntry[] = []
    for (const file of readdirSync(this.dir)) {
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
        out.push({ file, size, savedAt: null, kind: null, meta: null, problem: 'an interrupted write: the save was being written when the program stopped; the previous save is intact', interrupted: true })
        continue
      }
      if (!file.endsWith('.json')) continue
      try {
        const { save } = this.read(file)
        out.push({ file, size, savedAt: save.savedAt, kind: save.kind, meta: save.meta, problem: null, interrupted: false })
      } catch (e) {
        out.push({ file, size, savedAt: null, kind: null, meta: null, problem: (e as Error).message, interrupted: false })
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
}

/** Write a file so that it is either the old one or the new one, never half of either. */
export function writeAtomic(target: string, text: string): void {
  const temp = `${target}${TEMP_MARK}${process.pid}-${tempCounter++}`
  const fd = openSync(temp, 'w')
  try {
    const data = Buffer.from(text, 'utf8')
    let off = 0
    while (off < data.length) off += writeSync(fd, data, off, data.length - off)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temp, target)
  // make the rename itself durable
  try {
    const dirFd = openSync(join(target, '..'), 'r')
    try {
      fsyncSync(dirFd)
    } finally {
      closeSync(dirFd)
    }
  } catch {
    // some platforms cannot fsync a directory; the rename is still atomic
  }
}
