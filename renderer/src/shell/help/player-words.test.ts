/**
 * Rulebook bookkeeping stays out of what a player reads (issue 26): the panels' and word modules' string literals and
 * JSX text name no document code (003, 000, 004 ...) and no rulebook line, except where they are a rule source
 * (a `source` field, a RuleSourceNote, a tooltip's "Rule source:" line, a text passed through rule-source.ts) or
 * code comparing document codes. Comments keep their citations. Outputs are checked too: rules-words.test.ts scans
 * the rules' words, and e2e/optional-rules.spec.ts New game's text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOOKKEEPING } from './rule-source'

const SRC = join(__dirname, '../..')

/** The source files (not tests) of a folder and its sub-folders, but for the 3D scenes' (their words are not read). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'scene' || e.name === 'models'
        ? []
        : sources(join(dir, e.name))
      : /\.(ts|tsx)$/.test(e.name) && !/\.test\./.test(e.name)
        ? [join(dir, e.name)]
        : [],
  )
}

const FILES = [
  // the app's screens and the tables' panels (issue 30's folders: shell/, tables/)
  ...sources(join(SRC, 'shell')),
  ...sources(join(SRC, 'tables')),
  // the campaign's screens (issue 28)
  ...sources(join(SRC, 'campaign')),
  join(SRC, '../../shared/protocol/rules-words.ts'),
  join(SRC, '../../shared/protocol/seat-kinds.ts'),
]

/** Where a citation is meant: a rule source, or a comparison of document codes. */
const ALLOWED = /Rule source|source[=:]|RuleSourceNote|titleWithSource\(|splitRuleSource\(|document[ =!:]|choiceSources|^\s*import |from '/

/** The string literals and JSX text of a source file, comments blanked, with their line numbers. */
function literals(text: string): { line: number; text: string; context: string }[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
  const lines = code.split('\n')
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|>([^<>{}]+)</g)].map((m) => {
    const line = code.slice(0, m.index).split('\n').length
    return { line, text: m[0], context: lines[line - 1] }
  })
}

describe('no rulebook bookkeeping in the words a player reads (issue 26)', () => {
  it('the scanner finds a citation where one is written', () => {
    const found = literals("const a = 'rockets fire after a straight (lines 608, 631)'\n// a comment, line 12 of 003\n<div>003, Tailing</div>")
    expect(found.filter((l) => BOOKKEEPING.some((re) => re.test(l.text))).map((l) => l.line)).toEqual([1, 3])
  })

  it.each(FILES.map((f) => [f.split('/').slice(-2).join('/'), f]))('%s', (_, file) => {
    const bad = literals(readFileSync(file, 'utf8'))
      .filter((l) => BOOKKEEPING.some((re) => re.test(l.text)) && !ALLOWED.test(l.context))
      .map((l) => `${l.line}: ${l.text.slice(0, 100)}`)
    expect(bad).toEqual([])
  })
})
