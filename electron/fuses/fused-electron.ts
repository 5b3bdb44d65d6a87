/**
 * A fused copy of the Electron binary for `npm start`. The stock binary in node_modules is left alone: it is
 * the development tool (`electron-vite dev`) and Playwright's (which needs --inspect, a fuse turns it off).
 * The copy lives in out/electron/: its files hard-linked to node_modules' (copied where links fail, and always
 * on macOS, whose code signing rewrites files), except the one file holding the fuses, which is a real copy
 * so that flipping it never reaches the original.
 *
 * Never require('electron') here: on a machine without the binary that starts a download.
 */
import { flipFuses, getCurrentFuseWire, type FuseV1Config } from '@electron/fuses'
import { copyFileSync, cpSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** Where the stock Electron is, as electron/index.js would find it, or why it is not there. */
export interface ElectronLocation {
  /** the folder holding the whole Electron distribution */
  dist: string
  /** the executable, relative to dist (path.txt: `electron`, `electron.exe`, `Electron.app/Contents/MacOS/Electron`) */
  executable: string
}

export function locateElectron(electronPackage: string, env: NodeJS.ProcessEnv = process.env): ElectronLocation | { missing: string } {
  const pathFile = join(electronPackage, 'path.txt')
  if (!existsSync(pathFile)) return { missing: `${pathFile} is missing: the Electron binary was never downloaded (npx install-electron)` }
  const executable = readFileSync(pathFile, 'utf8').trim()
  const dist = env.ELECTRON_OVERRIDE_DIST_PATH ? resolve(env.ELECTRON_OVERRIDE_DIST_PATH) : join(electronPackage, 'dist')
  if (!existsSync(join(dist, executable))) return { missing: `${join(dist, executable)} is missing: the Electron binary was never downloaded (npx install-electron)` }
  return { dist, executable }
}

/** The file that holds the fuse wire: the executable, or on macOS the framework inside the app bundle. */
export function fuseFileOf(executablePath: string): string {
  const i = executablePath.indexOf('.app')
  if (i < 0) return executablePath
  return join(executablePath.slice(0, i + 4), 'Contents', 'Frameworks', 'Electron Framework.framework', 'Electron Framework')
}

/** Mirrors `from` into `to`: folders made, symlinks recreated, files hard-linked (or copied). */
function mirror(from: string, to: string, link: boolean): void {
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) {
    const src = join(from, name)
    const dst = join(to, name)
    const st = lstatSync(src)
    if (st.isSymbolicLink()) symlinkSync(readlinkSync(src), dst)
    else if (st.isDirectory()) mirror(src, dst, link)
    else if (link) {
      try {
        linkSync(src, dst)
      } catch {
        copyFileSync(src, dst)
      }
    } else copyFileSync(src, dst)
  }
}

const STAMP = '.overdive-fused.json'

/** What the copy was made from; a different Electron (or settings) makes a fresh copy. */
function stampFor(from: ElectronLocation, config: FuseV1Config): string {
  const bin = statSync(fuseFileOf(join(from.dist, from.executable)))
  return JSON.stringify({ dist: from.dist, executable: from.executable, size: bin.size, mtimeMs: bin.mtimeMs, config })
}

export interface FusedElectron {
  /** the fused executable to start */
  executable: string
  /** the fuse file's wire after flipping: fuse index -> state byte ('0' 48 off, '1' 49 on, 'r' 114 removed) */
  wire: Record<number, number>
  /** false when an earlier copy was still good and only re-flipped */
  copied: boolean
}

/**
 * Makes (or refreshes) the fused copy of `from` in `dest` and flips its fuses to `config`, then reads them back:
 * a fuse that did not take throws.
 */
export async function fuseCopy(from: ElectronLocation, dest: string, config: FuseV1Config, platform: NodeJS.Platform = process.platform): Promise<FusedElectron> {
  const stamp = stampFor(from, config)
  const stampFile = join(dest, STAMP)
  const executable = join(dest, from.executable)
  let copied = false
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp || !existsSync(executable)) {
    rmSync(dest, { recursive: true, force: true })
    if (platform === 'darwin') cpSync(from.dist, dest, { recursive: true, verbatimSymlinks: true })
    else mirror(from.dist, dest, true)
    // the fuse file becomes a file of its own: flipping a hard link would flip node_modules' binary too
    const fuseFile = realpathSync(fuseFileOf(executable))
    const tmp = join(dirname(fuseFile), `.${STAMP}.tmp`)
    copyFileSync(fuseFile, tmp)
    renameSync(tmp, fuseFile)
    writeFileSync(stampFile, stamp)
    copied = true
  }
  // an arm64 Mac refuses a binary whose ad-hoc signature no longer matches: sign the copy again
  await flipFuses(executable, { ...config, resetAdHocDarwinSignature: platform === 'darwin' && process.arch === 'arm64' })
  const read = (await getCurrentFuseWire(executable)) as unknown as Record<string, number | string>
  const wire: Record<number, number> = {}
  for (const [k, v] of Object.entries(read)) if (k !== 'version' && typeof v === 'number') wire[Number(k)] = v
  for (const [k, v] of Object.entries(config)) {
    const index = Number(k)
    if (!Number.isInteger(index) || typeof v !== 'boolean') continue
    const want = v ? 49 : 48
    if (wire[index] !== want) throw new Error(`fuse ${index} reads ${wire[index]} after flipping, not ${want}`)
  }
  return { executable, wire, copied }
}
