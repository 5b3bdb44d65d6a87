/**
 * The fuses, against a stand-in for Electron's distribution: a fake binary that carries the fuse wire the way
 * Electron's does (@electron/fuses' sentinel, a version byte, a length byte, then one ASCII '0'/'1' per fuse).
 * The fake binary is a shell script, so that --launch can start it as well.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FuseV1Options, FuseVersion } from '@electron/fuses'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FUSE_SETTINGS, fuseConfig } from './fuse-config'
import { fuseCopy, fuseFileOf, locateElectron } from './fused-electron'
import { run } from './run'

/** @electron/fuses 1.8.0's sentinel (node_modules/@electron/fuses/dist/constants.js). */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
/** Electron's defaults for the eight fuses @electron/fuses names, and a ninth it does not (stays as shipped). */
const STOCK_WIRE = '101100011'

let base: string
let pkg: string

/** A fake node_modules/electron: path.txt, and dist/ with the "binary", a library, resources and locales. */
function fakeElectron(wire = STOCK_WIRE): void {
  pkg = join(base, 'node_modules', 'electron')
  const dist = join(pkg, 'dist')
  mkdirSync(join(dist, 'resources'), { recursive: true })
  mkdirSync(join(dist, 'locales'), { recursive: true })
  writeFileSync(join(pkg, 'path.txt'), 'electron')
  const script = `#!/bin/sh\n# ${SENTINEL}\u0001${String.fromCharCode(wire.length)}${wire}\necho "started with: $*"\necho "cwd: $(pwd)"\nexit 7\n`
  writeFileSync(join(dist, 'electron'), script)
  chmodSync(join(dist, 'electron'), 0o755)
  writeFileSync(join(dist, 'libffmpeg.so'), 'a library')
  writeFileSync(join(dist, 'resources', 'default_app.asar'), 'the default app')
  writeFileSync(join(dist, 'locales', 'en-US.pak'), 'strings')
  writeFileSync(join(dist, 'version'), '45.4.1')
}

/** The wire as a string of state characters, read straight from the file's bytes. */
function wireOf(file: string): string {
  const bytes = readFileSync(file)
  const at = bytes.indexOf(SENTINEL)
  expect(at, `no sentinel in ${file}`).toBeGreaterThanOrEqual(0)
  const start = at + SENTINEL.length
  expect(bytes[start]).toBe(1)
  return bytes.subarray(start + 2, start + 2 + bytes[start + 1]).toString('latin1')
}

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'overdive-fuses-'))
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

