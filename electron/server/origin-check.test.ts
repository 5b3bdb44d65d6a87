/**
 * The names the host answers to: loopback always; on a wildcard address the machine's own addresses and names
 * too; whatever `--allow-host` adds; never a name that merely resolves here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hostForm, HostAllowlist } from './origin-check'

afterEach(() => {
  vi.useRealTimers()
})

describe('the Host allowlist', () => {
  it('on loopback: the loopback names with the port, and nothing else', () => {
    const a = new HostAllowlist({ hostname: '127.0.0.1', port: 4317 })
    for (const h of ['127.0.0.1:4317', 'localhost:4317', 'LOCALHOST:4317', '[::1]:4317']) expect(a.allowsHost(h), h).toBe(true)
    for (const h of ['127.0.0.1', '127.0.0.1:80', 'evil.example:4317', '192.168.1.5:4317', 'localhost.evil.example:4317', '', undefined]) expect(a.allowsHost(h), String(h)).toBe(false)
  })

  it('on 0.0.0.0: every interface address, the machine’s name and its .local name', () => {
    const a = new HostAllowlist({ hostname: '0.0.0.0', port: 4317, interfaces: () => ['127.0.0.1', '192.168.1.5', 'fe80::1%eth0', '::1'], machineName: () => 'Hangar' })
    for (const h of ['192.168.1.5:4317', '[fe80::1]:4317', 'hangar:4317', 'hangar.local:4317', 'localhost:4317']) expect(a.allowsHost(h), h).toBe(true)
    expect(a.allowsHost('hangar.evil.example:4317')).toBe(false)
  })

  it('picks up an address gained while running (a laptop that joins a network later)', () => {
    vi.useFakeTimers()
    const addresses = ['192.168.1.5']
    const a = new HostAllowlist({ hostname: '::', port: 4317, interfaces: () => addresses, machineName: () => 'h' })
    addresses.push('10.0.0.7')
    vi.advanceTimersByTime(5_000)
    expect(a.allowsHost('10.0.0.7:4317')).toBe(true)
  })

  it('--allow-host adds names, with the server’s port unless one is given', () => {
    const a = new HostAllowlist({ hostname: '127.0.0.1', port: 4317, extra: ['overdive.lan', 'proxy.lan:8080', 'fd00::5'] })
    expect(a.allowsHost('overdive.lan:4317')).toBe(true)
    expect(a.allowsHost('proxy.lan:8080')).toBe(true)
    expect(a.allowsHost('proxy.lan:4317')).toBe(false)
    expect(a.allowsHost('[fd00::5]:4317')).toBe(true)
  })

  it('on port 80 a browser leaves the port out', () => {
    expect(new HostAllowlist({ hostname: '127.0.0.1', port: 80 }).allowsHost('localhost')).toBe(true)
  })

  it('an Origin: absent, or http:// and an allowed host', () => {
    const a = new HostAllowlist({ hostname: '127.0.0.1', port: 4317 })
    expect(a.allowsOrigin(undefined)).toBe(true)
    expect(a.allowsOrigin('http://127.0.0.1:4317')).toBe(true)
    for (const o of ['null', '', 'http://evil.example', 'https://127.0.0.1:4317', 'http://127.0.0.1:4317/x', 'http://127.0.0.1:4318', 'file://']) expect(a.allowsOrigin(o), o).toBe(false)
  })

  it('writes addresses as a Host header does', () => {
    expect(hostForm('FE80::1%eth0')).toBe('[fe80::1]')
    expect(hostForm('192.168.1.5')).toBe('192.168.1.5')
  })
})
