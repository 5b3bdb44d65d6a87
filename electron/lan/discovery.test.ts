/**
 * Discovery end to end in one process: copies of it announce and browse through the real bonjour-service and
 * multicast-dns code, with only the socket swapped for the loopback fan-out (loopback-mdns.ts) on ports of the
 * test's own, so nothing reaches the machine's network. Every wait is bounded.
 */
import Bonjour from 'bonjour-service'
import { createSocket, type Socket } from 'node:dgram'
import { afterEach, describe, expect, it } from 'vitest'
import type { Compat } from '../../shared/protocol/compat'
import type { LanGame } from '../../shared/protocol/lan'
import { Discovery } from './discovery'
import { encodeTxt, type Announcement } from './discovery-txt'
import { LoopbackMdnsSocket } from './loopback-mdns'

const compat: Compat = { app: '0.1.0', protocol: 2, rules: '1-abcdef12' }
const offer: Announcement = { name: 'Alice', port: 4317, compat, title: 'Over the Somme', phase: 'lobby', free: 1, players: 1 }

function bindUdp(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = createSocket('udp4')
    s.once('error', reject)
    s.bind(port, '127.0.0.1', () => {
      s.removeListener('error', reject)
      resolve(s)
    })
  })
}

function close(s: Socket): Promise<void> {
  return new Promise((resolve) => s.close(() => resolve()))
}

/** ports free on 127.0.0.1 a moment ago, for one test's fan-out */
async function freePorts(n: number): Promise<number[]> {
  const sockets = await Promise.all(Array.from({ length: n }, () => bindUdp(0)))
  const ports = sockets.map((s) => s.address().port)
  await Promise.all(sockets.map(close))
  return ports
}

const made: Discovery[] = []
function discovery(ports: number[], mine: Compat = compat, onProblem?: (p: string | null) => void): Discovery {
  const d = new Discovery({ mdns: { mode: 'loopback', ports }, mine, onProblem })
  made.push(d)
  return d
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((d) => d.destroy()))
})

/** Every list a browsing copy is handed, and a bounded wait for one that passes a test. */
class Lists {
  readonly all: LanGame[][] = []
  private waiters: { test: (g: LanGame[]) => boolean; resolve: (g: LanGame[]) => void }[] = []

  constructor(d: Discovery) {
    d.browse((games) => {
      this.all.push(games)
      for (const w of [...this.waiters]) if (w.test(games)) w.resolve(games)
    })
  }

  get now(): LanGame[] {
    return this.all.at(-1) ?? []
  }

  until(what: string, test: (g: LanGame[]) => boolean, ms = 5_000): Promise<LanGame[]> {
    if (test(this.now)) return Promise.resolve(this.now)
    return new Promise((resolve, reject) => {
      const waiter = {
        test,
        resolve: (g: LanGame[]) => {
          clearTimeout(timer)
          this.waiters = this.waiters.filter((w) => w !== waiter)
          resolve(g)
        },
      }
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter)
        reject(new Error(`waited ${ms} ms for ${what}; the list is ${JSON.stringify(this.now)}`))
      }, ms)
      this.waiters.push(waiter)
    })
  }
}

const named = (host: string) => (g: LanGame[]) => g.some((x) => x.host === host)

