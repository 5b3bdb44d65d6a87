/**
 * The content, bundled into the renderer from assets/ at build time (nothing is fetched at run time), and the
 * compiled rules of the game on the table (for card paths, legality and geometry in the planning screen).
 */
import { loadContent } from '../../shared/content/load'
import type { Content } from '../../shared/content/types'
import { compileRules, type CompiledRules } from '../../shared/engine/compiled'
import type { GameSetup } from '../../shared/engine/types'

const raw = import.meta.glob('../../assets/**/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>

const files: Record<string, string> = {}
for (const [path, text] of Object.entries(raw)) files[path.replace(/^.*\/assets\//, '')] = text

export const content: Content = loadContent(files)

let cached: { setup: GameSetup; rules: CompiledRules } | null = null

/** Compiled rules for a setup (cached for the game on the table). */
export function rulesFor(setup: GameSetup): CompiledRules {
  if (cached && cached.setup === setup) return cached.rules
  const key = JSON.stringify(setup)
  if (cached && JSON.stringify(cached.setup) === key) return cached.rules
  cached = { setup, rules: compileRules(content, setup) }
  return cached.rules
}
