/**
 * What a LAN announcement says (issue 8, "Find games"): the TXT record a hosting copy of Overdive sends with its
 * `_overdive._tcp` service, each value short enough for a TXT string, and the games a browsing copy lists from what
 * others send. Everything another machine announces is untrusted: a TXT record is decoded into short trimmed
 * strings and small whole numbers, or ignored whole; nothing a stranger sends can throw here. And the service's
 * instance name, which must fit one DNS label. The sending and browsing are discovery.ts's.
 */
import { isIPv4 } from 'node:net'
import { compatProblem, type Compat } from '../../shared/protocol/compat'
import type { LanGame } from '../../shared/protocol/lan'
// TXT values are cleaned by the one rule for text others read: format characters (zero-width, bidi) too
import { cleanText } from '../../shared/protocol/clean-text'

export interface Announcement {
  /** the host's name, for people */ name: string
  port: number
  compat: Compat
  /** the game offered (newest with guest seats) or null */ title: string | null
  phase: 'lobby' | 'playing' | null
  free: number
  players: number
}

// ---- the TXT record -------------------------------------------------------------------------------------------

export const SERVICE_TYPE = 'overdive'

/** the TXT record's keys: short, as every byte of a record counts */
const KEY = {
  protocol: 'proto',
  rules: 'rules',
  app: 'app',
  host: 'host',
  title: 'title',
  phase: 'phase',
  free: 'free',
  players: 'players',
} as const

/** the longest strings kept from an announcement, in characters and (each TXT string is at most 255 bytes) bytes */
const LIMIT = {
  host: 40,
  title: 80,
  app: 32,
  rules: 64,
  bytes: 200,
}
/** seats and players: at most three digits */
const MAX_COUNT = 999
/** a record with more strings than this is not ours */
const MAX_TXT_STRINGS = 32

/** what an announcement's TXT record says, decoded and bounded */
export interface TxtDetails {
  host: string
  title: string | null
  phase: 'lobby' | 'playing' | null
  free: number
  players: number
  compat: Compat
}


/** At most `chars` characters (code points, not halves of one) and `bytes` bytes of UTF-8. */
function clip(s: string, chars: number, bytes = LIMIT.bytes): string {
  let out = ''
  let size = 0
  let count = 0
  for (const ch of s) {
    const b = Buffer.byteLength(ch)
    if (count + 1 > chars || size + b > bytes) break
    out += ch
    size += b
    count++
  }
  return out.trim()
}

function count(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_COUNT, Math.max(0, Math.floor(n))) : 0
}

/** The TXT record of an announcement: every value short enough for a TXT string. */
export function encodeTxt(a: Announcement): Record<string, string> {
  const protocol = a.compat.protocol
  const txt: Record<string, string> = {
    [KEY.protocol]: String(Number.isInteger(protocol) && protocol >= 0 && protocol <= 999_999 ? protocol : 0),
    [KEY.rules]: clip(cleanText(a.compat.rules), LIMIT.rules),
    [KEY.app]: clip(cleanText(a.compat.app), LIMIT.app),
    [KEY.host]: clip(cleanText(a.name), LIMIT.host) || 'Overdive',
  }
  const title = a.title === null ? '' : clip(cleanText(a.title), LIMIT.title)
  if (title) txt[KEY.title] = title
  if (a.phase) txt[KEY.phase] = a.phase
  txt[KEY.free] = String(count(a.free))
  txt[KEY.players] = String(count(a.players))
  return txt
}

/** The key=value strings of a TXT record, as DNS-SD sends them. */
export function txtStrings(txt: Record<string, string>): Buffer[] {
  return Object.entries(txt).map(([k, v]) => Buffer.from(`${k}=${v}`))
}

/**
 * A TXT record received from anyone (an array of byte strings, as multicast-dns decodes it), or null when it is
 * not a complete, sane Overdive announcement. Keys are case-insensitive and the first of a repeated key counts
 * (RFC 6763 §6.4). Strings are cleaned and clipped; numbers must be small whole numbers written in digits. An
 * unknown phase (a newer copy's) reads as no phase, so that a newer host is still listed, with its problem.
 */
