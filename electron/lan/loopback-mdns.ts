/**
 * A stand-in for the mDNS multicast socket, for the tests and the end-to-end specs (OVERDIVE_MDNS=loopback:…):
 * several copies of Overdive on one machine find each other through the real bonjour-service and multicast-dns
 * code without a packet reaching the real network.
 *
 * multicast-dns takes any object with the dgram.Socket calls it makes (`opts.socket`). This one binds a real UDP
 * socket on 127.0.0.1 to the first free port of a list, and turns each multicast send into one unicast send to
 * 127.0.0.1 on every port of the list, its own included (as multicast loopback does). A unicast send (a reply to
 * one asker) goes to that asker's loopback port. Anything addressed outside 127.0.0.0/8 is refused: nothing ever
 * leaves the loopback interface. Group membership, TTL and the multicast interface mean nothing here; the calls
 * are accepted and ignored.
 */
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram'
import { EventEmitter } from 'node:events'
import { isIPv4 } from 'node:net'

/** the real mDNS port: refused in a loopback list, where the machine's own responder (Avahi, Bonjour) would hear the tests */
const REAL_MDNS_PORT = 5353
/** a fan-out is one send per port: keep it small */
const MAX_PORTS = 32

/** The ports of a loopback fan-out, checked: whole numbers from 1 to 65535, not 5353, no repeats, 1 to 32 of them. */
export function checkLoopbackPorts(ports: readonly number[]): number[] {
  if (ports.length === 0) throw new Error('the loopback mDNS transport needs at least one port')
  if (ports.length > MAX_PORTS) throw new Error(`the loopback mDNS transport takes at most ${MAX_PORTS} ports, not ${ports.length}`)
  const seen = new Set<number>()
  for (const p of ports) {
    if (!Number.isInteger(p) || p < 1 || p > 65535) throw new Error(`${p} is not a UDP port (1 to 65535)`)
    if (p === REAL_MDNS_PORT) throw new Error(`port ${REAL_MDNS_PORT} is the real mDNS port: pick other ports for the loopback transport`)
    if (seen.has(p)) throw new Error(`port ${p} is listed twice`)
    seen.add(p)
  }
  return [...ports]
}

function isMulticast(address: string): boolean {
  if (!isIPv4(address)) return false
  const first = Number(address.split('.')[0])
  return first >= 224 && first <= 239
}

function isLoopback(address: string): boolean {
  return isIPv4(address) && address.startsWith('127.')
}

type SendCallback = (err: Error | null, bytes?: number) => void

/** The dgram.Socket calls multicast-dns makes, over the loopback fan-out. */
export class LoopbackMdnsSocket extends EventEmitter {
  private readonly ports: number[]
  private socket: Socket | null = null
  private closed = false
  private loopback = true

  constructor(ports: readonly number[]) {
    super()
    this.ports = checkLoopbackPorts(ports)
  }

  /** the loopback port this socket holds, once bound */
  get port(): number | null {
    return this.socket ? this.socket.address().port : null
  }

  /**
   * Binds 127.0.0.1 on the first free port of the list; the port and address asked for are ignored. When every
   * port is taken, 'error' carries EADDRINUSE, as a real bind would.
   */
  bind(_port?: number, _address?: string, callback?: () => void): this {
    if (callback) this.once('listening', callback)
    this.tryPort(0)
    return this
  }

  private tryPort(index: number): void {
    if (this.closed) return
    if (index >= this.ports.length) {
      const err = Object.assign(new Error(`every loopback mDNS port is taken (${this.ports.join(', ')})`), { code: 'EADDRINUSE' })
      this.emit('error', err)
      return
    }
    const socket = createSocket({ type: 'udp4' })
    const onBindError = (err: NodeJS.ErrnoException) => {
      socket.close()
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') this.tryPort(index + 1)
      else this.emit('error', err)
    }
    socket.once('error', onBindError)
    socket.bind(this.ports[index], '127.0.0.1', () => {
      socket.removeListener('error', onBindError)
      if (this.closed) {
        socket.close()
        return
      }
      this.socket = socket
      socket.on('message', (msg: Buffer, rinfo: RemoteInfo) => this.emit('message', msg, rinfo))
      socket.on('error', (err) => this.emit('error', err))
      this.emit('listening')
    })
  }

  /** multicast-dns's form: send(buffer, offset, length, port, address, callback) */
  send(msg: Buffer, offset: number, length: number, port: number, address: string, callback?: SendCallback): void {
    const done = callback ?? (() => {})
    const socket = this.socket
    if (!socket) {
      process.nextTick(done, new Error('the loopback mDNS socket is not bound'))
      return
    }
    const data = msg.subarray(offset, offset + length)
    let targets: { port: number; address: string }[]
    if (isMulticast(address)) {
      const own = socket.address().port
      targets = this.ports.filter((p) => this.loopback || p !== own).map((p) => ({ port: p, address: '127.0.0.1' }))
    } else if (isLoopback(address)) {
      targets = [{ port, address }]
    } else {
      process.nextTick(done, new Error(`the loopback mDNS transport sends only to 127.0.0.0/8, not to ${address}`))
      return
    }
    if (targets.length === 0) {
      process.nextTick(done, null, 0)
      return
    }
    let left = targets.length
    let failure: Error | null = null
    for (const t of targets) {
      socket.send(data, t.port, t.address, (err) => {
        if (err && !failure) failure = err
        if (--left === 0) done(failure, failure ? undefined : data.length)
      })
    }
  }

  address(): ReturnType<Socket['address']> {
    if (!this.socket) throw new Error('the loopback mDNS socket is not bound')
    return this.socket.address()
  }

  close(callback?: () => void): this {
    if (callback) this.once('close', callback)
    if (this.closed) {
      process.nextTick(() => this.emit('close'))
      return this
    }
    this.closed = true
    const socket = this.socket
    this.socket = null
    if (socket) socket.close(() => this.emit('close'))
    else process.nextTick(() => this.emit('close'))
    return this
  }

  /** whether a multicast send reaches this socket too (multicast-dns asks for it, as mDNS needs) */
  setMulticastLoopback(flag: boolean): boolean {
    this.loopback = flag
    return flag
  }

  addMembership(_group: string, _iface?: string): void {}
  dropMembership(_group: string, _iface?: string): void {}
  setMulticastTTL(ttl: number): number {
    return ttl
  }
  setMulticastInterface(_iface: string): void {}
}
