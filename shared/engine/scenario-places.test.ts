/**
 * Where the shipped scenarios put their planes: each on its own side of the table, as the scenarios' texts set them
 * up ("along the German side", "on the Allied side": 003 Twin Targets, lines 1519-1523, whose Allied fighters stood
 * past the middle until 2026-12-07).
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { scenarioSetup } from './setup'

describe('the shipped scenarios place every plane on its own half of the table', () => {
  it('each plane on the table at the start (not one entering later, nor a ground piece or balloon) is nearer its own side than the other', () => {
    let checked = 0
    const astray: string[] = []
    for (const [id, scenario] of Object.entries(content.scenarios)) {
      for (const variant of [null, ...scenario.variants.map((v) => v.id)]) {
        const setup = scenarioSetup(content, { scenario: id, variant })
        for (const p of setup.planes) {
          if (p.kind || p.enters) continue
          const edge = setup.teams.find((t) => t.id === p.team)!.edge
          const across = edge === 'south' || edge === 'north' ? setup.table.depth : setup.table.width
          const fromOwn = edge === 'south' ? p.y : edge === 'north' ? setup.table.depth - p.y : edge === 'west' ? p.x : setup.table.width - p.x
          if (fromOwn > across / 2) astray.push(`${id}${variant ? `/${variant}` : ''}: ${p.id} ${fromOwn.toFixed(1)} cm from its side of ${across}`)
          checked++
        }
      }
    }
    expect(astray).toEqual([])
    expect(checked).toBeGreaterThan(100)
  })
})
