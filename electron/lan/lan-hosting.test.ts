/**
 * Hosting on the LAN from the app, on loopback: the server starts on demand on 4317 or (taken) a free port, serves
 * the guest page and the protocol with every protection of `npm run serve`, says plainly when the port asked for
 * is taken, and stops: its port is free again and its guests are disconnected, their seats held.
 */
import type { NetworkInterfaceInfo } from 'node:os'
import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { content } from '../testing/fixtures'
import { Client } from '../testing/host-client'
import { guestAddresses, LanHosting, listenProblem, localName } from './lan-hosting'
import { PAGE, rendererFixture, takenPort, until, WsGuest } from './test-helpers'

let renderer: ReturnType<typeof rendererFixture>
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(() => {
  renderer = rendererFixture()
})
afterAll(() => renderer.remove())
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

function setup(opts: { defaultPort?: number; machineName?: string } = {}) {
  const host = new Host({ content, botFactory: inlineBots(content), hostName: 'Hangar' })
  const hosting = new LanHosting({ host, rendererDir: renderer.root, bind: '127.0.0.1', defaultPort: opts.defaultPort, machineName: () => opts.machineName ?? 'hangar' })
  cleanups.push(() => host.dispose(), () => hosting.stop().then(() => {}))
  return { host, hosting }
}

function get(port: number, path: string, hostHeader = `127.0.0.1:${port}`): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: hostHeader } }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('starting', () => {
  it('takes 4317 when free, and any free port when 4317 is taken; it serves the guest page and the protocol', async () => {
    // "4317" here is a port this test holds, so that the run does not depend on what else listens on 4317
    const taken = await takenPort()
    cleanups.push(() => taken.close())
    const { hosting } = setup({ defaultPort: taken.port })
    const s = await hosting.start()
    expect(s.hosting).toBe(true)
    expect(s.problem).toBeNull()
    expect(s.port).not.toBe(taken.port)
    expect(s.addresses).toEqual([`http://127.0.0.1:${s.port}/`])

    const page = await get(s.port!, '/')
    expect(page.status).toBe(200)
    expect(page.body).toBe(PAGE)

    const guest = await WsGuest.open(s.port!)
    cleanups.push(() => guest.close())
    guest.send({ type: 'hello', re: 'h' })
    const welcome = await guest.next('welcome')
    expect(welcome.role, 'over the LAN server everyone is a guest: the app’s screen talks over IPC').toBe('guest')
    expect(welcome.hostName).toBe('Hangar')
  })

  it('takes the default port when it is free', async () => {
    const t = await takenPort()
    await t.close()
    const { hosting } = setup({ defaultPort: t.port })
    expect((await hosting.start()).port).toBe(t.port)
  })

  it('a port asked for and taken is a plain problem, not hosting', async () => {
    const taken = await takenPort()
    cleanups.push(() => taken.close())
    const { hosting } = setup()
    const s = await hosting.start(taken.port)
    expect(s).toEqual({ hosting: false, port: null, addresses: [], problem: expect.stringContaining(`Port ${taken.port} is already in use`) })
    // once it is free the player tries again
    await taken.close()
    expect((await hosting.start(taken.port)).port).toBe(taken.port)
  })

  it('a second start while hosting answers how hosting stands', async () => {
    const { hosting } = setup({ defaultPort: 0 })
    const [a, b] = await Promise.all([hosting.start(), hosting.start()])
    expect(a.port).toBe(b.port)
    expect((await hosting.start(1)).port, 'the port asked for the second time is not taken: it hosts already').toBe(a.port)
  })

  it('keeps the protections of the served host: other names and foreign pages are refused; the .local name is answered', async () => {
    const { hosting } = setup({ defaultPort: 0, machineName: 'Hangar' })
    const { port } = await hosting.start()
    expect((await get(port!, '/', `hangar.local:${port}`)).status).toBe(200)
    expect((await get(port!, '/', `hangar:${port}`)).status).toBe(200)
    expect((await get(port!, '/', `evil.example:${port}`)).status, 'a rebound name').toBe(421)
    const WebSocket = (await import('ws')).default
    const foreign = new WebSocket(`ws://127.0.0.1:${port}/ws`, { origin: 'http://evil.example' })
    const refused = await new Promise<string>((ok) => foreign.on('error', (e) => ok(e.message)))
    expect(refused).toMatch(/403/)
  })

  it('the screen token of the LAN server is never shown: a guest claiming the screen stays a guest', async () => {
    const { hosting } = setup({ defaultPort: 0 })
    const { port } = await hosting.start()
    const guest = await WsGuest.open(port!, '/ws?screen=guessed-token-0123456789abcdef0123456789')
    cleanups.push(() => guest.close())
    guest.send({ type: 'hello' })
    const welcome = await guest.next('welcome')
    expect(welcome.role).toBe('guest')
    expect(welcome.screenRefused).toBe(true)
  })
})

