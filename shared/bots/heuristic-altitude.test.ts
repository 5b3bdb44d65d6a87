import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { scenarioSetup } from '../engine/setup'
import { playGame } from '../sim/play'
import { BOTS } from '.'

describe('the heuristic bot under 003 Altitude (lines 295-377)', () => {
  it('climbs and dives but neither crashes nor passes its ceiling, and its shots take the levels into account', () => {
    const seen = { crashes: 0, illegal: 0, climbs: 0, dives: 0, shots: 0, overTop: 0 }
    for (let seed = 1; seed <= 24; seed++) {
      const base = scenarioSetup(content, { scenario: seed % 2 ? 'duel-over-the-trenches' : 'dawn-patrols' })
      const setup = { ...base, options: { ...base.options, altitude: true, overdive: seed % 3 === 0 }, planes: base.planes.map((p, i) => ({ ...p, altitude: 1 + ((i + seed) % 3) })) }
      const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, seed)]))
      const game = playGame(content, setup, seed, policies, { maxTurns: 20 })
      for (const e of game.events) {
        if (e.type === 'crashed') seen.crashes++
        if (e.type === 'illegal-manoeuvre') seen.illegal++
        if (e.type === 'altitude' && e.level > e.from) seen.climbs++
        if (e.type === 'altitude' && e.level < e.from) seen.dives++
        if (e.type === 'altitude' && (e.level > 3 || e.level < 0)) seen.overTop++
        if (e.type === 'fired') seen.shots++
      }
    }
    expect(seen.crashes, '003 lines 353, 405-407, 429-430 (an overdive at level 1 or 0): a bot never plans itself into the ground').toBe(0)
    expect(seen.illegal, 'every plan it makes is legal under the altitude rules').toBe(0)
    expect(seen.overTop).toBe(0)
    expect(seen.climbs, 'it climbs').toBeGreaterThan(0)
    expect(seen.dives, 'it dives').toBeGreaterThan(0)
    expect(seen.shots, 'it still fights').toBeGreaterThan(0)
  })
})
