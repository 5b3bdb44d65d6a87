/**
 * The LAN client against real hosts, in process: this app's own host (a real Host, its LAN services replaced by a
 * small stand-in that hosts, browses and relays a link the way electron/lan does) and another host on the "LAN"
 * (another real Host) that this app joins as a guest. The store and the table's client are the app's own.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import type { LanClientMessage, LanPort } from '../../../electron/host/lan-port'
import type { ClientConnection } from '../../../electron/host/session'
import type { LanHostingStatus } from '../../../shared/protocol/lan'
import type { ClientMessage, ServerMessage } from '../../../shared/protocol/messages'
import { makeStore, type AppStore } from '../store'
import { linkNotice, remoteHost } from '../store/lan-slice'
import { screenShown } from '../store/ui-slice'
import { HostClient } from './client'
import { hostAddress, LanClient, typedPort } from './lan-client'
import { linkTransport } from './link-transport'
import type { Transport } from './transport'
import { hostTransport, type TestTransport } from '../testing/host-transport'
import { lanGame } from '../testing/lan-games'

const copy = <T,>(m: T): T => JSON.parse(JSON.stringify(m)) as T
const KITCHEN_GAME = lanGame({ id: 'Kitchen PC', compat: { app: '0.1.0', protocol: 2, rules: 'x' } })


/**
 * The LAN services of this app's host, reduced to what the screen sees: hosting answers with its addresses,
 * browsing finds one game, and a link to an address it knows relays to that (real, in-process) host as a guest.
 */
class StandInLan implements LanPort {
  hosting: LanHostingStatus = { hosting: false, port: null, addresses: [], name: 'Attic PC', announced: false, problem: null }
  private link: { id: string; screen: ClientConnection; remote: Host; conn: ClientConnection; name: string; address: string } | null = null
  private links = 0

  constructor(private readonly hosts: Record<string, { host: Host; name: string }>) {}

  receive(screen: ClientConnection, msg: LanClientMessage): void {
    switch (msg.type) {
      case 'lan-host': {
        const port = msg.port ?? 4317
        if (msg.action === 'start') this.hosting = { hosting: true, port, addresses: [`http://192.168.1.30:${port}/`, `http://127.0.0.1:${port}/`], name: 'Attic PC', announced: true, problem: null }
        if (msg.action === 'stop') this.hosting = { hosting: false, port: null, addresses: [], name: 'Attic PC', announced: false, problem: null }
        screen.send({ type: 'lan-hosting', re: msg.re, ...this.hosting })
        return
      }
      case 'lan-browse':
        screen.send({ type: 'lan-games', re: msg.re, browsing: msg.action === 'start', games: msg.action === 'start' ? [KITCHEN_GAME] : [] })
        return
      case 'lan-connect': {
        const id = `k${++this.links}`
        screen.send({ type: 'link', re: msg.re, state: 'connecting', link: id, address: msg.address })
        const to = this.hosts[msg.address]
        if (!to) {
          screen.send({ type: 'link', state: 'refused', link: id, address: msg.address, message: `Nothing answers at ${msg.address}.` })
          return
        }
        const conn = to.host.connect((m) => screen.send({ type: 'link-message', link: id, message: copy(m) }), { screen: false })
        this.link = { id, screen, remote: to.host, conn, name: to.name, address: msg.address }
        screen.send({ type: 'link', state: 'open', link: id, address: msg.address, hostName: to.name })
        return
      }
      case 'link-send':
        if (this.link?.id !== msg.link) throw Object.assign(new Error('that link is closed'), { code: 'no-link' })
        this.link.remote.receive(this.link.conn, msg.message)
        return
      case 'lan-disconnect':
        if (this.link?.id === msg.link) this.close('You left.')
        return
    }
  }

  /** The link ends (the other host stopped, the network dropped...). */
  close(message: string): void {
    const l = this.link
    if (!l) return
    this.link = null
    l.remote.disconnect(l.conn)
    l.screen.send({ type: 'link', state: 'closed', link: l.id, address: l.address, message })
  }

  get open(): boolean {
    return this.link !== null
  }

  disconnected(): void {}
  dispose(): void {}
}

async function settle(): Promise<void> {
  for (let i = 0; i < 40; i++) await new Promise((r) => setTimeout(r, 0))
}

interface World {
  store: AppStore
  client: HostClient
  lan: LanClient
  local: TestTransport
  services: StandInLan
  /** the other host, with a game waiting for a guest */
  kitchen: Host
  kitchenGame: string
  ownGame: string
}