describe('stopping', () => {
  it('frees the port and disconnects the guests; a seated guest’s seat is held for it', async () => {
    const { host, hosting } = setup({ defaultPort: 0 })
    const { port } = await hosting.start()
    const screen = new Client(host)
    screen.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['guest', 'human'] })
    const created = screen.all('game-created')[0]
    expect(created, JSON.stringify(screen.last())).toBeDefined()
    screen.send({ type: 'join', session: created.session, seat: 'allied' })

    const guest = await WsGuest.open(port!)
    guest.send({ type: 'join', session: created.session, seat: 'central', name: 'Ace' })
    await guest.next('seated')

    const stopped = await hosting.stop()
    expect(stopped).toEqual({ hosting: false, port: null, addresses: [], problem: null })
    await guest.closed
    const seat = await until(() => host.summaries()[0].seats.find((s) => s.id === 'central' && s.held), 'the guest seat held')
    expect(seat.taken).toBe(false)
    expect(screen.all('seat-dropped').map((m) => m.seat)).toEqual(['central'])

    // the port is free again: this test can take it
    const { createServer } = await import('node:net')
    const again = createServer()
    await new Promise<void>((ok, fail) => again.once('error', fail).listen(port!, '127.0.0.1', ok))
    await new Promise<void>((ok) => again.close(() => ok()))
    expect(await hosting.stop(), 'stopping twice is harmless').toEqual(stopped)
  })
})

describe('the addresses guests open', () => {
  const nic = (address: string, family: 'IPv4' | 'IPv6' = 'IPv4', internal = false) => ({ address, family, internal }) as NetworkInterfaceInfo
  const interfaces = {
    lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
    docker0: [nic('172.17.0.1')],
    eth0: [nic('10.0.0.7'), nic('fe80::1', 'IPv6')],
    wlan0: [nic('169.254.10.2'), nic('192.168.1.20'), nic('fd00::20', 'IPv6')],
  }

  it('on every interface: the LAN’s IPv4 addresses first (home ranges, then virtual interfaces), the .local name, loopback last', () => {
    expect(guestAddresses('0.0.0.0', 4317, interfaces, 'Hangar')).toEqual([
      'http://192.168.1.20:4317/',
      'http://10.0.0.7:4317/',
      'http://172.17.0.1:4317/',
      'http://hangar.local:4317/',
      'http://127.0.0.1:4317/',
    ])
  })

  it('bound to loopback or to one address: that address only', () => {
    expect(guestAddresses('127.0.0.1', 5000, interfaces, 'hangar')).toEqual(['http://127.0.0.1:5000/'])
    expect(guestAddresses('192.168.1.20', 5000, interfaces, 'hangar')).toEqual(['http://192.168.1.20:5000/'])
  })

  it('a machine name a browser cannot open is left out', () => {
    expect(localName('Hangar')).toBe('hangar.local')
    expect(localName('MacBook.local')).toBe('macbook.local')
    expect(localName('my laptop')).toBeNull()
    expect(guestAddresses('0.0.0.0', 4317, { lo: interfaces.lo }, 'my laptop')).toEqual(['http://127.0.0.1:4317/'])
  })

  it('says plainly why it cannot listen', () => {
    expect(listenProblem({ code: 'EACCES' }, 80, '0.0.0.0')).toMatch(/does not let Overdive use port 80/)
    expect(listenProblem({ code: 'EADDRNOTAVAIL' }, 4317, '10.9.9.9')).toMatch(/no network address 10\.9\.9\.9/)
  })
})
