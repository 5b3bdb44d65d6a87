/**
 * The heuristic bot's scenario missions (issue 13): a bomber drops its bombs with the card whose bomb card covers the
 * target's red dot (003 Bombing, lines 826-837), a reconnaissance plane begins a stall near the card it photographs
 * (003 Raid over Istriana, line 1104), and both scenarios see it happen between bots.
 */
import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../electron/testing/fixtures'
import { Game } from '../engine/game'
import { scenarioSetup } from '../engine/setup'
import { viewFor } from '../engine/view'
import { playGame } from '../sim/play'
import { BOTS } from '.'
import { bombDrop, missionOf, photoValue } from './mission'
import { placeBombCard } from '../engine/rules/bombing/bomb-card'
import { advance } from '../geometry/pose'

function bomber(targetY: number) {
  const setup = setupWith([
    { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 40, heading: 0 },
    { id: 'target', aircraft: 'target', team: 'central', x: 100, y: targetY, heading: 180 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 20, y: 190, heading: 180 },
  ])
  setup.planes[0].bombs = [4]
  const game = Game.start(content, setup, 1)
  const view = viewFor(game.state, 'allied')
  const me = view.planes.find((p) => p.id === 'dh4')!
  return { rules: game.rules, view, me }
}

describe("the heuristic bot's missions (issue 13)", () => {
  it('003 Bombing: three straights towards a target card: the bombs go with the card whose bomb card covers its red dot', () => {
    // where the bomb card lies after the second straight: the target card is put there
    const probe = bomber(180)
    const cp = probe.rules.byId.get('dh4')!
    const straights = [...cp.cards.values()].filter((c) => c.card.straight && !c.card.altitude).slice(0, 3)
    let pose = { x: 100, y: 40, h: 0 }
    for (const c of straights.slice(0, 2)) pose = advance(pose, c.right, c.forward, c.turn)
    const bomb = placeBombCard(pose, cp.shape.depth, cp.straight.card.move, null)
    const cards = straights.map((c) => c.card.id)
    const near = bomber(bomb.y)
    const m = missionOf(near.rules, near.view, near.me)
    expect(m?.kind).toBe('bombs')
    expect(bombDrop(near.rules, near.view, near.me, m, cards)).toEqual([{ slot: 1, groups: [0] }])
    // a target far beyond the plan's reach: the bombs stay aboard
    expect(bombDrop(probe.rules, probe.view, probe.me, missionOf(probe.rules, probe.view, probe.me), cards)).toBeUndefined()
  })

  it('003 Raid over Istriana: a stall begun within half a ruler of the target card is worth the photograph; not from farther, nor another card', () => {
    const setup = scenarioSetup(content, { scenario: 'raid-over-istriana' })
    const game = Game.start(content, setup, 1)
    const view = viewFor(game.state, 'austrian')
    const ufag = view.planes.find((p) => p.id === 'ufag')!
    const m = missionOf(game.rules, view, ufag)!
    expect(m.kind).toBe('photo')
    const cp = game.rules.byId.get('ufag')!
    const stall = [...cp.cards.values()].find((c) => c.card.stall)!
    const target = view.planes.find((p) => p.id === 'target')!
    expect(photoValue(m, { x: target.x, y: target.y + 3.15 + 10, h: Math.PI }, stall, game.rules.ruler, null)).toBeGreaterThan(0)
    expect(photoValue(m, { x: target.x, y: target.y + 3.15 + 20, h: Math.PI }, stall, game.rules.ruler, null)).toBe(0)
    expect(photoValue(m, { x: target.x, y: target.y + 3.15 + 10, h: Math.PI }, cp.straight, game.rules.ruler, null)).toBe(0)
  })

  it('between bots the Ufag takes its photograph (Raid over Istriana) and the D.H.4 bombs its target (Wings over the Flanders)', () => {
    const played = (scenario: string) => {
      const setup = scenarioSetup(content, { scenario })
      return playGame(content, setup, 1, Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 1)])), { maxTurns: 40 })
    }
    expect(played('raid-over-istriana').events.some((e) => e.type === 'photographed')).toBe(true)
    expect(played('wings-over-the-flanders').events.filter((e) => e.type === 'bombs-hit').map((e) => (e as { result: string }).result)).toEqual(['full'])
  })
})
