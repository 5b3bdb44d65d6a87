/**
 * The screen token in the page's address: taken once, kept for the tab, and gone from the address bar. The
 * Electron window's transport: every message through the preload's one send.
 */
import { describe, expect, it } from 'vitest'
import type { OverdiveApi } from '../../../electron/preload/api'
import { CLIENT_MESSAGE_TYPES, type ClientMessage } from '../../../shared/protocol/messages'
import { ipcTransport, takeScreenToken, webSocketUrl, type ScreenTokenPlace } from './transport'

function place(url: string, stored: Record<string, string> = {}): ScreenTokenPlace & { url: string; stored: Record<string, string> } {
  const u = new URL(url)
  const p = {
    url,
    stored,
    location: { hash: u.hash, pathname: u.pathname, search: u.search },
    storage: { getItem: (k: string) => stored[k] ?? null, setItem: (k: string, v: string) => void (stored[k] = v) },
    replaceUrl: (to: string) => {
      p.url = to
    },
  }
  return p
}

describe('the screen token in the address', () => {
  it('is taken from #screen=, kept for a reload and stripped from the address bar, path and query kept', () => {
    const p = place('http://127.0.0.1:4317/?speed=10#screen=abc_DEF-123')
    expect(takeScreenToken(p)).toBe('abc_DEF-123')
    expect(p.url).toBe('/?speed=10')
    // the reload: no hash any more, the tab still has it
    const again = place('http://127.0.0.1:4317/?speed=10', p.stored)
    expect(takeScreenToken(again)).toBe('abc_DEF-123')
  })

  it('keeps the rest of the fragment', () => {
    const p = place('http://127.0.0.1:4317/#screen=t0k&x=1')
    expect(takeScreenToken(p)).toBe('t0k')
    expect(p.url).toBe('/#x=1')
  })

  it('is nothing for a guest, who connects without one', () => {
    const p = place('http://192.168.1.5:4317/')
    expect(takeScreenToken(p)).toBeNull()
    expect(p.url).toBe('http://192.168.1.5:4317/')
    expect(webSocketUrl({ protocol: 'http:', host: '192.168.1.5:4317' }, null)).toBe('ws://192.168.1.5:4317/ws')
    expect(webSocketUrl({ protocol: 'http:', host: '127.0.0.1:4317' }, 'a+b')).toBe('ws://127.0.0.1:4317/ws?screen=a%2Bb')
  })
})

describe('the Electron window\'s transport', () => {
  it('sends every message type of the protocol through the preload, type and payload apart, and says it is open', async () => {
    const sent: unknown[][] = []
    const api: OverdiveApi = {
      send: (type, payload) => {
        sent.push([type, payload])
        return Promise.resolve()
      },
      onMessage: () => () => {},
    }
    const t = ipcTransport(api)
    const status: string[] = []
    t.onStatus((s) => status.push(s))
    for (const type of CLIENT_MESSAGE_TYPES) t.send({ type, re: `r-${type}` } as ClientMessage)
    expect(sent).toEqual(CLIENT_MESSAGE_TYPES.map((type) => [type, { re: `r-${type}` }]))
    await Promise.resolve()
    expect(status).toEqual(['open'])
  })
})
