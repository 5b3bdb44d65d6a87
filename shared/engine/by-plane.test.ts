import { describe, expect, it } from 'vitest'
import { byPlane, setByPlane } from './by-plane'

describe('records keyed by plane id (by-plane.ts)', () => {
  it('reads and writes every plane, on tables of one to five planes, as plain indexing does', () => {
    for (let n = 1; n <= 5; n++) {
      const planes = Array.from({ length: n }, (_, k) => ({ id: `p${k}` }))
      const record: Record<string, number> = {}
      const plain: Record<string, number> = {}
      // in any order, with an id the table does not have
      for (const id of [...planes.map((p) => p.id)].reverse().concat(['stranger'])) {
        expect(byPlane(planes, record, id)).toBeUndefined()
        setByPlane(planes, record, id, id.length)
        plain[id] = id.length
        expect(byPlane(planes, record, id)).toBe(id.length)
      }
      expect(JSON.stringify(record)).toBe(JSON.stringify(plain))
    }
    expect(byPlane([], {}, 'p0')).toBeUndefined()
  })
})