/** This app (its host runs a game of its own) and, on the LAN, Kitchen PC with a game that has a guest seat. */
async function world(): Promise<World> {
  const kitchen = new Host({ content, botFactory: inlineBots(content), seed: () => 1, hostName: 'Kitchen PC' })
  const kitchenScreen = hostTransport(kitchen)
  const created = new Promise<string>((resolve) =>
    kitchenScreen.onMessage((m) => {
      if (m.type === 'game-created') resolve(m.session)
    }),
  )
  kitchenScreen.send({ type: 'create-game', re: 'c1', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['human', 'guest'] })
  const kitchenGame = await created

  const services = new StandInLan({ '192.168.1.20:4317': { host: kitchen, name: 'Kitchen PC' } })
  const own = new Host({ content, botFactory: inlineBots(content), seed: () => 2, lan: services })
  const store = makeStore()
  const local = hostTransport(own)
  const client = new HostClient(local, store)
  const lan = new LanClient(client, store)
  client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['human', 'bot:heuristic'])
  await settle()
  const ownGame = store.getState().game.session!
  expect(ownGame).toBeTruthy()
  store.dispatch(screenShown('lan-join'))
  return { store, client, lan, local, services, kitchen, kitchenGame, ownGame }
}

describe('LanClient: hosting on the LAN from the menu', () => {
  it('starts hosting on the port asked for, then stops; the store follows what the host says', async () => {
    const w = await world()
    w.lan.hostingStatus()
    expect(w.store.getState().lan.pending.host).toBe('status')
    await settle()
    expect(w.store.getState().lan.hosting?.hosting).toBe(false)
    expect(w.store.getState().lan.pending.host).toBeNull()

    w.lan.hostOnLan(4320)
    expect(w.local.sent.at(-1)).toMatchObject({ type: 'lan-host', action: 'start', port: 4320 })
    await settle()
    expect(w.store.getState().lan.hosting).toMatchObject({ hosting: true, port: 4320, addresses: ['http://192.168.1.30:4320/', 'http://127.0.0.1:4320/'], announced: true })

    w.lan.stopHosting()
    await settle()
    expect(w.store.getState().lan.hosting?.hosting).toBe(false)
  })

  it('a host without LAN services refuses, and the screen is told why', async () => {
    const store = makeStore()
    const lan = new LanClient(new HostClient(hostTransport(new Host({ content, botFactory: inlineBots(content) })), store), store)
    lan.hostOnLan()
    await settle()
    expect(store.getState().lan.refused.host).toBe('this host does not play on the LAN')
    expect(store.getState().lan.pending.host).toBeNull()
    expect(store.getState().game.error, 'the hosting screen says it: the error toast does not say it again').toBeNull()
  })
})

describe('LanClient: joining a LAN game from the app', () => {
  let w: World
  beforeEach(async () => {
    w = await world()
  })

  it('browsing lists the games found, until it stops', async () => {
    w.lan.browse()
    await settle()
    expect(w.store.getState().lan).toMatchObject({ browsing: true, games: [{ host: 'Kitchen PC', address: '192.168.1.20:4317' }] })
    w.lan.stopBrowsing()
    await settle()
    expect(w.store.getState().lan).toMatchObject({ browsing: false, games: [] })
  })

  it("once the link opens the app is the other host's guest: its games, its seats, its view", async () => {
    w.lan.connect('http://192.168.1.20:4317/')
    expect(w.local.sent.at(-1)).toMatchObject({ type: 'lan-connect', address: '192.168.1.20:4317' })
    await settle()
    const s = w.store.getState()
    expect(w.client.isRemote).toBe(true)
    expect(remoteHost(s.lan)).toEqual({ hostName: 'Kitchen PC', address: '192.168.1.20:4317' })
    expect(s.ui.screen).toBe('join')
    // Kitchen PC greeted this app as a guest, and lists its game, not this app's own
    expect(s.lobby.role).toBe('guest')
    expect(s.lobby.sessions.map((x) => x.session)).toEqual([w.kitchenGame])
    expect(s.game.session).toBeNull()
    // everything went through the link
    expect(w.local.sent.filter((m) => m.type === 'hello').length).toBe(1)
    expect(w.local.sent.at(-1)).toMatchObject({ type: 'link-send', link: 'k1', message: { type: 'hello' } })

    // the existing guest screens work unchanged: sit at the guest seat
    const seat = s.lobby.sessions[0].seats.find((x) => x.kind === 'guest')!.id
    w.client.joinGame(w.kitchenGame, seat)
    await settle()
    expect(w.store.getState().game).toMatchObject({ session: w.kitchenGame, seat })
    expect(w.kitchen.summaries()[0].seats.find((x) => x.id === seat)?.taken).toBe(true)

    // this app's own host still talks to the screen (its game goes on), but none of that reaches the table
    w.local.send({ type: 'list-sessions', re: 'own' })
    await settle()
    expect(w.store.getState().lobby.sessions.map((x) => x.session)).toEqual([w.kitchenGame])
  })

  it('when the link closes the app is back at its own host, at the menu, told why', async () => {
    w.lan.connect('192.168.1.20:4317')
    await settle()
    w.services.close('Kitchen PC stopped hosting.')
    await settle()
    const s = w.store.getState()
    expect(w.client.isRemote).toBe(false)
    expect(s.ui.screen).toBe('menu')
    expect(linkNotice(s.lan)).toEqual({ address: '192.168.1.20:4317', message: 'Kitchen PC stopped hosting.', refused: false })
    // its own host greeted it again as its screen
    expect(s.lobby.role).toBe('screen')
    expect(s.lobby.sessions.map((x) => x.session)).toEqual([w.ownGame])
  })

  it('an address nobody answers at is refused, plainly, and the app stays where it was', async () => {
    w.lan.connect(' 10.9.9.9:4317 ')
    expect(w.store.getState().lan.pending.connect).toBe('10.9.9.9:4317')
    await settle()
    const s = w.store.getState()
    expect(w.client.isRemote).toBe(false)
    expect(s.ui.screen).toBe('lan-join')
    expect(s.lan.link).toMatchObject({ state: 'refused', message: 'Nothing answers at 10.9.9.9:4317.' })
    expect(s.lan.pending.connect).toBeNull()
  })

  it('leaving the other host ends the link and goes back home, with nothing to apologise for', async () => {
    w.lan.connect('192.168.1.20:4317')
    await settle()
    const before = w.local.sent.length
    w.lan.leaveRemote()
    // the link is let go, and this app says hello to its own host again
    expect(w.local.sent.slice(before).map((m) => m.type)).toEqual(['lan-disconnect', 'hello'])
    expect(w.local.sent[before]).toMatchObject({ type: 'lan-disconnect', link: 'k1' })
    expect(w.client.isRemote).toBe(false)
    await settle()
    const s = w.store.getState()
    expect(w.services.open).toBe(false)
    expect(s.ui.screen).toBe('menu')
    expect(s.lobby.role).toBe('screen')
    // the host's "closed" for the link left is old news
    expect(s.lan.link).toBeNull()
    expect(linkNotice(s.lan)).toBeNull()
  })

  it("when the connection to this app's own host drops, the link it carried is gone too", async () => {
    w.lan.connect('192.168.1.20:4317')
    await settle()
    w.local.drop()
    expect(w.client.isRemote).toBe(false)
    expect(w.store.getState().ui.screen).toBe('menu')
    expect(linkNotice(w.store.getState().lan)?.message).toMatch(/own host dropped/)
  })
})

