/**
 * 000 Line-up on Target (Mission Rules, 000 lines 556-558) in the planning preview: the ghost of a turn card declared
 * to line up on a target ends where the engine will fly it, nose on the target, and the declaration that would
 * lapse (the target on the other side, or beyond two rulers) leaves the whole turn drawn. The table then flies it
 * so: the model turns only as far as it lines up, never swinging past and back.
 */
import { describe, expect, it } from 'vitest'
import { card, eventsOfType, holdUntilPlanning } from '../../../../../electron/testing/engine-helpers'
import { startGame } from '../../../../../electron/testing/fixtures'
import type { Game } from '../../../../../shared/engine/game'
import { eventsFor, viewFor } from '../../../../../shared/engine/view'
import { wrapAngle } from '../../../../../shared/geometry/pose'
import { Animator } from './animator'
import { hoverStep, planPreview, previewSteps } from './ManoeuvrePreview'

const TURN_RIGHT = 10 // the Camel's 90-degree turn right

/** A Camel at (100, 100) flying north, a German target card at `at`, a Dr.I far off; 000's Mission Rules on. */
function game(at: { x: number; y: number }): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
      { id: 'target', aircraft: 'target', team: 'central', x: at.x, y: at.y, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 300, y: 300, heading: 90 },
    ],
    { options: { missionRules000: true }, table: { width: 400, depth: 400 } },
  )
}

/** the ghost's end of card 1 (the turn) with the line-up declared, and where the engine flies it */
function ghostAndFlown(at: { x: number; y: number }) {
  const g = game(at)
  const cards = [card(g, 'camel', TURN_RIGHT), card(g, 'camel', 1), card(g, 'camel', 2)]
  const lineUp = [{ slot: 0, target: 'target' }]
  const steps = previewSteps(g.rules, viewFor(g.state, 'allied'), { camel: cards }, ['camel'], { camel: lineUp })
  const plain = previewSteps(g.rules, viewFor(g.state, 'allied'), { camel: cards }, ['camel'])
  g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards, lineUp })
  g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [card(g, 'dr1', 1), card(g, 'dr1', 2), card(g, 'dr1', 3)] })
  holdUntilPlanning(g)
  const flown = eventsOfType(g.events, 'moved').filter((e) => e.plane === 'camel').map((e) => e.at)
  return { ghost: steps.map((s) => s.end), plain: plain.map((s) => s.end), flown, path: steps[0].path }
}

describe('000 Line-up on Target (lines 556-558): the ghosts while planning', () => {
  it('the lined-up turn ends where the engine flies it (nose on the target), and so do the cards after it', () => {
    const { ghost, plain, flown, path } = ghostAndFlown({ x: 115, y: 135 })
    expect(flown).toHaveLength(3)
    for (let k = 0; k < 3; k++) {
      expect(ghost[k].x).toBeCloseTo(flown[k].x, 6)
      expect(ghost[k].y).toBeCloseTo(flown[k].y, 6)
      expect(ghost[k].h).toBeCloseTo(flown[k].h, 6)
    }
    // turned less than the whole 90 degrees, which the ghost without the declaration shows
    expect(ghost[0].h).toBeLessThan(Math.PI / 2 - 0.1)
    expect(plain[0].h).toBeCloseTo(Math.PI / 2)
    // the path runs from the stand to the ghost without a jump: along the arc, then straight
    expect(path[0]).toMatchObject({ x: 100, y: 100 })
    for (let k = 1; k < path.length; k++) expect(Math.hypot(path[k].x - path[k - 1].x, path[k].y - path[k - 1].y)).toBeLessThan(3)
  })

  it('a declaration that will lapse (the target off the side of the turn, or beyond two rulers) leaves the whole turn drawn, as the engine flies it', () => {
    for (const at of [{ x: 80, y: 130 }, { x: 130, y: 100 + 2 * 34 + 20 }]) {
      const { ghost, plain, flown } = ghostAndFlown(at)
      expect(ghost[0]).toEqual(plain[0])
      expect(ghost[0].h).toBeCloseTo(flown[0].h, 6)
      expect(ghost[0].x).toBeCloseTo(flown[0].x, 6)
    }
  })
})

describe('000 Line-up on Target (lines 556-558): the choices a preview is computed with', () => {
  it('the plan preview and the pointed card bend the turn with the line-up choices they are given, so a memo given a new choice draws it', () => {
    const g = game({ x: 115, y: 135 })
    const view = viewFor(g.state, 'allied')
    const cards = [card(g, 'camel', TURN_RIGHT), card(g, 'camel', 1), card(g, 'camel', 2)]
    const chosen = new Map([['camel', { turn: view.turn, slot: 0, target: 'target' }]])
    const none = new Map()
    const first = (steps: { plane: string; slot: number; end: { h: number } }[]) => steps.find((s) => s.plane === 'camel' && s.slot === 0)!.end.h
    const lined = first(planPreview(g.rules, view, { camel: cards }, 'allied', chosen).steps)
    expect(lined).toBeLessThan(Math.PI / 2 - 0.1)
    expect(first(planPreview(g.rules, view, { camel: cards }, 'allied', none).steps)).toBeCloseTo(Math.PI / 2)
    const pointed = { plane: 'camel', slot: 0, card: cards[0] }
    expect(hoverStep(g.rules, view, {}, pointed, 'allied', chosen)!.end.h).toBeCloseTo(lined, 6)
    expect(hoverStep(g.rules, view, {}, pointed, 'allied', none)!.end.h).toBeCloseTo(Math.PI / 2)
  })
})

describe('000 Line-up on Target on the table: the lined-up turn is flown as the engine flew it', () => {
  it('the model follows the arc only as far as it lines up, then flies straight on to where the engine put it', () => {
    const g = game({ x: 115, y: 135 })
    const animator = new Animator()
    animator.sync(g.view(null))
    const from = g.events.length
    const cards = [card(g, 'camel', TURN_RIGHT), card(g, 'camel', 1), card(g, 'camel', 2)]
    g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards, lineUp: [{ slot: 0, target: 'target' }] })
    g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [card(g, 'dr1', 1), card(g, 'dr1', 2), card(g, 'dr1', 3)] })
    const events = eventsFor(g.events.slice(from), null)
    const moved = events.find((e) => e.type === 'moved' && e.plane === 'camel' && e.phase === 1)
    if (moved?.type !== 'moved') throw new Error('the Camel did not move in phase 1')
    animator.enqueue(events, g.rules)
    const camel = animator.planes.get('camel')!
    // the most the model turned while flying card 1: never past the lined-up heading
    let most = 0
    for (let i = 0; i < 10_000 && animator.busy; i++) {
      animator.update(1 / 60)
      if (camel.x === moved.at.x && camel.y === moved.at.y) break
      most = Math.max(most, wrapAngle(camel.h - moved.from.h))
    }
    expect(most).toBeGreaterThan(0.5 * moved.at.h)
    expect(most).toBeLessThan(moved.at.h + 0.02)
  })
})
