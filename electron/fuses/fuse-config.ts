/**
 * Electron's fuses for Overdive, as data: bits in the Electron binary that switch features off for good (the
 * operating system's code signing keeps them so on a signed build). Flipped by run.ts before `npm start`.
 *
 * Two fuses wait for packaging: EnableEmbeddedAsarIntegrityValidation and OnlyLoadAppFromAsar both need the
 * app inside an app.asar archive, and the first a hash of it that a packager (electron-builder, Forge) writes
 * into the bundle. `electron .` loads the app from this folder, with no archive: with either fuse on it would
 * refuse to start. They are on for a packaged build (`fuseConfig({ packaged: true })`).
 */
import { FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses'

export interface FuseSetting {
  fuse: FuseV1Options
  /** the fuse's name in @electron/fuses */
  name: keyof typeof FuseV1Options
  on: boolean
  /** set only when the app is packaged into app.asar; otherwise left as Electron ships it (off) */
  packagedOnly?: true
  why: string
}

export const FUSE_SETTINGS: readonly FuseSetting[] = [
  {
    fuse: FuseV1Options.RunAsNode,
    name: 'RunAsNode',
    on: false,
    why: 'ELECTRON_RUN_AS_NODE would turn the app into a plain Node runtime for anyone who can set its environment. The host runs bots in worker threads, not child_process.fork, so nothing needs it.',
  },
  {
    fuse: FuseV1Options.EnableCookieEncryption,
    name: 'EnableCookieEncryption',
    on: true,
    why: 'Cookies kept on disk are encrypted with a key from the OS keychain.',
  },
  {
    fuse: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
    name: 'EnableNodeOptionsEnvironmentVariable',
    on: false,
    why: 'NODE_OPTIONS (--require, --import) would load code into the main process before the app.',
  },
  {
    fuse: FuseV1Options.EnableNodeCliInspectArguments,
    name: 'EnableNodeCliInspectArguments',
    on: false,
    why: '--inspect and --inspect-brk would open a debugger on the main process, with Node and the host in reach. Playwright drives Electron through --inspect, so the e2e spec runs the stock binary in node_modules, never this copy.',
  },
  {
    fuse: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
    name: 'EnableEmbeddedAsarIntegrityValidation',
    on: true,
    packagedOnly: true,
    why: 'Checks app.asar against the hash the packager embedded, so a changed archive is refused. Needs an app.asar and its hash: none until the app is packaged.',
  },
  {
    fuse: FuseV1Options.OnlyLoadAppFromAsar,
    name: 'OnlyLoadAppFromAsar',
    on: true,
    packagedOnly: true,
    why: 'Loads the app only from app.asar, not from a folder beside it (or one given on the command line). `electron .` loads a folder, so only for a packaged build.',
  },
  {
    fuse: FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
    name: 'LoadBrowserProcessSpecificV8Snapshot',
    on: false,
    why: 'No custom V8 snapshot is shipped.',
  },
  {
    fuse: FuseV1Options.GrantFileProtocolExtraPrivileges,
    name: 'GrantFileProtocolExtraPrivileges',
    on: false,
    why: 'file: pages get privileges beyond a browser’s (reading other local files among them). The page is served from app://overdive, so no file: page needs them.',
  },
]

/** The settings @electron/fuses flips. Fuses it does not name, and packaged-only ones here, stay as shipped. */
export function fuseConfig(opts: { packaged: boolean }): FuseV1Config {
  const config: FuseV1Config = { version: FuseVersion.V1 }
  for (const s of FUSE_SETTINGS) {
    if (s.packagedOnly && !opts.packaged) continue
    config[s.fuse] = s.on
  }
  return config
}