describe('linkTransport: a transport through a link of this app\'s host', () => {
  function fakeLocal() {
    const listeners: ((m: ServerMessage) => void)[] = []
    const sent: ClientMessage[] = []
    const t: Transport = { send: (m) => sent.push(m), onMessage: (l) => listeners.push(l), onStatus: () => {} }
    return { t, sent, emit: (m: ServerMessage) => listeners.forEach((l) => l(m)) }
  }

  it('sends as link-send, hears only its own link, follows its state, and returns errors under the request id', async () => {
    const local = fakeLocal()
    let n = 0
    const link = linkTransport(local.t, 'k1', () => `x${++n}`)
    const heard: ServerMessage[] = []
    const states: string[] = []
    link.onMessage((m) => heard.push(m))
    link.onStatus((s) => states.push(s))
    await settle()
    expect(states).toEqual(['open'])

    link.send({ type: 'list-sessions', re: 'r7' })
    expect(local.sent).toEqual([{ type: 'link-send', re: 'x1', link: 'k1', message: { type: 'list-sessions', re: 'r7' } }])
    local.emit({ type: 'link-message', link: 'k1', message: { type: 'sessions', sessions: [] } })
    local.emit({ type: 'link-message', link: 'k2', message: { type: 'sessions', re: 'other', sessions: [] } })
    local.emit({ type: 'sessions', re: 'own', sessions: [] })
    local.emit({ type: 'error', re: 'x1', code: 'no-link', message: 'that link is closed' })
    expect(heard).toEqual([
      { type: 'sessions', sessions: [] },
      { type: 'error', re: 'r7', code: 'no-link', message: 'that link is closed' },
    ])

    local.emit({ type: 'link', link: 'k1', state: 'closed', address: 'a', message: 'gone' })
    expect(states).toEqual(['open', 'closed'])
    link.send({ type: 'list-sessions', re: 'r8' })
    local.emit({ type: 'link-message', link: 'k1', message: { type: 'sessions', sessions: [] } })
    expect(local.sent).toHaveLength(1)
    expect(heard).toHaveLength(2)
  })
})

describe('what players type', () => {
  it('hostAddress takes the host and port out of an address or a guest page URL', () => {
    expect(hostAddress(' 192.168.1.20:4317 ')).toBe('192.168.1.20:4317')
    expect(hostAddress('http://192.168.1.20:4317/')).toBe('192.168.1.20:4317')
    expect(hostAddress('https://kitchen.local:4317/?x=1#y')).toBe('kitchen.local:4317')
    expect(hostAddress('[fe80::1]:4317')).toBe('[fe80::1]:4317')
    expect(hostAddress('   ')).toBe('')
  })

  it('typedPort: blank is the default, a port is 1 to 65535, anything else is no port', () => {
    expect(typedPort('')).toBeUndefined()
    expect(typedPort(' 4320 ')).toBe(4320)
    expect(typedPort('65535')).toBe(65535)
    for (const bad of ['0', '65536', '43a', '-1', '4317.5', '999999']) expect(typedPort(bad)).toBeNull()
  })
})
