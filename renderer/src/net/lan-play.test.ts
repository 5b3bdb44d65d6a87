/**
 * Issue 8, "the server the app starts is the same module npm run serve starts, and its tests run without
 * Electron": a LAN game with everyone the issue names, all in this process and over loopback.
 * - Host A is an app hosting on the LAN from its screen (LanServices → startServer on 127.0.0.1).
 * - Guest B is a second copy of the app: its renderer's own client, store and LanClient, talking to its own
 *   host B, which links to A over WebSocket (as the desktop app joins a LAN game).
 * - Guest C is a browser on the LAN: a WebSocket to A's LAN address with the Origin of A's page.
 * - D watches as a spectator.
 * They meet in the lobby, C talks, both say they are ready and A starts; both plan a turn; C drops, A hands its
 * seat to a bot, which plans, and C comes back with its seat token and takes the seat back from the bot; B's link
 * drops and B takes its seat back from the app with the token its renderer kept.
 */
import { describe, expect, it } from 'vitest'
import { until, WsGuest } from '../../../electron/lan/test-helpers'
import { choose, Client, expectNoForeignSecrets, type ViewMessage } from '../../../electron/testing/host-client'
import { PROTOCOL_VERSION } from '../../../shared/protocol/compat'
import { makeStore } from '../store'
import { HostClient } from './client'
import { LanClient } from './lan-client'
import { hostTransport } from '../testing/host-transport'
import { lanAppHosts } from '../testing/lan-app-hosts'

const { appHost: newHost, cleanups } = lanAppHosts()
/** A copy of the app's host with its LAN services (hosting on loopback; no discovery: the address is known). */
const appHost = (hostName: string) => newHost(hostName)

const views = (g: WsGuest) => g.received.filter((m): m is ViewMessage => m.type === 'view')

