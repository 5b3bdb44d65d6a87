/**
 * The ace's memory of the player at the host's screen (opponent-memory.ts; docs/ai.md "How it thinks" 2d): kept in
 * its file from game to game, given to the ace only against that player, seen and changed by the screen only, and a
 * broken file never loses the game or the file.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_REMEMBERED, type Remembered } from '../../shared/bots/search/memory'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import { content } from '../testing/fixtures'
import { Client, secret, settle } from '../testing/host-client'
import { Host } from './host'
import { inlineBots } from './inline-bots'
import { OpponentMemoryStore, type MemoryLink } from './opponent-memory'
import type { BotFactory } from './session'

const dir = () => mkdtempSync(join(tmpdir(), 'overdive-memory-'))
const turn = (x: number): Remembered => ({ table: 'duel-over-the-trenches||sopwith-camel|fokker-dr-i', stand: [x, 2, 0, 0, 0, 0, 0, 10, 20, 3, 0, 0, 0, 0], plan: ['C01', 'C02', 'C03'] })

describe('the memory store', () => {
  it('starts empty, keeps what a bot learnt in its file, and a new store (a restarted host) reads it back', () => {
    const d = dir()
    const a = new OpponentMemoryStore(d)
    expect(a.status()).toEqual({ learning: true, turns: 0 })
    a.link()!.learnt([turn(1), turn(2)])
    expect(a.status().turns).toBe(2)
    const b = new OpponentMemoryStore(d)
    expect(b.status()).toEqual({ learning: true, turns: 2 })
    expect(b.link()!.data.turns.map((t) => t.stand[0])).toEqual([1, 2])
  })

  it('keeps only well-formed turns from a worker, and the newest MAX_REMEMBERED of them', () => {
    const d = dir()
    const s = new OpponentMemoryStore(d)
    s.add([turn(1), { table: 'x', stand: [Number.NaN], plan: [] }, 'junk', null, { ...turn(2), stand: turn(2).stand.slice(1) }])
    expect(s.status().turns).toBe(1)
    s.add(Array.from({ length: MAX_REMEMBERED + 10 }, (_, i) => turn(100 + i)))
    const kept = new OpponentMemoryStore(d).link()!.data.turns
    expect(kept).toHaveLength(MAX_REMEMBERED)
    expect(kept[0].stand[0]).toBe(110)
    expect(kept.at(-1)!.stand[0]).toBe(100 + MAX_REMEMBERED + 9)
  })

  it('a file that is not a memory is moved aside, never deleted, the problem is said, and the ace starts afresh', () => {
    const d = dir()
    mkdirSync(d, { recursive: true })
    writeFileSync(join(d, 'you.json'), '{"format":"overdive-opponent-memory","version":1,"turns":[{"table":1}]}')
    const s = new OpponentMemoryStore(d)
    const status = s.status()
    expect(status.turns).toBe(0)
    expect(status.problem).toMatch(/could not be read \(it is not a memory this version of Overdive reads\).*kept as .*you\.unreadable-/)
    const aside = readdirSync(d).find((f) => f.startsWith('you.unreadable-'))!
    expect(readFileSync(join(d, aside), 'utf8')).toContain('"table":1')
    s.add([turn(5)])
    expect(new OpponentMemoryStore(d).status()).toEqual({ learning: true, turns: 1 })
  })

  it('a file that is not JSON at all is moved aside too', () => {
    const d = dir()
    writeFileSync(join(d, 'you.json'), 'not json {')
    expect(new OpponentMemoryStore(d).status().problem).toMatch(/could not be read/)
    expect(readdirSync(d).some((f) => f.startsWith('you.unreadable-'))).toBe(true)
  })

  it('a file that is neither a memory nor movable aside is left as it was: the ace plays without it and writes nothing over it', () => {
    const d = dir()
    const broken = '{"format":"overdive-opponent-memory","version":1,"turns":"broken"}'
    writeFileSync(join(d, 'you.json'), broken)
    // the name it would be moved to is taken by a folder that is not empty, so the rename fails (as root, chmod cannot make it)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-12-04T05:06:07.089Z'))
      mkdirSync(join(d, 'you.unreadable-20261204T050607089Z.json', 'inside'), { recursive: true })
      const s = new OpponentMemoryStore(d)
      expect(s.status()).toMatchObject({ turns: 0, problem: expect.stringMatching(/could not be read \(.*\), nor moved aside: the ace plays without it/) })
      expect(s.link()).toBeNull()
      s.add([turn(1)])
      expect(s.status().turns).toBe(0)
      expect(readFileSync(join(d, 'you.json'), 'utf8')).toBe(broken)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a folder that cannot be written: the problem is said, nothing throws, and the turns are kept until it can', () => {
    const d = dir()
    const blocked = join(d, 'memory')
    writeFileSync(blocked, 'a file where the folder should be')
    const s = new OpponentMemoryStore(blocked)
    expect(() => s.add([turn(1)])).not.toThrow()
    expect(s.status()).toMatchObject({ turns: 1, problem: expect.stringMatching(/could not keep its memory of you/) })
  })

  it('learning off: no bot is given the memory, nothing is added, and the choice is kept; Forget empties the file', () => {
    const d = dir()
    const s = new OpponentMemoryStore(d)
    s.add([turn(1)])
    s.setLearning(false)
    expect(s.link()).toBeNull()
    s.add([turn(2)])
    const again = new OpponentMemoryStore(d)
    expect(again.status()).toEqual({ learning: false, turns: 1 })
    again.setLearning(true)
    again.forget()
    expect(new OpponentMemoryStore(d).status()).toEqual({ learning: true, turns: 0 })
    expect(JSON.parse(readFileSync(join(d, 'you.json'), 'utf8')).turns).toEqual([])
  })

  it('Forget during a game: what the ace of that game learns after it is not kept', () => {
    const s = new OpponentMemoryStore(dir())
    const before = s.link()!
    before.learnt([turn(1)])
    s.forget()
    before.learnt([turn(2)])
    expect(s.status().turns).toBe(0)
    const after = s.link()!
    expect(after.data.turns).toEqual([])
    after.learnt([turn(3)])
    expect(s.status().turns).toBe(1)
  })
})

describe('the host gives the ace the memory only against the player at its screen', () => {
  const hosts: Host[] = []
  afterEach(() => {
    for (const h of hosts.splice(0)) h.dispose()
  })
  function hostWith(memory: OpponentMemoryStore): { host: Host; given: Map<string, MemoryLink | undefined> } {
    const given = new Map<string, MemoryLink | undefined>()
    const bots = inlineBots(content)
    const botFactory: BotFactory = (kind, seat, seed, link) => {
      given.set(`${kind} ${seat}`, link)
      return bots(kind, seat, seed, link)
    }
    const host = new Host({ content, botFactory, seed: () => 12345, memory })
    hosts.push(host)
    return { host, given }
  }
  const create = (c: Client, seats: string[]) => c.raw({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats, seed: secret(7) })

  it.each([
    // the scenario's seats in order: the German (central), then the Allied
    [['bot:ace', 'human'], 'bot:ace central', true],
    [['human', 'bot:ace'], 'bot:ace allied', true],
    [['bot:ace', 'guest'], 'bot:ace central', false],
    [['bot:ace', 'bot:heuristic'], 'bot:ace central', false],
    [['bot:veteran', 'human'], 'bot:veteran central', false],
  ])('seats %j: %s has the memory: %s', (seats, bot, has) => {
    const { host, given } = hostWith(new OpponentMemoryStore(dir()))
    create(new Client(host), seats)
    expect(given.has(bot)).toBe(true)
    expect(given.get(bot) !== undefined).toBe(has)
  })

  it('with learning off, the ace plays afresh', () => {
    const store = new OpponentMemoryStore(dir())
    store.setLearning(false)
    const { host, given } = hostWith(store)
    create(new Client(host), ['bot:ace', 'human'])
    expect(given.has('bot:ace central')).toBe(true)
    expect(given.get('bot:ace central')).toBeUndefined()
  })

  it('the screen sees it, turns it off and on, and forgets; a guest may not even look', async () => {
    const store = new OpponentMemoryStore(dir())
    store.add([turn(1), turn(2), turn(3)])
    const { host } = hostWith(store)
    const screen = new Client(host)
    const guest = new Client(host, { screen: false })
    guest.raw({ type: 'opponent-memory', re: 'peek' })
    expect(guest.last()).toMatchObject({ type: 'error', re: 'peek', code: 'screen-only' })
    expect(guest.received.some((m) => m.type === 'opponent-memory')).toBe(false)
    screen.raw({ type: 'opponent-memory', re: 'a' })
    expect(screen.last()).toEqual({ type: 'opponent-memory', re: 'a', learning: true, turns: 3 })
    screen.raw({ type: 'opponent-memory', re: 'b', learning: false })
    expect(screen.last()).toEqual({ type: 'opponent-memory', re: 'b', learning: false, turns: 3 })
    screen.raw({ type: 'opponent-memory', re: 'c', learning: true, forget: true })
    expect(screen.last()).toEqual({ type: 'opponent-memory', re: 'c', learning: true, turns: 0 })
    screen.raw({ type: 'opponent-memory', re: 'd', forget: false })
    expect(screen.last()).toMatchObject({ type: 'error', re: 'd' })
    await settle()
  })

  it('a host without a store says so', () => {
    const host = new Host({ content, botFactory: inlineBots(content), seed: () => 1 })
    hosts.push(host)
    const screen = new Client(host)
    screen.raw({ type: 'opponent-memory', re: 'a' })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'no-memory' })
  })
})

describe("the ace learns as it plays (inline bots; the worker's round trip: search-bot-worker.test.ts)", () => {
  it('after its first turn is flown, the turn the other plane flew comes back to the store', async () => {
    const store = new OpponentMemoryStore(dir())
    const bots = inlineBots(content)
    const game = Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), 1)
    const [a, b] = game.state.setup.seats.map((s) => s.id)
    const ace = bots('bot:ace', a, 3, store.link()!)
    const other = bots('bot:heuristic', b, 4)
    while (game.state.turn === 1 && !game.over) {
      for (const [seat, bot] of [[a, ace], [b, other]] as const) for (const c of await bot.decide(game.view(seat))) game.apply(c)
    }
    expect(store.status().turns).toBe(0)
    await ace.decide(game.view(a))
    expect(store.status().turns).toBe(1)
    const [kept] = store.link()!.data.turns
    expect(kept.table).toMatch(/^duel-over-the-trenches\|/)
    expect(kept.plan).toHaveLength(3)
  }, 120_000)
})
