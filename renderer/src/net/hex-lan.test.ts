/**
 * A hex game of 002 on the LAN (issue 30), all in this process and over loopback, as lan-play.test.ts does for the
 * card game: host A hosts on the LAN from its screen and starts a hex duel with the German seat left for a guest;
 * app B (its renderer's client and store, through its own host linked to A) sits there; a browser spectator watches
 * over a WebSocket. Each sees the hex table through 'ruleset-view': B its own hand and the cards it drew, never the
 * other hand; the spectator no hand and no private event; the host's screen never the guest's hand.
 */
import { describe, expect, it } from 'vitest'
import { until, WsGuest } from '../../../electron/lan/test-helpers'
import { Client } from '../../../electron/testing/host-client'
import { PROTOCOL_VERSION } from '../../../shared/protocol/compat'
import type { ServerMessage } from '../../../shared/protocol/messages'
import { hexRuleset, type HexEvent, type HexView } from '../../../shared/rulesets/hex'
import { hexContent } from '../../../shared/rulesets/hex/content-fixture'
import { makeStore } from '../store'
import { HostClient } from './client'
import { LanClient } from './lan-client'
import { hostTransport } from '../testing/host-transport'
import { lanAppHosts } from '../testing/lan-app-hosts'

const { appHost: newHost, cleanups } = lanAppHosts()
/** A copy of the app's host, with the hex game's content. */
const appHost = (hostName: string) => newHost(hostName, { hex: hexContent })

type RulesetView = Extract<ServerMessage, { type: 'ruleset-view' }>
const hexViews = (received: readonly ServerMessage[]) => received.filter((m): m is RulesetView => m.type === 'ruleset-view')

describe('a hex game on the LAN (issue 30)', () => {
  it('an app guest through its own host plays the guest seat; a browser spectator watches; nobody sees another hand', async () => {
    const hostA = appHost('Hangar')
    const screenA = new Client(hostA)
    screenA.send({ type: 'lan-host', re: 'on', action: 'start' })
    const port = (await until(() => screenA.all('lan-hosting').find((m) => m.re === 'on'), 'A hosting')).port!
    screenA.send({ type: 'create-game', re: 'new', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['human', 'guest'] })
    const session = screenA.all('ruleset-game-created')[0].session
    screenA.send({ type: 'join', re: 'sit', session, seat: 'allies' })
    const live = hostA.getAnySession(session)!.hosted.live

    // app B, A's guest through its own host
    const hostB = appHost('Bench')
    const store = makeStore()
    const client = new HostClient(hostTransport(hostB), store)
    const lan = new LanClient(client, store)
    lan.connect(`127.0.0.1:${port}`)
    await until(() => store.getState().lan.link?.state === 'open' && store.getState().lobby.role === 'guest', "B is A's guest")
    client.joinGame(session, 'germans')
    await until(() => store.getState().rulesetGame?.seat === 'germans', 'B seated at the German seat, its hex view in its store')
    expect(store.getState().ui.screen).toBe('table')

    // a browser spectator
    const d = await WsGuest.open(port)
    cleanups.push(() => d.close())
    d.send({ type: 'hello', re: 'h', protocol: PROTOCOL_VERSION })
    d.send({ type: 'join', re: 'watch', session, seat: null })
    await until(() => hexViews(d.received).length > 0, "the spectator's first view")

    screenA.send({ type: 'start-game', re: 'go', session })
    await until(() => hostA.getAnySession(session)!.phase === 'playing', 'the game started')

    // both play a few turns from their own screens, the host's screen by the protocol, B through its client
    const allies = hexRuleset.bots.heuristic.make(hexContent, 'allies', 1)
    const germans = hexRuleset.bots.heuristic.make(hexContent, 'germans', 2)
    let seen = 0
    for (let i = 0; i < 200 && live.commands.length < 40 && !live.over; i++) {
      const waiting = live.waitingFor()
      if (waiting.includes('allies')) {
        const v = hexViews(screenA.received).at(-1)!.view as HexView
        for (const command of allies.decide(v)) screenA.send({ type: 'ruleset-command', session, command })
      } else if (waiting.includes('germans')) {
        const r = store.getState().rulesetGame!
        if ((r.view as HexView).seq === live.seq) for (const command of germans.decide(r.view as HexView)) client.sendRulesetCommand(session, command)
      }
      seen = live.commands.length
      await new Promise((ok) => setTimeout(ok, 5))
    }
    expect(seen).toBeGreaterThan(10)
    expect(live.commands.filter((c) => c.seat === 'germans').length, "B's commands reached A's game").toBeGreaterThan(3)

    // B's store: its own hand as A's game holds it, its own drawn cards, nothing of the Allies'
    await until(() => (store.getState().rulesetGame!.view as HexView).seq === live.seq, "B's view up to date")
    const hands = (live.state as { hands: Record<string, { id: number }[]> }).hands
    const b = store.getState().rulesetGame!
    expect((b.view as HexView).hand).toEqual(hands.germans)
    expect((b.log as HexEvent[]).some((e) => e.to === 'germans')).toBe(true)
    expect((b.log as HexEvent[]).filter((e) => e.to !== 'all' && e.to !== 'germans')).toEqual([])
    // the spectator: no hand, no private event, ever
    for (const m of hexViews(d.received)) {
      expect([m.seat, (m.view as HexView).hand]).toEqual([null, []])
      expect((m.events as HexEvent[]).filter((e) => e.to !== 'all')).toEqual([])
    }
    // the host's screen: only its own hand, only its own events
    for (const m of hexViews(screenA.received)) {
      expect((m.view as HexView).seat).toBe('allies')
      expect((m.events as HexEvent[]).filter((e) => e.to !== 'all' && e.to !== 'allies')).toEqual([])
    }
    const theirs = JSON.stringify(hands.germans)
    if (hands.germans.length) expect(JSON.stringify(hexViews(screenA.received).at(-1))).not.toContain(theirs)
  }, 60_000)
})
