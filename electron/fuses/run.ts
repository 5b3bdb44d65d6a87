/**
 * Flips Electron's fuses (fuse-config.ts) on a copy of the binary in out/electron/, and with --launch starts the
 * built app on it. This is what `npm start` runs after the build.
 *
 *   npx tsx electron/fuses/run.ts [--launch] [--dest out/electron] [--electron node_modules/electron] [-- args]
 *
 * Electron 45 downloads its binary on first use, not at `npm install`: with --launch (`npm start`) a missing binary is
 * downloaded first, by Electron's own installer (node_modules/electron/install.js). If that fails (no network, a
 * proxy), it says so and how to recover, flips nothing, starts nothing, and exits 1. Without --launch a missing
 * binary simply leaves nothing to do.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { FUSE_SETTINGS, fuseConfig } from './fuse-config'
import { fuseCopy, locateElectron } from './fused-electron'

const STATE: Record<number, string> = { 48: 'off', 49: 'on', 114: 'removed' }

/** What `npm start` says when there is no Electron binary to start the app with: why, and how to recover. */
export const NOT_STARTED = [
  '[fuses] The app was not started: there is no Electron to start it with.',
  '[fuses] To recover: run `npx install-electron` (it downloads Electron from its GitHub releases, about 100 MB;',
  '[fuses]   behind a proxy or mirror set ELECTRON_MIRROR), then `npm start` again.',
  '[fuses] Or play in a browser without Electron: `npm run serve`, then open the address it prints.',
]

export interface RunOptions {
  argv: string[]
  env?: NodeJS.ProcessEnv
  cwd?: string
  log?: (line: string) => void
}

/** Runs the command; resolves to the exit code (the app's own with --launch). */
export async function run({ argv, env = process.env, cwd = process.cwd(), log = (l) => process.stdout.write(`${l}\n`) }: RunOptions): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      launch: { type: 'boolean', default: false },
      dest: { type: 'string', default: `${env.OVERDIVE_OUT || 'out'}/electron` },
      electron: { type: 'string', default: 'node_modules/electron' },
    },
    allowPositionals: true,
    strict: true,
  })
  let where = locateElectron(resolve(cwd, values.electron), env)
  if ('missing' in where && values.launch) {
    log('[fuses] The Electron binary is not downloaded yet: downloading it now (about 100 MB, once).')
    if (await download(resolve(cwd, values.electron), env)) where = locateElectron(resolve(cwd, values.electron), env)
  }
  if ('missing' in where) {
    log(`[fuses] NOT flipped: ${where.missing}.`)
    if (!values.launch) {
      log('[fuses] Nothing to do.')
      return 0
    }
    for (const line of NOT_STARTED) log(line)
    return 1
  }
  const fused = await fuseCopy(where, resolve(cwd, values.dest), fuseConfig({ packaged: false }))
  log(`[fuses] ${fused.copied ? 'copied and flipped' : 'flipped'}: ${fused.executable}`)
  for (const s of FUSE_SETTINGS) log(`[fuses]   ${s.name}: ${STATE[fused.wire[s.fuse]] ?? fused.wire[s.fuse]}${s.packagedOnly ? ' (set only when packaged)' : ''}`)
  if (!values.launch) return 0

  const childEnv = { ...env }
  // the fuse ignores it anyway; said here so that no one wonders
  delete childEnv.ELECTRON_RUN_AS_NODE
  const child = spawn(fused.executable, ['.', ...positionals], { cwd, env: childEnv, stdio: 'inherit' })
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
  const onInt = forward('SIGINT')
  const onTerm = forward('SIGTERM')
  process.on('SIGINT', onInt)
  process.on('SIGTERM', onTerm)
  return new Promise((done, fail) => {
    child.on('error', fail)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', onInt)
      process.off('SIGTERM', onTerm)
      done(code ?? (signal ? 1 : 0))
    })
  })
}

/** Run Electron's own installer (it downloads the binary for this machine); true if it says it succeeded. */
function download(electronPackage: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const installer = resolve(electronPackage, 'install.js')
  return new Promise((done) => {
    const child = spawn(process.execPath, [installer], { env, stdio: 'inherit' })
    child.on('error', () => done(false))
    child.on('exit', (code) => done(code === 0))
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  run({ argv: process.argv.slice(2) }).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`[fuses] failed: ${e instanceof Error ? e.message : String(e)}\n`)
      process.exit(1)
    },
  )
}
