/**
 * Reads the content files from `assets/` on disk and hands their texts to the shared loader.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent } from '../../shared/content/load'
import type { Content } from '../../shared/content/types'

export const ASSETS_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../assets')

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
