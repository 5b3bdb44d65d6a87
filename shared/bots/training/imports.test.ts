/**
 * The training pilots are written apart from the bots they train the search bot to meet: no file under
 * shared/bots/training/ may reach, through its imports however deep, the held-out bots, the search bot, or the bot
 * lists that name them. Only the import specifiers are followed; a forbidden file is never opened.
 */
import { describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { specifiers, stripComments } from '../../testing/import-graph'

const HERE = fileURLToPath(new URL('.', import.meta.url))
const SHARED = resolve(HERE, '../..')

/** paths under shared/ a training pilot must never reach */
const FORBIDDEN = [/^bots\/held-out\//, /^bots\/search\//, /^bots\/index\.ts$/, /^bots\/pools\.ts$/, /^arena\/held-out\.ts$/]

function resolveSpecifier(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  const base = resolve(dirname(from), spec)
  for (const p of [base, `${base}.ts`, join(base, 'index.ts')]) if (p.endsWith('.ts') && existsSync(p)) return p
  return null
}

/** The first forbidden file the imports of `start` reach, as the chain of imports that reaches it, or null. */
export function forbiddenReach(starts: string[], root = SHARED): string[] | null {
  const seen = new Set<string>()
  const queue: string[][] = starts.map((s) => [s])
  while (queue.length) {
    const chain = queue.shift()!
    const file = chain[chain.length - 1]
    if (seen.has(file)) continue
    seen.add(file)
    const rel = relative(root, file)
    if (FORBIDDEN.some((f) => f.test(rel))) return chain.map((c) => relative(root, c))
    for (const spec of specifiers(stripComments(readFileSync(file, 'utf8')))) {
      const next = resolveSpecifier(file, spec)
      if (next) queue.push([...chain, next])
    }
  }
  return null
}

describe("the training pilots' imports", () => {
  const files = readdirSync(HERE).filter((f) => f.endsWith('.ts')).map((f) => join(HERE, f))

  it('never reach the held-out bots, the search bot, or the lists that name them', () => {
    expect(files.length).toBeGreaterThanOrEqual(4)
    expect(forbiddenReach(files)).toBeNull()
  })

  it('are followed far enough to catch one that does, however deep', () => {
    // a file two imports away from the bots' list: it imports a file that imports the list (never opened here)
    const dir = mkdtempSync(join(tmpdir(), 'training-imports-'))
    const bots = relative(dir, join(SHARED, 'bots'))
    writeFileSync(join(dir, 'middle.ts'), `import type { Policy } from '${bots}/policy'\nexport { BOTS } from '${bots}'\n`)
    writeFileSync(join(dir, 'pilot.ts'), "import { BOTS } from './middle'\n")
    const chain = forbiddenReach([join(dir, 'pilot.ts')])
    rmSync(dir, { recursive: true })
    expect(chain?.[chain.length - 1]).toBe('bots/index.ts')
    expect(chain).toHaveLength(3)
  })
})
