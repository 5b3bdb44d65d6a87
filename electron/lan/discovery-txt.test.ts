/**
 * What discovery makes of announcements, without a socket: the TXT record both ways (and what a hostile announcer
 * can send instead), a found service as a listed game, the order of the list, the service's name, and the
 * OVERDIVE_MDNS switch.
 */
import Bonjour from 'bonjour-service'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compatProblem, type Compat } from '../../shared/protocol/compat'
import type { LanGame } from '../../shared/protocol/lan'
import { decodeTxt, encodeTxt, gameOf, serviceName, sortGames, txtStrings, type Announcement } from './discovery-txt'
import { mdnsChoiceFromEnv } from './mdns-choice'

const mine: Compat = { app: '0.1.0', protocol: 2, rules: '1-abcdef12' }
const offer: Announcement = { name: 'Alice', port: 4317, compat: mine, title: 'Over the Somme', phase: 'lobby', free: 1, players: 3 }

/** the TXT strings of a record written as key=value lines */
function raw(...items: string[]): Buffer[] {
  return items.map((s) => Buffer.from(s))
}

const GOOD = ['proto=2', 'rules=1-abcdef12', 'app=0.1.0', 'host=Alice', 'title=Over the Somme', 'phase=lobby', 'free=1', 'players=3']

/** the good record with one key's value replaced, or the key left out (value null) */
function withKey(key: string, value: string | null): Buffer[] {
  return raw(...GOOD.filter((s) => !s.startsWith(`${key}=`)), ...(value === null ? [] : [`${key}=${value}`]))
}

describe('the TXT record', () => {
  it('comes back as it was sent, through the records bonjour-service sends', () => {
    const service = new Bonjour.Service({ name: 'Alice (4317)', type: 'overdive', port: 4317, txt: encodeTxt(offer) }, () => {}, () => {})
    const txt = service.records().find((r) => r.type === 'TXT')
    expect(decodeTxt(txt?.data)).toEqual({ host: 'Alice', title: 'Over the Somme', phase: 'lobby', free: 1, players: 3, compat: mine })
    const none = decodeTxt(txtStrings(encodeTxt({ ...offer, title: null, phase: null, free: 0, players: 0 })))
    expect(none).toEqual({ host: 'Alice', title: null, phase: null, free: 0, players: 0, compat: mine })
  })

  it('keeps every string it sends within a TXT string (255 bytes), however long the names', () => {
    const long = { ...offer, name: '飛'.repeat(500), title: '🛩'.repeat(500), compat: { ...mine, rules: 'r'.repeat(500), app: 'a'.repeat(500) } }
    for (const s of txtStrings(encodeTxt(long))) expect(s.length).toBeLessThanOrEqual(255)
    const back = decodeTxt(txtStrings(encodeTxt(long)))
    expect(back?.host).toBe('飛'.repeat(40))
    expect(back?.title).toBe('🛩'.repeat(50))
    expect(back?.compat.rules).toBe('r'.repeat(64))
  })

  it('sends seat counts as small whole numbers whatever it is given', () => {
    const txt = encodeTxt({ ...offer, free: -3, players: Number.NaN })
    expect([txt.free, txt.players]).toEqual(['0', '0'])
    expect(encodeTxt({ ...offer, free: 1e9, players: 2.7 })).toMatchObject({ free: '999', players: '2' })
    expect(encodeTxt({ ...offer, name: '  \n ' }).host, 'a blank name is still a name').toBe('Overdive')
  })

  it('ignores a record whose numbers are not small whole numbers in digits', () => {
    for (const key of ['proto', 'free', 'players']) {
      for (const bad of ['-1', 'NaN', '1.5', '1e3', '', ' 3', '0x10', 'Infinity', '12345678', '٣']) {
        expect(decodeTxt(withKey(key, bad)), `${key}=${bad}`).toBeNull()
      }
    }
    expect(decodeTxt(withKey('free', '1000')), 'seats have at most three digits').toBeNull()
    expect(decodeTxt(withKey('free', '999'))?.free).toBe(999)
  })

  it('ignores a record without a key it needs, and accepts one without a game', () => {
    for (const key of ['proto', 'rules', 'app', 'host', 'free', 'players']) {
      expect(decodeTxt(withKey(key, null)), `without ${key}`).toBeNull()
      if (key !== 'proto' && key !== 'free' && key !== 'players') expect(decodeTxt(withKey(key, '  \t ')), `blank ${key}`).toBeNull()
    }
    expect(decodeTxt(withKey('title', null))?.title).toBeNull()
    expect(decodeTxt(withKey('phase', null))?.phase).toBeNull()
    expect(decodeTxt(withKey('phase', 'bombing')), 'an unknown phase (a newer copy) is no phase').toMatchObject({ phase: null, host: 'Alice' })
  })

  it('cleans and clips the strings of a hostile record', () => {
    const d = decodeTxt(withKey('host', `  Evil\u202e\u0000\r\nHost ${'x'.repeat(200)}`))
    expect(d?.host).toBe(`Evil Host ${'x'.repeat(30)}`)
    expect(decodeTxt(withKey('host', 'x'.repeat(10_000))), 'a string longer than a TXT string can be is not read').toBeNull()
    expect(decodeTxt(withKey('title', 'a\u0007\u2028b'))?.title).toBe('a b')
    // format characters too, as chat takes them out (issue 27: one rule for text others read)
    expect(decodeTxt(withKey('host', 'Al\u200bi\u00adce\u2066\ufeff'))?.host).toBe('Al i ce')
  })

  it('takes the first of a repeated key, whatever its case, and skips what is not key=value', () => {
    const d = decodeTxt(raw('HOST=Bob', ...GOOD, 'free=7', '=oops', 'flag', ''))
    expect(d?.host).toBe('Bob')
    expect(d?.free).toBe(1)
  })

  it('reads broken UTF-8 without throwing', () => {
    const d = decodeTxt([...withKey('host', null), Buffer.concat([Buffer.from('host='), Buffer.from([0xff, 0xfe, 0x41])])])
    expect(d?.host).toBe('\ufffd\ufffdA')
  })

  it('never throws and never returns more than its bounds, whatever it is sent', () => {
    const item = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.constantFrom(...GOOD).map((s) => Buffer.from(s)),
      fc.tuple(fc.constantFrom('proto', 'rules', 'app', 'host', 'title', 'phase', 'free', 'players'), fc.string({ maxLength: 300 })).map(([k, v]) =>
        Buffer.from(`${k}=${v}`),
      ),
      fc.anything(),
    )
    fc.assert(
      fc.property(fc.oneof(fc.array(item, { maxLength: 40 }), fc.anything()), (input) => {
        const d = decodeTxt(input)
        if (d === null) return
        expect(d.host.length).toBeGreaterThan(0)
        expect([...d.host].length).toBeLessThanOrEqual(40)
        expect([...(d.title ?? '')].length).toBeLessThanOrEqual(80)
        expect([...d.compat.app].length).toBeLessThanOrEqual(32)
        expect([...d.compat.rules].length).toBeLessThanOrEqual(64)
        for (const n of [d.free, d.players]) expect(Number.isInteger(n) && n >= 0 && n <= 999).toBe(true)
        expect(Number.isInteger(d.compat.protocol) && d.compat.protocol >= 0).toBe(true)
        expect([null, 'lobby', 'playing']).toContain(d.phase)
        const game = gameOf({ fqdn: 'x._overdive._tcp.local', port: 4317, referer: { address: '10.0.0.2' }, rawTxt: input }, mine)
        expect(game?.address).toBe('10.0.0.2:4317')
      }),
      { numRuns: 500 },
    )
  })
})

