/**
 * The preload's API: every client message goes out on the one channel to the host with its type beside it, and
 * messages from the host come in on the other. The preload lists no message types: the main process refuses a type
 * the protocol does not list (security.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { CLIENT_MESSAGE_TYPES, type ServerMessage } from '../../shared/protocol/messages'
import { IPC_CHANNELS } from '../main/ipc-channels'
import { ipcMessage } from '../main/security'
import { makeApi, type IpcRendererPart } from './api'

function fakeIpc() {
  const invoked: unknown[][] = []
  const listeners = new Map<string, Set<(e: unknown, m: ServerMessage) => void>>()
  const ipc: IpcRendererPart = {
    invoke: (channel, ...args) => {
      invoked.push([channel, ...args])
      return Promise.resolve(undefined)
    },
    on: (channel, l) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(l)),
    removeListener: (channel, l) => listeners.get(channel)?.delete(l),
  }
  return { ipc, invoked, listeners }
}

describe('the preload API', () => {
  it('has one function to send and one to listen, nothing of Electron itself', () => {
    expect(Object.keys(makeApi(fakeIpc().ipc)).sort()).toEqual(['onMessage', 'send'])
  })

  it('sends every message type of the protocol on the channel to the host, and the main process hands it on whole', async () => {
    const { ipc, invoked } = fakeIpc()
    const api = makeApi(ipc)
    for (const type of CLIENT_MESSAGE_TYPES) await api.send(type, { re: type } as never)
    expect(invoked).toEqual(CLIENT_MESSAGE_TYPES.map((type) => [IPC_CHANNELS.toHost, type, { re: type }]))
    for (const [, type, payload] of invoked) expect(ipcMessage(type, payload)).toEqual({ type, re: type })
  })

  it('hears the host on its own channel until unsubscribed', () => {
    const { ipc, listeners } = fakeIpc()
    const heard: ServerMessage[] = []
    const off = makeApi(ipc).onMessage((m) => heard.push(m))
    const m: ServerMessage = { type: 'error', code: 'x', message: 'y' }
    for (const l of listeners.get(IPC_CHANNELS.fromHost)!) l({}, m)
    expect(heard).toEqual([m])
    off()
    expect(listeners.get(IPC_CHANNELS.fromHost)!.size).toBe(0)
  })
})
