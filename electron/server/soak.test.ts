/**
 * The soak test of issue 7: "200 guests and spectators joining and leaving 1,000 games, after which the host's
 * memory and thread count are back within 20% of where they started". The host runs in a child process on
 * loopback (electron/testing/soak-host.ts), so that its memory and threads are its own; the guests are WebSocket
 * clients in this process. Bounded: 1,000 games, 200 clients, 10 games at a time, a time limit on every wait.
 *
 * The start is measured after a warm-up of 100 games (the code loaded, the worker pool started and stopped once,
 * the allocator grown to a working size), the end once the last games are closed; both once every client has
 * left (closed its connection), and after a full collection. Each round opens its 200 clients afresh, so that the
 * connections themselves are given back too (issue 27): the clients come from 25 loopback addresses (127.0.1.2
 * …), 8 from each, as a LAN party's machines would, under the host's limits on connections per address; every
 * join is counted and must succeed.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages'

interface Stats {
  /** connections the host holds open, counted as its limits count them */
  connections: number
  rss: number
  heapUsed: number
  threads: number
  sessions: number
  workers: number
}

const GAMES = 1000
const WARM_UP = 100
const CLIENTS = 200
const AT_ONCE = 10
/** the machines the clients come from: 200 clients, 8 a machine */
const MACHINES = 25

class Peer {
  private listeners: ((m: ServerMessage) => void)[] = []
  private seq = 0
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage
      for (const l of [...this.listeners]) l(m)
    })
  }
  static open(url: string, localAddress?: string): Promise<Peer> {
    return new Promise((ok, fail) => {
      const ws = new WebSocket(url, { localAddress })
      ws.once('open', () => ok(new Peer(ws)))
      ws.once('error', fail)
    })
  }
  send(m: ClientMessage): void {
    this.ws.send(JSON.stringify(m))
  }
  /** Send a request and wait for the message that answers it. */
  ask<T extends ServerMessage['type']>(m: ClientMessage, type: T, timeout = 10_000): Promise<Extract<ServerMessage, { type: T }>> {
    const re = `q${this.seq++}`
    const answer = this.next((x): x is Extract<ServerMessage, { type: T }> => (x.type === type || x.type === 'error') && 're' in x && x.re === re, timeout)
    this.send({ ...m, re } as ClientMessage)
    return answer.then((x) => {
      if (x.type === 'error') throw new Error(`${m.type}: ${(x as { message: string }).message}`)
      return x
    })
  }
  next<T extends ServerMessage>(pred: (m: ServerMessage) => m is T, timeout?: number): Promise<T>
  next(pred: (m: ServerMessage) => boolean, timeout?: number): Promise<ServerMessage>
  next(pred: (m: ServerMessage) => boolean, timeout = 10_000): Promise<ServerMessage> {
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== listener)
        fail(new Error('no answer in time'))
      }, timeout)
      const listener = (m: ServerMessage) => {
        if (!pred(m)) return
        clearTimeout(timer)
        this.listeners = this.listeners.filter((l) => l !== listener)
        ok(m)
      }
      this.listeners.push(listener)
    })
  }
}

let child: ChildProcess | null = null
afterAll(() => {
  child?.kill('SIGKILL')
})