describe('a found service as a game', () => {
  const service = { fqdn: 'Alice (4317)._overdive._tcp.local', port: 4317, referer: { address: '192.168.1.20' }, addresses: ['192.168.1.21'], rawTxt: raw(...GOOD) }

  it('is listed with what the TXT record says, at the address the announcement came from', () => {
    expect(gameOf(service, mine)).toEqual({
      id: 'Alice (4317)._overdive._tcp.local',
      host: 'Alice',
      address: '192.168.1.20:4317',
      title: 'Over the Somme',
      phase: 'lobby',
      free: 1,
      players: 3,
      compat: mine,
      problem: null,
    })
  })

  it('falls back on the first IPv4 address it lists, and is not listed without one', () => {
    expect(gameOf({ ...service, referer: { address: 'fe80::1' }, addresses: ['fe80::2', '10.1.2.3', '10.1.2.4'] }, mine)?.address).toBe('10.1.2.3:4317')
    expect(gameOf({ ...service, referer: undefined, addresses: ['10.1.2.3'] }, mine)?.address).toBe('10.1.2.3:4317')
    expect(gameOf({ ...service, referer: { address: 'fe80::1' }, addresses: ['fe80::2', 7] }, mine)).toBeNull()
    expect(gameOf({ ...service, referer: 'nonsense', addresses: 'nonsense' }, mine)).toBeNull()
  })

  it('is not listed with a port that is not one, or without a name', () => {
    for (const port of [0, 70000, 1.5, '4317', undefined]) expect(gameOf({ ...service, port }, mine), String(port)).toBeNull()
    expect(gameOf({ ...service, fqdn: undefined }, mine)).toBeNull()
    expect(gameOf({ ...service, rawTxt: undefined }, mine)).toBeNull()
  })

  it('says plainly why a host on another protocol or other rules cannot be joined', () => {
    const newer = gameOf({ ...service, rawTxt: withKey('proto', '3') }, mine)
    expect(newer?.problem).toBe(compatProblem(mine, { ...mine, protocol: 3 }))
    expect(newer?.problem).toMatch(/newer Overdive .*update the older one/)
    const other = gameOf({ ...service, rawTxt: withKey('rules', '1-00000000') }, mine)
    expect(other?.problem).toMatch(/different rules or aircraft cards \(rules 1-00000000/)
  })
})

describe('the list of games', () => {
  const game = (host: string, address: string, id = `${host}@${address}`): LanGame => ({
    id,
    host,
    address,
    title: null,
    phase: null,
    free: 0,
    players: 0,
    compat: mine,
    problem: null,
  })

  it('is sorted by host name (ignoring case), then address, then id', () => {
    const list = [game('bob', '10.0.0.1:1'), game('Alice', '10.0.0.9:1'), game('alice', '10.0.0.2:1'), game('Alice', '10.0.0.2:1', 'b'), game('Alice', '10.0.0.2:1', 'a')]
    const sorted = sortGames(list).map((g) => `${g.host} ${g.address} ${g.id}`)
    expect(sorted).toEqual(['Alice 10.0.0.2:1 a', 'Alice 10.0.0.2:1 b', 'Alice 10.0.0.9:1 Alice@10.0.0.9:1', 'alice 10.0.0.2:1 alice@10.0.0.2:1', 'bob 10.0.0.1:1 bob@10.0.0.1:1'])
    expect(sortGames([...list].reverse()).map((g) => `${g.host} ${g.address} ${g.id}`), 'whatever order they were found in').toEqual(sorted)
  })
})

describe('the service name', () => {
  it('is the host name and port, numbered when taken, within one 63-byte DNS label', () => {
    expect(serviceName('Alice', 4317)).toBe('Alice (4317)')
    expect(serviceName('Alice', 4317, 2)).toBe('Alice (4317) 2')
    expect(serviceName('a.b\\c', 4317), 'no dots or backslashes: bonjour-service cannot send them').toBe('a-b-c (4317)')
    expect(serviceName(' \n', 4317)).toBe('Overdive (4317)')
    for (const name of ['x'.repeat(100), '飛'.repeat(40), '🛩'.repeat(30)]) {
      const n = serviceName(name, 65535, 20)
      expect(Buffer.byteLength(n)).toBeLessThanOrEqual(63)
      expect(n.endsWith(' (65535) 20')).toBe(true)
      expect(n).not.toContain('\ufffd')
    }
  })
})

describe('OVERDIVE_MDNS', () => {
  it('finds games on the LAN when unset or empty, not at all when off, over loopback for tests', () => {
    expect(mdnsChoiceFromEnv(undefined)).toEqual({ mode: 'lan' })
    expect(mdnsChoiceFromEnv('')).toEqual({ mode: 'lan' })
    expect(mdnsChoiceFromEnv('off')).toEqual({ mode: 'off' })
    expect(mdnsChoiceFromEnv('loopback:45611,45612')).toEqual({ mode: 'loopback', ports: [45611, 45612] })
    expect(mdnsChoiceFromEnv(' loopback:45611, 45612 ')).toEqual({ mode: 'loopback', ports: [45611, 45612] })
  })

  it('refuses anything else, saying what it expects', () => {
    expect(() => mdnsChoiceFromEnv('on')).toThrow(/OVERDIVE_MDNS=on: expected nothing .*"off" .*"loopback:PORT,PORT,…"/)
    expect(() => mdnsChoiceFromEnv('loopback:')).toThrow(/"" is not a port/)
    expect(() => mdnsChoiceFromEnv('loopback:45611,abc')).toThrow(/"abc" is not a port/)
    expect(() => mdnsChoiceFromEnv('loopback:0')).toThrow(/0 is not a UDP port/)
    expect(() => mdnsChoiceFromEnv('loopback:70000')).toThrow(/70000 is not a UDP port/)
    expect(() => mdnsChoiceFromEnv('loopback:5353')).toThrow(/5353 is the real mDNS port/)
    expect(() => mdnsChoiceFromEnv('loopback:45611,45611')).toThrow(/45611 is listed twice/)
    expect(() => mdnsChoiceFromEnv(`loopback:${Array.from({ length: 40 }, (_, i) => 40000 + i).join(',')}`)).toThrow(/at most 32 ports/)
  })
})
