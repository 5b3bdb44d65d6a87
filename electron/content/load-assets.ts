/**
 * Reads the content files from `assets/` on disk and hands their texts to the shared loader.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent } from '../../shared/content/load'
import type { Content } from '../../shared/content/types'

/** The assets folder: found by walking up from this module, wherever the bundler put it. */
function findAssetsDir(): string {
  if (process.env.OVERDIVE_ASSETS) return resolve(process.env.OVERDIVE_ASSETS)
  let dir = fileURLToPath(new URL('.', import.meta.url))
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'assets', 'table.json'))) return join(dir, 'assets')
    dir = dirname(dir)
  }
  throw new Error('cannot find the assets folder (set OVERDIVE_ASSETS)')
}

export const ASSETS_DIR = findAssetsDir()

function listJson(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out.push(...listJson(full))
    else if (name.endsWith('.json')) out.push(full)
  }
  return out
}

/** Every content file under a folder, keyed by its path relative to that folder with forward slashes. */
export function readContentFiles(dir = ASSETS_DIR): Record<string, string> {
  const files: Record<string, string> = {}
  for (const full of listJson(dir)) files[relative(dir, full).split(sep).join('/')] = readFileSync(full, 'utf8')
  return files
}

let cached: Content | null = null

/** The content shipped in assets/ (loaded once). Throws a ContentError naming each broken file and field. */
export function loadAssets(dir = ASSETS_DIR): Content {
  if (dir !== ASSETS_DIR) return loadContent(readContentFiles(dir))
  cached ??= loadContent(readContentFiles(dir))
  return cached
}