function stats(): Promise<Stats> {
  return new Promise((ok) => {
    const on = (m: { type: string } & Stats) => {
      if (m.type !== 'stats') return
      child!.off('message', on)
      ok(m)
    }
    child!.on('message', on)
    child!.send({ type: 'stats' })
  })
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Wait until the host has closed every game and stopped its workers, then measure it. */
async function settled(): Promise<Stats> {
  for (let i = 0; i < 50; i++) {
    await pause(200)
    const s = await stats()
    if (s.sessions === 0 && s.workers === 0) return s
  }
  return stats()
}

describe('Soak (issue 7): the host gives back what games take', () => {
  it(`200 guests and spectators join and leave ${GAMES} games; memory and threads end within 20% of the start`, async () => {
    const token = randomBytes(32).toString('base64url')
    child = fork('electron/testing/soak-host.ts', [token], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    const port = await new Promise<number>((ok, fail) => {
      child!.once('message', (m: { type: string; port: number }) => (m.type === 'ready' ? ok(m.port) : fail(new Error(`unexpected ${m.type}`))))
      child!.once('exit', (code) => fail(new Error(`the soak host exited (${code})`)))
    })
    const base = `ws://127.0.0.1:${port}/ws`
    let screen!: Peer
    let clients: Peer[] = []
    let pick = 0
    let joins = 0
    const someone = () => clients[pick++ % clients.length]
    async function arrive(): Promise<void> {
      screen = await Peer.open(`${base}?screen=${token}`)
      clients = []
      for (let i = 0; i < CLIENTS; i++) clients.push(await Peer.open(base, `127.0.1.${2 + (i % MACHINES)}`))
    }
    async function leave(): Promise<void> {
      const gone = [screen, ...clients].map((c) => new Promise((ok) => c.ws.once('close', ok)))
      for (const c of [screen, ...clients]) c.ws.close()
      await Promise.all(gone)
    }

    /** One game: bots fought to the end under spectators, or a guests' game joined, watched and left. */
    async function game(i: number): Promise<void> {
      const bots = i % 2 === 0
      const created = await screen.ask({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: bots ? ['bot:random', 'bot:random'] : ['guest', 'guest'] }, 'game-created')
      const session = created.session
      const watchers = [someone(), someone(), someone()]
      const guests = bots ? [] : [someone(), someone()]
      const over = bots ? watchers[0].next((m) => m.type === 'view' && m.session === session && m.view.step === 'over', 20_000) : null
      await Promise.all(watchers.map((w) => w.ask({ type: 'join', session, seat: null }, 'view').then(() => joins++)))
      await Promise.all(guests.map((g, k) => g.ask({ type: 'join', session, seat: k === 0 ? 'central' : 'allied' }, 'view').then(() => joins++)))
      if (over) await over
      for (const p of [...watchers, ...guests]) p.send({ type: 'leave', session })
    }

    async function play(from: number, to: number): Promise<void> {
      for (let i = from; i < to; i += AT_ONCE) await Promise.all(Array.from({ length: Math.min(AT_ONCE, to - i) }, (_, k) => game(i + k)))
    }

    await arrive()
    await play(0, WARM_UP)
    await leave()
    const start = await settled()
    joins = 0
    await arrive()
    await play(WARM_UP, WARM_UP + GAMES)
    await leave()
    const end = await settled()
    console.log(
      `soak: ${GAMES} games, ${CLIENTS} clients from ${MACHINES} addresses, ${joins} joins; rss ${(start.rss / 2 ** 20).toFixed(1)} -> ${(end.rss / 2 ** 20).toFixed(1)} MiB, heap ${(start.heapUsed / 2 ** 20).toFixed(1)} -> ${(end.heapUsed / 2 ** 20).toFixed(1)} MiB, threads ${start.threads} -> ${end.threads}, connections ${start.connections} -> ${end.connections}`,
    )
    // three watchers a game, and two guests at each of the guests' games (every other one)
    expect(joins, 'every join was let in').toBe(GAMES * 3 + (GAMES / 2) * 2)
    expect(end.connections, 'every connection was given back').toBe(0)
    expect(end.sessions, 'every game was closed').toBe(0)
    expect(end.workers, 'the idle bot workers were stopped').toBe(0)
    expect(end.rss).toBeLessThanOrEqual(start.rss * 1.2)
    expect(end.heapUsed).toBeLessThanOrEqual(start.heapUsed * 1.2)
    expect(end.threads).toBeLessThanOrEqual(Math.ceil(start.threads * 1.2))
  }, 300_000)
})
