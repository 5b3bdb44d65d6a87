/**
 * Layers that only point down (issue 29, "the engine's knot untied"; STYLE.md): no import cycle in shared/, type
 * imports included. A cycle means no file of it can be read, tested or moved without all the others; the engine's
 * rule registry, for one, sits above the rule modules it lists and none of them may import it back.
 *
 * Test files are left out: a test sits above the module it tests and may import anything (a test importing the
 * registry to run a rule module is no cycle a reader of the module meets); the shared/testing helpers are in.
 */
import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cyclePath, cycles, importGraph, specifiers } from './testing/import-graph'

const SHARED = fileURLToPath(new URL('.', import.meta.url))

/** every .ts file of shared/ but the tests, by its path under shared/ */
function sharedFiles(dir = SHARED, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) sharedFiles(join(dir, entry.name), prefix + entry.name + '/', out)
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) out.set(prefix + entry.name, readFileSync(join(dir, entry.name), 'utf8'))
  }
  return out
}

describe('the import graph of shared/', () => {
  it('has no cycle, type imports included', () => {
    const graph = importGraph(sharedFiles())
    // the graph is read at all: the game plays the turn, and compiles its rules
    expect(graph.size).toBeGreaterThan(200)
    expect(graph.get('engine/game.ts')).toEqual(expect.arrayContaining(['engine/turn.ts', 'engine/compiled.ts']))
    const found = cycles(graph)
    const report = found.map((c) => `${c.length} files: ${c.join(', ')}\n  e.g. ${cyclePath(graph, c).join(' -> ')}`).join('\n')
    expect(report, `import cycles in shared/:\n${report}`).toBe('')
  })
})

describe('the import graph reader', () => {
  it('reads every kind of import, and none in a comment', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from '../b'",
      'import {',
      '  c,',
      '  type D,',
      "} from './c'",
      "export { e } from './e'",
      "export * from './f'",
      "export type { G } from './g'",
      "import './side-effect'",
      "type H = typeof import('./h')",
      "import data from './data.json' with { type: 'json' }",
      "import { z } from 'zod'",
      "// import { x } from './commented'",
      "/** import { y } from './doc' */",
    ].join('\n')
    expect(specifiers(text).sort()).toEqual(['../b', './a', './c', './data.json', './e', './f', './g', './h', './side-effect', 'zod'].sort())
  })

  it('finds a cycle through a type import and an index file, and none in a tree', () => {
    // a registry that lists a module whose types come from a file that imports the registry: the engine's old knot
    const files = new Map([
      ['compiled.ts', "import { hooksFor } from './rules'\nexport interface Compiled { n: number }\n"],
      ['rules/index.ts', "import { mod } from './mod'\nexport const hooksFor = () => mod\n"],
      ['rules/mod.ts', "import type { Compiled } from '../compiled'\nexport const mod = (c: Compiled) => c.n\n"],
      ['leaf.ts', "import { z } from 'zod'\nimport data from './data.json'\nexport const leaf = 1\n"],
      ['above.ts', "import { leaf } from './leaf.js'\nimport { mod } from './rules/mod'\nexport const above = leaf\n"],
    ])
    const graph = importGraph(files)
    expect(graph.get('above.ts')).toEqual(['leaf.ts', 'rules/mod.ts'])
    expect(cycles(graph)).toEqual([['compiled.ts', 'rules/index.ts', 'rules/mod.ts']])
    expect(cyclePath(graph, ['compiled.ts', 'rules/index.ts', 'rules/mod.ts'])).toEqual(['compiled.ts', 'rules/index.ts', 'rules/mod.ts', 'compiled.ts'])
    // the knot untied: the type moves to a file that imports no rule module
    files.set('rules/mod.ts', "import type { Compiled } from '../compiled-types'\nexport const mod = (c: Compiled) => c.n\n")
    files.set('compiled-types.ts', 'export interface Compiled { n: number }\n')
    expect(cycles(importGraph(files))).toEqual([])
  })

  it('counts a file that imports itself as a cycle', () => {
    const files = new Map([['self.ts', "export { a } from './self'\nexport const b = 1\n"], ['other.ts', "import { b } from '.'\n"]])
    expect(cycles(importGraph(files))).toEqual([['self.ts']])
  })
})