describe('two copies over the loopback fan-out', () => {
  it('B finds what A announces, sees its seats change, and drops it on its goodbye', async () => {
    const ports = await freePorts(3)
    const a = discovery(ports)
    const b = discovery(ports)
    const lists = new Lists(b)
    a.announce(offer)
    const [found] = await lists.until('A to be found', named('Alice'))
    expect(found).toEqual({
      id: 'Alice (4317)._overdive._tcp.local',
      host: 'Alice',
      address: '127.0.0.1:4317',
      title: 'Over the Somme',
      phase: 'lobby',
      free: 1,
      players: 1,
      compat,
      problem: null,
    })

    a.announce({ ...offer, phase: 'playing', free: 0, players: 2 })
    const [changed] = await lists.until('A with no free seat', (g) => g[0]?.free === 0)
    expect(changed).toMatchObject({ id: found.id, phase: 'playing', free: 0, players: 2 })

    const before = Date.now()
    await a.unannounce()
    await lists.until('A to leave the list', (g) => g.length === 0, 2_000)
    expect(Date.now() - before, 'by its goodbye, not by being forgotten').toBeLessThan(2_000)
    expect(a.problem).toBeNull()
    expect(b.problem).toBeNull()
  })

  it('finds, by asking, a host that announced before it looked; its own announcement is listed like any other', async () => {
    const ports = await freePorts(2)
    const a = discovery(ports)
    const own = new Lists(a)
    a.announce(offer)
    await own.until('A to find itself', named('Alice'))
    // past A's announcements (at once, then 1 s and 3 s later): only an answer to a query can bring it now
    await new Promise((r) => setTimeout(r, 3_500))
    const b = discovery(ports)
    const lists = new Lists(b)
    const asked = Date.now()
    await lists.until('B to find A by asking', named('Alice'), 1_000)
    expect(Date.now() - asked).toBeLessThan(1_000)
    expect(own.now.map((g) => g.id)).toEqual(lists.now.map((g) => g.id))
  }, 15_000)

  it('lists a host on another protocol or other rules with a plain problem', async () => {
    const ports = await freePorts(4)
    const b = discovery(ports)
    const lists = new Lists(b)
    discovery(ports, { ...compat, protocol: 3 }).announce({ ...offer, name: 'Newer', compat: { ...compat, app: '0.2.0', protocol: 3 } })
    discovery(ports).announce({ ...offer, name: 'Other rules', compat: { ...compat, rules: '1-99999999' } })
    const games = await lists.until('both hosts', (g) => g.length === 2)
    expect(games.map((g) => g.host)).toEqual(['Newer', 'Other rules'])
    expect(games[0].problem).toMatch(/^That host runs a newer Overdive \(0\.2\.0, protocol 3\) than this one \(0\.1\.0, protocol 2\)/)
    expect(games[1].problem).toMatch(/^That host plays with different rules or aircraft cards \(rules 1-99999999/)
  })

  it('gives a second host with the same name and port a name of its own', async () => {
    const ports = await freePorts(3)
    const b = discovery(ports)
    const lists = new Lists(b)
    discovery(ports).announce(offer)
    await lists.until('the first Alice', named('Alice'))
    discovery(ports).announce({ ...offer, title: 'Second' })
    const games = await lists.until('two Alices', (g) => g.length === 2)
    expect(games.map((g) => [g.id, g.title])).toEqual([
      ['Alice (4317) 2._overdive._tcp.local', 'Second'],
      ['Alice (4317)._overdive._tcp.local', 'Over the Somme'],
    ])
  })

  it('changes the TXT record at most once a second; the last details win', async () => {
    const ports = await freePorts(2)
    const a = discovery(ports)
    const lists = new Lists(discovery(ports))
    a.announce({ ...offer, free: 5 })
    await lists.until('five seats', (g) => g[0]?.free === 5)
    const start = Date.now()
    for (const free of [4, 3, 2, 1]) a.announce({ ...offer, free })
    await lists.until('one seat', (g) => g[0]?.free === 1, 3_000)
    const seen = lists.all.map((g) => g[0]?.free).filter((f, i, all) => f !== all[i - 1])
    expect(seen[0]).toBe(5)
    expect(seen.at(-1)).toBe(1)
    expect(seen, 'details replaced before they could be sent are never sent').not.toContain(3)
    expect(seen).not.toContain(2)
    expect(seen.length).toBeLessThanOrEqual(3)
    expect(Date.now() - start).toBeLessThan(2_000)
  })

  it('announces under a new name when the host is renamed, with a goodbye for the old one', async () => {
    const ports = await freePorts(2)
    const a = discovery(ports)
    const lists = new Lists(discovery(ports))
    a.announce(offer)
    await lists.until('Alice', named('Alice'))
    a.announce({ ...offer, name: 'Bob' })
    const games = await lists.until('only Bob', (g) => g.length === 1 && g[0].host === 'Bob')
    expect(games[0].id).toBe('Bob (4317)._overdive._tcp.local')
  })
})

describe('a host that vanishes', () => {
  it('is forgotten when it stops answering, while one that still answers stays listed', async () => {
    const ports = await freePorts(3)
    const b = new Discovery({ mdns: { mode: 'loopback', ports }, mine: compat }, { queryEveryMs: 300, forgetAfterMs: 1_200, tickMs: 100 })
    made.push(b)
    const lists = new Lists(b)
    discovery(ports).announce({ ...offer, name: 'Stays' })
    // a copy that crashes: bonjour-service's own publisher, whose socket closes without a goodbye
    const crashing = new Bonjour({ socket: new LoopbackMdnsSocket(ports), port: ports[0] } as Partial<Bonjour.ServiceConfig>, () => {})
    crashing.publish({ name: 'Crashes (4318)', type: 'overdive', port: 4318, probe: false, txt: encodeTxt({ ...offer, name: 'Crashes', port: 4318 }) })
    await lists.until('both hosts', (g) => g.length === 2)
    const both = lists.all.length - 1
    await new Promise((r) => crashing.destroy(r))
    const crashed = Date.now()
    await lists.until('the crashed host to be forgotten', (g) => g.length === 1, 3_000)
    expect(Date.now() - crashed, 'not before it has been silent a while').toBeGreaterThan(600)
    await new Promise((r) => setTimeout(r, 2_500))
    expect(lists.now.map((g) => g.host)).toEqual(['Stays'])
    expect(lists.all.slice(both).every((g) => g.some((x) => x.host === 'Stays')), 'the host that answers was never dropped').toBe(true)
  }, 15_000)
})

describe('when discovery cannot work', () => {
  it('switched off, it opens nothing and says to type the address', async () => {
    const off = new Discovery({ mdns: { mode: 'off' }, mine: compat })
    made.push(off)
    expect(off.problem).toBe("LAN discovery is switched off (OVERDIVE_MDNS=off); type the host's address instead.")
    const calls: LanGame[][] = []
    off.browse((g) => calls.push(g))
    off.announce(offer)
    await off.unannounce()
    off.stopBrowsing()
    expect(calls).toEqual([])
  })

  it('a port it cannot open is a problem, not a throw; a fresh start tries again', async () => {
    const ports = await freePorts(2)
    const held = await Promise.all(ports.map(bindUdp))
    const problems: (string | null)[] = []
    const a = discovery(ports, compat, (p) => problems.push(p))
    const calls: LanGame[][] = []
    a.announce(offer)
    a.browse((g) => calls.push(g))
    for (let i = 0; i < 40 && !a.problem; i++) await new Promise((r) => setTimeout(r, 50))
    expect(a.problem).toBe(
      `Could not open a loopback mDNS port (${ports.join(', ')}): another program holds it (every loopback mDNS port is taken (${ports.join(', ')})); type the host's address instead.`,
    )
    expect(problems).toEqual([a.problem])
    a.announce({ ...offer, free: 0 })
    expect(calls).toEqual([])

    await Promise.all(held.map(close))
    a.stopBrowsing()
    await a.unannounce()
    const lists = new Lists(a)
    expect(a.problem, 'cleared when it starts again').toBeNull()
    a.announce(offer)
    await lists.until('itself, now that the port is free', named('Alice'))
    expect(problems).toEqual([problems[0], null])
  })

  it('destroy says goodbye and closes the socket', async () => {
    const ports = await freePorts(2)
    const a = discovery(ports)
    const lists = new Lists(discovery(ports))
    a.announce(offer)
    await lists.until('Alice', named('Alice'))
    await a.destroy()
    await lists.until('Alice gone', (g) => g.length === 0, 2_000)
    // B holds one of the two ports; the one A held is free again
    const tries = await Promise.allSettled(ports.map(bindUdp))
    expect(tries.map((t) => t.status).sort()).toEqual(['fulfilled', 'rejected'])
    for (const t of tries) if (t.status === 'fulfilled') await close(t.value)
    a.announce(offer)
    await new Promise((r) => setTimeout(r, 1_200))
    expect(lists.now, 'a destroyed copy announces nothing').toEqual([])
  })
})

describe('the loopback transport', () => {
  async function receiver(port: number): Promise<{ socket: Socket; got: string[] }> {
    const socket = await bindUdp(port)
    const got: string[] = []
    socket.on('message', (m) => got.push(m.toString()))
    return { socket, got }
  }

  it('turns a multicast send into one send to every port of its list, its own included', async () => {
    const [p1, p2, p3] = await freePorts(3)
    const fake = new LoopbackMdnsSocket([p1, p2, p3])
    const own: string[] = []
    fake.on('message', (m: Buffer) => own.push(m.toString()))
    await new Promise<void>((resolve) => fake.bind(5353, undefined, resolve))
    expect(fake.port).toBe(p1)
    const [r2, r3] = await Promise.all([receiver(p2), receiver(p3)])
    const send = (text: string, address: string, port = 5353) =>
      new Promise<Error | null>((resolve) => fake.send(Buffer.from(`xx${text}`), 2, text.length, port, address, (err) => resolve(err)))

    expect(await send('hello', '224.0.0.251')).toBeNull()
    fake.setMulticastLoopback(false)
    expect(await send('quiet', '224.0.0.251')).toBeNull()
    expect(await send('to p3', '127.0.0.1', p3)).toBeNull()
    await new Promise((r) => setTimeout(r, 100))
    expect(own).toEqual(['hello'])
    expect(r2.got).toEqual(['hello', 'quiet'])
    expect(r3.got).toEqual(['hello', 'quiet', 'to p3'])

    await Promise.all([close(r2.socket), close(r3.socket), new Promise<void>((r) => fake.close(r))])
  })

  it('refuses to send anywhere outside 127.0.0.0/8', async () => {
    const ports = await freePorts(1)
    const fake = new LoopbackMdnsSocket(ports)
    await new Promise<void>((resolve) => fake.bind(5353, undefined, resolve))
    for (const address of ['192.168.1.20', '10.0.0.1', '8.8.8.8', '::1', 'localhost']) {
      const err = await new Promise<Error | null>((resolve) => fake.send(Buffer.from('x'), 0, 1, 5353, address, (e) => resolve(e)))
      expect(err?.message, address).toBe(`the loopback mDNS transport sends only to 127.0.0.0/8, not to ${address}`)
    }
    await new Promise<void>((r) => fake.close(r))
  })
})
