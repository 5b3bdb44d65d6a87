/**
 * The preload: the page gets window.overdive (api.ts) and nothing else of Electron or Node.
 */
import { contextBridge, ipcRenderer } from 'electron'
import { makeApi } from './api'

export type { OverdiveApi } from './api'

contextBridge.exposeInMainWorld('overdive', makeApi(ipcRenderer))
