import { describe, expect, it } from 'vitest'
import { arriving, card } from '../../../../../electron/testing/engine-helpers'
import { content, startGame } from '../../../../../electron/testing/fixtures'
import { viewFor } from '../../../../../shared/engine/view'
import type { Pose } from '../../../../../shared/geometry/pose'
import { ghostArcs } from './ghost-arcs'
import { planPreview, type PreviewStep } from './ManoeuvrePreview'

const RULER = content.table.ruler
const HALF_DEPTH = content.table.bases.standard.depth / 2
const deg = (d: number) => (d * Math.PI) / 180
const step = (plane: string, slot: number, end: Pose): PreviewStep => ({ plane, slot, card: `c${slot + 1}`, path: [end], end })

describe('003 Firing: the fire arcs and ruler bands at the ghosts, against the enemies where they stand', () => {
  // the Camel at (100, 100) heading north; a Dr.I at (100, 140) heading north, ahead of it
  const game = startGame([{ id: 'a', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 }, { id: 't', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 140, heading: 0 }])
  const view = viewFor(game.state, 'allied')

  it('each ghost gets the front arc at its pose, and the enemy in arc is in the short or long band as the ruler measures', () => {
    const steps = [
      // 10 cm on: the Dr.I 30 cm ahead, its base's near edge 30 - 3.15: long range (the ruler's second half)
      step('a', 0, { x: 100, y: 110, h: 0 }),
      // 10 more: 20 cm ahead: 16.85 to its base: short range ("the first half of the ruler")
      step('a', 1, { x: 100, y: 120, h: 0 }),
      // turned right: the Dr.I off the left wing, out of the 60° front arc
      step('a', 2, { x: 104, y: 124, h: deg(90) }),
    ]
    const arcs = ghostArcs(game.rules, view, steps, ['a'])
    expect(arcs.map((g) => [g.slot, g.pose, g.arcs])).toEqual(steps.map((s) => [s.slot, s.end, ['front']]))
    const [g1, g2, g3] = arcs
    expect(g1.targets).toHaveLength(1)
    expect(g1.targets[0]).toMatchObject({ target: 't', arc: 'front', cards: 1 })
    expect(g1.targets[0].distance).toBeCloseTo(30 - HALF_DEPTH, 3)
    expect(g1.targets[0].distance).toBeGreaterThan(RULER / 2)
    expect(g1.targets[0].y).toBeCloseTo(140 - HALF_DEPTH, 3)
    expect(g2.targets).toHaveLength(1)
    expect(g2.targets[0]).toMatchObject({ target: 't', arc: 'front', cards: 2 })
    expect(g2.targets[0].distance).toBeCloseTo(20 - HALF_DEPTH, 3)
    expect(g3.targets).toEqual([])
  })

  it('an enemy beyond the ruler from a ghost is no target there', () => {
    const far = ghostArcs(game.rules, view, [step('a', 0, { x: 100, y: 100 - RULER, h: 0 })], ['a'])
    expect(far[0].arcs).toEqual(['front'])
    expect(far[0].targets).toEqual([])
  })

  it('only the planes whose arcs are shown, and no ghost off the table or after an exit (never flown)', () => {
    const steps = [step('a', 0, { x: 100, y: 110, h: 0 }), step('a', 1, { x: -5, y: 110, h: 0 }), step('a', 2, { x: 20, y: 110, h: 0 })]
    expect(ghostArcs(game.rules, view, steps, [])).toEqual([])
    expect(ghostArcs(game.rules, view, steps, ['a'], new Set(['a:2'])).map((g) => g.slot)).toEqual([0])
  })

  it('the ghost is judged unjammed: the question is the geometry', () => {
    const jammed = { ...view, planes: view.planes.map((p) => (p.id === 'a' ? { ...p, jam: { front: 2, rear: 0 } } : p)) }
    expect(ghostArcs(game.rules, jammed, [step('a', 0, { x: 100, y: 120, h: 0 })], ['a'])[0].targets.map((t) => t.target)).toEqual(['t'])
  })

  it('an unknown plane is a clear error', () => {
    expect(() => ghostArcs(game.rules, view, [step('zz', 0, { x: 1, y: 1, h: 0 })], ['zz'])).toThrow(/no plane "zz"/)
  })
})

describe('003 Second Arc of Fire: a two-seater shows its rear arc at each ghost too', () => {
  it('the Bristol flying away from a Dr.I has it in its rear arc at the ghost and not in its front arc', () => {
    const game = startGame([arriving({ id: 'b', aircraft: 'bristol-f2b', team: 'allied' }, 100, 100, 0), { id: 't', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 70, heading: 0 }])
    const view = viewFor(game.state, 'allied')
    // the ghosts as the planning preview makes them from a drafted straight
    const drafts = { b: [card(game, 'b', 1), null, null] }
    const preview = planPreview(game.rules, view, drafts, 'allied')
    expect(preview.steps).toHaveLength(1)
    const [g] = ghostArcs(game.rules, view, preview.steps, ['b'], preview.unflown)
    expect(g.arcs).toEqual(['front', 'rear'])
    expect(g.pose).toEqual(preview.steps[0].end)
    expect(g.targets.map((t) => [t.arc, t.target])).toEqual([['rear', 't']])
    // the Dr.I is 30 cm behind the Bristol's centre after its straight: long range for the rear gunner
    expect(g.targets[0].cards).toBe(1)
  })
})
