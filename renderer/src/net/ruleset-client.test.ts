/**
 * Issue 30: the app's client at a hex game (002), against the real host in this process. The host's answers to a
 * create-game naming the ruleset come into the ruleset slice (store/ruleset-slice.ts) and show the table; the
 * seat's commands go as ruleset-command; a refusal comes back as the error toast's message and changes nothing;
 * leaving clears the table.
 */
import { describe, expect, it } from 'vitest'
import { until } from '../../../electron/lan/test-helpers'
import { content } from '../../../electron/testing/fixtures'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import { hexContent } from '../../../shared/rulesets/hex/content-fixture'
import { legalCommands } from '../../../shared/rulesets/hex/legal'
import type { HexEvent, HexView } from '../../../shared/rulesets/hex/types'
import { makeStore, type AppStore } from '../store'
import { HostClient } from './client'
import { hostTransport, testHosts, type TestTransport } from '../testing/host-transport'

const hosts = testHosts()

/** The host's screen starts a hex duel: this screen at the allies' seat, a bot at the germans'. */
async function hexDuel(seats: string[] = ['human', 'bot:heuristic']): Promise<{ store: AppStore; client: HostClient; transport: TestTransport }> {
  const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content), seed: () => 4242 })
  hosts.push(host)
  const store = makeStore()
  const transport = hostTransport(host)
  const client = new HostClient(transport, store)
  client.expectGame('all-human')
  transport.send({ type: 'create-game', re: 'new', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: seats as never })
  await until(() => store.getState().rulesetGame?.view != null, 'the first hex view')
  return { store, client, transport }
}

const hexOf = (store: AppStore) => store.getState().rulesetGame!.view as HexView

describe('the client at a hex game (issue 30)', () => {
  it('shows the table with this seat’s view, and only its own hand', async () => {
    const { store, transport } = await hexDuel()
    const s = store.getState()
    expect(s.ui.screen).toBe('table')
    expect(s.ui.joining).toBe(false)
    expect(s.rulesetGame).toMatchObject({ ruleset: 'hex', seat: 'allies', mine: ['allies'] })
    expect(s.game.view, "a card game's slice stays empty").toBeNull()
    expect(transport.sent.filter((m) => m.type === 'join').map((m) => (m as { seat: string | null }).seat)).toEqual(['allies'])
    const v = hexOf(store)
    expect(v.seat).toBe('allies')
    expect(v.hand.length).toBe(v.handCounts.allies)
    expect(Object.keys(v)).not.toContain('hands')
    // every event this screen was sent is its own or everyone's
    for (const e of s.rulesetGame!.log as HexEvent[]) expect(['all', 'allies']).toContain(e.to)
    expect(s.rulesetGame!.log.length).toBeGreaterThan(0)
  })

  it('plays a legal command as a ruleset-command; the log grows in order; a refused one says why and changes nothing', async () => {
    const { store, client } = await hexDuel()
    await until(() => store.getState().rulesetGame!.waitingFor.includes('allies'), 'the allies to play')
    const g = store.getState().rulesetGame!
    const before = hexOf(store).seq
    const logBefore = g.log.length
    // a command the rules refuse (a card this seat does not hold): the host's error, nothing moves
    client.sendRulesetCommand(g.session, { type: 'card', seat: 'allies', card: 999, altitude: 0 })
    await until(() => store.getState().game.error !== null, 'the refusal')
    expect(store.getState().game.error).toMatch(/card 999/)
    expect(hexOf(store).seq).toBe(before)
    // a legal one: the host applies it and the next view comes
    const legal = legalCommands(hexOf(store), 'allies')
    const cmd = legal.find((c) => c.type === 'face') ?? legal.find((c) => c.type !== 'end-move') ?? legal[0]
    client.sendRulesetCommand(g.session, cmd)
    await until(() => hexOf(store).seq > before, 'the command applied')
    const after = store.getState().rulesetGame!
    expect(after.log.length).toBeGreaterThan(logBefore)
    expect(after.log.slice(0, logBefore)).toEqual(g.log)
    expect(after.events.length).toBeGreaterThan(0)
  })

  it('leaving clears the table and goes back to the menu', async () => {
    const { store, client, transport } = await hexDuel()
    client.leave()
    expect(store.getState().rulesetGame).toBeNull()
    expect(store.getState().ui.screen).toBe('menu')
    expect(transport.sent.at(-1)).toMatchObject({ type: 'leave' })
  })

  it('a spectator (no human seat) watches with no hand', async () => {
    const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content), seed: () => 7 })
    hosts.push(host)
    const store = makeStore()
    const transport = hostTransport(host)
    const client = new HostClient(transport, store)
    client.expectGame('all-human')
    transport.send({ type: 'create-game', re: 'new', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['bot:random', 'bot:random'] })
    await until(() => store.getState().rulesetGame?.view != null, 'the spectator view')
    const g = store.getState().rulesetGame!
    expect(g.seat).toBeNull()
    expect(hexOf(store).hand).toEqual([])
    for (const e of g.log as HexEvent[]) expect(e.to).toBe('all')
  })
})
