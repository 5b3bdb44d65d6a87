import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ASSETS_DIR } from '../content/load-assets'
import { content } from '../testing/fixtures'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import { SEAT_KIND_INFO, type BotSeatKind } from '../../shared/protocol/seat-kinds'
import { workerBotPool } from './worker-bots'
import { inlineBots } from './inline-bots'
import type { Remembered } from '../../shared/bots/search/memory'

// the worker is TypeScript here (the app runs it built): a worker does not inherit tsx, so it starts with it
const dir = mkdtempSync(join(tmpdir(), 'overdive-search-worker-'))
const boot = join(dir, 'bot-worker-boot.mjs')
writeFileSync(boot, `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}\nregister()\nawait import(${JSON.stringify(new URL('./bot-worker.ts', import.meta.url).href)})\n`)
const pool = workerBotPool(boot, ASSETS_DIR, { size: 1, idleMs: 200 })
afterAll(() => pool.dispose())

describe('the search bot in the host worker threads', () => {
  it.each(['bot:recruit', 'bot:veteran', 'bot:ace'] as BotSeatKind[])('%s is a seat kind the worker plays: it plans a legal turn', async (kind) => {
    expect(SEAT_KIND_INFO[kind].player).toBe('bot')
    const game = Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), 1)
    const seat = game.state.setup.seats[0].id
    const bot = pool.factory(kind, seat, 3)
    const commands = await bot.decide(game.view(seat))
    bot.dispose()
    expect(commands.filter((c) => c.type === 'plan')).toHaveLength(1)
    for (const c of commands) game.apply(c)
  }, 60_000)

  it("the ace given a memory (opponent-memory.ts) sends back, with its next answer, the turn it saw the other plane fly", async () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), 1)
    const [a, b] = game.state.setup.seats.map((s) => s.id)
    const kept: Remembered = { table: 'elsewhere', stand: Array(14).fill(0), plan: ['C01', 'C01', 'C01'] }
    const learnt: Remembered[][] = []
    const ace = pool.factory('bot:ace', a, 5, { data: { format: 'overdive-opponent-memory', version: 1, turns: [kept] }, learnt: (t) => learnt.push(t) })
    const other = inlineBots(content)('bot:heuristic', b, 6)
    while (game.state.turn === 1 && !game.over) {
      for (const [seat, bot] of [[a, ace], [b, other]] as const) for (const c of await bot.decide(game.view(seat))) game.apply(c)
    }
    expect(learnt).toEqual([])
    await ace.decide(game.view(a))
    ace.dispose()
    // one turn learnt, and only the new one: the turn it was given is not sent back
    expect(learnt).toHaveLength(1)
    expect(learnt[0]).toHaveLength(1)
    expect(learnt[0][0].table).toMatch(/^duel-over-the-trenches\|/)
    expect(learnt[0][0].stand).toHaveLength(14)
  }, 60_000)
})
