/**
 * What the renderer's JavaScript weighs, gzipped, read from a build (issue 30): the first load (what index.html
 * loads before any game starts: its entry chunk and every chunk that chunk imports statically, the ones Vite
 * preloads with `modulepreload` among them) against its 600 KiB target, and each table's chunk with what it pulls
 * in beyond the first load (three.js, R3F, drei and the table's own code), loaded only when a game of its ruleset
 * starts. The chunks and their imports are read from the build's manifest (`build.manifest` in
 * electron.vite.config.ts: `<out>/renderer/.vite/manifest.json`); every file is gzipped at level 9 through
 * node:zlib, as a server's gzip would send it.
 *
 *   npx tsx electron/bench/bundle-size.ts [out-folder]      (default out-e2e; build it first)
 *
 * The renderer bench (renderer-bench.ts) prints the same figures among its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/** the first load's target, gzipped (issue 30: "the first load at most 600 KiB gzipped") */
export const FIRST_LOAD_TARGET = 600 * 1024

/** One chunk of the build's manifest (Vite's ManifestChunk, the fields read here). */
export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** Some JavaScript files, their sizes summed. */
export interface Weight {
  files: string[]
  raw: number
  gzip: number
}

export interface BundleFigures {
  /** every .js file of the build */
  all: Weight
  /** what index.html loads before any game starts */
  firstLoad: Weight
  /** each table (a chunk `src/tables/<id>/...Table.tsx`): its chunk and what it pulls in beyond the first load */
  tables: (Weight & { id: string; src: string; chunks: string[] })[]
}

/** The chunk keys a chunk loads with it: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const walk = (k: string) => {
    if (seen.has(k) || !manifest[k]) return
    seen.add(k)
    for (const i of manifest[k].imports ?? []) walk(i)
  }
  keys.forEach(walk)
  return seen
}

/** The manifest's chunks read as figures; `sizeOf` gives a file's raw and gzipped bytes. */
export function figuresOf(manifest: Manifest, sizeOf: (file: string) => { raw: number; gzip: number }, allFiles: readonly string[]): BundleFigures {
  const weigh = (files: Iterable<string>): Weight => {
    const list = [...new Set(files)].filter((f) => f.endsWith('.js')).sort()
    let raw = 0
    let gzip = 0
    for (const f of list) {
      const s = sizeOf(f)
      raw += s.raw
      gzip += s.gzip
    }
    return { files: list, raw, gzip }
  }
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry)
  if (entries.length === 0) throw new Error('the manifest names no entry chunk')
  const first = staticClosure(manifest, entries)
  const firstFiles = new Set([...first].map((k) => manifest[k].file))
  const tables = Object.keys(manifest)
    .filter((k) => /(^|\/)src\/tables\/[^/]+\/[A-Za-z]*Table\.tsx$/.test(manifest[k].src ?? k))
    .sort()
    .map((k) => {
      const src = manifest[k].src ?? k
      const id = /src\/tables\/([^/]+)\//.exec(src)![1]
      const pulled = [...staticClosure(manifest, [k])].filter((c) => !firstFiles.has(manifest[c].file))
      return { id, src, chunks: pulled.map((c) => manifest[c].name ?? manifest[c].file).sort(), ...weigh(pulled.map((c) => manifest[c].file)) }
    })
  return { all: weigh(allFiles), firstLoad: weigh(firstFiles), tables }
}

/** The figures of a build folder (`<out>`, holding renderer/). */
export function bundleFigures(out: string): BundleFigures {
  const dir = resolve(out, 'renderer')
  const manifestFile = join(dir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with electron-vite (build.manifest is on in electron.vite.config.ts)`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const sizes = new Map<string, { raw: number; gzip: number }>()
  const sizeOf = (file: string) => {
    let s = sizes.get(file)
    if (!s) {
      const body = readFileSync(join(dir, file))
      s = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
      sizes.set(file, s)
    }
    return s
  }
  const all = readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
  return figuresOf(manifest, sizeOf, all)
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`

/** The figures as lines: a name, the gzipped size, and the rest. */
export function bundleLines(f: BundleFigures): [string, string, string][] {
  const ok = f.firstLoad.gzip <= FIRST_LOAD_TARGET
  return [
    ['renderer JavaScript, gzipped', kib(f.all.gzip), `-   (${kib(f.all.raw)} raw, ${f.all.files.length} file${f.all.files.length === 1 ? '' : 's'})`],
    ['first load (the menu), gzipped', kib(f.firstLoad.gzip), `at most ${kib(FIRST_LOAD_TARGET)}: ${ok ? 'met' : 'NOT MET'}   (${kib(f.firstLoad.raw)} raw: ${f.firstLoad.files.map((x) => x.replace(/^assets\//, '')).join(', ')})`],
    ...f.tables.map((t): [string, string, string] => [`${t.id} table, on top of the first load`, kib(t.gzip), `-   (${kib(t.raw)} raw: ${t.chunks.join(', ')})`]),
  ]
}

// run on its own: print the figures of a build
if (process.argv[1] && /bundle-size\.ts$/.test(process.argv[1])) {
  const out = process.argv[2] ?? 'out-e2e'
  const f = bundleFigures(out)
  process.stdout.write(`${out}/renderer\n`)
  for (const [name, value, rest] of bundleLines(f)) process.stdout.write(`${name.padEnd(48)}${value.padEnd(23)}${rest}\n`)
}
