/**
 * Issue 27: disk errors are save errors, never game errors. The host's saves folder is a small tmpfs the test
 * mounts in a mount namespace of its own (`unshare -rm`: nothing outside it sees the mount), first filled up while
 * a game is played, then mounted read-only before the host starts. The host runs in that namespace
 * (electron/testing/disk-trouble-host.ts) and reports what its players were sent and what is on disk.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const probe = spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=64k none /tmp 2>&1'], { encoding: 'utf8' })
const why = probe.error ? `unshare is not here (${probe.error.message})` : probe.status !== 0 ? `this machine allows no mount namespace (${(probe.stderr || probe.stdout).trim()})` : null
if (why) console.log(`disk-trouble.test.ts: skipped, ${why}: the full and read-only disk cases need a tmpfs of their own`)

const dir = mkdtempSync(join(tmpdir(), 'overdive-disk-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Report {
  [k: string]: unknown
  autosave: { saving: boolean; message: string }[]
  broken: boolean
}

/** Run the host in a namespace with a 512 KiB tmpfs (read-only if asked) as its saves folder. */
function run(which: 'full' | 'read-only'): Report {
  const mount = `mount -t tmpfs -o size=512k${which === 'read-only' ? ',ro' : ''} none "$0"`
  const r = spawnSync('unshare', ['-rm', 'sh', '-c', `${mount} && exec "$1" --import tsx electron/testing/disk-trouble-host.ts "$0" ${which}`, dir, process.execPath], { encoding: 'utf8', timeout: 60_000 })
  const line = r.stdout.trim().split('\n').at(-1) ?? ''
  if (r.status !== 0 || !line.startsWith('{')) throw new Error(`the host in the namespace failed (${r.status}): ${r.stderr}`)
  return JSON.parse(line) as Report
}

describe.skipIf(why !== null)('a saves folder that fills up during a game', () => {
  it('says why a save failed, tells the players, keeps playing, and catches the journal up once there is room', () => {
    const r = run('full')
    expect(r.filled).toMatchObject({ code: 'ENOSPC' })
    // the manual save is refused in words, as a save error: the game is not broken
    expect(r.saveError).toMatchObject({ code: 'save-failed', message: expect.stringMatching(/^Not saved: the disk is full\. The game goes on/) })
    expect(r.broken).toBe(false)
    // the players were told at once, and told again when it was saved once more
    expect(r.autosave).toEqual([
      { saving: false, message: 'not being saved: the disk is full' },
      { saving: true, message: '' },
    ])
    // the game went on while nothing could be written
    expect(r.afterFullCommands as number).toBeGreaterThan(r.commandsBefore as number)
    expect(r.welcomeWhileFull).toMatch(/the disk is full/)
    // no temporary file of the failed writes is left to be listed as an interrupted save
    expect(r.filesWhileFull).toEqual([expect.stringMatching(/^autosave-.*\.journal$/)])
    // the journal caught up with every command, without a new one to carry it
    expect(r.onDiskAfter).toBe(r.commandsAfter)
    expect(r.onDiskLater).toBe(r.commandsLater)
  })
})

describe.skipIf(why !== null)('a saves folder that is read-only when the host starts', () => {
  it('is found at the start, said to the screen, and games are played and saved once it can be written', () => {
    const r = run('read-only')
    expect(r.problemAtStart).toMatch(/games cannot be saved in .*: the folder is read-only/)
    expect(r.welcomeProblem).toMatch(/the folder is read-only/)
    expect(r.saveError).toMatchObject({ code: 'save-failed', message: expect.stringMatching(/^Not saved: the folder is read-only/) })
    expect(r.broken).toBe(false)
    expect(r.commandsWhileReadOnly as number).toBeGreaterThan(0)
    expect(r.onDiskWhileReadOnly).toBeNull()
    // the player who joined the game was told it is not being saved, and then that it is
    expect(r.autosave).toEqual([
      { saving: false, message: 'not being saved: the folder is read-only' },
      { saving: true, message: '' },
    ])
    // remounted writable: the journal is opened and holds every command; a manual save works again
    expect(r.onDiskAfter).toBe(r.commandsAfter)
    expect(r.savedAfter).toBe('mid-game.json')
  })
})
