/**
 * Issue 8, the lobby and the chat, as the app wires them: the host's screen and LAN guests, each a HostClient
 * with a store of its own, against the real host in this process. What the lobby screen and the chat panel show
 * is read from those stores.
 */
import { describe, expect, it } from 'vitest'
import { until } from '../../../electron/lan/test-helpers'
import { content } from '../../../electron/testing/fixtures'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import { scenarioSetup } from '../../../shared/engine/setup'
import type { ClientMessage, SeatKind } from '../../../shared/protocol/messages'
import { makeStore, type AppStore, type RootState } from '../store'
import { emptySeats, me, notReady } from '../store/lobby-slice'
import { HostClient } from './client'
import { seatToken } from './seat-tokens'
import { hostTransport, testHosts } from '../testing/host-transport'

/** The browser's storage, for the player's name and the seat tokens. */
interface App {
  store: AppStore
  client: HostClient
  /** everything this client sent the host */
  sent: ClientMessage[]
  state: () => RootState
}

const hosts = testHosts()

function app(host: Host, screen: boolean): App {
  const store = makeStore()
  const transport = hostTransport(host, { screen })
  const client = new HostClient(transport, store)
  return { store, client, sent: transport.sent, state: () => store.getState() }
}

/** Wait until `ok` holds (the messages and the bots take a few turns of the event loop). */
/** A host whose screen set up a game with these seat kinds; the screen sits at its own seats. */
async function hosted(seats: SeatKind[], scenario = 'duel-over-the-trenches', seating: 'team' | 'plane' = 'team') {
  const host = new Host({ content, botFactory: inlineBots(content) })
  hosts.push(host)
  const screen = app(host, true)
  screen.client.createGame({ kind: 'scenario', scenario }, seats, { seating })
  // the lobby shows at once, before the host has described it
  await until(() => screen.state().lobby.current !== null, 'the screen in the lobby')
  expect(screen.state().lobby.current?.phase).toBe('lobby')
  expect(screen.state().ui.screen).toBe('table')
  await until(() => (screen.state().lobby.current?.people.length ?? 0) > 0, "the host's lobby")
  return { host, screen, session: screen.state().lobby.current!.session }
}

/** A guest who chose a name joins from the join screen. */
async function guestJoins(host: Host, session: string, seat: string | null, name: string): Promise<App> {
  localStorage.setItem('overdive.playerName', name)
  const g = app(host, false)
  g.client.listSessions()
  await until(() => g.state().lobby.sessions.some((s) => s.session === session), 'the list of games')
  expect(g.state().lobby.sessions.find((s) => s.session === session)?.phase).toBe('lobby')
  g.client.joinGame(session, seat)
  // the lobby at once (not the table for a moment), then as the host describes it
  expect(g.state().lobby.current?.phase).toBe('lobby')
  await until(() => !!g.state().lobby.current && !!me(g.state().lobby.current!), `${name} in the lobby`)
  return g
}