describe('a LAN game with every kind of client (issue 8)', () => {
  it('host, an app guest through its own host, a browser guest and a spectator: lobby, chat, play, drops and a stand-in bot', async () => {
    // ---- host A hosts on the LAN from its screen and sets up a duel with both seats left for guests
    const hostA = appHost('Hangar')
    const screenA = new Client(hostA)
    screenA.send({ type: 'lan-host', re: 'on', action: 'start' })
    const hosting = await until(() => screenA.all('lan-hosting').find((m) => m.re === 'on'), 'A hosting')
    expect(hosting).toMatchObject({ hosting: true, name: 'Hangar' })
    const port = hosting.port!
    expect(hosting.addresses).toContain(`http://127.0.0.1:${port}/`)
    screenA.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['guest', 'guest'] })
    const session = screenA.all('game-created')[0].session
    screenA.send({ type: 'join', session, seat: null })
    const game = hostA.getSession(session)!.game

    // ---- app B: its renderer (client, store, LanClient) through its own host, linked to A
    const hostB = appHost('Bench')
    const store = makeStore()
    const client = new HostClient(hostTransport(hostB), store)
    const lan = new LanClient(client, store)
    localStorage.setItem('overdive.playerName', 'Bruno')
    lan.connect(`127.0.0.1:${port}`)
    await until(() => store.getState().lan.link?.state === 'open' && store.getState().lobby.role === 'guest', "B is A's guest")
    expect(client.isRemote).toBe(true)
    await until(() => store.getState().lobby.sessions.some((s) => s.session === session && s.phase === 'lobby'), "A's game, in its lobby, on B's join list")
    client.joinGame(session, 'allied')
    await until(() => store.getState().game.seat === 'allied', 'B seated at the Allied seat')

    // ---- C, a browser on the LAN, and D, a spectator
    const c = await WsGuest.open(port)
    c.send({ type: 'hello', re: 'h', protocol: PROTOCOL_VERSION })
    c.send({ type: 'join', re: 'sit', session, seat: 'central', name: 'Clara' })
    const token = (await c.next('seated')).token
    const d = await WsGuest.open(port)
    d.send({ type: 'join', re: 'watch', session, seat: null })
    cleanups.push(() => c.close(), () => d.close())

    // ---- the lobby: everyone sees everyone; C talks; both are ready; A starts
    const lobbyA = await until(() => screenA.all('lobby').findLast((m) => m.people.length === 4), 'four people in the lobby')
    expect(lobbyA.people.map((p) => p.name).sort()).toEqual(['Bruno', 'Clara', 'Guest', 'Host'])
    expect(lobbyA.seats.map((s) => [s.id, s.player])).toEqual([
      ['central', 'Clara'],
      ['allied', 'Bruno'],
    ])
    c.send({ type: 'chat', session, text: 'Gute Jagd!' })
    await until(() => store.getState().chat.lines.some((l) => l.text === 'Gute Jagd!' && l.from === 'Clara'), "C's line on B's screen")
    await until(() => d.received.some((m) => m.type === 'chat' && m.lines.some((l) => l.text === 'Gute Jagd!')), "C's line on the spectator's")
    client.ready(true)
    c.send({ type: 'ready', session, ready: true })
    await until(() => screenA.all('lobby').at(-1)!.seats.every((s) => s.ready), 'both ready on A')
    screenA.send({ type: 'start-game', session })
    await until(() => store.getState().game.waitingFor.length > 0 && hostA.getSession(session)!.phase === 'playing', 'the game started')

    // ---- a turn: both plan from their own screens
    const bView = store.getState().game.view!
    const bPlan = choose(bView, 'allied').find((x) => x.type === 'plan')!
    if (bPlan.type !== 'plan') throw new Error('no plan')
    client.plan(bPlan.plane, bPlan.cards)
    const cView = await until(() => views(c).findLast((v) => v.view.step === 'planning'), "C's planning view")
    c.send({ type: 'command', session, command: choose(cView.view, 'central').find((x) => x.type === 'plan')! })
    await until(() => game.state.turn > 1 || game.state.step !== 'planning', 'the plans revealed')

    // ---- C drops: A is told, hands the seat to a bot, which flies it; C comes back with its token
    c.close()
    await until(() => screenA.all('seat-dropped').some((m) => m.seat === 'central'), 'A told of the drop')
    const before = game.commands.length
    screenA.send({ type: 'seat-control', session, seat: 'central', action: 'bot' })
    await until(() => hostA.getSession(session)!.seatInfo().find((s) => s.id === 'central')!.standIn, 'a bot stands in')
    // B gives the game something to do, and the bot answers for the seat it keeps
    for (let i = 0; i < 3 && !game.commands.slice(before).some((x) => x.seat === 'central'); i++) {
      const v = await until(() => store.getState().game.waitingFor.length > 0 && store.getState().game.view, 'B asked to move')
      const mine = choose(v, 'allied')
      for (const cmd of mine) {
        if (cmd.type === 'plan') client.plan(cmd.plane, cmd.cards)
        else if (cmd.type === 'fire') client.fire(cmd.plane, { front: cmd.front ?? null, rear: cmd.rear ?? null })
      }
      await until(() => game.commands.length > before + i, 'the game moved')
    }
    await until(() => game.commands.slice(before).some((x) => x.seat === 'central'), 'the stand-in bot flew the German seat')
    const stranger = await WsGuest.open(port)
    stranger.send({ type: 'join', re: 'x', session, seat: 'central' })
    expect((await stranger.next('error')).code, 'nobody else takes the seat the bot keeps for C').toBe('seat-taken')
    stranger.close()
    const c2 = await WsGuest.open(port)
    cleanups.push(() => c2.close())
    c2.send({ type: 'join', re: 'back', session, seat: 'central', token })
    const back = await c2.next('view')
    expect(back).toMatchObject({ seat: 'central', mine: ['central'] })
    expect(hostA.getSession(session)!.seatInfo().find((s) => s.id === 'central')!.standIn, 'the bot gave the seat back').toBeUndefined()

    // ---- B's link drops: its seat is held; B links again and its renderer takes the seat back with its token
    lan.leaveRemote()
    await until(() => hostA.getSession(session)!.seatInfo().find((s) => s.id === 'allied')!.held, "B's seat held at A")
    expect(client.isRemote).toBe(false)
    lan.connect(`127.0.0.1:${port}`)
    await until(() => store.getState().lan.link?.state === 'open' && store.getState().lobby.role === 'guest', 'B linked again')
    client.joinGame(session, 'allied')
    await until(() => store.getState().game.seat === 'allied' && store.getState().game.view !== null, 'B back at its seat')
    expect(hostA.getSession(session)!.seatInfo().find((s) => s.id === 'allied')).toMatchObject({ taken: true, player: 'Bruno' })

    // ---- nobody was ever sent another seat's secrets
    for (const v of views(d)) expectNoForeignSecrets(v)
    for (const v of [...views(c), ...views(c2)]) expectNoForeignSecrets(v)
    for (const v of screenA.views()) expectNoForeignSecrets(v)
  })
})
