/**
 * The import graph of shared/, read from the files' text (TypeScript 7 is the native compiler, with no JS API to
 * ask): every `import ... from`, `import type ... from`, `export ... from`, bare `import '...'` and `import('...')`
 * counts, type imports included, since a type import ties two modules as tightly for a reader as a value import.
 * Only relative paths inside shared/ are edges; packages, JSON files and paths outside shared/ are leaves.
 *
 * Used by shared/import-graph.test.ts, which reads the files and fails on any cycle (issue 29: "the import graph of
 * shared/ has no cycle"). Pure: shared/ does no I/O.
 */
/** file (relative to shared/, with '/') -> the files of the graph it imports */
export type ImportGraph = Map<string, string[]>

/** the text without its comments (a doc comment may quote an import), strings left as they are */
export function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, '')
}

const FROM = /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The module specifiers a file's text imports (every kind, in order of kind). */
export function specifiers(text: string): string[] {
  const code = stripComments(text)
  const out: string[] = []
  for (const re of [FROM, BARE, DYNAMIC]) for (const m of code.matchAll(re)) out.push(m[1])
  return out
}

/** `path` with its '.' and '..' steps taken ('a/b/../c' -> 'a/c'); a step above the root is kept as '..'. */
function normalize(path: string): string {
  const out: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop()
    else out.push(part)
  }
  return out.join('/')
}

/**
 * The file of the graph a relative specifier names (`./x` -> x.ts or x/index.ts; `./x.js` -> x.ts), or null for a
 * leaf: a package, a JSON file, a path outside the files. `has` says whether a file is one of them.
 */
export function resolveSpecifier(fromFile: string, spec: string, has: (file: string) => boolean): string | null {
  if (spec !== '.' && spec !== '..' && !spec.startsWith('./') && !spec.startsWith('../')) return null
  if (spec.endsWith('.json')) return null
  const dir = fromFile.includes('/') ? fromFile.slice(0, fromFile.lastIndexOf('/')) : ''
  const base = normalize(dir + '/' + spec)
  const stem = base.endsWith('.js') ? base.slice(0, -3) : base
  for (const candidate of [stem + '.ts', stem + '.tsx', stem + '/index.ts', base]) if (has(candidate)) return candidate
  return null
}

/** The graph of the given files (path relative to the root -> text), with only the edges between them. */
export function importGraph(files: ReadonlyMap<string, string>): ImportGraph {
  const has = (file: string) => files.has(file)
  const graph: ImportGraph = new Map()
  for (const [file, text] of files) {
    const to = new Set<string>()
    for (const spec of specifiers(text)) {
      const target = resolveSpecifier(file, spec, has)
      if (target) to.add(target)
    }
    graph.set(file, [...to].sort())
  }
  return graph
}

/**
 * The strongly connected components of more than one file, or of one file that imports itself (Tarjan's
 * algorithm, iterative so a deep graph does not overflow the stack). Each lists its files sorted.
 */
export function cycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const out: string[][] = []
  let next = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const top = work[work.length - 1]
      const edges = graph.get(top.node) ?? []
      if (top.edge < edges.length) {
        const to = edges[top.edge++]
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, edge: 0 })
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!))
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = []
        let node: string
        do {
          node = stack.pop()!
          onStack.delete(node)
          component.push(node)
        } while (node !== top.node)
        if (component.length > 1 || edges.includes(top.node)) out.push(component.sort())
      }
    }
  }
  return out
}

/** One path around a cycle, from its first file back to it, to show how the files hold each other. */
export function cyclePath(graph: ImportGraph, component: readonly string[]): string[] {
  const inComponent = new Set(component)
  const start = component[0]
  // breadth-first from start's imports back to start, within the component
  const prev = new Map<string, string>()
  const queue = (graph.get(start) ?? []).filter((f) => inComponent.has(f))
  for (const f of queue) prev.set(f, start)
  for (let k = 0; k < queue.length; k++) {
    const node = queue[k]
    if (node === start) break
    for (const to of graph.get(node) ?? []) {
      if (!inComponent.has(to) || prev.has(to)) continue
      prev.set(to, node)
      queue.push(to)
    }
  }
  const path = [start]
  for (let node = prev.get(start); node !== undefined && node !== start; node = prev.get(node)) path.unshift(node)
  path.unshift(start)
  return path
}
