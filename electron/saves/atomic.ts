/**
 * Atomic writes: a temporary file next to the target (`<target>.tmp-<pid>-<n>`), fsync, rename over the target,
 * fsync of the folder. A reader sees the old file or the new one, never half of either. A write that fails (a full
 * disk) removes its temporary file; a process killed mid-write leaves its own, and the next start clears those
 * whose process is gone.
 */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export const TEMP_MARK = '.tmp-'
const TEMP_PATTERN = /\.tmp-(\d+)-\d+$/
let tempCounter = 0

/** Write a file so that it is either the old one or the new one, never half of either. */
export function writeAtomic(target: string, text: string): void {
  const temp = `${target}${TEMP_MARK}${process.pid}-${tempCounter++}`
  try {
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
  } catch (e) {
    // the target is intact; what was written of the new file goes (on a full disk it is what frees the room)
    try {
      rmSync(temp, { force: true })
    } catch {
      // a read-only folder: nothing was made there to remove
    }
    throw e
  }
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

/** Whether a process with this id is running (one of another user's counts: it may still be writing). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH'
  }
}

/**
 * Delete the temporary files in `dir` left by writes whose process has died: their write never finished and the
 * file they were replacing is intact. Those of a live process (perhaps writing now) are left. Returns the names
 * deleted.
 */
export function sweepTemps(dir: string): string[] {
  const swept: string[] = []
  for (const file of readdirSync(dir)) {
    const m = TEMP_PATTERN.exec(file)
    if (!m) continue
    const pid = Number(m[1])
    if (!Number.isSafeInteger(pid) || pid <= 0 || processAlive(pid)) continue
    try {
      unlinkSync(join(dir, file))
      swept.push(file)
    } catch {
      // gone already, or not ours to delete: the list still reports it
    }
  }
  return swept
}
