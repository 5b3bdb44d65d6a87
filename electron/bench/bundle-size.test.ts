/**
 * The bench's bundle figures (bundle-size.ts): the first load is the entry and its static imports, never a chunk
 * only a dynamic import reaches; a table's figure is what its chunk pulls in beyond the first load.
 */
import { describe, expect, it } from 'vitest'
import { FIRST_LOAD_TARGET, bundleLines, figuresOf, staticClosure, type Manifest } from './bundle-size'

// a build as Vite's manifest lists it: the menu's entry with a shared vendor chunk, two tables behind import()
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a.js', name: 'index', src: 'index.html', isEntry: true, imports: ['_react-b.js'], dynamicImports: ['src/tables/card/CardTable.tsx', 'src/tables/hex/HexTable.tsx', 'src/test-hooks.ts'] },
  '_react-b.js': { file: 'assets/react-b.js', name: 'react' },
  '_three-c.js': { file: 'assets/three-c.js', name: 'three', imports: ['_react-b.js'] },
  '_models-d.js': { file: 'assets/models-d.js', name: 'models', imports: ['_three-c.js'] },
  'src/tables/card/CardTable.tsx': { file: 'assets/CardTable-e.js', name: 'CardTable', src: 'src/tables/card/CardTable.tsx', isDynamicEntry: true, imports: ['_models-d.js', '_react-b.js'] },
  'src/tables/hex/HexTable.tsx': { file: 'assets/HexTable-f.js', name: 'HexTable', src: 'src/tables/hex/HexTable.tsx', isDynamicEntry: true, imports: ['_models-d.js', '_three-c.js'] },
  'src/test-hooks.ts': { file: 'assets/test-hooks-g.js', name: 'test-hooks', src: 'src/test-hooks.ts', isDynamicEntry: true, imports: ['_three-c.js'] },
}
const SIZES: Record<string, number> = { 'assets/index-a.js': 100, 'assets/react-b.js': 50, 'assets/three-c.js': 400, 'assets/models-d.js': 30, 'assets/CardTable-e.js': 70, 'assets/HexTable-f.js': 20, 'assets/test-hooks-g.js': 5 }
const size = (f: string) => ({ raw: SIZES[f] * 4, gzip: SIZES[f] })

describe('bundle figures', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(MANIFEST, ['index.html'])].sort()).toEqual(['_react-b.js', 'index.html'])
    expect([...staticClosure(MANIFEST, ['src/tables/hex/HexTable.tsx'])].sort()).toEqual(['_models-d.js', '_react-b.js', '_three-c.js', 'src/tables/hex/HexTable.tsx'])
  })

  it('the first load is the entry and its static imports; each table what it adds', () => {
    const f = figuresOf(MANIFEST, size, Object.keys(SIZES))
    expect(f.firstLoad).toEqual({ files: ['assets/index-a.js', 'assets/react-b.js'], raw: 600, gzip: 150 })
    expect(f.all.gzip).toBe(675)
    expect(f.tables.map((t) => [t.id, t.gzip, t.chunks])).toEqual([
      ['card', 500, ['CardTable', 'models', 'three']],
      ['hex', 450, ['HexTable', 'models', 'three']],
    ])
  })

  it('says whether the first load meets its target', () => {
    const small = bundleLines(figuresOf(MANIFEST, size, Object.keys(SIZES)))
    expect(small[1][0]).toMatch(/first load/)
    expect(small[1][2]).toMatch(/^at most 600\.0 KiB: met/)
    const big = bundleLines(figuresOf(MANIFEST, (f) => ({ raw: 0, gzip: f === 'assets/index-a.js' ? FIRST_LOAD_TARGET : 1 }), Object.keys(SIZES)))
    expect(big[1][2]).toMatch(/NOT MET/)
  })

  it('refuses a manifest with no entry', () => {
    expect(() => figuresOf({ 'a.js': { file: 'a.js' } }, size, [])).toThrow(/no entry/)
  })
})
