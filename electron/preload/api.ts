/**
 * The API the preload gives the page, kept free of Electron imports so that tests can check it: one function that
 * sends any client message to the host, and one subscription for messages from it. The message types are the
 * protocol's list (shared/protocol/messages.ts, types only here): the main process refuses a type not in it and
 * the host checks every field, so the preload carries no list of its own and no protocol code.
 */
import type { ClientMessageType, ClientPayload, ServerMessage } from '../../shared/protocol/messages'
import { IPC_CHANNELS } from '../main/ipc-channels'

/** The part of Electron's ipcRenderer the preload uses. */
export interface IpcRendererPart {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
  on(channel: string, listener: (event: unknown, message: ServerMessage) => void): unknown
  removeListener(channel: string, listener: (event: unknown, message: ServerMessage) => void): unknown
}

export function makeApi(ipc: IpcRendererPart) {
  return {
    /** send the host a message: its type, and the rest of it */
    send: <K extends ClientMessageType>(type: K, payload: ClientPayload<K>): Promise<void> => ipc.invoke(IPC_CHANNELS.toHost, type, payload).then(() => undefined),
    onMessage: (listener: (m: ServerMessage) => void): (() => void) => {
      const wrapped = (_e: unknown, m: ServerMessage) => listener(m)
      ipc.on(IPC_CHANNELS.fromHost, wrapped)
      return () => void ipc.removeListener(IPC_CHANNELS.fromHost, wrapped)
    },
  }
}

export type OverdiveApi = ReturnType<typeof makeApi>
