/**
 * The scaffolding the renderer's LAN tests share (lan-play.test.ts, hex-lan.test.ts): a stand-in for the built
 * renderer that the LAN server serves, a localStorage for the renderer's clients, and copies of the app's host with
 * their LAN services on loopback (no discovery: the address is known), disposed after each test with whatever else
 * the test registers.
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
import { Host, type HostOptions } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import { LanServices } from '../../../electron/lan/lan-services'
import { rendererFixture } from '../../../electron/lan/test-helpers'
import { content } from '../../../electron/testing/fixtures'
import { MemoryStorage } from './host-transport'

export interface LanAppHosts {
  /** a copy of the app's host named `hostName`, hosting on loopback, with the rulesets' `contents` besides the card game's */
  appHost(hostName: string, contents?: HostOptions['contents']): Host
  /** what to undo after the test, last first */
  cleanups: (() => unknown)[]
}

/** Registers the suite's hooks; call at the top of a test file. */
export function lanAppHosts(): LanAppHosts {
  let renderer: ReturnType<typeof rendererFixture>
  const cleanups: (() => unknown)[] = []
  beforeAll(() => {
    renderer = rendererFixture()
    ;(globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage()
  })
  afterAll(() => {
    renderer.remove()
    delete (globalThis as { localStorage?: unknown }).localStorage
  })
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c()
  })
  const appHost = (hostName: string, contents?: HostOptions['contents']) => {
    const lan = new LanServices({ rendererDir: renderer.root, bind: '127.0.0.1', mdns: { mode: 'off' }, hostName, defaultPort: 0 })
    const host = new Host({ content, ...(contents ? { contents } : {}), botFactory: inlineBots(content), hostName, version: '0.1.0', lan })
    lan.attach(host)
    cleanups.push(() => host.dispose(), () => lan.dispose())
    return host
  }
  return { appHost, cleanups }
}