describe('the fuse settings', () => {
  it('turn off running as Node, NODE_OPTIONS, --inspect and file: privileges; turn on cookie encryption', () => {
    const dev = fuseConfig({ packaged: false })
    expect(dev).toEqual({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    })
  })

  it('leave the asar fuses to a packaged build, and turn both on there', () => {
    expect(fuseConfig({ packaged: false })).not.toHaveProperty(String(FuseV1Options.OnlyLoadAppFromAsar))
    expect(fuseConfig({ packaged: false })).not.toHaveProperty(String(FuseV1Options.EnableEmbeddedAsarIntegrityValidation))
    const packaged = fuseConfig({ packaged: true })
    expect(packaged[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true)
    expect(packaged[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true)
    expect(packaged[FuseV1Options.RunAsNode]).toBe(false)
  })

  it('name every fuse @electron/fuses knows, once, with a reason', () => {
    const known = Object.values(FuseV1Options).filter((v) => typeof v === 'number')
    expect(FUSE_SETTINGS.map((s) => s.fuse).sort()).toEqual([...known].sort())
    for (const s of FUSE_SETTINGS) {
      expect(FuseV1Options[s.name]).toBe(s.fuse)
      expect(s.why.length).toBeGreaterThan(20)
    }
  })
})

describe('finding Electron without require("electron") (which would download it)', () => {
  it('says why when path.txt is missing', () => {
    const where = locateElectron(join(base, 'node_modules', 'electron'), {})
    expect(where).toEqual({ missing: expect.stringMatching(/path\.txt is missing: the Electron binary was never downloaded/) })
  })

  it('says why when the binary is missing', () => {
    fakeElectron()
    rmSync(join(pkg, 'dist', 'electron'))
    expect(locateElectron(pkg, {})).toEqual({ missing: expect.stringMatching(/dist[\\/]electron is missing/) })
  })

  it('finds it in dist/, or where ELECTRON_OVERRIDE_DIST_PATH says', () => {
    fakeElectron()
    expect(locateElectron(pkg, {})).toEqual({ dist: join(pkg, 'dist'), executable: 'electron' })
    expect(locateElectron(pkg, { ELECTRON_OVERRIDE_DIST_PATH: join(pkg, 'dist') })).toEqual({ dist: join(pkg, 'dist'), executable: 'electron' })
  })

  it('knows where a macOS bundle keeps its fuses', () => {
    expect(fuseFileOf('/x/dist/Electron.app/Contents/MacOS/Electron')).toBe(join('/x/dist/Electron.app', 'Contents', 'Frameworks', 'Electron Framework.framework', 'Electron Framework'))
    expect(fuseFileOf('/x/dist/electron')).toBe('/x/dist/electron')
  })
})

describe('the fused copy', () => {
  it('flips the copy’s fuses, byte for byte, and leaves node_modules’ binary as it was', async () => {
    fakeElectron()
    const original = readFileSync(join(pkg, 'dist', 'electron'))
    const where = locateElectron(pkg, {})
    if ('missing' in where) throw new Error(where.missing)
    const dest = join(base, 'out', 'electron')
    const fused = await fuseCopy(where, dest, fuseConfig({ packaged: false }), 'linux')
    expect(fused.executable).toBe(join(dest, 'electron'))
    expect(fused.copied).toBe(true)
    //                              RunAsNode, cookies, NODE_OPTIONS, inspect, asar integrity, asar only, snapshot, file:, (9th)
    expect(wireOf(fused.executable)).toBe(['0', '1', '0', '0', '0', '0', '0', '0', '1'].join(''))
    expect(readFileSync(join(pkg, 'dist', 'electron'))).toEqual(original)
    expect(wireOf(join(pkg, 'dist', 'electron'))).toBe(STOCK_WIRE)
    // everything else is there, linked rather than copied; the binary is a file of its own
    for (const f of ['libffmpeg.so', 'resources/default_app.asar', 'locales/en-US.pak', 'version']) {
      expect(readFileSync(join(dest, f), 'utf8')).toBe(readFileSync(join(pkg, 'dist', f), 'utf8'))
      expect(statSync(join(dest, f)).ino, f).toBe(statSync(join(pkg, 'dist', f)).ino)
    }
    expect(statSync(fused.executable).ino).not.toBe(statSync(join(pkg, 'dist', 'electron')).ino)
    expect(statSync(fused.executable).mode & 0o111).not.toBe(0)
  })

  it('flips the asar fuses for a packaged build', async () => {
    fakeElectron()
    const where = locateElectron(pkg, {})
    if ('missing' in where) throw new Error(where.missing)
    const fused = await fuseCopy(where, join(base, 'out', 'electron'), fuseConfig({ packaged: true }), 'linux')
    expect(wireOf(fused.executable)).toBe('010011001')
  })

  it('keeps a good copy on the next start and makes a fresh one when Electron changes', async () => {
    fakeElectron()
    const where = locateElectron(pkg, {})
    if ('missing' in where) throw new Error(where.missing)
    const dest = join(base, 'out', 'electron')
    await fuseCopy(where, dest, fuseConfig({ packaged: false }), 'linux')
    const again = await fuseCopy(where, dest, fuseConfig({ packaged: false }), 'linux')
    expect(again.copied).toBe(false)
    expect(wireOf(again.executable)).toBe('010000001')
    // a new Electron (another size): copied afresh, and flipped
    fakeElectron('1011000111')
    const fresh = await fuseCopy(where, dest, fuseConfig({ packaged: false }), 'linux')
    expect(fresh.copied).toBe(true)
    expect(wireOf(fresh.executable)).toBe('0100000011')
  })

  it('refuses a binary without the fuse wire', async () => {
    fakeElectron()
    writeFileSync(join(pkg, 'dist', 'electron'), 'no fuses here')
    const where = locateElectron(pkg, {})
    if ('missing' in where) throw new Error(where.missing)
    await expect(fuseCopy(where, join(base, 'out', 'electron'), fuseConfig({ packaged: false }), 'linux')).rejects.toThrow(/sentinel/)
  })
})

describe('the runner (npm start)', () => {
  it('without the Electron binary: says so plainly and how to recover, flips nothing, starts nothing, exits 1', async () => {
    const lines: string[] = []
    const code = await run({ argv: ['--launch'], cwd: base, env: {}, log: (l) => lines.push(l) })
    expect(code).toBe(1)
    expect(lines.join('\n')).toMatch(/NOT flipped: .*the Electron binary was never downloaded/)
    expect(lines.join('\n')).toMatch(/not started/)
    expect(lines.join('\n')).toMatch(/npx install-electron/)
    expect(lines.join('\n')).toMatch(/npm run serve/)
    expect(existsSync(join(base, 'out'))).toBe(false)
  })

  it('with --launch a binary not downloaded yet is downloaded by the Electron installer first, then the app starts', async () => {
    fakeElectron()
    // the download to come: the installer puts back what fakeElectron made
    const stash = join(base, 'stash')
    mkdirSync(stash)
    renameSync(join(pkg, 'dist'), join(stash, 'dist'))
    renameSync(join(pkg, 'path.txt'), join(stash, 'path.txt'))
    writeFileSync(join(pkg, 'install.js'), `require('node:fs').cpSync(${JSON.stringify(stash)}, ${JSON.stringify(pkg)}, { recursive: true })\n`)
    const lines: string[] = []
    const code = await run({ argv: ['--launch'], cwd: base, env: { PATH: process.env.PATH }, log: (l) => lines.push(l) })
    expect(lines.join('\n')).toMatch(/downloading it now/)
    expect(code, lines.join('\n')).toBe(7)
    expect(wireOf(join(base, 'out', 'electron', 'electron'))).toBe('010000001')
  })

  it('a download that fails says how to recover and exits 1', async () => {
    mkdirSync(join(base, 'node_modules', 'electron'), { recursive: true })
    writeFileSync(join(base, 'node_modules', 'electron', 'install.js'), 'process.exit(1)\n')
    const lines: string[] = []
    expect(await run({ argv: ['--launch'], cwd: base, env: {}, log: (l) => lines.push(l) })).toBe(1)
    expect(lines.join('\n')).toMatch(/downloading it now[\s\S]*not started[\s\S]*npx install-electron/)
  })

  it('without the Electron binary and without --launch there is nothing to do: exits 0', async () => {
    const lines: string[] = []
    expect(await run({ argv: [], cwd: base, env: {}, log: (l) => lines.push(l) })).toBe(0)
    expect(lines.join('\n')).toMatch(/Nothing to do/)
  })

  it('flips the copy in out/electron (or OVERDIVE_OUT/electron) and prints every fuse', async () => {
    fakeElectron()
    const lines: string[] = []
    expect(await run({ argv: [], cwd: base, env: { OVERDIVE_OUT: 'out-x' }, log: (l) => lines.push(l) })).toBe(0)
    expect(wireOf(join(base, 'out-x', 'electron', 'electron'))).toBe('010000001')
    const text = lines.join('\n')
    expect(text).toMatch(/RunAsNode: off/)
    expect(text).toMatch(/EnableCookieEncryption: on/)
    expect(text).toMatch(/EnableNodeCliInspectArguments: off/)
    expect(text).toMatch(/OnlyLoadAppFromAsar: off \(set only when packaged\)/)
  })

  it('with --launch starts the app (`.`) on the fused copy and returns its exit code', async () => {
    fakeElectron()
    const out = join(base, 'launch.txt')
    // the fake Electron's output goes to a file: the runner hands the child its own stdio
    writeFileSync(join(pkg, 'dist', 'electron'), readFileSync(join(pkg, 'dist', 'electron'), 'utf8').replace('exit 7', `echo "$0" >> ${out}\necho "$*" >> ${out}\nexit 7`))
    const code = await run({ argv: ['--launch', '--', '--lang=en'], cwd: base, env: { PATH: process.env.PATH }, log: () => {} })
    expect(code).toBe(7)
    const [binary, args] = readFileSync(out, 'utf8').trim().split('\n')
    expect(resolve(base, binary)).toBe(join(base, 'out', 'electron', 'electron'))
    expect(args).toBe('. --lang=en')
  })

  it('exits 1 with the reason when run as a command (npm start), too', () => {
    const root = resolve(__dirname, '../..')
    const r = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'electron', 'fuses', 'run.ts'), '--launch', '--electron', join(base, 'nowhere')], { cwd: base, encoding: 'utf8' })
    expect(r.status, r.stderr).toBe(1)
    expect(r.stdout).toMatch(/\[fuses\] NOT flipped: .*path\.txt is missing/)
  })
})
