import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { straights } from '../../../../../electron/testing/rule-helpers'
import { eventsFor } from '../../../../../shared/engine/view'
import { Animator } from './animator'

describe('Animator: a turn with no fire is flown card by card (003 Turn: the three manoeuvre phases)', () => {
  it("each phase's moves are a beat of their own: the plane passes through where each card ends, in order", () => {
    // far apart: nobody can fire, so the host resolves the whole turn at once and the table gets all three phases together
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 300, y: 400, heading: 180 },
    ], { table: { width: 400, depth: 500 } })
    const animator = new Animator()
    animator.sync(game.view(null))
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    const events = eventsFor(game.events.slice(from), null)
    const ends = events.flatMap((e) => (e.type === 'moved' && e.plane === 'camel' ? [e.at] : []))
    expect(ends).toHaveLength(3)
    animator.enqueue(events, game.rules)
    const camel = animator.planes.get('camel')!
    // where the Camel's model stands at each frame
    const seen: { x: number; y: number }[] = []
    for (let i = 0; i < 10_000 && animator.busy; i++) {
      animator.update(1 / 60)
      seen.push({ x: camel.x, y: camel.y })
    }
    // each card's end is reached, in order (it stands there between beats), never skipped
    let k = 0
    for (const s of seen) if (k < 3 && Math.hypot(s.x - ends[k].x, s.y - ends[k].y) < 1e-6) k++
    expect(k).toBe(3)
    // and it never jumps: from frame to frame it moves less than a card's length in a tenth of its time
    for (let i = 1; i < seen.length; i++) expect(Math.hypot(seen[i].x - seen[i - 1].x, seen[i].y - seen[i - 1].y)).toBeLessThan(2)
  })
})
