/**
 * Disk errors in words a player reads. A save that fails for a reason of the disk (full, read-only, gone) is a
 * save error, never a game error: the game goes on, the player is told why in words, and the host tries again.
 */
import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const WORDS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is larger than the disk allows',
  EROFS: 'the folder is read-only',
  EACCES: 'the folder may not be written to (permission denied)',
  EPERM: 'the folder may not be written to (permission denied)',
  EIO: 'the disk failed to read or write',
  ENOENT: 'the saves folder is gone',
  ENOTDIR: 'the saves folder is not a folder',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
}

/** What went wrong with the disk, in words; null when the error is not the disk's. */
export function diskTrouble(e: unknown): string | null {
  const code = (e as NodeJS.ErrnoException | null)?.code
  return typeof code === 'string' && Object.hasOwn(WORDS, code) ? WORDS[code] : null
}

/**
 * A disk error met writing in `dir`, in words. A file that cannot be made because its folder is missing (ENOENT)
 * is explained by the folder: the disk it should be on may be read-only.
 */
export function diskTroubleIn(dir: string, e: unknown): string | null {
  return diskTrouble(whyNotMade(dir, e))
}

/**
 * Whether the saves folder can be written: it is made if missing, and a small file is written and removed.
 * Returns null when it can, else why not in words (with the folder), for the console and the screen.
 */
export function checkSavesFolder(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    const probe = join(dir, `.write-check-${process.pid}`)
    try {
      writeFileSync(probe, 'ok')
    } finally {
      // made but not written (a full disk): it goes all the same
      rmSync(probe, { force: true })
    }
    return null
  } catch (e) {
    return `games cannot be saved in ${dir}: ${diskTrouble(whyNotMade(dir, e)) ?? (e as Error).message}`
  }
}

/**
 * A folder that could not be made says ENOENT even where its parent is there but read-only: the nearest folder that
 * exists is asked why it cannot be written, for the true reason.
 */
function whyNotMade(dir: string, e: unknown): unknown {
  if ((e as NodeJS.ErrnoException)?.code !== 'ENOENT') return e
  for (let up = dirname(dir); up !== dirname(up); up = dirname(up)) {
    if (!existsSync(up)) continue
    try {
      accessSync(up, constants.W_OK)
      return e
    } catch (why) {
      return why
    }
  }
  return e
}
