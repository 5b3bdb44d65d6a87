/**
 * The preload: a typed API with one function per message to the host, and one subscription for messages from
 * it. Nothing else of Electron or Node reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron'
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages'

type Without<T, K extends string> = T extends unknown ? Omit<T, K> : never
type Payload<K extends ClientMessage['type']> = Without<Extract<ClientMessage, { type: K }>, 'type'>

const api = {
  hello: (m: Payload<'hello'>) => ipcRenderer.invoke('overdive:hello', m),
  createGame: (m: Payload<'create-game'>) => ipcRenderer.invoke('overdive:create-game', m),
  join: (m: Payload<'join'>) => ipcRenderer.invoke('overdive:join', m),
  command: (m: Payload<'command'>) => ipcRenderer.invoke('overdive:command', m),
  leave: (m: Payload<'leave'>) => ipcRenderer.invoke('overdive:leave', m),
  listSessions: (m: Payload<'list-sessions'>) => ipcRenderer.invoke('overdive:list-sessions', m),
  saveGame: (m: Payload<'save-game'>) => ipcRenderer.invoke('overdive:save-game', m),
  listSaves: (m: Payload<'list-saves'>) => ipcRenderer.invoke('overdive:list-saves', m),
  loadGame: (m: Payload<'load-game'>) => ipcRenderer.invoke('overdive:load-game', m),
  readSave: (m: Payload<'read-save'>) => ipcRenderer.invoke('overdive:read-save', m),
  importSave: (m: Payload<'import-save'>) => ipcRenderer.invoke('overdive:import-save', m),
  deleteSave: (m: Payload<'delete-save'>) => ipcRenderer.invoke('overdive:delete-save', m),
  renameSave: (m: Payload<'rename-save'>) => ipcRenderer.invoke('overdive:rename-save', m),
  seatControl: (m: Payload<'seat-control'>) => ipcRenderer.invoke('overdive:seat-control', m),
  ready: (m: Payload<'ready'>) => ipcRenderer.invoke('overdive:ready', m),
  startGame: (m: Payload<'start-game'>) => ipcRenderer.invoke('overdive:start-game', m),
  chat: (m: Payload<'chat'>) => ipcRenderer.invoke('overdive:chat', m),
  lanHost: (m: Payload<'lan-host'>) => ipcRenderer.invoke('overdive:lan-host', m),
  lanBrowse: (m: Payload<'lan-browse'>) => ipcRenderer.invoke('overdive:lan-browse', m),
  lanConnect: (m: Payload<'lan-connect'>) => ipcRenderer.invoke('overdive:lan-connect', m),
  linkSend: (m: Payload<'link-send'>) => ipcRenderer.invoke('overdive:link-send', m),
  lanDisconnect: (m: Payload<'lan-disconnect'>) => ipcRenderer.invoke('overdive:lan-disconnect', m),
  onMessage: (listener: (m: ServerMessage) => void): (() => void) => {
    const wrapped = (_e: unknown, m: ServerMessage) => listener(m)
    ipcRenderer.on('overdive:from-host', wrapped)
    return () => ipcRenderer.removeListener('overdive:from-host', wrapped)
  },
}

export type OverdiveApi = typeof api

contextBridge.exposeInMainWorld('overdive', api)
