/**
 * A game of bots only at this table's pace (table-pace.ts, electron/host/pace.ts): the app's client against a real
 * host in this process. The table says how far it has shown the game; the host's bots wait for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import { hexContent } from '../../../shared/rulesets/hex/content-fixture'
import { makeStore, type AppStore } from '../store'
import { eventsPlayed } from '../store/game-slice'
import { speedChosen } from '../store/ui-slice'
import { HostClient } from './client'
import { hostTransport, type TestTransport } from '../testing/host-transport'
import { cardShown, hexShown, HEX_BEAT_S, HEX_ROLL_S, watchTablePace } from './table-pace'

const hosts: Host[] = []
const stops: (() => void)[] = []
afterEach(() => {
  for (const s of stops.splice(0)) s()
  for (const h of hosts.splice(0)) h.dispose()
  vi.useRealTimers()
})

function table(): { host: Host; store: AppStore; client: HostClient; wire: TestTransport } {
  const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content), seed: () => '0000000000000000000000000000000b' })
  hosts.push(host)
  const store = makeStore()
  const wire = hostTransport(host)
  const client = new HostClient(wire, store)
  stops.push(watchTablePace(store, client))
  return { host, store, client, wire }
}

const until = async (what: () => boolean, tries = 200) => {
  for (let i = 0; i < tries && !what(); i++) await new Promise((r) => setTimeout(r, 0))
  return what()
}
const shownSent = (wire: TestTransport) => wire.sent.filter((m) => m.type === 'shown')

describe('the card table paces a game of bots', () => {
  it('the host waits while the table plays; each time it has played everything, the bots go on, to the end', async () => {
    const { host, store, client, wire } = table()
    client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['bot:heuristic', 'bot:heuristic'], { options: { turnLimit: 5 } })
    expect(wire.sent.at(-1)).toMatchObject({ type: 'create-game', paced: true })
    expect(await until(() => store.getState().game.view !== null)).toBe(true)
    const game = () => host.getSession(store.getState().game.session!)!.game
    let rounds = 0
    while (!game().over && rounds < 200) {
      // the table is still playing what it was sent: the host waits, however long
      await until(() => false, 20)
      const s = store.getState().game
      if (s.pending.length > 0) {
        expect(game().state.seq, 'the host waits for the table').toBe(s.view!.seq)
        expect(cardShown(store.getState())).toBeNull()
      }
      // the table plays it all
      store.dispatch(eventsPlayed(s.pending.length))
      await until(() => store.getState().game.view!.seq > s.view!.seq || game().over)
      rounds++
    }
    expect(game().over).toBe(true)
    expect(rounds).toBeGreaterThan(1)
    expect(shownSent(wire).length).toBeGreaterThanOrEqual(rounds)
  })

  it('says nothing in a game a person plays', async () => {
    const { store, client, wire } = table()
    client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['bot:heuristic', 'human'])
    expect(await until(() => store.getState().game.view !== null)).toBe(true)
    store.dispatch(eventsPlayed(store.getState().game.pending.length))
    await until(() => false, 20)
    expect(cardShown(store.getState())).toBeNull()
    expect(shownSent(wire)).toEqual([])
  })
})

describe('the hex table paces a game of bots', () => {
  it('shows each view for a beat (longer with dice), shortened by the speed, and then says so', async () => {
    const { host, store, client, wire } = table()
    store.dispatch(speedChosen(10))
    client.createRulesetGame('hex', { scenario: 'duel', seats: ['bot:heuristic', 'bot:heuristic'] })
    expect(await until(() => store.getState().rulesetGame?.view != null)).toBe(true)
    const session = store.getState().rulesetGame!.session
    const live = () => (host as unknown as { others: Map<string, { hosted: { live: { seq: number } } }> }).others.get(session)!.hosted.live.seq
    const start = hexShown(store.getState())!
    expect(start.seq).toBe(live())
    // nothing said before the beat: the host holds
    await until(() => false, 20)
    expect(live()).toBe(start.seq)
    // the beat runs (a real timer: at speed 10, a tenth of HEX_BEAT_S or HEX_ROLL_S)
    const t0 = Date.now()
    expect(await until(() => live() > start.seq, 5_000)).toBe(true)
    expect(Date.now() - t0).toBeGreaterThanOrEqual((start.beat * 1000) / 10 - 50)
    expect(shownSent(wire)[0]).toMatchObject({ session, seq: start.seq })
  }, 20_000)

  it('the beat: none for a view with no events, HEX_BEAT_S for moves, HEX_ROLL_S for dice', () => {
    const state = (events: unknown[]) => ({
      rulesetGame: { session: 'g', ruleset: 'hex', seat: null, mine: [], seats: [{ id: 'a', name: 'A', team: 'a', kind: 'bot:heuristic' as const, taken: true }], view: { seq: 4 }, events, batch: 2, log: [], waitingFor: [], answer: null, picked: null },
    })
    expect(hexShown(state([]))!.beat).toBe(0)
    expect(hexShown(state([{ type: 'moved' }]))!.beat).toBe(HEX_BEAT_S)
    expect(hexShown(state([{ type: 'moved' }, { type: 'roll', roll: 5 }]))!.beat).toBe(HEX_ROLL_S)
    const replay = state([])
    replay.rulesetGame.session = 'replay:x'
    expect(hexShown(replay)).toBeNull()
  })
})