export function decodeTxt(raw: unknown): TxtDetails | null {
  try {
    if (!Array.isArray(raw)) return null
    const values = new Map<string, string>()
    for (const item of raw.slice(0, MAX_TXT_STRINGS)) {
      if (!(item instanceof Uint8Array) || item.length > 255) continue
      const s = Buffer.from(item.buffer, item.byteOffset, item.length).toString('utf8')
      const eq = s.indexOf('=')
      if (eq <= 0) continue
      const key = s.slice(0, eq).toLowerCase()
      if (!values.has(key)) values.set(key, s.slice(eq + 1))
    }
    const text = (key: string, max: number): string => clip(cleanText(values.get(key) ?? ''), max)
    const whole = (key: string, digits: number): number | null => {
      const v = values.get(key)
      return v !== undefined && new RegExp(`^\\d{1,${digits}}$`).test(v) ? Number(v) : null
    }
    const protocol = whole(KEY.protocol, 6)
    const rules = text(KEY.rules, LIMIT.rules)
    const app = text(KEY.app, LIMIT.app)
    const host = text(KEY.host, LIMIT.host)
    const free = whole(KEY.free, 3)
    const players = whole(KEY.players, 3)
    if (protocol === null || !rules || !app || !host || free === null || players === null) return null
    const phase = values.get(KEY.phase)
    return {
      host,
      title: text(KEY.title, LIMIT.title) || null,
      phase: phase === 'lobby' || phase === 'playing' ? phase : null,
      free,
      players,
      compat: { app, protocol, rules },
    }
  } catch {
    return null
  }
}

/** The part of a browsed service this file reads; everything in it may be missing or of the wrong type. */
export interface FoundService {
  fqdn?: unknown
  port?: unknown
  referer?: { address?: unknown } | unknown
  addresses?: unknown
  rawTxt?: unknown
}

/** Where to connect: the address the announcement came from when it is IPv4, else the first IPv4 it lists. */
function ipv4Of(s: FoundService): string | null {
  const referer = s.referer as { address?: unknown } | undefined
  if (referer && typeof referer.address === 'string' && isIPv4(referer.address)) return referer.address
  if (Array.isArray(s.addresses)) {
    for (const a of s.addresses.slice(0, 16)) if (typeof a === 'string' && isIPv4(a)) return a
  }
  return null
}

/** A browsed service as a game to list, or null when it is not a usable Overdive announcement. */
export function gameOf(s: FoundService, mine: Compat): LanGame | null {
  try {
    const details = decodeTxt(s.rawTxt)
    if (!details) return null
    if (typeof s.fqdn !== 'string' || s.fqdn.length === 0 || s.fqdn.length > 255) return null
    if (typeof s.port !== 'number' || !Number.isInteger(s.port) || s.port < 1 || s.port > 65535) return null
    const ip = ipv4Of(s)
    if (!ip) return null
    return { id: s.fqdn, address: `${ip}:${s.port}`, ...details, problem: compatProblem(mine, details.compat) }
  } catch {
    return null
  }
}

/** Sorted by host name, then address, then id: the same games always come in the same order. */
export function sortGames(games: LanGame[]): LanGame[] {
  const exact = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...games].sort(
    (a, b) =>
      a.host.localeCompare(b.host, 'en', { sensitivity: 'base' }) ||
      exact(a.host, b.host) ||
      exact(a.address, b.address) ||
      exact(a.id, b.id),
  )
}

// ---- names ----------------------------------------------------------------------------------------------------

/** a DNS label: at most 63 bytes */
export const MAX_LABEL_BYTES = 63

/**
 * The service's instance name: `Name (port)`, then `Name (port) 2`, 3… while those are taken on the network.
 * A DNS-SD instance name may hold any UTF-8 but must fit one 63-byte label; bonjour-service cannot send dots
 * or backslashes in it, so they become hyphens.
 */
export function serviceName(name: string, port: number, attempt = 1): string {
  const suffix = ` (${port})${attempt > 1 ? ` ${attempt}` : ''}`
  const base = cleanText(name).replace(/[.\\]/g, '-') || 'Overdive'
  return clip(base, MAX_LABEL_BYTES, MAX_LABEL_BYTES - Buffer.byteLength(suffix)) + suffix
}
