/**
 * Whether this host finds and announces games on the LAN, from OVERDIVE_MDNS: on the LAN (the default), off, or
 * (tests) a fan-out over 127.0.0.1 to the ports named, which sends nothing to the machine's real network.
 */
import { checkLoopbackPorts } from './loopback-mdns'

export type MdnsChoice = { mode: 'lan' } | { mode: 'off' } | { mode: 'loopback'; ports: number[] }

/** OVERDIVE_MDNS: unset/'' → lan; 'off' → off; 'loopback:45611,45612' → loopback fan-out on those ports. Bad values throw a clear Error. */
export function mdnsChoiceFromEnv(value: string | undefined): MdnsChoice {
  const v = (value ?? '').trim()
  if (v === '') return { mode: 'lan' }
  if (v === 'off') return { mode: 'off' }
  if (v.startsWith('loopback:')) {
    const list = v.slice('loopback:'.length)
    const ports = list.split(',').map((part) => {
      const p = part.trim()
      if (!/^\d{1,5}$/.test(p)) {
        throw new Error(`OVERDIVE_MDNS=${value}: "${p}" is not a port; write loopback: then ports separated by commas (loopback:45611,45612)`)
      }
      return Number(p)
    })
    try {
      return { mode: 'loopback', ports: checkLoopbackPorts(ports) }
    } catch (err) {
      throw new Error(`OVERDIVE_MDNS=${value}: ${(err as Error).message}`, { cause: err })
    }
  }
  throw new Error(
    `OVERDIVE_MDNS=${value}: expected nothing (find games on the LAN), "off" (no LAN discovery) or "loopback:PORT,PORT,…" (tests: a fan-out over 127.0.0.1)`,
  )
}
