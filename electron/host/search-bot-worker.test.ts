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
})
