/**
 * Issue 30: New game's hex game through the client (HostClient.createRulesetGame), against the real host in this
 * process: the scenario, the seats, the options and the answer time reach the host; this screen sits at the seats
 * it takes (a solo game's one, a hotseat's every one) and no other; options the hex game does not have are refused
 * with the host's words, and the screen can try again.
 */
import { describe, expect, it } from 'vitest'
import { until } from '../../../electron/lan/test-helpers'
import { content } from '../../../electron/testing/fixtures'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import { hexContent } from '../../../shared/rulesets/hex/content-fixture'
import type { HexView } from '../../../shared/rulesets/hex/types'
import { makeStore, type AppStore } from '../store'
import { HostClient } from './client'
import { hostTransport, testHosts, type TestTransport } from '../testing/host-transport'

const hosts = testHosts()

function screen(): { store: AppStore; client: HostClient; transport: TestTransport } {
  const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content), seed: () => 77 })
  hosts.push(host)
  const store = makeStore()
  const transport = hostTransport(host)
  return { store, client: new HostClient(transport, store), transport }
}

const joins = (t: TestTransport) => t.sent.filter((m) => m.type === 'join').map((m) => (m as { seat: string | null }).seat)

describe('New game starts a hex game (issue 30)', () => {
  it('a solo game: the scenario, options and answer time reach the host; this screen takes its one seat', async () => {
    const { store, client, transport } = screen()
    client.createRulesetGame('hex', { scenario: 'two-seaters', seats: ['human', 'bot:random'], rulesetOptions: { fuel: true, novicePilots: [] }, take: ['allies'], answerSeconds: 30 })
    expect(store.getState().ui.joining).toBe(true)
    const sent = transport.sent.find((m) => m.type === 'create-game')!
    expect(sent).toMatchObject({ ruleset: 'hex', choice: { kind: 'scenario', scenario: 'two-seaters' }, seats: ['human', 'bot:random'], rulesetOptions: { fuel: true }, answerSeconds: 30 })
    await until(() => store.getState().rulesetGame?.view != null, 'the first hex view')
    const s = store.getState()
    expect(s.ui.joining).toBe(false)
    expect(s.ui.screen).toBe('table')
    expect(s.rulesetGame).toMatchObject({ ruleset: 'hex', seat: 'allies', mine: ['allies'] })
    const v = s.rulesetGame!.view as HexView
    expect(v.setup.scenario).toBe('two-seaters')
    expect(v.setup.options).toEqual({ fuel: true, novicePilots: [] })
    expect(s.rulesetGame!.seats.map((x) => [x.id, x.kind])).toEqual([
      ['allies', 'human'],
      ['germans', 'bot:random'],
    ])
    expect(joins(transport)).toEqual(['allies'])
  })

  it('a hotseat game: this screen takes every human seat; with no take it sits at each human seat', async () => {
    const { store, client, transport } = screen()
    client.createRulesetGame('hex', { scenario: 'duel', seats: ['human', 'human'] })
    await until(() => (store.getState().rulesetGame?.mine.length ?? 0) === 2, 'both seats held')
    // (a hotseat screen also watches as a spectator, for the table shown to all behind a hand-off: net/hotseat.ts)
    expect(joins(transport).filter((x) => x !== null).sort()).toEqual(['allies', 'germans'])
    expect(transport.sent.find((m) => m.type === 'create-game')).not.toHaveProperty('rulesetOptions')
  })

  it('options the hex game does not have: the host says so, nothing starts, and Start works again', async () => {
    const { store, client } = screen()
    client.createRulesetGame('hex', { scenario: 'duel', seats: ['human', 'bot:heuristic'], rulesetOptions: { parachutes: true } })
    await until(() => store.getState().game.error !== null, 'the refusal')
    expect(store.getState().game.error).toMatch(/parachutes/)
    expect(store.getState().rulesetGame).toBeNull()
    expect(store.getState().ui.joining).toBe(false)
    client.createRulesetGame('hex', { scenario: 'duel', seats: ['human', 'bot:heuristic'] })
    await until(() => store.getState().rulesetGame?.view != null, 'the game, the second time')
  })
})