describe('the lobby, from the host screen and a guest (issue 8)', () => {
  it('a named guest sits, talks, says it is ready; the screen starts the game and both are at the table, still talking', async () => {
    const { host, screen, session } = await hosted(['guest', 'human'])
    // nobody at the guest seat: the start button cannot start
    expect(emptySeats(screen.state().lobby.current!.seats).map((s) => s.id)).toEqual(['central'])

    const anna = await guestJoins(host, session, 'central', 'Anna')
    expect(anna.sent.find((m) => m.type === 'join')).toMatchObject({ session, seat: 'central', name: 'Anna' })
    await until(() => screen.state().lobby.current!.seats.find((s) => s.id === 'central')?.player === 'Anna', 'Anna at her seat, for the screen')
    const seen = screen.state().lobby.current!
    expect(seen.people.map((p) => [p.name, p.seats, !!p.you])).toEqual([
      ['Host', ['allied'], true],
      ['Anna', ['central'], false],
    ])
    expect(me(anna.state().lobby.current!)).toMatchObject({ name: 'Anna', seats: ['central'], ready: false })
    expect(notReady(seen).map((p) => p.name), 'the start button reads "Start anyway — 1 not ready"').toEqual(['Anna'])

    // table talk in the lobby reaches both, spaces trimmed, coloured by the speaker's team
    anna.client.chat('  Guten Tag!  ')
    screen.client.chat('   ')
    await until(() => screen.state().chat.lines.length === 1 && anna.state().chat.lines.length === 1, 'the line said')
    expect(screen.state().chat.lines[0]).toMatchObject({ n: 1, from: 'Anna', team: 'central', text: 'Guten Tag!', turn: 0 })
    expect(screen.sent.filter((m) => m.type === 'chat'), 'an empty line is not sent').toEqual([])

    anna.client.ready(true)
    await until(() => notReady(screen.state().lobby.current!).length === 0, 'Anna ready')
    expect(screen.state().lobby.current!.seats.find((s) => s.id === 'central')?.ready).toBe(true)

    screen.client.startGame()
    await until(() => screen.state().lobby.current?.phase === 'playing' && anna.state().lobby.current?.phase === 'playing', 'the game started')
    expect(anna.state().game.seat).toBe('central')
    expect(anna.state().game.view?.turn).toBe(1)

    screen.client.chat('Fight well')
    await until(() => anna.state().chat.lines.length === 2, 'the line said at the table')
    expect(anna.state().chat.lines[1]).toMatchObject({ from: 'Host', team: 'allied', text: 'Fight well', turn: 1 })

    // leaving forgets the game, its lobby and its talk
    anna.client.leave()
    expect(anna.state().lobby.current).toBeNull()
    expect(anna.state().chat.lines).toEqual([])
  })

  it('the screen cannot start while a guest seat is empty; handed to a bot, it can', async () => {
    const { screen } = await hosted(['guest', 'human'])
    screen.client.startGame()
    await until(() => screen.state().game.error !== null, 'the refusal')
    expect(screen.state().game.error).toMatch(/nobody sits at/)
    expect(screen.state().lobby.current?.phase).toBe('lobby')

    screen.client.seatControl('central', 'bot')
    await until(() => !!screen.state().lobby.current!.seats.find((s) => s.id === 'central')?.standIn, 'the bot at the seat')
    expect(emptySeats(screen.state().lobby.current!.seats)).toEqual([])
    screen.client.startGame()
    await until(() => screen.state().lobby.current?.phase === 'playing', 'the game started')
  })

  it('the screen moves a guest to another free seat (its token comes along) and removes a guest, who lands on the join screen', async () => {
    const setup = scenarioSetup(content, { scenario: 'dawn-patrols', seating: 'plane' })
    const allied = setup.seats.filter((s) => s.team === 'allied').map((s) => s.id)
    const kinds = setup.seats.map((s): SeatKind => (s.id === allied[0] || s.id === allied[1] ? 'guest' : s.team === 'allied' ? 'bot:heuristic' : 'human'))
    const { host, screen, session } = await hosted(kinds, 'dawn-patrols', 'plane')
    const [a, b] = allied

    const bea = await guestJoins(host, session, a, 'Bea')
    await until(() => screen.state().lobby.current!.seats.find((s) => s.id === a)?.player === 'Bea', 'Bea seated')
    screen.client.seatControl(a, 'move', b)
    await until(() => bea.state().game.seat === b, 'Bea at her new seat')
    expect(seatToken(session, b), 'the token that brings her back to the new seat').toBeTruthy()
    await until(() => screen.state().lobby.current!.seats.find((s) => s.id === b)?.player === 'Bea', 'the screen sees the move')
    expect(screen.state().lobby.current!.seats.find((s) => s.id === a)).toMatchObject({ taken: false })

    // a guest changes seat itself with "Sit here"
    bea.client.join(session, a)
    await until(() => bea.state().game.seat === a && me(bea.state().lobby.current!)?.seats.join() === a, 'Bea back at the first seat')

    screen.client.seatControl(a, 'remove')
    await until(() => bea.state().lobby.removed !== null, 'Bea removed')
    expect(bea.state().lobby.removed).toMatch(/removed you/)
    expect(bea.state().ui.screen).toBe('join')
    expect(bea.state().game.session).toBeNull()
    expect(bea.state().lobby.current).toBeNull()
    await until(() => screen.state().lobby.current!.people.length === 1, 'Bea gone from the lobby')
    expect(screen.state().lobby.current!.seats.find((s) => s.id === a)).toMatchObject({ taken: false })
    expect(screen.state().lobby.current!.seats.find((s) => s.id === a)?.held).toBeFalsy()
  })

  it('a spectator is in the lobby too, with nothing to be ready for; it talks with no team', async () => {
    const { host, screen, session } = await hosted(['guest', 'human'])
    const watcher = await guestJoins(host, session, null, '')
    expect(watcher.sent.find((m) => m.type === 'join'), 'no name chosen: none is sent').not.toHaveProperty('name')
    expect(me(watcher.state().lobby.current!)).toMatchObject({ name: 'Guest', seats: [] })
    await until(() => screen.state().lobby.current!.people.length === 2, 'the spectator, for the screen')
    watcher.client.chat('just watching')
    await until(() => screen.state().chat.lines.length === 1, 'the line said')
    expect(screen.state().chat.lines[0]).toMatchObject({ from: 'Guest', team: null })
  })
})
