import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../electron/testing/fixtures'
import { compileRules } from './compiled'
import { planeById } from './compiled-plane'

describe('compiled planes', () => {
  it('finds a plane by its id (planeById) exactly as rules.byId does, on small tables and large', () => {
    for (const n of [1, 2, 3, 4, 5, 16]) {
      const planes = Array.from({ length: n }, (_, k) => ({ id: `p${k}`, aircraft: 'sopwith-camel', team: k % 2 ? ('central' as const) : ('allied' as const), x: 100 + 10 * k, y: 100, heading: 0 }))
      const rules = compileRules(content, setupWith(planes))
      for (const p of planes) {
        expect(planeById(rules, JSON.parse(JSON.stringify(p.id)))).toBe(rules.byId.get(p.id))
        expect(planeById(rules, p.id)!.id).toBe(p.id)
      }
      for (const id of ['p99', '', 'P0']) expect(planeById(rules, id)).toBeUndefined()
    }
  })
})
